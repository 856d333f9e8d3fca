/// `state-initialized-from-input`: an `init` that fills `@State`/`@StateObject` from one of its
/// parameters. SwiftUI keeps state per view identity and ignores every later initial value, so
/// a new value of the parameter for the same view never reaches the state.
public enum StateInitializedFromInputRule {
    public static let id = "state-initialized-from-input"

    public static let rule = Rule(
        id: id,
        summary: "`@State`/`@StateObject` filled from an `init` parameter: later values of the parameter are ignored",
        rationale: """
        `State(initialValue:)` and `StateObject(wrappedValue:)` give SwiftUI an *initial* \
        value. SwiftUI creates the storage once, when the view first appears at its place in \
        the tree, and keeps it for as long as the view keeps its identity; every later \
        initial value is thrown away (for `StateObject`, the object is not even created). So \
        when the parent re-creates the view with another value of the parameter — the next \
        selected note, a refreshed item — the view goes on showing the copy it made first. \
        Derive the value from the input instead of copying it (a computed property, or \
        `@Binding` to the parent's state), or tie the view's identity to the input where it is \
        created (`NoteEditor(note: note).id(note.id)`), which makes a new view, and new \
        state, for each value. Key an edit buffer whose edits reach the input (through a \
        binding or a callback) on what identifies the item, not on the whole value, which \
        changes with every edit. viewlint reports an input that a view of the module changes for \
        the same view — its own state or a setting, shown in the notes — and a value a model \
        publishes (`@Published`, `@Observable`) copied into plain state the view only shows; \
        not reported: constant initial values, forwarded bindings \
        (`_text = text`) and copies of a binding's value (an edit buffer the view writes back), \
        changes that are the view's own edits coming back (through a binding it assigns from \
        its copy, or a callback it calls with it: `onSave(image)`), changes made where the view \
        is absent (in the other branch of the `if`/`switch` that shows it), \
        state the view copies again itself (`onChange`, `onReceive`) or hands, as a binding, to \
        code it also hands the input (`.cachedImage(for: profile, into: $image)`), views every creation \
        site fixes the input of (a row's element, presented content, a view made in an action or \
        in a callback another view keeps and presented from there) or gives an `.id(…)` keyed \
        on it, edit buffers every creation site keys on the identity of the item the input \
        comes from (`.id(viewModel.id)`), other dynamic properties (`Query(…)`, `FocusState`). A parameter named \
        as initial-only (`initialValue`, `initialSelection`) says the copy is meant: a remark.
        """,
        defaultSeverity: .warning,
        examples: StateInitializedFromInputExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView else { return [] }
        let owned = Dictionary(view.storedProperties.filter { $0.wrapper == .state || $0.wrapper == .stateObject }.map { ($0.name, $0) },
                               uniquingKeysWith: { first, _ in first })
        guard !owned.isEmpty else { return [] }
        let variability = ValueVariability(index: context.index, uses: context.uses)
        let echoes = EditBufferEchoes(view: view, index: context.index, uses: context.uses)
        let dependencies = MemberDependencies(type: view)
        var findings: [Finding] = []
        for (initializer, fileIndex) in view.initializersWithFiles {
            guard let body = initializer.body?.statements else { continue }
            let parameters = Set(initializer.parameters.compactMap(\.internalName))
            let bindings = Set(initializer.parameters.filter { isBinding($0.type) }.compactMap(\.internalName))
            for copy in StateCopy.all(in: body, owned: owned, parameters: parameters, fileIndex: fileIndex) {
                // A copy of a binding's value is an edit buffer or a mirror: the view can write
                // the source back.
                guard bindings.isDisjoint(with: copy.parameters) else { continue }
                let echoing = echoes.inputs(echoing: copy.property)
                // Reported where a view of the module changes the value itself (a selection, a
                // setting): the plainest case of a new value for the same view. The view's own
                // edits, handed back through a binding or a callback, are no such change.
                guard !isResynced(copy.property, in: view, context: context, dependencies: dependencies),
                      !isHandedWithItsSource(copy, through: initializer, in: view, index: context.index),
                      let evidence = partsUsed(of: copy.property, in: view, dependencies: dependencies, index: context.index).lazy
                        .compactMap({ variability.inputVariability(copy.property, of: view, through: initializer, reading: $0,
                                                                   echoing: echoing)?.evidence }).first,
                      evidence.isViewStateWrite || (evidence.isObservedModelWrite && copiesModelValue(copy, in: view, variability: variability))
                else { continue }
                // An edit buffer: the view edits the copy and hands the edits back.
                let isEditBuffer = !echoing.isEmpty && !variability.effectiveWrites(of: copy.property.name, in: view).isEmpty
                if isEditBuffer && isKeyedByItem(copy, through: initializer, of: view, context: context) { continue }
                findings.append(finding(copy, view: view, evidence: evidence, context: context, isEditBuffer: isEditBuffer,
                                        identity: identity(of: copy, through: initializer, in: view, index: context.index)))
            }
        }
        return findings
    }

