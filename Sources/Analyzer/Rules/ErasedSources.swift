/// Where a view an `AnyView` wraps was already typed without its own type, so the site can show
/// it only erased and the change belongs to that declaration:
/// - what a module method (or a stored closure of the view) returns as `any View`
///   (`substep.description(units:)`);
/// - a property declared `any View` or `AnyView` (penn-mobile's `ToastConfiguration.content`,
///   its feature registry's `AppFeature.content`, reached through `features.first { … }!`);
/// - an element of a collection of existentials (`if let active = stages.first(where: …)` over
///   `[any WrappedStage]`): its type is the element's dynamic type, as for rows over one;
/// - what a protocol's requirement builds for a property of existential type
///   (`tabs.selectedTab.makeView()` over `any AccountTab`, whose `makeView()` returns its
///   associated `Content: View`): each conforming type builds its own, seen only as `any View`.
struct ErasedSource {
    /// What the message says is shown: "what `description(units:)` returns",
    /// "`ToastConfiguration.content`", "an element of `stages`".
    let shown: String
    /// Its type as declared: `any View`, `AnyView`, `[any WrappedStage]`.
    let declared: String
    /// The declaration the change belongs to, by name.
    let declaration: String
    /// How to keep the type there.
    let advice: String

    /// Names of collection members that hand back one element.
    private static let elementAccessors: Set<String> = ["first", "last", "randomElement", "min", "max"]

    static func of(_ wrapped: Expr, in view: TypeInfo, statements: [Stmt], fileIndex: Int, index: ModuleIndex) -> ErasedSource? {
        let finder = Finder(view: view, index: index, fileIndex: fileIndex, statements: statements,
                            locals: Dictionary(SyntaxWalk.boundValues(in: statements, nested: true), uniquingKeysWith: { first, _ in first }))
        return finder.result(of: wrapped) ?? finder.property(wrapped) ?? finder.element(wrapped, depth: 0)
            ?? finder.requirement(wrapped)
    }

    private struct Finder {
        /// Locals followed to their values, at most.
        static let maximumSteps = 4

        let view: TypeInfo
        let index: ModuleIndex
        let fileIndex: Int
        let statements: [Stmt]
        let locals: [String: Expr]

        /// What a module method returns as `any View`, or a closure the view stores typed so.
        func result(of wrapped: Expr) -> ErasedSource? {
            guard case .call(let call) = wrapped.kind, let name = AnyViewErasureRule.calleeName(call.callee) else { return nil }
            let advice = "Return `some View` from it (a `@ViewBuilder`; an associated type where a protocol requires it; a "
                + "generic parameter for a stored closure) to keep the type."
            if call.callee.selfMemberName == name, let type = view.storedProperty(named: name)?.type,
               let function = ErasedSource.functionType(type), ErasedSource.isExistentialView(function.result) {
                return ErasedSource(shown: "what `\(name)` returns", declared: "any View", declaration: name, advice: advice)
            }
            // A closure stored in a module value, reached here or through a local (`if let icon =
            // option.icon { AnyView(icon()) }` over winston's `icon: (() -> any View)?`).
            if let (owner, property) = storedClosure(call.callee, depth: 0), let type = owner.storedProperty(named: property)?.type,
               let function = ErasedSource.functionType(index.resolved(type, in: owner).unwrappingOptionals),
               ErasedSource.isExistentialView(function.result) {
                return ErasedSource(shown: "what `\(owner.name).\(property)` returns", declared: "any View",
                                    declaration: "\(owner.name).\(property)", advice: advice)
            }
            guard index.declaresMethod(named: name) else { return nil }
            let candidates = index.methods(named: name).filter {
                ArgumentMatching.accepts(call, $0.declaration.parameters, index: index, owner: nil)
            }
            guard let method = candidates.first,
                  candidates.allSatisfy({ $0.declaration.returnType.map(ErasedSource.isExistentialView) ?? false }) else { return nil }
            let signature = name + "(" + method.declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            return ErasedSource(shown: "what `\(signature)` returns", declared: "any View", declaration: signature, advice: advice)
        }

