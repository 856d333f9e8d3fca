import Testing
@testable import Analyzer

/// A quiet example and its twin: the same realistic code with the one change that makes it
/// a true finding. Checking both means a switched-off rule fails the test.
struct Twins {
    let rule: Rule
    /// Code the rule must accept.
    let quiet: String
    /// The same code with the change that makes it a finding.
    let loud: String

    /// Checks the quiet code has no finding and the twin has exactly one whose message names
    /// each of `mentions`; returns that finding for further checks.
    @discardableResult
    func check(mentioning mentions: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Finding? {
        let quietFindings = lintSingleFile(quiet, rules: [rule])
        #expect(quietFindings.isEmpty, "quiet twin: \(quietFindings.map(\.message))", sourceLocation: sourceLocation)
        let loudFindings = lintSingleFile(loud, rules: [rule])
        #expect(loudFindings.count == 1, "loud twin: \(loudFindings.map(\.message))", sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(loudFindings.first?.message.contains(mention) == true,
                    "loud twin should mention \(mention): \(loudFindings.map(\.message))", sourceLocation: sourceLocation)
        }
        return loudFindings.first
    }
}

extension Twins {
    /// Twins written once: `template` holds `⟪⟫` where the quiet and the loud code differ.
    init(_ rule: Rule, _ template: String, quiet: String, loud: String) {
        self.init(rule: rule, quiet: template.replacingOccurrences(of: "⟪⟫", with: quiet),
                  loud: template.replacingOccurrences(of: "⟪⟫", with: loud))
    }
}
