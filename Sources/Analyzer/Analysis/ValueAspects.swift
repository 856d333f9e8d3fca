/// A part of a value that code may test on its own while the rest of the value changes.
enum ValueAspect: Hashable {
    /// Whether one member (`.wide`) is in an option set or array: `options.contains(.wide)`
    /// keeps one answer when every way `options` is built includes `.wide` (or none does),
    /// though other members come and go (`[.wide, .truncated]` and `[.wide]`, picked by a setting).
    case member(String)
    /// Whether an optional holds a value: `onPersist != nil` keeps one answer for a view when
    /// every creation site passes a method or a closure (never `nil`) or the literal `nil`.
    case presence
    /// Which case an enum value is: `if case .overlay = presentation` keeps one answer for a
    /// view when every creation site names the case (`.overlay(offset: heroOffset)`), though
    /// its payload changes.
    case enumCase

    /// Part of a cache key.
    var key: String {
        switch self {
        case .member(let name): return "#" + name
        case .presence: return "#?"
        case .enumCase: return "#case"
        }
    }
}

/// What is known of one aspect of a value.
enum AspectAnswer {
    /// The same answer wherever and whenever the value is built (`true`: the member is in, the
    /// optional holds a value).
    case always(Bool)
    /// One answer for each view identity (literals that differ between creation sites).
    case fixedPerIdentity
    /// Decided by the value as a whole.
    case undecided(Variability)

    var isDecided: Bool {
        if case .undecided(let variability) = self, !variability.isFixed { return false }
        return true
    }
}

extension ValueVariability {
    /// Whether `aspect` of `expr` can change while the view keeps its identity.
    func aspectVariability(_ aspect: ValueAspect, of expr: Expr, context: CodeContext, parameters: [String: Expr]) -> Variability {
        switch answer(aspect, of: expr, context: context, parameters: parameters) {
        case .always, .fixedPerIdentity: return .fixed
        case .undecided(let variability): return variability
        }
    }

    func answer(_ aspect: ValueAspect, of expr: Expr, context: CodeContext, parameters: [String: Expr]) -> AspectAnswer {
        guard depth < Self.maximumDepth else { return .undecided(.unknown) }
        depth += 1
        defer { depth -= 1 }
        if let known = Self.literalAnswer(aspect, of: expr) { return known }
        switch expr.kind {
        case .tuple(let elements) where elements.count == 1:
            return answer(aspect, of: elements[0].value, context: context, parameters: parameters)
        case .ternary(let condition, let thenBranch, let elseBranch):
            let branches = [thenBranch, elseBranch].map { answer(aspect, of: $0, context: context, parameters: parameters) }
            if case .always(let first) = branches[0], case .always(let second) = branches[1], first == second { return .always(first) }
            if case .fixed = variability(of: condition, in: context, parameters: parameters), branches.allSatisfy(\.isDecided) {
                return .fixedPerIdentity
            }
        case .call(let call):
            // `options.union(.wide)`, `options.union([.noMentions])`: in one or the other.
            if case .member = aspect, case .memberAccess(let base, let name, _) = call.callee.kind, name.text == "union",
               call.allArguments.count == 1 {
                let parts = [base, call.allArguments[0].value].map { answer(aspect, of: $0, context: context, parameters: parameters) }
                if parts.contains(where: { if case .always(true) = $0 { return true } else { return false } }) { return .always(true) }
                if parts.allSatisfy({ if case .always(false) = $0 { return true } else { return false } }) { return .always(false) }
                if parts.allSatisfy(\.isDecided) { return .fixedPerIdentity }
            }
        case .identifier(let name):
            if let bound = parameters[name] { return answer(aspect, of: bound, context: context, parameters: [:]) }
            switch context.origin(of: name) {
            case .value(let value, let valueContext)?, .unwrapped(let value, let valueContext)?:
                return answer(aspect, of: value, context: valueContext, parameters: [:])
            case .parameter(let function, let position)?:
                // A helper's parameter (`func row(options: Options)`): what its callers pass.
                if let arguments = arguments(forParameter: position, of: function) {
                    return combined(arguments.map { answer(aspect, of: $0.0, context: $0.1, parameters: [:]) })
                }
            case nil:
                if let owner = context.owner, let decided = memberAnswer(aspect, of: name, of: owner) { return decided }
            default:
                break
            }
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind, let owner = context.owner,
               let decided = memberAnswer(aspect, of: name.text, of: owner) {
                return decided
            }
        default:
            break
        }
        return .undecided(variability(of: expr, in: context, parameters: parameters))
    }

