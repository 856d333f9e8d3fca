/// Runs rules over a module and turns their findings into what a user sees: per-file
/// settings applied, suppressions honoured, sorted by path, line and column. A view the app
/// never shows (``NameMentions/isShown(_:index:uses:)``), or a member of a view nothing uses,
/// is dead code: no warning is given about it.
public struct Linter: Sendable {
    public let rules: [Rule]

    public init(rules: [Rule] = RuleRegistry.rules) {
        self.rules = rules
    }

    /// Lints a module. `settings` gives each file's rule settings (by path).
    public func lint(_ index: ModuleIndex, settings: @Sendable (String) -> RuleSettings = { _ in RuleSettings() },
                     jobs: Int = ParallelRunner.defaultJobs) -> [Finding] {
        guard !RuleSilencing.silencesEverything else { return [] }
        let rules = self.rules
        let uses = ModuleUses.collect(from: index, jobs: jobs)
        var jobsList: [ViewJob] = index.views.map { .view($0) }
        if !index.trees.isEmpty { jobsList.append(.module) }
        let raw = ParallelRunner.map(jobsList, jobs: jobs) { job -> [Finding] in
            switch job {
            case .view(let view):
                let context = ViewContext(index: index, uses: uses, view: view, bodies: ViewBodies.bodies(of: view, in: index),
                                          viewExtensionMethods: [], fileIndex: view.fileIndex)
                let findings = rules.flatMap { $0.check(context) }
                // A view the app never shows is dead code: what it would do never happens. (Asked
                // only when a warning is due: it may search the module's names.)
                guard findings.contains(where: { $0.severity != .info }) else { return findings }
                guard NameMentions.isShown(view, index: index, uses: uses) else { return [] }
                // So is a member of the view nothing uses (a PDF renderer left uncalled).
                return findings.filter { $0.severity == .info || !NameMentions.isInUnusedMember($0, of: view, index: index, uses: uses) }
            case .module:
                let context = ViewContext(index: index, uses: uses, view: nil, bodies: [], viewExtensionMethods: index.viewExtensionMethods,
                                          fileIndex: index.viewExtensionMethods.first?.fileIndex ?? 0)
                return rules.flatMap { $0.check(context) }
            }
        }.flatMap { $0 }.uniqued()

        let defaults = Dictionary(uniqueKeysWithValues: RuleRegistry.rules.map { ($0.id, $0.defaultSeverity) })
        let ranRuleIDs = Set(rules.map(\.id))
        var byPath: [String: [Finding]] = [:]
        for finding in raw { byPath[finding.path, default: []].append(finding) }
        var result: [Finding] = []
        for tree in index.trees {
            let path = tree.file.path
            let fileSettings = settings(path)
            let configured = (byPath[path] ?? []).filter { fileSettings.isEnabled($0.ruleID) }
            var suppressions = Suppressions(tree: tree, knownRuleIDs: RuleRegistry.ids)
            let enabledHere = ranRuleIDs.filter { fileSettings.isEnabled($0) }
            let kept = suppressions.apply(to: configured, ranRules: enabledHere).map { finding -> Finding in
                var adjusted = finding
                adjusted.severity = fileSettings.severity(of: finding, defaultSeverity: defaults[finding.ruleID] ?? finding.severity)
                return adjusted
            }
            result += kept.map { ($0, tree.file.location(of: $0.range.start)) }
                .sorted { ($0.1, $0.0.ruleID) < ($1.1, $1.0.ruleID) }
                .map(\.0)
        }
        return result.stableSortedByPath()
    }

    private enum ViewJob: Sendable {
        case view(TypeInfo)
        /// Once per module: its `View` extensions and its other declarations.
        case module
    }
}

private extension Array where Element == Finding {
    /// A modifier reachable from two bodies (`body` and a `@ViewBuilder` member it uses) is
    /// checked twice, and a helper several views use is found from each; keep one finding per
    /// rule and place, the most severe (a formatter helper one list row uses is a warning,
    /// whatever single screens use it too).
    func uniqued() -> [Finding] {
        var kept: [Finding] = []
        var position: [String: Int] = [:]
        for finding in self {
            let key = "\(finding.ruleID)|\(finding.path)|\(finding.range.start)"
            if let at = position[key] {
                if finding.severity > kept[at].severity { kept[at] = finding }
            } else {
                position[key] = kept.count
                kept.append(finding)
            }
        }
        return kept
    }

    /// Sorting by path alone would not keep the per-file line order stable; group instead.
    func stableSortedByPath() -> [Finding] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in self {
            if groups[finding.path] == nil { order.append(finding.path) }
            groups[finding.path, default: []].append(finding)
        }
        return order.sorted().flatMap { groups[$0]! }
    }
}
