import Analyzer

/// Values for a view's inputs when none is given: a plain value of the declared type (`"A"`,
/// `0`, `https://example.com/a`), an instance of a module type, a no-op closure.
struct InputSynthesis {
    let interpreter: Interpreter
    /// Make up loaded data: every optional set and every list holding two elements, for code the
    /// empty values do not reach (a row's date label, a list's rows).
    var fills = false

    func value(for property: StoredProperty, of owner: TypeInfo) throws -> Value? {
        guard let type = property.type else {
            return try property.defaultValue.map { try interpreter.evaluate($0, .init(scope: Scope(parent: nil), selfReference: nil, fileIndex: owner.fileIndex)) }
        }
        return try value(of: interpreter.module.resolved(type, in: owner), owner: owner, depth: 0)
    }

    /// `filled`: optionals get a value too (a decoded model whose every field is optional,
    /// made as another value of a field that was `nil`: `User(login: "A", …)`, not `User()`).
    private func value(of type: TypeRef, owner: TypeInfo, depth: Int, filled: Bool = false) throws -> Value {
        guard depth < Self.maximumDepth else { return interpreter.opaque("a nested value") }
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return filled || fills ? try value(of: wrapped, owner: owner, depth: depth + 1) : .null
        case .array(let element):
            guard fills, case let made = try value(of: element, owner: owner, depth: depth + 1), !made.isOpaque else { return .array([]) }
            // Two distinct elements: a selection or an index can then move from one to the other.
            // The second is the first with a field changed (its id, where it has one), made
            // without filling its nested lists again; the depth limit ends a type that holds its
            // own kind.
            var plain = self
            plain.fills = false
            guard let second = plain.alternate(to: made, declared: element, owner: owner, depth: depth + 1), !second.isOpaque else {
                return .array([made])
            }
            return .array([made, second])
        case .dictionary:
            return .dictionary([])
        case .function:
            return .closure(ClosureValue(parameters: [], body: [], scope: Scope(parent: nil), selfValue: nil, range: type.range,
                                         fileIndex: owner.fileIndex, captures: false))
        case .attributed(_, _, let inner):
            return try value(of: inner, owner: owner, depth: depth + 1, filled: filled)
        case .named(let components):
            let name = components.map(\.name.text).joined(separator: ".")
            if name == "Binding", let argument = components.last?.genericArguments.first {
                let inner = try value(of: argument, owner: owner, depth: depth + 1)
                return .binding(BindingValue(location: Location(name: "harness", value: inner), snapshot: inner))
            }
            if let plain = plainValue(named: name) { return plain }
            // `Recipe.ID`: the type of the `id` an `Identifiable` module type declares, so an
            // input's id and a made-up recipe's are made alike.
            if components.count > 1, components.last?.name.text == "ID",
               let holder = interpreter.module.type(named: components.dropLast().map(\.name.text).joined(separator: ".")),
               let idType = holder.storedProperty(named: "id")?.type {
                return try value(of: interpreter.module.resolved(idType, in: holder), owner: holder, depth: depth + 1, filled: filled)
            }
            if let module = interpreter.module.type(named: name) {
                if module.kind == .enum, let first = module.enumCases.first, first.associatedValues == nil {
                    return .enumCase(EnumCaseValue(type: module.name, name: first.name.text, payload: []))
                }
                if module.kind == .struct || module.kind == .class {
                    // Memberwise, each field without a default made up from its type
                    // (`Post(id: 0, title: "A", …)`, not `nil`s a struct cannot hold); as loaded
                    // data, the fields that start `nil` too (`var paidAt: Date? = nil`). A class
                    // keeps its other defaults.
                    var fields: [String: Value] = [:]
                    for field in module.storedProperties where field.wrapper == nil {
                        let isMade: Bool
                        if let initial = field.defaultValue {
                            if case .nilLiteral = initial.kind { isMade = fills } else { isMade = false }
                        } else {
                            isMade = module.kind == .struct
                        }
                        guard isMade, let fieldType = field.type else { continue }
                        fields[field.name] = try value(of: interpreter.module.resolved(fieldType, in: module), owner: module, depth: depth + 1,
                                                      filled: filled)
                    }
                    return try interpreter.instantiate(module, overriding: fields)
                }
            }
            // A made-up id: every first one of a type is the same id (an input's `recipeID`
            // finds the made-up recipe), each other one (``another(_:)``) equals only itself.
            // Other values made up alike (two `Date` inputs) are not known to be equal.
            return interpreter.opaque("a \(name)", typeName: name, isMadeUp: Self.identifierTypes.contains(name))
        default:
            return interpreter.opaque("a value")
        }
    }

    private func plainValue(named name: String) -> Value? {
        switch name {
        case "String", "Substring", "LocalizedStringKey": return .string("A")
        case "Int", "Int64", "Int32", "UInt": return .int(0)
        case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
        case "Bool": return .bool(false)
        case "URL": return Builtins.url("https://example.com/a")
        default: return nil
        }
    }

    /// Command-line text for an input of `property`'s type.
    func convert(_ text: String, to property: StoredProperty) -> Value {
        let typeName = property.type.map { interpreter.module.resolved($0).kind }.flatMap { kind -> String? in
            if case .named(let components) = kind { return components.last?.name.text }
            return nil
        }
        switch typeName {
        case "URL": return Builtins.url(text)
        case "Int": return Int(text).map(Value.int) ?? .string(text)
        case "Double", "CGFloat": return Double(text).map(Value.double) ?? .string(text)
        case "Bool": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        default: return .string(text)
        }
    }

    /// A value different from `value` of the same type, for a scenario to change an input or a
    /// state to: `false` → `true`, `1` → `2`, `"A"` → `"B"`, `""` → `"A"`, `…/a` → `…/b`, an enum's next case,
    /// `nil` → a value. `nil` when the engine knows none.
    /// `depth`: how deep in the values being made this one is; past the limit, none.
    func alternate(to value: Value, declared: TypeRef?, owner: TypeInfo, depth: Int = 0) -> Value? {
        guard depth < Self.maximumDepth else { return nil }
        switch value {
        case .bool(let flag): return .bool(!flag)
        case .int(let number): return number == .max ? .int(0) : .int(number + 1)
        case .double(let number): return .double(number + 1)
        // An empty text gets the text made-up data holds ("A"): a search typed that matches.
        case .string(let text): return .string(text.isEmpty ? "A" : text == "B" ? "C" : "B")
        case .instance(let instance) where instance.type == "URL":
            guard case .string(let text)? = instance["absoluteString"] else { return nil }
            return Builtins.url(text.hasSuffix("/a") ? String(text.dropLast()) + "b" : text + "-b")
        case .enumCase(let current):
            // `.now` written for a `Date` (`@State var day: Date = .now`): a date, with others after it.
            if let name = declaredName(declared, owner: owner), Self.plainOpaqueTypes.contains(name) { return another(name) }
            return otherCases(than: current, declared: declared, owner: owner).first
        case .instance(var instance):
            // A module struct: the same value with its first field that has another value changed.
            guard let type = interpreter.module.type(named: instance.type) else { return nil }
            for (position, field) in instance.fields.enumerated() {
                guard let next = alternate(to: field.value, declared: type.storedProperty(named: field.name)?.type, owner: type, depth: depth + 1),
                      next.isPlain || Self.isAnotherID(next) else { continue }
                instance.fields[position].value = next
                return .instance(instance)
            }
            return nil
        case .array(let elements) where elements.isEmpty:
            // An empty list gets one element (so its rows show).
            guard let elementType = elementType(of: declared, owner: owner),
                  let element = try? self.value(of: elementType, owner: owner, depth: depth) else { return nil }
            if case .opaque = element { return nil }
            return .array([element])
        case .array(let elements):
            // A list with one more row, made from its last one with another id (so that a second
            // row shows, and the rows after a change take other rows' places).
            guard let last = elements.last, elements.count < interpreter.limits.collectionSize,
                  let next = anotherRow(after: last, declared: elementType(of: declared, owner: owner), owner: owner, depth: depth + 1),
                  !next.isOpaque else { return nil }
            return .array(elements + [next])
        case .object(let reference):
            // Another model object of the same class.
            guard let type = interpreter.module.type(named: reference.type),
                  let made = try? interpreter.instantiate(type, overriding: [:]) else { return nil }
            return made
        case .null:
            guard let declared else { return nil }
            var wrapped = interpreter.module.resolved(declared, in: owner)
            if case .optional(let inner) = wrapped.kind { wrapped = inner }
            guard let made = try? self.value(of: wrapped, owner: owner, depth: depth, filled: true) else { return nil }
            // A date or an id the engine cannot compute still has values (a sleep timer's end).
            if case .opaque = made { return another(declaredName(declared, owner: owner)) }
            return made.isNull ? nil : made
        case .opaque(let current):
            if let other = another(current.typeName) { return other }
            // What the app loaded (`annotations = try await api.load()`): data of the declared
            // type, made up as loaded (a list of two elements).
            guard let declared else { return nil }
            var loaded = self
            loaded.fills = true
            guard let made = try? loaded.value(of: interpreter.module.resolved(declared, in: owner), owner: owner, depth: depth, filled: true),
                  !made.isOpaque, !made.isNull else { return nil }
            return made
        default:
            return nil
        }
    }

    /// A list's next row, made from `last`: a module struct with its id, texts and addresses
    /// changed (another episode: its id, title and artwork all differ, as a second row's do),
    /// its flags, cases and empty values kept (a filter that shows undone rows still shows it);
    /// anything else as ``alternate(to:declared:owner:depth:)`` makes it.
    private func anotherRow(after last: Value, declared: TypeRef?, owner: TypeInfo, depth: Int) -> Value? {
        guard case .instance(var row) = last, let type = interpreter.module.type(named: row.type) else {
            return alternate(to: last, declared: declared, owner: owner, depth: depth)
        }
        var changed = false
        for (position, field) in row.fields.enumerated() {
            guard field.name == "id" || Self.isText(field.value) || Self.isURL(field.value) || field.value.isOpaque,
                  let next = alternate(to: field.value, declared: type.storedProperty(named: field.name)?.type, owner: type, depth: depth + 1),
                  next.isPlain || Self.isAnotherID(next) || Self.isURL(next) else { continue }
            row.fields[position].value = next
            changed = true
        }
        return changed ? .instance(row) : nil
    }

    private static func isText(_ value: Value) -> Bool {
        if case .string = value { return true }
        return false
    }

    private static func isURL(_ value: Value) -> Bool {
        guard case .instance(let instance) = value else { return false }
        return instance.type == "URL"
    }

    /// How deep made-up values nest, at most (a type that holds its own kind).
    static let maximumDepth = 8

    /// Foundation value types the engine keeps opaque, whose values are all alike to it.
    private static let plainOpaqueTypes: Set<String> = ["Date", "UUID"]

    /// Whether `value` is another made-up id (``another(_:)``): a row's id changed to it is a
    /// second row, not a copy of the first.
    private static func isAnotherID(_ value: Value) -> Bool {
        guard case .opaque(let opaque) = value else { return false }
        return opaque.isMadeUp && opaque.isFresh
    }

    /// The types of made-up values that are ids: what they equal is known.
    private static let identifierTypes: Set<String> = ["UUID"]

    /// Another value of such a type (`typeName`): a date or an id the engine cannot compute
    /// (`Calendar.current.startOfDay(for: .now)`) still has others, and a `DatePicker` moves to
    /// another day. `nil` for other types.
    func another(_ typeName: String?) -> Value? {
        guard let typeName, Self.plainOpaqueTypes.contains(typeName) else { return nil }
        return interpreter.opaque("another \(typeName)", isFresh: true, typeName: typeName, isMadeUp: Self.identifierTypes.contains(typeName))
    }

    /// The element type of a declared list (`[Item]`, `[Item]?`), when written.
    private func elementType(of declared: TypeRef?, owner: TypeInfo) -> TypeRef? {
        guard let declared else { return nil }
        var listType = interpreter.module.resolved(declared, in: owner)
        if case .optional(let inner) = listType.kind { listType = inner }
        guard case .array(let element) = listType.kind else { return nil }
        return element
    }

    /// The values a scenario can change `value` to, most likely first: an enum's other cases in
    /// turn, otherwise the one ``alternate(to:declared:owner:)``.
    func alternates(to value: Value, declared: TypeRef?, owner: TypeInfo) -> [Value] {
        if case .enumCase(let current) = value, !(declaredName(declared, owner: owner).map(Self.plainOpaqueTypes.contains) ?? false) {
            return otherCases(than: current, declared: declared, owner: owner)
        }
        return alternate(to: value, declared: declared, owner: owner).map { [$0] } ?? []
    }

    /// The enum's cases after `current`, wrapping round, each with a payload made up from its
    /// associated values' types (`.loaded(items: [Item(…)])`: a list in a payload gets one
    /// element, so the rows of a screen that has loaded show); then `current` itself with
    /// another payload.
    private func otherCases(than current: EnumCaseValue, declared: TypeRef?, owner: TypeInfo) -> [Value] {
        // `.all` written without its type (`@State var filter: Filter = .all`) is named by
        // the declaration.
        guard let type = interpreter.module.type(named: current.type.isEmpty ? declaredName(declared, owner: owner) ?? "" : current.type),
              type.kind == .enum, let index = type.enumCases.firstIndex(where: { $0.name.text == current.name }) else { return [] }
        let others = (type.enumCases[(index + 1)...] + type.enumCases[..<index]).compactMap { element -> Value? in
            var payload: [Value.TupleElement] = []
            for parameter in element.associatedValues ?? [] {
                guard let parameterType = parameter.type,
                      let value = try? payloadValue(of: interpreter.module.resolved(parameterType, in: type), owner: type) else { return nil }
                payload.append(.init(label: parameter.label, value: value))
            }
            return .enumCase(EnumCaseValue(type: current.type, name: element.name.text, payload: payload))
        }
        return others + [samePayloadChanged(current, in: type)].compactMap { $0 }
    }

    /// `current` with another payload: made up where the engine could not compute it
    /// (`.loaded(items: <what the network returned>)`, so its rows show), else with its first
    /// plain value changed (`.loaded(items, hasMore: false)` → `hasMore: true`: the same screen,
    /// updated).
    private func samePayloadChanged(_ current: EnumCaseValue, in type: TypeInfo) -> Value? {
        let parameters = type.enumCases.first { $0.name.text == current.name }?.associatedValues ?? []
        guard parameters.count == current.payload.count, !parameters.isEmpty else { return nil }
        var changed = current
        if current.payload.contains(where: { $0.value.isOpaque }) {
            for (position, parameter) in parameters.enumerated() {
                guard let parameterType = parameter.type,
                      let value = try? payloadValue(of: interpreter.module.resolved(parameterType, in: type), owner: type) else { return nil }
                changed.payload[position].value = value
            }
            return .enumCase(changed)
        }
        for (position, parameter) in parameters.enumerated() where current.payload[position].value.isPlain {
            guard let next = alternate(to: current.payload[position].value, declared: parameter.type, owner: type), next.isPlain else { continue }
            changed.payload[position].value = next
            return .enumCase(changed)
        }
        return nil
    }

    private func payloadValue(of type: TypeRef, owner: TypeInfo) throws -> Value {
        guard case .array(let elementType) = type.kind else { return try value(of: type, owner: owner, depth: 1) }
        return .array([try value(of: elementType, owner: owner, depth: 1)])
    }

    /// The name of a declared type, optionals unwrapped (`Filter?` → `Filter`).
    private func declaredName(_ declared: TypeRef?, owner: TypeInfo) -> String? {
        guard let declared else { return nil }
        var type = interpreter.module.resolved(declared, in: owner)
        if case .optional(let inner) = type.kind { type = inner }
        guard case .named(let components) = type.kind else { return nil }
        return components.map(\.name.text).joined(separator: ".")
    }
}
