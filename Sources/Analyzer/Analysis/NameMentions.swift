/// Whether the module's code names a declaration anywhere but where it is declared, in previews
/// and in comments: a use that the collection of creation sites and member uses does not see
/// (`ForEach(items, content: Row.init)`, a generic argument, a member used from another type)
/// still names it. A view or member named nowhere is dead code: nothing shows what it builds,
/// and a warning about it helps no one. A byte search of the module: ask it only about a
/// finding about to be reported.
enum NameMentions {
    /// Whether a type is named outside its declaration, its `previews` and comments.
    static func isNamedOutsideItsDeclaration(_ type: TypeInfo, index: ModuleIndex, previews: [CallSite]) -> Bool {
        var skipped: [Int: [SourceRange]] = [type.fileIndex: [type.nameRange]]
        for preview in previews { skipped[preview.context.fileIndex, default: []].append(preview.range) }
        return isNamed(type.name, in: index, except: skipped)
    }

    /// Whether `member` of `type` (a computed property or method) is used where it can run:
    /// `body`; a use in the type's own code inside a member that is itself used (followed a few
    /// members up); or a mention anywhere else in the module (another type's code, a key path),
    /// leaving out every type's declarations of that name and their own uses of theirs. `true`
    /// for names the type does not declare.
    static func isMemberUsed(_ member: String, of type: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        isMemberUsed(member, of: type, index: index, uses: uses, depth: 0, visiting: [])
    }

    /// Members followed up through the members that use them, at most.
    private static let maximumDepth = 4

    private static func isMemberUsed(_ member: String, of type: TypeInfo, index: ModuleIndex, uses: ModuleUses, depth: Int,
                                     visiting: Set<String>) -> Bool {
        let key = type.qualifiedName + "." + member
        guard member != "body", depth < maximumDepth, !visiting.contains(key),
              type.computedProperty(named: member) != nil || type.hasMethod(named: member) else { return true }
        let own = uses.memberUses[key] ?? []
        for use in own {
            guard let from = use.from, let dot = from.lastIndex(of: ".") else { return true }
            let caller = String(from[from.index(after: dot)...])
            if isMemberUsed(caller, of: type, index: index, uses: uses, depth: depth + 1, visiting: visiting.union([key])) { return true }
        }
        // Every type's declarations of the name, and their uses of their own, are accounted for.
        var skipped: [Int: [SourceRange]] = [:]
        for declaring in index.types where declaring.computedProperty(named: member) != nil || declaring.hasMethod(named: member) {
            for property in declaring.computedProperties where property.name == member {
                skipped[property.fileIndex, default: []].append(property.nameRange)
            }
            for method in declaring.methods where method.name == member {
                skipped[method.fileIndex, default: []].append(method.declaration.name.range)
            }
            // A use is recorded at the start of `name` or of `self.name`.
            for use in uses.memberUses[declaring.qualifiedName + "." + member] ?? [] {
                skipped[use.fileIndex, default: []].append(SourceRange(use.offset, use.offset + "self.".utf8.count + 1))
            }
        }
        return isNamed(member, in: index, except: skipped)
    }

    private static func isNamed(_ name: String, in index: ModuleIndex, except skipped: [Int: [SourceRange]]) -> Bool {
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return true }
        for (fileIndex, tree) in index.trees.enumerated() {
            let bytes = tree.file.bytes
            let ranges = skipped[fileIndex] ?? []
            var start = 0
            while let found = firstOccurrence(of: needle, in: bytes, from: start) {
                start = found + needle.count
                guard isWordBoundary(bytes, before: found), isWordBoundary(bytes, at: start),
                      !ranges.contains(where: { $0.contains(found) }), !isInComment(found, tree: tree) else { continue }
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
