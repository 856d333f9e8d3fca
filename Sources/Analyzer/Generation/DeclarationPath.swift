/// Where a type is declared in its file: the declarations around it (outermost first, the type
/// itself last) and the `#if` conditions it is compiled under, so code generated for it in
/// another file can repeat its availability and conditions.
struct DeclarationPath {
    /// The enclosing declarations and the type's own, outermost first.
    var declarations: [Decl] = []
    /// The conditions of the `#if` clauses around it, as Swift source (`os(iOS)`;
    /// `!(os(iOS)) && os(macOS)` for an `#elseif`).
    var conditions: [String] = []

    /// The path to the type declaration that starts at `start`, or `nil` when none does.
    static func find(start: Int, in tree: SyntaxTree) -> DeclarationPath? {
        DeclarationPath().search(start: start, statements: tree.statements, file: tree.file)
    }

    private func search(start: Int, statements: [Stmt], file: SourceFile) -> DeclarationPath? {
        for statement in statements where statement.range.start <= start && start < statement.range.end {
            switch statement.kind {
            case .declaration(let declaration):
                if let found = search(start: start, declarations: [declaration], file: file) { return found }
            case .ifConfig(let config):
                for (clause, condition) in Self.conditions(of: config, in: file) {
                    if let found = entering(condition).search(start: start, statements: clause.elements, file: file) { return found }
                }
            default:
                continue
            }
        }
        return nil
    }

    private func search(start: Int, declarations: [Decl], file: SourceFile) -> DeclarationPath? {
        for declaration in declarations where declaration.range.start <= start && start < declaration.range.end {
            switch declaration.kind {
            case .ifConfig(let config):
                for (clause, condition) in Self.conditions(of: config, in: file) {
                    if let found = entering(condition).search(start: start, declarations: clause.elements, file: file) { return found }
                }
            case .typeDecl(let type):
                var inner = self
                inner.declarations.append(declaration)
                if declaration.range.start == start { return inner }
                if let found = inner.search(start: start, declarations: type.members, file: file) { return found }
            default:
                continue
            }
        }
        return nil
    }

    private func entering(_ condition: String) -> DeclarationPath {
        var inner = self
        inner.conditions.append(condition)
        return inner
    }

    /// Each clause with the condition it is compiled under: its own, after the negations of
    /// the clauses before it.
    private static func conditions<Element>(of config: IfConfig<Element>, in file: SourceFile) -> [(IfConfigClause<Element>, String)] {
        var earlier: [String] = []
        return config.clauses.map { clause in
            let own = clause.condition.map { file.text($0.range) }
            let parts = earlier.map { "!(\($0))" } + (own.map { [$0] } ?? [])
            if let own { earlier.append(own) }
            return (clause, parts.joined(separator: " && "))
        }
    }
}
