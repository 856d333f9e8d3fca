/// `conditional-modifier`: an `if`/`else` whose branches build the same view and differ only by
/// modifiers that have a no-effect form, and helpers that hide such an `if` in a modifier.
public enum ConditionalModifierRule {
    public static let id = "conditional-modifier"

    public static let rule = Rule(
        id: id,
        summary: "`if`/`else` builds the same view twice, differing only by modifiers one view could take",
        rationale: """
        A result builder turns `if c { V().m(x) } else { V() }` into `_ConditionalContent<ModifiedContent<V, M>, V>`: \
        two different views in two different places of the render tree. When `c` changes, SwiftUI destroys the \
        one and creates the other — `@State` inside `V` is reset, `onAppear` and `.task` run again, and the \
        change is a remove/insert transition (a fade) instead of an animation of the modifier. One view with \
        an inert modifier value, `V().m(c ? x : 1)`, keeps a single identity: only the modifier's value \
        changes. A modifier only one branch applies can also stay, given a value that does nothing when \
        `c` is false (`.background(c ? x : Color.clear)`, `.frame(maxHeight: c ? 120 : nil)`). Two values \
        with no no-effect form swapped (`buttonStyle(.bordered)` vs `buttonStyle(.plain)`, often of different \
        types; a style set in one branch only swaps it with the default style), or only argument-less \
        additions (`.clipped()`), cannot become one view and are not reported; two styles of one type can \
        (`.foregroundStyle(.red)` vs `.foregroundStyle(.green)`: `.foregroundStyle(c ? .red : .green)`). A `View` extension such as \
        `func if(_ condition: Bool, transform: (Self) -> Content)` hides the same `if`/`else` behind a \
        modifier call, so every call site gets two identities; it is reported where a call in a view's \
        body passes a condition that can change (for `if let value` helpers, a value that can come and \
        go; a call made once outside any body picks its branch once). A condition that keeps one value \
        while the view is shown is not reported, such as a flag only the view's own `onAppear` and \
        `onDisappear` set, a `@State` no code of the module sets (in a view the module creates), or a stored setting that picks which branch of every creator shows the view \
        (`if step == 1 { Page(…) } else if step == 2 { Page(…) }`: a new step replaces the page), or a size \
        class (or colour scheme, or layout direction) every layout above the view is picked by (`if \
        horizontalSizeClass == .compact { Tabs() } else { Sidebar() }`: a change swaps the layout). Nor is an `if` in a \
        `Menu`'s content or a `.contextMenu`'s items (or a helper called there): they become menu items when the menu \
        opens, which keep no state and never animate. Views only a WidgetKit widget or an App Intent's snippet shows are not \
        reported: each timeline entry or run is rendered into a snapshot, with no state to lose. Branches that build only views with no \
        state that run nothing when they appear (`Text`, `Image`, `Label`, `Color`, shapes, with no \
        presentation, selection or focus; plain stacks of them; the module's own views built only of \
        such views, holding no `@State` or other storage of their own), or a helper called on one, or a view modifier's `content` \
        where every place applies it to such views (a `ZStack` of images, an `if` between them), are a remark when nothing \
        animates the change (no animation in the view's code — a `withAnimation` there that only \
        sets other state animates that other change — nor in the code that changes the condition or \
        creates the view): the swap shows nothing until an animation is added.
        """,
        defaultSeverity: .warning,
        examples: ConditionalModifierExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view else { return checkHelpers(context) }
        // A widget's or an App Intent snippet's views are rendered into a snapshot per timeline
        // entry or run: no state to lose, no transition between identities.
        if SnapshotViews(index: context.index, uses: context.uses).isShownOnlyAsSnapshots(view) { return [] }
        var findings: [Finding] = []
        // A `@ViewBuilder` member's `if` is seen in the member and again where the body uses the
        // member (`_content(content)`): one finding, at the `if` itself.
        // An `if` is known by its file and range (files share offsets).
        var reported: [Int: Set<SourceRange>] = [:]
        var atUses: [(condition: SourceRange, finding: Finding)] = []
        let animations = StatelessSwap.Animations()
        let views = StatelessViews(index: context.index)
        let constancy = ConditionConstancy(context: context)
        for body in context.bodies {
            let tree = context.index.trees[body.fileIndex]
            body.tree.forEachNode { node in
                guard let (finding, condition) = check(node, tree: tree, context: context, fileIndex: body.fileIndex,
                                                       animations: animations, views: views, constancy: constancy) else { return }
                if node.range.contains(condition) {
                    if reported[body.fileIndex, default: []].insert(condition).inserted { findings.append(finding) }
                } else {
                    atUses.append((condition, finding))
                }
            }
        }
        // Seen only where a member is used: reported there, unless seen in the member itself.
        var reportedAtUses: Set<SourceRange> = []
        for use in atUses where !reported.values.contains(where: { $0.contains(use.condition) })
            && reportedAtUses.insert(use.condition).inserted {
            findings.append(use.finding)
        }
        return findings
    }

