/// A type as written in source: `Int`, `[String: Item]`, `some View`, `(Int) async -> Void`…
public struct TypeRef: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable {
        /// `Foo`, `Foo.Bar<Int>`, `Self.Element`, `Swift.Array<T>`.
        case named([TypeComponent])
        case optional(TypeRef)
        case implicitlyUnwrapped(TypeRef)
        /// A member type of a type that is not a plain name: `[Element].Index`, `(each T).Element`.
        case member(TypeRef, TypeComponent)
        case array(TypeRef)
        case dictionary(key: TypeRef, value: TypeRef)
        /// `(Int, label: String)`; `()` is the empty tuple. A single unlabelled element is a
        /// parenthesised type.
        case tuple([TupleTypeElement])
        case function(FunctionType)
        case some(TypeRef)
        case any(TypeRef)
        /// `A & B`.
        case composition([TypeRef])
        /// `T.Type` (or `T.Protocol` when `isProtocol`).
        case metatype(TypeRef, isProtocol: Bool)
        /// `@escaping @Sendable T`, `inout T`, `borrowing T`, `sending T`.
        case attributed(attributes: [Attribute], specifiers: [String], TypeRef)
        /// `repeat T` (a pack expansion).
        case packExpansion(TypeRef)
        /// `each T` (a pack element).
        case packElement(TypeRef)
        /// `~Copyable`.
        case suppressed(TypeRef)
        /// `T...` in a parameter.
        case variadic(TypeRef)
        /// An integer generic argument (`InlineArray<3, Int>`).
        case integer(String)
        /// `_` (a type to be inferred).
        case placeholder
        case unknown
    }
}

/// One dotted component of a named type, with its generic arguments.
public struct TypeComponent: Sendable {
    public var name: Name
    public var genericArguments: [TypeRef]

    public init(name: Name, genericArguments: [TypeRef]) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or a function type's parameter list.
public struct TupleTypeElement: Sendable {
    public var label: Name?
    /// The second name in a function type parameter (`(_ x: Int) -> Void`), rarely written.
    public var secondName: Name?
    public var type: TypeRef
}

/// `(Parameters) async throws(E) -> Result`.
public struct FunctionType: Sendable {
    public var parameters: [TupleTypeElement]
    public var effects: Effects
    public var result: TypeRef
}

/// `async`, `throws`, `rethrows`, `throws(E)` on a function, closure, accessor or type.
public struct Effects: Sendable {
    public enum Throwing: Sendable { case none, `throws`, `rethrows` }

    public var isAsync: Bool
    public var throwing: Throwing
    /// The `E` of typed `throws(E)`.
    public var thrownType: TypeRef?

    public static let none = Effects(isAsync: false, throwing: .none, thrownType: nil)
}

extension TypeRef {
    /// The type as written, normalised for whitespace (`[String: Int]`, `some View`).
    public var sourceDescription: String {
        switch kind {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name.text
                    : component.name.text + "<" + component.genericArguments.map(\.sourceDescription).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.sourceDescriptionAsPostfixOperand + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.sourceDescriptionAsPostfixOperand + "!"
        case .member(let base, let component):
            return base.sourceDescriptionAsPostfixOperand + "." + TypeRef(.named([component]), range: range).sourceDescription
        case .array(let element): return "[" + element.sourceDescription + "]"
        case .dictionary(let key, let value): return "[" + key.sourceDescription + ": " + value.sourceDescription + "]"
        case .tuple(let elements): return "(" + elements.map(\.sourceDescription).joined(separator: ", ") + ")"
        case .function(let function):
            var text = "(" + function.parameters.map(\.sourceDescription).joined(separator: ", ") + ")"
            if function.effects.isAsync { text += " async" }
            switch function.effects.throwing {
            case .none: break
            case .throws:
                text += function.effects.thrownType.map { " throws(" + $0.sourceDescription + ")" } ?? " throws"
            case .rethrows: text += " rethrows"
            }
            return text + " -> " + function.result.sourceDescription
        case .some(let base): return "some " + base.sourceDescription
        case .any(let base): return "any " + base.sourceDescription
        case .composition(let parts): return parts.map(\.sourceDescription).joined(separator: " & ")
        case .metatype(let base, let isProtocol): return base.sourceDescriptionAsPostfixOperand + (isProtocol ? ".Protocol" : ".Type")
        case .attributed(let attributes, let specifiers, let base):
            let prefix = attributes.map { "@" + $0.name + " " }.joined() + specifiers.map { $0 + " " }.joined()
            return prefix + base.sourceDescription
        case .packExpansion(let base): return "repeat " + base.sourceDescription
        case .packElement(let base): return "each " + base.sourceDescription
        case .suppressed(let base): return "~" + base.sourceDescription
        case .variadic(let base): return base.sourceDescription + "..."
        case .integer(let text): return text
        case .placeholder: return "_"
        case .unknown: return "<unknown>"
        }
    }

    /// Wraps types that need parentheses before a postfix `?`, `!` or `.Type`.
    private var sourceDescriptionAsPostfixOperand: String {
        switch kind {
        case .function, .some, .any, .composition, .attributed: return "(" + sourceDescription + ")"
        default: return sourceDescription
        }
    }
}

extension TupleTypeElement {
    public var sourceDescription: String {
        var text = ""
        if let label { text += label.text + (secondName.map { " " + $0.text } ?? "") + ": " }
        return text + type.sourceDescription
    }
}
