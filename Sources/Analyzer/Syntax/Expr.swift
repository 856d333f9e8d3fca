/// An expression node.
public struct Expr: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable {
        /// A name: `x`, `self`, `Self`, `super`, `_`, `$0`, `$binding`.
        case identifier(String)
        case integerLiteral(String)
        case floatLiteral(String)
        case booleanLiteral(Bool)
        case nilLiteral
        case stringLiteral(StringLiteral)
        case regexLiteral(String)
        case arrayLiteral([Expr])
        case dictionaryLiteral([DictionaryElement])
        /// `(a, label: b)`; a single unlabelled element is a parenthesised expression.
        case tuple([Argument])
        /// `base.name` (and `base.name<T>`, `t.0`, `x.init`).
        case memberAccess(base: Expr, name: Name, genericArguments: [TypeRef])
        /// `.name` with the base left to the type checker (`.red`, `.init(…)`).
        case implicitMember(name: Name, genericArguments: [TypeRef])
        /// `callee(arguments) { trailing }`.
        case call(Call)
        /// `base[arguments]`.
        case subscriptCall(Call)
        case closure(Closure)
        case keyPath(KeyPath)
        case prefixOperator(String, Expr)
        case postfixOperator(String, Expr)
        case binaryOperator(lhs: Expr, operator: String, rhs: Expr)
        case assignment(lhs: Expr, rhs: Expr)
        case ternary(condition: Expr, then: Expr, else: Expr)
        /// `x as T`, `x as? T`, `x as! T`.
        case cast(Expr, CastKind, TypeRef)
        /// `x is T`.
        case typeCheck(Expr, TypeRef)
        case tryExpr(TryKind, Expr)
        case awaitExpr(Expr)
        /// `consume x`, `copy x`, `each x`, `repeat x`, `unsafe x`.
        case effectPrefix(String, Expr)
        /// `&x`.
        case inOut(Expr)
        /// `x?` in an optional chain.
        case optionalChain(Expr)
        /// `x!`.
        case forceUnwrap(Expr)
        /// `Array<Int>` used as an expression (then usually called).
        case specialization(Expr, [TypeRef])
        /// A type used as an expression: `any View`, `[Int]?`.
        case type(TypeRef)
        case ifExpr(IfStatement)
        case switchExpr(SwitchStatement)
        /// `#selector(…)`, `#available(…)`, `#Preview { … }`, `#file`.
        case macroExpansion(MacroExpansion)
        /// `base #if cond .a() #else .b() #endif`: each clause holds at most one member chain
        /// whose innermost base is ``chainPlaceholder``.
        case postfixIfConfig(base: Expr, config: IfConfig<Expr>)
        /// Stands for the base of a member chain inside a postfix `#if` clause.
        case chainPlaceholder
        /// An operator used as a function value: `reduce(0, +)`.
        case operatorReference(String)
        /// A pattern inside a `case` pattern (`let x`, `is T`) before it is resolved.
        case pattern(Pattern)
        /// Something the parser did not understand; see ``SyntaxTree/errors``.
        case unknown
    }

    /// Whether this is a closure literal (`{ … }`).
    public var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }

    /// The names of a chain of members: `["model", "items"]` for `model.items`, `["self",
    /// "draft"]` for `self.draft`; `nil` for anything else (a call, a subscript).
    public var dottedName: [String]? {
        switch kind {
        case .identifier(let name): return [name]
        case .memberAccess(let base, let name, _): return base.dottedName.map { $0 + [name.text] }
        default: return nil
        }
    }

    /// ``dottedName`` through optional chains and unwraps: `["coordinator", "isVisible"]` for
    /// `coordinator?.isVisible` and `coordinator!.isVisible` too.
    public var unwrappedDottedName: [String]? {
        switch kind {
        case .identifier(let name): return [name]
        case .memberAccess(let base, let name, _): return base.unwrappedDottedName.map { $0 + [name.text] }
        case .optionalChain(let base), .forceUnwrap(let base): return base.unwrappedDottedName
        default: return nil
        }
    }

    /// ``dottedName`` without a leading `self`: `["config"]` for `self.config` and `config` alike.
    public var memberPath: [String]? {
        dottedName.map { $0.first == "self" ? Array($0.dropFirst()) : $0 }
    }

    /// The name a chain of members, calls and unwraps starts from, `self.` left out:
    /// `thumbnailURL` in `thumbnailURL.flatMap { URL(string: $0) }`, `posts` in `self?.posts`,
    /// `items` in `items[0].title`.
    public var rootName: String? {
        switch kind {
        case .identifier(let name): return name == "self" ? nil : name
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return name.text }
            if case .optionalChain(let inner) = base.kind, case .identifier("self") = inner.kind { return name.text }
            return base.rootName
        case .call(let call), .subscriptCall(let call): return call.callee.rootName
        case .optionalChain(let inner), .forceUnwrap(let inner): return inner.rootName
        default: return nil
        }
    }

    /// `nil`.
    public var isNilLiteral: Bool {
        if case .nilLiteral = kind { return true }
        return false
    }

    /// A literal, or a case written without its type (`true`, `3`, `"Title"`, `nil`, `.compact`).
    public var isLiteral: Bool {
        switch kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember: return true
        case .stringLiteral(let literal): return literal.isStatic
        case .prefixOperator("-", let operand): return operand.isLiteral
        default: return false
        }
    }

    /// The text of a literal value (`true`, `0`, `nil`, `.zero`, `-1`); `nil` for anything else.
    public var literalText: String? {
        switch kind {
        case .integerLiteral(let text), .floatLiteral(let text): return text
        case .booleanLiteral(let flag): return String(flag)
        case .nilLiteral: return "nil"
        case .implicitMember(let name, _): return "." + name.text
        case .prefixOperator("-", let operand): return operand.literalText.map { "-" + $0 }
        default: return nil
        }
    }

    /// The literals the expression can evaluate to (`.active` and `.inactive` for `ok ?
    /// .active : .inactive`), in ``literalText``'s spelling; `nil` when it can be anything else.
    public var possibleLiterals: Set<String>? {
        if let literalText { return [literalText] }
        switch kind {
        case .ternary(_, let then, let otherwise):
            guard let chosen = then.possibleLiterals, let other = otherwise.possibleLiterals else { return nil }
            return chosen.union(other)
        case .tuple(let elements) where elements.count == 1:
            return elements[0].value.possibleLiterals
        default:
            return nil
        }
    }

    /// A string literal with no interpolation (`"<nil>"`).
    public var isStaticStringLiteral: Bool {
        if case .stringLiteral(let literal) = kind { return literal.isStatic }
        return false
    }

    /// A value that holds nothing: `nil`, `[]`, `[:]`, `""`.
    public var isEmptyValue: Bool {
        switch kind {
        case .nilLiteral: return true
        case .arrayLiteral(let elements): return elements.isEmpty
        case .dictionaryLiteral(let elements): return elements.isEmpty
        case .stringLiteral(let literal):
            return literal.segments.allSatisfy { segment in
                if case .text(let range) = segment { return range.start == range.end }
                return false
            }
        default: return false
        }
    }

    /// The expression without explicit generic arguments (`Binding<Bool>` → `Binding`).
    public var withoutGenericArguments: Expr {
        if case .specialization(let base, _) = kind { return base.withoutGenericArguments }
        return self
    }

    /// `$draft` or a member chain on it (`$model.draft.title`): a binding projection (not a
    /// closure's `$0`).
    public var isProjectedChain: Bool {
        switch kind {
        case .identifier(let name): return name.hasPrefix("$") && !name.dropFirst().allSatisfy(\.isNumber)
        case .memberAccess(let base, _, _): return base.isProjectedChain
        default: return false
        }
    }

    /// A chain through a projected binding's `wrappedValue` (`$command.wrappedValue`,
    /// `$model.draft.wrappedValue.title`): the value the binding stands for, read, not the
    /// binding.
    public var readsProjectedValue: Bool {
        guard case .memberAccess(let base, let name, _) = kind else { return false }
        return (name.text == "wrappedValue" && base.isProjectedChain) || base.readsProjectedValue
    }

    /// The member named by `name` or `self.name` (a local of that name is the caller's concern).
    public var selfMemberName: String? {
        switch kind {
        case .identifier(let name): return name
        case .memberAccess(let base, let name, _): if case .identifier("self") = base.kind { return name.text } else { return nil }
        default: return nil
        }
    }
}

