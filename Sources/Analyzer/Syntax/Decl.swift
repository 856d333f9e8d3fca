/// A declaration with its attributes and modifiers.
public struct Decl: Sendable {
    public var attributes: [Attribute]
    public var modifiers: [DeclModifier]
    public var kind: Kind
    public var range: SourceRange

    public init(attributes: [Attribute], modifiers: [DeclModifier], kind: Kind, range: SourceRange) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable {
        case importDecl(path: [Name])
        /// `struct`, `class`, `actor`, `enum`, `protocol`, `extension`.
        case typeDecl(TypeDecl)
        case enumCase([EnumCaseElement])
        /// `func`, `init`, `macro`.
        case function(FunctionDecl)
        case deinitializer(body: Block?)
        case subscriptDecl(SubscriptDecl)
        case variable(VariableDecl)
        case typeAlias(name: Name, genericParameters: [GenericParameter], type: TypeRef)
        case associatedType(name: Name, inheritance: [TypeRef], defaultType: TypeRef?)
        case operatorDecl(String)
        case precedenceGroup(Name)
        /// A freestanding macro in declaration position: `#Preview { … }`, `#warning("…")`.
        case macroExpansion(MacroExpansion)
        case ifConfig(IfConfig<Decl>)
        /// Something the parser did not understand; see ``SyntaxTree/errors``.
        case unknown
    }

    /// Whether a modifier with this name is present (`static`, `private`…).
    public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// `private` or `fileprivate` (not `private(set)`): visible only in its own file.
    public var isFileScoped: Bool {
        modifiers.contains { ($0.name == "private" || $0.name == "fileprivate") && $0.detail == nil }
    }

    /// The first attribute with this name (without `@`).
    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
}

public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `actor`, `enum`, `protocol`, `extension` }

    public var kind: Kind
    /// The declared name; for an extension, the extended type's last component.
    public var name: Name
    /// For an extension, the extended type as written (`Array<Item>`, `View`).
    public var extendedType: TypeRef?
    public var genericParameters: [GenericParameter]
    /// Inherited types and conformances (`View`, `Equatable`, `@unchecked Sendable`).
    public var inheritance: [TypeRef]
    public var requirements: [Requirement]
    public var members: [Decl]
    /// The range of the `{ … }` member block.
    public var membersRange: SourceRange
}

public struct FunctionDecl: Sendable {
    public enum Kind: Sendable { case function, initializer, macro }

    public var kind: Kind
    /// The function's name (`body`, `==`, `init`).
    public var name: Name
    /// `?` or `!` after `init`.
    public var failability: String?
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var returnType: TypeRef?
    public var requirements: [Requirement]
    public var body: Block?
}

extension FunctionDecl {
    /// The name inside the body of the parameter an argument at `position` with `label` goes
    /// to (the same position with that label, else the parameter with that label).
    public func parameterName(at position: Int, label: String?) -> String? {
        if position < parameters.count, parameters[position].label == label { return parameters[position].internalName }
        guard let label else { return nil }
        return parameters.first { $0.label == label }?.internalName
    }
}

/// A function, initializer, subscript or enum-case parameter.
public struct Parameter: Sendable {
    public var attributes: [Attribute]
    /// The argument label (or the only name); `_` for none.
    public var firstName: Name?
    /// The internal name when it differs from the label.
    public var secondName: Name?
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var range: SourceRange

    /// The name used inside the body.
    public var internalName: String? { (secondName ?? firstName)?.text }
    /// The label callers write; `nil` for `_`.
    public var label: String? {
        guard let first = firstName, first.text != "_" else { return nil }
        return first.text
    }
}

public struct SubscriptDecl: Sendable {
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var returnType: TypeRef?
    public var requirements: [Requirement]
    public var accessors: AccessorBlock?
}

public struct VariableDecl: Sendable {
    public var isLet: Bool
    public var bindings: [PatternBinding]
}

/// One `pattern: Type = initializer { accessors }` of a `let`/`var`.
public struct PatternBinding: Sendable {
    public var pattern: Pattern
    public var type: TypeRef?
    public var initializer: Expr?
    public var accessors: AccessorBlock?
    public var range: SourceRange

    /// The bound name when the pattern is a single identifier.
    public var name: Name? {
        if case .identifier(let text) = pattern.kind { return Name(text, range: pattern.range) }
        return nil
    }
}

/// `{ statements }` (an implicit getter) or `{ get { … } set { … } }`.
public enum AccessorBlock: Sendable {
    case getter(Block)
    case accessors([Accessor], range: SourceRange)
}

public struct Accessor: Sendable {
    /// `get`, `set`, `willSet`, `didSet`, `_read`, `_modify`, `init`…
    public var kind: String
    public var attributes: [Attribute]
    public var modifiers: [DeclModifier]
    public var parameterName: Name?
    public var effects: Effects
    /// `nil` in protocol requirements (`{ get set }`).
    public var body: Block?
    public var range: SourceRange
}

public struct EnumCaseElement: Sendable {
    public var name: Name
    public var associatedValues: [Parameter]?
    public var rawValue: Expr?
    public var range: SourceRange
}

/// `T`, `T: View`, `each T`, `let N: Int`.
public struct GenericParameter: Sendable {
    public var name: Name
    public var isPack: Bool
    public var constraint: TypeRef?
}

/// `T: Protocol` or `T == U` in a `where` clause.
public struct Requirement: Sendable {
    public enum Kind: Sendable {
        case conformance(TypeRef, TypeRef)
        case sameType(TypeRef, TypeRef)
    }

    public var kind: Kind
    public var range: SourceRange
}
