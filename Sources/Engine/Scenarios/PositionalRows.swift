import Analyzer

/// `unstable-identity` for rows identified by position (`ForEach(Array(items.enumerated()),
/// id: \.offset)`, `ForEach(items.indices, id: \.self)`): mount the view, remove the first
/// element of the collection the rows are made from — the view's own `@State`, or a property of
/// a model it holds, as a delete does — and see which rows SwiftUI keeps. Identified by
/// position, the first row stays, with its state, and shows the next element, while the last
/// row goes; identified by the element, the first row goes and the others keep theirs.
struct PositionalRows {
    let setup: ScenarioSetup
    let view: TypeInfo
    /// How the rows are identified by position; `nil` for rows identified by their element (the
    /// fixed form, `ForEach(items)`), which the same change shows keeping their identity.
    let positions: RowIdentity.Kind?
    /// The collection the rows are made from (`items`).
    let collection: Expr
    /// Where the `ForEach` (or `List`) is written.
    let origin: SourceOrigin

    /// The positional rows a finding points at, when it points at a `ForEach`/`List` call.
    init?(_ setup: ScenarioSetup, view: TypeInfo) {
        guard let fileIndex = setup.fileIndex else { return nil }
        let start = setup.finding.range.start
        guard let (_, call) = setup.call(in: view, fileIndex: fileIndex, calleeStart: start, where: { call in
            guard case .identifier(let name) = call.callee.kind else { return false }
            return name == "ForEach" || name == "List"
        }) else { return nil }
        if let rows = RowIdentity(call) {
            positions = rows.kind
            collection = rows.collection
        } else {
            guard let data = call.arguments.first, data.label == nil else { return nil }
            positions = nil
            collection = data.value
        }
        self.setup = setup
        self.view = view
        self.origin = SourceOrigin(fileIndex: fileIndex, range: call.callee.range)
    }

    func run() -> Reproduction {
        let source = setup.index.trees[origin.fileIndex].file.text(collection.range)
        guard positions != .constantRange else {
            return Reproduction(.inconclusive, "a range with no `id:` is read once by SwiftUI, which the engine does not model")
        }
        guard let path = collection.memberPath, (1...2).contains(path.count) else {
            return Reproduction(.inconclusive, "the rows are made from `\(source)`, which the engine cannot change by itself")
        }
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: view.qualifiedName, hostName: "`\(view.name)`",
                                 what: "a second row of `\(source)`", isVisible: { (rowsNode(in: $0)?.rows.count ?? 0) >= 2 }) {
        case .success(let found): exploration = found
        case .failure(let failure): return Reproduction(.inconclusive, failure.reason)
        }
        guard let engine = exploration.freshEngine(), let before = rowsNode(in: engine) else {
            return Reproduction(.inconclusive, "the rows of `\(source)` did not show again in a fresh run")
        }
        guard let (removal, collection) = removalOfFirst(path, in: engine), collection.count >= 2 else {
            return Reproduction(.inconclusive, "the rows are made from `\(source)`, which is not state of `\(view.name)` or of a model it "
                                + "holds: only its creators change it")
        }
        let shownBefore = before.rows.map { (node: $0.node, shows: shown($0.element, in: collection)) }
        let change = "the first element of `\(source)` (\(ValuePrinter.describe(collection[0], limit: 40))) was removed"
        if case .inconclusive(let reason) = engine.perform("remove the first element of \(path.joined(separator: "."))", {
            try engine.harness.apply(removal)
        }) {
            return Reproduction(.inconclusive, reason)
        }
        let remaining = Array(collection.dropFirst())
        let after = rowsNode(in: engine).map { Dictionary($0.rows.map { ($0.node.key, $0.element) }, uniquingKeysWith: { first, _ in first }) } ?? [:]
        let trace = ScenarioSetup.excerpt(engine, under: before.node.path)
        for row in shownBefore where engine.contains(row.node) {
            guard let element = after[row.node.key] else { continue }
            let now = shown(element, in: remaining)
            guard !ValueEquality.equal(now, row.shows) else { continue }
            let gone = shownBefore.filter { !engine.contains($0.node) }.map { ValuePrinter.describe($0.shows, limit: 40) }
            let state = Self.stateNames(under: row.node)
            let kept = state.isEmpty ? "" : ", with its state (\(state.map { "`\($0)`" }.joined(separator: ", ")))"
            let instead = gone.isEmpty ? "" : "; the row of \(gone.joined(separator: ", ")) was removed instead"
            return Reproduction(.confirmed, "when \(change), the row that showed \(ValuePrinter.describe(row.shows, limit: 40)) stayed\(kept) "
                                + "and now shows \(ValuePrinter.describe(now, limit: 40))\(instead): rows identified by position take "
                                + "the identity of the row that was there", trace: trace)
        }
        return Reproduction(.notReproduced, "when \(change), its row was removed and every other row kept its element and identity",
                            trace: trace)
    }

    /// The `ForEach` node the finding is about, with its rows (their nodes and data elements).
    private func rowsNode(in engine: Engine) -> (node: RenderNode, rows: [(node: RenderNode, element: Value)])? {
        var found: (RenderNode, [(node: RenderNode, element: Value)])?
        engine.root?.forEachNode { node in
            guard found == nil, case .forEach(let elements, let written) = node.view, written.fileIndex == origin.fileIndex,
                  written.range.start == origin.range.start else { return }
            let byKey = Dictionary(elements.map { (ChildKey.each(ValueEquality.identityKey($0.id)), $0.element) },
                                   uniquingKeysWith: { first, _ in first })
            found = (node, node.children.compactMap { child in byKey[child.key].map { (child, $0) } })
        }
        return found
    }

    /// A change removing the collection's first element, and the collection now: the view's own
    /// `@State`, or a property of a model the harness knows the view holds.
    private func removalOfFirst(_ path: [String], in engine: Engine) -> (Harness.Step, [Value])? {
        let name = path.joined(separator: ".")
        if path.count == 1, case .array(let elements)? = engine.nodes(ofView: view.qualifiedName).first?.state[name]?.value {
            return (Harness.Step(kind: .state, name: name, value: .array(Array(elements.dropFirst()))), elements)
        }
        for step in engine.harnessSteps where step.name == name {
            guard case .field(let object) = step.kind,
                  case .array(let elements)? = engine.runtime.interpreter.heap[object].fields[path[path.count - 1]] else { continue }
            return (Harness.Step(kind: step.kind, name: name, value: .array(Array(elements.dropFirst()))), elements)
        }
        return nil
    }

    /// What a row shows of the collection: the `element` of an `enumerated()` pair, the element
    /// at an index, or the element itself.
    private func shown(_ element: Value, in collection: [Value]) -> Value {
        if case .tuple(let parts) = element, let value = parts.first(where: { $0.label == "element" })?.value { return value }
        if positions == .index, case .int(let position) = element {
            return collection.indices.contains(position) ? collection[position] : .null
        }
        return element
    }

    /// The `@State` names of the first view in a row that has any.
    private static func stateNames(under node: RenderNode) -> [String] {
        var names: [String] = []
        node.forEachNode { if names.isEmpty, !$0.state.isEmpty { names = $0.state.keys.sorted() } }
        return names
    }
}
