extension Validator {
    /// The rules of spec §4.3 group Archive, in the order they run.
    static var archiveRules: [any ValidationRule] {
        [
            ManifestFileMustBePresent(),
            ManifestMustBeValid(),
            FileMustBeValidJSON(),
            FileMustBeValidGeoJSON(),
            FileMustContainFeatureCollection(),
            FeatureMustHaveId(),
            FeatureIdMustBeString(),
            FeatureIdMustNotBeEmpty(),
            FeatureIdMustBeUUID(),
            FeatureIdMustBeUnique(),
            FeatureMustHaveFeatureType(),
            FeatureTypeMustBeString(),
            FeatureTypeMustNotBeEmpty(),
            FeatureTypeMustMatchFile(),
            VenueCountMustBeExactlyOne(),
            ExtensionFileIgnored(),
            ArchiveFolderStripped(),
            FileMustBeReadable(),
            ZipHeadersMustAgree(),
        ]
    }
}
