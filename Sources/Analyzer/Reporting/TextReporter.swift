/// The compiler's diagnostic format, so Xcode and `swift build` show findings inline:
///
///     path:line:col: warning: message [rule-id]
///     path:line:col: note: `url` is declared here
///
/// `info` findings are printed as `remark:` and left out in quiet mode.
public enum TextReporter: Reporter {
    public static let name = "text"

    public static func render(_ report: Report) -> String {
        render(report.findings, files: report.files, quiet: report.quiet).map { $0 + "\n" }.joined()
    }

    public static func render(_ findings: [Finding], files: [String: SourceFile], quiet: Bool) -> [String] {
        var lines: [String] = []
        for finding in findings where !(quiet && finding.severity == .info) {
            let kind = finding.severity == .info ? "remark" : finding.severity.rawValue
            lines.append("\(position(finding.path, finding.range, files)): \(kind): \(finding.message) [\(finding.ruleID)]")
            for note in finding.notes {
                lines.append("\(position(note.path, note.range, files)): note: \(note.message)")
            }
        }
        return lines
    }

    private static func position(_ path: String, _ range: SourceRange, _ files: [String: SourceFile]) -> String {
        guard let file = files[path] else { return path }
        let location = file.location(of: range.start)
        return "\(path):\(location.line):\(location.column)"
    }
}
