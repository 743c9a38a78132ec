/// The extent of a region in degrees (MapKit's `MKCoordinateSpan`).
public struct CoordinateSpan: Hashable, Sendable, CustomStringConvertible {
    /// The north–south extent in degrees of latitude.
    public var latitudeDelta: Double
    /// The east–west extent in degrees of longitude.
    public var longitudeDelta: Double

    /// A span from its extents in degrees (`MKCoordinateSpan(latitudeDelta:longitudeDelta:)`).
    ///
    /// - Parameters:
    ///   - latitudeDelta: The north–south extent in degrees.
    ///   - longitudeDelta: The east–west extent in degrees.
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// `Δlat × Δlon`.
    public var description: String { "\(latitudeDelta)° × \(longitudeDelta)°" }
}
