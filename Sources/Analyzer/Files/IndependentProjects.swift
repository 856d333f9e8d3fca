#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Splits the files of one directory argument into the projects in it that share no code, so that
/// a folder of several apps lints each app as its own module: one app's views and writes then
/// never stand in for another's, and memory grows with the largest app, not with the folder.
///
/// The units are the directory's immediate folders. Each must be a project: hold a project file
/// (an `.xcodeproj`, an `.xcworkspace` or a `Package.swift`) or a program's entry point (`@main`,
/// `main.swift`). Swift files directly in the directory, a project file there, an Xcode project
/// that cannot be read, or a folder of Swift files that is no project (a shared folder two
/// projects compile, a Tuist module) keep the whole directory one module. Two folders join when a
/// file of one imports a module the other declares (Swift code can use another module's views
/// only through an `import`), or when one Xcode project compiles files of both.
struct IndependentProjects {
    /// A project file found by the walk, at `path`.
    struct Marker {
        let path: String
        /// The project an `.xcodeproj` describes, when it could be read.
        let xcode: XcodeTargets?
    }

    /// One project: its files, in the order given, and its project files.
    struct Group {
        var files: [String] = []
        var markers: [Marker] = []
    }

    /// The project files whose presence makes a folder a project.
    static func isMarker(fileName name: String) -> Bool {
        name == "Package.swift"
    }

    /// The project bundles whose presence makes a folder a project.
    static func isMarker(directoryName name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// The files grouped by project, in the order of their first files; `nil` when the directory
    /// is one project (or cannot be told apart into several).
    static func groups(of files: [String], under directory: String, markers: [Marker]) -> [Group]? {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        func folder(of path: String) -> String? {
            guard path.hasPrefix(prefix) else { return nil }
            let rest = path.dropFirst(prefix.count)
            return rest.firstIndex(of: "/").map { String(rest[..<$0]) }
        }
        var folders: [String: Int] = [:]
        var owner: [Int] = []
        owner.reserveCapacity(files.count)
        for file in files {
            guard let name = folder(of: file) else { return nil }
            if folders[name] == nil { folders[name] = folders.count }
            owner.append(folders[name]!)
        }
        guard folders.count > 1 else { return nil }
        // Each project file with the folder it makes a project (none for a folder without Swift files).
        var placed: [(marker: Marker, folder: Int)] = []
        for marker in markers {
            // A project file in the directory itself makes it one project; what an unreadable
            // Xcode project compiles is unknown.
            guard let name = folder(of: marker.path), !(marker.path.hasSuffix(".xcodeproj") && marker.xcode == nil) else { return nil }
            if let index = folders[name] { placed.append((marker, index)) }
        }
        var isProject = Array(repeating: false, count: folders.count)
        for (_, index) in placed { isProject[index] = true }
        let scans = zip(files, owner).map { file, index in SourceScan(path: file, lookingForEntryPoint: !isProject[index]) }
        for (scan, index) in zip(scans, owner) where scan.hasEntryPoint { isProject[index] = true }
        guard !isProject.contains(false) else { return nil }

        var joined = UnionFind(count: folders.count)
        var declaring: [String: [Int]] = [:]
        for (marker, index) in placed {
            for name in moduleNames(of: marker) { declaring[name, default: []].append(index) }
        }
        for (scan, index) in zip(scans, owner) {
            for name in scan.imports { for other in declaring[name] ?? [] { joined.join(index, other) } }
        }
        // Every folder one Xcode project compiles files of (wherever the project itself lies).
        let projects = markers.compactMap(\.xcode)
        if !projects.isEmpty {
            var compiling: [Int?] = Array(repeating: nil, count: projects.count)
            for (file, index) in zip(files, owner) {
                let standardized = XcodeTargets.standardized(file)
                for (number, project) in projects.enumerated() where project.builds(standardized) {
                    if let first = compiling[number] { joined.join(first, index) } else { compiling[number] = index }
                }
            }
        }

        var groups: [Int: Group] = [:]
        var order: [Int] = []
        for (file, index) in zip(files, owner) {
            let root = joined.root(of: index)
            if groups[root] == nil { order.append(root) }
            groups[root, default: Group()].files.append(file)
        }
        guard order.count > 1 else { return nil }
        for (marker, index) in placed { groups[joined.root(of: index)]?.markers.append(marker) }
        return order.map { groups[$0]! }
    }

    /// The modules a project file declares.
    private static func moduleNames(of marker: Marker) -> Set<String> {
        if let project = marker.xcode { return project.moduleNames }
        guard marker.path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: marker.path) else { return [] }
        return ManifestTargets.names(in: Array(data))
    }
}

/// Sets of small integers joined pairwise (a disjoint-set forest with path halving).
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func root(of element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    mutating func join(_ first: Int, _ second: Int) {
        let (a, b) = (root(of: first), root(of: second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
