/// GitHub Actions workflow commands, one line per finding, so findings show as annotations on
/// the pull request: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE::message`.
public enum GitHubReporter: Reporter {
    public static let name = "github"

    public static func render(_ report: Report) -> String {
        report.placed.map { placed in
            let command = switch placed.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
            let properties = [
                "file=" + property(placed.path), "line=\(placed.start.line)", "col=\(placed.start.column)",
                "endLine=\(placed.end.line)", "endColumn=\(placed.end.column)", "title=" + property(placed.ruleID),
            ]
            var message = placed.message
            if let verdict = placed.finding.verdict { message += "\n" + verdict.verdict + ": " + verdict.summary }
            return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// The escaping the workflow-command format requires for the message…
    static func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
            .replacingAll("\n", with: "%0A")
    }

    /// …and for property values, which also may not hold `:` or `,`.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