    /// A modifier chain split into its base view and its modifiers, innermost first.
    private struct Chain {
        let base: StaticView
        let modifiers: [ModifierApplication]
        /// The base is a member's result (`row(…)`): one view as written, whatever its body holds.
        let baseIsMemberResult: Bool

        /// Modifiers written in the branch itself: the walk stops at a node that comes from
        /// another member's body (`makeRow(…)`'s own modifiers are not the branch's).
        init(_ node: StaticView, tokens: SourceTokens) {
            var current = node
            var modifiers: [ModifierApplication] = []
            let branch = node.range
            while current.kind == .modifier, var modifier = current.modifier, let base = current.children.first,
                  base.range.start >= branch.start, base.range.end <= branch.end {
                // A module's own modifier method (`.longPressWithFeedback { … }`) is built from its
                // body, written elsewhere: the branch's text for it is the call as written here.
                if !branch.contains(modifier.callRange), branch.contains(current.range),
                   let name = tokens.tokens(in: SourceRange(base.range.end, current.range.end))
                       .first(where: { $0.kind != .period && $0.kind != .prefixPeriod }) {
                    modifier.callRange = SourceRange(name.range.start, current.range.end)
                }
                modifiers.insert(modifier, at: 0)
                current = base
            }
            self.base = current
            self.modifiers = modifiers
            baseIsMemberResult = current.kind == .modifier && current.children.first.map { child in
                child.range.start < branch.start || child.range.end > branch.end
            } ?? false
        }
    }

    /// One modifier that differs between the branches.
    private struct Difference {
        /// The modifier in the `if` branch, if it has one there.
        let thenModifier: ModifierApplication?
        let elseModifier: ModifierApplication?
        var name: String { (thenModifier ?? elseModifier)!.name }

        /// One view can take this difference: the modifier has a no-effect value, or only one
        /// branch applies it and it takes a value that can be given one
        /// (`.background(c ? x : Color.clear)`, `.environment(k, c ? v : default)`). Behaviour
        /// attached in one branch only (`.onAppear { focus = .new }`, a gesture, a scroll handler)
        /// is left alone: re-creating the view, or having the handler only there, is often the point.
        var canBeOneView: Bool {
            if name == "hidden" || ModifierCatalog.inertForm(of: name) != nil || sameStyleArguments != nil { return true }
            guard let modifier = thenModifier ?? elseModifier, thenModifier == nil || elseModifier == nil,
                  !ModifierCatalog.handlerModifiers.contains(name) else { return false }
            return modifier.arguments.contains { !$0.value.isClosure }
        }

        /// Both branches apply the modifier, with values of no no-effect form (`.buttonStyle(.bordered)`
        /// vs `.buttonStyle(.plain)`): often of different types, which no one expression can hold.
        /// A style set in one branch only swaps it with the default style, another type again.
        var isSwap: Bool {
            if ModifierCatalog.styleWriters.contains(name) { return true }
            return thenModifier != nil && elseModifier != nil && name != "hidden" && ModifierCatalog.inertForm(of: name) == nil
                && sameStyleArguments == nil
        }

