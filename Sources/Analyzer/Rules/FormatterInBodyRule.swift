/// `formatter-in-body`: a Foundation formatter created while a body is evaluated — in `body`,
/// in a member `body` uses, or in a property or function of the module that `body` reads.
public enum FormatterInBodyRule {
    public static let id = "formatter-in-body"

    public static let rule = Rule(
        id: id,
        summary: "A `DateFormatter`/`NumberFormatter`… created while a body runs: one new formatter per evaluation",
        rationale: """
        A body runs whenever SwiftUI updates the view — for a list, once per visible row, again \
        on every change of the data the rows read. Creating a Foundation formatter \
        (`DateFormatter()`, `NumberFormatter()`, `RelativeDateTimeFormatter()`…) is expensive: \
        each one loads locale, calendar and pattern data, and Apple's guidance is to create \
        them once and reuse them. A formatter made in `body`, in a helper `body` calls, or in a \
        computed property the body reads (`post.displayDate`) is made again on every update; so \
        is one a view keeps as a stored property's default (`let formatter = DateFormatter()`, \
        an `@State` default too), made each time a parent's body makes the view (per row in a \
        list). Keep one in a `static let` (or a model made once), or use the cached `FormatStyle` \
        APIs: `Text(date, format: .dateTime.day().month())`, `date.formatted(.relative(…))`, \
        `value.formatted(.number)`. Not reported: `static let` formatters (also `static let x: \
        DateFormatter = { … }()`), formatters kept in a cache once made (`formatterCache[key] = \
        formatter`), formatters made only for a value not cached yet (`if let cached = \
        formatted[key] { return cached }`, the result then stored there), formatters made in a model's `init` or a method that runs \
        once, formatters made in action closures (`Button`, `onTapGesture`, `task`, \
        `onDelete`…, a binding's setter), which run on the user's action, not per update, and \
        in presented content (`sheet`, `popover`, `alert`), built when it is opened, nor in views \
        only a WidgetKit widget or an App Intent's snippet shows (rendered once per timeline entry \
        or run). The message says how often "every update" is: per row where a `ForEach`/`List` \
        creates the view (or its row content makes the formatter), once per update where it is one \
        screen. A member that makes several (a date parser trying one format after another) is \
        one finding, the others its notes. A `JSONDecoder()` or `JSONEncoder()` made in a body is a remark: cheaper, still \
        worth making once.
        """,
        defaultSeverity: .warning,
        examples: FormatterInBodyExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView || view.isViewModifier, !context.bodies.isEmpty else { return [] }
        let makers = context.uses.formatterMakers
        let mentionsHere = context.viewFilesMention([.formatter, .coder])
        guard mentionsHere || !makers.isEmpty else { return [] }
        let stored = mentionsHere ? FormatterStoredDefaults.findings(for: view, in: context) : []
        let reaches = mayReachFormatter(view, makers: makers)
        guard !stored.isEmpty || reaches,
              // A widget's or a snippet's view is rendered once per entry or run: nothing updates it.
              !SnapshotViews(index: context.index, uses: context.uses).isShownOnlyAsSnapshots(view) else { return [] }
        guard reaches else { return stored }
        var search = FormatterSearch(context: context, view: view, walk: RenderTimeWalk(index: context.index))
        for body in context.bodies { search.enqueue(body.member, path: [body.member]) }
        search.run()
        return stored + search.findings
    }
}

extension FormatterInBodyRule {
    /// A cheap first look over all the view's members: whether any constructs a formatter or
    /// coder, or names a module member or function that does. Most views do neither.
    static func mayReachFormatter(_ view: TypeInfo, makers: FormatterMakers) -> Bool {
        let names = makers.memberNames.union(makers.functionNames)
        let costly = StandardTypeCatalog.formatterTypes.union(StandardTypeCatalog.coderTypes)
        var found = false
        for (statements, _) in view.memberBodies(includingStatic: true) where !found {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !found else { return }
                switch expr.kind {
                case .identifier(let name): found = costly.contains(name) || names.contains(name)
                case .memberAccess(_, let name, _): found = costly.contains(name.text) || names.contains(name.text)
                default: break
                }
            }
        }
        return found
    }
}