    /// A copy the app's model changes under: a plain value (`_count = State(initialValue: count)`
    /// of a `@Published` count) that the view only shows. Not a `@StateObject` built from the
    /// input or `@State` holding an object (a view model made for the view, on purpose, once),
    /// and not state the view hands out as a binding (`TextField("Name", text: $draftName)`): an
    /// edit buffer, filled once on purpose and written back when the user saves.
    private static func copiesModelValue(_ copy: StateCopy, in view: TypeInfo, variability: ValueVariability) -> Bool {
        guard copy.property.wrapper == .state else { return false }
        if let type = ExpressionTypes(index: variability.index).type(of: copy.property, in: view), type.kind == .class || type.kind == .actor {
            return false
        }
        return !variability.effectiveWrites(of: copy.property.name, in: view).contains { write in
            write.handedTo != nil || write.isBindingHandOff(in: variability.index)
        }
    }

    /// The parts of a struct copy the view uses, each to be judged alone: `[["id"]]` for a
    /// `meta` it only uses as `meta.id`, which a rename of the source (`meta.name = …`) leaves
    /// alone. `[[]]`, the whole value, when the view uses the value itself or something
    /// computed from it, or the copy is no struct of the module; none when the view never reads it.
    private static func partsUsed(of property: StoredProperty, in view: TypeInfo, dependencies: MemberDependencies,
                                  index: ModuleIndex) -> [[String]] {
        let accesses = dependencies.accesses(of: property.name)
        // State the view never reads (Planet's audio player keeps `url` but plays the player it
        // made in `init`): a stale copy shows nothing and decides nothing.
        guard accesses.contains(where: { $0.kind != .write }) else { return [] }
        guard let type = ExpressionTypes(index: index).type(of: property, in: view), type.kind == .struct else {
            return [[]]
        }
        var parts: [[String]] = []
        for access in accesses {
            guard access.path.count > 1, type.storedProperty(named: access.path[1]) != nil else { return [[]] }
            if !parts.contains([access.path[1]]) { parts.append([access.path[1]]) }
        }
        return parts
    }

    /// `Binding<T>` (also `SwiftUI.Binding<T>`, `Binding<T>?`).
    private static func isBinding(_ type: TypeRef?) -> Bool {
        switch type?.kind {
        case .named(let components)?: return components.last?.name.text == "Binding"
        case .optional(let wrapped)?, .implicitlyUnwrapped(let wrapped)?: return isBinding(wrapped)
        default: return false
        }
    }

    /// The view copies new values in itself: it writes the state when something changes
    /// (`onChange`, `onReceive`, `task(id:)`), also from a closure inside (`withAnimation`,
    /// `asyncAfter`) or through a method of its own the reaction calls, so a later value does
    /// reach it.
    private static func isResynced(_ property: StoredProperty, in view: TypeInfo, context: ViewContext,
                                   dependencies: MemberDependencies) -> Bool {
        let reactions: Set<String> = ["onChange", "onReceive", "task"]
        if context.uses.writes(of: property.name, in: view).contains(where: { reactions.contains($0.via ?? "") }) { return true }
        // A `body` that returns its view and before that writes the state (`DispatchQueue.main
        // .async { if oldValue != value { …; oldValue = value } }`, an `onChange` back-port):
        // at each update. (In a builder body, statements are views, and their closures actions.)
        if let body = view.computedProperty(named: "body") {
            let sideStatements = body.body.filter { if case .returnStmt = $0.kind { return false } else { return true } }
            var writes = false
            // (Only where a `return` is there to leave out.)
            SyntaxWalk.expressions(in: sideStatements.count < body.body.count ? sideStatements : [], intoClosures: true) { expr in
                if case .assignment(let target, _) = expr.kind, target.memberPath == [property.name] { writes = true }
            }
            if writes { return true }
        }
        // What each reaction writes, in its closure or a method it calls or names
        // (`.onChange(of: x, perform: handleChange)`).
        var resyncs = false
        for body in context.bodies where !resyncs {
            body.tree.forEachNode { node in
                guard !resyncs, let modifier = node.modifier, reactions.contains(modifier.name) else { return }
                resyncs = node.closures.contains { closure in
                    closure.role == modifier.name && dependencies.storedWrites(of: closure.accesses).contains(property.name)
                }
            }
        }
        return resyncs
    }

