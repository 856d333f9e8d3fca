/// Which rules apply to a file and at what severity (from `.viewlint.json` and flags).
public struct RuleSettings: Sendable, Equatable {
    /// Per-rule overrides: `nil` value means the rule is off.
    public var overrides: [String: Severity?]

    public init(overrides: [String: Severity?] = [:]) {
        self.overrides = overrides
    }

    public func isEnabled(_ ruleID: String) -> Bool {
        if case .some(.none) = overrides[ruleID] { return false }
        return true
    }

    /// The severity a finding is reported at: the configured one replaces the rule's default;
    /// findings the rule reports below its default (a `non-pod-view` info) keep theirs.
    public func severity(of finding: Finding, defaultSeverity: Severity) -> Severity {
        guard case .some(.some(let configured)) = overrides[finding.ruleID] else { return finding.severity }
        return finding.severity < defaultSeverity ? finding.severity : configured
    }
}
