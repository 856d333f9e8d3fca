/// A small deterministic random number generator (SplitMix64): the same sequence for the same
/// seed on every run and platform, for generated corpora, mutation tests and reproducible runs.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A seed derived from text (FNV-1a over its UTF-8), the same in every process, unlike
    /// `Hasher`.
    public init(seedText text: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.init(seed: hash)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0); the modulo bias does not matter for these uses.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    public mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }

    /// `true` with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
