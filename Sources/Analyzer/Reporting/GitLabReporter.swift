/// GitLab Code Quality JSON: an array of issues with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path`/`location.lines.begin`.
public enum GitLabReporter: Reporter {
    public static let name = "gitlab"

    public static func render(_ report: Report) -> String {
        JSONText.of(report.placed.map { placed -> [String: Any] in
            var description = placed.message
            if let verdict = placed.finding.verdict { description += " (" + verdict.verdict + ": " + verdict.summary + ")" }
            return [
                "type": "issue",
                "description": description,
                "check_name": placed.ruleID,
                "fingerprint": placed.fingerprint,
                "severity": severity(placed.severity),
                "location": ["path": placed.path, "lines": ["begin": placed.start.line, "end": placed.end.line]],
            ]
        })
    }

    /// GitLab's scale: info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .info: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