/// Walks what a view's bodies evaluate — their members, then the members they use — and
/// collects the formatters made on the way.
private struct FormatterSearch {
    let context: ViewContext
    let view: TypeInfo
    let walk: RenderTimeWalk
    let makers: FormatterMakers
    let types: ExpressionTypes
    /// Whether the view's body runs once per row of a list (``FormatterRows``).
    let isRow: Bool
    /// One finding per member that makes formatters, with the others it makes as notes.
    var findings: [Finding] {
        kept.indices.map { position in
            var finding = kept[position]
            finding.notes += alsoMade[position] ?? []
            return finding
        }
    }
    private var kept: [Finding] = []
    /// By member that makes formatters (its file and name), the place in ``kept`` of its finding.
    private var firstInMember: [String: Int] = [:]
    /// The other formatters each finding's member makes (`formatDate` trying five formats).
    private var alsoMade: [Int: [FindingNote]] = [:]
    private var queue: [(member: String, path: [String], inRow: Bool)] = []
    /// Members queued, each with whether a row uses it.
    private var visited: [String: Bool] = [:]
    /// Where each finding so far starts (file and offset), with its place in ``findings`` and
    /// whether its message says the formatter is made per row.
    private var reported: [String: (at: Int, perRow: Bool)] = [:]

    init(context: ViewContext, view: TypeInfo, walk: RenderTimeWalk) {
        self.context = context
        self.view = view
        self.walk = walk
        makers = context.uses.formatterMakers
        types = ExpressionTypes(index: context.index)
        isRow = FormatterRows(index: context.index, uses: context.uses).isMadePerRow(view)
    }

    /// `inRow`: the member is used in a row of a list the view builds.
    mutating func enqueue(_ member: String, path: [String], inRow: Bool = false) {
        // A member the header uses and each row uses again runs once per row.
        guard visited[member] == nil || inRow && visited[member] == false else { return }
        visited[member] = inRow
        queue.append((member, path, inRow))
    }

    mutating func run() {
        var next = 0
        while next < queue.count {
            let (member, path, inRow) = queue[next]
            next += 1
            // A member that returns what it cached first (`formattedValues[key]`) makes the
            // rest once per key, not once per update.
            for (statements, fileIndex, parameters) in bodies(of: member) where !FormatterMakers.memoizes(statements) {
                // A shorthand `if let timeText` reads the member `timeText`: it stays a member.
                let locals = ModuleCallees.declaredNames(in: statements, includingShorthand: false).union(parameters)
                scan(statements, fileIndex: fileIndex, path: path, locals: locals, inRow: inRow)
            }
        }
    }

    /// The statements of the view's computed property or methods with this name, with the
    /// methods' parameter names.
    private func bodies(of member: String) -> [([Stmt], Int, Set<String>)] {
        if let property = view.computedProperty(named: member) { return [(property.body, property.fileIndex, [])] }
        return view.methods(named: member).compactMap { method in
            method.declaration.body.map { ($0.statements, method.fileIndex, Set(method.declaration.parameters.compactMap(\.internalName))) }
        }
    }

