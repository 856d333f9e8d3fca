/// Whether a value can change while the view that holds it keeps its identity.
public enum Variability: Sendable {
    /// The same for the view's whole life: a literal, a constant, a value fixed by how the view
    /// is created (a row's element, presented content, a hosting controller's root).
    case fixed
    /// Can change, with the place that shows it.
    case varies(ChangeEvidence)
    /// viewlint cannot tell (a parameter of an unknown caller, a value from another module).
    case unknown

    /// The worst of two: varies over unknown over fixed. Of two changes, a write of a view's own
    /// state (a selection) is the plainer evidence than a model's write, and is kept.
    func combined(with other: Variability) -> Variability {
        switch (self, other) {
        case (.varies(let mine), .varies(let theirs)):
            return theirs.isViewStateWrite && !mine.isViewStateWrite && !mine.isFreshValue ? other : self
        case (.varies, _): return self
        case (_, .varies): return other
        case (.unknown, _), (_, .unknown): return .unknown
        default: return .fixed
        }
    }

    public var evidence: ChangeEvidence? {
        if case .varies(let evidence) = self { return evidence }
        return nil
    }

    /// A change no other part of an expression can better: a view's own state written, or a
    /// value made new every time. Other changes (a model's write) are kept while the rest of
    /// the expression is searched for one of these.
    var isDecisive: Bool {
        guard case .varies(let evidence) = self else { return false }
        return evidence.isViewStateWrite || evidence.isFreshValue
    }

    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}

/// The places in the module that show a value changing, nearest first: a creation site passing
/// something that changes, then the write or binding that changes it.
public struct ChangeEvidence: Sendable {
    /// One place, with what happens there, for a note (`` `selection` is changed here``).
    public struct Step: Sendable {
        public let description: String
        public let fileIndex: Int
        public let range: SourceRange
    }

    public let steps: [Step]
    /// The change is a view's own write of its state (`@State`, `@AppStorage`…, or a binding
    /// to it handed out), as opposed to a model, the environment or a fresh value.
    public let isViewStateWrite: Bool
    /// The change is a write of a property SwiftUI observes on a model object (`@Published` of
    /// an `ObservableObject`, a property of an `@Observable` class): views reading it update.
    public let isObservedModelWrite: Bool
    /// The change is a value made new at each evaluation (`Date()`, `Date.now`, `UUID()`): the
    /// moment, or a new identity, of every render of the code that makes it.
    public let isFreshValue: Bool

    init(description: String, fileIndex: Int, range: SourceRange, isViewStateWrite: Bool = false, isObservedModelWrite: Bool = false,
         isFreshValue: Bool = false) {
        steps = [Step(description: description, fileIndex: fileIndex, range: range)]
        self.isViewStateWrite = isViewStateWrite
        self.isObservedModelWrite = isObservedModelWrite
        self.isFreshValue = isFreshValue
    }

    private init(steps: [Step], isViewStateWrite: Bool, isObservedModelWrite: Bool, isFreshValue: Bool) {
        self.steps = steps
        self.isViewStateWrite = isViewStateWrite
        self.isObservedModelWrite = isObservedModelWrite
        self.isFreshValue = isFreshValue
    }

    /// This evidence reached through one more place.
    func prepending(_ description: String, fileIndex: Int, range: SourceRange) -> ChangeEvidence {
        ChangeEvidence(steps: [Step(description: description, fileIndex: fileIndex, range: range)] + steps, isViewStateWrite: isViewStateWrite,
                       isObservedModelWrite: isObservedModelWrite, isFreshValue: isFreshValue)
    }
}

/// Decides ``Variability`` by following values through the module: a view's input to what
/// every creation site passes, a parent's `let` to the parent's own creation sites, `@State`
/// to the writes of it, a model's property to the code that assigns it.
///
/// One instance serves one thread; answers for view inputs are cached.
public final class ValueVariability {
    let index: ModuleIndex
    let uses: ModuleUses
    let types: ExpressionTypes
    private var inputCache: [String: Variability?] = [:]
    /// Answers of ``environmentVariability(_:property:owner:)``, by key: an app passing its
    /// theme down a hundred times (`.environment(\.theme, theme)`, each from a view that reads
    /// the theme itself) asks the same question at every level.
    private var environmentCache: [String: Variability] = [:]
    var inProgress: Set<String> = []
    /// Answers of ``answer(_:of:context:parameters:)`` for view inputs.
    var aspectCache: [String: AspectAnswer?] = [:]
    /// How many times a cycle was cut short (a result depending on one is not final).
    var cycleCuts = 0
    private var dependencies: [String: MemberDependencies] = [:]
    var depth = 0
    /// While one creation site is judged, the writes that give its view no new value.
    private var siteWrites: SiteWrites?
    /// Counts the sites judged, so that answers found while judging one are not reused for another.
    private var siteGeneration = 0
    /// Answers of ``variability(ofParameter:of:)``, by the function's parameter and the site
    /// being judged (helpers passing a value on to each other would otherwise be followed along
    /// every path again: a wallet app's 1,800 files never finished).
    private var parameterCache: [String: Variability] = [:]

    /// Nested evaluations (through parents, locals and members) followed before giving up.
    static let maximumDepth = 48

    public init(index: ModuleIndex, uses: ModuleUses) {
        self.index = index
        self.uses = uses
        self.types = ExpressionTypes(index: index)
    }

    // MARK: View inputs

    /// Whether a plain stored input (`let url: URL`) of a view can change while the view keeps
    /// its identity, judged by every place the module creates the view. `nil` when the module
    /// creates it nowhere.
    /// With `initializer`, only the creation sites that call that `init` (by its labels) count:
    /// what another overload receives does not reach the code this one runs.
    /// With `reading`, only that part of the input counts (`["id"]` of `document.id`): a site
    /// passing `model.document` varies it only where the module writes `document` or `document.id`,
    /// not `document.title`.
    /// With `echoing`, the view's stored properties (a binding, a callback) it hands its copy of
    /// the input back through: what a site passes there changes nothing (``SiteWrites``).
    public func inputVariability(_ property: StoredProperty, of view: TypeInfo, through initializer: FunctionDecl? = nil,
                                 reading suffix: [String] = [], echoing: Set<String> = []) -> Variability? {
        // A `let` with a default value is no input: no initializer can set it.
        if property.isLet && property.defaultValue != nil { return .fixed }
        let key = view.qualifiedName + "." + property.name + (initializer.map { "@\($0.name.range.start)" } ?? "")
            + (suffix.isEmpty ? "" : "." + suffix.joined(separator: "."))
            + (echoing.isEmpty ? "" : "<" + echoing.sorted().joined(separator: ","))
        return memoized(key, in: \.inputCache, onCycle: .unknown) {
            var sites = uses.creations(of: view)
            if let initializer {
                let mapping = InitializerMapping(view: view, index: index)
                sites = sites.filter { mapping.calls(initializer, in: $0.call) }
            }
            guard !sites.isEmpty else { return nil }
            // Every site is looked at so the note can show the most direct one.
            var result = Variability.fixed
            for site in sites {
                let next = variability(of: property, of: view, at: site, reading: suffix, echoing: echoing)
                if let found = result.evidence, let other = next.evidence, found.steps.count <= other.steps.count { continue }
                result = result.combined(with: next)
                if case .varies = next { result = next }
            }
            return result
        }
    }

