// Shared helpers for the libFuzzer harnesses: copying the input, and failing loudly.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Helpers shared by every harness.
enum FuzzInput {
    /// The fuzzer's input as an array.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Reports a broken invariant as a crash libFuzzer records (with the input that caused it).
    static func fail(_ message: String) -> Never {
        fputs("fuzz invariant broken: \(message)\n", stderr)
        abort()
    }

    /// Fails unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }
}
