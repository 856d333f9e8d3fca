#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which source files belong to a Swift package: a `Package.swift` sits in their folder or in
/// one above it. A `public` view there is a library's API, which other modules may show; a
/// `public` view in an app's own folders is the app's, shown only where the app shows it.
public enum SwiftPackages {
    private static let lock = Lock()
    nonisolated(unsafe) private static var folders: [String: Bool] = [:]

    /// Whether the file at `path` is in a Swift package (answers per folder are kept).
    public static func contains(_ path: String) -> Bool {
        var folder = PathText.deletingLastComponent(URL(fileURLWithPath: path).standardizedFileURL.path)
        var visited: [String] = []
        var answer = false
        lock.lock()
        defer { lock.unlock() }
        while !folder.isEmpty {
            if let known = folders[folder] { answer = known; break }
            visited.append(folder)
            if FileManager.default.fileExists(atPath: PathText.appending("Package.swift", to: folder)) {
                answer = true
                break
            }
            let parent = PathText.deletingLastComponent(folder)
            if parent == folder { break }
            folder = parent
        }
        for seen in visited { folders[seen] = answer }
        return answer
    }
}
