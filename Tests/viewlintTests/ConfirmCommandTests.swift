import Foundation
import Testing

/// `viewlint --confirm`: verdicts as notes at each warning.
@Suite struct ConfirmCommandTests {
    @Test func everyExampleWarningIsConfirmed() throws {
        let output = try ViewLintProcess.run(["--confirm", "Examples/"])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let warnings = lines.filter { $0.contains(": warning: ") }
        let warningPositions = Set(warnings.map { $0.components(separatedBy: ": warning: ")[0] })
        let verdicts = lines.filter { line in
            line.contains(": note: confirmed: ") && warningPositions.contains(line.components(separatedBy: ": note: ")[0])
        }
        // The newer rules have no scenario yet: their warnings are inconclusive and say so.
        let newer = ExampleApp.rulesWithoutScenario
        let unscenarioed = warnings.filter { warning in
            let rule = warning.components(separatedBy: "[").last?.dropLast() ?? ""
            return ExampleApp.inconclusiveRules.contains(String(rule))
        }
        #expect(warnings.count == 13)
        #expect(unscenarioed.count == 1)
        for rule in newer {
            #expect(lines.contains { $0.contains(": note: inconclusive: no scenario: the engine has no way to reproduce `\(rule)`") })
        }
        for reason in ExampleApp.undecided.values {
            #expect(lines.contains { $0.contains(": note: inconclusive: ") && $0.contains(reason) }, "\(reason)")
        }
        #expect(verdicts.count == warnings.count - unscenarioed.count,
                "\(lines.filter { $0.contains("note: not reproduced") || $0.contains("note: inconclusive") })")
        for rule in ["untracked-task-dependency", "conditional-modifier", "non-pod-view", "observed-object-inline-init",
                     "state-initialized-from-input"] {
            guard let index = lines.firstIndex(where: { line in
                line.contains(": warning: ") && line.hasSuffix("[\(rule)]")
                    && !ExampleApp.inconclusiveRules.contains(rule)
            }) else {
                Issue.record("no \(rule) warning")
                continue
            }
            let position = lines[index].components(separatedBy: ": warning: ")[0]
            #expect(lines[(index + 1)...].prefix { !$0.contains(": warning: ") && !$0.contains(": remark: ") }
                .contains { $0.hasPrefix(position + ": note: confirmed: ") })
        }
    }

    @Test func traceAddsTheDecisiveEvents() throws {
        let output = try ViewLintProcess.run(["--confirm=trace", "--only", "untracked-task-dependency", "Examples/MyAsyncImage.swift"])
        #expect(output.standardOutput.contains("note: confirmed: after `url` changed to"))
        #expect(output.standardOutput.contains("note: trace: step "))
    }

    /// `--verbose` says how long each verdict took, one line per finding on standard error.
    @Test func verboseTimesEachVerdict() throws {
        let output = try ViewLintProcess.run(["--confirm", "--verbose", "Examples/"])
        let times = output.standardError.split(separator: "\n").filter { $0.contains(" ms") && $0.contains(" in ") }
        #expect(times.contains { $0.hasPrefix("Examples/MyAsyncImage.swift:34:10: untracked-task-dependency confirmed in ") })
        // Milliseconds with one decimal: `in 12.4 ms`.
        #expect(times.allSatisfy { line in
            let value = line.split(separator: " ").dropLast().last ?? ""
            return Double(value) != nil && value.split(separator: ".").last?.count == 1
        }, "\(times)")
        let plain = try ViewLintProcess.run(["--confirm", "Examples/"])
        #expect(!plain.standardError.contains("confirmed in "))
    }

    /// Only what the engine confirmed is kept: the confirmed warnings and the two confirmed
    /// remarks (stored content that re-runs `CardContainer` and `SectionCard`), not the
    /// remarks it never ran.
    @Test func theFilterKeepsOnlyConfirmedFindings() throws {
        let all = try ViewLintProcess.run(["--confirm", "Examples/"])
        let confirmed = try ViewLintProcess.run(["--confirm-filter", "confirmed", "Examples/"])
        let kept = confirmed.standardOutput.components(separatedBy: ": warning: ").count
            + confirmed.standardOutput.components(separatedBy: ": remark: ").count - 2
        #expect(kept == all.standardOutput.components(separatedBy: ": note: confirmed: ").count - 1)
        #expect(confirmed.standardOutput.components(separatedBy: ": remark: ").count - 1 == 2)
        #expect(confirmed.standardOutput.contains("`CardContainer` is not `Equatable`"))
        #expect(confirmed.standardOutput.contains("`SectionCard` is not `Equatable`"))
    }

    @Test(arguments: [(["--confirm=everything", "Examples/"], "takes no value or =trace"),
                      (["--confirm-filter", "all", "Examples/"], "takes 'confirmed'")])
    func badValuesAreOneLine(_ arguments: [String], _ message: String) throws {
        let output = try ViewLintProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.contains(message), "\(output.standardError)")
    }
}
