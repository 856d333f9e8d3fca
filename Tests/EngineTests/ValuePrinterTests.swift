import Testing
@testable import Engine

/// How the trace prints values.
@Suite struct ValuePrinterTests {
    /// Found by the fuzzer: a body that maps 8,170 ids made the trace print the whole array for
    /// every event (seconds per run). A printed value now renders only what fits its limit;
    /// identity keys, which need the whole value, still render all of it.
    @Test func aHugeCollectionPrintsOnlyWhatShows() {
        let huge = Value.array((0..<8_170).map { .int($0) })
        let shown = ValuePrinter.describe(huge)
        #expect(shown.count <= ValuePrinter.maximumLength)
        #expect(shown.hasPrefix("[0, 1, 2, 3"))
        #expect(ValueEquality.identityKey(huge).hasSuffix("8168, 8169]"))
        // Its twin: a small array prints whole.
        #expect(ValuePrinter.describe(.array([.int(1), .int(2)])) == "[1, 2]")
    }
}
