/// SARIF 2.1.0, as GitHub code scanning reads it: the rules' metadata, results with regions,
/// notes as related locations, fingerprints that survive code moving, fixes, and the engine's
/// verdict in `properties`. Paths are relative to `%SRCROOT%`.
public enum SARIFReporter: Reporter {
    public static let name = "sarif"

    public static func render(_ report: Report) -> String {
        let rules = report.rules
        let driver: [String: Any] = [
            "name": ToolInfo.name, "version": ToolInfo.version, "semanticVersion": ToolInfo.version,
            "informationUri": ToolInfo.informationURI,
            "rules": rules.map { rule -> [String: Any] in
                [
                    "id": rule.id, "name": rule.id,
                    "shortDescription": ["text": rule.summary],
                    "fullDescription": ["text": rule.rationale],
                    "help": ["text": rule.rationale, "markdown": RulesDocumentation.entry(rule)],
                    "helpUri": ToolInfo.ruleURI(rule.id),
                    "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                ]
            },
        ]
        let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
        let run: [String: Any] = [
            "tool": ["driver": driver],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + root]],
            "columnKind": "unicodeCodePoints",
            "results": report.placed.map { placed in result(placed, ruleIndex: rules.firstIndex { $0.id == placed.ruleID }) },
        ]
        return JSONText.of([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ] as [String: Any])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func location(_ path: String, _ start: SourceLocation, _ end: SourceLocation? = nil) -> [String: Any] {
        var region: [String: Any] = ["startLine": start.line, "startColumn": start.column]
        if let end {
            region["endLine"] = end.line
            region["endColumn"] = end.column
        }
        return ["physicalLocation": ["artifactLocation": ["uri": path, "uriBaseId": "%SRCROOT%"], "region": region]]
    }

    private static func result(_ placed: PlacedFinding, ruleIndex: Int?) -> [String: Any] {
        var result: [String: Any] = [
            "ruleId": placed.ruleID,
            "level": level(placed.severity),
            "message": ["text": placed.message],
            "locations": [location(placed.path, placed.start, placed.end)],
            "partialFingerprints": ["viewlintFingerprint/v1": placed.fingerprint],
        ]
        if let ruleIndex { result["ruleIndex"] = ruleIndex }
        if !placed.notes.isEmpty {
            result["relatedLocations"] = placed.notes.enumerated().map { index, note -> [String: Any] in
                var related = location(note.path, note.start)
                related["id"] = index
                related["message"] = ["text": note.note.message]
                return related
            }
        }
        if !placed.edits.isEmpty {
            result["fixes"] = [[
                "description": ["text": "Apply viewlint's fix"],
                "artifactChanges": [[
                    "artifactLocation": ["uri": placed.path, "uriBaseId": "%SRCROOT%"],
                    "replacements": placed.edits.map { edit -> [String: Any] in
                        ["deletedRegion": ["startLine": edit.start.line, "startColumn": edit.start.column,
                                           "endLine": edit.end.line, "endColumn": edit.end.column],
                         "insertedContent": ["text": edit.edit.replacement]]
                    },
                ]],
            ]]
        }
        if let verdict = placed.finding.verdict {
            result["properties"] = ["verdict": verdict.verdict, "verdictSummary": verdict.summary, "trace": verdict.trace]
        }
        return result
    }
}
