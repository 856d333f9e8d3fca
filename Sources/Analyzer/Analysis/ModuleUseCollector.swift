/// Walks every declaration of a module once and records its uses (``ModuleUses``): view
/// creations with the place they happen in, calls of module functions, property writes and
/// environment writes. Local names are tracked with their origins so later analyses can follow
/// a value back to where it comes from.
struct ModuleUseCollector: ScopedStatementWalker {
    private let index: ModuleIndex
    private let types: ExpressionTypes
    private let presentations: ModalPresentations
    private var creations: [String: [CallSite]] = [:]
    private var calls: [FunctionKey: [CallSite]] = [:]
    private var writes: [String: [String: [PropertyWrite]]] = [:]
    private var environmentWrites: [String: [EnvironmentWrite]] = [:]
    private var preferenceValues: [String: [Expr]] = [:]
    private var memberUses: [String: [PresentedMembers.Use]] = [:]

    // Where the walk is.
    private var owner: TypeInfo?
    /// The name callers use for the owner's functions (`View` inside `extension View`).
    private var ownerKey: String?
    private var scope: LocalScope?
    private var placement: Placement = .handedOver
    private var fileIndex = 0
    /// The owner's member whose code the walk is in (`Owner.member`), `nil` at top level.
    private var member: String?
    private var inInitializer = false
    /// Members the initializer being walked has set to a new object (`podcast = Podcast()`).
    private var freshMembers: Set<String> = []
    private var depth = 0
    /// Set while visiting a `$…` argument of a module view's initializer.
    private var pendingHandOff: BindingHandOff?
    /// The call a `$…` argument being visited is passed to.
    private var pendingConsumer: String?
    /// The literal an assignment whose writes are being recorded assigns (`true` in
    /// `isDragging = true`), if it assigns one.
    private var assigningLiteral: String?
    /// The call whose closure argument the walk is in (`onChanged`, `Button`).
    private var handler: String?
    /// Inside a `PreviewProvider` (and the helper views declared in it): everything is preview.
    private var inPreviewProvider = false
    /// `.id(…)` values of the views whose content is being visited: a view built inside them is
    /// rebuilt, with new state, whenever one of them changes.
    private var enclosingIdentities: [ExplicitIdentity] = []
    /// The parts of each local copy changed so far (`updated.hardware = …` after `var updated =
    /// config`), by ``localKey(_:)``; `nil` once the copy is changed as a whole (or handed out
    /// `inout`).
    private var localCopyChanges: [String: Set<[String]>?] = [:]
    /// ``PrivateObjects`` of the owners seen, by qualified name.
    private var privateObjects: [String: Set<String>] = [:]

    /// Expression and statement nesting beyond which the walk stops descending (the parser
    /// bounds nesting far below this; chains of a thousand members stay within it).
    private static let maximumDepth = 2_000

    /// The uses found in one file.
    private struct FileUses: Sendable {
        let creations: [String: [CallSite]]
        let calls: [FunctionKey: [CallSite]]
        let writes: [String: [String: [PropertyWrite]]]
        let environmentWrites: [String: [EnvironmentWrite]]
        let preferenceValues: [String: [Expr]]
        let memberUses: [String: [PresentedMembers.Use]]
    }

    /// Collects the uses of a whole module: files in parallel (they are independent once the
    /// index exists), merged in file order so the result is the same for any number of jobs.
    static func collect(_ index: ModuleIndex, jobs: Int) -> ModuleUses {
        let presentations = ModalPresentations(index: index)
        let files = ParallelRunner.map(Array(index.trees.indices), jobs: jobs) { fileIndex -> FileUses in
            var collector = ModuleUseCollector(index: index, types: ExpressionTypes(index: index), presentations: presentations)
            collector.fileIndex = fileIndex
            collector.visitTopLevel(index.trees[fileIndex].statements)
            return FileUses(creations: collector.creations, calls: collector.calls, writes: collector.writes,
                            environmentWrites: collector.environmentWrites, preferenceValues: collector.preferenceValues,
                            memberUses: collector.memberUses)
        }
        var creations: [String: [CallSite]] = [:]
        var calls: [FunctionKey: [CallSite]] = [:]
        var writes: [String: [String: [PropertyWrite]]] = [:]
        var environmentWrites: [String: [EnvironmentWrite]] = [:]
        var preferenceValues: [String: [Expr]] = [:]
        var memberUses: [String: [PresentedMembers.Use]] = [:]
        // Appended in place: merging with `+` would copy a name's list once per file that
        // uses it.
        for file in files {
            Self.appendAll(file.preferenceValues, to: &preferenceValues)
            Self.appendAll(file.memberUses, to: &memberUses)
            Self.appendAll(file.creations, to: &creations)
            Self.appendAll(file.calls, to: &calls)
            Self.appendAll(file.environmentWrites, to: &environmentWrites)
            for (type, properties) in file.writes { Self.appendAll(properties, to: &writes[type, default: [:]]) }
        }
        // Views built in a member that is only ever presented (`.sheet { editor }`) are built
        // once per presentation, like views written in the sheet's closure.
        let presented = PresentedMembers(uses: memberUses)
        // Views built in a member used only under an `.id(…)` (`stepView(step).id(index)`) are
        // rebuilt when it changes, like views written inside the identified view.
        let keyed = KeyedMembers(uses: memberUses)
        Self.adjustAll(&creations) { keyed.adjusted(presented.adjusted($0)) }
        Self.adjustAll(&calls) { keyed.adjusted(presented.adjusted($0)) }
        return ModuleUses(creations: creations, calls: calls, writes: writes, environmentWrites: environmentWrites,
                          preferenceValues: preferenceValues, memberUses: memberUses, formatterMakers: FormatterMakers.find(in: index),
                          names: NameIndex(index: index, jobs: jobs), namesakeCreations: NamesakeSites.split(creations, index: index))
    }

