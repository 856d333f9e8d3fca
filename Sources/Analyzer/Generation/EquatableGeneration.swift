/// The `Equatable` conformances one module's opted-in views get, and what the developer is
/// told about the ones that cannot be generated.
public struct EquatableGeneration: Sendable {
    /// A problem with one opt-in, at the place to change.
    public struct Warning: Sendable {
        public let path: String
        public let range: SourceRange
        public let message: String
    }

    /// The views whose conformance goes into the generated file, in source order.
    public let plans: [EquatablePlan]
    public let warnings: [Warning]

    public init(index: ModuleIndex) {
        var plans: [EquatablePlan] = []
        var warnings: [Warning] = []
        for view in index.views {
            guard let plan = EquatablePlan.make(for: view, in: index) else { continue }
            let path = index.trees[view.fileIndex].file.path
            let subject = "`\(view.name)` opts in to a generated `Equatable` conformance, but"
            for blocker in plan.blockers {
                warnings.append(Warning(path: path, range: blocker.range, message: "\(subject) `\(blocker.property)` blocks it: "
                    + "\(blocker.reason). Make its type `Equatable`, or leave it out with `// viewlint:equatable ignore: \(blocker.property)`."))
            }
            if let optIn = view.equatableOptIn, !plan.unknownIgnored.isEmpty {
                let names = Phrasing.list(plan.unknownIgnored.map { "`\($0)`" })
                warnings.append(Warning(path: path, range: optIn.range ?? view.nameRange,
                                        message: "`ignore:` names \(names), which `\(view.name)` does not store."))
            }
            if plan.blockers.isEmpty, let reason = plan.sameFileReason {
                warnings.append(Warning(path: path, range: view.nameRange, message: "\(subject) \(reason), so another file cannot "
                    + "extend it: run `viewlint --fix` to write the conformance beside the view."))
            }
            if plan.blockers.isEmpty, !plan.unsendableConditions.isEmpty {
                let names = Phrasing.list(plan.unsendableConditions.map { "`\($0)`" })
                warnings.append(Warning(path: path, range: view.nameRange, message: "`\(view.name)`'s generated `==` compares values of "
                    + "\(names), which \(plan.unsendableConditions.count == 1 ? "is" : "are") not known to be `Sendable`: Swift 6 warns "
                    + "when the `nonisolated` `==` reads them from the main-actor view. Constrain \(names) to `Sendable`."))
            }
            if plan.blockers.isEmpty && plan.sameFileReason == nil { plans.append(plan) }
        }
        self.plans = plans
        self.warnings = warnings
    }
}
