/// Path arithmetic on strings, as `NSString`'s path methods do it (which viewlint does not
/// link on Linux): no file system access, no normalisation beyond trailing slashes.
public enum PathText {
    /// The path without its last component: `/a/b/c` and `/a/b/c/` give `/a/b`, `/a` gives
    /// `/`, `c` gives the empty path, and `/` stays `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        return String(parent)
    }

    /// `component` appended to `path` with one slash between them.
    public static func appending(_ component: String, to path: String) -> String {
        let tail = component.drop { $0 == "/" }
        if path.isEmpty { return String(component) }
        if tail.isEmpty { return path }
        return path.hasSuffix("/") ? path + tail : path + "/" + tail
    }
}