public enum CastKind: String, Sendable { case plain = "as", optional = "as?", forced = "as!" }
public enum TryKind: String, Sendable { case plain = "try", optional = "try?", forced = "try!" }

/// A call or subscript: the callee, the parenthesised (or bracketed) arguments and any
/// trailing closures (the first unlabelled, the rest labelled).
public struct Call: Sendable {
    public var callee: Expr
    public var arguments: [Argument]
    /// `false` for `Button { … }` (trailing closures only).
    public var hasParentheses: Bool
    public var trailingClosures: [TrailingClosure]

    /// Arguments followed by trailing closures, as the callee receives them.
    public var allArguments: [Argument] {
        // Most calls have no trailing closure: share the arguments' storage rather than copy it.
        guard !trailingClosures.isEmpty else { return arguments }
        return arguments + trailingClosures.map { Argument(label: $0.label, value: $0.closure, range: $0.closure.range) }
    }

    /// The last closure the call is given (`Task { … }`'s work, `.onAppear { … }`'s action),
    /// with its expression.
    public var lastClosure: (expr: Expr, closure: Closure)? {
        let trailing = trailingClosures.last(where: { $0.closure.isClosure })?.closure
        guard let value = trailing ?? arguments.last(where: { $0.value.isClosure })?.value, case .closure(let closure) = value.kind else {
            return nil
        }
        return (value, closure)
    }
}

