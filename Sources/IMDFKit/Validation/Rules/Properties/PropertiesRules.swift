extension Validator {
    /// The rules of spec §4.3 group Properties, in the order they run.
    static var propertyRules: [any ValidationRule] {
        [
            PropertiesMustBeObject(),
            RequiredPropertyMustBePresent(),
            PropertyMustHaveValidType(),
            LabelsMustBeObject(),
            NameMustBeString(),
            LabelsKeyMustBeLanguageTag(),
            UnknownCategory(),
            ReferenceListMustNotBeEmpty(),
            DateTimeMustBeValid(),
            PhoneMustBeE164(),
            WebsiteMustBeHTTPURI(),
            HoursMustBeOpeningHours(),
            CountryMustBeISO3166(),
            ProvinceMustBeISO31662(),
            UnknownProperty(),
        ]
    }
}
