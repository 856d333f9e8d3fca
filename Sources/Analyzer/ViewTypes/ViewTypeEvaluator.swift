/// Applies ViewBuilder semantics to bodies, `@ViewBuilder` members and builder closures, and
/// types the view expressions in them with the ``ViewCatalog`` and ``ModifierCatalog``.
///
/// The result prints exactly like `type(of: body)` where SwiftUI's names are known; anything
/// else is a marked placeholder (`‹sheet›`, `‹type of selection›`).
struct ViewTypeEvaluator {
    /// A name in scope inside a body: a view built earlier, a value of known type, a closure.
    enum LocalValue {
        case view(StaticView)
        case value(String?)
        case closure(Closure)
        /// `if let url` / `if let url = url`: a local copy of the member of the same name, so a
        /// closure reading it still depends on the member.
        case memberAlias(String?)
    }

    /// Evaluation depth (nested views and modifiers, members using members) at which a
    /// placeholder is produced instead of recursing further; far above real bodies, within the
    /// worker threads' stacks given the parser's own nesting and chain limits.
    static let maximumDepth = 1_000

    let index: ModuleIndex
    let owner: TypeInfo?
    let file: SourceFile
    var scopes: [[String: LocalValue]] = [[:]]
    var conditions: [BranchCondition] = []
    /// Members being evaluated, so a member that uses itself does not recurse forever.
    var inProgress: Set<String> = []
    var depth = 0
    /// What `self` is inside a `View` extension method (the receiver of the custom modifier).
    var selfView: StaticView?
    /// What `.chainPlaceholder` stands for while applying a postfix `#if` clause.
    var chainBase: StaticView?

    init(index: ModuleIndex, owner: TypeInfo?, file: SourceFile) {
        self.index = index
        self.owner = owner
        self.file = file
    }

    // MARK: Nodes

    func make(_ kind: StaticView.Kind, _ typeName: String, range: SourceRange, children: [StaticView] = [],
              modifier: ModifierApplication? = nil, closures: [ClosureSummary] = [], moduleType: String? = nil) -> StaticView {
        StaticView(kind: kind, typeName: typeName, headName: TypeNameParts.head(of: typeName), range: range, children: children,
                   conditions: conditions, modifier: modifier, closures: closures, moduleType: moduleType)
    }

    func placeholder(_ description: String, range: SourceRange) -> StaticView {
        make(.placeholder, "‹" + description + "›", range: range)
    }

    func source(_ range: SourceRange) -> String {
        let text = file.text(range).split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.joined(separator: " ")
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    // MARK: Scopes

    func local(_ name: String) -> LocalValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Every name bound in the current scopes.
    var localNames: [String] {
        scopes.flatMap { scope in
            scope.compactMap { name, value in
                if case .memberAlias = value { return nil }
                return name
            }
        }
    }

    mutating func bind(_ name: String, _ value: LocalValue) {
        scopes[scopes.count - 1][name] = value
    }

    // MARK: Members

    /// The static view of a member's statements: builder semantics when `isBuilder` and the body
    /// has no `return`; otherwise the returned (or single) expression.
    mutating func evaluateBody(_ statements: [Stmt], isBuilder: Bool, range: SourceRange) -> StaticView {
        if isBuilder && !ReturnedValues.containsReturn(statements) {
            return buildBlock(statements, range: range)
        }
        if statements.count == 1, case .expression(let expr) = statements[0].kind {
            return viewType(of: expr)
        }
        for statement in statements {
            if case .returnStmt(let value?) = statement.kind { return viewType(of: value) }
        }
        for statement in statements {
            if case .ifStmt = statement.kind {
                return placeholder("if statement with returns", range: statement.range)
            }
        }
        return placeholder("no view returned", range: range)
    }

    /// Evaluates a member of the owner (or a `View` extension method) once at a time.
    mutating func evaluateMember(key: String, range: SourceRange, _ body: (inout ViewTypeEvaluator) -> StaticView) -> StaticView {
        guard !inProgress.contains(key), depth < Self.maximumDepth else {
            return placeholder("recursive use of \(key)", range: range)
        }
        inProgress.insert(key)
        depth += 1
        let savedScopes = scopes
        let savedConditions = conditions
        scopes = [[:]]
        conditions = []
        var result = body(&self)
        scopes = savedScopes
        conditions = savedConditions
        depth -= 1
        inProgress.remove(key)
        result.range = range
        result.conditions = conditions
        return result
    }
}
