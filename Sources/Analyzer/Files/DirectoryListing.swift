#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists directories with `opendir`/`readdir`: the kind of each entry comes from the listing
/// itself, so only links (and file systems that do not say) cost a `stat`.
public enum DirectoryListing {
    /// What a path is, following links.
    public enum Kind: Sendable { case directory, file }

    /// One entry of a listing.
    struct Entry {
        let name: String
        /// `nil` for a dangling link, or a file removed while listing.
        let kind: Kind?
        /// A symbolic link.
        let isLink: Bool
    }

    /// The entries of `directory` not hidden (a name starting with a dot) and not named in
    /// `skipping`, sorted by name; `nil` when it cannot be listed.
    static func entries(of directory: String, skipping: Set<String>) -> [Entry]? {
        guard let handle = opendir(directory) else { return nil }
        var listed: [(name: String, type: UInt8)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasPrefix(".") || skipping.contains(name) { continue }
            listed.append((name, entry.pointee.d_type))
        }
        closedir(handle)
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return listed.sorted { $0.name < $1.name }.map { name, type in
            // A file system that does not say (`DT_UNKNOWN`) is asked whether the entry is a link.
            let isLink = type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) && isSymbolicLink(prefix + name)
            let kind: Kind?
            switch type {
            case UInt8(DT_DIR): kind = .directory
            case UInt8(DT_REG): kind = .file
            default: kind = Self.kind(of: prefix + name)
            }
            return Entry(name: name, kind: kind, isLink: isLink)
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path` exists, and what it is (following links).
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }
}
