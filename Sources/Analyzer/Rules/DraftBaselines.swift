/// The baseline of an editable draft: `@State` the view only compares with a draft
/// (`firstName != originalFirstName` enables a Save button) or puts back into one (a Revert
/// button's `firstName = originalFirstName`), and otherwise only assigns. It holds what the
/// draft started from; it is filled with the draft, once on purpose, and filling it again
/// would hide the user's pending edits. A baseline the view also shows (`Text("was \(original)")`)
/// is not one: it is a copy on screen, and a stale copy is the bug.
struct DraftBaselines {
    let view: TypeInfo

    /// The view's `@State` properties, outside `drafts`, that are baselines of one of `drafts`.
    func properties(of drafts: Set<String>) -> Set<String> {
        guard !drafts.isEmpty else { return [] }
        /// Where values stand beside a draft (compared with it, put back into it), and where
        /// values are assigned, by start offset.
        var besideDraft: Set<Int> = []
        var assigned: Set<Int> = []
        var mentions: [String: [Int]] = [:]
        let isDraft: (Expr) -> Bool = { $0.memberPath?.first.map(drafts.contains) ?? false }
        for body in view.memberBodies() {
            SyntaxWalk.expressions(in: body.statements, intoClosures: true) { expr in
                if let name = expr.selfMemberName { mentions[name, default: []].append(expr.range.start) }
                switch expr.kind {
                case .binaryOperator(let lhs, let spelling, let rhs) where spelling == "==" || spelling == "!=":
                    if isDraft(lhs) { besideDraft.insert(rhs.range.start) }
                    if isDraft(rhs) { besideDraft.insert(lhs.range.start) }
                case .assignment(let target, let value):
                    assigned.insert(target.range.start)
                    if isDraft(target) { besideDraft.insert(value.range.start) }
                default:
                    break
                }
            }
        }
        return Set(view.storedProperties.filter { property in
            guard property.wrapper == .state, !drafts.contains(property.name), let uses = mentions[property.name] else { return false }
            return uses.contains(where: besideDraft.contains) && uses.allSatisfy { besideDraft.contains($0) || assigned.contains($0) }
        }.map(\.name))
    }
}
