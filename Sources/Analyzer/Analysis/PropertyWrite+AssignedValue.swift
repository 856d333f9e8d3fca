extension PropertyWrite {
    /// The value the write assigns (`x = value`, `self.x = value`), found in `view`'s members;
    /// `nil` for a binding handed out, a mutation, or a write made elsewhere.
    func assignedValue(in view: TypeInfo) -> Expr? {
        guard change == .assignment, handedTo == nil else { return nil }
        var value: Expr?
        for (statements, fileIndex) in view.memberBodies() where fileIndex == self.fileIndex && value == nil {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .assignment(let target, let assigned) = expr.kind, target.range == range { value = assigned }
            }
        }
        return value
    }
}

extension PropertyWrite {
    /// Whether the write puts back the same item, refreshed: what it assigns is looked up by
    /// the written value's own `id` (`order = try await API.order(order.id)`, or a local bound
    /// from such a call: `if let updated = try? await API.order(order.id) { order = updated }`).
    /// The `id` of what is written stays what it was.
    func refetchesByOwnID(in index: ModuleIndex) -> Bool {
        guard change == .assignment, handedTo == nil,
              let member = index.memberLocator.member(at: range.start, fileIndex: fileIndex) else { return false }
        // The value assigned, and the statement lists around the write: the member's, and those
        // of the closures it sits in (a button's `Task`).
        var assigned: Expr?
        var blocks = [member.statements]
        SyntaxWalk.expressions(in: member.statements, intoClosures: true) { expr in
            switch expr.kind {
            case .assignment(let target, let value) where assigned == nil && target.range == range: assigned = value
            case .closure(let closure) where closure.body.contains(where: { $0.range.contains(range) }): blocks.append(closure.body)
            default: break
            }
        }
        guard var value = assigned else { return false }
        // A local bound before the write (`if let updated = …`, `if case .success(let user) =
        // …`): the nearest one.
        if case .identifier(let name) = value.kind,
           let bound = blocks.flatMap({ SyntaxWalk.boundValues(in: $0, nested: true) + SyntaxWalk.matchedValues(in: $0) })
            .filter({ $0.name == name && $0.value.range.start < range.start })
            .max(by: { $0.value.range.start < $1.value.range.start }) {
            value = bound.value
        }
        let ownID = path + ["id"]
        var looksUp = false
        SyntaxWalk.expressions(in: value, intoClosures: false) { expr in
            guard !looksUp, case .call(let call) = expr.kind else { return }
            looksUp = call.allArguments.contains { $0.value.memberPath == ownID }
        }
        return looksUp
    }
}
