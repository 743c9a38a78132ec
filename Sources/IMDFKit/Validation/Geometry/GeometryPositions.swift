import GeoJSON

/// The positions of a geometry, flattened, with the JSON path of each one recovered on demand.
///
/// A GeometryCollection contributes one run per member (recursively); every other geometry one run over
/// its flat ``CoordinateStorage``. Paths are only built for positions that are reported, so walking every
/// position costs no allocation beyond the runs themselves.
struct GeometryPositions {
    /// One geometry without members, with the path of its `coordinates` member.
    struct Run {
        /// The geometry (never a GeometryCollection).
        var geometry: Geometry
        /// The path of the geometry's `coordinates` array, relative to the feature.
        var coordinatesPath: JSONPath

        /// The positions of the run, flat.
        var storage: CoordinateStorage {
            switch geometry {
            case .point(let point): CoordinateStorage([point.position])
            case .multiPoint(let value): value.storage
            case .lineString(let value): value.storage
            case .multiLineString(let value): value.storage
            case .polygon(let value): value.storage
            case .multiPolygon(let value): value.storage
            case .geometryCollection: CoordinateStorage()
            }
        }

        /// The JSON path, relative to the feature, of position `index` of ``storage``.
        func path(ofPosition index: Int) -> JSONPath {
            switch geometry {
            case .point, .geometryCollection:
                return coordinatesPath
            case .multiPoint, .lineString:
                return coordinatesPath.appending(index: index)
            case .multiLineString(let value):
                let line = Self.run(containing: index, offsets: value.lineOffsets)
                return coordinatesPath.appending(index: line).appending(index: index - value.lineOffsets[line])
            case .polygon(let value):
                let ring = Self.run(containing: index, offsets: value.ringOffsets)
                return coordinatesPath.appending(index: ring).appending(index: index - value.ringOffsets[ring])
            case .multiPolygon(let value):
                let ring = Self.run(containing: index, offsets: value.ringOffsets)
                let polygon = Self.run(containing: ring, offsets: value.polygonOffsets)
                return coordinatesPath.appending(index: polygon).appending(index: ring - value.polygonOffsets[polygon])
                    .appending(index: index - value.ringOffsets[ring])
            }
        }

        /// The run `r` with `offsets[r] <= index < offsets[r + 1]` (offsets ascending, `runCount + 1` of them).
        static func run(containing index: Int, offsets: [Int]) -> Int {
            var low = 0
            var high = offsets.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if offsets[middle] <= index { low = middle } else { high = middle }
            }
            // Empty runs share their start with the next one; step to the last run starting at `low`'s offset.
            while low + 1 < offsets.count - 1, offsets[low + 1] <= index { low += 1 }
            return low
        }
    }

    /// The runs, in document order.
    let runs: [Run]

    /// The runs of a geometry found at `path` (relative to the feature, `["geometry"]` for the feature's own).
    init(_ geometry: Geometry, at path: JSONPath = ["geometry"]) {
        var runs: [Run] = []
        Self.collect(geometry, at: path, into: &runs)
        self.runs = runs
    }

    private static func collect(_ geometry: Geometry, at path: JSONPath, into runs: inout [Run]) {
        if case .geometryCollection(let collection) = geometry {
            for (index, member) in collection.geometries.enumerated() {
                collect(member, at: path.appending(key: "geometries").appending(index: index), into: &runs)
            }
        } else {
            runs.append(Run(geometry: geometry, coordinatesPath: path.appending(key: "coordinates")))
        }
    }
}

extension GeometryPositions {
    /// The positions of one feature: its geometry's, then its `display_point`'s when that is a Point
    /// with at least two numbers (a malformed display point is the property rules' to report).
    init(of feature: Feature<JSONObject?>) {
        var runs: [Run] = []
        if let geometry = feature.geometry { Self.collect(geometry, at: ["geometry"], into: &runs) }
        if let point = Self.displayPoint(of: feature) {
            runs.append(Run(geometry: .point(point), coordinatesPath: ["properties", "display_point", "coordinates"]))
        }
        self.runs = runs
    }

    /// The feature's `display_point` as written, when it is `{"type": "Point", "coordinates": [x, y, …]}`.
    static func displayPoint(of feature: Feature<JSONObject?>) -> Point? {
        guard let numbers = displayPointCoordinates(in: feature.properties) else { return nil }
        var doubles: [Double] = []
        for number in numbers {
            guard let double = number.doubleValue else { return nil }
            doubles.append(double)
        }
        return Point(
            Position(
                longitude: doubles[0], latitude: doubles[1], altitude: doubles.count > 2 ? doubles[2] : nil,
                extra: Array(doubles.dropFirst(3))))
    }

    /// A position that matched a test: where it is and how many positions of the feature matched.
    struct Match {
        /// The run holding the first match.
        var run: Run
        /// The index of the first match in the run's storage.
        var index: Int
        /// The position.
        var position: Position
        /// How many positions of all runs matched.
        var count: Int
        /// The JSON path of the first match, relative to the feature.
        var path: JSONPath { run.path(ofPosition: index) }
    }