        /// Both branches give the modifier one style of the same type (`.foregroundStyle(.red)` vs
        /// `.foregroundStyle(.green)`, two `Color`s): one ternary holds either. (`.red` vs
        /// `.secondary` are a `Color` and a `HierarchicalShapeStyle`, which it cannot.)
        var sameStyleArguments: (then: Argument, else: Argument)? {
            guard let thenModifier, let elseModifier, !ModifierCatalog.styleWriters.contains(name),
                  thenModifier.arguments.count == 1, elseModifier.arguments.count == 1,
                  thenModifier.arguments[0].label == nil, elseModifier.arguments[0].label == nil,
                  Self.isPlainStyle(thenModifier.arguments[0].value), Self.isPlainStyle(elseModifier.arguments[0].value),
                  let type = StyleCatalog.styleType(of: thenModifier.arguments[0].value),
                  StyleCatalog.styleType(of: elseModifier.arguments[0].value) == type else { return nil }
            return (thenModifier.arguments[0], elseModifier.arguments[0])
        }

        /// A style written as itself (`.red`, `Color.red`, `Color(hex: "#f00")`, `.linearGradient(…)`),
        /// not derived from another: `Color.blue.secondary` is some other `ShapeStyle`.
        private static func isPlainStyle(_ expr: Expr) -> Bool {
            switch expr.kind {
            case .implicitMember: return true
            case .memberAccess(let base, _, _):
                if case .identifier = base.kind { return true }
                return false
            case .call(let call):
                switch call.callee.kind {
                case .identifier, .implicitMember: return true
                default: return false
                }
            default: return false
            }
        }
    }

    /// The two branches' modifiers aligned: shared calls and differences, innermost first.
    private enum Aligned {
        case same(ModifierApplication)
        case different(Difference)
    }

    /// `.matchedGeometryEffect(id: "capsule", in: ns)`: one id shared by every place (a literal),
    /// so only one view may show it at a time. A per-element id (`id: tab`) allows one view each.
    private static func movesOneSharedView(_ modifier: ModifierApplication) -> Bool {
        guard ModifierCatalog.insertionAnimated.contains(modifier.name), let id = modifier.argument("id")?.value else { return false }
        switch id.kind {
        case .stringLiteral, .integerLiteral: return true
        default: return false
        }
    }

    /// The names a condition reads (`row`, `content` of `row == content.last`; `isOn` of
    /// `self.isOn`); `nil` when it reads one of the view's computed properties or calls a
    /// method, whose stored reads are not followed.
    private static func names(in conditions: [Expr], of view: TypeInfo?) -> Set<String>? {
        var names: Set<String> = []
        var unknown = false
        for condition in conditions {
            SyntaxWalk.expressions(in: condition, intoClosures: false) { expr in
                switch expr.kind {
                case .identifier(let name) where name != "self": names.insert(name)
                case .memberAccess(let base, let name, _): if case .identifier("self") = base.kind { names.insert(name.text) }
                case .call: unknown = true
                default: break
                }
            }
        }
        if unknown || names.contains(where: { view?.computedProperty(named: $0) != nil || view?.hasMethod(named: $0) == true }) { return nil }
        return names
    }

