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
        var madeBefore = 0
        var ranAgain = false
        let verdict = BodyRerun.firstVerdict(setup, view: view, prepare: { $0.countEvaluations(of: setup.finding.range, inFile: fileIndex) },
                                             beforeStep: { engine, _ in madeBefore = engine.evaluations }) { observation in
            ranAgain = true
            let trace = ScenarioSetup.excerpt(observation.engine, under: observation.node.path)
            let count = observation.engine.evaluations - madeBefore
            let bodies = observation.node.bodyCount - observation.bodiesBefore
            if count > 0 {
                return Reproduction(.confirmed, "when \(observation.change), `\(view.name)`'s body ran again and evaluated \(made) "
                                    + (count == 1 ? "once more" : "\(count) more times") + ": a new formatter for every update", trace: trace)
            }
            // Not made in this update: made once (a `static let`), or not on this path at all.
            guard madeBefore > 0 else { return nil }
            return Reproduction(.notReproduced, "when \(observation.change), `\(view.name)`'s body ran again "
                                + (bodies == 1 ? "" : "(\(bodies) times) ") + "without evaluating \(made) again", trace: trace)
        }
        if verdict.verdict == .inconclusive, ranAgain {
            return Reproduction(.inconclusive, "`\(view.name)`'s body ran again, but never through \(made): it is on a path the engine did not take")
        }
        return verdict
    }
}