public struct TrailingClosure: Sendable {
    /// `nil` for the first trailing closure; `label` in `} label: {`.
    public var label: Name?
    /// Always a ``Expr/Kind/closure(_:)`` expression.
    public var closure: Expr
}

public struct DictionaryElement: Sendable {
    public var key: Expr
    public var value: Expr
}

/// `{ [captures] (parameters) async throws -> Result in statements }`.
public struct Closure: Sendable {
    public var attributes: [Attribute]
    public var captures: [CaptureItem]
    /// `nil` when the closure has no signature (uses `$0` or nothing).
    public var parameters: [ClosureParameter]?
    public var effects: Effects
    public var returnType: TypeRef?
    public var body: [Stmt]
}

/// `weak self`, `unowned(unsafe) x`, `value = expression`.
public struct CaptureItem: Sendable {
    public var specifier: String?
    public var name: Name
    public var value: Expr?
}

public struct ClosureParameter: Sendable {
    public var name: Name
    /// The external label, when written as `(label name: T)`.
    public var label: Name?
    public var type: TypeRef?
}

/// `\Root.component?.component[index]`.
public struct KeyPath: Sendable {
    public var root: TypeRef?
    public var components: [KeyPathComponent]
}

public enum KeyPathComponent: Sendable {
    case property(Name)
    case subscriptComponent([Argument])
    case optional
    case forceUnwrap
}

/// A string literal split into literal text and interpolations.
public struct StringLiteral: Sendable {
    public enum Segment: Sendable {
        /// Raw literal text (escape sequences not yet processed).
        case text(SourceRange)
        case interpolation([Argument], range: SourceRange)
    }

    public var segments: [Segment]
    public var isMultiline: Bool
    /// The number of `#` in a raw string's delimiter.
    public var rawHashes: Int

    /// `true` when the literal has no interpolation.
    public var isStatic: Bool {
        !segments.contains { if case .interpolation = $0 { return true } else { return false } }
    }
}

/// `#name<T>(arguments) { trailing }` in expression or declaration position.
public struct MacroExpansion: Sendable {
    /// The name without `#`.
    public var name: Name
    public var genericArguments: [TypeRef]
    public var arguments: [Argument]
    public var hasParentheses: Bool
    public var trailingClosures: [TrailingClosure]
}