    /// Rewrites every site in place, without copying the lists.
    private static func adjustAll<Key>(_ sites: inout [Key: [CallSite]], _ adjusted: (CallSite) -> CallSite) {
        for list in sites.values.indices {
            for position in sites.values[list].indices {
                sites.values[list][position] = adjusted(sites.values[list][position])
            }
        }
    }

    private static func appendAll<Key, Value>(_ lists: [Key: [Value]], to merged: inout [Key: [Value]]) {
        for (key, list) in lists { merged[key, default: []].append(contentsOf: list) }
    }

    private var context: CodeContext {
        CodeContext(owner: owner, scope: scope, placement: placement, fileIndex: fileIndex)
    }

    // MARK: Declarations

    private mutating func visitTopLevel(_ statements: [Stmt]) {
        for statement in statements {
            switch statement.kind {
            case .declaration(let decl):
                visit(decl)
            case .ifConfig(let config):
                for clause in config.clauses { visitTopLevel(clause.elements) }
            default:
                // Top-level code (`main.swift`): runs once.
                placement = .handedOver
                visit([statement])
            }
        }
    }

    private mutating func visit(_ decl: Decl) {
        switch decl.kind {
        case .typeDecl(let typeDecl):
            visit(typeDecl)
        case .function(let function):
            let savedMember = member
            member = ownerKey.map { $0 + "." + function.name.text }
            visit(function, attributes: decl.attributes, isStatic: decl.hasModifier("static") || decl.hasModifier("class"))
            member = savedMember
        case .variable(let variable):
            let savedMember = member
            member = ownerKey.flatMap { key in variable.bindings.first?.name.map { key + "." + $0.text } }
            visit(variable, decl: decl)
            member = savedMember
        case .macroExpansion(let expansion):
            let saved = placement
            placement = expansion.name.text == "Preview" ? .preview : .handedOver
            for argument in expansion.arguments { visit(argument.value) }
            for trailing in expansion.trailingClosures { visitClosure(trailing.closure, parameters: .unknown) }
            placement = saved
        case .ifConfig(let config):
            // Every platform's code uses the module's views, whichever clause is active here.
            for clause in config.clauses {
                for inner in clause.elements { visit(inner) }
            }
        case .subscriptDecl(let subscriptDecl):
            if let accessors = subscriptDecl.accessors { visit(accessors, placement: .handedOver) }
        default:
            break
        }
    }

    private mutating func visit(_ typeDecl: TypeDecl) {
        let savedOwner = owner, savedKey = ownerKey
        let name: String
        if typeDecl.kind == .extension {
            name = typeDecl.extendedType.map { type -> String in
                if case .named(let components) = type.kind {
                    return components.map(\.name.text).filter { $0 != "SwiftUI" || components.count == 1 }.joined(separator: ".")
                }
                return type.sourceDescription
            } ?? typeDecl.name.text
            owner = index.type(named: name, file: fileIndex)
        } else {
            name = (owner.map { $0.qualifiedName + "." } ?? "") + typeDecl.name.text
            // This very declaration: of two types of one name, each file's own; none for another
            // platform's declaration (`#if os(macOS)` … `#else`), whose views are created, but by
            // a type the index does not hold.
            owner = index.types(qualifiedName: name).first { $0.fileIndex == fileIndex && $0.nameRange == typeDecl.name.range }
        }
        ownerKey = owner?.qualifiedName ?? (index.type(named: name) == nil ? name : nil)
        let savedPreview = inPreviewProvider
        inPreviewProvider = inPreviewProvider || typeDecl.inheritance.contains { type in
            if case .named(let components) = type.kind { return components.last?.name.text == "PreviewProvider" }
            return false
        }
        for member in typeDecl.members { visit(member) }
        inPreviewProvider = savedPreview
        owner = savedOwner
        ownerKey = savedKey
    }

    private mutating func visit(_ function: FunctionDecl, attributes: [Attribute], isStatic: Bool) {
        guard let body = function.body else { return }
        let saved = (scope, placement, inInitializer)
        let key = FunctionKey(owner: ownerKey, name: function.name.text)
        for (position, parameter) in function.parameters.enumerated() {
            guard let name = parameter.internalName else { continue }
            scope = LocalScope(parent: scope, names: [name], origin: .parameter(function: key, position: position))
        }
        inInitializer = function.kind == .initializer
        freshMembers = []
        placement = buildsViews(name: function.name.text, returnType: function.returnType, attributes: attributes, isStatic: isStatic)
            ? .body : .handedOver
        if function.kind == .initializer { placement = .handedOver }
        if inPreviewProvider { placement = .preview }
        visit(body.statements)
        (scope, placement, inInitializer) = saved
    }

    private mutating func visit(_ variable: VariableDecl, decl: Decl) {
        let isStatic = decl.hasModifier("static") || decl.hasModifier("class")
        for binding in variable.bindings {
            if let accessors = binding.accessors {
                let name = binding.name?.text ?? ""
                let isPreviews = isStatic && name == "previews"
                let builds = buildsViews(name: name, returnType: binding.type, attributes: decl.attributes, isStatic: isStatic)
                visit(accessors, placement: isPreviews || inPreviewProvider ? .preview : builds ? .body : .handedOver)
            } else if let initializer = binding.initializer {
                // A stored property's default value: part of initialisation.
                let saved = (placement, inInitializer)
                placement = .handedOver
                inInitializer = true
                visit(initializer)
                (placement, inInitializer) = saved
            }
        }
    }

