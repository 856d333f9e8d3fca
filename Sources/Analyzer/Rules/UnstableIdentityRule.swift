/// `unstable-identity`: an explicit identity that changes when the data does not — a fresh value
/// in `.id(…)` or a computed `id` — or rows identified by their position in data that changes.
public enum UnstableIdentityRule {
    public static let id = "unstable-identity"

    public static let rule = Rule(
        id: id,
        summary: "Identity that changes when it should not: `.id(UUID())`, a fresh computed `id`, rows identified by position",
        rationale: """
        SwiftUI keeps a view's state, its running tasks and its animations for as long as its \
        identity stays the same, and treats a new identity as a new view (engine semantics §1). \
        `.id(UUID())` or `.id(Date())` in a body makes a new identity on every update: the view \
        is destroyed and rebuilt each time (state reset, `onAppear` and `task` again, no \
        animation); an `Identifiable` type whose `id` is computed as a fresh value does the same \
        to every row of a `ForEach` or `List`. Rows identified by position — \
        `ForEach(Array(items.enumerated()), id: \\.offset)`, `ForEach(items.indices, id: \\.self)` \
        — keep their identity when the data moves: after a delete, insert or move, the row at \
        index 2 is a different item with the old row's state and animations, and a binding \
        `$items[index]` can point past the end. `ForEach(0..<items.count)` without `id:` is \
        the constant-range form: SwiftUI reads the range once and does not follow the count. \
        Identify rows by the element (`Identifiable`, `id: \\.element.id`, `ForEach($items)`), \
        keep a stored `let id = UUID()` (an enum derives it: `var id: Self { self }`), and reset \
        on purpose with `.id(token)` where `token` is state changed in an action. Not reported: \
        literal ranges (`0..<5`), `allCases`, `id: \\.element.id`, positions over data the \
        module never reorders (only appends to, fills once when the view appears, or replaces \
        whole — itself or with the value that holds it — or element by element, also through a \
        binding to a view of the module that does only that, or to the part of the value a key \
        path names, `$store.scope(state: \\.path, …)`, when that part is another; a constant \
        range still misses any change of count), `Menu` and `Picker` items (nor a fresh \
        computed `id` of a type shown only as such items), a fresh `.id` on content with a \
        `ProgressView` (the known way to restart a reused spinner), and one on a button in \
        `.toolbar` content whose label is a title, text, image or label (the known way to keep \
        toolbar buttons responding after a sheet or a push).
        """,
        defaultSeverity: .warning,
        examples: UnstableIdentityExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view else { return freshComputedIDs(context) }
        // Every construct reported spells `ForEach`, `List` or `.id(`.
        guard view.isView || view.isViewModifier,
              context.viewFilesMention([.forEach, .list, .idModifier]) else { return [] }
        var findings: [Finding] = []
        let collections = CollectionChanges.Reader(view: view, variability: ValueVariability(index: context.index, uses: context.uses),
                                                   index: context.index)
        for (statements, fileIndex) in view.memberBodies() {
            // `ForEach` calls (by start) that `.onDelete`/`.onMove` edit, with where.
            var editedRows: [Int: Name] = [:]
            // `Menu` and `Picker` content: stateless items rebuilt each time, often with the
            // position as their value (`selection = index`).
            var menuContent: [SourceRange] = []
            // `.toolbar { … }` content, where a fresh `.id` on a plain control is the known
            // workaround for toolbar buttons that stop responding after a presentation.
            var toolbarContent: [SourceRange] = []
            // The walk only collects (its closure runs for every expression); the rest after.
            var freshIDs: [(value: Expr, base: Expr, at: SourceRange)] = []
            var positional: [(rows: RowIdentity, start: Int, at: SourceRange)] = []
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                menuContent += PickerItemRows.contentRanges(of: call)
                if case .memberAccess(_, let name, _) = call.callee.kind, name.text == "toolbar" {
                    toolbarContent += call.allArguments.filter(\.value.isClosure).map(\.range)
                }
                if case .memberAccess(let base, let name, _) = call.callee.kind {
                    if name.text == "onDelete" || name.text == "onMove" || name.text == "onInsert" {
                        editedRows[ModifierChain(base).base.range.start] = name
                    }
                    if name.text == "id", call.arguments.count == 1, call.arguments[0].label == nil,
                       FreshValue.isFresh(call.arguments[0].value), !isProgressIndicator(base) {
                        freshIDs.append((call.arguments[0].value, base, name.range))
                    }
                }
                if let rows = RowIdentity(call), !menuContent.contains(where: { $0.contains(expr.range.start) }) {
                    positional.append((rows, expr.range.start, call.callee.range))
                }
            }
            for fresh in freshIDs where !(isPlainControl(fresh.base) && toolbarContent.contains { $0.contains(fresh.at) }) {
                findings.append(freshID(fresh.value, at: fresh.at, view: view, fileIndex: fileIndex, context: context))
            }
            // Rows over a range the range's reading misses still miss a new count, alike or not.
            for (rows, start, range) in positional where rows.kind == .constantRange || !rows.ignoresElement {
                let edited = editedRows[start]
                let changes = collections.changes(of: rows.collection, fileIndex: fileIndex, shownAt: start)
                let evidence = rows.kind == .constantRange ? changes?.reordering ?? changes?.growth : changes?.reordering
                guard edited != nil || evidence != nil else { continue }
                findings.append(self.positional(rows, at: range, evidence: evidence, edited: edited, fileIndex: fileIndex,
                                                context: context))
            }
        }
        return findings
    }

    /// A library button with nothing of its own to lose, modifiers aside: a title, or a label
    /// made of stateless views (`Label`, `Image`, `Text` and stacks of them), no view of the
    /// module and no `AsyncImage` that would load again. (A `Menu` would close and a link's
    /// pushed screen pop when their identity changes.)
    private static func isPlainControl(_ base: Expr) -> Bool {
        guard case .call(let call) = ModifierChain(base).base.kind, case .identifier(let name) = call.callee.kind,
              plainControls.contains(name) else { return false }
        // The label closure, matched as the compiler does (a button's first trailing closure is
        // its action unless `action:` is given).
        guard let label = CallArguments(call, closureParameters: name == "Button" ? ["action", "label"] : ["label"])["label"] else {
            return true
        }
        var plain = true
        SyntaxWalk.expressions(in: label, intoClosures: true) { expr in
            guard plain, case .call(let inner) = expr.kind, case .identifier(let view) = inner.callee.kind,
                  view.first?.isUppercase == true else { return }
            plain = ViewCatalog.statelessLeaves.contains(view) || labelStacks.contains(view)
        }
        return plain
    }

    private static let plainControls: Set<String> = ["Button", "Link", "ShareLink", "EditButton"]
    private static let labelStacks: Set<String> = ["HStack", "VStack", "ZStack"]

    /// Content with a `ProgressView`: a new identity restarts the spinner (the known workaround
    /// for a list's reused spinner that stops animating).
    private static func isProgressIndicator(_ base: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: base, intoClosures: true) { expr in
            if !found, case .call(let call) = expr.kind, case .identifier("ProgressView") = call.callee.kind { found = true }
        }
        return found
    }

    private static func freshID(_ value: Expr, at range: SourceRange, view: TypeInfo, fileIndex: Int, context: ViewContext) -> Finding {
        let shown = Phrasing.code(context.file(fileIndex).text(value.range), limit: 40)
        return rule.finding(
            "`.id(\(shown))` gives the view a new identity every time `\(view.name)`'s body runs: SwiftUI destroys and rebuilds it "
                + "on each update (its state resets, `onAppear` and `task` run again, nothing animates). Use a value that changes "
                + "only when the view should be replaced, such as the model's id or a `@State` token changed in an action.",
            in: context, at: range, fileIndex: fileIndex)
    }

    private static func positional(_ rows: RowIdentity, at range: SourceRange, evidence: ChangeEvidence?, edited: Name?, fileIndex: Int,
                                   context: ViewContext) -> Finding {
        let source = Phrasing.code(context.file(fileIndex).text(rows.collection.range), limit: 40)
        let collection = "`" + source + "`"
        let message: String
        switch rows.kind {
        case .offset:
            message = "Rows are identified by `\\.offset`, their position in \(collection): when \(collection) changes (a row deleted, "
                + "inserted or moved), the rows after it take other rows' identities, with their state and animations. Identify "
                + "rows by the element: `id: \\.element.id` (or an `Identifiable` element)."
        case .index:
            // Only a binding made by position outlives the update that removes its element.
            let pastTheEnd = rows.bindsElementsByPosition ? ", and a binding `$\(source)[index]` can point past the end" : ""
            message = "Rows are identified by index into \(collection): when \(collection) changes (a row deleted, inserted or "
                + "moved), each index becomes another item with the old row's state\(pastTheEnd). Give the elements a stable "
                + "identity and iterate them (`ForEach(items)` with `Identifiable` items, or `ForEach($items)` for bindings); "
                + "`id: \\.self` only if no two elements are equal."
        case .constantRange:
            message = "`ForEach` over a range with no `id:` reads the range once: it does not follow \(collection) when its count "
                + "changes. Iterate the elements (`ForEach(items)` with `Identifiable` items), or give the range `id: \\.self` only "
                + "if rows never move."
        }
        var notes = evidence?.notes(limit: 2, in: context) ?? []
        if let edited {
            let what = edited.text == "onMove" ? "moved" : edited.text == "onInsert" ? "inserted" : "deleted"
            notes.insert(FindingNote(message: "rows are \(what) here", path: context.file(fileIndex).path, range: edited.range), at: 0)
        }
        return rule.finding(message, in: context, at: range, fileIndex: fileIndex, notes: notes)
    }

    /// In the module context: `Identifiable` types whose `id` is computed as a fresh value.
    private static func freshComputedIDs(_ context: ViewContext) -> [Finding] {
        var findings: [Finding] = []
        // Built at the first type that needs it: most modules have none.
        lazy var pickerItems = PickerItemRows(index: context.index, uses: context.uses)
        for type in context.index.types where type.inheritedNames.contains("Identifiable") {
            guard let property = type.computedProperty(named: "id"), !property.isStatic,
                  let value = ReturnedValues.of(property.body).first,
                  ReturnedValues.of(property.body).allSatisfy(FreshValue.isFresh),
                  !pickerItems.rowsAreOnlyPickerItems(of: type) else { continue }
            // Rows shown only by views the app never shows (a table made only by its preview):
            // dead code, like those views' own findings.
            let owners = pickerItems.rowOwners(of: type)
            let isSheetItem = pickerItems.presentsAsItem(type)
            if !owners.isEmpty, !isSheetItem,
               owners.allSatisfy({ $0.isView && !NameMentions.isShown($0, index: context.index, uses: context.uses) }) {
                continue
            }
            // Rows that each name another key (`id: \.0`) never read the computed one.
            if !isSheetItem, pickerItems.rowsAreAllKeyedOtherwise(of: type) { continue }
            let shown = Phrasing.code(context.file(property.fileIndex).text(value.range), limit: 40)
            // An enum cannot store a value: its identity comes from the case or its payload.
            let advice = type.kind == .enum
                ? "Derive the identity from the case: `var id: Self { self }` for a `Hashable` enum, or a stable value of its payload."
                : "Use a stable field of the data as the identity, or store one (`let id = UUID()`) in values the app keeps: a "
                    + "value rebuilt on every update (an array made in `body`) gets a new stored `UUID()` each time too."
            // Values presented with `.sheet(item:)` and never shown as rows: the sheet is what goes.
            let effect = owners.isEmpty && isSheetItem
                ? "a presentation whose item is a `\(type.name)` value (`.sheet(item:)`) sees a new item on each update of the "
                    + "presenting view, and dismisses and presents its content again (state lost, appearance work run again). "
                : "every `ForEach` or `List` row of `\(type.name)` is destroyed and rebuilt on each update (state lost, no "
                    + "animations). "
            findings.append(rule.finding(
                "`\(type.name).id` is computed as `\(shown)`: a new identity every time SwiftUI reads it, so " + effect + advice,
                in: context, at: property.nameRange, fileIndex: property.fileIndex))
        }
        return findings
    }
}
