#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of one Swift file and the table that maps byte offsets to lines and columns.
///
/// Everything downstream works on byte offsets; lines and columns are computed only when a
/// location is shown to a person.
public struct SourceFile: Sendable {
    /// The path as given by the user (or a synthetic name for in-memory sources).
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. Stored as 32 bits (files
    /// are limited to ``Token/maximumFileSize`` bytes): a module's files are all held while it is
    /// analysed.
    private let lineStarts: [UInt32]

    /// Creates a source file from bytes already known to be readable text.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.computeLineStarts(bytes)
    }

    /// Creates an in-memory source file from a string.
    public init(path: String = "<memory>", text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Reads and validates a file from disk.
    ///
    /// - Throws: ``SourceFileError`` when the file cannot be read, is not valid UTF-8, or
    ///   contains NUL bytes (a binary file with a `.swift` name).
    public static func load(path: String) throws(SourceFileError) -> SourceFile {
        // A named pipe or a device would block the read or never end: only regular files are read.
        // `stat` follows links: a dangling one fails here.
        var info = stat()
        guard stat(path, &info) == 0 else { throw SourceFileError(path: path, reason: .unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SourceFileError(path: path, reason: .notARegularFile) }
        guard info.st_size <= Token.maximumFileSize else { throw SourceFileError(path: path, reason: .tooLarge) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceFileError(path: path, reason: .unreadable)
        }
        let bytes = [UInt8](data)
        if let problem = validate(bytes) {
            throw SourceFileError(path: path, reason: problem)
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Why `bytes` cannot be treated as Swift source, or `nil` when they can.
    public static func validate(_ bytes: [UInt8]) -> SourceFileError.Reason? {
        if bytes.count > Token.maximumFileSize {
            return .tooLarge
        }
        if let nul = bytes.firstIndex(of: 0) {
            return .containsNUL(offset: nul)
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .invalidUTF8(offset: bad)
        }
        return nil
    }

    /// The 1-based line and UTF-8 column of a byte offset. Offsets past the end map to the end.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        return SourceLocation(line: line + 1, column: clamped - Int(lineStarts[line]) + 1)
    }

    /// The offset of the first byte of the line holding `offset`.
    public func lineStart(containing offset: Int) -> Int {
        Int(lineStarts[lineIndex(of: max(0, min(offset, bytes.count)))])
    }

    /// The 0-based line of an offset inside the file.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The source text of a byte range.
    public func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The number of lines (a final line without a newline counts).
    public var lineCount: Int {
        if let last = bytes.last, last == UInt8(ascii: "\n") { return lineStarts.count - 1 }
        return lineStarts.count
    }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [UInt32] {
        // Counted first, so the array is made at its size: no regrowth, no spare capacity.
        var breaks = 0
        for byte in bytes where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { breaks += 1 }
        var starts: [UInt32] = [0]
        starts.reserveCapacity(breaks + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(UInt32(clamping: index + 1))
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(UInt32(clamping: index + 1))
            }
            index += 1
        }
        return starts
    }
}

/// A file that could not be read as Swift source.
public struct SourceFileError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case unreadable
        case notARegularFile
        /// Larger than ``Token/maximumFileSize`` (4 GiB less one byte).
        case tooLarge
        case invalidUTF8(offset: Int)
        case containsNUL(offset: Int)
    }

    public let path: String
    public let reason: Reason

    public var description: String {
        switch reason {
        case .unreadable: return "\(path): error: cannot read file"
        case .notARegularFile: return "\(path): error: not a regular file (a pipe, socket or device); skipped"
        case .tooLarge: return "\(path): error: file is 4 GiB or larger; skipped"
        case .invalidUTF8(let offset): return "\(path): error: file is not valid UTF-8 text (bad byte at offset \(offset))"
        case .containsNUL(let offset): return "\(path): error: file contains a NUL byte at offset \(offset) (binary file?)"
        }
    }
}
