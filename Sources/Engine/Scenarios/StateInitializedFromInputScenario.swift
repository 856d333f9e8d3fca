import Analyzer

/// `state-initialized-from-input`: mount the view under a real parent (the one whose creation
/// site the finding names, where it names one), change the parent's own state so that its body
/// creates the view again with another input, and compare the state the view keeps with the
/// initial value its `init` computed this time.
struct StateInitializedFromInputScenario {
    static let ruleID = "state-initialized-from-input"
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let property = setup.finding.subject?.values.first else {
            return Reproduction(.inconclusive, "the finding does not say which view and state it is about")
        }
        guard view.storedProperty(named: property)?.wrapper == .state else {
            return Reproduction(.inconclusive, "`\(property)` is not `@State`: the engine compares initial values of `@State` only")
        }
        // The input often comes from further up (`ProfileView(userID:)` passes its own input on).
        let parents = ParentRerender.firstVerdict(setup, view: view, throughGrandparents: true, citedOnly: true,
                                                  followsReplacement: true) { observation in
            judge(view: view, property: property, observation)
        }
        if let verdict = parents.verdict { return verdict }
        if let reason = parents.reasons.first { return Reproduction(.inconclusive, reason) }
        return Reproduction(.inconclusive, "no view of the module creates `\(view.name)` in its body, and only a real parent re-creates it")
    }

    /// Decided when this update gave the view another initial value: confirmed if the state kept
    /// the first one, not reproduced if it took the new one (or the parent made a new view, with a
    /// new identity, whose state started from it).
    private func judge(view: TypeInfo, property: String, _ observation: ParentRerender.Observation) -> Reproduction? {
        guard let first = observation.before[property], let offered = observation.after[property],
              let kept = observation.node.state[property]?.value, !ValueEquality.equal(first, offered) else { return nil }
        let change = observation.step.phrase(in: observation.host.name)
        let trace = ScenarioSetup.excerpt(observation.engine, under: observation.node.path)
        if ValueEquality.equal(kept, offered), observation.isNewIdentity {
            return Reproduction(.notReproduced, "when \(change), `\(observation.host.name)` made a new `\(view.name)` (a new identity), "
                                + "whose `\(property)` started from the new value \(offered)", trace: trace)
        }
        if ValueEquality.equal(kept, offered) {
            return Reproduction(.notReproduced, "when \(change), `\(property)` of `\(view.name)` took the new initial value \(offered)",
                                trace: trace)
        }
        return Reproduction(.confirmed, "when \(change), `\(view.name)` was created with `\(property)` = \(offered), but its state kept "
                            + "\(kept): the new initial value was ignored", trace: trace)
    }
}
