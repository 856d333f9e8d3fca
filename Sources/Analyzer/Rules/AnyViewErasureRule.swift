/// `anyview-erasure`: `AnyView(…)` made while a view builds its content. SwiftUI can no longer
/// see the static structure, compares the erased type at run time, and replaces the whole
/// subtree (state and all) when the wrapped type changes.
public enum AnyViewErasureRule {
    public static let id = "anyview-erasure"

    public static let rule = Rule(
        id: id,
        summary: "`AnyView(…)` built in a view's body or helpers hides its structure from SwiftUI; use `@ViewBuilder`",
        rationale: """
        A view's static type (`type(of: body)`) is how SwiftUI knows its structure: which parts \
        can change, which stay, where identity comes from. `AnyView` erases that: SwiftUI must \
        compare the wrapped type on every update, and when it differs (one branch wrapped, then \
        the other) it throws the whole subtree away and builds a new one, so state resets, \
        `onAppear` runs again and the change cannot animate; unchanged content is diffed less \
        efficiently. `@ViewBuilder` with `if`/`switch` keeps every branch in the type \
        (`_ConditionalContent`) at no cost. Not reported: `AnyLayout`, `AnyShape` and \
        `AnyShapeStyle` (erasure meant for switching), `AnyView` handed to UIKit or AppKit \
        (`UIHostingController(rootView:)`, also through locals that only reach it), `AnyView`s stored once in a model or registry, a \
        fallback that only matches an `AnyView` the view keeps (`hint ?? AnyView(EmptyView())`) \
        or a stored closure of the view returns (`infoSheetContent?() ?? AnyView(EmptyView())`), \
        `AnyView`s passed to a method that keeps them (an alert manager's `showAlert(content:)`) \
        or to a stored closure whose type takes one (`transformer: (AnyView) -> Content`), \
        the rows of a `ForEach` over existentials (`[any ContentGroup]`) erased from their \
        element: each row's type is the element's dynamic type, which no `@ViewBuilder` can name, \
        and views shown only in a WidgetKit widget or an App Intent's snippet (rendered into a \
        snapshot per timeline entry or run, with no state to lose and nothing to animate). Where the \
        code could name the type — nothing chooses between wrapped types (a helper that always \
        wraps one view, an erasure written as a branch of a `@ViewBuilder`: `if ok { \
        AnyView(Image(…)) } else { AnyView(EmptyView()) }`), or each branch wraps one view type \
        with other arguments (`dark ? AnyView(CardBackground(opacity: 0.15)) : \
        AnyView(CardBackground(opacity: 0.12))`) — nothing is replaced, but the erasure buys \
        nothing and still costs a type check on every update: a warning that says so. One view's \
        erasure handed to a module method's `AnyView` parameter, or to a view of the module whose \
        API takes `AnyView` (`makeSheet(body: AnyView(sheetBody))`, `SettingsCard(content: \
        AnyView(…))`), is a warning that names that API, to be made generic. Where what picks \
        the wrapped type is an input each creation site gives a literal \
        (`isPresentedInModal: true`) or leaves at its default, also through the initializer \
        (`self.style = style ?? .normal`), or what is wrapped comes from an existential the view \
        keeps for its life, or each erasure sits at its own place in a list of views \
        (`CardStack([AnyView(a), AnyView(b)])`), `AnyView` is how to hold it and nothing is ever \
        replaced: a remark. So is the erasure of \
        what a module method or a closure a module type stores (`option.icon()`) returns as `any View`, \
        of a property declared `any View` or \
        already `AnyView`, of an element taken from a collection of existentials \
        (`stages.first(where: …)` over `[any Stage]`), or of what a protocol's requirement builds \
        for a property of that protocol's existential type (`tabs.selectedTab.makeView()` over \
        `any AccountTab`, whose `makeView()` returns its associated `Content`), each of which can \
        be shown only erased: the change belongs to that declaration. `return nil` from an \
        `AnyView?` member, or a ternary with a `nil` branch, leaves the view out: it picks no type.
        """,
        defaultSeverity: .warning,
        examples: AnyViewErasureExamples.all,
        check: check)

