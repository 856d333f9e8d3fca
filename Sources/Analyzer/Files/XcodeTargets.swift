#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift files an Xcode project builds: those its targets compile (each target's sources
/// phase), and every file in a folder the project keeps in sync with the disk (Xcode 16's
/// synchronized folders). A repository may keep stale copies of folders that no target
/// builds, declaring the same views: linting them reports code that never runs, and their
/// creation sites and writers mislead the analysis of the code that does.
struct XcodeTargets {
    /// Standardized paths of the files the targets compile, case folded (``folded(_:)``).
    private var built: Set<String> = []
    /// Standardized paths of synchronized folders, each ending in `/`, case folded.
    private var syncedFolders: [String] = []

    /// Reads `project.pbxproj` inside an `.xcodeproj`; `nil` when it cannot be read or parsed
    /// (then nothing is left out).
    init?(projectFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let root = PropertyListText.parse(Array(data))?.dictionary,
              let objects = root["objects"]?.dictionary,
              let project = root["rootObject"]?.string.flatMap({ objects[$0]?.dictionary }) else { return nil }
        // `Foo.xcodeproj/project.pbxproj` → the folder holding `Foo.xcodeproj`.
        let bundle = PathText.deletingLastComponent(path)
        var projectFolder = PathText.deletingLastComponent(bundle)
        if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty {
            projectFolder = PathText.appending(dirPath, to: projectFolder)
        }
        var resolver = Resolver(objects: objects, projectFolder: projectFolder, mainGroup: project["mainGroup"]?.string)
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID]?.dictionary else { continue }
            for name in [target["name"], target["productName"]].compactMap({ $0?.string }) {
                moduleNames.insert(Self.moduleName(ofProduct: name))
            }
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID]?.dictionary, phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string,
                          let file = resolver.path(of: reference) else { continue }
                    built.insert(Self.folded(file))
                }
            }
        }
        for (id, object) in objects where object.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            if let folder = resolver.path(of: id) { syncedFolders.append(Self.folded(folder.hasSuffix("/") ? folder : folder + "/")) }
        }
        for object in objects.values {
            guard let entries = object.dictionary, entries["isa"]?.string == "XCBuildConfiguration",
                  let settings = entries["buildSettings"]?.dictionary else { continue }
            deploymentTargets.merge(.declared(inBuildSettings: settings.compactMapValues(\.string)))
            if let name = settings["PRODUCT_MODULE_NAME"]?.string, !name.contains("$") { moduleNames.insert(name) }
        }
        self.projectFolder = Self.standardized(projectFolder)
    }

    /// The oldest releases the project's build configurations deploy to.
    private(set) var deploymentTargets = DeploymentTargets()

    /// The modules the targets build, as an `import` names them: each target's name and
    /// product name made an identifier, and any module name a build configuration spells out.
    private(set) var moduleNames: Set<String> = []

    /// The folder the project's relative paths start from, standardized.
    let projectFolder: String

    /// Whether any target compiles Swift (an Objective-C or resource-only project says
    /// nothing about the Swift files under its folder).
    var buildsSwift: Bool {
        !syncedFolders.isEmpty || built.contains { $0.hasSuffix(".swift") }
    }

    /// Whether the project builds the file at the standardized `path`.
    func builds(_ path: String) -> Bool {
        let path = Self.folded(path)
        return built.contains(path) || syncedFolders.contains { path.hasPrefix($0) }
    }

    /// A path as a case-insensitive disk (macOS's default) tells paths apart: Xcode builds a
    /// group written `path = Components;` from the folder `components/`, and a repository
    /// checked out on Linux keeps the folder's own spelling (winston's 430 views).
    private static func folded(_ path: String) -> String {
        path.lowercased()
    }

    /// The module name Xcode derives from a product name: each character an identifier cannot
    /// hold becomes `_`, and a leading digit gets one before it (`My App-iOS` → `My_App_iOS`).
    static func moduleName(ofProduct name: String) -> String {
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Turns a file reference or group into a path, through the groups holding it.
    private struct Resolver {
        let objects: [String: PropertyListText.Value]
        let projectFolder: String
        let mainGroup: String?
        /// Each group's children, by child.
        private var parents: [String: String] = [:]
        /// Paths already resolved, by object: a project's thousand files share a few dozen groups.
        private var resolved: [String: String?] = [:]

        init(objects: [String: PropertyListText.Value], projectFolder: String, mainGroup: String?) {
            self.objects = objects
            self.projectFolder = projectFolder
            self.mainGroup = mainGroup
            for (id, object) in objects {
                for child in object.dictionary?["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
            }
        }

        /// The standardized path of the object `id`, or `nil` when it is outside the sources
        /// (in the SDK, the build products) or its groups cannot be followed.
        mutating func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            let path = resolve(id, depth: depth)
            resolved[id] = path
            return path
        }

        private mutating func resolve(_ id: String, depth: Int) -> String? {
            guard depth < 32, let object = objects[id]?.dictionary else { return nil }
            let own = object["path"]?.string
            let base: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                    base = parentPath
                } else {
                    guard id == mainGroup || own != nil else { return nil }
                    base = projectFolder
                }
            case "SOURCE_ROOT":
                base = projectFolder
            case "<absolute>":
                return own.map(XcodeTargets.standardized)
            default:
                return nil
            }
            guard let own else { return XcodeTargets.standardized(base) }
            return XcodeTargets.standardized(PathText.appending(own, to: base))
        }
    }
}
