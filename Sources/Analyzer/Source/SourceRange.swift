/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
///
/// Eight bytes: the offsets are stored as 32 bits, as a ``Token``'s are (files are limited to
/// ``Token/maximumFileSize`` bytes). Syntax trees hold several ranges per node, and a module's
/// trees are all held while it is analysed, so this halves most of their nodes' size.
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// Offsets outside `0...Token.maximumFileSize` are clamped into it.
    public init(_ start: Int, _ end: Int) {
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: end)
    }

    /// The byte offset of the range's first byte.
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    /// The byte offset just past the range's last byte.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    private enum CodingKeys: String, CodingKey { case start, end }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Int.self, forKey: .start), try container.decode(Int.self, forKey: .end))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start >= end }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(Swift.min(start, other.start), Swift.max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: SourceRange) -> Bool { other.start >= start && other.end <= end }

    public var description: String { "\(start)..<\(end)" }
}

/// A 1-based line and 1-based UTF-8 column, as the Swift compiler prints them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
