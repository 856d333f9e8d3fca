import Analyzer

/// A value in the engine's model of a running Swift program.
///
/// Optionals are flat: `nil` is ``null`` and a present value is the value itself. What the engine
/// cannot compute is ``opaque(_:)``: it keeps where it came from, so a trace can still say which
/// URL a load used.
public indirect enum Value: CustomStringConvertible {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([DictionaryEntry])
    case tuple([TupleElement])
    /// An enum case of the module, or of SwiftUI/Foundation written as `.name` (`.red`, `.light`).
    case enumCase(EnumCaseValue)
    /// A struct instance: a view, a module value type, a Foundation value (`URL`).
    case instance(StructValue)
    /// A class instance on the heap (an `ObservableObject` or `@Observable` model).
    case object(ObjectReference)
    case closure(ClosureValue)
    /// `\.id`, `\.self`: the member path from the root.
    case keyPath([String])
    case range(lower: Value, upper: Value, isClosed: Bool)
    case view(ViewValue)
    case binding(BindingValue)
    /// A type used as a value (`Color.self`, the callee of `Model()` before the call).
    case type(String)
    case opaque(OpaqueValue)

    public struct DictionaryEntry {
        public var key: Value
        public var value: Value
    }

    public struct TupleElement {
        public var label: String?
        public var value: Value
    }

    public var description: String { ValuePrinter.describe(self) }

    /// The names an extension gives the type of a standard value (`String`; `Double`, `CGFloat`
    /// or `TimeInterval`; `Date` for an opaque date), or of a type value (`DateFormatter.self`).
    var standardTypeNames: [String] {
        switch self {
        case .string: return ["String"]
        case .int: return ["Int"]
        case .double: return ["Double", "CGFloat", "TimeInterval"]
        case .bool: return ["Bool"]
        case .type(let name): return [name]
        case .opaque(let opaque): return opaque.typeName.map { [$0] } ?? []
        default: return []
        }
    }

    /// `true` for `nil`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A value with no identity of its own: a number, string, Boolean, enum case or `nil`.
    public var isPlain: Bool {
        switch self {
        case .null, .bool, .int, .double, .string, .enumCase: return true
        default: return false
        }
    }

    /// A list, a dictionary, or a value the engine could not compute (a date).
    public var isCollectionOrOpaque: Bool {
        switch self {
        case .array, .dictionary, .opaque: return true
        default: return false
        }
    }

    /// A value the engine could not compute.
    public var isOpaque: Bool {
        if case .opaque = self { return true }
        return false
    }

    /// A reference to a model object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The Boolean this value stands for, when it is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}

/// An enum case with its associated values.
public struct EnumCaseValue {
    /// The enum's name when known (`Filter`), empty for an implicit member of an unknown type.
    public var type: String
    public var name: String
    public var payload: [Value.TupleElement]
}

/// A struct instance: its type name and stored fields in declaration order.
public struct StructValue {
    public var type: String
    public var fields: [Field]

    public struct Field {
        public var name: String
        public var value: Value
    }

    public init(type: String, fields: [Field]) {
        self.type = type
        self.fields = fields
    }

    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set {
            guard let newValue else { return }
            if let index = fields.firstIndex(where: { $0.name == name }) {
                fields[index].value = newValue
            } else {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }
}

/// A value the engine could not compute: a network call, an unknown function or type. It keeps
/// its origin (`URLSession.shared.data(from: https://example.com/a)`). Two opaque values with the
/// same origin compare equal (the same code with the same inputs is assumed to give the same
/// value) unless they are fresh by nature (`UUID()`, `Date()`), which equal only themselves.
public final class OpaqueValue {
    public let origin: String
    public let serial: Int
    public let isFresh: Bool
    /// The type of the value it stands for, when known (`Date` for `Date()` or a `Date` input):
    /// methods the module adds to that type run on it.
    public let typeName: String?
    /// Made up by the harness (an input's `UUID`): what it equals is known, where a value the
    /// app computed might equal anything.
    public let isMadeUp: Bool

    init(origin: String, serial: Int, isFresh: Bool = false, typeName: String? = nil, isMadeUp: Bool = false) {
        self.origin = origin
        self.serial = serial
        self.isFresh = isFresh
        self.typeName = typeName
        self.isMadeUp = isMadeUp
    }
}

/// A reference to a class instance on the ``Heap``.
public struct ObjectReference: Equatable {
    public let id: Int
    public let type: String
}

/// A closure value: its syntax, the scope it captured and the `self` it was written in. Every
/// evaluation of a closure literal makes a new one; whether two compare equal is SwiftUI's rule
/// (``ViewComparison``).
public final class ClosureValue {
    public let parameters: [String]
    public let body: [Stmt]
    let scope: Scope
    private(set) var selfValue: SelfReference?
    /// Where the closure was written.
    public let range: SourceRange
    let fileIndex: Int
    /// `false` when the body uses nothing from around it: such a closure has no context and
    /// compares equal to another made from the same literal.
    public let captures: Bool
    /// For a method reference (`perform: load`), the method called.
    let method: String?
    /// Handed to a `@ViewBuilder` property or parameter: its statements build views
    /// (`Page { Text("a"); Text("b") }`), as SwiftUI's result builder does.
    var buildsViews = false

    init(parameters: [String], body: [Stmt], scope: Scope, selfValue: SelfReference?, range: SourceRange,
         fileIndex: Int, captures: Bool, method: String? = nil) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.selfValue = selfValue
        self.range = range
        self.fileIndex = fileIndex
        self.captures = captures
        self.method = method
    }

    /// Lets go of what the closure captured, once its run is over (``RunArena``).
    func tearDown() {
        scope.clearChain()
        selfValue = nil
    }
}

/// A binding: a location it reads and writes, and the value it held when it was made.
public struct BindingValue {
    let location: Location
    /// The value when the binding was created: SwiftUI compares bindings by it.
    public let snapshot: Value
}
