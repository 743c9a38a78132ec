import GeoJSON
import Synchronization

/// What every rule reads: the archive, its venue graph, and helpers to locate and skip.
public struct ValidationContext: Sendable {
    public let archive: IMDF.Archive
    /// Data several rules derive from the archive, computed once per context on first use.
    let shared = SharedDerivations()

    /// Builds the context for an archive.
    public init(archive: IMDF.Archive) {
        self.archive = archive
    }

    /// The archive's venue graph, linked on first use and then shared by every copy of the context.
    ///
    /// Why on first use: linked in `init`, before the rules start, it kept every core but one idle (48 ms of
    /// `imdf validate` on the 56.6 MB venue); now `Validator` links it beside the rules that do not read it
    /// (the property rules' walk). Read in place (`_read`): each read takes the cache's lock, never a copy.
    public var graph: VenueGraph {
        _read { yield linkedGraph.graph }
    }

    /// The venue graph's box, linked now when no rule has asked for it yet.
    var linkedGraph: SharedDerivations.LinkedGraph { shared.graph { VenueGraph(archive) } }

    /// Which feature types reference each ID (built once, shared by the orphan rules).
    var referenceIndex: ReferenceIndex { shared.referenceIndex { ReferenceIndex(self) } }

    /// Where each opening meets the units around it (built once, shared by the two opening rules).
    var openingContacts: OpeningContacts { shared.openingContacts { OpeningContacts(self) } }

    /// The feature types whose file is present but not JSON (or not a feature collection).
    public var unreadableTypes: [IMDF.FeatureType] {
        archive.files.compactMap { file in
            if case .features(let type) = file.role, file.collection == nil { return type }
            return nil
        }
    }

    /// Whether `<type>.geojson` is present but could not be read, so checks that need it cannot be trusted.
    public func isUnreadable(_ type: IMDF.FeatureType) -> Bool {
        guard let file = archive.file(for: type) else { return false }
        return file.collection == nil
    }

    /// Reports, as info, that `rule` could not check what it needs from unreadable files, and returns
    /// whether any of `types` is unreadable (the rule then skips what depends on them rather than guess).
    @discardableResult
    public func skipIfUnreadable(_ types: [IMDF.FeatureType], into report: inout ValidationReport.Builder) -> Bool {
        let broken = types.filter(isUnreadable)
        guard !broken.isEmpty else { return false }
        let names = broken.map(\.fileName).joined(separator: ", ")
        report.report(
            "not fully checked: \(names) is not a readable feature collection, so features it holds are unknown",
            at: .init(file: broken[0].fileName), severity: .info, check: ValidationCheck.notFullyChecked.id)
        return true
    }

    /// The source location of a feature, or of a value inside it (`path` relative to the feature).
    public func location(of handle: AnyFeatureHandle, path: JSONPath = .root) -> Diagnostic.Location {
        archive.location(of: handle, path: path)
    }

    /// The source location of a typed feature, or of a value inside it.
    public func location<Properties: IMDFProperties>(
        of handle: FeatureHandle<Properties>, path: JSONPath = .root
    ) -> Diagnostic.Location {
        archive.location(of: AnyFeatureHandle(type: Properties.featureType, index: handle.index), path: path)
    }
}

/// Derived data that several rules need, computed at most once per context and shared between copies of
/// it and between rules running on different threads.
final class SharedDerivations: Sendable {
    private let cachedGraph = Mutex<LinkedGraph?>(nil)
    private let cachedReferenceIndex = Mutex<ReferenceIndex?>(nil)
    private let cachedOpeningContacts = Mutex<OpeningContacts?>(nil)
    /// One lock per feature type, so that a rule waiting for the openings' shapes does not wait for the units'.
    private let cachedShapes: [IMDF.FeatureType: ShapesOfOneType] = Dictionary(
        uniqueKeysWithValues: IMDF.FeatureType.allCases.map { ($0, ShapesOfOneType()) })

    private final class ShapesOfOneType: Sendable {
        let shapes = Mutex<[FeatureShape?]?>(nil)
    }

    func shapes(of type: IMDF.FeatureType, _ build: () -> [FeatureShape?]) -> [FeatureShape?] {
        guard let cache = cachedShapes[type] else { return build() }
        return cache.shapes.value(orBuild: build)
    }

    /// The venue graph in a box of its own, so that a read of it hands out a reference rather than a copy of
    /// every array the graph holds.
    final class LinkedGraph: Sendable {
        let graph: VenueGraph
        init(_ graph: VenueGraph) { self.graph = graph }
    }

    func graph(_ build: () -> VenueGraph) -> LinkedGraph {
        cachedGraph.value { LinkedGraph(build()) }
    }

    func referenceIndex(_ build: () -> ReferenceIndex) -> ReferenceIndex {
        cachedReferenceIndex.value(orBuild: build)
    }

    func openingContacts(_ build: () -> OpeningContacts) -> OpeningContacts {
        cachedOpeningContacts.value(orBuild: build)
    }
}
