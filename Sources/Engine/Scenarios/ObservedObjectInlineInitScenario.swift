import Analyzer

/// `observed-object-inline-init`: mount the view under a real parent, change the parent's own
/// state so its body re-creates the view, and see whether the `@ObservedObject` is now another
/// object. Without a real parent, a harness parent re-renders it.
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
        let engine = setup.engine()
        if case .inconclusive(let reason) = engine.mount(view.qualifiedName) { return Reproduction(.inconclusive, reason) }
        guard let node = engine.mounted, case .custom(let before, _, _) = node.view else {
            return Reproduction(.inconclusive, "`\(view.name)` did not mount")
        }
        if case .inconclusive(let reason) = engine.rerenderParent() { return Reproduction(.inconclusive, reason) }
        guard case .custom(let after, _, _) = node.view else { return Reproduction(.inconclusive, "`\(view.name)` was replaced") }
        return judge(view: view, property: property, before: before, after: after, when: "its parent re-rendered it",
                     trace: ScenarioSetup.excerpt(engine, under: node.path))
            ?? Reproduction(.inconclusive, "`\(property)` is not an object the engine can follow")
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
