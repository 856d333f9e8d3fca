/// reviewdog's Diagnostic Format (rdjson): diagnostics with ranges, the rule as `code`, and
/// fixes as `suggestions`, which reviewdog posts as suggested changes on the pull request.
public enum RDJSONReporter: Reporter {
    public static let name = "rdjson"

    public static func render(_ report: Report) -> String {
        JSONText.of([
            "source": ["name": ToolInfo.name, "url": ToolInfo.informationURI],
            "diagnostics": report.placed.map(diagnostic),
        ] as [String: Any])
    }

    private static func position(_ location: SourceLocation) -> [String: Int] {
        ["line": location.line, "column": location.column]
    }

    private static func diagnostic(_ placed: PlacedFinding) -> [String: Any] {
        var diagnostic: [String: Any] = [
            "message": placed.message,
            "location": ["path": placed.path, "range": ["start": position(placed.start), "end": position(placed.end)]],
            "severity": placed.severity == .error ? "ERROR" : placed.severity == .warning ? "WARNING" : "INFO",
            "source": ["name": ToolInfo.name, "url": ToolInfo.informationURI],
            "code": ["value": placed.ruleID, "url": ToolInfo.ruleURI(placed.ruleID)],
        ]
        if !placed.edits.isEmpty {
            diagnostic["suggestions"] = placed.edits.map {
                ["range": ["start": position($0.start), "end": position($0.end)], "text": $0.edit.replacement] as [String: Any]
            }
        }
        if let verdict = placed.finding.verdict {
            diagnostic["original_output"] = ([verdict.verdict + ": " + verdict.summary] + verdict.trace).joined(separator: "\n")
        }
        return diagnostic
    }
}
