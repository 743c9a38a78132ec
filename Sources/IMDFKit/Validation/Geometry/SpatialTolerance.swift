/// The distances the geometry and spatial rules allow before they report (spec §4.3 E: points on the
/// boundary count as inside, so a little slack absorbs rounding of coordinates written with few decimals).
///
/// All distances are metres, measured in a ``LocalProjection`` at the point being tested.
enum SpatialTolerance {
    /// A point counts as within a polygonal feature when it is inside, on the boundary, or at most this far
    /// outside: 1 cm (about 1e-7° of latitude), far below the ±5 m positional accuracy the spec asks for
    /// and far above the rounding of coordinates written with 7 or more decimals.
    static let containment = 0.01

    /// A point counts as on a lineal feature (an opening's or a detail's display point) when it is at
    /// most this far from the line: 1 cm, as for ``containment``.
    static let onLine = 0.01

    /// Units on one level may share walls; they are reported as overlapping only when their interiors
    /// share more than this many square metres (0.1 m², the threshold shp2imdf uses).
    static let overlapArea = 0.1

    /// … and only when that common area is also more than this share of the smaller unit (1 %): slivers a
    /// few centimetres wide along a shared wall stay below it, a room shifted into its neighbour does not
    /// (``UnitsShouldNotOverlap`` says what real venues draw).
    static let overlapShare = 0.01

    /// A vertex of a level may lie this far outside its venue before the level is reported: 1 cm.
    static let levelOutsideVenue = 0.01

    /// An opening's midpoint may lie this far from the nearest unit edge of its level: 0.5 m, about a
    /// wall's thickness (openings are often drawn along the middle of a wall, units along its faces).
    static let openingToUnitEdge = 0.5

    /// `CoordinatesShouldNotBeSwapped`: a feature is "far" from the venue when its centre lies more than
    /// this many metres from the venue's centre (10 km: no venue is that large) …
    static let swappedFarDistance = 10_000.0
    /// … and swapping its longitude and latitude would bring it within this many metres (2 km).
    static let swappedNearDistance = 2_000.0
}
