/// `conditional-modifier` on helpers that hide an `if`/`else` behind a modifier call
/// (`func if(_ condition: Bool, transform: (Self) -> Content) -> some View`), judged by how the
/// module uses them: reported at the definition only when some call site in a view's body
/// passes a condition that can change, with that call site named and its own modifier in the
/// suggestion.
enum ConditionalModifierHelpers {
    static func findings(in context: ViewContext) -> [Finding] {
        context.viewExtensionMethods.compactMap { method in finding(for: method, in: context) }
    }

    /// Whether the view whose code makes a call is one the app can show (a call in a view only
    /// previews create is dead code, and so is one in a custom modifier nothing calls: SaxWeather's
    /// `enhancedAccessibilityLabel(_:hint:value:)`).
    private static func isShown(_ site: CallSite, in context: ViewContext) -> Bool {
        if NameMentions.isInUnusedModifier(site, index: context.index, uses: context.uses) { return false }
        guard let owner = site.context.owner, owner.isView || owner.isViewModifier else { return true }
        return NameMentions.isShown(owner, index: context.index, uses: context.uses)
    }

    /// Whether `method` is the copy of a modifier a call means: two copies with the same
    /// labels cannot be built in one target (the app's `View.if` and its widget extension's), so
    /// a call means the copy nearest to it in the folder tree (both, when they are as near).
    private static func isNearestCopy(_ method: Method, to site: CallSite, in context: ViewContext) -> Bool {
        let labels = method.declaration.parameters.map(\.label)
        let copies = context.index.viewExtensionMethods.filter {
            $0.name == method.name && $0.fileIndex != method.fileIndex && $0.declaration.parameters.map(\.label) == labels
        }
        guard !copies.isEmpty else { return true }
        let callFolders = folders(of: context.file(site.context.fileIndex).path)
        let nearness = sharedFolders(folders(of: context.file(method.fileIndex).path), callFolders)
        return copies.allSatisfy { sharedFolders(folders(of: context.file($0.fileIndex).path), callFolders) <= nearness }
    }

    private static func folders(of path: String) -> [Substring] { path.split(separator: "/").dropLast() }

    private static func sharedFolders(_ lhs: [Substring], _ rhs: [Substring]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }

    private static func finding(for method: Method, in context: ViewContext) -> Finding? {
        guard let conditionParameters = conditionParameters(of: method, in: context.index) else { return nil }
        let sites = context.uses.calls[FunctionKey(owner: "View", name: method.name)] ?? []
        let constancy = ConditionConstancy(context: context)
        // A call on a stateless leaf in a view that animates nothing shows nothing: a remark,
        // unless another call is a warning.
        var quiet: Finding?
        let animations = StatelessSwap.Animations()
        let views = StatelessViews(index: context.index)
        // A call made once, outside any body (a coordinator building a hosting controller's
        // root), picks its branch once: the view is never rebuilt with the other.
        for site in sites where site.context.placement.updatesInPlace && isNearestCopy(method, to: site, in: context)
            && isShown(site, in: context) {
            // A `Commands` body builds menu items: they keep no state, never appear and never
            // animate, so swapping one for the other shows nothing.
            if site.context.owner?.inheritedNames.contains("Commands") == true { continue }
            // Nor does a call in a menu's content, which becomes menu items too.
            if MenuContents.holds(site.range.start, fileIndex: site.context.fileIndex, index: context.index) { continue }
            guard ArgumentMatching.accepts(site.call, method.declaration.parameters, index: context.index, owner: nil) else { continue }
            let pairs = ArgumentMatching.pairs(site.call, method.declaration.parameters, index: context.index, owner: nil)
            // `{ view in … }` is not a `(Self, T) -> …` transform: another overload's call.
            guard pairs.allSatisfy({ takesClosure($0.1.value, as: $0.0) }) else { continue }
            let conditionPairs = pairs.filter { pair in conditionParameters.contains(pair.0.internalName ?? "") }
            let conditions = conditionPairs.map(\.1.value)
            guard !conditions.isEmpty else { continue }
            // A helper that only asks whether its value is there (`if let value`) follows the
            // value's `nil`-ness, not the value: `accessibilityLabel: isShown ? "Hide" : "Show"`
            // is never `nil`.
            if let presence = presenceParameters(of: method), conditionPairs.allSatisfy({ parameter, argument in
                presence.contains(parameter.internalName ?? "") && presenceIsFixed(argument.value, at: site, in: context)
            }) {
                continue
            }
            guard let change = conditions.lazy.compactMap({ constancy.change(of: $0, in: site.context) }).first else { continue }
            guard let owner = site.context.owner, let receiver = site.receiver,
                  StatelessSwap.isStatelessLeaf(receiver: receiver, transforms: pairs.map(\.1.value).filter(\.isClosure), views: views,
                                                owner: owner),
                  !animations.isAnimated(owner, change: change, index: context.index) else {
                return report(method, site: site, conditions: conditions, change: change, pairs: pairs, context: context)
            }
            if quiet == nil {
                var finding = report(method, site: site, conditions: conditions, change: change, pairs: pairs, context: context,
                                     remark: "there it is called on a view that keeps no state and runs nothing when it appears, "
                                        + "and nothing animates the change, so the swap shows nothing yet")
                finding.severity = .info
                quiet = finding
            }
        }
        return quiet
    }

