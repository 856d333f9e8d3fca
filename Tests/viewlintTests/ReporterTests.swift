import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every reporter over the Examples: a golden file each (the package root written `$ROOT`),
/// and the format's documented fields checked.
@Suite struct ReporterTests {
    static let reporters = ["text", "json", "sarif", "github", "checkstyle", "gitlab", "rdjson", "markdown", "junit"]

    private func report(_ name: String, _ extra: [String] = []) throws -> String {
        let output = try ViewLintProcess.run(["--reporter", name] + extra + ["Examples/"])
        return output.standardOutput.replacingOccurrences(of: ViewLintProcess.packageRoot.path, with: "$ROOT")
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// Set VIEWLINT_UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change.
    @Test(arguments: reporters)
    func matchesItsGoldenFile(_ name: String) throws {
        let text = try report(name)
        let golden = ViewLintProcess.packageRoot.appendingPathComponent("Tests/viewlintTests/Golden/\(name).golden")
        if ProcessInfo.processInfo.environment["VIEWLINT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "\(name) output differs from \(golden.lastPathComponent)")
    }

    @Test func jsonCarriesPositionsFingerprintsAndVerdicts() throws {
        let object = try #require(try json(report("json", ["--confirm"])) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 23)
        for finding in findings {
            for key in ["rule", "severity", "message", "path", "line", "column", "endLine", "endColumn", "fingerprint", "notes"] {
                #expect(finding[key] != nil, "missing \(key)")
            }
        }
        // Every warning gets a verdict: confirmed where the rule has a scenario, inconclusive where not;
        // so does each remark about a value (the two stored closures), and no other remark.
        let verdicts = findings.compactMap { finding in
            (finding["verdict"] as? [String: Any]).map { (finding["rule"] as? String, finding["severity"] as? String, $0) }
        }
        #expect(verdicts.filter { $0.1 == "warning" }.count == 13)
        #expect(verdicts.filter { $0.1 == "info" }.map(\.0) == ["non-pod-view", "non-pod-view"])
        for (rule, severity, verdict) in verdicts where severity == "warning" {
            let expected = ExampleApp.inconclusiveRules.contains(rule ?? "") ? "inconclusive" : "confirmed"
            #expect(verdict["verdict"] as? String == expected && (verdict["summary"] as? String)?.isEmpty == false, "\(rule ?? "")")
        }
    }

    @Test func sarifHasWhatCodeScanningNeeds() throws {
        let sarif = try report("sarif", ["--confirm"])
        let object = try #require(try json(sarif) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["untracked-task-dependency", "conditional-modifier", "non-pod-view",
                                                    "onappear-task-wrapper", "observed-object-inline-init", "anyview-erasure",
                                                    "binding-in-body", "image-frame-without-resizable", "formatter-in-body",
                                                    "state-initialized-from-input", "unstable-identity", "invalid-suppression",
                                                    "unused-suppression"])
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect((result["partialFingerprints"] as? [String: String])?.isEmpty == false)
        }
        #expect(results.contains { ($0["properties"] as? [String: Any])?["verdict"] as? String == "confirmed" })
        #expect(results.contains { $0["fixes"] != nil })
        try validateAgainstSchemaIfPossible(sarif)
    }

    /// The full JSON-schema check, where Python's `jsonschema` is installed.
    private func validateAgainstSchemaIfPossible(_ sarif: String) throws {
        let schema = ViewLintProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        let python = "/usr/bin/python3"
        guard FileManager.default.fileExists(atPath: schema.path), FileManager.default.isExecutableFile(atPath: python) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-\(getpid()).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        try sarif.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(0)
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            """, schema.path, file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the SARIF does not validate against the 2.1.0 schema")
    }

    @Test func githubCommandsAreEscaped() throws {
        let lines = try report("github", ["--confirm"]).split(separator: "\n")
        #expect(lines.count == 23)
        for line in lines {
            #expect(line.hasPrefix("::warning file=") || line.hasPrefix("::notice file=") || line.hasPrefix("::error file="))
            let properties = line.components(separatedBy: "::")[1]
            #expect(properties.contains(",line=") && properties.contains(",col=") && properties.contains(",endLine="))
            #expect(properties.contains(",title="))
        }
        #expect(lines.contains { $0.contains("%0Aconfirmed: ") }, "a newline in the message is escaped")
    }

    @Test(arguments: ["checkstyle", "junit"])
    func xmlReportsParse(_ name: String) throws {
        let text = try report(name)
        let parser = XMLParser(data: Data(text.utf8))
        #expect(parser.parse(), "\(name) is not well-formed XML")
        if name == "checkstyle" {
            #expect(text.contains("<error line=\"34\" column=\"10\" severity=\"warning\""))
            #expect(text.contains("source=\"viewlint.untracked-task-dependency\""))
        } else {
            #expect(text.contains("tests=\"23\" failures=\"13\""))
        }
    }

    @Test func gitlabIssuesHaveTheRequiredFields() throws {
        let issues = try #require(try json(report("gitlab")) as? [[String: Any]])
        #expect(issues.count == 23)
        for issue in issues {
            #expect(issue["description"] is String && issue["check_name"] is String && issue["fingerprint"] is String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String && (location["lines"] as? [String: Any])?["begin"] is Int)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    }

    @Test func rdjsonCarriesFixesAsSuggestions() throws {
        let object = try #require(try json(report("rdjson")) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 23)
        #expect(diagnostics.allSatisfy { ["ERROR", "WARNING", "INFO"].contains($0["severity"] as? String ?? "") })
        let suggestions = diagnostics.compactMap { $0["suggestions"] as? [[String: Any]] }.flatMap { $0 }
        #expect(!suggestions.isEmpty)
        #expect(suggestions.allSatisfy { $0["text"] is String && ($0["range"] as? [String: Any])?["start"] != nil })
    }

    @Test func fingerprintsSurviveCodeMovingDown() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-fingerprints-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.copyItem(at: ViewLintProcess.packageRoot.appendingPathComponent("Examples"), to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        func fingerprints() throws -> [String] {
            let output = try ViewLintProcess.run(["--reporter", "json", directory.path])
            let findings = (try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])?["findings"] as? [[String: Any]]
            return (findings ?? []).compactMap { $0["fingerprint"] as? String }.sorted()
        }
        let before = try fingerprints()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            let file = directory.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            try (String(repeating: "\n", count: 10) + text).write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(before.count == 23)
        #expect(try fingerprints() == before)
    }

    @Test(arguments: [(["--reporter", "yaml", "Examples/"], "unknown reporter 'yaml'"),
                      (["--output", "/nonexistent/dir/report.json", "--reporter", "json", "Examples/"], "cannot write the report")])
    func badReporterArgumentsAreOneLine(_ arguments: [String], _ message: String) throws {
        let output = try ViewLintProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.contains(message), "\(output.standardError)")
    }
}