    /// Answers a question about a view's input once. A question met again while it is being
    /// answered (views creating each other in a cycle) gets `onCycle`; an answer that met such a
    /// cut is partial, so it is cached only once the outermost question is answered.
    func memoized<Answer>(_ key: String, in cache: ReferenceWritableKeyPath<ValueVariability, [String: Answer]>,
                          onCycle: Answer, _ answer: () -> Answer) -> Answer {
        if let cached = self[keyPath: cache][key] { return cached }
        guard !inProgress.contains(key) else {
            cycleCuts += 1
            return onCycle
        }
        inProgress.insert(key)
        let cutsBefore = cycleCuts
        // A question about another view is not about the site being judged.
        let judged = siteWrites
        siteWrites = nil
        defer {
            inProgress.remove(key)
            siteWrites = judged
        }
        let result = answer()
        if cycleCuts == cutsBefore || inProgress.count == 1 { self[keyPath: cache][key] = result }
        return result
    }

    /// What one creation site passes for a stored property; `echoing` as for
    /// ``inputVariability(_:of:through:reading:echoing:)``.
    public func variability(of property: StoredProperty, of view: TypeInfo, at site: CallSite, reading suffix: [String] = [],
                            echoing: Set<String> = []) -> Variability {
        // Presented content and hosted roots are made once: a value passed there (a binding's
        // too, which the covered parent cannot change meanwhile) stays what it was.
        if !site.context.placement.updatesInPlace { return .fixed }
        // `.id(UUID())`: every update of the creator makes a new view, whose appearance work
        // runs with what it is given then.
        if site.explicitIdentities.contains(where: { FreshValue.isFresh($0.value) }) { return .fixed }
        let named = site.explicitIdentities.reduce(into: Set<String>()) { $0.formUnion(roots(of: $1.value, parameters: [:], in: $1.context)) }
            .union(inheritedIdentityRoots(of: site.member, depth: 0))
        let identifying = storedRoots(named, of: site.context.owner)
        // What the identities name, with the stored properties a computed one spells out whole.
        let covered = named.union(identifying)
        let judged = siteWrites
        siteWrites = SiteWrites(site: site, view: view, echoing: echoing, identifiedBy: identifying,
                                stackTops: stackTops(named, of: site.context.owner), index: index, uses: uses)
        siteGeneration += 1
        defer { siteWrites = judged }
        guard let value = InitializerMapping(view: view, index: index).value(of: property, in: site.call) else {
            return .unknown
        }
        switch value {
        case .constant:
            return .fixed
        case .expression(let expr, var parameters):
            if !site.explicitIdentities.isEmpty {
                if roots(of: expr, parameters: parameters, in: site.context).isSubset(of: covered) { return .fixed }
                // An argument the identity covers cannot change for this view: only the others can.
                for (name, bound) in parameters where roots(of: bound, parameters: [:], in: site.context).isSubset(of: covered) {
                    parameters[name] = Expr(.nilLiteral, range: bound.range)
                }
            }
            var result = variability(of: expr, in: site.context, parameters: parameters)
            // The site's argument itself where the initializer stores it as it is (`_meta = .init(initialValue: meta)`).
            let (passed, passedParameters) = value.passedArgument.map { ($0, [String: Expr]()) } ?? (expr, parameters)
            if case .varies = result, !suffix.isEmpty, let owner = site.context.owner,
               let path = memberPath(passed, in: site.context, parameters: passedParameters) {
                // `model.document` read as `document.id`: judged by what reaches `model.document.id`.
                result = variability(ofMemberPath: path, of: owner, reading: suffix)
            }
            // `movies.byId(id)` read as `.id`: the movie found has the id it is looked up by.
            if case .varies = result, suffix == ["id"], let key = identityKey(of: passed) {
                result = variability(of: key, in: site.context, parameters: passedParameters)
            }
            // `enabled: isExpanded` where every way to the site is under `if isExpanded` (or its
            // `else`): each view made there sees one value.
            if case .varies = result, let path = memberPath(passed, in: site.context, parameters: passedParameters),
               let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index),
               ViewCoexistence(index: index, uses: uses).pins([path.joined(separator: ".")], around: place) {
                return .fixed
            }
            if case .varies(let inner) = result {
                return .varies(inner.prepending("`\(view.name)` is created here, and the `\(property.name)` it is given can change",
                                                fileIndex: site.context.fileIndex, range: site.range))
            }
            return result
        }
    }

    /// What the `.id(…)`s around every use of a member read (`Owner.member`), through the
    /// members using it in turn: kaset builds its search screen in `detailView(for:)`, used only
    /// inside the split view that `.id(contentResetID)` identifies, so a new `contentResetID`
    /// makes a new screen.
    private func inheritedIdentityRoots(of member: String?, depth: Int) -> Set<String> {
        guard depth < 3, let member, let memberUses = uses.memberUses[member], !memberUses.isEmpty else { return [] }
        var common: Set<String>?
        for use in memberUses {
            var named = use.identities.reduce(into: Set<String>()) { $0.formUnion(roots(of: $1.value, parameters: [:], in: $1.context)) }
            named.formUnion(inheritedIdentityRoots(of: use.from, depth: depth + 1))
            common = common.map { $0.intersection(named) } ?? named
            if common?.isEmpty == true { return [] }
        }
        return common ?? []
    }

    /// The stored properties of `owner` among `names`: what an identity reads directly
    /// (`currentStepIndex` in `"step-\(currentStepIndex)"`). A computed one is opened up only
    /// where it spells its properties out whole (``interpolatedProperties(of:in:)``): one like
    /// `current.id` may stay the same while what it reads changes (`steps[index].title`).
    private func storedRoots(_ names: Set<String>, of owner: TypeInfo?) -> Set<String> {
        guard let owner else { return [] }
        return names.reduce(into: Set<String>()) { roots, name in
            if owner.storedProperty(named: name) != nil {
                roots.insert(name)
            } else if let computed = owner.computedProperty(named: name) {
                roots.formUnion(Self.interpolatedProperties(of: computed, in: owner))
            }
        }
    }

    /// The stored collections of `owner` whose top or count an identity among `names` reads,
    /// directly or through the one expression a computed property returns (`routeStack` of `var
    /// currentRoute: Route { routeStack.last ?? .name }`): a push or a pop changes it.
    private func stackTops(_ names: Set<String>, of owner: TypeInfo?) -> Set<String> {
        guard let owner else { return [] }
        var stacks: Set<String> = []
        func collect(_ expr: Expr) {
            SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                guard case .memberAccess(let base, let member, _) = inner.kind, member.text == "last" || member.text == "count",
                      let name = base.selfMemberName, owner.storedProperty(named: name) != nil else { return }
                stacks.insert(name)
            }
        }
        for name in names {
            if let computed = owner.computedProperty(named: name), !computed.isStatic, let value = computed.singleReturnedValue {
                collect(value)
            }
        }
        return stacks
    }

    /// The stored properties a computed identity spells out whole
    /// (`var uniqueId: String { "\(filename ?? "<nil>")@\(size)|\(useCache)" }`): a getter that
    /// is one string literal whose interpolations each show one stored property (or it with
    /// `?? fallback`) changes whenever any of them does. Anything else (`currentStep.id`,
    /// a hash) may keep its value while a property it reads changes, and names none.
    private static func interpolatedProperties(of computed: ComputedProperty, in owner: TypeInfo) -> Set<String> {
        let body = computed.body
        guard body.count == 1, let expr = ReturnedValues.of(body).first, case .stringLiteral(let literal) = expr.kind else { return [] }
        var names: Set<String> = []
        for segment in literal.segments {
            guard case .interpolation(let arguments, _) = segment else { continue }
            guard arguments.count == 1, arguments[0].label == nil else { return [] }
            var shown = arguments[0].value
            if case .binaryOperator(let lhs, "??", let rhs) = shown.kind, rhs.literalText != nil || rhs.isStaticStringLiteral { shown = lhs }
            guard let name = shown.selfMemberName, owner.storedProperty(named: name) != nil else { return [] }
            names.insert(name)
        }
        return names
    }

    /// The key of a lookup by identity: a call of module methods that each take a `T.ID`, return
    /// a `T` (optional, or a `Binding<T>`) and find it by that key (`movies.byId(id)`, whose body
    /// searches `items.first { $0.guid == id }`): the value found has that id.
    private func identityKey(of expr: Expr) -> Expr? {
        guard case .call(let call) = expr.kind, call.allArguments.count == 1, !call.allArguments[0].value.isClosure else { return nil }
        let name: String
        switch call.callee.kind {
        case .memberAccess(_, let member, _): name = member.text
        case .identifier(let identifier): name = identifier
        default: return nil
        }
        let candidates = index.methods(named: name).filter { !$0.isStatic }
        let looksUp = candidates.allSatisfy { method in
            let parameters = method.declaration.parameters
            guard parameters.count == 1, let identified = parameters[0].type.flatMap(Self.identifiedType),
                  let returned = method.declaration.returnType, let name = parameters[0].internalName else { return false }
            return Self.returns(returned, identified) && Self.findsElement(by: name, in: method.declaration.body?.statements ?? [])
        }
        return !candidates.isEmpty && looksUp ? call.allArguments[0].value : nil
    }

    /// Whether a body finds an element by the key `name`: a search comparing it
    /// (`items.first { $0.guid == id }`, `firstIndex(where:)`), or a subscript by it
    /// (`moviesByID[id]`). A method that goes from the key elsewhere (`episode(after: id)`)
    /// does not.
    private static func findsElement(by name: String, in statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .call(let call):
                guard case .memberAccess(_, let method, _) = call.callee.kind,
                      ["first", "firstIndex", "lastIndex", "last"].contains(method.text) else { return }
                SyntaxWalk.expressions(in: Expr(.call(call), range: expr.range), intoClosures: true) { inner in
                    guard case .binaryOperator(let lhs, "==", let rhs) = inner.kind else { return }
                    if case .identifier(name) = lhs.kind { found = true }
                    if case .identifier(name) = rhs.kind { found = true }
                }
            case .subscriptCall(let call):
                if call.allArguments.count == 1, case .identifier(name) = call.allArguments[0].value.kind { found = true }
            default:
                return
            }
        }
        return found
    }

    /// `Movie` for the type `Movie.ID`.
    private static func identifiedType(_ type: TypeRef) -> String? {
        switch type.kind {
        case .named(let components) where components.count == 2 && components[1].name.text == "ID":
            return components[0].name.text
        case .member(let base, let component) where component.name.text == "ID":
            guard case .named(let components) = base.kind, components.count == 1 else { return nil }
            return components[0].name.text
        default:
            return nil
        }
    }

    /// Whether a return type is `name`, optional or not, or a binding to it.
    private static func returns(_ type: TypeRef, _ name: String) -> Bool {
        guard case .named(let components) = type.unwrappingOptionals.kind, components.count == 1 else { return false }
        let component = components[0]
        if component.genericArguments.isEmpty { return component.name.text == name }
        return component.name.text == "Binding" && component.genericArguments.count == 1 && returns(component.genericArguments[0], name)
    }

    // MARK: Expressions

    /// Whether an expression's value can change between evaluations of the code around it.
    public func variability(of expr: Expr, in context: CodeContext) -> Variability {
        variability(of: expr, in: context, parameters: [:])
    }

    /// `parameters`: names standing for other expressions (an initializer's parameters, bound
    /// to what a creation site passes).
    func variability(of expr: Expr, in context: CodeContext, parameters: [String: Expr]) -> Variability {
        guard depth < Self.maximumDepth else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        func all(_ exprs: [Expr]) -> Variability {
            exprs.reduce(.fixed) { result, next in
                if result.isDecisive { return result }
                return result.combined(with: variability(of: next, in: context, parameters: parameters))
            }
        }
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .keyPath, .type, .closure,
             .operatorReference:
            return .fixed
        case .stringLiteral(let literal):
            return all(literal.segments.flatMap { segment -> [Expr] in
                if case .interpolation(let arguments, _) = segment { return arguments.map(\.value) }
                return []
            })
        case .implicitMember:
            return .fixed
        case .identifier(let name):
            return variability(ofName: name, range: expr.range, in: context, parameters: parameters)
        case .memberAccess(let base, let name, _):
            return variability(ofMember: name.text, of: base, expr: expr, in: context, parameters: parameters)
        case .call(let call):
            return variability(ofCall: call, expr: expr, in: context, parameters: parameters)
        case .subscriptCall(let call):
            return all([call.callee] + call.allArguments.map(\.value))
        case .arrayLiteral(let elements):
            return all(elements)
        case .dictionaryLiteral(let elements):
            return all(elements.flatMap { [$0.key, $0.value] })
        case .tuple(let elements):
            return all(elements.map(\.value))
        case .prefixOperator(_, let operand), .postfixOperator(_, let operand), .awaitExpr(let operand),
             .tryExpr(_, let operand), .effectPrefix(_, let operand), .optionalChain(let operand), .forceUnwrap(let operand),
             .specialization(let operand, _), .cast(let operand, _, _), .typeCheck(let operand, _), .inOut(let operand):
            return variability(of: operand, in: context, parameters: parameters)
        case .binaryOperator(let lhs, "==", let rhs), .binaryOperator(let lhs, "!=", let rhs):
            // `onPersist != nil`: whether the optional holds a value, not which value.
            if case .nilLiteral = rhs.kind { return aspectVariability(.presence, of: lhs, context: context, parameters: parameters) }
            if case .nilLiteral = lhs.kind { return aspectVariability(.presence, of: rhs, context: context, parameters: parameters) }
            return all([lhs, rhs])
        case .binaryOperator(let lhs, _, let rhs), .assignment(let lhs, let rhs):
            return all([lhs, rhs])
        case .ternary(let condition, let thenBranch, let elseBranch):
            return all([condition, thenBranch, elseBranch])
        case .macroExpansion, .ifExpr, .switchExpr, .postfixIfConfig, .chainPlaceholder, .pattern, .unknown:
            return .unknown
        }
    }

    private func variability(ofName name: String, range: SourceRange, in context: CodeContext,
                             parameters: [String: Expr]) -> Variability {
        if let bound = parameters[name] { return variability(of: bound, in: context) }
        if name == "self" || name == "Self" { return .fixed }
        if let origin = context.origin(of: name) { return variability(of: origin) }
        if name.hasPrefix("$"), name.count > 1 {
            return variability(ofName: String(name.dropFirst()), range: range, in: context, parameters: parameters)
        }
        guard let owner = context.owner, owner.hasInstanceMember(name) else {
            // A global, a type or a static member: fixed for the purposes of one view.
            return .fixed
        }
        return variability(ofMemberPath: [name], of: owner)
    }

    private func variability(of origin: LocalOrigin) -> Variability {
        switch origin {
        case .value(let value, let context), .element(of: let value, let context):
            return variability(of: value, in: context)
        case .unwrapped(let value, let context):
            // `if let url = thumbnailURL.flatMap(URL.init)`: state the view fills in once as it
            // appears goes from `nil` to its value once, which builds what is bound to it.
            // Only the state itself is fixed: the rest of the expression (`?.appendingPathComponent(size)`)
            // still counts, and an object's fields (`album?.coverURL`) change under it.
            if let owner = context.owner, let root = value.rootName, context.origin(of: root) == nil,
               !holdsObject(root, of: owner), AppearanceFills(index: index, uses: uses).isFilledOnce(root, of: owner) {
                return variability(of: value, in: context, parameters: [root: Expr(.nilLiteral, range: value.range)])
            }
            return variability(of: value, in: context)
        case .rowElement, .presentedItem:
            // One row, one element: the element and its properties stay the row's.
            return .fixed
        case .casePayload(let subject, let payload, let context):
            // A state machine's steps (`step = .installing(package)`, then `.finished`) leave
            // the case and come back to it, which builds a new view. The payload changes under
            // the view only when something assigns the same case again (`state = .loaded(newItems)`
            // on a reload) or a control writes the value through a binding.
            return isReentered(payload, of: subject, in: context, payloadFile: context.fileIndex) ? variability(of: subject, in: context) : .fixed
        case .parameter(let function, let position):
            return variability(ofParameter: position, of: function)
        case .unknown:
            return .unknown
        }
    }

    /// A function parameter: what the function's callers pass for it.
    private func variability(ofParameter position: Int, of function: FunctionKey) -> Variability {
        let key = "\(siteWrites == nil ? 0 : siteGeneration)|\(function.owner ?? "")|\(function.name)|\(position)"
        if let cached = parameterCache[key] { return cached }
        guard !inProgress.contains(key) else {
            cycleCuts += 1
            return .unknown
        }
        inProgress.insert(key)
        defer { inProgress.remove(key) }
        let cutsBefore = cycleCuts
        var result = Variability.unknown
        if let arguments = arguments(forParameter: position, of: function) {
            result = .fixed
            for (argument, context) in arguments {
                result = result.combined(with: variability(of: argument, in: context))
                if case .varies = result { break }
            }
        }
        if cycleCuts == cutsBefore || inProgress.count == 1 { parameterCache[key] = result }
        return result
    }

    /// What each call of a module function passes for one of its parameters, where the call is
    /// written; `nil` when the function is called nowhere or is not found.
    func arguments(forParameter position: Int, of function: FunctionKey) -> [(Expr, CodeContext)]? {
        guard let sites = uses.calls[function], !sites.isEmpty,
              let method = function.owner.flatMap({ index.type(named: $0) })?.methods(named: function.name).first
                ?? (function.owner == "View" ? index.viewExtensionMethods.first(where: { $0.name == function.name }) : nil),
              position < method.declaration.parameters.count else { return nil }
        let parameter = method.declaration.parameters[position]
        return sites.compactMap { site in
            let pairs = ArgumentMatching.pairs(site.call, method.declaration.parameters, index: index, owner: site.context.owner)
            return pairs.first(where: { $0.0.range == parameter.range }).map { ($0.1.value, site.context) }
        }
    }

    private func variability(ofMember name: String, of base: Expr, expr: Expr, in context: CodeContext,
                             parameters: [String: Expr]) -> Variability {
        // `conversation.messages.last`: computed from a row's element, not one of its fields.
        if StandardTypeCatalog.collectionQueries.contains(name) {
            let fromRow = rowDataVariability(of: base, in: context, parameters: parameters)
            if case .fixed = fromRow {} else { return fromRow }
        }

        // `Date.now`, `Theme.accent`, `Color.red`: a static member of a type.
        if case .identifier(let baseName) = base.kind, parameters[baseName] == nil, context.origin(of: baseName) == nil,
           !(context.owner?.hasInstanceMember(baseName) ?? false), baseName != "self", baseName.first?.isUppercase == true {
            return name == "now" ? .varies(ChangeEvidence(description: "a new value every time", fileIndex: context.fileIndex,
                                                          range: expr.range, isFreshValue: true)) : .fixed
        }
        if let path = memberPath(expr, in: context, parameters: parameters) ?? localMemberPath(expr, in: context, parameters: parameters),
           let owner = context.owner {
            return variability(ofMemberPath: path, of: owner)
        }
        let baseVariability = variability(of: base, in: context, parameters: parameters)
        if case .varies = baseVariability { return baseVariability }
        if parameters.isEmpty, let type = types.type(of: base, in: context), type.kind == .class || type.kind == .actor {
            return baseVariability.combined(with: objectPropertyVariability(name, of: type))
        }
        return baseVariability
    }

    private func variability(ofCall call: Call, expr: Expr, in context: CodeContext, parameters: [String: Expr]) -> Variability {
        let arguments = call.allArguments.map(\.value)
        func all(_ exprs: [Expr]) -> Variability {
            exprs.reduce(.fixed) { result, next in
                if result.isDecisive { return result }
                return result.combined(with: variability(of: next, in: context, parameters: parameters))
            }
        }
        switch call.callee.kind {
        case .identifier(let name):
            if ["Date", "UUID"].contains(name), arguments.isEmpty, parameters[name] == nil {
                return .varies(ChangeEvidence(description: "`\(name)()` makes a new value every time", fileIndex: context.fileIndex,
                                              range: expr.range, isFreshValue: true))
            }
            if parameters[name] == nil, context.origin(of: name) == nil, let owner = context.owner, owner.hasInstanceMember(name) {
                return all(arguments).combined(with: variability(ofMemberPath: [name], of: owner))
            }
            return all(arguments)
        case .memberAccess(let base, let method, _):
            // `options.contains(.wide)`: whether that one member is in, not the whole value.
            if method.text == "contains", arguments.count == 1, case .implicitMember(let member, _) = arguments[0].kind {
                return aspectVariability(.member(member.text), of: base, context: context, parameters: parameters)
            }
            // A value computed from a row's element (`conversation.messages.last`) is not the
            // element: for the same row it changes as the data does.
            var result = all([base] + arguments.filter { !$0.isClosure })
            if StandardTypeCatalog.collectionQueries.contains(method.text) {
                for closure in arguments where !result.isDecisive {
                    result = result.combined(with: capturedVariability(of: closure, in: context, parameters: parameters))
                }
            }
            return result.combined(with: rowDataVariability(of: base, in: context, parameters: parameters))
        default:
            return all([call.callee] + arguments)
        }
    }

    /// What a one-expression closure handed to a query (`cards.first { $0.id == selectedID }`)
    /// reads from outside it: the query runs it as the value is computed, so what it captures
    /// decides the result. Its own parameters are the elements. Any other closure: fixed.
    private func capturedVariability(of closure: Expr, in context: CodeContext, parameters: [String: Expr]) -> Variability {
        guard case .closure(let body) = closure.kind, body.body.count == 1 else { return .fixed }
        let value: Expr
        switch body.body[0].kind {
        case .expression(let expr), .returnStmt(let expr?): value = expr
        default: return .fixed
        }
        var inside = parameters
        for parameter in body.parameters ?? [] { inside[parameter.name.text] = Expr(.nilLiteral, range: parameter.name.range) }
        return variability(of: value, in: context, parameters: inside)
    }

    /// For an expression rooted at a `ForEach` row's element (other than one identified by
    /// itself), the variability of the row's data; `.fixed` otherwise.
    private func rowDataVariability(of expr: Expr, in context: CodeContext, parameters: [String: Expr]) -> Variability {
        var root = expr
        while true {
            switch root.kind {
            case .memberAccess(let base, _, _), .optionalChain(let base), .forceUnwrap(let base): root = base
            case .call(let call): root = call.callee
            case .subscriptCall(let call): root = call.callee
            default:
                guard case .identifier(let name) = root.kind, parameters[name] == nil,
                      case .rowElement(let data, let key, let dataContext)? = context.origin(of: name), !key.isEmpty else { return .fixed }
                return variability(of: data, in: dataContext)
            }
        }
    }

    /// `details.person` under `if let details` (or `if let details = self.details`, or in a
    /// member every call hands `details`), as the path of the owner's member it reads
    /// (`["details", "person"]`): a write of another part (`details!.posts += more`) leaves it
    /// alone. State filled once as the view appears is left to its binding's own rule
    /// (``variability(of:)`` for an unwrapped local).
    private func localMemberPath(_ expr: Expr, in context: CodeContext, parameters: [String: Expr]) -> [String]? {
        var suffix: [String] = []
        var root = expr
        while true {
            switch root.kind {
            case .memberAccess(let base, let name, _):
                suffix.insert(name.text, at: 0)
                root = base
            case .optionalChain(let inner), .forceUnwrap(let inner):
                root = inner
            default:
                guard !suffix.isEmpty, case .identifier(let name) = root.kind, parameters[name] == nil, let owner = context.owner,
                      let path = ownerPath(ofLocal: name, in: context, depth: 0),
                      !AppearanceFills(index: index, uses: uses).isFilledOnce(path[0], of: owner) else { return nil }
                return path + suffix
            }
        }
    }

    /// The member path of the owner a local stands for: `if let details` (or `= self.details`)
    /// unwraps it; a parameter of one of the owner's members stands for it when every call of
    /// that member passes it (`profileContent(personDetails)`).
    private func ownerPath(ofLocal name: String, in context: CodeContext, depth: Int) -> [String]? {
        guard depth < 3, let owner = context.owner else { return nil }
        func path(of value: Expr, in outer: CodeContext) -> [String]? {
            guard outer.owner === owner else { return nil }
            if let path = memberPath(value, in: outer, parameters: [:]) { return path }
            guard case .identifier(let local) = value.kind else { return nil }
            return ownerPath(ofLocal: local, in: outer, depth: depth + 1)
        }
        switch context.origin(of: name) {
        case .unwrapped(let value, let outer)?:
            return path(of: value, in: outer)
        case .parameter(let function, let position)?:
            guard function.owner == owner.qualifiedName, let arguments = arguments(forParameter: position, of: function),
                  let first = arguments.first.flatMap({ path(of: $0.0, in: $0.1) }),
                  arguments.dropFirst().allSatisfy({ path(of: $0.0, in: $0.1) == first }) else { return nil }
            return first
        default:
            return nil
        }
    }

    /// `a.b.c` rooted at a member of the context's owner (`self.a.b` too), as a path.
    private func memberPath(_ expr: Expr, in context: CodeContext, parameters: [String: Expr]) -> [String]? {
        switch expr.kind {
        case .identifier(let name):
            let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
            guard parameters[name] == nil, context.origin(of: name) == nil, context.origin(of: bare) == nil,
                  context.owner?.hasInstanceMember(bare) == true else { return nil }
            return [bare]
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return context.owner?.hasInstanceMember(name.text) == true ? [name.text] : nil }
            return memberPath(base, in: context, parameters: parameters).map { $0 + [name.text] }
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return memberPath(inner, in: context, parameters: parameters)
        default:
            return nil
        }
    }

    /// Whether a stored property of `owner` holds a module class instance (through optionals).
    private func holdsObject(_ name: String, of owner: TypeInfo) -> Bool {
        guard let property = owner.storedProperty(named: name) else { return false }
        let kind = types.type(of: property, in: owner)?.kind
        return kind == .class || kind == .actor
    }

    // MARK: Members

    /// Whether a member path of `owner` (`["model", "selection"]`) can change while the owner
    /// keeps its identity.
    /// `reading`: a further path read below it, which narrows the object writes that count.
    public func variability(ofMemberPath path: [String], of owner: TypeInfo, reading suffix: [String] = []) -> Variability {
        guard depth < Self.maximumDepth, let rootName = path.first else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        guard let property = owner.storedProperty(named: rootName) else {
            return variability(ofComputedMember: rootName, of: owner)
        }
        // `meta` read as `meta.id`, `meta` a struct: a write of `meta.name` leaves it alone.
        let fields = storedFields(Array(path.dropFirst()) + suffix, below: rootName, of: owner)
        var result = variability(ofStored: property, of: owner, readPath: fields.count >= path.count - 1 ? [rootName] + fields : path)
        if case .varies = result { return result }
        // Through an object: its properties change when the module writes them.
        var type = types.type(of: property, in: owner)
        let components = Array(path.dropFirst())
        for (position, component) in components.enumerated() {
            guard let current = type else { break }
            if current.kind == .class || current.kind == .actor {
                // `viewModel.config.systemType`: a write of `config.memory` leaves it alone.
                let below = position == components.count - 1 ? suffix
                    : storedFields(Array(components[(position + 1)...]), below: component, of: current)
                result = result.combined(with: objectPropertyVariability(component, of: current, reading: below))
                if case .varies = result { return result }
            }
            type = current.storedProperty(named: component).flatMap { types.type(of: $0, in: current) }
        }
        return result
    }

    /// The leading fields of `path` that are stored fields of structs, starting in the type of
    /// `property` of `owner` (`["systemType"]` under `config: Config`): what a write must reach
    /// to change the read. It stops at a computed field (computed from others, every write
    /// counts) or at anything that is not a module struct.
    func storedFields(_ path: [String], below property: String, of owner: TypeInfo) -> [String] {
        var type = owner.storedProperty(named: property).flatMap { types.type(of: $0, in: owner) }
        var fields: [String] = []
        for field in path {
            guard let current = type, current.kind == .struct, let stored = current.storedProperty(named: field) else { break }
            fields.append(field)
            type = types.type(of: stored, in: current)
        }
        return fields
    }

    /// A property of an object: a stored one changes where it is written; a computed one
    /// (`selectedItems`) where what it reads (`selectedIDs`, `items`) is written, or where it
    /// is set itself (a setting kept in `UserDefaults`).
    public func objectPropertyVariability(_ name: String, of type: TypeInfo, reading suffix: [String] = []) -> Variability {
        var result = writeVariability(name, of: type, reading: suffix)
        if type.storedProperty(named: name) != nil || type.computedProperty(named: name) == nil { return result }
        if case .varies = result { return result }
        let reads = memberDependencies(of: type).storedReads(of: [MemberAccess(path: [name], range: SourceRange(0, 0), kind: .read)])
        for root in Set(reads.map { $0.path[0] }).sorted() {
            result = result.combined(with: writeVariability(root, of: type))
            if case .varies = result { return result }
        }
        return result
    }

    /// A computed property or method of `owner`: what it reads.
    private func variability(ofComputedMember name: String, of owner: TypeInfo) -> Variability {
        // A one-expression getter (`options.contains(.wide)`) is judged as that expression,
        // which can be fixed although what it reads changes.
        if let computed = owner.computedProperty(named: name), !computed.isStatic, computed.body.count == 1,
           let value = Self.singleValue(computed.body[0]),
           case .fixed = variability(of: value, in: CodeContext(owner: owner, scope: nil, placement: .body, fileIndex: computed.fileIndex)) {
            return .fixed
        }
        let dependencies = memberDependencies(of: owner)
        let reads = dependencies.storedReads(of: [MemberAccess(path: [name], range: SourceRange(0, 0), kind: .read)])
        return reads.reduce(.fixed) { result, read in
            if result.isDecisive { return result }
            return result.combined(with: variability(ofMemberPath: read.path, of: owner))
        }
    }

    /// The value of a one-statement getter: `value` or `return value`.
    private static func singleValue(_ statement: Stmt) -> Expr? {
        switch statement.kind {
        case .expression(let value), .returnStmt(let value?): return value
        default: return nil
        }
    }

    /// A stored property of a view (or of any type) itself; `readPath`, when given, is the part
    /// of it that is read (`["model", "title"]`): writes of another part (`model.isPresented`)
    /// do not change it.
    public func variability(ofStored property: StoredProperty, of owner: TypeInfo, readPath: [String]? = nil) -> Variability {
        let path = readPath ?? [property.name]
        switch property.wrapper {
        case nil:
            if owner.isView || owner.isViewModifier {
                return inputVariability(property, of: owner) ?? .unknown
            }
            if property.isLet { return .fixed }
            return writeVariability(property.name, of: owner)
        case .state?, .focusState?, .gestureState?, .sceneStorage?:
            return ownWriteVariability(property, of: owner, readPath: path)
        case .binding?:
            // The owner's own writes through the binding (and those of the views it hands it
            // on to) are judged here, where the site being judged can leave some out (a list in
            // the other clause of the `switch` that shows this site's view); what the owner's
            // creators pass for it changes only through their other writes.
            let own = ownWriteVariability(property, of: owner, readPath: path)
            if case .varies = own { return own }
            return inputVariability(property, of: owner, echoing: [property.name]) ?? .unknown
        case .appStorage(let key)?:
            return appStorageVariability(key: key, property: property, owner: owner)
        case .environmentValue(let keyPath)?:
            // An object handed down the environment (a container of the app's services): which
            // object it is is not judged, as for `@EnvironmentObject`; its properties change
            // where the module writes them (``variability(ofMemberPath:of:reading:)``).
            if let type = types.type(of: property, in: owner), type.kind == .class || type.kind == .actor { return .fixed }
            return environmentVariability(keyPath, property: property, owner: owner)
        case .stateObject?, .observedObject?, .environmentObject?, .environmentObservable?, .bindable?, .namespace?:
            return .fixed
        case .other?:
            return .unknown
        }
    }

    // MARK: Writes

    /// The writes of a stored property that can change it. A binding (`$draft`) handed to a
    /// module view counts only when that view — or one it hands the binding on to — writes it;
    /// handed to anything else (a `TextField`, a library view), it counts.
    /// With `readPath` (`["config", "systemType"]`), only writes that reach that part count; for
    /// a binding handed to a module view, the part that view writes (`$config` to an editor
    /// that writes `configuration.sharedFolders` leaves `config.systemType` alone).
    /// While a creation site is judged, the writes that give its view no new value are left out
    /// (``SiteWrites``).
    public func effectiveWrites(of name: String, in type: TypeInfo, affecting readPath: [String]? = nil) -> [PropertyWrite] {
        uses.writes(of: name, in: type).filter {
            changes($0, reading: readPath, depth: 0) && !isInitialization($0, of: type) && siteWrites?.excludes($0, of: name, in: type) != true
                // Read only for its `id`, the same item refetched by that id keeps it.
                && !(readPath == $0.path + ["id"] && $0.refetchesByOwnID(in: index))
                && !isHandedToADisabledControl($0) && !NameMentions.isUnusedCode(at: $0.range.start, fileIndex: $0.fileIndex, index: index, uses: uses)
        }
    }

    /// Whether a write is a binding (`$isSortDateAscending`) handed to a control that
    /// `.disabled(true)` keeps from ever being used, or one inside such a container: the user
    /// cannot change it there.
    private func isHandedToADisabledControl(_ write: PropertyWrite) -> Bool {
        // (A module view handed the binding may write it itself, in its own code.)
        guard write.handedTo == nil, write.isBindingHandOff(in: index),
              let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex) else { return false }
        var disabled = false
        SyntaxWalk.expressions(in: member.statements, around: write.range.start, intoClosures: true) { expr in
            guard !disabled, case .call(let call) = expr.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
                  name.text == "disabled", base.range.contains(write.range.start), call.arguments.count == 1,
                  case .booleanLiteral(true) = call.arguments[0].value.kind else { return }
            disabled = true
        }
        return disabled
    }

    /// Whether a view's write through its binding removes the view wherever it is made: every
    /// site passes the binding of one of its owner's values (`$selection`) under branches that
    /// rule out what the write assigns (`commit = nil` in details shown while `selection != nil`).
    /// The view goes away; it is never shown with that value.
    func removesView(_ write: PropertyWrite, through binding: StoredProperty, of view: TypeInfo) -> Bool {
        // A case with a payload (`router = .musicVideoAlbum(album)`) is matched by its name.
        guard write.path == [binding.name], let literal = write.assignedLiteral ?? write.assignedCase.map({ "." + $0 }) else { return false }
        let sites = uses.creations(of: view)
        let mapping = InitializerMapping(view: view, index: index)
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let passed = mapping.value(of: binding, in: site.call)?.passedArgument?.memberPath,
                  let first = passed.first, first.hasPrefix("$"),
                  let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else {
                return false
            }
            return ViewCoexistence(index: index, uses: uses)
                .removes(place, assigning: literal, to: [String(first.dropFirst())] + passed.dropFirst())
        }
    }

    /// Whether a write is made by a method that only the type's initializers call (`read()`
    /// from `init`, through other such methods), by the statements themselves and not by a
    /// closure they hand out (a path monitor's handler runs later): part of making the value,
    /// like a write in `init` itself, not a change of it.
    private func isInitialization(_ write: PropertyWrite, of type: TypeInfo) -> Bool {
        guard let method = type.methods.first(where: {
            !$0.isStatic && $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range)
        }), !SyntaxWalk.isInClosure(write.range.start, of: method.declaration.body?.statements ?? []) else { return false }
        return isCalledOnlyWhileInitializing(method, of: type, depth: 0)
    }

    private func isCalledOnlyWhileInitializing(_ method: Method, of type: TypeInfo, depth: Int) -> Bool {
        guard depth < 4, let sites = uses.calls[FunctionKey(owner: type.qualifiedName, name: method.name)], !sites.isEmpty else {
            return false
        }
        let prefix = type.qualifiedName + "."
        return sites.allSatisfy { site in
            guard let member = site.member, member.hasPrefix(prefix) else { return false }
            let caller = String(member.dropFirst(prefix.count))
            if caller == "init" {
                return type.initializersWithFiles.contains { initializer, fileIndex in
                    guard fileIndex == site.context.fileIndex, let body = initializer.body, body.range.contains(site.range) else { return false }
                    return !SyntaxWalk.isInClosure(site.range.start, of: body.statements)
                }
            }
            let callers = type.methods(named: caller).filter { !$0.isStatic }
            return caller != method.name && !callers.isEmpty
                && callers.allSatisfy { caller in
                    caller.fileIndex == site.context.fileIndex && caller.declarationRange.contains(site.range)
                        && !SyntaxWalk.isInClosure(site.range.start, of: caller.declaration.body?.statements ?? [])
                        && isCalledOnlyWhileInitializing(caller, of: type, depth: depth + 1)
                }
        }
    }


    private func changes(_ write: PropertyWrite, reading readPath: [String]?, depth: Int) -> Bool {
        if let readPath, !write.affects(readPath) { return false }
        guard let handOff = write.handedTo else { return true }
        guard depth < 8, let child = index.type(named: handOff.view) else { return true }
        let mapping = InitializerMapping(view: child, index: index)
        for property in child.storedProperties where property.wrapper == .binding {
            guard mapping.value(of: property, in: handOff.call)?.passedArgument?.range == handOff.argumentRange else { continue }
            // The part read below the handed-out value, as a path of the child's binding.
            let childRead = readPath.map { [property.name] + $0.dropFirst(write.path.count) }
            return uses.writes(of: property.name, in: child).contains {
                !removesView($0, through: property, of: child) && changes($0, reading: childRead, depth: depth + 1)
            }
        }
        return true
    }

    /// `@State` and its kin: changed only by the type's own code (writes, or a binding handed out)
    /// — by writes of the part read or of what contains it, not of a sibling part.
    private func ownWriteVariability(_ property: StoredProperty, of owner: TypeInfo, readPath: [String]) -> Variability {
        // State holding an object (`@State var model = Model()`) changes only when a new object
        // is assigned; writes of the object's properties are the object's (see ofMemberPath).
        let holdsObject = types.type(of: property, in: owner).map { $0.kind == .class || $0.kind == .actor } ?? false
        let overlapping = holdsObject ? effectiveWrites(of: property.name, in: owner).filter { $0.path.count == 1 }
            : effectiveWrites(of: property.name, in: owner, affecting: readPath)
        guard let write = overlapping.first else { return .fixed }
        return .varies(ChangeEvidence(description: "`\(property.name)` is changed here", fileIndex: write.fileIndex, range: write.range,
                                      isViewStateWrite: owner.isView || owner.isViewModifier))
    }

    /// A property of a model: changes where the module writes it (outside initializers) — with
    /// `reading`, where a write reaches that part of it.
    func writeVariability(_ name: String, of type: TypeInfo, reading suffix: [String] = []) -> Variability {
        guard let write = effectiveWrites(of: name, in: type, affecting: [name] + suffix).first else { return .fixed }
        // A write in one of the model's own accessors (`var id { set { _id = newValue } }`) runs
        // only when something sets that property: no evidence by itself that the value changes.
        let inAccessor = type.computedProperties.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
        return .varies(ChangeEvidence(description: "`\(type.name).\(name)` is changed here", fileIndex: write.fileIndex,
                                      range: write.range, isObservedModelWrite: isObserved(name, of: type) && !inAccessor))
    }

    /// Whether SwiftUI observes this property of a class: `@Published` in an `ObservableObject`,
    /// or any stored property of an `@Observable` class but those marked `@ObservationIgnored`.
    private func isObserved(_ name: String, of type: TypeInfo) -> Bool {
        guard type.kind == .class, let property = type.storedProperty(named: name) else { return false }
        if type.isObservableMacro { return !property.attributes.contains { $0.name == "ObservationIgnored" } }
        return property.attributes.contains { $0.name == "Published" }
    }

    /// `@Environment(\.key)`: actions and references never change; SwiftUI's own data
    /// (`colorScheme`, `scenePhase`…) changes at run time; a key the module declares changes
    /// only through the values its `.environment(\.key, …)` modifiers pass.
    private func environmentVariability(_ key: String, property: StoredProperty, owner: TypeInfo) -> Variability {
        if EnvironmentValuesCatalog.stableKeys.contains(key) { return .fixed }
        if EnvironmentValuesCatalog.systemChangedKeys.contains(key) {
            // A layout the creators pick by the same value (tabs when compact, a sidebar when
            // regular) is replaced, not updated, when it changes.
            if ViewCoexistence(index: index, uses: uses).isDecided(environment: key, above: owner) { return .fixed }
            return .varies(ChangeEvidence(description: "SwiftUI changes `\(key)` while the app runs", fileIndex: owner.fileIndex,
                                          range: property.nameRange))
        }
        // A key of the module's, or one only the app's modifiers set: it changes through the
        // values `.environment(\.key, …)` passes (other modifiers that set it are not followed).
        guard index.environmentKeys.contains(key) || EnvironmentValuesCatalog.types[key] != nil else { return .unknown }
        if let known = uses.environmentAnswers.answer(for: key) { return known }
        let isOutermost = inProgress.isEmpty
        // A value handed on from the same key (`.environment(\.theme, theme)` where `theme` is
        // the environment's) adds no change of its own: the cycle counts as fixed.
        let answer = memoized("environment." + key, in: \.environmentCache, onCycle: .fixed) {
            var result = Variability.fixed
            for write in uses.environmentWrites[key] ?? [] {
                // Judged like a creation site: a write made while the place is gone is none.
                let judged = siteWrites
                siteWrites = SiteWrites(environmentWrite: write, index: index, uses: uses)
                siteGeneration += 1
                defer { siteWrites = judged }
                result = result.combined(with: variability(of: write.value, in: write.context))
                if case .varies = result { return result }
            }
            return result
        }
        // Only a question asked first, with nothing else in progress, has its whole answer — and
        // not one cut short by the depth it was asked at (that one is `.unknown`).
        if isOutermost, case .unknown = answer {} else if isOutermost { uses.environmentAnswers.store(answer, for: key) }
        return answer
    }

    /// `@AppStorage("key")`: changes where any property stored under the same key is written.
    /// A stored setting changes where any view writes its key. `skipping`: a type whose own
    /// writes the caller has judged already; `counts`: which writes the caller takes as changes.
    func appStorageVariability(key: String?, property: StoredProperty, owner: TypeInfo, skipping: TypeInfo? = nil,
                               counts: (PropertyWrite) -> Bool = { _ in true }) -> Variability {
        guard let key else { return .unknown }
        for type in index.types where type !== skipping {
            for other in type.storedProperties where other.wrapper == .appStorage(key: key) {
                if let write = effectiveWrites(of: other.name, in: type).first(where: counts) {
                    return .varies(ChangeEvidence(description: "the stored setting \"\(key)\" is changed here",
                                                  fileIndex: write.fileIndex, range: write.range, isViewStateWrite: true))
                }
            }
        }
        return .fixed
    }

    private func memberDependencies(of type: TypeInfo) -> MemberDependencies {
        if let existing = dependencies[type.qualifiedName] { return existing }
        let created = MemberDependencies(type: type)
        dependencies[type.qualifiedName] = created
        return created
    }

    // MARK: Roots

    /// The members and parameters an expression's value comes from (`item` in `item.id`; a
    /// local followed to what it is bound from, so `id` in `if case .playlist(let id) = item`
    /// comes from `item`), to tell whether an `.id(…)` covers an argument.
    private func roots(of expr: Expr, parameters: [String: Expr], in context: CodeContext, steps: Int = 0) -> Set<String> {
        var roots: Set<String> = []
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            // `self.contentResetID`: the member itself.
            if case .memberAccess(let base, let member, _) = inner.kind, case .identifier("self") = base.kind {
                roots.insert(member.text)
                return
            }
            guard case .identifier(let name) = inner.kind else { return }
            if let bound = parameters[name] {
                roots.formUnion(self.roots(of: bound, parameters: [:], in: context, steps: steps + 1))
            } else if steps < Self.maximumRootSteps, let (value, outer) = Self.source(of: context.origin(of: name)) {
                roots.formUnion(self.roots(of: value, parameters: [:], in: outer, steps: steps + 1))
            } else if steps < Self.maximumRootSteps, case .parameter(let function, let position)? = context.origin(of: name),
                      let arguments = arguments(forParameter: position, of: function) {
                // A parameter of a member: what its callers pass (`stepView(steps[index])`).
                for (argument, outer) in arguments { roots.formUnion(self.roots(of: argument, parameters: [:], in: outer, steps: steps + 1)) }
            } else if name != "self" {
                roots.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
            }
        }
        if roots.isEmpty { roots.insert("") }
        return roots
    }

    /// The expression a local is bound from (`let x = value`, a case's payload), if any.
    private static func source(of origin: LocalOrigin?) -> (Expr, CodeContext)? {
        switch origin {
        case .value(let value, let context)?, .unwrapped(let value, let context)?, .casePayload(let value, _, let context)?:
            return (value, context)
        default: return nil
        }
    }

    /// Whether the value a `switch` or `if case` looks at can get one of `cases` again while it
    /// already has it: a write assigns that case, or a control writes the value through a
    /// binding (`$selection`); `true` when viewlint cannot tell.
    private func isReentered(_ payload: CasePayload, of subject: Expr, in context: CodeContext, payloadFile: Int, steps: Int = 0) -> Bool {
        guard steps < Self.maximumRootSteps else { return true }
        switch subject.kind {
        case .identifier(let name):
            if let origin = context.origin(of: name) {
                guard let (value, outer) = Self.source(of: origin) else { return true }
                return isReentered(payload, of: value, in: outer, payloadFile: payloadFile, steps: steps + 1)
            }
            guard let owner = context.owner else { return true }
            return reenters(payload, payloadFile, name, of: owner)
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind, let owner = context.owner { return reenters(payload, payloadFile, name.text, of: owner) }
            guard let type = types.type(of: base, in: context) else { return true }
            return reenters(payload, payloadFile, name.text, of: type)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return isReentered(payload, of: inner, in: context, payloadFile: payloadFile, steps: steps + 1)
        default:
            return true
        }
    }

    /// A stored property assigned one of the payload's cases other than from the switch's other
    /// cases (`.ready`'s button moving to `.installing`), or written through a `$` projection;
    /// an unknown member counts.
    private func reenters(_ payload: CasePayload, _ payloadFile: Int, _ name: String, of type: TypeInfo) -> Bool {
        guard type.storedProperty(named: name) != nil else { return true }
        return effectiveWrites(of: name, in: type).contains { write in
            if write.isBindingHandOff(in: index) { return true }
            guard let assigned = write.assignedCase, payload.cases.contains(assigned) else { return false }
            let movesIn = write.fileIndex == payloadFile
                && payload.isInOtherClause(write.range)
            return !movesIn
        }
    }

    /// Locals followed back to their sources before a name counts as a root itself.
    private static let maximumRootSteps = 8
}
