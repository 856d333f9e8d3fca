/// The closures that build one row per element: `ForEach(items) { … }` and `List(items) { … }`
/// (not `List { … }`, whose content is fixed). Code inside runs once per row, several at once.
enum RowClosures {
    /// Whether `offset` lies inside such a closure among `statements`.
    static func contain(_ offset: Int, in statements: [Stmt]) -> Bool {
        var inRow = false
        SyntaxWalk.expressions(in: statements, around: offset, intoClosures: true) { expr in
            guard !inRow, case .call(let call) = expr.kind, let name = CallMeaning.lastName(call.callee), containers.contains(name),
                  name == "ForEach" || call.arguments.first.map({ $0.label == nil && !$0.value.isClosure }) == true
            else { return }
            inRow = call.allArguments.contains { $0.value.isClosure && $0.value.range.contains(offset) }
        }
        return inRow
    }

    /// Containers whose content closure builds one row per element.
    private static let containers: Set<String> = ["ForEach", "List"]
}
