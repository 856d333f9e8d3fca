import Analyzer

/// `binding-in-body`: mount the view that builds the binding (then its real parents), make one
/// change that runs its body again while the child receiving the binding stays, and see whether
/// the child's body ran again because of the binding alone. Confirmed when it did ("binding
/// points elsewhere": a new `Binding(get:set:)`); not reproduced when the child compared equal.
struct BindingInBodyScenario {
    static let ruleID = BindingInBodyRule.id
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let fileIndex = setup.fileIndex else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        guard let (child, label) = receiver(in: view, fileIndex: fileIndex) else {
            return Reproduction(.inconclusive, "the binding is not passed to a view of the module, whose updates the engine could follow")
        }
        var childBodies = 0
        return BodyRerun.firstVerdict(setup, view: view, isVisible: { !$0.nodes(ofView: child.qualifiedName).isEmpty },
                                      shown: "`\(child.name)` (given the binding)",
                                      beforeStep: { engine, _ in childBodies = engine.nodes(ofView: child.qualifiedName).first?.bodyCount ?? 0 }) { observation in
            let engine = observation.engine
            guard let node = engine.nodes(ofView: child.qualifiedName).first else { return nil }
            let trace = ScenarioSetup.excerpt(engine, under: observation.node.path)
            guard node.bodyCount > childBodies else {
                return Reproduction(.notReproduced, "when \(observation.change), `\(view.name)`'s body ran again and `\(child.name)` "
                                    + "compared equal: its body did not run", trace: trace)
            }
            let reasons = engine.eventsOfLastStep([.body]).last { $0.node == node.path }?.message ?? ""
            // Only the binding's being new, not a change of what it reads or of another input.
            guard reasons.contains("\(label): binding points elsewhere"), !reasons.contains("bound value") else { return nil }
            return Reproduction(.confirmed, "when \(observation.change), `\(view.name)`'s body ran again and so did `\(child.name)`'s, "
                                + "though nothing it shows changed: `\(label)` is a new `Binding(get:set:)`, which points elsewhere", trace: trace)
        }
    }

    /// The module's view the flagged binding is an argument of, and the property it fills.
    private func receiver(in view: TypeInfo, fileIndex: Int) -> (TypeInfo, String)? {
        let range = setup.finding.range
        var found: (TypeInfo, String)?
        for (statements, bodyFile) in view.memberBodies() where bodyFile == fileIndex && found == nil {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard found == nil, case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind,
                      let type = setup.index.type(named: name), type.isView,
                      let argument = call.allArguments.first(where: { $0.value.range.start <= range.start && range.end <= $0.value.range.end })
                else { return }
                // An unlabelled argument fills the input at its position (a memberwise `init`).
                let position = call.allArguments.firstIndex { $0.value.range == argument.value.range } ?? 0
                let inputs = type.storedProperties.filter { $0.defaultValue == nil }
                guard let property = argument.label?.text ?? (position < inputs.count ? inputs[position].name : nil) else { return }
                found = (type, property)
            }
        }
        return found
    }
}
