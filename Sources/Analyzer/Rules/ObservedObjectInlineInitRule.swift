/// `observed-object-inline-init`: an `@ObservedObject` the view creates itself. The wrapper
/// does not own its object, so every new value of the view (each time its parent's body runs)
/// creates a new object and the old one's state is lost.
public enum ObservedObjectInlineInitRule {
    public static let id = "observed-object-inline-init"

    public static let rule = Rule(
        id: id,
        summary: "`@ObservedObject` created by the view itself: a new object, and lost state, on every parent update",
        rationale: """
        `@ObservedObject` only observes an object someone else owns. SwiftUI re-creates a view's \
        value every time its parent's body runs, and with it every default value: `@ObservedObject \
        var model = Model()` makes a new `Model` each time, so whatever the old one held (loaded \
        data, a selection, a running request) is gone, and the view may briefly show the new, \
        empty object. The same holds for an `init` that stores a new object \
        (`self.model = Model()`), or an argument that defaults to one (`init(model: Model = \
        Model())`) where a body creates the view without passing it. `@StateObject` creates the object once per view identity and keeps it \
        (`@State` does the same for an `@Observable` class). An object passed in by the parent, \
        a shared instance (`.shared`, a static member) and `@StateObject`, `@EnvironmentObject` \
        or `@Bindable` are not reported, nor a default that every place creating the view \
        replaces by passing the object (it never runs), nor a view only code that runs once \
        creates (a hosting controller's root, a preview, the body of a parent that stores \
        nothing, the window root of an app that observes nothing), nor an object of `let`s only, or whose \
        `var`s only its initializer sets (mirroring a publisher it subscribes to there), which a \
        new one equals — nor a placeholder the view only shows and UIKit or AppKit code replaces \
        in its hosting container (`host.rootView.model = model`). Where that code assigns the \
        property, `@StateObject` (whose value cannot be set) is not offered as a fix. Nor is an \
        object the view never reads, binds or calls: it holds nothing to lose. An object the body \
        shows nothing of and the view keeps nothing in (it only calls it and copies results into \
        its own state) is a remark: a new one loses nothing on screen. Nor a library's \
        mirror of an object the view is given (the Composable Architecture's `ViewStore(store, \
        observe: …)` in `init`, as its documentation writes it): a new one shows the same store.
        """,
        defaultSeverity: .warning,
        examples: ObservedObjectInlineInitExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView, !isMadeOnce(view, in: context) else { return [] }
        var findings: [Finding] = []
        let passedIn = argumentLabelsAtCreationSites(of: view, in: context)
        for property in view.storedProperties where property.wrapper == .observedObject && isUsed(property, in: view) {
            let file = context.file(view.fileIndex)
            let use = ObservedObjectDefaultUse(view: view, property: property, context: context)
            guard let value = property.defaultValue, let type = createdType(value).map({ named($0, property, file) }),
                  holdsState(type, in: context.index, uses: context.uses) else { continue }
            let madeAgain = use.sitesMakingTheDefaultAgain()
            // Every creation site passes the object: the default never runs.
            if madeAgain?.isEmpty == true { continue }
            // The hosting code replaces a placeholder the view only reads: a new one equals the old.
            let replacements = use.replacementsInHostingRoot()
            if !replacements.isEmpty && !use.viewChangesTheObject() { continue }
            // A creation site that passes the object replaces the default: there, `@StateObject`
            // would ignore the parent's object after the first render; nor can the hosting code
            // assign a `@StateObject`. No automatic fix for either.
            let fix = passedIn.contains(property.name) || !replacements.isEmpty ? nil : wrapperFix(property, in: file)
            var notes = [FindingNote(message: "the new `\(type)` is created here", path: file.path, range: value.range)]
            if let site = madeAgain?.first {
                notes.append(FindingNote(message: "`\(view.name)` is created here without `\(property.name):`, in code that runs again "
                                            + "on every update", path: context.file(site.context.fileIndex).path, range: site.range))
            }
            if let replacement = replacements.first {
                notes.append(FindingNote(message: "the hosting code assigns `\(property.name)` here, which a `@StateObject` would not allow",
                                         path: context.file(replacement.fileIndex).path, range: replacement.range))
            }
            let shows = showsObject(property, of: view, in: context)
            var finding = rule.finding(
                "`\(property.name)` is an `@ObservedObject` that `\(view.name)` creates itself (`\(type)`): "
                    + "`@ObservedObject` does not own it, so every time the parent re-creates `\(view.name)` a new `\(type)` "
                    + "is made and the old one's state is lost. Use `@StateObject` (or `@State` with an `@Observable` class) "
                    + "to create it once per view, or pass it in from the owner." + (shows ? "" : Self.callHelperNote(property)),
                in: context, at: property.nameRange, fileIndex: view.fileIndex, notes: notes, fix: fix, values: [property.name])
            if !shows { finding.severity = .info }
            findings.append(finding)
        }
        for (initializer, fileIndex) in view.initializersWithFiles {
            guard let body = initializer.body?.statements else { continue }
            SyntaxWalk.expressions(in: body, intoClosures: false) { expr in
                guard case .assignment(let lhs, let rhs) = expr.kind, let target = assignedProperty(lhs, rhs: rhs, in: view) else { return }
                if let defaulted = defaultedParameter(target.object, of: initializer) {
                    if let finding = defaultArgumentFinding(defaulted, target.property, initializer, fileIndex, view: view, context: context) {
                        findings.append(finding)
                    }
                    return
                }
                guard let type = createdType(target.object).map({ named($0, target.property, context.file(view.fileIndex)) }),
                      holdsState(type, in: context.index, uses: context.uses),
                      !mirrorsGivenObject(target.object, type: type, view: view, initializer: initializer, index: context.index) else { return }
                let shows = showsObject(target.property, of: view, in: context)
                var finding = rule.finding(
                    "`\(target.property.name)` is an `@ObservedObject` that `\(view.name)`'s `init` fills with a new `\(type)`: "
                        + "the `init` runs every time the parent re-creates `\(view.name)`, so a new `\(type)` replaces the old one "
                        + "and its state is lost. Use `_\(target.property.name) = StateObject(wrappedValue: \(type)(…))`, "
                        + "or pass the object in from its owner." + (shows ? "" : Self.callHelperNote(target.property)),
                    in: context, at: lhs.range, fileIndex: fileIndex,
                    notes: [FindingNote(message: "`\(target.property.name)` is declared `@ObservedObject` here",
                                        path: context.file(view.fileIndex).path, range: target.property.nameRange)],
                    values: [target.property.name])
                if !shows { finding.severity = .info }
                findings.append(finding)
            }
        }
        return findings
    }

