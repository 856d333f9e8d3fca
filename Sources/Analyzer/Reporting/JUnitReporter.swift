/// JUnit XML for CI test tabs: one test case per finding, a failure for warnings and errors;
/// a single passing case when there is nothing to report.
public enum JUnitReporter: Reporter {
    public static let name = "junit"

    public static func render(_ report: Report) -> String {
        let placed = report.placed
        let failures = placed.filter { $0.severity != .info }.count
        let tests = max(placed.count, 1)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"viewlint\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"viewlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        if placed.isEmpty { out += "    <testcase classname=\"viewlint\" name=\"no findings\"/>\n" }
        for finding in placed {
            let name = "\(finding.ruleID) at \(finding.start.line):\(finding.start.column)"
            out += "    <testcase classname=\"\(XMLText.escape(finding.path))\" name=\"\(XMLText.escape(name))\""
            if finding.severity == .info {
                out += "/>\n"
                continue
            }
            var body = finding.message
            if let verdict = finding.finding.verdict { body += "\n" + verdict.verdict + ": " + verdict.summary }
            out += ">\n      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
                + XMLText.escape(body) + "</failure>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
