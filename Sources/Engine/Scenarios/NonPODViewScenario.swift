import Analyzer

/// `non-pod-view`: mount the view under a parent, change the parent's own state so its body runs
/// again while the view's data inputs stay equal, and see whether the view's body runs again.
/// Real parents first; where the module creates the view only outside bodies (a hosting
/// controller's root), a harness parent that writes a new closure literal for each closure input
/// on every render, as a parent's body does. A view the module creates nowhere, or only in
/// bodies the engine cannot mount, is inconclusive. A warning that names what re-renders the
/// parent (`updates continuously through typingMessage`) is tried with that alone: where the
/// view's data inputs change with it, the one change the engine makes cannot tell whether
/// they change on every update (a query typed) or only on the first (an `isTyping` flag):
/// inconclusive.
struct NonPODViewScenario {
    static let ruleID = "non-pod-view"
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let values = setup.finding.subject?.values else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        let causes = setup.finding.subject?.causes ?? []
        let parents = ParentRerender.firstVerdict(setup, view: view, throughGrandparents: true, causes: causes,
                                                  blamedOnly: !causes.isEmpty, holding: values) { observation in
            let engine = observation.engine, node = observation.node
            let excerpt = ScenarioSetup.excerpt(engine, under: node.path)
            let change = observation.step.phrase(in: observation.host.name)
            // The parent's own plain state: a change that re-renders it without touching the row's data.
            let changed = changedInputs(observation.before, observation.after, except: values, type: view)
            guard changed.isEmpty else {
                guard !causes.isEmpty else { return nil }
                return Reproduction(.inconclusive, "when \(change), `\(view.name)`'s data inputs changed too ("
                                    + changed.map { "`\($0)`" }.joined(separator: ", ") + "): whether they change on every update is not known",
                                    trace: excerpt)
            }
            if node.bodyCount > observation.bodiesBefore {
                let reason = engine.eventsOfLastStep([.body]).last { $0.node == node.path }?.message ?? ""
                // A model both views read: the view may have re-run for its own reading of it.
                if case .field = observation.step.kind, !reason.hasPrefix("@self changed.") { return nil }
                return Reproduction(.confirmed, "when \(change), `\(view.name)`'s data inputs stayed equal but its body ran again: \(Self.why(reason, values))",
                                    trace: excerpt)
            }
            return Reproduction(.notReproduced, "when \(change), `\(view.name)` compared equal and its body did not run again", trace: excerpt)
        }
        if let verdict = parents.verdict { return verdict }
        // A harness parent stands in only for a view the module creates nowhere: where real
        // parents exist, what they pass decides.
        if let reason = parents.reasons.first { return Reproduction(.inconclusive, reason) }
        // Created by no view of the module (a public component, or unused): whether any parent
        // updates it often is not in this code — a made-up parent would confirm any closure.
        let sites = setup.uses.creations(of: view).filter { $0.context.placement != .preview }
        if sites.isEmpty {
            return Reproduction(.inconclusive, "no view of the module creates `\(view.name)`: how often a parent updates it is not in this code")
        }
        // Created in a body the engine cannot mount (a generic parent's): a made-up parent
        // would stand in for what that parent really passes.
        if sites.contains(where: { $0.context.placement.updatesInPlace }) {
            return Reproduction(.inconclusive, "the views that create `\(view.name)` in their body cannot be mounted (a generic parent, or "
                                + "code outside a view), and what they pass decides")
        }
        return harnessTrial(view: view, values: values)
    }

    private func harnessTrial(view: TypeInfo, values: [String]) -> Reproduction {
        let engine = setup.engine()
        if case .inconclusive(let reason) = engine.mount(view.qualifiedName) { return Reproduction(.inconclusive, reason) }
        guard let node = engine.mounted else { return Reproduction(.inconclusive, "`\(view.name)` did not mount") }
        let bodies = node.bodyCount
        if case .inconclusive(let reason) = engine.rerenderParent() { return Reproduction(.inconclusive, reason) }
        let excerpt = ScenarioSetup.excerpt(engine, under: node.path)
        guard node.bodyCount > bodies else {
            return Reproduction(.notReproduced, "re-rendered by its parent with the same inputs, `\(view.name)` compared equal", trace: excerpt)
        }
        let reason = engine.eventsOfLastStep([.body]).last { $0.node == node.path }?.message ?? ""
        return Reproduction(.confirmed, "re-rendered by a parent passing the same data (and new closures, as a closure literal in a body does), `\(view.name)`'s body ran again: \(Self.why(reason, values))",
                            trace: excerpt)
    }

    /// The fields, other than the flagged ones and dynamic properties, that compare unequal.
    private func changedInputs(_ old: StructValue, _ new: StructValue, except flagged: [String], type: TypeInfo) -> [String] {
        new.fields.filter { field in
            !flagged.contains(field.name) && !ValueEquality.equal(old[field.name] ?? .null, field.value)
                && type.storedProperty(named: field.name)?.wrapper == nil
        }.map(\.name)
    }

    /// "`onTap` is a closure: compared unequal", from the body event's reasons.
    private static func why(_ message: String, _ values: [String]) -> String {
        let named = values.filter { message.contains($0 + ":") }
        let fields = (named.isEmpty ? values : named).map { "`\($0)`" }.joined(separator: ", ")
        return "\(fields) compared unequal (\(values.count == 1 ? "a closure or `AnyView` is" : "closures and `AnyView` are") never equal)"
    }
}