    /// The initializer's parameter an assigned object is, when its default value makes a new
    /// object (`init(model: Model = Model())`).
    private static func defaultedParameter(_ object: Expr, of initializer: FunctionDecl) -> (parameter: Parameter, type: String)? {
        guard case .identifier(let name) = object.kind,
              let parameter = initializer.parameters.first(where: { $0.internalName == name }),
              let value = parameter.defaultValue, let type = createdType(value), type != "Self" else { return nil }
        return (parameter, type)
    }

    /// `init(model: Model = Model())` stored in an `@ObservedObject`: a finding where a body of
    /// the module creates the view without passing `model` (every update makes a new object
    /// there), or, for a view the module creates nowhere, where its callers may.
    private static func defaultArgumentFinding(_ defaulted: (parameter: Parameter, type: String), _ property: StoredProperty,
                                               _ initializer: FunctionDecl, _ fileIndex: Int, view: TypeInfo,
                                               context: ViewContext) -> Finding? {
        guard holdsState(defaulted.type, in: context.index, uses: context.uses) else { return nil }
        let mapping = InitializerMapping(view: view, index: context.index)
        let sites = context.uses.creations(of: view)
        let defaulting = sites.filter { site in
            site.context.placement.updatesInPlace && mapping.calls(initializer, in: site.call)
                && !ArgumentMatching.pairs(site.call, initializer.parameters, index: context.index, owner: view)
                    .contains { $0.0.range == defaulted.parameter.range }
        }
        guard !defaulting.isEmpty || sites.isEmpty, let value = defaulted.parameter.defaultValue else { return nil }
        let name = defaulted.parameter.label.map { "`\($0):`" } ?? "the object"
        var notes = [FindingNote(message: "the default makes a new `\(defaulted.type)`", path: context.file(fileIndex).path, range: value.range)]
        if let site = defaulting.first {
            notes.append(FindingNote(message: "`\(view.name)` is created here without \(name), in a body that runs again on every update",
                                     path: context.file(site.context.fileIndex).path, range: site.range))
        }
        return rule.finding(
            "`\(property.name)` is an `@ObservedObject` whose `init` argument defaults to a new `\(defaulted.type)`: wherever "
                + "`\(view.name)` is created without \(name), every update of the parent makes a new `\(defaulted.type)` and the old "
                + "one's state is lost. Declare it `@StateObject` (`_\(property.name) = StateObject(wrappedValue: …)` in the `init`), "
                + "which keeps the first object, or pass the object in from its owner.",
            in: context, at: value.range, fileIndex: fileIndex, notes: notes, values: [property.name])
    }