        /// What a protocol requirement returning the protocol's associated view type (or `any
        /// View`) builds, called or read on a property of that protocol's existential type.
        func requirement(_ wrapped: Expr) -> ErasedSource? {
            let (base, member, isCall): (Expr, Name, Bool)
            switch unwrapped(wrapped).kind {
            case .call(let call):
                guard case .memberAccess(let receiver, let name, _) = call.callee.kind else { return nil }
                (base, member, isCall) = (receiver, name, true)
            case .memberAccess(let receiver, let name, _):
                (base, member, isCall) = (receiver, name, false)
            default:
                return nil
            }
            guard let (holder, property, declared) = existentialProperty(base),
                  case .named(let components) = declared.kind,
                  let requirements = index.type(named: components.map(\.name.text).joined(separator: ".")),
                  requirements.kind == .protocol else { return nil }
            let results = isCall ? requirements.methods(named: member.text).map(\.declaration.returnType)
                : [requirements.computedProperty(named: member.text)?.type ?? requirements.storedProperty(named: member.text)?.type]
            guard !results.isEmpty, results.allSatisfy({ $0.map { buildsView($0, in: requirements) } ?? false }) else { return nil }
            let spelled = isCall ? member.text + "(…)" : member.text
            return ErasedSource(
                shown: "what `\(spelled)` of `\(requirements.name)` builds for `\(holder.name).\(property)`",
                declared: "any " + requirements.name, declaration: "\(holder.name).\(property)",
                advice: "Each conforming type builds its own view type, which SwiftUI sees only erased, and a value of another "
                    + "type replaces the subtree; where the set of types is closed, an `enum` with a `switch` in a `@ViewBuilder` "
                    + "keeps every type.")
        }

        /// The property a base expression reads (`proxy`, `tabs.selectedTab`) with its declared
        /// type, when that is an existential (`any AccountTab`, optional or not).
        private func existentialProperty(_ base: Expr) -> (TypeInfo, String, TypeRef)? {
            let (owner, name): (TypeInfo?, String)
            switch unwrapped(base).kind {
            case .identifier(let identifier) where locals[identifier] == nil: (owner, name) = (view, identifier)
            case .memberAccess(let inner, let member, _): (owner, name) = (ownerType(of: inner), member.text)
            default: return nil
            }
            guard let owner, let type = owner.storedProperty(named: name)?.type ?? owner.computedProperty(named: name)?.type
            else { return nil }
            let resolved = index.resolved(type, in: owner).unwrappingOptionals
            if case .any(let constraint) = resolved.kind { return (owner, name, constraint) }
            return ErasureChoices.isExistential(resolved, index: index) ? (owner, name, resolved) : nil
        }

        /// `any View`, or an associated type of `requirements` that must be a view (`Content: View`).
        private func buildsView(_ result: TypeRef, in requirements: TypeInfo) -> Bool {
            if ErasedSource.isExistentialView(result) { return true }
            guard case .named(let components) = result.kind else { return false }
            let names = components.map(\.name.text)
            guard names.count == 1 || (names.count == 2 && names[0] == "Self"),
                  let constraints = requirements.associatedTypes[names[names.count - 1]] else { return false }
            return constraints.contains { constraint in
                guard case .named(let parts) = constraint.kind, let last = parts.last?.name.text else { return false }
                return index.isViewProtocol(last)
            }
        }

        /// The module type and stored property a called closure is, when it is a member of a
        /// value (`option.icon`), directly or through locals bound to one.
        private func storedClosure(_ callee: Expr, depth: Int) -> (TypeInfo, String)? {
            switch unwrapped(callee).kind {
            case .identifier(let name):
                guard let value = boundValue(of: name, at: callee.range.start), depth < Self.maximumSteps else { return nil }
                return storedClosure(value, depth: depth + 1)
            case .memberAccess(let base, let member, _):
                guard base.selfMemberName != "self", let owner = ownerType(of: base) else { return nil }
                return (owner, member.text)
            default:
                return nil
            }
        }

        /// What a local holds at `offset`: bound in the member's statements, or in a builder
        /// closure around the code (`HStack { if let icon = option.icon { … } }`), the innermost first.
        private func boundValue(of name: String, at offset: Int) -> Expr? {
            var found = locals[name]
            SyntaxWalk.expressions(in: statements, around: offset, intoClosures: true) { expr in
                guard case .closure(let closure) = expr.kind else { return }
                for (bound, value) in SyntaxWalk.boundValues(in: closure.body, nested: true) where bound == name { found = value }
            }
            return found
        }