    /// Whether the view hands the state, as a binding, to a call that it also hands the input
    /// the copy was made from (`.cachedImage(for: profile, into: $cachedImage)`): that code
    /// can write the state again when the input changes, as an `onChange` would. The input is
    /// the stored property the initializer sets from the parameter the copy reads.
    private static func isHandedWithItsSource(_ copy: StateCopy, through initializer: FunctionDecl, in view: TypeInfo,
                                              index: ModuleIndex) -> Bool {
        let mapping = InitializerMapping(view: view, index: index)
        let sources = Set(view.storedProperties.filter { property in
            mapping.assignments(of: property.name, in: initializer).contains { value in
                if case .identifier(let name) = value.kind { return copy.parameters.contains(name) }
                return false
            }
        }.map(\.name))
        guard !sources.isEmpty else { return false }
        let binding = "$" + copy.property.name
        var handed = false
        for (statements, _) in view.memberBodies() where !handed {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !handed, case .call(let call) = expr.kind else { return }
                let values = call.allArguments.map(\.value)
                handed = values.contains { if case .identifier(binding) = $0.kind { return true } else { return false } }
                    && values.contains { $0.rootName.map(sources.contains) ?? false }
            }
        }
        return handed
    }

    /// What identifies the copied input, to key the view on: `meta.id` when the one input
    /// copied has an `id`.
    private static func identity(of copy: StateCopy, through initializer: FunctionDecl, in view: TypeInfo, index: ModuleIndex) -> String? {
        guard copy.parameters.count == 1, let type = initializer.parameters.first(where: { $0.internalName == copy.parameters[0] })?.type,
              ExpressionTypes(index: index).type(named: type, in: view)?.hasInstanceMember("id") == true else { return nil }
        return copy.parameters[0] + ".id"
    }

    /// Whether every place the module creates the view through `initializer` keys it already on
    /// what identifies the item each copied input comes from: `.id(viewModel.id)` around
    /// `SpoonCookLogView(viewModel: …, draft: spoonCookLogDraft(viewModel))`. Another item
    /// starts a new buffer; for the same item the buffer keeps the user's edits while they come
    /// back. The advice an edit buffer gets is taken already.
    private static func isKeyedByItem(_ copy: StateCopy, through initializer: FunctionDecl, of view: TypeInfo,
                                      context: ViewContext) -> Bool {
        let mapping = InitializerMapping(view: view, index: context.index)
        let sites = context.uses.creations(of: view).filter { $0.context.placement != .preview && mapping.calls(initializer, in: $0.call) }
        return !sites.isEmpty && sites.allSatisfy { site in
            // `.id(item.id)`: the item's identity (`item`), not the input itself.
            let items = site.explicitIdentities.compactMap { identity -> [String]? in
                guard let path = identity.value.memberPath, path.count >= 2, path.last == "id" else { return nil }
                return Array(path.dropLast())
            }
            guard !items.isEmpty else { return false }
            let pairs = ArgumentMatching.pairs(site.call, initializer.parameters, index: context.index, owner: site.context.owner)
            return copy.parameters.allSatisfy { parameter in
                guard let argument = pairs.first(where: { $0.0.internalName == parameter })?.1 else { return false }
                var readsItem = false
                SyntaxWalk.expressions(in: argument.value, intoClosures: false) { expr in
                    if let path = expr.memberPath, items.contains(where: { path.starts(with: $0) }) { readsItem = true }
                }
                return readsItem
            }
        }
    }

    /// `isEditBuffer`: the view edits the state and hands the edits back. Keyed on the whole
    /// input, the view would start a new buffer (losing focus and what it worked out) each time
    /// an edit comes back; keyed on the input's `identity`, only for another item.
    private static func finding(_ copy: StateCopy, view: TypeInfo, evidence: ChangeEvidence, context: ViewContext,
                                isEditBuffer: Bool, identity: String?) -> Finding {
        let file = context.file(copy.fileIndex)
        let inputs = Phrasing.list(copy.parameters.map { "`\($0)`" })
        let wrapper = copy.property.wrapper == .stateObject ? "@StateObject" : "@State"
        let key = identity.map { "`.id(\($0))`" } ?? "an `.id(…)` of what identifies the item"
        let advice = isEditBuffer
            ? "`\(view.name)` edits `\(copy.property.name)` and hands the edits back, an edit buffer: bind it to the source "
                + "(`@Binding`) instead of copying. An `.id(…)` of \(inputs) where it is created would start a new buffer at every "
                + "edit that comes back; \(key) starts one only for another item."
            : "Derive it from \(inputs) instead of copying, or give `\(view.name)` an `.id(…)` of \(inputs) where it is created."
        let message = "`\(Phrasing.code(file.text(copy.range)))` copies \(inputs) into `\(wrapper) \(copy.property.name)` once: "
            + "SwiftUI keeps the state for the view's identity and ignores later initial values, so when `\(view.name)` gets "
            + "another \(inputs), `\(copy.property.name)` keeps the first. " + advice
        var notes = [FindingNote(message: "`\(copy.property.name)` is declared here", path: context.file(view.fileIndex).path,
                                 range: copy.property.nameRange)]
        // The creation site passes the parameter, not the state: say so in its note.
        let created = "`\(view.name)` is created here, and the `\(copy.property.name)` it is given can change"
        notes += evidence.notes(limit: 2, in: context).map { note in
            note.message == created
                ? FindingNote(message: "`\(view.name)` is created here with \(inputs) that can change", path: note.path, range: note.range)
                : note
        }
        var result = rule.finding(message, in: context, at: copy.range, fileIndex: copy.fileIndex, notes: notes,
                                  values: [copy.property.name])
        if copy.isInitialOnly { result.severity = .info }
        return result
    }
}