    /// Whether every place the module creates the view is code that runs once — a hosting
    /// controller's root, an action, a controller, a preview, a model's method that code running
    /// once calls — and no body: nothing re-creates the view, so its object is made once too. A
    /// view the module creates nowhere may be created by anyone.
    private static func isMadeOnce(_ view: TypeInfo, in context: ViewContext) -> Bool {
        let sites = context.uses.creations(of: view)
        return !sites.isEmpty && sites.allSatisfy {
            [.hosted, .handedOver, .preview].contains($0.context.placement) || isMadeByAModelMethodCalledOnce($0, in: context)
        }
    }

    /// Whether a site is in a method of a model (no view) that returns the view it builds and
    /// that only the model's own code (or other code that is no view) calls: klock's timer model
    /// builds each timer's card in `viewFor(timer:)` as a timer is added and keeps it in
    /// `timerCardViews`, which the screen shows as it is. (A view's code may call it on every
    /// update or tick: `.onReceive(ticker) { cards = timers.map(model.viewFor) }`.)
    private static func isMadeByAModelMethodCalledOnce(_ site: CallSite, in context: ViewContext) -> Bool {
        guard let owner = site.context.owner, !owner.isView, !owner.isViewModifier, let member = site.member,
              member.hasPrefix(owner.qualifiedName + ".") else { return false }
        let method = String(member.dropFirst(owner.qualifiedName.count + 1))
        guard let calls = context.uses.calls[FunctionKey(owner: owner.qualifiedName, name: method)], !calls.isEmpty else { return false }
        return calls.allSatisfy { call in
            !call.context.placement.updatesInPlace && call.context.owner.map { !$0.isView && !$0.isViewModifier } == true
        }
    }

    /// Whether a new object of the type can differ from the old one: it has a stored `var` (here
    /// or in a module class it inherits from) that something changes after it is made. An
    /// object of `let`s only (a row's formatting model), or one whose `var`s only its
    /// initializer's own statements set — or a publisher it mirrors there (`updater.publisher(for:
    /// \.canCheck).assign(to: &$canCheck)`), which sends the current value at once — loses
    /// nothing when it is made again from the same inputs. A `var` that a closure the
    /// initializer starts assigns later (a `Task` loading it, a `sink`) is state: a new object
    /// starts empty again. A type the module does not declare may hold anything.
    private static func holdsState(_ typeName: String, in index: ModuleIndex, uses: ModuleUses, depth: Int = 0) -> Bool {
        guard depth < 8, let type = index.type(named: typeName), type.kind == .class else { return true }
        let later = changedLaterByInitializer(type)
        if type.storedProperties.contains(where: { !$0.isLet && (later || !uses.writes(of: $0.name, in: type).isEmpty) }) {
            return true
        }
        return type.inheritedNames.contains { inherited in
            index.type(named: inherited).map { $0.kind == .class && holdsState(inherited, in: index, uses: uses, depth: depth + 1) } ?? false
        }
    }

