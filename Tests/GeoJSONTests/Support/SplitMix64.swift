/// A deterministic random number generator (SplitMix64) for randomized tests, so every failure reproduces
/// from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (plain modulo: the bias is irrelevant for test data).
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A string of `count` random decimal digits.
    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(48 + next(10)))) })
    }
}