    /// `locals`: names the code declares itself (`let formatter = NumberFormatter()` in a
    /// property beside a member `formatter`), which are not the view's members.
    private mutating func scan(_ statements: [Stmt], fileIndex: Int, path: [String], locals: Set<String>, inRow memberInRow: Bool) {
        var hits: [Expr] = []
        walk.expressions(in: statements) { hits.append($0) }
        let rows = FormatterRows.rowContent(in: hits)
        func inRow(_ expr: Expr) -> Bool { memberInRow || rows.contains { $0.content.contains(expr.range.start) } }
        // Callees come after their call: which member accesses are called (`x.date(…)`) and
        // which only read (`x.date`).
        var called: [Int: Call] = [:]
        for expr in hits {
            if case .call(let call) = expr.kind { called[call.callee.range.end] = call }
            if let formatter = FormatterMakers.constructedFormatter(expr) {
                report(made: formatter, at: expr.range, fileIndex: fileIndex, path: path, inRow: inRow(expr))
                continue
            }
            if let coder = ExpressionTypes.constructedTypeName(expr), StandardTypeCatalog.coderTypes.contains(coder) {
                reportCoder(coder, at: expr.range, fileIndex: fileIndex, path: path)
                continue
            }
            switch expr.kind {
            case .identifier(let name) where !locals.contains(name):
                // A method runs when called; passed by name (`handler: toggle`), it runs later.
                if view.computedProperty(named: name) != nil || (!view.methods(named: name).isEmpty && called[expr.range.end] != nil) {
                    enqueue(name, path: path + [name], inRow: inRow(expr))
                } else if let call = called[expr.range.end], let sites = makers.functionSites(named: name) {
                    // (A `private` function of another file is not the one called here.)
                    for site in sites where (!site.isFilePrivate || site.fileIndex == fileIndex) && site.mayBeMade(by: call, index: context.index) {
                        report(site, readAt: expr.range, fileIndex: fileIndex, path: path, inRow: inRow(expr))
                    }
                }
            case .memberAccess(let base, let name, _):
                if case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" || owner == view.name {
                    if view.computedProperty(named: name.text) != nil
                        || (!view.methods(named: name.text).isEmpty && called[expr.range.end] != nil) {
                        enqueue(name.text, path: path + [name.text], inRow: inRow(expr))
                    }
                } else if makers.memberNames.contains(name.text), let sites = sites(of: name.text, on: base, fileIndex: fileIndex) {
                    let call = called[expr.range.end]
                    for site in sites where site.isCalled == (call != nil) && site.mayBeMade(by: call, index: context.index) {
                        report(site, readAt: name.range, fileIndex: fileIndex, path: path, inRow: inRow(expr))
                    }
                }
            default:
                break
            }
        }
    }

    /// The formatters that `base.member` makes: through the module type `base` has (or names,
    /// for a static member), else through an extension of a library type.
    private func sites(of member: String, on base: Expr, fileIndex: Int) -> [FormatterMakers.Site]? {
        let code = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
        if let type = types.type(of: base, in: code) { return makers.sites(member: member, of: type) }
        if let named = base.dottedName?.joined(separator: "."), let type = context.index.type(named: named) {
            return makers.sites(member: member, of: type)
        }
        return makers.foreignSites(member: member)
    }

    /// How often "every update" is, from where the module creates the view: per row where a
    /// list shows it as a row (not where a row presents it: a pushed screen is one view); for a
    /// view the module creates nowhere, per row if its callers list it.
    private func updates(inRow: Bool) -> String {
        let sites = context.uses.creations(of: view).filter { $0.context.placement != .preview }
        if sites.contains(where: { $0.context.rowData != nil && $0.context.placement.updatesInPlace }) {
            return "on every update, for every row of the list that creates `\(view.name)`"
        }
        if inRow { return "on every update, for every row of the list `\(view.name)` builds" }
        if isRow { return "on every update, for every row of the list that shows `\(view.name)`" }
        if sites.isEmpty { return "on every update (in a list, for every row)" }
        return "on every update"
    }

    private func evaluation(_ path: [String]) -> String {
        let body = "`\(view.name).\(path[0])`"
        return path.count == 1 ? body : body + " (through " + Phrasing.list(path.dropFirst().map { "`\($0)`" }) + ")"
    }

    private mutating func report(made formatter: String, at range: SourceRange, fileIndex: Int, path: [String], inRow: Bool) {
        let message = "`\(formatter)()` is created every time \(evaluation(path)) runs: a formatter is costly to make, and this "
            + "one is made again \(updates(inRow: inRow)). Keep one in a `static let`, or use a `FormatStyle` "
            + "(`Text(date, format: .dateTime)`, `value.formatted()`)."
        add(FormatterInBodyRule.rule.finding(message, in: context, at: range, fileIndex: fileIndex), perRow: inRow,
            made: formatter, inMember: "\(fileIndex):\(path[path.count - 1])")
    }

    private mutating func report(_ site: FormatterMakers.Site, readAt range: SourceRange, fileIndex: Int, path: [String], inRow: Bool) {
        let message = "`\(site.formatter)()` in `\(site.member)` is created every time it runs, and \(evaluation(path)) uses it "
            + "while the view updates: a new formatter \(updates(inRow: inRow)). Keep one in a `static let`, or use "
            + "a `FormatStyle` (`date.formatted(…)`, `Text(date, format: …)`)."
        let note = FindingNote(message: "used here while \(evaluation(path)) runs", path: context.file(fileIndex).path, range: range)
        add(FormatterInBodyRule.rule.finding(message, in: context, at: site.range, fileIndex: site.fileIndex, notes: [note]), perRow: inRow,
            made: site.formatter, inMember: "\(site.fileIndex):\(site.member)")
    }

    /// Keeps one finding per place: the first, or one found later that is made per row (a
    /// helper the header and the rows both call), whose message says the larger cost. Another
    /// formatter of a member already reported (`inMember`) becomes a note of that finding.
    private mutating func add(_ finding: Finding, perRow: Bool = false, made formatter: String? = nil, inMember member: String? = nil) {
        let place = finding.path + ":" + String(finding.range.start)
        if let earlier = reported[place] {
            if perRow && !earlier.perRow && kept[earlier.at].range == finding.range {
                kept[earlier.at] = finding
                reported[place] = (earlier.at, true)
            }
            return
        }
        if let formatter, let member, let first = firstInMember[member] {
            alsoMade[first, default: []].append(FindingNote(message: "`\(formatter)()` is made here too", path: finding.path,
                                                            range: finding.range))
            reported[place] = (first, perRow)
            return
        }
        if let member { firstInMember[member] = kept.count }
        reported[place] = (kept.count, perRow)
        kept.append(finding)
    }

    private mutating func reportCoder(_ coder: String, at range: SourceRange, fileIndex: Int, path: [String]) {
        let message = "`\(coder)()` is created every time \(evaluation(path)) runs. A coder is cheaper than a formatter, but "
            + "still better made once (a `static let`) than per update."
        var finding = FormatterInBodyRule.rule.finding(message, in: context, at: range, fileIndex: fileIndex)
        finding.severity = .info
        add(finding)
    }
}