    /// The finding for one `if`/`else` node, with the range of its condition.
    private static func check(_ node: StaticView, tree: SyntaxTree, context: ViewContext, fileIndex: Int,
                              animations: StatelessSwap.Animations, views: StatelessViews,
                              constancy: ConditionConstancy) -> (Finding, SourceRange)? {
        guard node.kind == .conditional, node.children.count == 2 else { return nil }
        let thenNode = node.children[0]
        let elseNode = node.children[1]
        let depth = node.conditions.count
        guard thenNode.conditions.count == depth + 1, elseNode.conditions.count == depth + 1,
              let thenCondition = thenNode.conditions.last, let elseCondition = elseNode.conditions.last,
              thenCondition.kind == .ifTrue, elseCondition.kind == .ifFalse, thenCondition.range == elseCondition.range,
              thenCondition.isPlainBoolean else { return nil }
        let tokens = SourceTokens(tree: tree)
        let thenChain = Chain(thenNode, tokens: tokens)
        let elseChain = Chain(elseNode, tokens: tokens)
        guard thenChain.base.kind == .view || thenChain.baseIsMemberResult, tokens.sameTokens(thenChain.base.range, elseChain.base.range),
              case let aligned = align(thenChain.modifiers, elseChain.modifiers, tokens: tokens),
              case let differences = aligned.compactMap({ entry -> Difference? in
                  if case .different(let difference) = entry { return difference }
                  return nil
              }),
              !differences.isEmpty,
              // The identity is lost whatever the modifiers; stay silent only where one view
              // cannot say the same: a swap of values without a no-effect form, or nothing but
              // argument-less additions (`.clipped()`).
              !differences.contains(where: \.isSwap), differences.contains(where: \.canBeOneView),
              // A view both branches move with `.matchedGeometryEffect` (a selection highlight):
              // removing it in one place and inserting it in another is how it slides across;
              // one view kept in every place would make several sources for one id.
              !aligned.contains(where: { entry in
                  if case .same(let modifier) = entry { return Self.movesOneSharedView(modifier) }
                  return false
              }) else { return nil }
        // A menu's items keep no state and never animate: swapping one shows nothing.
        if MenuContents.holds(node.range.start, fileIndex: fileIndex, index: context.index) { return nil }
        var change: Variability?
        if let view = context.view {
            change = constancy.change(of: thenCondition, in: view, fileIndex: fileIndex)
            if change == nil { return nil }
        }

        let parts = tokens.topLevelParts(thenCondition.range)
        let conditionText = parts.map { tokens.normalizedText($0) }.joined(separator: " && ")
        // Inside a ternary the condition needs parentheses unless it is a single simple term.
        let condition = parts.count > 1 || tokens.hasTopLevelOperator(thenCondition.range) ? "(\(conditionText))" : conditionText
        let base = tokens.normalizedText(thenChain.base.range)
        // A modifier with a long closure (`.mask { … }`) is quoted by its first words.
        func quoted(_ modifier: ModifierApplication) -> String { "`.\(Phrasing.code(tokens.normalizedText(modifier.callRange)))`" }
        let described = differences.map { difference -> String in
            if let thenModifier = difference.thenModifier, let elseModifier = difference.elseModifier {
                return "\(quoted(thenModifier)) vs \(quoted(elseModifier))"
            }
            return quoted((difference.thenModifier ?? difference.elseModifier)!)
        }
        // Two stateless leaves, and nothing animates the change: the swap shows nothing. A view
        // modifier's content is what the places applying it apply it to.
        let showsNothing = context.view.map { view in
            [thenNode, elseNode].allSatisfy { branch in
                StatelessSwap.isStatelessLeaf(branch, views: views) {
                    view.isViewModifier && StatelessSwap.isAppliedOnlyToStatelessContent(view, index: context.index, uses: context.uses)
                }
            }
                && !animations.isAnimated(view, change: change, reads: Self.names(in: thenCondition.expressions, of: view), index: context.index)
        } ?? false
        var message = "Both branches of this `if` build `\(base)`, differing only by \(described.joined(separator: ", ")): "
            + "SwiftUI sees two different views (`_ConditionalContent`), so changing `\(conditionText)` destroys one and creates "
            + (showsNothing ? "the other. (A remark, not a warning: `\(base)` keeps no state and runs nothing when it appears, and "
                + "nothing animates the change, so the swap shows nothing yet; an animation would fade instead of animating.)"
                : "the other (its state resets, `onAppear` runs again, the change fades instead of animating).")
        if let single = singleViewForm(base: thenChain.base, aligned: aligned, condition: condition, tokens: tokens) {
            let choosesValues = differences.allSatisfy { $0.sameStyleArguments != nil }
            message += " Use one view with " + (choosesValues ? "the modifier's value chosen by the condition" : "an inert modifier value")
                + ": `\(single)`."
        } else {
            message += " Use one view and give the modifier a no-effect value when the condition is false."
        }
        let ifRange = SourceRange(node.range.start, node.range.start + 2)
        let fix = fixEdits(node: node, thenNode: thenNode, elseNode: elseNode, differences: differences,
                           condition: condition, tokens: tokens)
        var finding = rule.finding(message, in: context, at: ifRange, fileIndex: fileIndex,
                                   notes: change?.evidence?.notes(limit: 3, in: context) ?? [], fix: fix)
        if showsNothing { finding.severity = .info }
        return (finding, thenCondition.range)
    }

