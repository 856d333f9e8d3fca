#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One run's findings, with what every reporter needs to place them: the files (for lines and
/// columns), the rules (for metadata) and the folder paths are reported relative to.
public struct Report {
    public let findings: [Finding]
    public let files: [String: SourceFile]
    public let rules: [Rule]
    /// Paths are written relative to this folder when they are inside it.
    public let root: String
    /// Leave remarks (`info`) out.
    public let quiet: Bool

    public init(findings: [Finding], files: [String: SourceFile], rules: [Rule] = RuleRegistry.rules,
                root: String = FileManager.default.currentDirectoryPath, quiet: Bool = false) {
        self.findings = findings
        self.files = files
        self.rules = rules
        self.root = root
        self.quiet = quiet
    }

    /// The findings a reporter writes, placed.
    public var placed: [PlacedFinding] {
        findings.filter { !(quiet && $0.severity == .info) }.map { PlacedFinding($0, in: self) }
    }

    /// A path as reports write it: relative to ``root`` when inside it, with `/` separators.
    public func relative(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        let relative = Configuration.relativePath(of: absolute, to: root)
        // Outside the root the path stays as the user gave it.
        return relative.hasPrefix("/") ? path : relative
    }

    /// 1-based line and column of a byte offset in a file (1:1 when the file is unknown).
    func location(_ path: String, _ offset: Int) -> SourceLocation {
        files[path]?.location(of: offset) ?? SourceLocation(line: 1, column: 1)
    }
}

/// A finding with its positions worked out and its fingerprint.
public struct PlacedFinding {
    public let finding: Finding
    public let path: String
    public let start: SourceLocation
    public let end: SourceLocation
    public let notes: [(note: FindingNote, path: String, start: SourceLocation)]
    /// Fix edits with their positions.
    public let edits: [(edit: TextEdit, start: SourceLocation, end: SourceLocation)]
    /// Stable across code moving up or down: the relative path, the rule, what the finding is
    /// about, and its message with numbers left out — never a line number.
    public let fingerprint: String

    init(_ finding: Finding, in report: Report) {
        self.finding = finding
        path = report.relative(finding.path)
        start = report.location(finding.path, finding.range.start)
        end = report.location(finding.path, max(finding.range.end, finding.range.start))
        notes = finding.notes.map { ($0, report.relative($0.path), report.location($0.path, $0.range.start)) }
        edits = (finding.fix ?? []).map { ($0, report.location(finding.path, $0.range.start), report.location(finding.path, $0.range.end)) }
        let message = String(finding.message.unicodeScalars.filter { $0.properties.generalCategory != .decimalNumber })
        let subject = (finding.subject?.view ?? "") + "|" + (finding.subject?.values.joined(separator: ",") ?? "")
        fingerprint = Fingerprint.of([path, finding.ruleID, subject, message].joined(separator: "\u{1F}"))
    }

    public var ruleID: String { finding.ruleID }
    public var message: String { finding.message }
    public var severity: Severity { finding.severity }
}

/// A short, stable hash (64-bit FNV-1a, hex): the same bytes give the same text in every run
/// and on every machine (unlike `Hasher`, which is seeded per process).
public enum Fingerprint {
    public static func of(_ text: String) -> String {
        of(bytes: Array(text.utf8))
    }

    public static func of(bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Writes a report in one format.
public protocol Reporter {
    /// The name `--reporter` takes.
    static var name: String { get }
    static func render(_ report: Report) -> String
}

/// The reporters, by name.
public enum Reporters {
    public static var all: [any Reporter.Type] {[
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, CheckstyleReporter.self,
        GitLabReporter.self, RDJSONReporter.self, MarkdownReporter.self, JUnitReporter.self,
    ]}

    public static func named(_ name: String) -> (any Reporter.Type)? { all.first { $0.name == name } }

    public static var names: [String] { all.map { $0.name } }
}

/// The tool's name, version and home, for reports that carry them.
public enum ToolInfo {
    public static let name = "viewlint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/viewlint/viewlint"

    /// Where a rule is documented.
    public static func ruleURI(_ id: String) -> String { informationURI + "/blob/main/rules.md#" + id }
}

/// XML escaping for attribute values and text.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
