/// For `binding-in-body`: whether the view that builds a `Binding(get:set:)` for a child runs
/// its body only when the child must re-run anyway, so the new binding costs nothing. Such a
/// view adapts a value for its child (an optional limit shown by a non-optional picker, a
/// scroll offset negated for a position reader), and no projected value can express that.
///
/// SwiftUI runs a view's body when its own state, environment or observed models change, or
/// when its parent hands it inputs that differ. An adapter has none of the former (no
/// `@State`, `@Environment`, observed or `@Observable` model; a `@Namespace` never changes;
/// an observed model whose every published property the getter reads re-runs it only when the
/// child gets another value anyway), and each of its inputs is one of:
/// - read whole by the binding's getter (`value ?? range.lowerBound`): a change gives the
///   child another value, so it re-runs with any binding;
/// - handed to the same child as is (`content: content`, `$value`): a change reaches the child
///   anyway;
/// - fixed where the module creates the view (a literal, a constant), so it never changes; a
///   closure only where every site passes one that captures nothing (or leaves the default):
///   one made anew with a context (`onValidChange: { applied = … }`) never compares equal.
/// An input the getter reads only in part (`alarm.limit`) does not count: a change of another
/// part re-runs the view and hands the child a new binding for the same value.
struct AdapterBindings {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Computed properties of the view followed from the getter, at most.
    private static let maximumDepth = 3

    /// Whether a binding with this `getter`, handed to `child`, costs the child nothing.
    func costsNothing(getter: Expr, child: Call) -> Bool {
        let types = ExpressionTypes(index: index)
        let followed = Set(view.storedProperties.filter { isFollowed($0, by: getter, types: types) }.map(\.name))
        let dynamic = view.storedProperties.contains { property in
            if followed.contains(property.name) { return false }
            switch property.wrapper {
            case nil: return types.type(of: property, in: view)?.isObservableMacro == true
            case .binding?, .namespace?: return false
            default: return true
            }
        }
        guard !dynamic else { return false }
        let read = wholeReads(in: getter, depth: 0).union(followed)
        let forwarded = forwardedProperties(in: child)
        let variability = ValueVariability(index: index, uses: uses)
        return view.storedProperties.allSatisfy { property in
            if property.wrapper == .namespace || read.contains(property.name) || forwarded.contains(property.name) { return true }
            guard property.wrapper == nil, case .fixed? = variability.inputVariability(property, of: view) else { return false }
            return !(property.type.map { index.isFunctionType($0.unwrappingOptionals, in: view) } ?? false) || comparesEqual(property)
        }
    }

    /// Whether an observed model runs the view only for what the getter reads: an
    /// `ObservableObject` of the module (`@ObservedObject var volumeVM`) each of whose
    /// `@Published` properties the getter reads (`volumeVM.value`). It re-runs the view only
    /// when the child gets another value anyway.
    private func isFollowed(_ property: StoredProperty, by getter: Expr, types: ExpressionTypes) -> Bool {
        guard property.wrapper == .observedObject || property.wrapper == .stateObject || property.wrapper == .environmentObject,
              let model = types.type(of: property, in: view), model.kind == .class, !model.isObservableMacro else { return false }
        let published = model.storedProperties.filter { $0.attributes.contains { $0.name == "Published" } }
        guard !published.isEmpty else { return false }
        var readFields = Set<String>()
        SyntaxWalk.expressions(in: getter, intoClosures: true) { inner in
            if case .memberAccess(let base, let name, _) = inner.kind, base.selfMemberName == property.name { readFields.insert(name.text) }
        }
        return published.allSatisfy { readFields.contains($0.name) }
    }

    /// Whether every creation site gives a closure input one that compares equal: the default,
    /// or a closure that captures nothing there.
    private func comparesEqual(_ property: StoredProperty) -> Bool {
        let mapping = InitializerMapping(view: view, index: index)
        return uses.creations(of: view).allSatisfy { site in
            let value = mapping.value(of: property, in: site.call)
            if case .constant? = value { return true }
            return ReRenderCost.isConstant(value, at: site, index: index)
        }
    }

    /// The view's stored properties the expression reads as whole values (`value`, `self.value`),
    /// not only a member or an element of them (`alarm.limit`, `items[index]`); through the
    /// view's computed properties it reads whole.
    private func wholeReads(in expr: Expr, depth: Int) -> Set<String> {
        var parameters = Set<String>()
        if case .closure(let closure) = expr.kind { parameters = Set(closure.parameters?.map(\.name.text) ?? []) }
        var partial = Set<Int>()
        var names: [(name: String, start: Int)] = []
        SyntaxWalk.expressions(in: expr, intoClosures: true) { inner in
            switch inner.kind {
            case .memberAccess(let base, let name, _):
                if case .identifier("self") = base.kind {
                    names.append((name.text, inner.range.start))
                } else {
                    partial.insert(Self.stripped(base).range.start)
                }
            case .subscriptCall(let call):
                partial.insert(Self.stripped(call.callee).range.start)
            case .identifier(let name) where !parameters.contains(name):
                names.append((name, inner.range.start))
            default:
                break
            }
        }
        var reads = Set<String>()
        for (name, start) in names where !partial.contains(start) {
            if view.storedProperty(named: name) != nil {
                reads.insert(name)
            } else if depth < Self.maximumDepth, let property = view.computedProperty(named: name), !property.isStatic {
                for statement in property.body {
                    switch statement.kind {
                    case .expression(let value), .returnStmt(let value?): reads.formUnion(wholeReads(in: value, depth: depth + 1))
                    default: break
                    }
                }
            }
        }
        return reads
    }

    /// The view's stored properties a call hands on as they are: `content`, `self.range`, or a
    /// binding's projection `$value`.
    private func forwardedProperties(in call: Call) -> Set<String> {
        Set(call.allArguments.compactMap { argument -> String? in
            guard let name = argument.value.selfMemberName else { return nil }
            let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
            return view.storedProperty(named: bare) == nil ? nil : bare
        })
    }

    /// `value` in `value?.x` and `value!.x`.
    private static func stripped(_ expr: Expr) -> Expr {
        switch expr.kind {
        case .optionalChain(let inner), .forceUnwrap(let inner): return stripped(inner)
        default: return expr
        }
    }
}
