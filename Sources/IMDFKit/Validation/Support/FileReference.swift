/// A file record held by reference, shared by the many values a validation walk makes for one file.
///
/// Why: a walk makes a value per feature (`RawFeatures.Entry`) or per property value
/// (`PropertyWalk.Value`), and every rule walks the whole archive. An `IMDF.FileRecord` stored in each of
/// them was copied with it, retaining and releasing a dozen references (its source text, its document, …)
/// every time, atomically: that was the larger part of validating a 56.6 MB venue. One reference is one
/// retain.
final class FileReference {
    let record: IMDF.FileRecord

    init(_ record: IMDF.FileRecord) {
        self.record = record
    }
}
