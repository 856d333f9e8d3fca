import Analyzer

/// How a scenario reaches the code a finding is about: mount a host view (a real parent, or the
/// flagged view itself) and, when the code is not on screen at first, find one change that shows
/// it (a list that gets an element, a flag that opens a section), or every list the screen holds
/// loaded at once (then with every value it lacks set too) — failing that, the same with the
/// host's inputs made up as loaded data (a row whose date is set). Each trial then starts from a
/// fresh engine in that same state, so trials never see each other's changes.
struct Exploration {
    let index: ModuleIndex
    let host: String
    /// The changes applied after mounting to show the code (empty when it shows at once): one,
    /// the same property changed twice, or every list loaded (and every missing value set).
    let reveal: [Harness.Step]
    /// The changes a trial can make from there.
    let steps: [Harness.Step]
    /// What a user can do on the screen from there: the changes the app's own code makes.
    let actions: [Harness.Step]
    /// The view the scenario is about: of a `TabView`'s tabs, the one holding it is on screen.
    let focus: String?
    /// The host's inputs are made up as loaded data (every optional set, lists of two elements):
    /// the empty values did not show the code.
    var fillsInputs = false

    /// Changes tried to show code that is not on screen at first, at most.
    static let maximumReveals = 12

    /// Finds how to show what `isVisible` looks for; the reason when nothing shows it. `prepare`
    /// sees each engine before it mounts (to count evaluations `isVisible` asks about).
    /// `loadedOnly`: only with the inputs made up as loaded data (a retry, when the empty values
    /// showed the code but decided nothing).
    static func start(index: ModuleIndex, host: String, hostName: String, what: String, focus: String? = nil, loadedOnly: Bool = false,
                      prepare: (Engine) -> Void = { _ in }, isVisible: (Engine) -> Bool) -> Result<Exploration, ExplorationFailure> {
        var tried = 0
        var stopped: String?
        var mounted = false
        // The inputs as made up first (empty lists, `nil`s), then as loaded data.
        for fills in loadedOnly ? [true] : [false, true] {
            func engine() -> Engine {
                let engine = Engine(module: index)
                engine.harness.focus = focus
                engine.harness.fillsInputs = fills
                prepare(engine)
                return engine
            }
            let probe = engine()
            if case .inconclusive(let reason) = probe.mount(host) {
                // Made-up empty data can stop a mount (`items[0]` of an empty list): loaded data may not.
                stopped = stopped ?? reason
                continue
            }
            mounted = true
            if isVisible(probe) {
                return .success(Exploration(index: index, host: host, reveal: [], steps: probe.harnessSteps, actions: probe.actionSteps,
                                            focus: focus, fillsInputs: fills))
            }
            for step in probe.harnessSteps.prefix(maximumReveals) {
                let revealing = engine()
                guard revealing.mount(host) == .finished, revealing.drive(step) == .finished else { continue }
                var reveal = [step]
                // The same property changed once more: a list's second row.
                if !isVisible(revealing), let again = revealing.harnessSteps.first(where: { $0.changesSameProperty(as: step) }),
                   revealing.drive(again) == .finished {
                    reveal.append(again)
                }
                guard isVisible(revealing) else { continue }
                return .success(Exploration(index: index, host: host, reveal: reveal,
                                            steps: revealing.harnessSteps.filter { !$0.changesSameProperty(as: step) || $0.keepsCase(of: step) },
                                            actions: revealing.actionSteps, focus: focus, fillsInputs: fills))
            }
            // Every list the screen holds loaded at once (messages and their participants); then
            // with every value it lacks set too (the episode playing, its sleep timer): what the
            // app shows once its data is in, where no one change showed the code.
            let lists = probe.harnessSteps.filter(\.loadsRows)
            let filled = probe.harnessSteps.filter { $0.loadsRows || $0.setsMissingValue }
            for loads in filled.count > lists.count ? [lists, filled] : [lists] where loads.count > 1 {
                let revealing = engine()
                if revealing.mount(host) == .finished, loads.allSatisfy({ revealing.drive($0) == .finished }), isVisible(revealing) {
                    return .success(Exploration(index: index, host: host, reveal: loads,
                                                steps: revealing.harnessSteps.filter { step in !loads.contains { step.changesSameProperty(as: $0) } },
                                                actions: revealing.actionSteps, focus: focus, fillsInputs: fills))
                }
            }
            if !fills { tried = min(probe.harnessSteps.count, maximumReveals) }
        }
        if let stopped, !mounted { return .failure(ExplorationFailure(stopped)) }
        // Say what was tried, not more: what shows the code may be data the app loads, or two
        // changes together.
        let changes = tried == 0 ? "and the engine has no change to try there" : tried == 1 ? "nor after the one change the engine tried"
            : "nor after any of the \(tried) single changes the engine tried"
        return .failure(ExplorationFailure("\(what) is not on screen when \(hostName) is shown, \(changes) (it may need data the app "
                                           + "loads, or several changes)"))
    }