    private mutating func visit(_ accessors: AccessorBlock, placement newPlacement: Placement) {
        let saved = placement
        placement = newPlacement
        switch accessors {
        case .getter(let block):
            visit(block.statements)
        case .accessors(let list, _):
            for accessor in list {
                guard let body = accessor.body else { continue }
                placement = accessor.kind == "get" ? newPlacement : .handedOver
                let savedScope = scope
                if let name = accessor.parameterName?.text ?? (accessor.kind == "set" ? "newValue" : accessor.kind == "didSet" ? "oldValue" : nil) {
                    scope = LocalScope(parent: scope, names: [name], origin: .unknown)
                }
                visit(body.statements)
                scope = savedScope
            }
        }
        placement = saved
    }

    /// Whether a member's code builds views that SwiftUI keeps updating: `body`, `@ViewBuilder`
    /// members, members returning a view, a scene or toolbar content.
    private func buildsViews(name: String, returnType: TypeRef?, attributes: [Attribute], isStatic: Bool) -> Bool {
        if attributes.contains(where: { ["ViewBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder"].contains($0.name) }) {
            return true
        }
        if name == "body", !isStatic { return true }
        guard let returnType else { return false }
        switch index.resolved(returnType, in: owner).kind {
        case .some(let inner), .any(let inner):
            if case .named(let components) = inner.kind, let last = components.last?.name.text {
                return ["View", "Scene", "ToolbarContent", "Commands"].contains(last)
            }
            return false
        case .named(let components):
            guard let last = components.last?.name.text else { return false }
            return last == "AnyView" || index.type(named: components.map(\.name.text).joined(separator: "."))?.isView == true
        default:
            return false
        }
    }

    // MARK: Statements

    private mutating func declare(_ names: [String], _ origin: LocalOrigin) {
        guard !names.isEmpty else { return }
        scope = LocalScope(parent: scope, names: names, origin: origin)
    }

    mutating func withScope(_ body: (inout ModuleUseCollector) -> Void) {
        let saved = scope
        body(&self)
        scope = saved
    }

    private mutating func visit(_ statements: [Stmt]) {
        guard depth < Self.maximumDepth else { return }
        depth += 1
        defer { depth -= 1 }
        walkStatements(statements)
    }

