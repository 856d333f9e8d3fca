/// Whether one member (`.wide`) is in an option set or array while the value itself may change:
/// `options.contains(.wide)` keeps one answer for a view when every way `options` is built —
/// a literal at each creation site, a computed property whose branches all include `.wide`,
/// `options.union(.wide)` — gives the same answer, even though other members come and go
/// (`[.wide, .truncated]` and `[.wide]`, picked by a setting).
enum Membership {
    /// The same answer wherever and whenever the value is built.
    case always(Bool)
    /// One answer for each view identity (literals that differ between creation sites).
    case fixedPerIdentity
    /// Decided by the value as a whole.
    case undecided(Variability)
}

extension ValueVariability {
    /// Whether `member` being in `expr` can change while the view keeps its identity.
    func membershipVariability(of member: String, in expr: Expr, context: CodeContext, parameters: [String: Expr]) -> Variability {
        switch membership(of: member, in: expr, context: context, parameters: parameters) {
        case .always, .fixedPerIdentity: return .fixed
        case .undecided(let variability): return variability
        }
    }

    func membership(of member: String, in expr: Expr, context: CodeContext, parameters: [String: Expr]) -> Membership {
        guard depth < Self.maximumDepth else { return .undecided(.unknown) }
        depth += 1
        defer { depth -= 1 }
        switch expr.kind {
        case .arrayLiteral(let elements):
            let members = elements.compactMap(Self.implicitMemberName)
            guard members.count == elements.count else { break }
            return .always(members.contains(member))
        case .implicitMember(let name, _):
            return .always(name.text == member)
        case .tuple(let elements) where elements.count == 1:
            return membership(of: member, in: elements[0].value, context: context, parameters: parameters)
        case .ternary(let condition, let thenBranch, let elseBranch):
            let branches = [thenBranch, elseBranch].map { membership(of: member, in: $0, context: context, parameters: parameters) }
            if case .always(let first) = branches[0], case .always(let second) = branches[1], first == second { return .always(first) }
            if case .fixed = variability(of: condition, in: context, parameters: parameters),
               branches.allSatisfy({ if case .undecided = $0 { return false } else { return true } }) {
                return .fixedPerIdentity
            }
        case .call(let call):
            // `options.union(.wide)`, `options.union([.noMentions])`: in one or the other.
            if case .memberAccess(let base, let name, _) = call.callee.kind, name.text == "union", call.allArguments.count == 1 {
                let parts = [base, call.allArguments[0].value].map { membership(of: member, in: $0, context: context, parameters: parameters) }
                if parts.contains(where: { if case .always(true) = $0 { return true } else { return false } }) { return .always(true) }
                if parts.allSatisfy({ if case .always(false) = $0 { return true } else { return false } }) { return .always(false) }
                if !parts.contains(where: { if case .undecided = $0 { return true } else { return false } }) { return .fixedPerIdentity }
            }
        case .identifier(let name):
            if let bound = parameters[name] { return membership(of: member, in: bound, context: context, parameters: [:]) }
            switch context.origin(of: name) {
            case .value(let value, let valueContext)?, .unwrapped(let value, let valueContext)?:
                return membership(of: member, in: value, context: valueContext, parameters: [:])
            case .parameter(let function, let position)?:
                // A helper's parameter (`func row(options: Options)`): what its callers pass.
                if let arguments = arguments(forParameter: position, of: function) {
                    return combined(arguments.map { membership(of: member, in: $0.0, context: $0.1, parameters: [:]) })
                }
            default:
                break
            }
            if context.origin(of: name) == nil, let owner = context.owner {
                if let decided = memberMembership(of: member, in: name, of: owner) { return decided }
            }
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind, let owner = context.owner,
               let decided = memberMembership(of: member, in: name.text, of: owner) {
                return decided
            }
        default:
            break
        }
        return .undecided(variability(of: expr, in: context, parameters: parameters))
    }

    /// A member of the view: a plain input through its creation sites, a computed property
    /// through the values its getter returns. `nil` for anything else.
    private func memberMembership(of member: String, in name: String, of owner: TypeInfo) -> Membership? {
        if let property = owner.storedProperty(named: name) {
            guard property.wrapper == nil, owner.isView || owner.isViewModifier else { return nil }
            if property.isLet, let value = property.defaultValue {
                return membership(of: member, in: value, context: CodeContext(owner: owner, scope: nil, placement: .body,
                                                                              fileIndex: owner.fileIndex), parameters: [:])
            }
            return inputMembership(of: member, in: property, of: owner)
        }
        guard let computed = owner.computedProperty(named: name), !computed.isStatic else { return nil }
        let context = CodeContext(owner: owner, scope: nil, placement: .body, fileIndex: computed.fileIndex)
        let returned = ReturnedValues.of(computed.body)
        guard !returned.isEmpty else { return nil }
        let answers = returned.map { membership(of: member, in: $0, context: context, parameters: [:]) }
        if case .always(let first) = answers[0], answers.allSatisfy({ if case .always(first) = $0 { return true } else { return false } }) {
            return .always(first)
        }
        return nil
    }

    /// A plain input of a view: what every creation site passes for it.
    private func inputMembership(of member: String, in property: StoredProperty, of view: TypeInfo) -> Membership? {
        // A cycle (a view created, further down, by a view it creates): what comes back around
        // is what enters it from elsewhere, which the other creation sites decide.
        memoized(view.qualifiedName + "." + property.name + "#" + member, in: \.membershipCache, onCycle: .fixedPerIdentity) {
            let sites = uses.creations(of: view)
            guard !sites.isEmpty else { return nil }
            let mapping = InitializerMapping(view: view, index: index)
            var answers: [Membership] = []
            for site in sites {
                guard site.context.placement.updatesInPlace else {
                    answers.append(.fixedPerIdentity)
                    continue
                }
                switch mapping.value(of: property, in: site.call) {
                case .constant?:
                    answers.append(.fixedPerIdentity)
                case .expression(let expr, let parameters)?:
                    let answer = membership(of: member, in: expr, context: site.context, parameters: parameters)
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
    private func combined(_ answers: [Membership]) -> Membership {
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

    private static func implicitMemberName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .implicitMember(let name, _): return name.text
        default: return nil
        }
    }
}
