/// Which member of which of the module's types holds a place in a file: the computed property or
/// method whose declaration contains the offset.
///
/// Rules ask this for every write and creation site they judge, so it answers by binary search
/// over each file's member declarations, sorted by start, instead of looking through every
/// type: a module of thousands of views costs a logarithm per question, not a scan.
struct MemberLocator {
    /// A member declaration of one type.
    struct Member {
        let type: TypeInfo
        /// The member's position in the type's ``TypeInfo/computedProperties`` or ``TypeInfo/methods``.
        let kind: Kind
        let range: SourceRange
        /// The nearest member declaration that contains this one (a method of a type declared
        /// inside another member), by position in the file's list.
        fileprivate(set) var enclosing: Int?

        /// The member's name.
        var name: String {
            switch kind {
            case .computedProperty(let position): return type.computedProperties[position].name
            case .method(let position): return type.methods[position].name
            }
        }

        /// The member's statements (a method's body; a computed property's getter).
        var statements: [Stmt] {
            switch kind {
            case .computedProperty(let position): return type.computedProperties[position].body
            case .method(let position): return type.methods[position].declaration.body?.statements ?? []
            }
        }
    }

    enum Kind {
        case computedProperty(Int)
        case method(Int)
    }

    /// Each file's member declarations, by start.
    private let membersByFile: [Int: [Member]]

    init(types: [TypeInfo]) {
        var byFile: [Int: [Member]] = [:]
        for type in types {
            for (position, property) in type.computedProperties.enumerated() {
                byFile[property.fileIndex, default: []].append(
                    Member(type: type, kind: .computedProperty(position), range: property.declarationRange))
            }
            for (position, method) in type.methods.enumerated() {
                byFile[method.fileIndex, default: []].append(Member(type: type, kind: .method(position), range: method.declarationRange))
            }
        }
        membersByFile = byFile.mapValues(Self.nested)
    }

    /// The innermost member holding `offset` of a file; `nil` when none does.
    func member(at offset: Int, fileIndex: Int) -> Member? {
        guard let members = membersByFile[fileIndex] else { return nil }
        // The last member starting at or before the offset, then outwards through those enclosing it.
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let position = candidate {
            if members[position].range.contains(offset) { return members[position] }
            candidate = members[position].enclosing
        }
        return nil
    }

    /// Sorts a file's members by start (the outer first where two start together) and links
    /// each to the nearest one containing it.
    private static func nested(_ members: [Member]) -> [Member] {
        var sorted = members.sorted { ($0.range.start, -$0.range.end) < ($1.range.start, -$1.range.end) }
        var open: [Int] = []
        for position in sorted.indices {
            while let last = open.last, !(sorted[last].range.start <= sorted[position].range.start
                                          && sorted[position].range.end <= sorted[last].range.end) {
                open.removeLast()
            }
            sorted[position].enclosing = open.last
            open.append(position)
        }
        return sorted
    }
}
