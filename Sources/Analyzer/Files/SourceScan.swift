#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a quick look at a Swift file's bytes tells before it is parsed: the modules it imports
/// and whether it is a program's entry point. It reads words, not tokens: a word in a comment or a
/// string counts too, so callers must take a name too many as harmless (``IndependentProjects``
/// only joins more projects for it).
struct SourceScan {
    /// The modules named after the word `import` (`import Core`, `@testable import Core`,
    /// `import struct Core.Item` → `Core`).
    private(set) var imports: Set<String> = []
    /// The file is `main.swift` or holds `@main` at the start of a line (found only when asked for).
    private(set) var hasEntryPoint = false

    init(path: String, lookingForEntryPoint: Bool) {
        hasEntryPoint = lookingForEntryPoint && (path == "main.swift" || path.hasSuffix("/main.swift"))
        guard let data = FileManager.default.contents(atPath: path) else { return }
        data.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self), lookingForEntryPoint: lookingForEntryPoint) }
    }

    /// The declaration kinds an `import` may name before its module.
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, lookingForEntryPoint: Bool) {
        func isNameByte(_ byte: UInt8) -> Bool { byte >= 0x80 || CharacterClass.has(byte, CharacterClass.identifierBody) }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        /// The word starting at `start` after any blanks, and where it ends.
        func word(after start: Int) -> (text: String, end: Int) {
            var begin = start
            while begin < bytes.count, isBlank(bytes[begin]) { begin += 1 }
            var end = begin
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<end]), as: UTF8.self), end)
        }
        func matches(_ word: [UInt8], at index: Int) -> Bool {
            index + word.count < bytes.count && (0..<word.count).allSatisfy { bytes[index + $0] == word[$0] }
                && !isNameByte(bytes[index + word.count])
        }
        /// Only blanks stand between the line's start and `index` (`// @main` is no attribute).
        func startsLine(_ index: Int) -> Bool {
            var before = index - 1
            while before >= 0, isBlank(bytes[before]) { before -= 1 }
            return before < 0 || bytes[before] == 0x0A || bytes[before] == 0x0D
        }
        let importWord = Array("import".utf8), mainWord = Array("main".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == importWord[0], index == 0 || !isNameByte(bytes[index - 1]), matches(importWord, at: index),
               isBlank(bytes[index + importWord.count]) {
                var (name, end) = word(after: index + importWord.count)
                if Self.importKinds.contains(name) { (name, end) = word(after: end) }
                if !name.isEmpty { imports.insert(name) }
                index = end
                continue
            }
            if lookingForEntryPoint, byte == UInt8(ascii: "@"), matches(mainWord, at: index + 1), startsLine(index) { hasEntryPoint = true }
            index += 1
        }
    }
}
