/// Whether the module's code names a type anywhere but in its own declaration, its previews and
/// comments: a use the collection of creation sites does not see (`ForEach(items, content:
/// Row.init)`, a generic argument, a cast) still names it. A view named nowhere is dead code:
/// nothing shows it, and a warning about what it shows helps no one.
enum TypeMentions {
    static func isNamedOutsideItsDeclaration(_ type: TypeInfo, index: ModuleIndex, previews: [CallSite]) -> Bool {
        let name = Array(type.name.utf8)
        guard !name.isEmpty else { return true }
        for (fileIndex, tree) in index.trees.enumerated() {
            let bytes = tree.file.bytes
            let skipped = previews.filter { $0.context.fileIndex == fileIndex }.map(\.range)
                + (fileIndex == type.fileIndex ? [type.nameRange] : [])
            var start = 0
            while let found = firstOccurrence(of: name, in: bytes, from: start) {
                start = found + name.count
                guard isWordBoundary(bytes, before: found), isWordBoundary(bytes, at: start),
                      !skipped.contains(where: { $0.contains(found) }), !isInComment(found, tree: tree) else { continue }
                return true
            }
        }
        return false
    }

    private static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var position = start
        let last = bytes.count - needle.count
        while position <= last {
            if bytes[position] == first, bytes[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isWordBoundary(_ bytes: [UInt8], before position: Int) -> Bool {
        position == 0 || !isIdentifierByte(bytes[position - 1])
    }

    private static func isWordBoundary(_ bytes: [UInt8], at position: Int) -> Bool {
        position >= bytes.count || !isIdentifierByte(bytes[position])
    }

    /// Whether `offset` lies in one of the file's comments (sorted by position).
    private static func isInComment(_ offset: Int, tree: SyntaxTree) -> Bool {
        let comments = tree.comments
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].range.end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < comments.count && comments[low].range.contains(offset)
    }
}
