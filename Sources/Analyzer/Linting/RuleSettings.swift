/// Which rules apply to a file and at what severity (from `.viewlint.json` and flags), and
/// which views opt in to generated code.
public struct RuleSettings: Sendable, Equatable {
    /// Per-rule overrides: `nil` value means the rule is off.
    public var overrides: [String: Severity?]
    /// Views opted in to a generated `Equatable` conformance by name (`"equatable"`).
    public var equatableViews: Set<String>

    public init(overrides: [String: Severity?] = [:], equatableViews: Set<String> = []) {
        self.overrides = overrides
        self.equatableViews = equatableViews
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
