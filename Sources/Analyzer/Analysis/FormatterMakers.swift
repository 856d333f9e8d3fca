/// The module's computed properties, methods and functions that create a Foundation formatter
/// each time they run (`var displayDate: String { let f = DateFormatter() … }`), directly or
/// through another member of the same type. A body that reads one creates a formatter on
/// every evaluation.
///
/// Found once per module; only files whose text mentions a formatter are walked.
public struct FormatterMakers: Sendable {
    /// Where a formatter is created.
    public struct Site: Sendable {
        public let fileIndex: Int
        /// The constructor call (`DateFormatter()`).
        public let range: SourceRange
        /// `DateFormatter`.
        public let formatter: String
        /// The member that creates it, as a reader names it: `Post.displayDate`.
        public let member: String
        /// A method or function (used by calling it), as opposed to a computed property.
        public let isCalled: Bool
        /// A `private`/`fileprivate` top-level function: only code of its own file can call it.
        public var isFilePrivate = false
        /// The parameters of the method or function whose own code creates it: a call of one of
        /// its overloads (`howLongAgo(date:)` beside `howLongAgo(dateStr:)`) makes none.
        public var parameters: [Parameter]?

        /// Whether `call` (of the member or function, by name) may be the one that creates it.
        public func mayBeMade(by call: Call?, index: ModuleIndex) -> Bool {
            guard let call, let parameters else { return true }
            return ArgumentMatching.accepts(call, parameters, index: index, owner: nil)
        }
    }

    /// By the declaring module type's qualified name, then member name.
    private let byType: [String: [String: [Site]]]
    /// Members of extensions of library types (`extension Date`), by name; names that a type
    /// of the module also declares are left out (the receiver's type would have to decide).
    private let foreign: [String: [Site]]
    /// Top-level functions by name.
    private let functions: [String: [Site]]

    /// Every member name above: a cheap test before the receiver's type is worked out.
    public let memberNames: Set<String>
    /// The names of the top-level functions that make formatters.
    public var functionNames: Set<String> { Set(functions.keys) }

    private init(byType: [String: [String: [Site]]], foreign: [String: [Site]], functions: [String: [Site]]) {
        self.byType = byType
        self.foreign = foreign
        self.functions = functions
        memberNames = Set(byType.values.flatMap(\.keys)).union(foreign.keys)
    }

    public static let none = FormatterMakers(byType: [:], foreign: [:], functions: [:])

    public var isEmpty: Bool { byType.isEmpty && foreign.isEmpty && functions.isEmpty }

    /// The formatters a member of a module type creates.
    public func sites(member: String, of type: TypeInfo) -> [Site]? { byType[type.qualifiedName]?[member] }

    /// The formatters a member of a library type's extension creates.
    public func foreignSites(member: String) -> [Site]? { foreign[member] }

    /// The formatters a top-level function creates.
    public func functionSites(named name: String) -> [Site]? { functions[name] }

    /// The formatter type a call constructs (`DateFormatter()`, `Foundation.NumberFormatter()`).
    public static func constructedFormatter(_ expr: Expr) -> String? {
        guard let name = ExpressionTypes.constructedTypeName(expr)?.split(separator: ".").last.map(String.init),
              StandardTypeCatalog.formatterTypes.contains(name) else { return nil }
        return name
    }

    static func find(in index: ModuleIndex) -> FormatterMakers {
        let mentions = index.mentions.map { $0.contains(.formatter) }
        guard mentions.contains(true) else { return .none }
        var byType: [String: [String: [Site]]] = [:]
        for type in index.types {
            let sites = makers(in: type, mentions: mentions)
            if !sites.isEmpty { byType[type.qualifiedName, default: [:]].merge(sites) { first, _ in first } }
        }
        var foreign: [String: [Site]] = [:]
        for type in index.foreignExtensions {
            for (name, site) in makers(in: type, mentions: mentions) { foreign[name] = foreign[name] ?? site }
        }
        if !foreign.isEmpty {
            let declaredByModule = index.storedPropertyNames
                .union(index.types.flatMap { $0.computedProperties.map(\.name) + $0.methods.map(\.name) + $0.enumCases.map(\.name.text) })
            foreign = foreign.filter { !declaredByModule.contains($0.key) }
        }
        var functions: [String: [Site]] = [:]
        for (fileIndex, tree) in index.trees.enumerated() where mentions[fileIndex] {
            for statement in tree.statements {
                guard case .declaration(let decl) = statement.kind, case .function(let function) = decl.kind,
                      let body = function.body?.statements else { continue }
                let name = function.name.text
                let isFilePrivate = decl.hasModifier("private") || decl.hasModifier("fileprivate")
                let made = constructions(in: body).map { range, formatter in
                    Site(fileIndex: fileIndex, range: range, formatter: formatter, member: name + "(…)", isCalled: true,
                         isFilePrivate: isFilePrivate, parameters: function.parameters)
                }
                if !made.isEmpty { functions[name, default: []] += made }
            }
        }
        return FormatterMakers(byType: byType, foreign: foreign, functions: functions)
    }