        /// A property declared `any View` or `AnyView`, of the view or of a value it reaches.
        func property(_ wrapped: Expr) -> ErasedSource? {
            let (owner, name) : (TypeInfo?, String)
            switch unwrapped(wrapped).kind {
            case .identifier(let identifier) where locals[identifier] == nil:
                (owner, name) = (view, identifier)
            case .memberAccess(let base, let member, _):
                (owner, name) = (ownerType(of: base), member.text)
            default:
                return nil
            }
            guard let owner, let type = owner.storedProperty(named: name)?.type else { return nil }
            let resolved = index.resolved(type, in: owner).unwrappingOptionals
            let declared: String
            if ErasedSource.isExistentialView(resolved) { declared = "any View" }
            else if case .named(let components) = resolved.kind, components.last?.name.text == "AnyView" { declared = "AnyView" }
            else { return nil }
            return ErasedSource(
                shown: "`\(owner.name).\(name)`", declared: declared, declaration: "\(owner.name).\(name)",
                advice: "Keep the view's type there (a generic parameter, or a `@ViewBuilder` closure called here) to keep it.")
        }

        /// An element of a collection of existentials, taken here or bound to a local first.
        func element(_ wrapped: Expr, depth: Int) -> ErasedSource? {
            let expr = unwrapped(wrapped)
            if case .identifier(let name) = expr.kind, let value = locals[name], depth < Self.maximumSteps { return element(value, depth: depth + 1) }
            guard let collection = elementBase(expr), let (name, declared) = declaredCollection(collection),
                  case .array(let elementType) = declared.kind,
                  ErasureChoices.isExistential(elementType.unwrappingOptionals, index: index) else { return nil }
            return ErasedSource(
                shown: "an element of `\(name)`", declared: "[" + elementType.sourceDescription + "]", declaration: name,
                advice: "Each element shows its own type, as rows over existentials do; where the set of views is closed, an "
                    + "`enum` with a `switch` in a `@ViewBuilder` keeps every type.")
        }

        /// The module type a base expression has, also when it is an element of a collection.
        private func ownerType(of base: Expr, depth: Int = 0) -> TypeInfo? {
            let context = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
            if let type = ExpressionTypes(index: index).type(of: base, in: context) { return type }
            let expr = unwrapped(base)
            // (`if let item = item` binds a name to itself: followed a few steps only.)
            if case .identifier(let name) = expr.kind, let value = locals[name] {
                return depth < Self.maximumSteps ? ownerType(of: value, depth: depth + 1) : nil
            }
            guard let collection = elementBase(expr), let (_, declared) = declaredCollection(collection),
                  case .array(let elementType) = declared.kind else { return nil }
            return ExpressionTypes(index: index).type(named: elementType, in: view)
        }

        /// `stages` in `stages.first(where: …)`, `stages.last`, `stages[i]`.
        private func elementBase(_ expr: Expr) -> Expr? {
            switch expr.kind {
            case .call(let call):
                guard case .memberAccess(let base, let name, _) = call.callee.kind, ErasedSource.elementAccessors.contains(name.text)
                else { return nil }
                return base
            case .memberAccess(let base, let name, _) where ErasedSource.elementAccessors.contains(name.text):
                return base
            case .subscriptCall(let call):
                return call.callee
            default:
                return nil
            }
        }

        /// A collection's name and declared type: the view's stored property or a global.
        private func declaredCollection(_ expr: Expr) -> (String, TypeRef)? {
            guard let name = expr.selfMemberName ?? { if case .identifier(let name) = expr.kind { return name }; return nil }() else {
                return nil
            }
            if let type = view.storedProperty(named: name)?.type { return (name, index.resolved(type, in: view).unwrappingOptionals) }
            if locals[name] == nil, let type = index.globals[name]?.type { return (name, index.resolved(type).unwrappingOptionals) }
            return nil
        }

        private func unwrapped(_ expr: Expr) -> Expr {
            switch expr.kind {
            case .forceUnwrap(let inner), .optionalChain(let inner), .tryExpr(_, let inner), .awaitExpr(let inner): return unwrapped(inner)
            default: return expr
            }
        }
    }

    /// `any View` (optional or not).
    static func isExistentialView(_ type: TypeRef) -> Bool {
        guard case .any(let constraint) = type.unwrappingOptionals.kind, case .named(let components) = constraint.kind else { return false }
        return components.last?.name.text == "View"
    }

    /// The function type a stored property holds: `() -> any View`, also written optional,
    /// in parentheses or with attributes (`(@MainActor () -> any View)?`).
    static func functionType(_ type: TypeRef) -> FunctionType? {
        switch type.unwrappingOptionals.kind {
        case .function(let function): return function
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return functionType(elements[0].type)
        case .attributed(_, _, let inner): return functionType(inner)
        default: return nil
        }
    }
}
