/// What the `if`s around a place say about a value while the place is shown. For
/// `non-pod-view`: whether they fix something the parent changes continuously, so that the view
/// made there is gone while it changes (kiwix's library list is made in the `else` of `if
/// !search.searchText.isEmpty`: the first key typed replaces the list with the results, and the
/// keys after that re-run the results, not the list). For what a view sees change: whether
/// assigning a value rules the place out, so the write removes the view (``remove(_:assigning:to:)``).
enum BranchPins {
    /// Whether the branches around `site` hold each of `changed` (`search.searchText`, paths
    /// from the parent) at one value: empty, `nil`, or a literal.
    static func fix(_ changed: [String], at site: CallSite, index: ModuleIndex) -> Bool {
        guard let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return false }
        return fix(changed, at: place)
    }

    /// The same, for a place located already.
    static func fix(_ changed: [String], at place: BranchPath.Place) -> Bool {
        guard !changed.isEmpty else { return false }
        return changed.allSatisfy { dotted in
            let path = dotted.split(separator: ".").map(String.init)
            return place.path.steps.contains { step in
                if step.clause == 0 { return step.conditions.contains { pins(path, $0, holds: true) } }
                // In an `else`, one of the conditions failed: each must pin the value when it does
                // (`if let searchModel, !searchModel.query.isEmpty`: no model, or an empty query).
                return !step.conditions.isEmpty && step.conditions.allSatisfy { pins(path, $0, holds: false) }
            }
        }
    }

    /// Whether assigning `literal` (`nil`, `false`, `.idle`) to the value at `path` makes the
    /// branches around `place` choose another clause: the view made there is removed by that
    /// write, not given the new value. CodeEdit's commit details, shown under `if selection !=
    /// nil`, set `commit = nil` through their binding to go back: the details go away.
    /// Likewise a `switch` on the value: VoiceInk's mode editor is made under `case
    /// .configuration(let mode)?` of `switch activePanel`, and `activePanel = nil` closes it.
    /// An empty collection, `[]`, removes what is built while it has elements (``EmptiedCollections``).
    static func remove(_ place: BranchPath.Place, assigning literal: String, to path: [String]) -> Bool {
        place.path.steps.contains { step in
            if let patterns = step.casePatterns, step.subject?.memberPath == path {
                return !patterns.isEmpty && patterns.allSatisfy { excludes($0, spelledAsNil(literal)) }
            }
            if step.clause == 0 { return step.conditions.contains { holds($0, path, literal, in: place.owner) == false } }
            // In an `else`, only a lone condition is known to decide.
            return step.conditions.count == 1 && holds(step.conditions[0], path, literal, in: place.owner) == true
        }
    }

    /// Whether the branches around `place` are entered only while the value at `path` is `nil`:
    /// the body of `if details == nil`, or the `else` of `if details != nil` or of `if let details`.
    /// Leomard's profile assigns its loaded details there only, so the sidebar made under `if let
    /// personDetails` is absent while they are set, and is made afresh with them.
    static func holdNil(around place: BranchPath.Place, _ path: [String]) -> Bool {
        place.path.steps.contains { step in
            if step.clause == 0 { return step.conditions.contains { holds($0, path, "nil") == true } }
            return step.conditions.count == 1 && holds(step.conditions[0], path, "nil") == false
        }
    }

    /// The literal the branches around `place` hold the value at `path` to while the place runs:
    /// `.ownBusiness` in the body of `if currentViewMode == .ownBusiness` (or of a clause that
    /// tests it among other conditions); `nil` when they do not say.
    static func heldLiteral(around place: BranchPath.Place, _ path: [String]) -> String? {
        for step in place.path.steps where step.clause == 0 {
            for condition in step.conditions {
                guard case .expression(let expr) = condition.kind, case .binaryOperator(let lhs, "==", let rhs) = expr.kind else { continue }
                if lhs.memberPath == path, let literal = rhs.literalText { return literal }
                if rhs.memberPath == path, let literal = lhs.literalText { return literal }
            }
        }
        return nil
    }

    /// Whether `condition` holds once `path` is `literal`; `nil` when that does not decide it.
    private static func holds(_ condition: Condition, _ path: [String], _ literal: String, in owner: TypeInfo? = nil) -> Bool? {
        switch condition.kind {
        case .expression(let expr):
            return holds(expr, path, literal, in: owner)
        case .optionalBinding(_, let pattern, _, let value):
            // `if let selection` and `if let commit = selection` fail only for `nil`.
            let bound = value.map { $0.memberPath } ?? pattern.boundNames.first.map { [$0.text] }
            return bound == path && literal == "nil" ? false : nil
        default:
            return nil
        }
    }

    private static func holds(_ expr: Expr, _ path: [String], _ literal: String, in owner: TypeInfo?) -> Bool? {
        if literal == "[]", let decided = EmptiedCollections.holds(expr, whenEmpty: path, in: owner) { return decided }
        switch expr.kind {
        case .prefixOperator("!", let operand):
            return holds(operand, path, literal, in: owner).map(!)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return holds(elements[0].value, path, literal, in: owner)
        case .binaryOperator(let lhs, "&&", let rhs):
            // One side failing fails the conjunction (`hasMoreData && !isLoading` once loading).
            let left = holds(lhs, path, literal, in: owner), right = holds(rhs, path, literal, in: owner)
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case .binaryOperator(let lhs, "||", let rhs):
            let left = holds(lhs, path, literal, in: owner), right = holds(rhs, path, literal, in: owner)
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        case .binaryOperator(let lhs, let spelling, let rhs) where spelling == "==" || spelling == "!=":
            // `selection != nil`, `mode == .idle`: two literals of one kind are equal when spelled alike.
            let other = lhs.memberPath == path ? rhs : rhs.memberPath == path ? lhs : nil
            guard let compared = other?.literalText.map(spelledAsNil), isSameKind(compared, spelledAsNil(literal)) else { return nil }
            return (compared == spelledAsNil(literal)) == (spelling == "==")
        default:
            guard expr.memberPath == path, literal == "true" || literal == "false" else { return nil }
            return literal == "true"
        }
    }

    private static func spelledAsNil(_ text: String) -> String { text == ".none" ? "nil" : text }

    /// Whether a case pattern fails for the value `literal`: `nil` fails `.some(…)`, `x?` and
    /// any named case; a case literal (`.settings`) fails a case of another name.
    private static func excludes(_ pattern: Pattern, _ literal: String) -> Bool {
        switch pattern.kind {
        case .valueBinding(_, let inner):
            return excludes(inner, literal)
        case .optional(let inner):
            return literal == "nil" || excludes(inner, literal)
        case .enumCase(_, let name, _):
            if name.text == "none" { return literal != "nil" && literal.hasPrefix(".") }
            if literal == "nil" { return true }
            guard name.text != "some", literal.hasPrefix(".") else { return false }
            return literal.dropFirst().prefix { $0 != "(" } != name.text
        default:
            return false
        }
    }

    /// Whether two literal spellings can be compared by their text: `nil` with anything, two
    /// cases, two numbers of one form, two Booleans.
    private static func isSameKind(_ first: String, _ second: String) -> Bool {
        func kind(_ text: String) -> Int {
            if text == "nil" { return 0 }
            if text == "true" || text == "false" { return 1 }
            if text.hasPrefix(".") { return 2 }
            return text.contains(".") ? 3 : 4
        }
        return first == "nil" || second == "nil" || kind(first) == kind(second)
    }

    /// Whether `condition`, holding or failing as `holds` says, fixes the value at `path`.
    private static func pins(_ path: [String], _ condition: Condition, holds: Bool) -> Bool {
        switch condition.kind {
        case .expression(let expr):
            return pins(path, expr, holds: holds)
        case .optionalBinding(_, let pattern, _, let value):
            // `if let result = search.result` (or `if let result`) fails only when it is `nil`,
            // and so is all of it. (`if let amount = Double(text)` says nothing of `text`.)
            let bound = value.map { $0.memberPath } ?? pattern.boundNames.first.map { [$0.text] }
            guard let bound else { return false }
            return !holds && path.starts(with: bound)
        default:
            return false
        }
    }

    private static func pins(_ path: [String], _ expr: Expr, holds: Bool) -> Bool {
        switch expr.kind {
        case .prefixOperator("!", let operand):
            return pins(path, operand, holds: !holds)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return pins(path, elements[0].value, holds: holds)
        case .memberAccess(let base, let name, _) where name.text == "isEmpty":
            return holds && base.memberPath == path
        case .binaryOperator(let lhs, let spelling, let rhs) where spelling == "==" || spelling == "!=":
            // Equal to a literal: `query == ""`, `selection == nil`, `mode == .idle`.
            guard (spelling == "==") == holds else { return false }
            return (lhs.memberPath == path && rhs.isLiteral) || (rhs.memberPath == path && lhs.isLiteral)
        default:
            // The Boolean itself (`if isExpanded`): `true` in the body, `false` in the `else`.
            return expr.memberPath == path
        }
    }
}
