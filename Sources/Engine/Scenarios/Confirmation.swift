import Analyzer

/// What the engine made of a finding: it happened, it did not, or the engine could not tell.
public struct Reproduction: Sendable, Equatable {
    public enum Verdict: String, Sendable {
        case confirmed
        case notReproduced = "not reproduced"
        case inconclusive
    }

    public let verdict: Verdict
    /// One sentence a reviewer can check (`after \`url\` changed to …/b, the task last loaded …/a`).
    public let summary: String
    /// The few trace events that decide it, as lines.
    public let trace: [String]

    public init(_ verdict: Verdict, _ summary: String, trace: [String] = []) {
        self.verdict = verdict
        self.summary = summary
        self.trace = trace
    }
}

/// Runs the scenario of a finding's rule: one per rule, in this folder, named after the rule.
public struct Confirmer: Sendable {
    let index: ModuleIndex
    let uses: ModuleUses
    /// What the layout scenarios know of the module's images.
    let layout: LayoutPass.Options

    public init(index: ModuleIndex, uses: ModuleUses, layout: LayoutPass.Options = LayoutPass.Options()) {
        self.index = index
        self.uses = uses
        self.layout = layout
    }

    public func confirm(_ finding: Finding) -> Reproduction {
        let setup = ScenarioSetup(index: index, uses: uses, finding: finding, layout: layout)
        if let view = setup.view, setup.isCreatedOnlyInPreviews(view) {
            return Reproduction(.inconclusive, "only previews create `\(view.name)`, and the app this module declares never shows it: "
                                + "what it does in previews is no evidence of what the app does")
        }
        switch finding.ruleID {
        case UntrackedTaskDependencyScenario.ruleID: return UntrackedTaskDependencyScenario(setup: setup).run()
        case ConditionalModifierScenario.ruleID: return ConditionalModifierScenario(setup: setup).run()
        case NonPODViewScenario.ruleID: return NonPODViewScenario(setup: setup).run()
        case ObservedObjectInlineInitScenario.ruleID: return ObservedObjectInlineInitScenario(setup: setup).run()
        case StateInitializedFromInputScenario.ruleID: return StateInitializedFromInputScenario(setup: setup).run()
        case UnstableIdentityScenario.ruleID: return UnstableIdentityScenario(setup: setup).run()
        case OnAppearTaskWrapperScenario.ruleID: return OnAppearTaskWrapperScenario(setup: setup).run()
        case FormatterInBodyScenario.ruleID: return FormatterInBodyScenario(setup: setup).run()
        case BindingInBodyScenario.ruleID: return BindingInBodyScenario(setup: setup).run()
        case AnyViewErasureScenario.ruleID: return AnyViewErasureScenario(setup: setup).run()
        case ImageFrameScenario.ruleID: return ImageFrameScenario(setup: setup).run()
        default: return Reproduction(.inconclusive, "no scenario: the engine has no way to reproduce `\(finding.ruleID)`")
        }
    }
}