    /// The answer a literal gives by itself: a closure is never `nil`, `.overlay(…)` names its case.
    private static func literalAnswer(_ aspect: ValueAspect, of expr: Expr) -> AspectAnswer? {
        switch (aspect, expr.kind) {
        case (.member(let member), .arrayLiteral(let elements)):
            let members = elements.compactMap(implicitMemberName)
            return members.count == elements.count ? .always(members.contains(member)) : nil
        case (.member(let member), .implicitMember(let name, _)):
            return .always(name.text == member)
        case (.presence, .nilLiteral):
            return .always(false)
        case (.presence, .implicitMember(let name, _)) where name.text == "none":
            return .always(false)
        case (.presence, .closure), (.presence, .stringLiteral), (.presence, .integerLiteral), (.presence, .floatLiteral),
             (.presence, .booleanLiteral), (.presence, .arrayLiteral), (.presence, .dictionaryLiteral):
            return .always(true)
        case (.enumCase, .implicitMember):
            return .fixedPerIdentity
        case (.enumCase, .call(let call)):
            if case .implicitMember = call.callee.kind { return .fixedPerIdentity }
            return nil
        default:
            return nil
        }
    }

    /// A member of the view: a plain input through its creation sites, a computed property
    /// through the values its getter returns, a method (never `nil`). `nil` for anything else.
    private func memberAnswer(_ aspect: ValueAspect, of name: String, of owner: TypeInfo) -> AspectAnswer? {
        if let property = owner.storedProperty(named: name) {
            if aspect == .presence, let type = property.type, Self.isNeverNil(type) { return .always(true) }
            guard property.wrapper == nil, owner.isView || owner.isViewModifier else { return nil }
            if property.isLet, let value = property.defaultValue {
                return answer(aspect, of: value, context: CodeContext(owner: owner, scope: nil, placement: .body,
                                                                      fileIndex: owner.fileIndex), parameters: [:])
            }
            return inputAnswer(aspect, of: property, of: owner)
        }
        if let computed = owner.computedProperty(named: name) {
            return computed.isStatic ? nil : computedAnswer(aspect, of: computed, of: owner)
        }
        // `onPersist: persistFoodItem`: a method handed on as a closure.
        return aspect == .presence && owner.hasMethod(named: name) ? .always(true) : nil
    }

    /// A computed property: the same answer for every value its getter returns, or an answer
    /// per identity for each, returned under tests that are themselves fixed per identity
    /// (`if case .overlay(let onClose, _) = presentation { return onClose }; return nil`).
    private func computedAnswer(_ aspect: ValueAspect, of computed: ComputedProperty, of owner: TypeInfo) -> AspectAnswer? {
        let context = CodeContext(owner: owner, scope: nil, placement: .body, fileIndex: computed.fileIndex)
        let returned = ReturnedValues.of(computed.body)
        guard !returned.isEmpty else { return nil }
        let branches = GetterBranches(computed.body)
        let answers = returned.map { value -> AspectAnswer in
            if case .identifier(let name) = value.kind, let binding = branches?.bindings[name] {
                return payloadAnswer(aspect, of: binding, in: context)
            }
            return answer(aspect, of: value, context: context, parameters: [:])
        }
        if case .always(let first) = answers[0], answers.allSatisfy({ if case .always(first) = $0 { return true } else { return false } }) {
            return .always(first)
        }
        guard let branches, answers.allSatisfy(\.isDecided), branches.tests.allSatisfy({ isFixed($0, in: context) }) else { return nil }
        return .fixedPerIdentity
    }

