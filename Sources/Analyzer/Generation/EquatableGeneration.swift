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

    /// `only`: the views to plan (all opted-in views by default).
    public init(index: ModuleIndex, only: (TypeInfo) -> Bool = { _ in true }) {
        var plans: [EquatablePlan] = []
        var warnings: [Warning] = []
        for view in index.views where only(view) {
            guard let plan = EquatablePlan.make(for: view, in: index) else { continue }
            let path = index.trees[view.fileIndex].file.path
            let subject = "`\(view.name)` opts in to a generated `Equatable` conformance, but"
            for blocker in plan.blockers {
                warnings.append(Warning(path: path, range: blocker.range, message: "\(subject) `\(blocker.property)` blocks it: "
                    + "\(blocker.reason). \(blocker.remedy), or leave it out with `// viewlint:equatable ignore: \(blocker.property)`."))
            }
            if let optIn = view.equatableOptIn, !plan.unknownIgnored.isEmpty {
                let names = Phrasing.list(plan.unknownIgnored.map { "`\($0)`" })
                warnings.append(Warning(path: path, range: optIn.range ?? view.nameRange,
                                        message: "`ignore:` names \(names), which `\(view.name)` does not store."))
            }
            if plan.blockers.isEmpty, let reason = plan.sameFileReason {
                // `--fix` writes it where `non-pod-view` reports the view; a view of plain data
                // is not reported, because SwiftUI already compares it byte by byte.
                let advice = Self.isPlainData(view, in: index)
                    ? "its inputs are plain data, which SwiftUI already compares byte by byte, so the opt-in can go"
                    : "run `viewlint --fix` to write the conformance beside the view"
                warnings.append(Warning(path: path, range: view.nameRange, message: "\(subject) \(reason): \(advice)."))
            }
            if plan.blockers.isEmpty, !plan.unsendableGenerics.isEmpty {
                let names = Phrasing.list(plan.unsendableGenerics.map { "`\($0)`" })
                warnings.append(Warning(path: path, range: view.nameRange, message: "`\(view.name)`'s generated `==` compares values of "
                    + "\(names), which \(plan.unsendableGenerics.count == 1 ? "is" : "are") not known to be `Sendable`: Swift 6 warns "
                    + "when the `nonisolated` `==` reads them from the main-actor view. Constrain \(names) to `Sendable`."))
            }
            if plan.blockers.isEmpty && plan.sameFileReason == nil { plans.append(plan) }
        }
        self.plans = plans
        self.warnings = warnings
    }

    /// Every data input is POD (what `non-pod-view` checks): nothing to gain from `Equatable`.
    private static func isPlainData(_ view: TypeInfo, in index: ModuleIndex) -> Bool {
        let classifier = PODClassifier(index: index, owner: view)
        return view.storedProperties.filter { $0.wrapper == nil }.allSatisfy { property in
            guard let type = property.type, case .pod = classifier.verdict(for: type) else { return false }
            return true
        }
    }
}
