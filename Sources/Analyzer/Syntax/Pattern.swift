/// A pattern: in `let`/`var` declarations, `case` labels, `if case`, `for … in` and `catch`.
public struct Pattern: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable {
        /// A name being bound (`x` in `let x`, `case .some(let x)`).
        case identifier(String)
        case wildcard
        case tuple([TuplePatternElement])
        /// `let p` / `var p`: names inside `p` are bound.
        case valueBinding(isLet: Bool, Pattern)
        /// `.name`, `.name(subpatterns)`, `Type.name(subpatterns)`.
        case enumCase(type: Expr?, name: Name, arguments: [TuplePatternElement]?)
        /// An expression compared with `~=` (`0..<5`, `"x"`, `someValue`).
        case expression(Expr)
        /// `is T`.
        case isType(TypeRef)
        /// `p as T`.
        case cast(Pattern, TypeRef)
        /// `p?`.
        case optional(Pattern)
        case unknown
    }

    /// The case a named enum-case pattern other than `Optional`'s matches (`loaded` for
    /// `.loaded(let document)`, `step` for `let .step(x)`): the names it binds are the payload
    /// of that one case.
    public var enumCaseName: String? {
        switch kind {
        case .valueBinding(_, let inner): return inner.enumCaseName
        case .enumCase(_, let name, _): return name.text != "some" && name.text != "none" ? name.text : nil
        default: return nil
        }
    }

    /// Every name this pattern binds, in source order.
    public var boundNames: [Name] {
        var names: [Name] = []
        collectBoundNames(into: &names, binding: false)
        return names
    }

    private func collectBoundNames(into names: inout [Name], binding: Bool) {
        switch kind {
        case .identifier(let text):
            names.append(Name(text, range: range))
        case .wildcard, .isType, .unknown:
            break
        case .tuple(let elements):
            for element in elements { element.pattern.collectBoundNames(into: &names, binding: binding) }
        case .valueBinding(_, let inner):
            inner.collectBoundNames(into: &names, binding: true)
        case .enumCase(_, _, let arguments):
            for element in arguments ?? [] { element.pattern.collectBoundNames(into: &names, binding: binding) }
        case .expression(let expr):
            if binding, case .identifier(let text) = expr.kind { names.append(Name(text, range: expr.range)) }
        case .cast(let inner, _), .optional(let inner):
            inner.collectBoundNames(into: &names, binding: binding)
        }
    }
}

public struct TuplePatternElement: Sendable {
    public var label: Name?
    public var pattern: Pattern
}
