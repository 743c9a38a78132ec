extension CoordinateRegion {
    /// The region to show around a fix, sized by its horizontal accuracy.
    ///
    /// The rule: the region is a square of side `max(2 × horizontalAccuracy × margin, minimumMeters)`
    /// meters centred on the fix, built with ``init(center:latitudinalMeters:longitudinalMeters:)``
    /// (MapKit's `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`). The accuracy
    /// circle's diameter is 2 × accuracy, so with the default margin of 1.5 the circle fills two
    /// thirds of the region; the minimum keeps a precise fix from zooming in past a useful room scale.
    /// A negative or non-finite accuracy (an invalid fix) counts as zero, giving the minimum.
    ///
    /// - Parameters:
    ///   - fix: The fix to centre on.
    ///   - margin: How many times the accuracy circle's diameter the region spans; default 1.5.
    ///   - minimumMeters: The smallest side in meters; default 50.
    /// - Returns: `nil` when the fix's coordinate is not valid (see ``Coordinate/isValid``).
    public init?(around fix: Fix, margin: Double = 1.5, minimumMeters: Double = 50) {
        guard fix.coordinate.isValid else { return nil }
        let accuracy = fix.horizontalAccuracy.isFinite && fix.horizontalAccuracy > 0 ? fix.horizontalAccuracy : 0
        let wanted = 2 * accuracy * margin
        let side = wanted.isFinite && wanted > minimumMeters ? wanted : minimumMeters
        self.init(center: fix.coordinate, latitudinalMeters: side, longitudinalMeters: side)
    }
}
