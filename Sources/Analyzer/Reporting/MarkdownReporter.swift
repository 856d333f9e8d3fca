/// A pull-request comment: counts per rule, then a table of findings, each with its notes
/// (and the engine's verdict) folded under a `<details>`.
public enum MarkdownReporter: Reporter {
    public static let name = "markdown"

    public static func render(_ report: Report) -> String {
        let placed = report.placed
        guard !placed.isEmpty else { return "### viewlint\n\nNo findings.\n" }
        var out = "### viewlint\n\n| Rule | Errors | Warnings | Remarks |\n| --- | ---: | ---: | ---: |\n"
        let byRule = Dictionary(grouping: placed, by: \.ruleID)
        for rule in byRule.keys.sorted() {
            let findings = byRule[rule] ?? []
            let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
            out += "| [`\(rule)`](\(ToolInfo.ruleURI(rule))) | \(count(.error)) | \(count(.warning)) | \(count(.info)) |\n"
        }
        out += "\n| Where | Rule | Finding |\n| --- | --- | --- |\n"
        for finding in placed {
            let verdict = finding.finding.verdict.map { " **\($0.verdict)**" } ?? ""
            out += "| `\(finding.path):\(finding.start.line)` | `\(finding.ruleID)` | \(cell(firstSentence(finding.message)))\(verdict) |\n"
        }
        out += "\n<details><summary>Details</summary>\n\n"
        for finding in placed {
            out += "- **\(finding.path):\(finding.start.line):\(finding.start.column)** `\(finding.ruleID)`: \(finding.message)\n"
            for note in finding.notes { out += "  - \(note.path):\(note.start.line): \(note.note.message)\n" }
        }
        return out + "\n</details>\n"
    }

    /// The message up to its first `: ` or `. ` outside code spans.
    private static func firstSentence(_ text: String) -> String {
        var inCode = false
        var previous: Character = " "
        var result = ""
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, character == " ", previous == ":" || previous == "." {
                return String(result.dropLast())
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Text safe in a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
    }
}