    /// The type's members that create a formatter, directly or by using another such member.
    private static func makers(in type: TypeInfo, mentions: [Bool]) -> [String: [Site]] {
        var sites: [String: [Site]] = [:]
        var uses: [String: Set<String>] = [:]
        let members: [(name: String, parameters: [Parameter]?, fileIndex: Int, body: [Stmt])] =
            type.computedProperties.map { ($0.name, nil, $0.fileIndex, $0.body) }
            + type.methods.map { ($0.name, $0.declaration.parameters, $0.fileIndex, $0.declaration.body?.statements ?? []) }
        var others: [(name: String, body: [Stmt])] = []
        for member in members where mentions[member.fileIndex] {
            let isCalled = member.parameters != nil
            let made = constructions(in: member.body).map { range, formatter in
                Site(fileIndex: member.fileIndex, range: range, formatter: formatter,
                     member: type.name + "." + member.name + (isCalled ? "(…)" : ""), isCalled: isCalled, parameters: member.parameters)
            }
            if !made.isEmpty {
                sites[member.name, default: []] += made
            } else {
                others.append((member.name, member.body))
            }
        }
        // Most types make no formatter at all: then no member reaches one through another.
        guard !sites.isEmpty else { return [:] }
        let names = Set(members.map(\.name))
        for member in others where !memoizes(member.body) { uses[member.name] = referencedMembers(in: member.body).intersection(names) }
        // Members that reach a maker through others of the same type (a few steps suffice).
        // In name order, so that which maker a member is said to reach is the same on every run.
        for _ in 0..<3 {
            for name in uses.keys.sorted() where sites[name] == nil {
                guard let reached = (uses[name] ?? []).sorted().lazy.compactMap({ sites[$0] }).first else { continue }
                let isCalled = type.computedProperty(named: name) == nil
                sites[name] = reached.map { Site(fileIndex: $0.fileIndex, range: $0.range, formatter: $0.formatter, member: $0.member,
                                                 isCalled: isCalled) }
            }
        }
        return sites
    }

    private static func constructions(in statements: [Stmt]) -> [(SourceRange, String)] {
        let kept = keptConstructions(in: statements)
        var found: [(SourceRange, String)] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if let formatter = constructedFormatter(expr), !kept.contains(expr.range.start) { found.append((expr.range, formatter)) }
        }
        return found
    }

    /// The constructions (by start) whose formatter the code keeps beyond the call, stored
    /// through a member or a subscript (`formatterCache[key] = formatter`, `Self.shared = f`)
    /// directly or through the local that holds it: made once per key, not each time.
    private static func keptConstructions(in statements: [Stmt]) -> Set<Int> {
        var keptNames = Set<String>()
        var assignments: [(target: Expr, value: Expr)] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .assignment(let target, let value) = expr.kind else { return }
            assignments.append((target, value))
            if case .identifier(let name) = value.kind, storesBeyondTheCall(target) { keptNames.insert(name) }
        }
        var kept = Set<Int>()
        for (target, value) in assignments where constructedFormatter(value) != nil {
            if storesBeyondTheCall(target) { kept.insert(value.range.start) }
            if case .identifier(let name) = target.kind, keptNames.contains(name) { kept.insert(value.range.start) }
        }
        for (name, value) in SyntaxWalk.boundValues(in: statements, nested: true) where keptNames.contains(name) {
            kept.insert(value.range.start)
        }
        return kept
    }

    /// Whether a member first returns what it cached before (`if let cached =
    /// formattedValues[key] { return cached }`) and stores what it makes in the same place
    /// (`formattedValues[key] = formatted`): what it uses to make the value runs once per key.
    static func memoizes(_ statements: [Stmt]) -> Bool {
        guard case .ifStmt(let ifStatement)? = statements.first?.kind, ifStatement.conditions.count == 1,
              case .optionalBinding(_, _, _, let value?) = ifStatement.conditions[0].kind,
              case .subscriptCall(let lookup) = value.kind, let cache = lookup.callee.memberPath?.drop(while: { $0 == "self" }),
              ifStatement.body.statements.contains(where: { if case .returnStmt = $0.kind { return true } else { return false } })
        else { return false }
        var stores = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if case .assignment(let target, _) = expr.kind, case .subscriptCall(let store) = target.kind,
               store.callee.memberPath?.drop(while: { $0 == "self" }) == cache { stores = true }
        }
        return stores
    }

    /// A member or an element of something (`cache[key]`, `self.formatter`), not a local.
    private static func storesBeyondTheCall(_ target: Expr) -> Bool {
        switch target.kind {
        case .subscriptCall, .memberAccess: return true
        default: return false
        }
    }

    /// Names used as `name`, `name(…)` or `self.name`.
    private static func referencedMembers(in statements: [Stmt]) -> Set<String> {
        var names = Set<String>()
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .identifier(let name): names.insert(name)
            case .memberAccess(let base, let name, _): if case .identifier("self") = base.kind { names.insert(name.text) }
            default: break
            }
        }
        return names
    }
}
