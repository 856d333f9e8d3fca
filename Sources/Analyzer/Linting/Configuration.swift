#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `.viewlint.json` file:
///
///     {
///       "rules": { "non-pod-view": "off", "conditional-modifier": "error" },
///       "exclude": ["Generated", "**/*.generated.swift"],
///       "include": ["Sources/**"],
///       "reporter": "sarif",
///       "equatable": ["PostRow", "Feed.Cell"]
///     }
///
/// Unknown keys and rule ids are reported as warnings naming the file; a file that is not
/// valid JSON (or has values of the wrong kind) is an error.
public struct Configuration: Sendable {
    public static let fileName = ".viewlint.json"
    private static let knownKeys = ["rules", "exclude", "include", "reporter", "equatable"]

    /// The configuration file's path.
    public let path: String
    /// The folder patterns are relative to.
    public let directory: String
    public let settings: RuleSettings
    public let exclude: [Glob]
    /// When non-empty, only matching files are linted.
    public let include: [Glob]
    /// The output format (a ``Reporters`` name) when `--reporter` does not say.
    public let reporter: String?
    /// Problems worth telling the user that do not stop the run.
    public let warnings: [String]

    /// An invalid configuration file.
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(path: String) throws(LoadError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "\(path): error: cannot read configuration file")
        }
        guard let json = JSONObject.parse(data) else {
            throw LoadError(description: "\(path): error: configuration is not valid JSON")
        }
        guard let object = json as? [String: Any] else {
            throw LoadError(description: "\(path): error: configuration must be a JSON object")
        }
        var warnings: [String] = []
        for key in object.keys.sorted() where !knownKeys.contains(key) {
            warnings.append("\(path): warning: unknown key '\(key)' in configuration (known keys: \(knownKeys.joined(separator: ", ")))")
        }
        var overrides: [String: Severity?] = [:]
        if let rules = object["rules"] {
            guard let rules = rules as? [String: Any] else {
                throw LoadError(description: "\(path): error: 'rules' must be an object of rule ids to \"off\", \"info\", \"warning\" or \"error\"")
            }
            for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.ids.contains(id) else {
                    warnings.append("\(path): warning: unknown rule '\(id)' in configuration (see 'viewlint rules')")
                    continue
                }
                guard let text = value as? String, text == "off" || Severity(rawValue: text) != nil else {
                    throw LoadError(description: "\(path): error: rule '\(id)' must be \"off\", \"info\", \"warning\" or \"error\"")
                }
                overrides[id] = text == "off" ? .some(nil) : .some(Severity(rawValue: text))
            }
        }
        var reporter: String?
        if let value = object["reporter"] {
            guard let name = value as? String, Reporters.named(name) != nil else {
                throw LoadError(description: "\(path): error: 'reporter' must be one of \(Reporters.names.joined(separator: ", "))")
            }
            reporter = name
        }
        var equatableViews: Set<String> = []
        if let value = object["equatable"] {
            guard let names = value as? [String] else {
                throw LoadError(description: "\(path): error: 'equatable' must be an array of view names")
            }
            equatableViews = Set(names)
        }
        return Configuration(path: path, directory: PathText.deletingLastComponent(path),
                             settings: RuleSettings(overrides: overrides, equatableViews: equatableViews),
                             exclude: try globs(object["exclude"], key: "exclude", path: path),
                             include: try globs(object["include"], key: "include", path: path), reporter: reporter,
                             warnings: warnings)
    }

    private static func globs(_ value: Any?, key: String, path: String) throws(LoadError) -> [Glob] {
        guard let value else { return [] }
        guard let patterns = value as? [String] else {
            throw LoadError(description: "\(path): error: '\(key)' must be an array of path patterns")
        }
        return patterns.map(Glob.init)
    }

    /// Whether a file (by path) is linted under this configuration.
    public func includes(_ filePath: String) -> Bool {
        let relative = Self.relativePath(of: filePath, to: directory)
        if exclude.contains(where: { $0.matches(relative) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relative) }
    }

    static func relativePath(of path: String, to directory: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

/// Finds the configuration for each file: `--config FILE` for all of them, otherwise the
/// nearest `.viewlint.json` in the file's folder or above it. Caches per folder.
public final class ConfigurationResolver: @unchecked Sendable {
    private let explicit: Configuration?
    private var cache: [String: Configuration?] = [:]
    private var reportedWarnings: Set<String> = []
    private let lock = Lock()

    private let currentDirectory = FileManager.default.currentDirectoryPath

    public init(explicit: Configuration?) {
        self.explicit = explicit
    }

    /// The configuration that applies to a file, if any.
    public func configuration(for filePath: String) throws(Configuration.LoadError) -> Configuration? {
        if let explicit { return explicit }
        return try configuration(inOrAbove: directory(of: filePath))
    }

    /// The absolute directory of a file. Plain paths are cut at their last `/` (this runs once
    /// per file linted); only a path with `.` or `..` components goes through `URL`'s standardizing.
    private func directory(of filePath: String) -> String {
        let absolute = filePath.hasPrefix("/") ? filePath : currentDirectory + "/" + filePath
        if Self.needsStandardizing(absolute) {
            return URL(fileURLWithPath: absolute).standardizedFileURL.deletingLastPathComponent().path
        }
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// `/.` or `//` in a path (a `.` or `..` component, or an empty one), read on its bytes:
    /// `String.contains` goes through Foundation's locale-aware search.
    private static func needsStandardizing(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { return true }
            previous = byte
        }
        return false
    }

    private func configuration(inOrAbove directory: String) throws(Configuration.LoadError) -> Configuration? {
        lock.lock()
        if let cached = cache[directory] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let candidate = PathText.appending(Configuration.fileName, to: directory)
        let found: Configuration?
        if FileManager.default.fileExists(atPath: candidate) {
            found = try Configuration.load(path: candidate)
        } else {
            let parent = PathText.deletingLastComponent(directory)
            found = parent == directory || parent.isEmpty ? nil : try configuration(inOrAbove: parent)
        }
        lock.lock()
        cache[directory] = found
        lock.unlock()
        return found
    }

    /// Warnings of every configuration used so far, each once.
    public func newWarnings(for configuration: Configuration?) -> [String] {
        guard let configuration else { return [] }
        lock.lock()
        defer { lock.unlock() }
        return configuration.warnings.filter { reportedWarnings.insert($0).inserted }
    }
}
