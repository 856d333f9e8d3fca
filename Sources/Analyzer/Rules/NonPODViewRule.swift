/// `non-pod-view`: views whose stored inputs make them never compare equal (closures,
/// `AnyView`), or compare field by field by reflection.
public enum NonPODViewRule {
    public static let id = "non-pod-view"

    public static let rule = Rule(
        id: id,
        summary: "A view stores inputs that make SwiftUI diff it by reflection or never see it as unchanged",
        rationale: """
        Before re-running a child's `body`, SwiftUI compares the child view's old and new value: bytewise \
        (memcmp) when the view is POD (plain data: numbers, `Bool`, `UUID`, enums without payloads…), with \
        `==` when a non-POD view conforms to `Equatable`, and otherwise field by field through reflection. \
        In that reflection a closure (`let onTap: () -> Void`, a stored `@ViewBuilder` closure) or a fresh \
        `AnyView` box made in the parent's body never compares equal, so the child's body re-runs on every \
        parent update, however small. Strings, arrays, class references and existentials are compared by \
        reflection too: correct, but slower than memcmp — worth an `Equatable` conformance when the body is \
        large. Dynamic properties (`@State`, `@Environment`, `@ObservedObject`…) make a view non-POD by \
        themselves but are compared by SwiftUI's own rules, so they are not reported.
        """,
        defaultSeverity: .warning,
        examples: NonPODViewExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView, !view.isEquatable, view.kind == .struct else { return [] }
        let classifier = PODClassifier(index: context.index, owner: view)
        var neverEqual: [(StoredProperty, String)] = []
        var reflected: [(StoredProperty, String)] = []
        for property in view.storedProperties where property.wrapper == nil {
            guard let type = property.type else { continue }
            switch classifier.verdict(for: type) {
            case .neverEqual(let reason): neverEqual.append((property, reason))
            case .reflected(let reason): reflected.append((property, reason))
            case .pod, .unknown: break
            }
        }
        let file = context.file(view.fileIndex).path
        if !neverEqual.isEmpty {
            let described = neverEqual.map { "`\($0.0.name)` (\($0.1))" }
            var message = "`\(view.name)` is not `Equatable` and stores \(Phrasing.list(described)), which never compares equal: "
                + "SwiftUI re-runs its body on every update of its parent. Conform `\(view.name)` to `Equatable` comparing "
                + "its data inputs (or wrap it with `.equatable()` where it is used)"
            if neverEqual.contains(where: { isBuilderClosure($0.0) }) {
                message += "; for a builder closure, store the built `Content` instead of the closure."
            } else if neverEqual.contains(where: { $0.1.contains("closure") }) {
                message += ", and move the closure out of the view where possible."
            } else {
                message += ", or pass the concrete view type (a generic `Content`) instead of `AnyView`."
            }
            let notes = neverEqual.map { FindingNote(message: "`\($0.0.name)` is \($0.1)", path: file, range: $0.0.nameRange) }
            return [rule.finding(message, in: context, at: view.nameRange, notes: notes)]
        }
        if !reflected.isEmpty {
            let described = reflected.map { "`\($0.0.name)` (\($0.1))" }
            let size = bodySize(context)
            let advice = size >= largeBody
                ? "Its body is large (\(size) views), so conform it to `Equatable` comparing the inputs that matter."
                : "Its body is small, so this matters only if profiling shows it re-running; `Equatable` comparing the "
                    + "inputs that matter makes the check exact and cheap."
            let message = "`\(view.name)` is not POD and not `Equatable`: SwiftUI compares it field by field by reflection "
                + "because of \(Phrasing.list(described)), which is slower than a bytewise compare. " + advice
            let notes = reflected.map { FindingNote(message: "`\($0.0.name)` is \($0.1)", path: file, range: $0.0.nameRange) }
            var finding = rule.finding(message, in: context, at: view.nameRange, notes: notes)
            finding.severity = .info
            return [finding]
        }
        return []
    }

    /// A body with this many views or more counts as large.
    static let largeBody = 10

    /// The number of views (not modifiers or builder structure) in the view's `body`, where
    /// its `@ViewBuilder` members are already included.
    private static func bodySize(_ context: ViewContext) -> Int {
        var count = 0
        for body in context.bodies where body.member == "body" {
            body.tree.forEachNode { node in if node.kind == .view { count += 1 } }
        }
        return count
    }

    private static func isBuilderClosure(_ property: StoredProperty) -> Bool {
        property.attributes.contains { $0.name == "ViewBuilder" }
    }

}