    mutating func walkLocalDeclaration(_ decl: Decl) {
        switch decl.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                if let accessors = binding.accessors {
                    visit(accessors, placement: placement)
                    continue
                }
                if let initializer = binding.initializer {
                    visit(initializer)
                    declare(boundNames(binding.pattern), .value(initializer, context))
                } else {
                    declare(boundNames(binding.pattern), .unknown)
                }
            }
        case .function(let function):
            declare([function.name.text], .unknown)
            visit(function, attributes: decl.attributes, isStatic: false)
        case .typeDecl:
            visit(decl)
        default:
            break
        }
    }

    mutating func bindCondition(_ names: [String], value: Expr?, pattern: Pattern) {
        if let value {
            declare(names, pattern.enumCaseName.map { .casePayload(of: value, CasePayload(cases: [$0]), context) }
                ?? .unwrapped(value, context))
        } else if let name = names.first {
            // `if let url`: the value of the outer `url`.
            declare(names, .unwrapped(Expr(.identifier(name), range: pattern.range), context))
        }
    }

    mutating func bindLoop(_ names: [String], sequence: Expr) { declare(names, .element(of: sequence, context)) }
    mutating func bindCase(_ names: [String], subject: Expr, patterns: [Pattern], clause: SourceRange, clauses: [SourceRange]) {
        let cases = patterns.compactMap(\.enumCaseName)
        let isPayload = !patterns.isEmpty && cases.count == patterns.count
        declare(names, isPayload ? .casePayload(of: subject, CasePayload(cases: Set(cases), clause: clause, clauses: clauses), context)
                                 : .value(subject, context))
    }
    mutating func bindCatch(_ names: [String]) { declare(names, .unknown) }

    // MARK: Expressions

    mutating func visit(_ expr: Expr) {
        visit(expr, identity: nil)
    }

    /// Visits an expression; `identity` is an `.id(…)` value applied further out in the same
    /// modifier chain, handed down to the view the chain starts from.
    private mutating func visit(_ expr: Expr, identity: Expr?) {
        guard depth < Self.maximumDepth else { return }
        depth += 1
        defer { depth -= 1 }
        switch expr.kind {
        case .call(let call):
            visitCall(call, expr: expr, identity: identity)
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { recordMemberUse(name.text, at: expr.range, identity: identity) }
            guard base.isProjectedChain else { return visit(base, identity: identity) }
            // `$command.wrappedValue` is the binding's value, read: nothing is handed out.
            if !expr.readsProjectedValue { recordProjectedChain(expr) }
        case .identifier(let name):
            recordMemberUse(name, at: expr.range, identity: identity)
            if expr.isProjectedChain { recordProjection(expr) }
        case .assignment(let lhs, let rhs):
            if case .memberAccess(_, let name, _) = lhs.kind, name.text == "rootView" {
                let saved = placement
                placement = .reassignedRoot
                visit(rhs)
                placement = saved
            } else {
                visit(rhs)
            }
            recordAssignment(of: rhs, to: lhs)
            if inInitializer, let member = lhs.selfMemberName, isConstruction(ofClass: rhs) { freshMembers.insert(member) }
        case .binaryOperator(let lhs, let spelling, let rhs):
            visit(lhs)
            visit(rhs)
            if PrecedenceGroup.isCompoundAssignment(spelling) { recordWrite(lhs, change: .operator(spelling)) }
        case .inOut(let operand):
            visit(operand)
            recordWrite(operand)
        case .closure(let closure):
            visitClosure(expr, parameters: .unknown, closure: closure)
        case .tuple(let elements):
            for element in elements { visit(element.value, identity: elements.count == 1 ? identity : nil) }
        case .subscriptCall(let call):
            // `$items[index]`: a binding to one element.
            if call.callee.isProjectedChain {
                recordProjectedChain(call.callee, change: .element)
            } else {
                visit(call.callee)
            }
            for argument in call.allArguments { visit(argument.value) }
        case .prefixOperator(_, let operand), .postfixOperator(_, let operand), .awaitExpr(let operand),
             .tryExpr(_, let operand), .effectPrefix(_, let operand), .optionalChain(let operand),
             .forceUnwrap(let operand), .specialization(let operand, _), .cast(let operand, _, _),
             .typeCheck(let operand, _):
            visit(operand, identity: identity)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .implicitMember, .keyPath,
             .type, .chainPlaceholder, .operatorReference, .pattern, .unknown:
            break
        default:
            _ = walkUniformChildren(of: expr)
        }
    }

    private mutating func visitCall(_ call: Call, expr: Expr, identity: Expr?) {
        let savedIdentities = enclosingIdentities
        defer { enclosingIdentities = savedIdentities }
        switch call.callee.kind {
        case .memberAccess(let base, let name, _):
            visitMethodCall(call, expr: expr, base: base, name: name.text, identity: identity)
            return
        case .identifier(let name):
            let created = index.type(named: name, in: owner, file: fileIndex).flatMap { $0.isView || $0.isViewModifier ? $0 : nil }
            if let view = created {
                record(creationOf: view, call: call, expr: expr, identity: identity)
            } else if let owner, owner.hasMethod(named: name), scope?.origin(of: name) == nil {
                record(call: call, expr: expr, key: FunctionKey(owner: ownerKey, name: name), receiver: nil)
                recordMemberUse(name, at: expr.range, identity: identity)
            } else if index.functions[name] != nil, scope?.origin(of: name) == nil {
                record(call: call, expr: expr, key: FunctionKey(owner: nil, name: name), receiver: nil)
            }
            enterContent(of: identity)
            // A binding handed to a representable is judged by its own writes, as a view's is.
            let wrapper = index.type(named: name, in: owner, file: fileIndex)
                .flatMap { $0.inheritedNames.contains(where: ViewCatalog.representableProtocols.contains) ? $0 : nil }
            visitArguments(call, callee: name, creating: created ?? wrapper)
        case .specialization(let base, _):
            if case .identifier(let name) = base.kind, let view = index.type(named: name, in: owner, file: fileIndex), view.isView {
                record(creationOf: view, call: call, expr: expr, identity: identity)
            }
            enterContent(of: identity)
            visitArguments(call, callee: nil)
        default:
            visit(call.callee)
            visitArguments(call, callee: nil)
        }
    }

    private mutating func visitMethodCall(_ call: Call, expr: Expr, base: Expr, name: String, identity: Expr?) {
        // `Feed.Row(post: p)`, `Row.init(post: p)`: an initializer.
        let typePath = name == "init" ? ViewTypeEvaluator.qualifiedTypeName(base) : ViewTypeEvaluator.qualifiedTypeName(call.callee)
        if let typePath, let view = index.type(named: typePath, in: owner, file: fileIndex), view.isView || view.isViewModifier, scope?.origin(of: typePath) == nil {
            record(creationOf: view, call: call, expr: expr, identity: identity)
            enterContent(of: identity)
            visitArguments(call, callee: nil, creating: view)
            return
        }
        // `self.shareWithSection()`: a use of the member, as `shareWithSection()` is.
        if case .identifier("self") = base.kind { recordMemberUse(name, at: expr.range, identity: identity) }
        var identityForBase = identity
        switch name {
        case "id" where call.arguments.count == 1 && call.arguments[0].label == nil:
            identityForBase = call.arguments[0].value
        case "environment":
            if let first = call.arguments.first, case .keyPath(let keyPath) = first.value.kind, call.arguments.count == 2,
               case .property(let key)? = keyPath.components.first {
                environmentWrites[key.text, default: []].append(
                    EnvironmentWrite(value: call.arguments[1].value, context: context, range: expr.range))
            }
        case "preference":
            // `.preference(key: ContentWidthKey.self, value: proxy.size.width)`
            if call.arguments.count == 2, call.arguments[0].label?.text == "key",
               case .memberAccess(let keyType, let member, _) = call.arguments[0].value.kind, member.text == "self",
               let key = ViewTypeEvaluator.qualifiedTypeName(keyType) {
                preferenceValues[key, default: []].append(call.arguments[1].value)
            }
        default:
            break
        }
        // `modelContext.insert(item)`, `context.delete(item)`: a change of SwiftData's store.
        if name == "insert" || name == "delete", call.allArguments.count == 1,
           isModelContext(base) || receiverType(call.allArguments[0].value)?.isPersistentModel == true {
            record(call: call, expr: expr, key: name == "insert" ? .storeInsert : .storeDelete, receiver: base)
        }
        if index.viewExtensionMethodNames.contains(name) {
            record(call: call, expr: expr, key: FunctionKey(owner: "View", name: name), receiver: base)
        } else if index.declaresMethod(named: name), let receiverType = receiverType(base),
                  receiverType.hasMethod(named: name) {
            record(call: call, expr: expr, key: FunctionKey(owner: receiverType.qualifiedName, name: name), receiver: base)
            if receiverType.kind != .class, receiverType.kind != .actor,
               receiverType.methods(named: name).contains(where: { $0.isMutating }) {
                recordMutatingCall(name, of: receiverType, on: base)
            }
        } else if StandardTypeCatalog.mutatingMethods.contains(name),
                  !call.allArguments.isEmpty || StandardTypeCatalog.mutatingMethodsWithoutArguments.contains(name) {
            // `items.removeAll()` empties the collection, as `items = []` does: every element
            // goes, none moves to another position. (`removeAll(where:)` removes some.)
            let empties = name == "removeAll" && call.allArguments.allSatisfy { $0.label?.text == "keepingCapacity" }
            recordWrite(base, change: empties ? .assignment : .method(name))
        } else if let root = base.dottedName?.first, let local = localKey(root), localCopyChanges[local] != nil {
            // `updated.deadline.addTimeInterval(…)`: a method viewlint does not know may change
            // the copy anywhere.
            localCopyChanges[local] = .some(nil)
        }
        if case .identifier = base.kind, base.isProjectedChain, let part = Self.keyPathPart(of: call) {
            // `$store.scope(state: \.path, action: \.path)`: a binding derived from the part the
            // key path names, not from the whole value.
            recordProjection(base, suffix: part)
        } else {
            visit(base, identity: identityForBase)
        }
        // `.overlay { Badge() }` inside `.id(x)`: the modifier's views are rebuilt with the view.
        enterContent(of: identity)
        visitArguments(call, callee: name)
    }

    /// Visiting the arguments (content closures, `.background(…)` views) of a view that
    /// `identity` identifies: what they build is rebuilt when it changes. The caller restores
    /// `enclosingIdentities` when its call ends.
    private mutating func enterContent(of identity: Expr?) {
        if let identity { enclosingIdentities.append(ExplicitIdentity(value: identity, context: context)) }
    }

    /// Whether `base` is a SwiftData `ModelContext`: the environment's `modelContext`, a stored
    /// property declared as one, or a container's `mainContext`.
    private func isModelContext(_ base: Expr) -> Bool {
        if case .memberAccess(_, let name, _) = base.kind, name.text == "mainContext" { return true }
        guard let name = base.selfMemberName, scope?.origin(of: name) == nil, let property = owner?.storedProperty(named: name) else { return false }
        if case .environmentValue(let key)? = property.wrapper { return key == "modelContext" }
        return property.type?.unwrappingOptionals.sourceDescription == "ModelContext"
    }

    /// The type a method is called on: `self`/bare calls resolve to the owner.
    private func receiverType(_ base: Expr) -> TypeInfo? {
        types.type(of: base, in: context)
    }

    // MARK: Arguments and closures

    /// What a called name does with the closures and views passed to it.
    private struct CallRole: OptionSet {
        let rawValue: UInt8
        /// `ForEach`/`List` over data: its closure builds one row per element.
        static let rows = CallRole(rawValue: 1)
        static let presents = CallRole(rawValue: 2)
        static let action = CallRole(rawValue: 4)
        static let hosting = CallRole(rawValue: 8)
    }

    /// The roles of the names that have one, looked up once per call.
    private static let roles: [String: CallRole] = {
        var roles: [String: CallRole] = ["ForEach": .rows, "List": .rows]
        for name in ModifierCatalog.builtWhenPresented { roles[name, default: []].insert(.presents) }
        for name in actionCalls.union(ModifierCatalog.actionModifiers) { roles[name, default: []].insert(.action) }
        for name in ViewCatalog.hostingContainers { roles[name, default: []].insert(.hosting) }
        return roles
    }()

    private static let anonymousParameters = ["$0", "$1", "$2", "$3"]

    /// Library calls whose closure runs later or as an action, never while a body is built.
    private static let actionCalls: Set<String> = [
        "Button", "Task", "detached", "withAnimation", "withTransaction", "onChanged", "onEnded", "updating", "async",
        "asyncAfter", "sink", "scheduledTimer", "addObserver", "addLocalMonitorForEvents", "addGlobalMonitorForEvents",
    ]

    private mutating func visitArguments(_ call: Call, callee: String?, creating view: TypeInfo? = nil) {
        guard !call.allArguments.isEmpty else { return }
        let role = callee.flatMap { Self.roles[$0] } ?? []
        let isRowContainer = role.contains(.rows) && call.arguments.first.map { $0.label == nil && !$0.value.isClosure } == true
        let presents = role.contains(.presents)
        // A presenting method of the module (`.selfSizingSheet { … }`) presents one closure.
        let customContent = presents ? nil : callee.flatMap { name in
            presentations.isPresenter(name) ? presentations.presented(by: call, named: name) : nil
        }
        let isAction = role.contains(.action)
        let isHosting = role.contains(.hosting)
        // `NavigationLink(value:) { label }` has no destination; other forms take it first.
        var destination: Expr?
        if callee == "NavigationLink" {
            let linkClosures = call.arguments.contains { $0.label?.text == "value" } ? ["label"] : ["destination", "label"]
            destination = CallArguments(call, closureParameters: linkClosures)["destination"]
        }
        for argument in call.allArguments {
            let label = argument.label?.text
            let savedPlacement = placement
            if placement == .preview {
                // What a preview builds, in its sheets and buttons too, the app never shows.
            } else if isHosting && (label == "rootView" || label == nil && argument.value.isClosure) {
                placement = .hosted
            } else if let destination, destination.range == argument.value.range {
                placement = .presentation("NavigationLink")
            } else if let customContent, customContent.content.range == argument.value.range {
                placement = .presentation(customContent.kind)
            } else if presents && (argument.value.isClosure || label == "content" || label == "destination") {
                // (A member named as the content, `.sheet(item: $editing, content: editSheet)`, is
                // built for the presentation as a closure there would be.)
                placement = .presentation(callee ?? "")
            } else if isAction && argument.value.isClosure && label != "label" {
                placement = .handedOver
            } else if argument.value.isClosure, let view, let label, Self.isCallback(label, of: view, index: index) {
                // A callback the view keeps (`migrate: { … }`) runs on its taps, after the body.
                placement = .handedOver
            } else if label == "action" || label == "perform" {
                placement = .handedOver
            }
            if argument.value.isClosure, case .closure(let closure) = argument.value.kind {
                let parameters: LocalOrigin = isRowContainer ? .rowElement(data: call.arguments[0].value, key: Self.rowKey(call), context)
                    : presents || customContent?.content.range == argument.value.range ? .presentedItem : .unknown
                let savedHandler = handler
                // `Button { Task { … } }`: the work a task, an animation or a main-queue hop
                // wraps is still the button's.
                let wraps = StandardTypeCatalog.immediateClosureCalls.contains(callee ?? "")
                    || StandardTypeCatalog.dispatchHops.contains(callee ?? "")
                handler = savedHandler != nil && wraps ? savedHandler : callee
                visitClosure(argument.value, parameters: parameters, closure: closure)
                handler = savedHandler
            } else if argument.value.isProjectedChain || Self.adaptsBinding(argument.value) {
                if let view { pendingHandOff = BindingHandOff(view: view.qualifiedName, call: call, argumentRange: argument.value.range) }
                // (An initializer named by its type's context, `.init(channel: $channel)`, takes it
                // too: the binding is not the enclosing closure's.)
                pendingConsumer = callee ?? CallMeaning.lastName(call.callee)
                visit(argument.value)
                pendingHandOff = nil
                pendingConsumer = nil
            } else {
                visit(argument.value)
            }
            placement = savedPlacement
        }
    }

    /// The members the first key path among a call's arguments names (`["path"]` for
    /// `scope(state: \.path, action: \.path)`): the part of the value a binding derived by that
    /// method reaches. `nil` when no argument is a key path of plain members.
    private static func keyPathPart(of call: Call) -> [String]? {
        for argument in call.allArguments {
            guard case .keyPath(let keyPath) = argument.value.kind else { continue }
            var members: [String] = []
            for component in keyPath.components {
                guard case .property(let name) = component else { return nil }
                members.append(name.text)
            }
            return members.isEmpty ? nil : members
        }
        return nil
    }

    /// Whether `view` keeps the argument labelled `label` as a callback: a stored closure that
    /// returns nothing (`let migrate: () -> Void`), which it calls later, not to build content.
    private static func isCallback(_ label: String, of view: TypeInfo, index: ModuleIndex) -> Bool {
        guard let type = view.storedProperty(named: label)?.type else { return false }
        return index.isVoidFunction(type, in: view) == true
    }

    /// A binding adapted by a method of `Binding` (`$draft.isOn.animation()`, `$policy.limit.coalesce(0)`):
    /// the call it is passed to writes it, as it would the binding itself.
    private static func adaptsBinding(_ value: Expr) -> Bool {
        guard case .call(let call) = value.kind, case .memberAccess(let base, _, _) = call.callee.kind else { return false }
        return base.isProjectedChain
    }

    /// The key path a `ForEach`/`List` identifies its rows by: `id:` as written, else the
    /// element's `Identifiable` `id`; `[]` for `\.self` and for ranges of integers.
    private static func rowKey(_ call: Call) -> [String] {
        if let id = call.arguments.first(where: { $0.label?.text == "id" })?.value, case .keyPath(let keyPath) = id.kind {
            return keyPath.components.compactMap { component in
                if case .property(let name) = component { return name.text }
                return nil
            }.filter { $0 != "self" }
        }
        if case .binaryOperator(_, let spelling, _) = call.arguments[0].value.kind, spelling == "..<" || spelling == "..." {
            return []
        }
        return ["id"]
    }

    private mutating func visitClosure(_ expr: Expr, parameters: LocalOrigin) {
        guard case .closure(let closure) = expr.kind else { return visit(expr) }
        visitClosure(expr, parameters: parameters, closure: closure)
    }

    private mutating func visitClosure(_ expr: Expr, parameters origin: LocalOrigin, closure: Closure) {
        withScope { collector in
            for capture in closure.captures {
                if let value = capture.value {
                    collector.visit(value)
                    collector.declare([capture.name.text], .value(value, collector.context))
                }
            }
            // Without a signature the closure may use `$0`, `$1`…: they all get the origin.
            collector.declare(closure.parameters?.map(\.name.text) ?? Self.anonymousParameters, origin)
            collector.visit(closure.body)
        }
    }

    // MARK: Records

    private mutating func record(creationOf view: TypeInfo, call: Call, expr: Expr, identity: Expr?) {
        creations[view.useKey, default: []].append(
            CallSite(call: call, range: expr.range, context: context, explicitIdentities: identities(applying: identity),
                     receiver: nil, member: member))
    }

    private mutating func record(call: Call, expr: Expr, key: FunctionKey, receiver: Expr?) {
        calls[key, default: []].append(CallSite(call: call, range: expr.range, context: context, explicitIdentities: [], receiver: receiver,
                                                member: member))
    }

    /// A use of one of the owner's view-building members (`editor`, `self.editor`, `row(for:)`),
    /// with the placement it is used in and the `.id(…)`s its views are built under (`identity`:
    /// one applied to the use itself, `stepView(step).id(index)`).
    private mutating func recordMemberUse(_ name: String, at range: SourceRange, identity: Expr?) {
        guard let owner, let ownerKey, scope?.origin(of: name) == nil,
              owner.computedProperty(named: name) != nil || owner.hasMethod(named: name) else { return }
        memberUses[ownerKey + "." + name, default: []].append(
            PresentedMembers.Use(placement: placement, from: member, fileIndex: fileIndex, offset: range.start,
                                 identities: identities(applying: identity)))
    }

    /// The `.id(…)`s a view made here is identified by: `identity`, applied to it in the same
    /// chain, and those of the views whose content the walk is in.
    private func identities(applying identity: Expr?) -> [ExplicitIdentity] {
        (identity.map { [ExplicitIdentity(value: $0, context: context)] } ?? []) + enclosingIdentities
    }

    /// `$name` or `$model.property` handed out: whoever receives the binding can write it —
    /// along `suffix` only, when the binding is to a part of it (`$model.config.memory`).
    private mutating func recordProjection(_ expr: Expr, change: PropertyWrite.Change = .assignment, suffix: [String] = []) {
        let handOff = pendingHandOff.flatMap { $0.argumentRange == expr.range ? $0 : nil }
        switch expr.kind {
        case .identifier(let name):
            let bare = String(name.dropFirst())
            guard let owner, let property = owner.storedProperty(named: bare), scope?.origin(of: bare) == nil else { return }
            // Inside a model, `$settings` of a `@Published` property is its publisher
            // (`$settings.removeDuplicates()`), not a binding anyone can write through.
            if owner.kind == .class, property.attributes.contains(where: { $0.name == "Published" }) { return }
            appendWrite(owner, bare, range: expr.range, suffix: suffix, handedTo: handOff, change: change)
        case .memberAccess(let base, let member, _):
            guard index.storedPropertyNames.contains(member.text) else { return }
            let unprojected = Self.removingProjection(base)
            if let type = types.type(of: unprojected, in: context), type.storedProperty(named: member.text) != nil {
                // `$model.name` of the view's own object writes that object only.
                appendWrite(type, member.text, range: expr.range, suffix: suffix, handedTo: handOff, change: change,
                            privateTo: privateInstance(unprojected))
            }
        default:
            break
        }
    }

    /// `$model.draft.title` handed out: a write of `title` (and of `draft`) on their types, and of
    /// `model` along the path `["model", "draft", "title"]` — not of the rest of `model`.
    private mutating func recordProjectedChain(_ expr: Expr, change: PropertyWrite.Change = .assignment) {
        var suffix: [String] = []
        var current = expr
        // On each type, the last member of the chain changes as `change` says; the members
        // that hold it are written along the path to it (`config` along `["config", "memory"]`).
        var memberChange = change
        while case .memberAccess(let base, let member, _) = current.kind {
            recordProjection(current, change: memberChange, suffix: suffix)
            memberChange = .assignment
            suffix.insert(member.text, at: 0)
            current = base
        }
        guard case .identifier(let name) = current.kind, name.hasPrefix("$") else { return }
        let bare = String(name.dropFirst())
        guard let owner, owner.storedProperty(named: bare) != nil, scope?.origin(of: bare) == nil else { return }
        let handOff = pendingHandOff.flatMap { $0.argumentRange == expr.range ? $0 : nil }
        appendWrite(owner, bare, range: current.range, suffix: suffix, handedTo: handOff, change: change)
    }

    private static func removingProjection(_ expr: Expr) -> Expr {
        switch expr.kind {
        case .identifier(let name) where name.hasPrefix("$"):
            return Expr(.identifier(String(name.dropFirst())), range: expr.range)
        case .memberAccess(let base, let name, let arguments):
            return Expr(.memberAccess(base: removingProjection(base), name: name, genericArguments: arguments), range: expr.range)
        default:
            return expr
        }
    }

    /// The enum case an assigned value names: `.loaded(items)`, `.idle`, `Status.loaded(items)`.
    private static func caseName(_ value: Expr) -> String? {
        switch value.kind {
        case .implicitMember(let name, _): return name.text
        case .memberAccess(let base, let name, _):
            if case .identifier(let type) = base.kind, type.first?.isUppercase == true { return name.text }
            return nil
        case .call(let call): return caseName(call.callee)
        default: return nil
        }
    }

    /// Records the write of an assigned (or mutated) expression: `name = …`, `self.name = …`,
    /// `model.name = …`, `items[0] = …`, `draft.title = …` (a write of `draft`).
    private mutating func recordWrite(_ target: Expr, suffix: [String] = [], change: PropertyWrite.Change = .assignment,
                                      assignedCase: String? = nil) {
        // The case is the property's own only when the whole property is assigned.
        let assignedCase = suffix.isEmpty ? assignedCase : nil
        switch target.kind {
        case .identifier(let name):
            if let local = localKey(name) {
                localCopyChanges[local] = suffix.isEmpty ? .some(nil) : (localCopyChanges[local] ?? []).map { $0.union([suffix]) }
                return
            }
            guard !inInitializer, let owner, owner.storedProperty(named: name) != nil, scope?.origin(of: name) == nil else { return }
            appendWrite(owner, name, range: target.range, suffix: suffix, change: change, assignedCase: assignedCase)
        case .memberAccess(let base, let name, _):
            // `$command.wrappedValue = …` writes through the binding: a write of `command`.
            if name.text == "wrappedValue", base.isProjectedChain {
                return recordWrite(Self.removingProjection(base), suffix: suffix, change: change, assignedCase: assignedCase)
            }
            // A computed property set on an object (`settings.listStyle = …`, kept in
            // `UserDefaults`): a change of that property, not of whatever reaches the object.
            if let type = types.type(of: base, in: context), type.kind == .class || type.kind == .actor,
               type.storedProperty(named: name.text) == nil, type.computedProperty(named: name.text) != nil {
                if !isFreshObject(base), !(inInitializer && type === owner) {
                    appendWrite(type, name.text, range: target.range, suffix: suffix, change: change, assignedCase: assignedCase,
                                privateTo: privateInstance(base))
                }
                return
            }
            guard index.storedPropertyNames.contains(name.text) else {
                return recordWrite(base, suffix: [name.text] + suffix, change: change)
            }
            if case .identifier("self") = base.kind {
                guard !inInitializer, let owner, owner.storedProperty(named: name.text) != nil else { return }
                appendWrite(owner, name.text, range: target.range, suffix: suffix, change: change, assignedCase: assignedCase)
                return
            }
            if let type = types.type(of: base, in: context), type.storedProperty(named: name.text) != nil {
                // Filling in an object this code has just made (`let podcast = Podcast()`,
                // then `podcast.uuid = …`) builds it: no view can be showing it yet.
                if isFreshObject(base) { return }
                if !(inInitializer && type === owner) {
                    appendWrite(type, name.text, range: target.range, suffix: suffix, change: change, assignedCase: assignedCase,
                                privateTo: privateInstance(base))
                }
                if type.kind == .class || type.kind == .actor { return }
            }
            recordWrite(base, suffix: [name.text] + suffix, change: change)
        case .subscriptCall(let call):
            // Through a subscript only an element changes: `items[i] = …`, `items[i].tags.append(…)`.
            recordWrite(call.callee, change: .element)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            recordWrite(inner, suffix: suffix, change: change, assignedCase: assignedCase)
        case .tuple(let elements):
            for element in elements { recordWrite(element.value) }
        default:
            break
        }
    }

    /// `target = value`. Assigning back a local copy of the same property (`var updated =
    /// config`, `updated.hardware.x = …`, then `config = updated`) writes only the parts the
    /// copy changed (all of it when viewlint saw no change: one it cannot tell, such as a
    /// library's mutating method).
    private mutating func recordAssignment(of value: Expr, to target: Expr) {
        assigningLiteral = value.literalText
        defer { assigningLiteral = nil }
        guard case .identifier(let name) = value.kind, let local = localKey(name),
              case .value(let original, _)? = scope?.origin(of: name),
              let targetChain = target.memberPath, targetChain == original.memberPath else {
            return recordWrite(target, assignedCase: Self.caseName(value))
        }
        guard case .some(let parts?) = localCopyChanges[local], !parts.isEmpty else { return recordWrite(target) }
        for part in parts.sorted(by: { $0.lexicographicallyPrecedes($1) }) { recordWrite(target, suffix: part) }
    }

    /// A local variable with a value (`var updated = config`), as a key for ``localCopyChanges``.
    private func localKey(_ name: String) -> String? {
        guard case .value(let initial, _)? = scope?.origin(of: name) else { return nil }
        return name + "@" + String(initial.range.start)
    }

    /// `configuration.addSharedFolder(with: url)`, a mutating method of a module struct: a write
    /// of each stored field the method assigns (`configuration.sharedFolders`), so a read of
    /// another field (`configuration.systemType`) is not changed by it. A method whose writes
    /// cannot be told (it assigns `self`, or nothing viewlint sees) writes the whole value.
    private mutating func recordMutatingCall(_ name: String, of type: TypeInfo, on base: Expr) {
        let fields = MemberDependencies(type: type).storedWrites(of: [MemberAccess(path: [name], range: base.range, kind: .read)])
        guard !fields.isEmpty, fields.allSatisfy({ type.storedProperty(named: $0) != nil }), !Self.assignsSelf(name, of: type) else {
            return recordWrite(base, change: .method(name))
        }
        for field in fields.sorted() { recordWrite(base, suffix: [field]) }
    }

    /// Whether an expression is a class instance this code has just constructed: a local bound
    /// to one (`let podcast = Podcast()`), or a member the initializer set to one.
    private func isFreshObject(_ expr: Expr) -> Bool {
        if inInitializer, let member = expr.selfMemberName, scope?.origin(of: member) == nil, freshMembers.contains(member) { return true }
        guard case .identifier(let name) = expr.kind, case .value(let value, _)? = scope?.origin(of: name) else { return false }
        return isConstruction(ofClass: value)
    }

    /// Whether an expression constructs an instance of one of the module's classes (`Podcast()`).
    private func isConstruction(ofClass value: Expr) -> Bool {
        guard case .call(let call) = value.kind else { return false }
        var callee = call.callee
        if case .memberAccess(let base, let member, _) = callee.kind, member.text == "init" { callee = base }
        guard case .identifier(let typeName) = callee.kind, let type = index.type(named: typeName, in: owner, file: fileIndex) else { return false }
        return type.kind == .class
    }

    /// `Owner.model` when `base` is the owner's own private object (``PrivateObjects``).
    private mutating func privateInstance(_ base: Expr) -> String? {
        guard let owner, let name = base.selfMemberName, name != "self", scope?.origin(of: name) == nil else { return nil }
        if privateObjects[owner.qualifiedName] == nil {
            privateObjects[owner.qualifiedName] = PrivateObjects(index: index).properties(of: owner)
        }
        return privateObjects[owner.qualifiedName]?.contains(name) == true ? owner.qualifiedName + "." + name : nil
    }

    /// Whether a method of the type assigns `self` (`self = .init(…)`), which writes every field.
    private static func assignsSelf(_ name: String, of type: TypeInfo) -> Bool {
        var found = false
        for method in type.methods(named: name) {
            SyntaxWalk.expressions(in: method.declaration.body?.statements ?? [], intoClosures: true) { expr in
                if case .assignment(let target, _) = expr.kind, case .identifier("self") = target.kind { found = true }
            }
        }
        return found
    }

    private mutating func appendWrite(_ type: TypeInfo, _ property: String, range: SourceRange, suffix: [String] = [],
                                      handedTo: BindingHandOff? = nil, change: PropertyWrite.Change = .assignment,
                                      assignedCase: String? = nil, privateTo: String? = nil) {
        let fromView = owner.map { $0.isView || $0.isViewModifier } ?? (ownerKey == "View")
        writes[type.qualifiedName, default: [:]][property, default: []].append(
            PropertyWrite(fileIndex: fileIndex, range: range, isFromView: fromView, path: [property] + suffix, change: change,
                          assignedCase: assignedCase, assignedLiteral: assigningLiteral,
                          handedTo: handedTo,
                          via: handedTo == nil ? (pendingConsumer ?? handler) : nil, presentedBy: placement.presenter,
                          privateTo: privateTo))
    }
}

extension ModuleUses {
    /// The uses of a module, collected in one pass over its files.
    public static func collect(from index: ModuleIndex, jobs: Int = ParallelRunner.defaultJobs) -> ModuleUses {
        ModuleUseCollector.collect(index, jobs: jobs)
    }
}
