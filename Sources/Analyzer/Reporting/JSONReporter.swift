/// viewlint's own JSON (schema version 1): every finding with 1-based positions, notes, fix
/// edits, fingerprint and — under `--confirm` — the engine's verdict.
///
///     { "version": 1, "tool": {"name", "version"}, "findings": [ {
///         "rule", "severity", "message", "path", "line", "column", "endLine", "endColumn",
///         "notes": [{"message", "path", "line", "column"}],
///         "fix": [{"line", "column", "endLine", "endColumn", "replacement"}],
///         "fingerprint", "verdict": {"verdict", "summary", "trace"} } ] }
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public static func render(_ report: Report) -> String {
        JSONText.of([
            "version": schemaVersion,
            "tool": ["name": ToolInfo.name, "version": ToolInfo.version],
            "findings": report.placed.map(entry),
        ] as [String: Any])
    }

    private static func entry(_ placed: PlacedFinding) -> [String: Any] {
        var entry: [String: Any] = [
            "rule": placed.ruleID, "severity": placed.severity.rawValue, "message": placed.message, "path": placed.path,
            "line": placed.start.line, "column": placed.start.column, "endLine": placed.end.line, "endColumn": placed.end.column,
            "fingerprint": placed.fingerprint,
            "notes": placed.notes.map { ["message": $0.note.message, "path": $0.path, "line": $0.start.line, "column": $0.start.column] },
        ]
        if !placed.edits.isEmpty {
            entry["fix"] = placed.edits.map {
                ["line": $0.start.line, "column": $0.start.column, "endLine": $0.end.line, "endColumn": $0.end.column,
                 "replacement": $0.edit.replacement] as [String: Any]
            }
        }
        if let verdict = placed.finding.verdict {
            entry["verdict"] = ["verdict": verdict.verdict, "summary": verdict.summary, "trace": verdict.trace] as [String: Any]
        }
        return entry
    }
}