    /// The parameters an `if`/`else` helper branches on, when its body is exactly
    /// `if <condition over parameters> { transform(self…) } else { self }` (or the reverse).
    private static func conditionParameters(of method: Method, in index: ModuleIndex) -> Set<String>? {
        guard let body = method.declaration.body, body.statements.count == 1,
              case .ifStmt(let ifStatement) = body.statements[0].kind,
              case .block(let elseBlock)? = ifStatement.elseBranch,
              ifStatement.body.statements.count == 1, elseBlock.statements.count == 1 else { return nil }
        let closureParameters = Set(method.declaration.parameters.filter { parameter in
            parameter.type.map { index.isFunctionType($0) } ?? false
        }.compactMap(\.internalName))
        let branches = [ifStatement.body.statements[0], elseBlock.statements[0]]
        guard branches.filter({ isTransformCall($0, parameters: closureParameters) }).count == 1,
              branches.filter(isSelf).count == 1 else { return nil }
        let parameterNames = Set(method.declaration.parameters.compactMap(\.internalName)).subtracting(closureParameters)
        var used: Set<String> = []
        for condition in ifStatement.conditions {
            switch condition.kind {
            case .expression(let expr), .matching(_, _, let expr):
                SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                    if case .identifier(let name) = inner.kind, parameterNames.contains(name) { used.insert(name) }
                }
            case .optionalBinding(_, let pattern, _, let value):
                if let value {
                    SyntaxWalk.expressions(in: value, intoClosures: false) { inner in
                        if case .identifier(let name) = inner.kind, parameterNames.contains(name) { used.insert(name) }
                    }
                } else {
                    used.formUnion(pattern.boundNames.map(\.text).filter(parameterNames.contains))
                }
            case .availability:
                break
            }
        }
        return used.isEmpty ? nil : used
    }

    /// The parameters the helper's `if` only unwraps (`if let value`, `if let label = value`),
    /// when that is all its conditions do.
    private static func presenceParameters(of method: Method) -> Set<String>? {
        guard let body = method.declaration.body, body.statements.count == 1,
              case .ifStmt(let ifStatement) = body.statements[0].kind else { return nil }
        var names: Set<String> = []
        for condition in ifStatement.conditions {
            guard case .optionalBinding(_, let pattern, _, let value) = condition.kind else { return nil }
            if let value {
                guard case .identifier(let name) = value.kind else { return nil }
                names.insert(name)
            } else {
                names.formUnion(pattern.boundNames.map(\.text))
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Whether the argument is `nil` or not the same way every time a view evaluates the call:
    /// a literal (`nil`, `"Close"`), a choice between literals that are not `nil`, or an input
    /// of the view that every place creating it gives such a value (or leaves at its default).
    private static func presenceIsFixed(_ argument: Expr, at site: CallSite, in context: ViewContext, followInput: Bool = true) -> Bool {
        switch argument.kind {
        case .nilLiteral:
            return true
        case .ternary(_, let then, let otherwise):
            return isPresentLiteral(then) && isPresentLiteral(otherwise)
        default:
            if isPresentLiteral(argument) { return true }
        }
        guard followInput, let owner = site.context.owner, let name = argument.selfMemberName,
              let property = owner.storedProperty(named: name), property.wrapper == nil else { return false }
        let creations = context.uses.creations(of: owner).filter { $0.context.placement != .preview }
        let mapping = InitializerMapping(view: owner, index: context.index)
        return !creations.isEmpty && creations.allSatisfy { creation in
            let value = mapping.value(of: property, in: creation.call)
            if case .constant? = value { return true }
            // Left out, an `init` parameter takes its default (`accessibilityLabel: … = nil`).
            guard let passed = ReRenderCost.callerArgument(value) ?? defaultArgument(value, of: owner, property: name, call: creation.call)
            else { return false }
            return presenceIsFixed(passed, at: creation, in: context, followInput: false)
        }
    }

    /// The default of the `init` parameter a property is stored from, when the caller left it
    /// out: the mapped parameter not bound, or, where the call could not be mapped (a trailing
    /// closure for an optional one), the only `init`'s parameter of the property's name that
    /// no argument is labelled with.
    private static func defaultArgument(_ value: InitializerMapping.Value?, of view: TypeInfo, property: String, call: Call) -> Expr? {
        if case .expression(let expr, let parameters)? = value {
            guard case .identifier(let name) = expr.kind, parameters[name] == nil else { return nil }
            return view.initializers.lazy.flatMap(\.parameters).first { $0.internalName == name }?.defaultValue
        }
        guard value == nil, view.initializers.count == 1,
              let parameter = view.initializers[0].parameters.first(where: { $0.internalName == property }),
              !call.allArguments.contains(where: { $0.label?.text == parameter.label }) else { return nil }
        return parameter.defaultValue
    }

    /// Whether a closure literal with a parameter list has as many parameters as the function
    /// type it is passed for (anything else is taken to fit).
    private static func takesClosure(_ argument: Expr, as parameter: Parameter) -> Bool {
        guard case .closure(let closure) = argument.kind, let written = closure.parameters,
              case .function(let function)? = parameter.type?.kind else { return true }
        return written.count == function.parameters.count
    }

    /// A literal that is a value, not `nil` (an interpolated string too).
    private static func isPresentLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .nilLiteral: return false
        case .stringLiteral: return true
        default: return expr.isLiteral
        }
    }

    /// `remark`: why the finding is only a remark, as a clause.
    private static func report(_ method: Method, site: CallSite, conditions: [Expr], change: Variability,
                               pairs: [(Parameter, Argument)], context: ViewContext, remark: String? = nil) -> Finding {
        let siteFile = context.file(site.context.fileIndex)
        let tokens = SourceTokens(tree: context.index.trees[site.context.fileIndex])
        let labels = method.declaration.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let name = "." + method.declaration.name.text + "(" + labels + ")"
        let conditionText = conditions.map { tokens.normalizedText($0.range) }.joined(separator: ", ")
        let location = siteFile.path.split(separator: "/").last.map(String.init) ?? siteFile.path
        // The call itself (`.if(isActive) { … }`), not the start of the chain it is applied to.
        var callRange = site.range
        if case .memberAccess(_, let member, _) = site.call.callee.kind { callRange = SourceRange(member.range.start, site.range.end) }
        let line = siteFile.location(of: callRange.start).line
        var message = "`\(name)` hides an `if`/`else` behind a modifier call: it returns `_ConditionalContent` of the "
            + "transformed view and `self`, so each call site gets two different views, and when its condition changes "
            + "SwiftUI destroys one and creates the other (state resets, `onAppear` runs again, the change fades instead "
            + "of animating). At \(location):\(line) the condition `\(conditionText)` can change."
        if let example = inertExample(site: site, pairs: pairs, condition: conditionText, tokens: tokens) {
            message += " Apply the modifier there unconditionally with a no-effect value instead: `\(example)`."
        } else {
            message += " Apply the modifier there unconditionally, with a no-effect value when `\(conditionText)` is false."
        }
        if let remark { message += " (A remark, not a warning: \(remark).)" }
        var notes = [FindingNote(message: "a call whose condition can change", path: siteFile.path, range: callRange)]
        notes += change.evidence?.notes(limit: 1, in: context) ?? []
        return ConditionalModifierRule.rule.finding(message, in: context, at: method.declaration.name.range, fileIndex: method.fileIndex,
                                                    notes: notes)
    }

    /// `.if(c) { $0.opacity(0.5) }` → `.opacity(c ? 0.5 : 1)`, when the transform is a chain of
    /// modifiers on its parameter that all have a no-effect value.
    private static func inertExample(site: CallSite, pairs: [(Parameter, Argument)], condition: String, tokens: SourceTokens) -> String? {
        guard let transform = pairs.first(where: { $0.1.value.isClosure })?.1.value, case .closure(let closure) = transform.kind,
              closure.body.count == 1, case .expression(let chain) = closure.body[0].kind else { return nil }
        let parameter = closure.parameters?.first?.name.text ?? "$0"
        let parsed = ModifierChain(chain)
        let modifiers = parsed.links
        guard case .identifier(parameter) = parsed.base.kind, !modifiers.isEmpty else { return nil }
        let shownCondition = condition.contains(" ") && !condition.hasPrefix("(") ? "(\(condition))" : condition
        var text = ""
        for modifier in modifiers {
            guard let (argument, inert) = ConditionalModifierRule.inertArgument(of: modifier.name.text, in: modifier.call.arguments)
            else { return nil }
            let call = tokens.normalizedText(modifier.range)
            let value = tokens.normalizedText(argument.value.range)
            guard let found = call.lastRange(of: value) else { return nil }
            var rewritten = call
            rewritten.replaceSubrange(found, with: "\(shownCondition) ? \(value) : \(inert)")
            text += "." + rewritten
        }
        return text
    }

    private static func isTransformCall(_ statement: Stmt, parameters: Set<String>) -> Bool {
        guard case .expression(let expr) = statement.kind, case .call(let call) = expr.kind,
              case .identifier(let callee) = call.callee.kind, parameters.contains(callee) else { return false }
        return call.arguments.contains { if case .identifier("self") = $0.value.kind { return true } else { return false } }
    }

    private static func isSelf(_ statement: Stmt) -> Bool {
        if case .expression(let expr) = statement.kind, case .identifier("self") = expr.kind { return true }
        return false
    }
}