    /// The first position (in document order) for which `test` holds, with the number that do.
    ///
    /// - Complexity: O(*n*) in the number of positions; positions are materialised only on a match.
    func firstMatch(where test: (PositionFacts) -> Bool) -> Match? {
        var first: Match?
        var count = 0
        for run in runs {
            let storage = run.storage
            for index in 0..<storage.count where test(PositionFacts(storage, index)) {
                count += 1
                if first == nil { first = Match(run: run, index: index, position: storage[index], count: 0) }
            }
        }
        first?.count = count
        return first
    }
}

/// What a position test sees of one position: its longitude and latitude, and whether it has more
/// numbers (an altitude, perhaps more).
struct PositionFacts {
    var x: Double
    var y: Double
    var hasAltitude: Bool

    init(x: Double, y: Double, hasAltitude: Bool) {
        self.x = x
        self.y = y
        self.hasAltitude = hasAltitude
    }

    init(_ storage: CoordinateStorage, _ index: Int) {
        x = storage.xy[2 * index]
        y = storage.xy[2 * index + 1]
        hasAltitude = storage.hasAltitudes && storage.extraOffsets[index + 1] > storage.extraOffsets[index]
    }

    init(_ position: Position) {
        x = position.longitude
        y = position.latitude
        hasAltitude = position.altitude != nil
    }
}

/// Testing positions where they lie, without building ``GeometryPositions``.
///
/// Why: building a feature's ``GeometryPositions`` (its runs, their JSON paths, the display point read as a
/// `Point`, a one-position storage for a point) took about ten allocations, and the position rules built
/// one for every feature of the venue, each rule its own: 60–140 ms per rule on the 56.6 MB venue for a test
/// of a few nanoseconds per position. The tests below read the features' storage in place; a rule builds
/// ``GeometryPositions`` only for a feature they found a position of, to report it exactly as before.
extension GeometryPositions {
    /// Whether some position of `geometry` (of every member of a collection) passes `test`.
    static func hasPosition(in geometry: Geometry, where test: (PositionFacts) -> Bool) -> Bool {
        switch geometry {
        case .point(let value): test(PositionFacts(value.position))
        case .multiPoint(let value): hasPosition(in: value.storage, where: test)
        case .lineString(let value): hasPosition(in: value.storage, where: test)
        case .multiLineString(let value): hasPosition(in: value.storage, where: test)
        case .polygon(let value): hasPosition(in: value.storage, where: test)
        case .multiPolygon(let value): hasPosition(in: value.storage, where: test)
        case .geometryCollection(let value): value.geometries.contains { hasPosition(in: $0, where: test) }
        }
    }

    private static func hasPosition(in storage: CoordinateStorage, where test: (PositionFacts) -> Bool) -> Bool {
        for index in 0..<storage.count where test(PositionFacts(storage, index)) { return true }
        return false
    }

    /// The display point's position as ``displayPoint(of:)`` reads it (the same display points, none
    /// other), without building a `Point`.
    ///
    /// The feature is read through a pointer into the file's features: passed by value out of an unsafe
    /// buffer, it was copied (every reference it holds retained, then released) for every feature and every
    /// rule that asks; reading in place took the position rules from 16 to 12 ms each on the 56.6 MB venue
    /// (issue 20).
    static func displayPointFacts(of feature: UnsafePointer<Feature<JSONObject?>>) -> PositionFacts? {
        guard let numbers = displayPointCoordinates(in: feature.pointee.properties),
            numbers.allSatisfy({ $0.doubleValue != nil }),
            let x = numbers[0].doubleValue, let y = numbers[1].doubleValue
        else { return nil }
        return PositionFacts(x: x, y: y, hasAltitude: numbers.count > 2)
    }

    /// The `coordinates` of a `display_point` written as `{"type": "Point", "coordinates": [x, y, …]}` with
    /// at least two elements (numbers or not), as both readers above take them.
    private static func displayPointCoordinates(in properties: JSONObject?) -> [JSONValue]? {
        guard let value = properties?["display_point"], let object = value.objectValue,
            object["type"]?.stringValue == "Point", let numbers = object["coordinates"]?.arrayValue,
            numbers.count >= 2
        else { return nil }
        return numbers
    }

    /// Whether some position of the feature's geometry or display point passes `test`.
    static func hasPosition(
        of feature: UnsafePointer<Feature<JSONObject?>>, where test: (PositionFacts) -> Bool
    ) -> Bool {
        if let geometry = feature.pointee.geometry, hasPosition(in: geometry, where: test) { return true }
        return displayPointFacts(of: feature).map(test) ?? false
    }
}

extension ValidationContext {
    /// Calls `body`, in file order, for each feature of every readable file with a position (of its
    /// geometry, then of its display point) that passes `test`, with the first such position
    /// (``GeometryPositions/firstMatch(where:)``).
    func forEachFeature(
        withPositionWhere test: (PositionFacts) -> Bool, _ body: (AnyFeatureHandle, GeometryPositions.Match) -> Void
    ) {
        for type in IMDF.FeatureType.allCases {
            withRawFeatures(of: type) { features in
                guard let first = features.baseAddress else { return }
                for index in features.indices where GeometryPositions.hasPosition(of: first + index, where: test) {
                    guard let match = GeometryPositions(of: features[index]).firstMatch(where: test) else { continue }
                    body(AnyFeatureHandle(type: type, index: index), match)
                }
            }
        }
    }
}
