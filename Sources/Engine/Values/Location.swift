/// A place a value lives outside any view value: a `@State` slot in a render node, an input the
/// harness owns, a constant binding, or a computed place (`Binding(get:set:)`, `$model.name`).
/// Reads are recorded so a write can invalidate its readers.
public final class Location {
    /// Who owns it and under what name (`Detail.n`), for the trace.
    public let name: String
    private var stored: Value
    /// `false` for `.constant(…)` bindings: writes are ignored.
    let isWritable: Bool
    private let getter: (() -> Value)?
    private let setter: ((Value) throws -> Void)?
    /// The nodes whose last body evaluation read this location.
    var readers: Set<ObjectIdentifier> = []
    /// Places inside this one that bindings projected (`$model.name`), by member name.
    var members: [String: Location] = [:]

    init(name: String, value: Value, isWritable: Bool = true) {
        self.name = name
        self.stored = value
        self.isWritable = isWritable
        self.getter = nil
        self.setter = nil
    }

    init(name: String, get: @escaping () -> Value, set: ((Value) throws -> Void)?) {
        self.name = name
        self.stored = .null
        self.isWritable = set != nil
        self.getter = get
        self.setter = set
    }

    public var value: Value { getter?() ?? stored }

    func store(_ value: Value) throws {
        if let setter { try setter(value) } else { stored = value }
    }
}