    /// UIKit and AppKit hosts and the image renderer: they take one concrete root view, outside
    /// any render tree.
    static let hostingTypes: Set<String> = ViewCatalog.hostingContainers.union(["ImageRenderer"])

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView || view.isViewModifier else { return [] }
        let erasingHelpers = Set(context.index.viewExtensionMethods.filter(returnsAnyView).map(\.name))
        guard !erasingHelpers.isEmpty || context.viewFilesMention(.anyView),
              !SnapshotViews(index: context.index, uses: context.uses).isShownOnlyAsSnapshots(view) else { return [] }
        var demands: [String: Bool] = [:]
        func takesAnyView(_ name: String) -> Bool {
            if let known = demands[name] { return known }
            let answer = context.index.type(named: name).map { typeTakesAnyView($0, in: context.index) } ?? false
            demands[name] = answer
            return answer
        }
        /// The arguments a module method keeps (`showAlert(content:)` storing its `AnyView`), or
        /// takes typed `AnyView` and is handed one view's erasure: the methods of that name whose
        /// parameters take this call, and those arguments, with the parameter's name.
        func anyViewArguments(_ call: Call, name: String) -> [(range: SourceRange, kept: Bool, method: String)] {
            guard context.index.declaresMethod(named: name) else { return [] }
            // `show(…)` written without a receiver is the view's own method when it has one.
            let own = view.methods(named: name)
            let candidates: [Method]
            if case .identifier = call.callee.kind, !own.isEmpty { candidates = own } else {
                candidates = context.index.methods(named: name)
            }
            return candidates.flatMap { method -> [(range: SourceRange, kept: Bool, method: String)] in
                let typed = anyViewParameters(method)
                guard !typed.isEmpty, ArgumentMatching.accepts(call, method.declaration.parameters, index: context.index, owner: nil)
                else { return [] }
                let kept = storedParameters(typed, of: method)
                // A parameter typed `AnyView` asks its callers to erase: handed one view's type
                // (`body: AnyView(sheetBody)`), the change belongs to that API. A choice made at
                // the call (`AnyView(isEditing ? editor : preview)`) is still the caller's.
                return ArgumentMatching.pairs(call, method.declaration.parameters, index: context.index, owner: nil)
                    .compactMap { parameter, argument in
                        guard let name = parameter.internalName, typed.contains(name),
                              kept.contains(name) || wrapsOneType(argument.value) else { return nil }
                        return (argument.range, kept.contains(name), method.name + "(" + (parameter.label ?? "_") + ":)")
                    }
            }
        }
        var findings: [Finding] = []
        var seen = Set<Int>()
        /// What erases in this call (`AnyView(…)` or `.eraseToAnyView()`), where its name is,
        /// and the view it wraps.
        func erasure(_ call: Call) -> (erased: String, range: SourceRange, wrapped: Expr?)? {
            switch call.callee.kind {
            case .identifier("AnyView"): return ("`AnyView(…)`", call.callee.range, call.arguments.first?.value)
            case .memberAccess(let base, let method, _) where erasingHelpers.contains(method.text) && call.arguments.isEmpty:
                return ("`.\(method.text)()` (it wraps the view in `AnyView`)", method.range, base)
            default: return nil
            }
        }
        /// `isBuilder`: the member is a `@ViewBuilder` (or the view's `body`).
        func scan(_ statements: [Stmt], fileIndex: Int, member: String, isBuilder: Bool) {
            // Most members erase nothing: a cheap look first, the full walk only where needed.
            var candidate = false
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if !candidate, case .call(let call) = expr.kind, erasure(call) != nil { candidate = true }
            }
            guard candidate else { return }
            // Interop hosts, and actions (`onAppear`, `task`, a button's `action:`): they do not
            // build the view's content.
            var hosted: [SourceRange] = []
            // Locals that only reach a host (`let captureView = ZStack { targetView }` handed to
            // `UIHostingController(rootView:)`): their values are made for it.
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .call(let call) = expr.kind, let name = calleeName(call.callee), hostingTypes.contains(name) {
                    hosted.append(expr.range)
                }
            }
            hosted += HostedLocals.values(in: statements, hosted: hosted)
            // Arguments of a module method's `AnyView` parameter, handed one view's erasure.
            var demanded: [(range: SourceRange, method: String)] = []
            var sites: [(erased: String, range: SourceRange)] = []
            var wrapped: [Expr] = []
            var existentialRows = ExistentialRows()
            // `placeholderView = AnyView(…)`: stored once, not built per update (`non-pod-view`'s domain).
            var stored = Set<Int>()
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .assignment(_, let value) = expr.kind { stored.insert(value.range.start) }
                hosted += matchedErasures(expr, of: view, in: context.index)
                guard case .call(let call) = expr.kind else { return }
                existentialRows.record(call, in: view, index: context.index)
                if let name = calleeName(call.callee), hostingTypes.contains(name) || takesAnyView(name) {
                    // A view of the module that asks for `AnyView` (`SettingsCard(content: AnyView(…))`)
                    // is made again on every update: its API should take its content generically.
                    if !hostingTypes.contains(name), context.index.type(named: name)?.isView == true {
                        demanded += call.allArguments.map { ($0.range, name + "(" + ($0.label?.text ?? "_") + ":)") }
                    } else {
                        hosted.append(expr.range)
                    }
                    return
                }
                hosted += anyViewClosureArguments(call, of: view, in: context.index)
                if let name = calleeName(call.callee) {
                    for argument in anyViewArguments(call, name: name) {
                        if argument.kept { hosted.append(argument.range) } else { demanded.append((argument.range, argument.method)) }
                    }
                }
                if case .memberAccess(_, let modifier, _) = call.callee.kind, ModifierCatalog.actionModifiers.contains(modifier.text) {
                    hosted += call.allArguments.map(\.range)
                }
                hosted += call.allArguments.filter { $0.label?.text == "action" }.map(\.range)
                // `Binding(get:set:)`: `set` runs when a control writes, as an action does.
                if calleeName(call.callee) == "Binding" { hosted += call.allArguments.filter { $0.label?.text == "set" }.map(\.range) }
                guard !hosted.contains(where: { $0.start <= expr.range.start && expr.range.end <= $0.end }) else { return }
                guard let site = erasure(call), !stored.contains(expr.range.start),
                      !(site.wrapped.map { existentialRows.isRowElementErasure($0, at: expr.range) } ?? false),
                      seen.insert(site.range.start).inserted else { return }
                sites.append((site.erased, site.range))
                if let view = site.wrapped { wrapped.append(view) }
            }
            // One finding per member: the first erasure, with the others as notes.
            guard let (erased, first) = sites.first else { return }
            let path = context.file(fileIndex).path
            let choices = ErasureChoices(statements, wrapped: wrapped, erasures: sites.map(\.range), index: context.index)
            // What picks the wrapped type: nothing (always the same type), inputs each creation
            // site fixes (never changes for a view), or values that change (the subtree goes).
            let fixedBy: String?
            let fromExistential = wrapped.filter {
                ErasureChoices.dependsOnExistential($0, in: view, fileIndex: fileIndex, index: context.index)
            }
            let arrayElements = Self.arrayElements(statements)
            let fixedInPlace = (isBuilder ? Self.builderStatements(statements, index: context.index) : []) + arrayElements
            let nothingChooses = (choices.conditions.isEmpty
                || sites.allSatisfy { site in
                    Self.isSoleResultOfClosure(site.1, in: statements, index: context.index)
                        || fixedInPlace.contains { $0.callee.range == site.1 }
                })
                && fromExistential.isEmpty
            // A view an existential builds (`proxy.playerBody` of `any PlayerProxy`) has a type
            // known only at run time: no `if`/`switch` can name it, and `AnyView` is how to show
            // it. Set once for the view's life, its type never changes.
            // (An erasure at its own place in a builder is not chosen by the `if`s around it.)
            let placedInBuilder = isBuilder ? Self.builderStatements(statements, index: context.index, anyValue: true) : []
            let builderPlaced = isBuilder && sites.allSatisfy { site in placedInBuilder.contains { $0.callee.range == site.1 } }
            let onlyExistential = (choices.conditions.isEmpty || (builderPlaced)) && !wrapped.isEmpty && wrapped.allSatisfy {
                ErasureChoices.existentialsAreFixed($0, in: view, fileIndex: fileIndex, index: context.index, uses: context.uses)
            }
            let sameType = Self.singleWrappedType(wrapped, erasures: sites.count, index: context.index)
            if nothingChooses {
                fixedBy = "Nothing here chooses between types, so it is always the same"
            } else if let sameType {
                fixedBy = "Every `AnyView` here wraps a `\(sameType)`: only its arguments change, which SwiftUI updates in place"
            } else if onlyExistential {
                fixedBy = "What it wraps is built by an existential (`any …`) the view keeps for its whole life: its type is known "
                    + "only at run time (`AnyView` is the way to show it) but is the same on every update"
            } else if choices.areFixed(in: view, index: context.index, uses: context.uses) {
                fixedBy = "What picks it here (`\(choices.firstName ?? "the condition")`) keeps one value for each `\(view.name)`, "
                    + "so the wrapped type never changes"
            } else {
                fixedBy = nil
            }
            // Where the code could name the type (nothing chooses, or one type with other
            // arguments), the erasure buys nothing and still costs: a warning. Where only an
            // existential or a value fixed per view picks it, `AnyView` is the way: a remark.
            let heldInAList = sites.allSatisfy { site in arrayElements.contains { $0.callee.range == site.1 } }
            let isNeedless = (nothingChooses && !heldInAList) || sameType != nil
            let effect = fixedBy.map { isNeedless
                ? "compares the wrapped type at run time on every update. \($0): the erasure buys nothing. "
                : "compares the wrapped type at run time. \($0) and nothing is replaced: a remark. " }
                ?? "compares the wrapped type at run time, and when it changes replaces the whole subtree (its state resets, the "
                    + "change cannot animate). "
            // With one wrapped type there is nothing to choose: the view's own type replaces `AnyView`.
            let advice = onlyExistential ? ""
                : nothingChooses
                ? "Return the wrapped view with its own type instead (`some View`, or that type where a closure names its result)."
                : sameType != nil
                ? "Drop `AnyView` and choose the arguments instead (`\(sameType ?? "")(…: condition ? a : b)`)."
                : "Return `some View` from a `@ViewBuilder` and choose with `if`/`switch` instead."
            // Every erasure handed to a module method's `AnyView` parameter: that API asks for it.
            let demandedBy = sites.allSatisfy { site in demanded.contains { $0.range.contains(site.range) } }
                ? demanded.first { $0.range.contains(first) }?.method : nil
            // Every erasure shows what a declaration already typed without its own type
            // (`any View`, `AnyView`, an element of `[any Stage]`, an `any AccountTab`'s view):
            // the change belongs there. (An existential the view keeps for its life is said so above.)
            let sources = onlyExistential ? [] : wrapped.compactMap {
                ErasedSource.of($0, in: view, statements: statements, fileIndex: fileIndex, index: context.index)
            }
            let returnedBy = sources.count == sites.count ? sources.first : nil
            let message = demandedBy.map { method in
                "\(erased) in `\(view.name).\(member)` is what `\(method)` asks for: that parameter is typed `AnyView`, so its "
                    + "callers erase what they pass and SwiftUI loses its structure. Make the parameter generic (`some View`, or a "
                    + "`@ViewBuilder` closure) to keep the type."
            } ?? returnedBy.map { source in
                "\(erased) in `\(view.name).\(member)` shows \(source.shown), typed `\(source.declared)`: a view of unknown type "
                    + "is shown only erased, so the erasure belongs to where `\(source.declaration)` is declared: a remark. "
                    + source.advice
            } ?? "\(erased) in `\(view.name).\(member)` erases the view's type: SwiftUI cannot see its structure, " + effect + advice
            var finding = rule.finding(
                message.hasSuffix(" ") ? String(message.dropLast()) : message,
                in: context, at: first, fileIndex: fileIndex,
                notes: sites.dropFirst().map { FindingNote(message: "also erased here", path: path, range: $0.range) })
            if demandedBy == nil && (returnedBy != nil || (fixedBy != nil && !isNeedless)) { finding.severity = .info }
            findings.append(finding)
        }
        for property in view.computedProperties where !property.isStatic {
            scan(property.body, fileIndex: property.fileIndex, member: property.name,
                 isBuilder: property.isViewBuilder || property.name == "body")
        }
        for method in view.methods where !method.isStatic {
            scan(method.declaration.body?.statements ?? [], fileIndex: method.fileIndex, member: method.name + "(…)",
                 isBuilder: method.isViewBuilder)
        }
        return findings
    }

    /// The one type every erasure of a member wraps, when each wraps a plain call of the same
    /// view whose type its arguments do not change (LumenLingo's card background is
    /// `AnyView(GlassCardBackground(…))` in both branches of a ternary): a module view with no
    /// generic parameters, or SwiftUI's `Text`, `Image` or `Color`.
    private static func singleWrappedType(_ wrapped: [Expr], erasures: Int, index: ModuleIndex) -> String? {
        guard wrapped.count == erasures, wrapped.count > 1 else { return nil }
        let names = wrapped.map { expr -> String? in
            guard case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind else { return nil }
            if let type = index.type(named: name) { return type.isView && type.genericParameters.isEmpty ? name : nil }
            return ["Text", "Image", "Color"].contains(name) ? name : nil
        }
        guard let first = names.first ?? nil, names.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Whether a type of the module takes `AnyView` in its API (a stored property or an `init`
    /// parameter typed with it, through aliases): there the erasure is what the callee asks
    /// for, and the change belongs to that API, not to the call.
    private static func typeTakesAnyView(_ type: TypeInfo, in index: ModuleIndex) -> Bool {
        let stored = type.storedProperties.compactMap(\.type)
        let parameters = type.initializers.flatMap { $0.parameters.compactMap(\.type) }
        return (stored + parameters).contains { index.resolved($0, in: type).mentions("AnyView") }
    }

    /// `hint ?? AnyView(EmptyView())`, `isShown ? hint : AnyView(EmptyView())`, where `hint` is
    /// an `AnyView` the view keeps (`@State var hint: AnyView?`) or one a closure it keeps
    /// returns (`infoSheetContent?()`, typed `(() -> AnyView)?`): the other operand's erasure
    /// only matches the type of what is already erased, and adds none.
    private static func matchedErasures(_ expr: Expr, of view: TypeInfo, in index: ModuleIndex) -> [SourceRange] {
        func isKeptAnyView(_ operand: Expr) -> Bool {
            var reference = operand
            // `infoSheetContent?()`: what a stored closure typed `() -> AnyView` returns.
            var calls = false
            if case .call(let call) = reference.kind, call.allArguments.isEmpty {
                reference = call.callee
                calls = true
            }
            if case .forceUnwrap(let base) = reference.kind { reference = base }
            if case .optionalChain(let base) = reference.kind { reference = base }
            guard let name = reference.selfMemberName, let type = view.storedProperty(named: name)?.type else { return false }
            var resolved = index.resolved(type, in: view).unwrappingOptionals
            guard calls else { return namesAnyView(resolved) }
            if case .tuple(let elements) = resolved.kind, elements.count == 1 { resolved = elements[0].type.unwrappingOptionals }
            if case .attributed(_, _, let base) = resolved.kind { resolved = base.unwrappingOptionals }
            guard case .function(let function) = resolved.kind else { return false }
            return namesAnyView(function.result)
        }
        // Only a fallback that is one erasure of one view: a choice inside it is the site's own.
        switch expr.kind {
        case .binaryOperator(let kept, "??", let fallback) where isKeptAnyView(kept) && wrapsOneType(fallback): return [fallback.range]
        case .ternary(_, let then, let otherwise):
            return isKeptAnyView(then) && wrapsOneType(otherwise) ? [otherwise.range]
                : isKeptAnyView(otherwise) && wrapsOneType(then) ? [then.range] : []
        default: return []
        }
    }

    /// `AnyView` or `AnyView?`, written as such.
    private static func namesAnyView(_ type: TypeRef) -> Bool {
        guard case .named(let components) = type.unwrappingOptionals.kind else { return false }
        return components.last?.name.text == "AnyView"
    }

    /// The arguments of `call` that a stored closure of the view (`transformer` or
    /// `self.transformer`) takes as `AnyView` (`let transformer: (AnyView) -> Content`): the
    /// erasure there is what the closure's type, part of the view's API, asks for.
    private static func anyViewClosureArguments(_ call: Call, of view: TypeInfo, in index: ModuleIndex) -> [SourceRange] {
        guard let name = call.callee.selfMemberName, let type = view.storedProperty(named: name)?.type else { return [] }
        var resolved = index.resolved(type, in: view).unwrappingOptionals
        if case .attributed(_, _, let base) = resolved.kind { resolved = base.unwrappingOptionals }
        guard case .function(let function) = resolved.kind else { return [] }
        // A closure is called with its arguments in order, without labels.
        return zip(call.allArguments, function.parameters).compactMap { argument, parameter in
            namesAnyView(parameter.type) ? argument.range : nil
        }
    }

    /// The parameters of a method typed `AnyView`, by internal name.
    private static func anyViewParameters(_ method: Method) -> Set<String> {
        Set(method.declaration.parameters.compactMap { parameter -> String? in
            parameter.type.map(namesAnyView) == true ? parameter.internalName : nil
        })
    }

    /// Of those parameters, the ones the method keeps (`alertContent = content`): a slot that
    /// holds one view now and another later (an alert manager's content) needs the erasure.
    private static func storedParameters(_ names: Set<String>, of method: Method) -> Set<String> {
        var stored: Set<String> = []
        SyntaxWalk.expressions(in: method.declaration.body?.statements ?? [], intoClosures: true) { expr in
            if case .assignment(_, let value) = expr.kind, case .identifier(let name) = value.kind, names.contains(name) { stored.insert(name) }
        }
        return stored
    }

    /// Whether the erasure named at `range` is all its innermost closure ever returns, and wraps
    /// a view it makes there (Recap's toast: `GeometryReader { geo -> AnyView in …; return
    /// AnyView(EmptyView()) }`): the closure always gives back that one type, and a choice
    /// around the closure picks whether it is there, not what it wraps. (A value the closure
    /// is handed, such as an `any View` of the selected service, may be of any type.)
    private static func isSoleResultOfClosure(_ range: SourceRange, in statements: [Stmt], index: ModuleIndex) -> Bool {
        var innermost: Closure?
        var innermostRange: SourceRange?
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .closure(let closure) = expr.kind, expr.range.contains(range), expr.range != range,
                  innermostRange.map({ $0.contains(expr.range) }) ?? true else { return }
            innermost = closure
            innermostRange = expr.range
        }
        guard let closure = innermost else { return false }
        let results = ReturnedValues.of(closure.body)
        return !results.isEmpty && results.allSatisfy { result in
            guard case .call(let call) = result.kind, call.callee.range == range, wrapsOneType(result) else { return false }
            return makesView(call.allArguments[0].value, index: index)
        }
    }

    /// The erasures a builder's blocks hold as statements, each wrapping one view
    /// (`if ok { AnyView(Image(…)) } else { AnyView(EmptyView()) }` in a `@ViewBuilder`): the
    /// builder keeps each branch apart (`_ConditionalContent`), so each erasure wraps one type
    /// for good — pointless, but nothing is replaced that the branch would not replace anyway.
    /// The content closures of the views built there are builders too, where an erasure of a
    /// view made on the spot or of the closure's own parameter counts (`Section(title) {
    /// ForEach(rows) { (_, setting) in AnyView(setting) } }`: a row's element has one type, or
    /// is an existential row, ``ExistentialRows``); a value from elsewhere may be an existential.
    /// `parameters`: those of the content closure the statements are in, `nil` at the top.
    /// With `anyValue`, every erasure at such a place counts, whatever it wraps.
    private static func builderStatements(_ statements: [Stmt], parameters: [String]? = nil, index: ModuleIndex,
                                          anyValue: Bool = false) -> [Call] {
        statements.flatMap { statement -> [Call] in
            switch statement.kind {
            case .expression(let expr):
                guard case .call(let call) = expr.kind else { return [] }
                guard wrapsOneType(expr) else {
                    return contentClosures(of: expr).flatMap { closure in
                        let names = closure.parameters?.map(\.name.text) ?? []
                        return builderStatements(closure.body, parameters: names, index: index, anyValue: anyValue)
                    }
                }
                guard let parameters, !anyValue else { return [call] }
                let wrapped = call.allArguments[0].value
                if case .identifier(let name) = wrapped.kind, parameters.contains(name) { return [call] }
                return makesView(wrapped, index: index) ? [call] : []
            case .ifStmt, .switchStmt:
                return SyntaxWalk.childBlocks(of: statement).flatMap {
                    builderStatements($0, parameters: parameters, index: index, anyValue: anyValue)
                }
            default:
                return []
            }
        }
    }

    /// The closures handed to a view and its modifiers (`VStack { … }.overlay { … }`).
    private static func contentClosures(of expr: Expr) -> [Closure] {
        guard case .call(let call) = expr.kind else { return [] }
        let own = call.allArguments.compactMap { argument -> Closure? in
            if case .closure(let closure) = argument.value.kind { return closure }
            return nil
        }
        guard case .memberAccess(let base, _, _) = call.callee.kind else { return own }
        return contentClosures(of: base) + own
    }

    /// The erasures that are elements of an array literal, each wrapping one view
    /// (`CardStack([AnyView(localInput), AnyView(serverInput)])`): a list of views of different
    /// types, each at its own place, which only an erasure can hold; no choice changes them.
    private static func arrayElements(_ statements: [Stmt]) -> [Call] {
        var found: [Call] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .arrayLiteral(let elements) = expr.kind else { return }
            for element in elements {
                if case .call(let call) = element.kind, wrapsOneType(element) { found.append(call) }
            }
        }
        return found
    }

    /// A view made on the spot, modifiers and all (`EmptyView()`, `Color.clear.frame(height: 1)`):
    /// a catalog view or one of the module's, not a value from elsewhere.
    private static func makesView(_ expr: Expr, index: ModuleIndex) -> Bool {
        switch expr.kind {
        case .call(let call):
            if case .identifier(let name) = call.callee.kind { return !ViewCatalog.forms(of: name).isEmpty || index.type(named: name)?.isView == true }
            if case .memberAccess(let base, _, _) = call.callee.kind { return makesView(base, index: index) }
            return false
        case .memberAccess(let base, _, _):
            if case .identifier(let name) = base.kind { return name == "Color" }
            return false
        default:
            return false
        }
    }

    /// `AnyView(sheetBody)`: an erasure of one expression that is not a choice between views.
    private static func wrapsOneType(_ argument: Expr) -> Bool {
        guard case .call(let call) = argument.kind, case .identifier("AnyView") = call.callee.kind, call.allArguments.count == 1 else {
            return false
        }
        switch call.allArguments[0].value.kind {
        case .ternary, .ifExpr, .switchExpr: return false
        default: return true
        }
    }

    /// A `View` extension method that returns `AnyView` (`eraseToAnyView()`).
    private static func returnsAnyView(_ method: Method) -> Bool {
        guard let type = method.declaration.returnType, case .named = type.kind else { return false }
        return namesAnyView(type)
    }

    /// The called type's or function's last name: `UIHostingController` in
    /// `UIHostingController<AnyView>(rootView:)`.
    static func calleeName(_ callee: Expr) -> String? {
        if case .specialization(let base, _) = callee.kind { return calleeName(base) }
        return callee.dottedName?.last
    }
}
