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

extension TypeRef {
    /// The type with any `?` (or `!`) around it removed (`(() -> Void)?` → `() -> Void`).
    public var unwrappingOptionals: TypeRef {
        switch kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.unwrappingOptionals
        default: return self
        }
    }

    /// This type with each type directly inside it — generic arguments, an optional's or a
    /// collection's elements, tuple elements, a function's parameters and result, an attributed
    /// type's base — replaced by `transform` of it.
    public func mappingChildren(_ transform: (TypeRef) -> TypeRef) -> TypeRef {
        var result = self
        switch kind {
        case .named(let components):
            result.kind = .named(components.map { component in
                var component = component
                component.genericArguments = component.genericArguments.map(transform)
                return component
            })
        case .optional(let wrapped): result.kind = .optional(transform(wrapped))
        case .implicitlyUnwrapped(let wrapped): result.kind = .implicitlyUnwrapped(transform(wrapped))
        case .array(let element): result.kind = .array(transform(element))
        case .dictionary(let key, let value): result.kind = .dictionary(key: transform(key), value: transform(value))
        case .tuple(let elements):
            result.kind = .tuple(elements.map { element in
                var element = element
                element.type = transform(element.type)
                return element
            })
        case .function(var function):
            function.parameters = function.parameters.map { parameter in
                var parameter = parameter
                parameter.type = transform(parameter.type)
                return parameter
            }
            function.result = transform(function.result)
            result.kind = .function(function)
        case .attributed(let attributes, let specifiers, let wrapped):
            result.kind = .attributed(attributes: attributes, specifiers: specifiers, transform(wrapped))
        default:
            break
        }
        return result
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

extension TypeRef {
    /// Whether the type names `name` anywhere inside it (`AnyView` in `(Bool) -> AnyView?`).
    public func mentions(_ name: String) -> Bool {
        if case .named(let components) = kind, components.contains(where: { $0.name.text == name }) { return true }
        var found = false
        _ = mappingChildren { child in
            if !found, child.mentions(name) { found = true }
            return child
        }
        return found
    }
}