    /// Aligns the two modifier lists (longest common subsequence of identical calls); what is
    /// left between two shared calls pairs up by name (`m(x)` vs `m(y)`) or stands alone (a
    /// modifier only one branch has).
    private static func align(_ first: [ModifierApplication], _ second: [ModifierApplication],
                              tokens: SourceTokens) -> [Aligned] {
        let n = first.count, m = second.count
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = tokens.sameTokens(first[i].callRange, second[j].callRange)
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Aligned] = []
        var pendingFirst: [ModifierApplication] = []
        var pendingSecond: [ModifierApplication] = []
        func flush() {
            for modifier in pendingFirst {
                if let match = pendingSecond.firstIndex(where: { $0.name == modifier.name }) {
                    result.append(.different(Difference(thenModifier: modifier, elseModifier: pendingSecond.remove(at: match))))
                } else {
                    result.append(.different(Difference(thenModifier: modifier, elseModifier: nil)))
                }
            }
            result += pendingSecond.map { .different(Difference(thenModifier: nil, elseModifier: $0)) }
            pendingFirst = []
            pendingSecond = []
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, tokens.sameTokens(first[i].callRange, second[j].callRange) {
                flush()
                result.append(.same(first[i]))
                i += 1
                j += 1
            } else if j >= m || (i < n && lengths[i + 1][j] >= lengths[i][j + 1]) {
                pendingFirst.append(first[i])
                i += 1
            } else {
                pendingSecond.append(second[j])
                j += 1
            }
        }
        flush()
        return result
    }

    /// The argument a modifier's no-effect value replaces, with that value: the labelled one,
    /// or the last unlabelled. `.padding(.top)` takes no length: no edges (`[]`) is its no-effect
    /// value.
    static func inertArgument(of name: String, in arguments: [Argument]) -> (argument: Argument, inert: String)? {
        guard let inert = ModifierCatalog.inertForm(of: name) else { return nil }
        if let label = inert.label { return arguments.first { $0.label?.text == label }.map { ($0, inert.value) } }
        guard let candidate = arguments.last(where: { $0.label == nil && !$0.value.isClosure }) else { return nil }
        if inert.isLength, isEdgeSet(candidate.value) { return arguments.count == 1 ? (candidate, "[]") : nil }
        if inert.isLength, isEdgeInsets(candidate.value) { return (candidate, "EdgeInsets()") }
        return (candidate, inert.value)
    }

    /// `EdgeInsets(top: 0, leading: 100, …)` or `.init(top: …)`: insets, whose no-effect value is
    /// `EdgeInsets()`, not the length `0`.
    private static func isEdgeInsets(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        switch call.callee.kind {
        case .identifier("EdgeInsets"): return true
        case .implicitMember(let name, _): return name.text == "init" && call.arguments.contains { $0.label?.text == "leading" }
        case .memberAccess(let base, let name, _): return name.text == "init" && ViewTypeEvaluator.qualifiedTypeName(base) == "EdgeInsets"
        default: return false
        }
    }

    private static func inertArgument(of modifier: ModifierApplication) -> (argument: Argument, inert: String)? {
        inertArgument(of: modifier.name, in: modifier.arguments)
    }

    /// `.horizontal`, `[.top, .leading]`: an `Edge.Set`, not a length.
    private static func isEdgeSet(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember, .arrayLiteral: return true
        default: return false
        }
    }


    /// `V().m(c ? x : inert)`, when every differing modifier has an argument to put a ternary in.
    private static func singleViewForm(base: StaticView, aligned: [Aligned], condition: String, tokens: SourceTokens) -> String? {
        var text = tokens.normalizedText(base.range)
        for entry in aligned {
            switch entry {
            case .same(let modifier):
                text += "." + tokens.normalizedText(modifier.callRange)
            case .different(let difference):
                guard let rendered = render(difference, condition: condition, tokens: tokens) else { return nil }
                text += rendered
            }
        }
        return text
    }

    private static func render(_ difference: Difference, condition: String, tokens: SourceTokens) -> String? {
        let modifier = (difference.thenModifier ?? difference.elseModifier)!
        if modifier.name == "hidden" {
            // `hidden()` also takes the view out of hit testing and accessibility: keep that too,
            // spelled from the condition as written (no `!!c`, no `!c ? 0 : 1`).
            if difference.thenModifier != nil {
                return ".opacity(\(condition) ? 0 : 1).allowsHitTesting(\(negated(condition))).accessibilityHidden(\(condition))"
            }
            return ".opacity(\(condition) ? 1 : 0).allowsHitTesting(\(condition)).accessibilityHidden(\(negated(condition)))"
        }
        guard let (argument, ternary) = ternary(for: difference, of: modifier, condition: condition, tokens: tokens) else { return nil }
        let call = tokens.normalizedText(modifier.callRange)
        let argumentText = tokens.normalizedText(argument.value.range)
        guard let range = call.lastRange(of: argumentText) else { return nil }
        var rewritten = call
        rewritten.replaceSubrange(range, with: ternary)
        return "." + rewritten
    }

    /// The argument of the differing modifier to replace, and the ternary that replaces it: the
    /// two branches' values, or one branch's value and the modifier's no-effect value.
    private static func ternary(for difference: Difference, of modifier: ModifierApplication, condition: String,
                                tokens: SourceTokens) -> (argument: Argument, ternary: String)? {
        if let (thenArgument, elseArgument) = difference.sameStyleArguments {
            return (thenArgument, "\(condition) ? \(tokens.normalizedText(thenArgument.value.range)) : "
                    + tokens.normalizedText(elseArgument.value.range))
        }
        guard let (argument, inert) = inertArgument(of: modifier) else { return nil }
        let value = tokens.normalizedText(argument.value.range)
        if difference.thenModifier != nil, let elseModifier = difference.elseModifier {
            guard let (elseArgument, _) = inertArgument(of: elseModifier) else { return nil }
            return (argument, "\(condition) ? \(value) : \(tokens.normalizedText(elseArgument.value.range))")
        }
        return (argument, difference.thenModifier != nil ? "\(condition) ? \(value) : \(inert)" : "\(condition) ? \(inert) : \(value)")
    }

    /// The negation of a condition as written in a ternary (`isOn` → `!isOn`, `!isOn` → `isOn`,
    /// `(a && b)` → `!(a && b)`).
    private static func negated(_ condition: String) -> String {
        let isSimple: (Substring) -> Bool = { text in
            !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        }
        if condition.hasPrefix("!"), isSimple(condition.dropFirst()) || isOneGroup(condition.dropFirst()) {
            return String(condition.dropFirst())
        }
        return "!" + condition
    }

    /// `(a == b)`: one parenthesised group, whose closing parenthesis is the last character.
    private static func isOneGroup(_ text: Substring) -> Bool {
        guard text.first == "(" else { return false }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }

    /// The safe fix: one differing modifier call with one literal argument. The branch that has
    /// the modifier stays, its argument becomes a ternary, and only the `if`/`else` scaffolding
    /// and the other branch are deleted.
    private static func fixEdits(node: StaticView, thenNode: StaticView, elseNode: StaticView, differences: [Difference],
                                 condition: String, tokens: SourceTokens) -> [TextEdit]? {
        guard differences.count == 1 else { return nil }
        let difference = differences[0]
        let modifier = (difference.thenModifier ?? difference.elseModifier)!
        guard modifier.arguments.count == 1, let (argument, inert) = inertArgument(of: modifier), isLiteral(argument.value) else { return nil }
        let file = tokens.tree.file
        let value = file.text(argument.value.range)
        let ternary: String
        if let elseModifier = difference.elseModifier, difference.thenModifier != nil {
            guard elseModifier.arguments.count == 1, let (elseArgument, _) = inertArgument(of: elseModifier),
                  isLiteral(elseArgument.value) else { return nil }
            ternary = "\(condition) ? \(value) : \(file.text(elseArgument.value.range))"
        } else if difference.thenModifier != nil {
            ternary = "\(condition) ? \(value) : \(inert)"
        } else {
            ternary = "\(condition) ? \(inert) : \(value)"
        }
        let kept = difference.thenModifier != nil ? thenNode : elseNode
        return ConditionalModifierFix.edits(replacing: node.range, keeping: kept.range, argument: argument.value.range,
                                            with: ternary, tokens: tokens)
    }

    private static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral: return true
        case .prefixOperator("-", let operand): return isLiteral(operand)
        default: return false
        }
    }

    // MARK: Helpers

    private static func checkHelpers(_ context: ViewContext) -> [Finding] {
        ConditionalModifierHelpers.findings(in: context)
    }
}
