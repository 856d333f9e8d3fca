import Analyzer

/// `formatter-in-body`: count how many times the flagged construction (`DateFormatter()`) is
/// evaluated, mount the view (then its real parents) and make one change that runs its body
/// again. Confirmed when that update made another formatter; not reproduced when the body ran
/// again without making one (a `static let` is made once).
struct FormatterInBodyScenario {
    static let ruleID = FormatterInBodyRule.id
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let fileIndex = setup.fileIndex else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        let made = "`" + setup.index.trees[fileIndex].file.text(setup.finding.range) + "`"
        // A stored property's default (`let formatter = DateFormatter()`) is made when a parent
        // creates the view's value: the view's own state running its body again says nothing.
        let madeWithValue = view.storedProperties.contains { property in
            property.defaultValue.map { $0.range.contains(setup.finding.range) } ?? false
        }
        let uses = useSites(view: view, fileIndex: fileIndex)
        func used(_ engine: Engine) -> Int { uses.indices.reduce(0) { $0 + engine.evaluations(of: $1 + 1) } }
        var madeBefore = 0
        var usedBefore = 0
        var ranAgain = false
        func verdict(revealing: Bool, takingFalse conditions: [Int] = []) -> Reproduction {
            BodyRerun.firstVerdict(setup, view: view, prepare: {
                $0.countEvaluations(of: [(setup.finding.range, fileIndex)] + uses)
                $0.assumeFalse(conditionsAt: conditions, fileIndex: fileIndex)
            }, isVisible: revealing ? { !$0.nodes(ofView: view.qualifiedName).isEmpty && $0.evaluations(of: 0) > 0 } : nil,
               shown: revealing ? "the code making \(made)" : nil, beforeStep: { engine, _ in
                madeBefore = engine.evaluations(of: 0)
                usedBefore = used(engine)
            }) { observation in
                ranAgain = true
                let trace = ScenarioSetup.excerpt(observation.engine, under: observation.node.path)
                let count = observation.engine.evaluations(of: 0) - madeBefore
                let bodies = observation.node.bodyCount - observation.bodiesBefore
                if count > 0 {
                    return Reproduction(.confirmed, "when \(observation.change), `\(view.name)`'s body ran again and evaluated \(made) "
                                        + (count == 1 ? "once more" : "\(count) more times") + ": a new formatter for every update", trace: trace)
                }
                // Not made in this update: made once (a `static let`, a cache), or not on this path at
                // all — where the body reaches it through a call, that call ran again or not.
                guard madeBefore > 0, uses.isEmpty || used(observation.engine) > usedBefore,
                      !(madeWithValue && observation.host === view) else { return nil }
                return Reproduction(.notReproduced, "when \(observation.change), `\(view.name)`'s body ran again "
                                    + (bodies == 1 ? "" : "(\(bodies) times) ") + "without evaluating \(made) again", trace: trace)
            }
        }
        let onScreen = verdict(revealing: false)
        guard onScreen.verdict == .inconclusive else { return onScreen }
        // The body may make it only on a path the first state does not take (a list with rows, a
        // loaded model): show that path first, then run the body again.
        let ranAgainOnScreen = ranAgain
        let revealed = verdict(revealing: true)
        if revealed.verdict != .inconclusive { return revealed }
        // A chain of checks the engine cannot decide (`if calendar.isDateInToday(date) { … }
        // else if …`), each taken as true, ends at the first branch: take the first one, two, …
        // of those before the formatter as false to reach its branch.
        let chain = conditions(around: setup.finding.range.start, in: fileIndex)
        let conditions = chain.keys.filter { $0 < setup.finding.range.start }.sorted()
        for count in conditions.indices.prefix(Self.maximumFalseConditions) {
            let taken = Array(conditions[...count])
            let chained = verdict(revealing: true, takingFalse: taken)
            guard chained.verdict != .inconclusive else { continue }
            let file = setup.index.trees[fileIndex].file
            let sources = taken.compactMap { start in chain[start].map { "`" + file.text($0) + "`" } }
            return Reproduction(chained.verdict, chained.summary + " (with " + Phrasing.list(sources) + " taken as false)", trace: chained.trace)
        }
        if ranAgainOnScreen {
            if madeWithValue {
                return Reproduction(.inconclusive, "\(made) is a stored property's default, made when a parent creates `\(view.name)`: "
                                    + "its own state running its body again does not make it, and no parent the engine ran re-created it")
            }
            return Reproduction(.inconclusive, "`\(view.name)`'s body ran again, but never through \(made): it is on a path the engine did not take")
        }
        return onScreen
    }

    /// Conditions taken as false at most, one more each try.
    static let maximumFalseConditions = 4

    /// The `if` conditions (not bindings) of the innermost function or computed property around
    /// `start` in file `fileIndex`, by where each starts.
    private func conditions(around start: Int, in fileIndex: Int) -> [Int: SourceRange] {
        guard let statements = setup.index.memberStatements(at: start, fileIndex: fileIndex) else { return [:] }
        var found: [Int: SourceRange] = [:]
        func collect(_ statements: [Stmt]) {
            for statement in statements {
                guard case .ifStmt(let chain) = statement.kind else { continue }
                var next: IfStatement? = chain
                while let current = next {
                    for condition in current.conditions {
                        if case .expression(let expr) = condition.kind { found[expr.range.start] = expr.range }
                    }
                    collect(current.body.statements)
                    switch current.elseBranch {
                    case .elseIf(let inner)?: next = inner
                    case .block(let block)?: collect(block.statements); next = nil
                    case nil: next = nil
                    }
                }
            }
        }
        collect(statements)
        return found
    }

    /// Where the body reaches the formatter: the call its "used here" note points at, else each
    /// place in the view's code that names the member making it (`Text(amount)`).
    private func useSites(view: TypeInfo, fileIndex: Int) -> [(range: SourceRange, fileIndex: Int)] {
        if let note = setup.finding.notes.first(where: { $0.message.hasPrefix("used here") }),
           let noteFile = setup.index.trees.firstIndex(where: { $0.file.path == note.path }) {
            return [(note.range, noteFile)]
        }
        let start = setup.finding.range.start
        let members = view.computedProperties.map { ($0.name, $0.fileIndex, $0.declarationRange) }
            + view.methods.map { ($0.name, $0.fileIndex, $0.declarationRange) }
        guard let (name, _, declared) = members.first(where: { $0.1 == fileIndex && $0.2.contains(start) }), name != "body" else { return [] }
        var sites: [(range: SourceRange, fileIndex: Int)] = []
        for (statements, bodyFile) in view.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !(bodyFile == fileIndex && declared.contains(expr.range.start)), expr.selfMemberName == name else { return }
                sites.append((expr.range, bodyFile))
            }
        }
        return sites
    }
}
