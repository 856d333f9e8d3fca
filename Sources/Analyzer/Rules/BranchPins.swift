/// For `non-pod-view`: whether the `if`s around a creation site fix the value of something the
/// parent changes continuously, so that the view made there is gone while it changes. kiwix's
/// library list is made in the `else` of `if !search.searchText.isEmpty`: while the list is
/// shown the search text is empty, and the first key typed replaces the list with the results;
/// the keys after that re-run the results, not the list.
enum BranchPins {
    /// Whether the branches around `site` hold each of `changed` (`search.searchText`, paths
    /// from the parent) at one value: empty, `nil`, or a literal.
    static func fix(_ changed: [String], at site: CallSite, index: ModuleIndex) -> Bool {
        guard !changed.isEmpty, let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else {
            return false
        }
        return changed.allSatisfy { dotted in
            let path = dotted.split(separator: ".").map(String.init)
            return place.path.steps.contains { step in
                if step.clause == 0 { return step.conditions.contains { pins(path, $0, holds: true) } }
                // In an `else`, only a lone condition is known to fail.
                return step.conditions.count == 1 && pins(path, step.conditions[0], holds: false)
            }
        }
    }

    /// Whether `condition`, holding or failing as `holds` says, fixes the value at `path`.
    private static func pins(_ path: [String], _ condition: Condition, holds: Bool) -> Bool {
        switch condition.kind {
        case .expression(let expr):
            return pins(path, expr, holds: holds)
        case .optionalBinding(_, _, _, let value?):
            // `if let result = search.result` fails only when it is `nil`.
            return !holds && value.memberPath == path
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
            return false
        }
    }
}
