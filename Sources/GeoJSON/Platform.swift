// What the module asks the C library (Glibc, Musl or Darwin) about the machine. The only other file of GeoJSON
// that imports it is DecimalToDouble+SlowPath.swift, for `strtod`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's processors, for ``GeoJSONDecoder/maximumConcurrency``.
enum Processors {
    /// The processors online when first asked (at least 1): asked once, since glibc answers by reading
    /// `/sys/devices/system/cpu/online`, and every `GeoJSONDecoder` takes it as its default.
    static let online = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
}
