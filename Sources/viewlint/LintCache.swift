import Analyzer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The lint cache (`--cache-path DIR`, `--no-cache`): a module's findings are replayed, without
/// parsing or analysing anything, when nothing that decides them has changed.
///
/// Findings are cross-file (a view's creation sites elsewhere in the module decide whether its
/// input can change), so results are stored per module, under a key made of every file's path,
/// content hash and rule settings, the rules that ran and the viewlint build. One changed file
/// re-lints its module. Files that cannot be read, decoded or do not match are ignored.
struct LintCache {
    /// The entry format; entries written by another format are ignored.
    static let format = 1
    /// The newest entries kept; older ones are removed after a write.
    static let keptEntries = 64

    let directory: URL

    /// `--cache-path`, else the user's cache directory (`$XDG_CACHE_HOME` or `~/.cache` on
    /// Linux, `~/Library/Caches` on macOS), with a `viewlint` folder in it.
    static func directory(option: String?) -> URL {
        if let option { return URL(fileURLWithPath: option) }
        #if os(macOS)
        let base = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        #else
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        #endif
        return base.appendingPathComponent("viewlint")
    }

    /// The key of one module's findings.
    static func key(for sources: [SourceFile], settings: [String: RuleSettings], rules: [Rule],
                    images: AssetCatalog.Inventory, build: BuildConfiguration = .iOSDebug) -> String {
        var lines = ["viewlint \(ToolInfo.version) \(buildStamp)", rules.map(\.id).joined(separator: ",")]
        // The releases the Xcode projects deploy to decide what messages say.
        lines.append(build.deploymentTargets.summary)
        // The asset catalogs' images decide some findings (an image that fits its frame).
        lines.append(images.sizes.sorted { $0.key < $1.key }.map { name, size in
            "\(name)=\(size.width)x\(size.height)\(size.isTemplate ? "t" : "")\(size.isSliced ? "s" : "")"
        }.joined(separator: ","))
        // So do the names of the images there are (an image the app lacks shows nothing).
        lines.append(images.names.sorted().joined(separator: ","))
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let fileSettings = settings[source.path] ?? RuleSettings()
            let overrides = fileSettings.overrides
                .sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value?.rawValue ?? "off")" }
            // Whether the file is in a Swift package decides whether its public views are a library's.
            lines.append([source.path, String(source.bytes.count), Fingerprint.of(bytes: source.bytes),
                          overrides.joined(separator: ","), fileSettings.equatableViews.sorted().joined(separator: ","),
                          SwiftPackages.contains(source.path) ? "package" : ""].joined(separator: "\t"))
        }
        // Two 64-bit hashes of the same facts in two orders: 128 bits, so two different modules
        // practically never share a key (an entry also re-checks every finding's range).
        return Fingerprint.of(lines.joined(separator: "\n")) + Fingerprint.of(lines.reversed().joined(separator: "\n"))
    }

    /// The running executable's size and modification time: a rebuilt viewlint (whose rules may
    /// have changed under the same version) never replays an older build's findings.
    private static let buildStamp: String = {
        let path = ExecutablePath.current ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown build" }
        let size = attributes[.size] as? UInt ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(modified)"
    }()

    /// The findings stored under `key`, or `nil` when there are none usable.
    func findings(for key: String, sources: [SourceFile]) -> [Finding]? {
        guard let data = try? Data(contentsOf: entryURL(key)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Self.format, entry.key == key else { return nil }
        let sizes = Dictionary(sources.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
        let fits = entry.findings.allSatisfy { finding in
            guard let size = sizes[finding.path], finding.range.end <= size else { return false }
            return finding.notes.allSatisfy { note in sizes[note.path].map { note.range.end <= $0 } ?? false }
        }
        return fits ? entry.findings : nil
    }

    /// Stores a module's findings; a cache that cannot be written is skipped silently (it only
    /// saves time).
    func store(_ findings: [Finding], for key: String) {
        guard let data = try? JSONEncoder().encode(Entry(format: Self.format, key: key, findings: findings)) else { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: entryURL(key), options: .atomic)
        } catch {
            return
        }
        removeOldEntries()
    }

    private struct Entry: Codable {
        let format: Int
        let key: String
        let findings: [Finding]
    }

    private func entryURL(_ key: String) -> URL {
        directory.appendingPathComponent("\(key).json")
    }

    private func removeOldEntries() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path).filter({ $0.hasSuffix(".json") }),
              names.count > Self.keptEntries else { return }
        let dated = names.map { name in
            let path = PathText.appending(name, to: directory.path)
            return (path, (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantPast)
        }
        for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.keptEntries) {
            try? manager.removeItem(atPath: path)
        }
    }
}