    /// Whether the object is a library's mirror of another object the view is given
    /// (`ViewStore(store, observe: { $0 })`, `store` an input): a new one shows what the old one
    /// did, and a `@StateObject` would keep mirroring the first store after the parent passes
    /// another. A mirror of an object made right there (`ViewStore(Store(initialState: …))`) is new state.
    private static func mirrorsGivenObject(_ object: Expr, type: String, view: TypeInfo, initializer: FunctionDecl,
                                           index: ModuleIndex) -> Bool {
        let baseName = String(type.prefix { $0 != "<" })
        guard index.type(named: baseName) == nil, StandardTypeCatalog.mirroringObjectTypes.contains(baseName),
              case .call(let call) = object.kind, let mirrored = call.allArguments.first?.value,
              createdType(mirrored) == nil, let root = mirrored.rootName else { return false }
        return initializer.parameters.contains { $0.internalName == root } || view.storedProperty(named: root) != nil
    }

    /// Whether the initializer's code builds up a value from its old one (`count += 1`,
    /// `items.append(…)`), or starts a closure that assigns a stored property later.
    private static func changedLaterByInitializer(_ type: TypeInfo) -> Bool {
        var found = false
        for initializer in type.initializers {
            let statements = initializer.body?.statements ?? []
            var closures: [SourceRange] = []
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .closure = expr.kind { closures.append(expr.range) }
            }
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                switch expr.kind {
                case .binaryOperator(_, let spelling, _) where PrecedenceGroup.isCompoundAssignment(spelling):
                    found = true
                case .assignment(let target, _):
                    if let name = target.rootName, type.storedProperty(named: name) != nil,
                       closures.contains(where: { $0.start <= expr.range.start && expr.range.end <= $0.end }) {
                        found = true
                    }
                case .call(let call):
                    if case .memberAccess(_, let name, _) = call.callee.kind, StandardTypeCatalog.mutatingMethods.contains(name.text) {
                        found = true
                    }
                default:
                    break
                }
            }
        }
        return found
    }

    /// The type an expression creates: `Model()`, `Model(args)`, `Model.init()`, `.init()` (the
    /// declared type), `Module.Model()`; `nil` for anything that may return an existing object
    /// (`.shared`, `Model.shared`, a factory method, a parameter).
    static func createdType(_ expr: Expr) -> String? {
        if case .call(let call) = expr.kind, case .implicitMember(let name, _) = call.callee.kind {
            return name.text == "init" ? "Self" : nil
        }
        return ExpressionTypes.constructedTypeName(expr)
    }

    /// `.init(…)` creates the declared type: name it.
    private static func named(_ type: String, _ property: StoredProperty, _ file: SourceFile) -> String {
        guard type == "Self", let declared = property.type else { return type }
        return file.text(declared.range)
    }

    /// `self.model = X(…)`, `model = X(…)` or `_model = ObservedObject(wrappedValue: X(…))` for an
    /// `@ObservedObject` property: the property and the object expression.
    private static func assignedProperty(_ lhs: Expr, rhs: Expr, in view: TypeInfo) -> (property: StoredProperty, object: Expr)? {
        var name: String
        switch lhs.kind {
        case .identifier(let identifier): name = identifier
        case .memberAccess(let base, let member, _):
            guard case .identifier("self") = base.kind else { return nil }
            name = member.text
        default: return nil
        }
        var object = rhs
        if name.hasPrefix("_") {
            name.removeFirst()
            guard case .call(let call) = rhs.kind, case .identifier("ObservedObject") = call.callee.kind,
                  let wrapped = call.arguments.first(where: { $0.label?.text == "wrappedValue" })?.value else { return nil }
            object = wrapped
        }
        guard let property = view.storedProperty(named: name), property.wrapper == .observedObject else { return nil }
        return (property, object)
    }

    /// The argument labels creation sites of the view pass (`model:` when a parent hands the object in).
    /// Whether the view's code names the object at all — `hours`, `$hours`, `_hours`, through
    /// `self.` or not, in a member or an `init`: one it never reads, binds or calls holds
    /// nothing worth keeping.
    /// Whether the view shows anything of the object, or keeps state in it: its body (or a
    /// helper, or a child it hands the object to) reads it while it is built, the view binds a
    /// control to it (`$model.name`), or sets its properties. An object the view only calls,
    /// copying results into its own state in the call's completion (which keeps the instance it
    /// was called on), loses nothing when a new one replaces it.
    private static func showsObject(_ property: StoredProperty, of view: TypeInfo, in context: ViewContext) -> Bool {
        ParentUpdateSources.shownProperties(of: view, uses: context.uses, index: context.index).contains(property.name)
            || MemberDependencies(type: view).projectedStoredProperties().contains(property.name)
            // The view keeps its own state in the object (`processingInfo.url = url` on a tap,
            // read by a later action): a new object drops it between the two.
            || setsProperties(of: property, in: view)
    }

    /// Whether the view's code assigns a property of the object (`processingInfo.url = url`,
    /// `self.model.count += 1`).
    private static func setsProperties(of property: StoredProperty, in view: TypeInfo) -> Bool {
        var found = false
        for (statements, _) in view.memberBodies() where !found {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                switch expr.kind {
                case .assignment(let target, _):
                    found = found || Self.isMember(target, of: property.name)
                case .binaryOperator(let target, let spelling, _) where PrecedenceGroup.isCompoundAssignment(spelling):
                    found = found || Self.isMember(target, of: property.name)
                default:
                    break
                }
            }
        }
        return found
    }

    private static func isMember(_ target: Expr, of name: String) -> Bool {
        guard let path = target.memberPath else { return false }
        return path.count > 1 && path[0] == name
    }

    /// The reason a finding about an object the view only calls is a remark.
    private static func callHelperNote(_ property: StoredProperty) -> String {
        " (A remark, not a warning: the body shows nothing of `\(property.name)`, only calls it, so a new one loses nothing on screen.)"
    }

    private static func isUsed(_ property: StoredProperty, in view: TypeInfo) -> Bool {
        let names: Set<String> = [property.name, "$" + property.name, "_" + property.name]
        let code = view.memberBodies(includingStatic: false).map(\.0) + view.initializers.compactMap { $0.body?.statements }
        var found = false
        for statements in code where !found {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !found else { return }
                switch expr.kind {
                case .identifier(let name): found = names.contains(name)
                case .memberAccess(let base, let name, _):
                    if case .identifier("self") = base.kind { found = names.contains(name.text) }
                default: break
                }
            }
        }
        return found
    }

    private static func argumentLabelsAtCreationSites(of view: TypeInfo, in context: ViewContext) -> Set<String> {
        Set(context.uses.creations(of: view).flatMap { site in site.call.allArguments.compactMap { $0.label?.text } })
    }

    /// `@ObservedObject` → `@StateObject` on the declaration.
    private static func wrapperFix(_ property: StoredProperty, in file: SourceFile) -> [TextEdit]? {
        guard let attribute = property.attributes.first(where: { $0.name == "ObservedObject" || $0.name == "SwiftUI.ObservedObject" }),
              file.text(attribute.range).hasSuffix("ObservedObject") else { return nil }
        let range = attribute.range
        return [TextEdit(range: SourceRange(range.end - "ObservedObject".utf8.count, range.end), replacement: "StateObject")]
    }
}