    /// A name a getter's pattern binds: a payload of a closure, array or dictionary type
    /// always holds a value.
    private func payloadAnswer(_ aspect: ValueAspect, of binding: GetterBranches.PayloadBinding?, in context: CodeContext) -> AspectAnswer {
        guard aspect == .presence, let binding, let type = types.type(of: binding.subject, in: context),
              let element = type.enumCases.first(where: { $0.name.text == binding.caseName }),
              let values = element.associatedValues, binding.position < values.count,
              let valueType = values[binding.position].type, Self.isNeverNil(valueType) else { return .undecided(.unknown) }
        return .always(true)
    }

    /// Whether a condition of a getter picks the same branch for the view's whole identity.
    private func isFixed(_ condition: GetterBranches.Test, in context: CodeContext) -> Bool {
        switch condition {
        case .boolean(let expr): return variability(of: expr, in: context).isFixed
        case .caseOf(let subject): return aspectVariability(.enumCase, of: subject, context: context, parameters: [:]).isFixed
        case .presenceOf(let value): return aspectVariability(.presence, of: value, context: context, parameters: [:]).isFixed
        }
    }

    /// A plain input of a view: what every creation site passes for it.
    private func inputAnswer(_ aspect: ValueAspect, of property: StoredProperty, of view: TypeInfo) -> AspectAnswer? {
        // A cycle (a view created, further down, by a view it creates): what comes back around
        // is what enters it from elsewhere, which the other creation sites decide.
        memoized(view.qualifiedName + "." + property.name + aspect.key, in: \.aspectCache, onCycle: .fixedPerIdentity) {
            let sites = uses.creations(of: view)
            guard !sites.isEmpty else { return nil }
            let mapping = InitializerMapping(view: view, index: index)
            var answers: [AspectAnswer] = []
            for site in sites {
                guard site.context.placement.updatesInPlace else {
                    answers.append(.fixedPerIdentity)
                    continue
                }
                switch mapping.value(of: property, in: site.call) {
                case .constant?:
                    answers.append(.fixedPerIdentity)
                case .expression(let expr, let parameters)?:
                    let answer = answer(aspect, of: expr, context: site.context, parameters: parameters)
                    if case .undecided(let variability) = answer, case .varies(let evidence) = variability {
                        return .undecided(.varies(evidence.prepending(
                            "`\(view.name)` is created here, and the `\(property.name)` it is given can change",
                            fileIndex: site.context.fileIndex, range: site.range)))
                    }
                    answers.append(answer)
                case nil:
                    answers.append(.undecided(.unknown))
                }
            }
            return combined(answers)
        }
    }

    /// The answer for a value that comes from one of several places, each decided once: the
    /// same everywhere, one per place, or — when a place shows a change — that change.
    private func combined(_ answers: [AspectAnswer]) -> AspectAnswer {
        if case .always(let first)? = answers.first,
           answers.allSatisfy({ if case .always(first) = $0 { return true } else { return false } }) {
            return .always(first)
        }
        var worst = Variability.fixed
        for answer in answers {
            if case .undecided(let variability) = answer { worst = worst.combined(with: variability) }
        }
        if case .fixed = worst { return .fixedPerIdentity }
        return .undecided(worst)
    }

    /// A closure, array or dictionary type: never `nil` (a plain name may be a generic
    /// parameter or an alias of an optional).
    private static func isNeverNil(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .function, .array, .dictionary: return true
        case .attributed(_, _, let base): return isNeverNil(base)
        case .tuple(let elements) where elements.count == 1: return isNeverNil(elements[0].type)
        default: return false
        }
    }

    private static func implicitMemberName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .implicitMember(let name, _): return name.text
        default: return nil
        }
    }
}
