#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Findings recorded once (`--write-baseline`) so later runs report only new ones
/// (`--baseline`). Entries are keyed by fingerprint — never by line — so a baseline survives
/// code moving; a fingerprint recorded twice absorbs two findings.
public struct Baseline {
    public static let version = 1

    /// How many findings of each fingerprint the baseline holds.
    private var counts: [String: Int]

    /// The baseline of a report's findings.
    public init(_ report: Report) {
        counts = Dictionary(report.placed.map { ($0.fingerprint, 1) }, uniquingKeysWith: +)
    }

    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(path: String) throws(LoadError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "cannot read baseline '\(path)'")
        }
        guard let object = JSONObject.parse(data) as? [String: Any],
              object["version"] as? Int == version, let entries = object["entries"] as? [[String: Any]] else {
            throw LoadError(description: "'\(path)' is not a viewlint baseline (write one with --write-baseline)")
        }
        var baseline = Baseline(counts: [:])
        for entry in entries {
            guard let fingerprint = entry["fingerprint"] as? String else { continue }
            baseline.counts[fingerprint, default: 0] += 1
        }
        return baseline
    }

    private init(counts: [String: Int]) {
        self.counts = counts
    }

    /// The baseline file for a report: each finding's fingerprint with its rule, path and
    /// message so a reader can tell what was accepted.
    public static func file(for report: Report) -> String {
        JSONText.of([
            "version": version,
            "tool": ["name": ToolInfo.name, "version": ToolInfo.version],
            "entries": report.placed.map { ["fingerprint": $0.fingerprint, "rule": $0.ruleID, "path": $0.path, "message": $0.message] },
        ] as [String: Any])
    }

    /// The findings not in the baseline, and how many baseline entries matched nothing (stale:
    /// the finding was fixed).
    public func filter(_ report: Report) -> (new: [Finding], stale: Int) {
        var remaining = counts
        var new: [Finding] = []
        for placed in report.placed {
            if let count = remaining[placed.fingerprint], count > 0 {
                remaining[placed.fingerprint] = count - 1
            } else {
                new.append(placed.finding)
            }
        }
        return (new, remaining.values.reduce(0, +))
    }
}
