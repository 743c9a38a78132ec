import IMDFKit
import IMDFSchema

extension Command {
    /// `imdf schemas --output DIR`: writes the JSON Schemas generated from the property table.
    static let schemas = Command(
        name: "schemas",
        abstract: "Write JSON Schemas (draft 2020-12) for every IMDF feature type and the manifest.",
        discussion: """
            The schemas are generated from the same machine-readable property table that the validator's \
            property rules use (spec §2), so they cannot drift from it. The repository's Schemas/ folder is \
            this command's output; a test fails when it is stale. See Schemas/README.md for using them with \
            other validators and editors.

            Exit status: 0; 74 when a file cannot be written (each is replaced atomically).
            """,
        options: [
            .value(
                "output", short: "o", valueName: "dir", help: "The folder to write into (created if missing).",
                isRequired: true)
        ]
    ) { arguments, context in
        let directory = try arguments.requiredString("output")
        try OutputFiles.createDirectory(directory)
        let documents = IMDF.JSONSchemaGenerator().documents()
        for document in documents {
            try OutputFiles.save(document.text, to: OutputFiles.path(document.fileName, in: directory))
        }
        context.standardError.writeLine("wrote \(documents.count) schemas to \(directory)")
        return .success
    }
}
