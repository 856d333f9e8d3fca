import Analyzer

/// `observed-object-inline-init`: mount the view under a real parent, change the parent's own
/// state so its body re-creates the view, and see whether the `@ObservedObject` is now another
/// object. Without a real parent the engine cannot tell: its stand-in parent keeps the view's
/// value.
struct ObservedObjectInlineInitScenario {
    static let ruleID = "observed-object-inline-init"
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let property = setup.finding.subject?.values.first else {
            return Reproduction(.inconclusive, "the finding does not say which view and object it is about")
        }
        let parents = ParentRerender.firstVerdict(setup, view: view) { observation in
            judge(view: view, property: property, before: observation.before, after: observation.after,
                  when: observation.step.phrase(in: observation.host.name),
                  trace: ScenarioSetup.excerpt(observation.engine, under: observation.node.path))
        }
        if let verdict = parents.verdict { return verdict }
        if let reason = parents.reasons.first { return Reproduction(.inconclusive, reason) }
        // The engine's stand-in parent keeps the view's value (it does not run `init` or default
        // values again), so only a real parent can show the object being replaced.
        if setup.isOnlyPresented(view) {
            return Reproduction(.inconclusive, "`\(view.name)` is created only as presented content (a sheet or a destination), which the engine "
                                + "does not present: a parent updating while it shows would re-create it")
        }
        return Reproduction(.inconclusive, "no view of the module creates `\(view.name)` in its body, and only a real parent re-creates it")
    }

    /// Confirmed when the property holds another object after the parent's update.
    private func judge(view: TypeInfo, property: String, before: StructValue, after: StructValue, when change: String,
                       trace: [String]) -> Reproduction? {
        guard case .object(let old)? = before[property], case .object(let new)? = after[property] else { return nil }
        if old.id != new.id {
            return Reproduction(.confirmed, "when \(change), `\(view.name)` was re-created and `\(property)` became a new `\(new.type)` "
                                + "(object #\(new.id) replaced #\(old.id)): what the first one held is gone", trace: trace)
        }
        return Reproduction(.notReproduced, "when \(change), `\(view.name)` kept the same `\(property)` (object #\(old.id))", trace: trace)
    }
}
