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
    /// The processors online now (at least 1).
    static var online: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }
}
