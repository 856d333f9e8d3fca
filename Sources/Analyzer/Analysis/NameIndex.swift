/// Where the module's code spells the names of its own types and members (custom modifiers of
/// `extension View` too): the identifier tokens (never comments or string literals) that are
/// one of those names, by name. Built once per module, the first time a rule asks
/// (``NameMentions``), by lexing the files again (`jobs` at a time: the other workers wait for
/// it); shared by every view of the module, so each question costs the occurrences of one
/// name, not a scan of the module.
public final class NameIndex: @unchecked Sendable {
    /// One identifier token spelling an indexed name (in 32 bits each, as tokens hold offsets:
    /// a module's occurrences are many).
    struct Occurrence {
        private let file: UInt32
        private let start: UInt32

        init(fileIndex: Int, offset: Int) {
            file = UInt32(clamping: fileIndex)
            start = UInt32(clamping: offset)
        }

        var fileIndex: Int { Int(file) }
        var offset: Int { Int(start) }
    }

    private let index: ModuleIndex
    private let jobs: Int
    private let lock = Lock()
    private var byName: [String: [Occurrence]]?

    init(index: ModuleIndex, jobs: Int = 1) {
        self.index = index
        self.jobs = jobs
    }

    /// Every identifier token spelling `name`, in file order.
    func occurrences(of name: String) -> [Occurrence] {
        lock.lock()
        defer { lock.unlock() }
        if byName == nil { byName = Self.build(index, jobs: jobs) }
        return byName?[name] ?? []
    }

    private static func build(_ index: ModuleIndex, jobs: Int) -> [String: [Occurrence]] {
        var names = Set<String>()
        for type in index.types {
            names.insert(type.name)
            for property in type.computedProperties where property.name != "body" { names.insert(property.name) }
            for method in type.methods where method.name != "body" { names.insert(method.name) }
        }
        for method in index.viewExtensionMethods { names.insert(method.name) }
        // Looked up by the token's bytes: no string is made for the many identifiers that are not
        // one of the names. Each file's finds are the name's number and the offset, in 64 bits.
        let spelled = Array(names)
        let wanted = Dictionary(uniqueKeysWithValues: spelled.enumerated().map { (Spelling(bytes: ArraySlice($1.utf8)), UInt64($0)) })
        let found = ParallelRunner.map(Array(index.trees.indices), jobs: jobs) { fileIndex -> [UInt64] in
            let file = index.trees[fileIndex].file
            return Lexer.tokenize(file).tokens.compactMap { token in
                guard token.kind == .identifier else { return nil }
                return wanted[Spelling(bytes: file.bytes[token.start..<token.end])].map { $0 << 32 | UInt64(token.start) }
            }
        }
        var byName: [String: [Occurrence]] = [:]
        for (fileIndex, finds) in found.enumerated() {
            for find in finds {
                byName[spelled[Int(find >> 32)], default: []].append(Occurrence(fileIndex: fileIndex, offset: Int(find & 0xFFFF_FFFF)))
            }
        }
        return byName
    }
}

/// An identifier's bytes as a dictionary key, hashed in one pass over the bytes (an
/// `ArraySlice`'s own hash feeds the hasher byte by byte, for every identifier of the module).
private struct Spelling: Hashable {
    let bytes: ArraySlice<UInt8>

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (lhs: Spelling, rhs: Spelling) -> Bool {
        lhs.bytes.elementsEqual(rhs.bytes)
    }
}

