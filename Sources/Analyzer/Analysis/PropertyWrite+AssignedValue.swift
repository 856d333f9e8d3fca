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
