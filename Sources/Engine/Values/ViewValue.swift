import Analyzer

/// An ephemeral view value, as a body evaluation makes it. Its shape is the result builder's:
/// the render tree keys its nodes by this structure (``ChildKey``).
public indirect enum ViewValue {
    case empty
    /// A builder block with several children (`TupleView`).
    case tuple([ViewValue])
    /// One branch of `if`/`else` or `switch` (`_ConditionalContent`); `branch` numbers the leaves
    /// of the whole chain, so each has its own identity. `origin` is the `if` or `switch`.
    case conditional(branch: Int, ViewValue, origin: SourceOrigin)
    /// `if` without `else` (`Optional`): `nil` when the condition failed.
    case optional(ViewValue?)
    /// A SwiftUI view (`Text`, `VStack`, `Button`).
    case builtin(BuiltinView)
    /// A view declared in the module, as its parent made it.
    case custom(StructValue, fileIndex: Int, range: SourceRange)
    /// `content.modifier(…)` (`ModifiedContent`).
    case modified(ViewValue, ModifierValue)
    /// `.id(x)` (`IDView`): identity by value.
    case identified(ViewValue, id: Value)
    /// `ForEach`: one child per element, identified by the element's id; where it is written.
    case forEach([ForEachElement], origin: SourceOrigin)
    /// `AnyView(v)`: identity by the wrapped view's type.
    case anyView(ViewValue)
    /// A view the engine could not build; the reason says why.
    case opaque(String)

    public struct ForEachElement {
        public var id: Value
        public var view: ViewValue
        /// The data element the row was built from.
        public var element: Value
    }

    /// The type name SwiftUI would give this value's outermost view, as the trace prints it.
    public var typeName: String {
        switch self {
        case .empty: return "EmptyView"
        case .tuple: return "TupleView"
        case .conditional: return "_ConditionalContent"
        case .optional: return "Optional"
        case .builtin(let view): return view.name
        case .custom(let value, _, _): return value.type
        case .modified(_, let modifier): return "ModifiedContent<\(modifier.name)>"
        case .identified: return "IDView"
        case .forEach: return "ForEach"
        case .anyView: return "AnyView"
        case .opaque: return "‹opaque›"
        }
    }
}

/// Where in the module's source something was written.
public struct SourceOrigin: Equatable {
    public let fileIndex: Int
    public let range: SourceRange
}

/// A SwiftUI view value: its name, its non-view arguments and the views its builder closures made.
/// A view or modifier written with arguments.
public protocol ArgumentCarrying {
    var arguments: [Value.TupleElement] { get }
}

extension ArgumentCarrying {
    /// The argument with this label (`nil`: the first unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }
}

public struct BuiltinView: ArgumentCarrying {
    public var name: String
    public var arguments: [Value.TupleElement]
    /// Views built by its content closures (a stack's content, a button's label).
    public var content: [ViewValue]
    /// Action closures (a button's action), by parameter name.
    public var actions: [String: ClosureValue]
    /// Where it was written.
    public var range: SourceRange
}

/// A modifier applied to a view.
public struct ModifierValue: ArgumentCarrying {
    public var name: String
    public var arguments: [Value.TupleElement]
    /// Views a modifier builds (`.background { … }`, `.overlay { … }`).
    public var content: [ViewValue]
    public var range: SourceRange
    /// The modifier's name as written (`task` in `.task { … }`), where findings point.
    public var nameRange: SourceRange
    public var fileIndex: Int

    /// The closure passed as the action (a trailing closure or `perform:`), if any.
    public var action: ClosureValue? {
        for element in arguments.reversed() {
            if case .closure(let closure) = element.value { return closure }
        }
        return nil
    }
}
