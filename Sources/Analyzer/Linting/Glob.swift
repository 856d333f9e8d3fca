/// A path pattern from `.viewlint.json`: `*` matches within one path component, `**` across
/// components, `?` one character. A pattern matches a path or any folder containing it, so
/// `Generated` or `Tests/**` exclude everything below them.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `relativePath` (relative to the configuration's folder) or one of its folders
    /// matches. A pattern without `/` also matches a file or folder name at any depth.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if components.count == 1 && !pattern.contains("**") {
            return parts.contains { Self.matchComponent(components[0], $0) }
        }
        for length in stride(from: parts.count, through: 1, by: -1) where match(components[...], parts[0..<length]) {
            return true
        }
        return false
    }

    private func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for start in path.indices.startIndex...path.endIndex where match(rest, path[start...]) {
                return true
            }
            return false
        }
        guard let component = path.first, Self.matchComponent(first, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let pattern = Array(pattern), text = Array(text)
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
