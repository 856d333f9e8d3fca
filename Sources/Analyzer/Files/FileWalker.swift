import Foundation

/// Expands command-line paths into the Swift files to lint.
///
/// Directories are walked recursively for `.swift` files, skipping hidden folders and `.build`;
/// symbolic links to directories are followed once (a loop is never entered twice). Files named
/// explicitly are taken whatever their extension.
public struct FileWalker {
    /// A path that could not be expanded.
    public struct PathError: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "no such file or directory: '\(path)'" }
    }

    /// Folder names never descended into.
    public static let skippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    public init() {}

    /// The files under `paths` grouped into modules: each directory argument is one module,
    /// and the files named directly form one more.
    public func moduleGroups(in paths: [String]) throws(PathError) -> [[String]] {
        var groups: [[String]] = []
        var looseFiles: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PathError(path: path) }
            let files = try swiftFiles(in: [path]).filter { seen.insert(canonical($0)).inserted }
            if isDirectory.boolValue {
                if !files.isEmpty { groups.append(files) }
            } else {
                looseFiles += files
            }
        }
        if !looseFiles.isEmpty { groups.append(looseFiles) }
        return groups
    }

    /// The files under `paths`, sorted and without duplicates.
    public func swiftFiles(in paths: [String]) throws(PathError) -> [String] {
        var files: [String] = []
        var seenFiles = Set<String>()
        var visitedDirectories = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PathError(path: path)
            }
            if isDirectory.boolValue {
                var found: [String] = []
                walk(directory: path, into: &found, visited: &visitedDirectories)
                for file in found.sorted() where seenFiles.insert(canonical(file)).inserted {
                    files.append(file)
                }
            } else if seenFiles.insert(canonical(path)).inserted {
                files.append(path)
            }
        }
        return files
    }

    private func walk(directory: String, into files: inout [String], visited: inout Set<String>) {
        guard visited.insert(canonical(directory)).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || FileWalker.skippedDirectoryNames.contains(entry) { continue }
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A dangling link, or a file removed while walking: listed, so reading it reports it.
                if entry.hasSuffix(".swift") { files.append(path) }
                continue
            }
            if isDirectory.boolValue {
                walk(directory: path, into: &files, visited: &visited)
            } else if entry.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }

    private func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