    /// The changes the running app makes from there, which alone confirm a finding about a
    /// changing value: what a user does on the screen, and the work the screen started as it
    /// appeared going on — where the code shows from the start; after a change the engine made
    /// to show it, that work may long have ended in the app.
    var realChanges: [Harness.Step] { realChanges(offering: actions) }

    /// The same, with the actions the screen offers in another state (a field typed into
    /// enables its button).
    func realChanges(offering actions: [Harness.Step]) -> [Harness.Step] {
        (reveal.isEmpty ? [Harness.Step.resume] : []) + actions
    }

    /// First acts tried, and acts tried after each, at most.
    static let maximumFirstActs = 6
    static let maximumSecondActs = 8
    /// The same, where only a presentation's acts come second: fewer, for what a heavy screen
    /// costs to mount for each.
    static let maximumPresentingActs = 4

    /// What a user does in two acts, for where no one act showed the problem: each of `first`
    /// (a mode switched on: "Select", "Edit"; or rows loaded, ``Harness/Step/loadsRows``), then
    /// each act the screen offers after it (a row tapped in that mode, "Save" in the sheet "Edit"
    /// opened, "Reply" on a loaded message), in tree order. `presentedOnly`:
    /// only acts in a sheet or an alert the first one brought up ("Save"): the engine does not
    /// know what a presentation covers, so an act that was on screen before may be under it.
    func actPairs(first: [Harness.Step], presentedOnly: Bool = false) -> [(Harness.Step, Harness.Step)] {
        let openings = first.filter { $0.isUserAction || $0.loadsRows }.prefix(presentedOnly ? Self.maximumPresentingActs : Self.maximumFirstActs)
        return openings.flatMap { opening -> [(Harness.Step, Harness.Step)] in
            guard let engine = freshEngine() else { return [] }
            let before = Set(engine.actionSteps.compactMap { $0.target?.spot })
            guard engine.drive(opening) == .finished else { return [] }
            // A first act that brings up a sheet or an alert leaves only its acts to the user.
            let after = engine.actionSteps
            let presentsNow = after.contains { step in step.target.map { $0.isInPresentation && !before.contains($0.spot) } == true }
            let offered = after.filter { step in
                guard presentedOnly || presentsNow else { return true }
                guard let act = step.target else { return false }
                return act.isInPresentation && !before.contains(act.spot)
            }
            return offered.prefix(Self.maximumSecondActs).map { (opening, $0) }
        }
    }

    /// Lists of the screen's own state and models loaded by hand (two rows: a queue to go
    /// through), then each act the screen offers with them ("Next"): what the user does once
    /// the app's data is in. (Not the host's inputs: its creators decide those.)
    func loadedActs() -> [([Harness.Step], Harness.Step)] {
        steps.filter { $0.loadsRows && $0.kind != .input }.prefix(Self.maximumPresentingActs).flatMap { load -> [([Harness.Step], Harness.Step)] in
            guard let engine = freshEngine(), engine.drive(load) == .finished else { return [] }
            var opening = [load]
            if let again = engine.harnessSteps.first(where: { $0.changesSameProperty(as: load) }), engine.drive(again) == .finished {
                opening.append(again)
            }
            return engine.actionSteps.prefix(Self.maximumSecondActs).map { (opening, $0) }
        }
    }

    /// A fresh engine with the host mounted and the revealing change made; `prepare` sees the
    /// engine before it mounts. For `step`, an engine that can take it: one that holds tasks at
    /// their `await`s for the app's work to go on (``Harness/Step/resume``).
    /// `opening`: acts taken after the reveal too (the first of two).
    func freshEngine(for step: Harness.Step? = nil, after opening: [Harness.Step] = [], prepare: (Engine) -> Void = { _ in }) -> Engine? {
        let engine = Engine(module: index)
        engine.harness.focus = focus
        engine.harness.fillsInputs = fillsInputs
        if step?.kind == .resume { engine.holdsTasksAtAwait = true }
        prepare(engine)
        guard engine.mount(host) == .finished else { return nil }
        for step in reveal + opening where engine.drive(step) != .finished { return nil }
        return engine
    }
}

/// Why a scenario could not reach the code.
struct ExplorationFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
