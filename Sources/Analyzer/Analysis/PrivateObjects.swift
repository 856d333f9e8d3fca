/// The objects a type makes for itself and never lets go of: a `private` stored property set
/// to a new instance of one of the module's classes (`@StateObject private var model =
/// FolderModel()`) that the type's code only ever uses as the receiver of a member
/// (`model.selection = …`, `model.load()`) — never passes on, returns, captures in a list, or
/// projects (`$model`). No other view can hold such an instance, so a write through it changes
/// what only that type itself reads through the same property.
struct PrivateObjects {
    let index: ModuleIndex

    /// The names of `type`'s stored properties that hold such a private object.
    func properties(of type: TypeInfo) -> Set<String> {
        let candidates = Set(type.storedProperties.filter(isSelfMadeObject).map(\.name))
        guard !candidates.isEmpty else { return [] }
        var receivers: Set<SourceRange> = []
        var references: [(name: String, range: SourceRange)] = []
        let bodies = type.memberBodies().map(\.statements) + type.initializers.compactMap { $0.body?.statements }
        for statements in bodies {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .memberAccess(let base, _, _) = expr.kind { receivers.insert(base.range) }
                if let name = Self.referencedProperty(expr), candidates.contains(Self.unprojected(name)) {
                    references.append((name, expr.range))
                }
            }
        }
        var escaping: Set<String> = []
        for reference in references where reference.name != Self.unprojected(reference.name) || !receivers.contains(reference.range) {
            escaping.insert(Self.unprojected(reference.name))
        }
        return candidates.subtracting(escaping)
    }

    /// `private var model = Model()` (or `@StateObject`/`@State`), where `Model` is a class of
    /// the module.
    private func isSelfMadeObject(_ property: StoredProperty) -> Bool {
        guard property.isFileScoped, property.wrapper == nil || property.wrapper == .stateObject || property.wrapper == .state,
              let value = property.defaultValue, case .call(let call) = value.kind else { return false }
        var callee = call.callee
        if case .memberAccess(let base, let member, _) = callee.kind, member.text == "init" { callee = base }
        guard case .identifier(let typeName) = callee.kind, let type = index.type(named: typeName) else { return false }
        return type.kind == .class
    }

    /// The property an expression names: `model`, `self.model`, `$model`, `_model`.
    private static func referencedProperty(_ expr: Expr) -> String? {
        if case .identifier("self") = expr.kind { return nil }
        return expr.selfMemberName
    }

    /// `model` for `$model` and `_model`.
    private static func unprojected(_ name: String) -> String {
        name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