/// `_x = State(initialValue: parameter…)` (or `StateObject(wrappedValue:)`, `.init(…)`,
/// `self._x = …`) in an `init`: an owned state filled from the init's parameters.
struct StateCopy {
    let property: StoredProperty
    /// The assignment.
    let range: SourceRange
    /// The parameters the initial value uses, in order of first use.
    let parameters: [String]
    /// The file of the `init`.
    let fileIndex: Int

    /// Every parameter used is named as an initial value (`initialValue`, `initialSelection`).
    var isInitialOnly: Bool { parameters.allSatisfy { $0.hasPrefix("initial") } }

    static func all(in statements: [Stmt], owned: [String: StoredProperty], parameters: Set<String>, fileIndex: Int) -> [StateCopy] {
        var copies: [StateCopy] = []
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            guard case .assignment(let lhs, let rhs) = expr.kind, let target = wrapperName(lhs),
                  let property = owned[String(target.dropFirst())], let value = initialValue(rhs) else { return }
            var used: [String] = []
            SyntaxWalk.expressions(in: value, intoClosures: true) { inner in
                if case .identifier(let name) = inner.kind, parameters.contains(name), !used.contains(name) { used.append(name) }
            }
            guard !used.isEmpty else { return }
            copies.append(StateCopy(property: property, range: expr.range, parameters: used, fileIndex: fileIndex))
        }
        return copies
    }

    /// `_x` or `self._x`.
    private static func wrapperName(_ lhs: Expr) -> String? {
        switch lhs.kind {
        case .identifier(let name) where name.hasPrefix("_"): return name
        case .memberAccess(let base, let name, _) where name.text.hasPrefix("_"):
            if case .identifier("self") = base.kind { return name.text }
            return nil
        default: return nil
        }
    }

    /// `State(initialValue: v)`, `State(wrappedValue: v)`, `StateObject(wrappedValue: v)`,
    /// `.init(wrappedValue: v)`: `v`. Not a forwarded wrapper (`_text = text`).
    private static func initialValue(_ expr: Expr) -> Expr? {
        guard case .call(let call) = expr.kind else { return nil }
        switch call.callee.kind {
        case .identifier("State"), .identifier("StateObject"), .implicitMember: break
        case .specialization(let base, _): guard case .identifier("State") = base.kind else { return nil }
        default: return nil
        }
        return call.arguments.first { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }?.value
    }
}
