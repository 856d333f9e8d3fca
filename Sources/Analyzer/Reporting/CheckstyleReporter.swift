/// Checkstyle XML (version 4.3), which many CI tools and reviewdog read: one `<file>` per path,
/// one `<error>` per finding with line, column, severity, message and `source` = the rule.
public enum CheckstyleReporter: Reporter {
    public static let name = "checkstyle"

    public static func render(_ report: Report) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byPath = Dictionary(grouping: report.placed, by: \.path)
        for path in byPath.keys.sorted() {
            out += "  <file name=\"\(XMLText.escape(path))\">\n"
            for placed in byPath[path] ?? [] {
                out += "    <error line=\"\(placed.start.line)\" column=\"\(placed.start.column)\" severity=\"\(placed.severity.rawValue)\""
                    + " message=\"\(XMLText.escape(message(placed)))\" source=\"viewlint.\(placed.ruleID)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    private static func message(_ placed: PlacedFinding) -> String {
        guard let verdict = placed.finding.verdict else { return placed.message }
        return placed.message + " (" + verdict.verdict + ": " + verdict.summary + ")"
    }
}
