#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands command-line paths into the Swift files to lint.
///
/// Directories are walked recursively for `.swift` files, skipping hidden folders and `.build`;
/// symbolic links to directories are followed once (a loop is never entered twice). Where the
/// walk finds Xcode projects, files under their folders that no target builds are left out
/// (``XcodeTargets``). Files named explicitly are taken whatever their extension.
public struct FileWalker {
    /// A path that could not be expanded.
    public struct PathError: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "no such file or directory: '\(path)'" }
    }

    /// Folder names never descended into.
    public static let skippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    public init() {}

    /// One module: its Swift files, and the oldest releases the Xcode projects found with
    /// them deploy to.
    public struct Module: Sendable {
        public let files: [String]
        public let deploymentTargets: DeploymentTargets
    }

    /// The files under `paths` grouped into modules: each directory argument is one module (or
    /// one per project in it that shares no code with the others: ``IndependentProjects``), and
    /// the files named directly form one more.
    public func modules(in paths: [String]) throws(PathError) -> [Module] {
        var modules: [Module] = []
        var looseFiles: [String] = []
        var seen = Set<String>()
        for path in paths {
            guard let kind = Self.kind(of: path) else { throw PathError(path: path) }
            let expanded = expand(path, kind: kind)
            let files = expanded.files.filter { seen.insert($0.key).inserted }.map(\.path)
            if kind == .directory {
                modules += Self.projects(of: files, under: path, markers: expanded.markers)
            } else {
                looseFiles += files
            }
        }
        if !looseFiles.isEmpty { modules.append(Module(files: looseFiles, deploymentTargets: DeploymentTargets())) }
        return modules
    }

    /// A directory's files as modules, one per independent project in it, each with the oldest
    /// releases its Xcode projects deploy to.
    private static func projects(of files: [String], under directory: String, markers: [IndependentProjects.Marker]) -> [Module] {
        guard !files.isEmpty else { return [] }
        let groups = IndependentProjects.groups(of: files, under: directory, markers: markers)
            ?? [IndependentProjects.Group(files: files, markers: markers)]
        return groups.map { group in
            let targets = group.markers.compactMap(\.xcode).filter(\.buildsSwift)
            return Module(files: group.files, deploymentTargets: targets.reduce(into: DeploymentTargets()) { $0.merge($1.deploymentTargets) })
        }
    }

    /// The files of each module (``modules(in:)``).
    public func moduleGroups(in paths: [String]) throws(PathError) -> [[String]] {
        try modules(in: paths).map(\.files)
    }

    /// The files under `paths`, sorted and without duplicates.
    public func swiftFiles(in paths: [String]) throws(PathError) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            guard let kind = Self.kind(of: path) else { throw PathError(path: path) }
            files += expand(path, kind: kind).files.filter { seen.insert($0.key).inserted }.map(\.path)
        }
        return files
    }

    /// A file found, with the canonical path that tells two spellings of one file apart.
    private struct Found {
        let path: String
        let key: String
    }

    private typealias Kind = DirectoryListing.Kind

    private static func kind(of path: String) -> Kind? {
        DirectoryListing.kind(of: path)
    }

    /// A path named on the command line: a directory's Swift files, sorted, or the file itself.
    /// Under an Xcode project's folder, a file no target of the projects found builds (a stale
    /// copy of a folder) is left out, unless a Swift package holds it.
    /// The project files found come along.
    private func expand(_ path: String, kind: Kind) -> (files: [Found], markers: [IndependentProjects.Marker]) {
        guard kind == .directory else { return ([Found(path: path, key: Self.canonical(path))], []) }
        var found: [Found] = []
        var visited = Set<String>()
        var markerPaths: [String] = []
        walk(directory: path, canonicalDirectory: Self.canonical(path), into: &found, visited: &visited, markers: &markerPaths)
        found.sort { $0.path < $1.path }
        let markers = markerPaths.map { marker in
            IndependentProjects.Marker(path: marker, xcode: marker.hasSuffix(".xcodeproj") ? XcodeTargets(projectFile: marker + "/project.pbxproj") : nil)
        }
        let readable = markers.compactMap(\.xcode)
        // (A project that cannot be read leaves every file in; one that compiles no Swift
        // leaves in the files under its folder.)
        let targets = readable.filter(\.buildsSwift)
        guard !targets.isEmpty, readable.count == markerPaths.filter({ $0.hasSuffix(".xcodeproj") }).count else { return (found, markers) }
        let built = found.filter { file in
            let standardized = XcodeTargets.standardized(file.path)
            guard targets.contains(where: { standardized.hasPrefix($0.projectFolder + "/") }), !SwiftPackages.contains(file.path) else {
                return true
            }
            return targets.contains { $0.builds(standardized) }
        }
        return (built, markers)
    }

    /// Lists a directory once per canonical path (a link loop is not entered twice); a file's
    /// canonical path is its directory's plus its name, unless it is a link. Project files and
    /// bundles (``IndependentProjects/isMarker(fileName:)``) are listed in `markers`.
    private func walk(directory: String, canonicalDirectory: String, into files: inout [Found], visited: inout Set<String>,
                      markers: inout [String]) {
        guard visited.insert(canonicalDirectory).inserted,
              let entries = DirectoryListing.entries(of: directory, skipping: FileWalker.skippedDirectoryNames) else { return }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for entry in entries {
            let name = entry.name, path = prefix + name
            guard let kind = entry.kind else {
                // A dangling link, or a file removed while walking: listed, so reading it reports it.
                if name.hasSuffix(".swift") { files.append(Found(path: path, key: path)) }
                continue
            }
            let key = entry.isLink ? Self.canonical(path) : canonicalDirectory + "/" + name
            if kind == .directory, IndependentProjects.isMarker(directoryName: name) {
                markers.append(path)
            } else if kind == .directory {
                walk(directory: path, canonicalDirectory: key, into: &files, visited: &visited, markers: &markers)
            } else {
                if IndependentProjects.isMarker(fileName: name) { markers.append(path) }
                if name.hasSuffix(".swift") { files.append(Found(path: path, key: key)) }
            }
        }
    }

    /// The absolute path with every link resolved (the path itself when that fails).
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
