import Analyzer

/// The standard library, Foundation and SwiftUI value APIs the engine computes itself. Anything
/// missing here is an opaque value, never a guess.
enum Builtins {
    static let typeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Set", "Dictionary", "URL", "UUID", "Date", "Data",
        "State", "StateObject", "Binding", "AnyView", "Task", "Color", "Font", "Animation", "Optional",
    ]

    // MARK: Free functions and initializers

    static func call(_ name: String, _ call: Call, range: SourceRange, interpreter: Interpreter,
                     _ context: Interpreter.Context) throws -> Value? {
        func argument(_ index: Int = 0) throws -> Value {
            guard index < call.allArguments.count else { return .null }
            return try interpreter.evaluate(call.allArguments[index].value, context)
        }
        switch name {
        case "print", "debugPrint", "NSLog", "dump":
            let text = try call.arguments.map { argument -> String in
                let value = try interpreter.evaluate(argument.value, context)
                if case .string(let string) = value { return string }
                return value.description
            }.joined(separator: " ")
            interpreter.runtime.recordEffect("print(\(text))", range: range, fileIndex: context.fileIndex)
            return .void
        case "min", "max":
            let values = try interpreter.positional(call, context)
            guard let first = values.first else { return nil }
            return values.dropFirst().reduce(first) { best, next in
                let less = Operators.compare(next, best).map { $0 < 0 } ?? false
                return (name == "min") == less ? next : best
            }
        case "abs":
            switch try argument() {
            case .int(let number): return .int(abs(number))
            case .double(let number): return .double(abs(number))
            default: return nil
            }
        case "URL":
            guard let first = call.arguments.first, ["string", nil].contains(first.label?.text) else { return nil }
            guard case .string(let text) = try argument() else { return nil }
            return url(text)
        case "UUID", "Date":
            guard call.arguments.isEmpty else { return nil }
            return interpreter.opaque(name + "()", isFresh: true, typeName: name)
        case "State", "GestureState", "FocusState":
            return try argument()
        case "StateObject":
            guard let first = call.allArguments.first else { return nil }
            return .closure(interpreter.autoclosure(first.value, context))
        case "ObservedObject", "Bindable":
            return try argument()
        case "AnyView":
            guard case .view(let view) = try argument() else { return .view(.anyView(.opaque("AnyView(…)"))) }
            return .view(.anyView(view))
        case "Binding":
            return try binding(call, interpreter: interpreter, context)
        case "Task":
            guard case .closure(let closure) = try argument(call.allArguments.count - 1) else { return nil }
            return try interpreter.runtime.startUnstructuredTask(closure, range: range, fileIndex: context.fileIndex)
        case "withAnimation", "withTransaction":
            guard let last = call.allArguments.last, case .closure(let closure) = try interpreter.evaluate(last.value, context) else { return nil }
            return try interpreter.invoke(closure, [])
        case "String":
            let value = try argument()
            if case .string = value { return value }
            return .string(value.description)
        case "Int":
            switch try argument() {
            case .int(let number): return .int(number)
            case .double(let number) where number.isFinite && abs(number) < 1e18: return .int(Int(number))
            case .string(let text): return Int(text).map(Value.int) ?? .null
            default: return nil
            }
        case "Double", "CGFloat", "Float":
            switch try argument() {
            case .int(let number): return .double(Double(number))
            case .double(let number): return .double(number)
            default: return nil
            }
        case "Array", "Set":
            let value = try argument()
            return Sequence.elements(of: value, limit: interpreter.limits.collectionSize).map(Value.array)
        case "Dictionary":
            return try grouping(call, interpreter: interpreter, context)
        default:
            return nil
        }
    }

    /// `Dictionary(grouping: jobs) { $0.day }`: the elements in lists, by the key the closure
    /// gives each, keys in the order they first come.
    private static func grouping(_ call: Call, interpreter: Interpreter, _ context: Interpreter.Context) throws -> Value? {
        let arguments = try interpreter.labelled(call, context)
        guard let source = arguments.first(where: { $0.label == "grouping" })?.value,
              case .closure(let key)? = (arguments.first { $0.label == "by" } ?? arguments.last { $0.label == nil })?.value,
              let elements = Sequence.elements(of: source, limit: interpreter.limits.collectionSize) else { return nil }
        var entries: [Value.DictionaryEntry] = []
        for element in elements {
            let groupKey = try interpreter.invoke(key, [element])
            if let position = entries.firstIndex(where: { ValueEquality.equal($0.key, groupKey) }), case .array(let group) = entries[position].value {
                entries[position].value = .array(group + [element])
            } else {
                entries.append(Value.DictionaryEntry(key: groupKey, value: .array([element])))
            }
        }
        return .dictionary(entries)
    }

    static func url(_ text: String) -> Value {
        .instance(StructValue(type: "URL", fields: [StructValue.Field(name: "absoluteString", value: .string(text))]))
    }

    /// `Binding(get: { … }, set: { … })` becomes a location the runtime reads and writes through
    /// the closures; `Binding(x)` passes a binding on.
    private static func binding(_ call: Call, interpreter: Interpreter, _ context: Interpreter.Context) throws -> Value? {
        let arguments = try interpreter.labelled(call, context)
        if arguments.count == 1, case .binding = arguments[0].value { return arguments[0].value }
        guard let getter = arguments.first(where: { $0.label == "get" }), case .closure(let get) = getter.value else { return nil }
        let value = try interpreter.invoke(get, [])
        let setter: ClosureValue? = arguments.first { $0.label == "set" }.flatMap { if case .closure(let set) = $0.value { return set } else { return nil } }
        return .binding(BindingValue(location: interpreter.runtime.computedLocation(get: get, set: setter, initial: value), snapshot: value))
    }

    static func callStatic(_ name: String, of typeName: String, _ call: Call, interpreter: Interpreter,
                           _ context: Interpreter.Context) throws -> Value? {
        switch (typeName, name) {
        case ("Task", "sleep"):
            interpreter.runtime.recordEffect("Task.sleep()", range: call.callee.range, fileIndex: context.fileIndex)
            interpreter.runtime.scheduler.sleepCurrent()
            return .void
        case ("Task", "yield"):
            return .void
        case ("Task", "detached"):
            // A task of its own, like `Task { … }`: the code that made it goes on without waiting.
            // (Only a closure literal is taken: the call falls back to ordinary evaluation otherwise.)
            guard let last = call.allArguments.last, last.value.isClosure,
                  case .closure(let closure) = try interpreter.evaluate(last.value, context) else { return nil }
            return try interpreter.runtime.startUnstructuredTask(closure, range: call.callee.range, fileIndex: context.fileIndex)
        case ("Binding", "constant"):
            guard let argument = call.arguments.first else { return nil }
            let value = try interpreter.evaluate(argument.value, context)
            return .binding(BindingValue(location: Location(name: "constant", value: value, isWritable: false), snapshot: value))
        default:
            return nil
        }
    }

    static func staticMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(.infinity)
        default: return nil
        }
    }

    // MARK: Properties and methods of values

    static func property(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.array(let elements), "count"): return .int(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.array(let elements), "first"): return elements.first ?? .null
        case (.array(let elements), "last"): return elements.last ?? .null
        case (.array(let elements), "indices"): return .range(lower: .int(0), upper: .int(elements.count), isClosed: false)
        case (.dictionary(let entries), "count"): return .int(entries.count)
        case (.dictionary(let entries), "isEmpty"): return .bool(entries.isEmpty)
        case (.dictionary(let entries), "keys"): return .array(entries.map(\.key))
        case (.dictionary(let entries), "values"): return .array(entries.map(\.value))
        case (.int(let number), "description"): return .string(String(number))
        case (.bool(let flag), "description"): return .string(flag ? "true" : "false")
        case (.enumCase(let value), "rawValue"): return .string(value.name)
        case (.instance(let instance), "absoluteString") where instance.type == "URL": return instance["absoluteString"]
        default: return nil
        }
    }

    static func method(_ name: String, on receiver: Value, _ call: Call, base: Expr, interpreter: Interpreter,
                       _ context: Interpreter.Context) throws -> Value? {
        let arguments = try call.allArguments.map { try interpreter.evaluate($0.value, context) }
        func closure(_ index: Int = 0) -> ClosureValue? {
            guard index < arguments.count, case .closure(let closure) = arguments[index] else { return nil }
            return closure
        }
        func mutate(_ newValue: Value, returning result: Value = .void) throws -> Value {
            try interpreter.assign(newValue, to: base, context)
            return result
        }
        switch (receiver, name) {
        case (.bool(let flag), "toggle"):
            return try mutate(.bool(!flag))
        case (.array(var elements), "append"):
            if let value = arguments.first { elements.append(value) }
            guard elements.count <= interpreter.limits.collectionSize else { throw EngineStop(reason: "collection size limit reached") }
            return try mutate(.array(elements))
        case (.array(var elements), "insert"):
            if let value = arguments.first { elements.insert(value, at: arguments.count > 1 ? min(max(0, intValue(arguments[1]) ?? 0), elements.count) : 0) }
            return try mutate(.array(elements))
        case (.array(var elements), "remove"):
            guard let index = arguments.first.flatMap(intValue), elements.indices.contains(index) else { return nil }
            let removed = elements.remove(at: index)
            return try mutate(.array(elements), returning: removed)
        case (.array(var elements), "removeLast"), (.array(var elements), "popLast"):
            let removed = elements.popLast() ?? .null
            return try mutate(.array(elements), returning: removed)
        case (.array(let elements), "removeAll"):
            if let predicate = closure() {
                return try mutate(.array(try elements.filter { try !(interpreter.invoke(predicate, [$0]).boolValue ?? false) }))
            }
            return try mutate(.array([]))
        case (.array(let elements), "contains"):
            if let predicate = closure() { return .bool(try elements.contains { try interpreter.invoke(predicate, [$0]).boolValue ?? false }) }
            return arguments.first.map { value in .bool(elements.contains { ValueEquality.equal($0, value) }) }
        case (.array(let elements), "first") where closure() != nil:
            return try elements.first { try interpreter.invoke(closure()!, [$0]).boolValue ?? false } ?? .null
        case (.array(let elements), "firstIndex"):
            if let predicate = closure() {
                return try elements.firstIndex { try interpreter.invoke(predicate, [$0]).boolValue ?? false }.map(Value.int) ?? .null
            }
            return arguments.first.flatMap { value in elements.firstIndex { ValueEquality.equal($0, value) } }.map(Value.int) ?? .null
        case (_, "map"), (_, "compactMap"), (_, "flatMap"), (_, "filter"), (_, "forEach"), (_, "sorted"), (_, "reduce"):
            return try sequenceMethod(name, on: receiver, arguments: arguments, interpreter: interpreter)
        case (.array(let elements), "reversed"): return .array(elements.reversed())
        case (.array(let elements), "enumerated"):
            return .array(elements.enumerated().map { .tuple([.init(label: "offset", value: .int($0.offset)), .init(label: "element", value: $0.element)]) })
        case (.array(let elements), "joined"):
            let separator: String
            if case .string(let text)? = arguments.first { separator = text } else { separator = "" }
            return .string(elements.map { if case .string(let text) = $0 { return text } else { return $0.description } }.joined(separator: separator))
        case (.array(let elements), "prefix"):
            return arguments.first.flatMap(intValue).map { .array(Array(elements.prefix(max(0, $0)))) }
        case (.string(let text), "hasPrefix"):
            if case .string(let prefix)? = arguments.first { return .bool(text.hasPrefix(prefix)) }
        case (.string(let text), "hasSuffix"):
            if case .string(let suffix)? = arguments.first { return .bool(text.hasSuffix(suffix)) }
        case (.string(let text), "contains"):
            if case .string(let part)? = arguments.first { return .bool(text.contains(part)) }
        case (.string(let text), "localizedCaseInsensitiveContains"), (.string(let text), "localizedStandardContains"):
            // A search field's filter: the engine's texts are plain, so case is the only locale rule that matters.
            if case .string(let part)? = arguments.first { return .bool(text.lowercased().contains(part.lowercased())) }
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.int(let number), "isMultiple"):
            if let divisor = arguments.first.flatMap(intValue), divisor != 0 { return .bool(number % divisor == 0) }
        case (.range(let lower, let upper, _), "contains"):
            guard let value = arguments.first, let low = Operators.compare(value, lower), let high = Operators.compare(value, upper) else { return nil }
            return .bool(low >= 0 && high < 0)
        default:
            break
        }
        return nil
    }

    private static func sequenceMethod(_ name: String, on receiver: Value, arguments: [Value], interpreter: Interpreter) throws -> Value? {
        if case .null = receiver { return .null }
        guard let elements = Sequence.elements(of: receiver, limit: interpreter.limits.collectionSize) else {
            // `optional.map { … }` on a present value.
            if name == "map" || name == "flatMap", case .closure(let transform)? = arguments.first, !isOpaque(receiver) {
                return try interpreter.invoke(transform, [receiver])
            }
            return nil
        }
        let transform: ClosureValue? = arguments.last.flatMap { if case .closure(let closure) = $0 { return closure } else { return nil } }
        switch name {
        case "map":
            guard let transform else { return nil }
            return .array(try elements.map { try interpreter.invoke(transform, [$0]) })
        case "compactMap":
            guard let transform else { return nil }
            return .array(try elements.map { try interpreter.invoke(transform, [$0]) }.filter { !$0.isNull })
        case "flatMap":
            guard let transform else { return nil }
            return .array(try elements.flatMap { Sequence.elements(of: try interpreter.invoke(transform, [$0]), limit: interpreter.limits.collectionSize) ?? [] })
        case "filter":
            guard let transform else { return nil }
            return .array(try elements.filter { try interpreter.invoke(transform, [$0]).boolValue ?? false })
        case "forEach":
            guard let transform else { return nil }
            for element in elements { _ = try interpreter.invoke(transform, [element]) }
            return .void
        case "sorted":
            guard let transform else {
                return .array(elements.sorted { (Operators.compare($0, $1) ?? 0) < 0 })
            }
            return .array(try elements.sorted { try interpreter.invoke(transform, [$0, $1]).boolValue ?? false })
        case "reduce":
            guard let transform, let initial = arguments.first else { return nil }
            return try elements.reduce(initial) { try interpreter.invoke(transform, [$0, $1]) }
        default:
            return nil
        }
    }

    private static func isOpaque(_ value: Value) -> Bool {
        if case .opaque = value { return true }
        return false
    }

    static func intValue(_ value: Value) -> Int? {
        if case .int(let number) = value { return number }
        return nil
    }

    /// `collection[key] = value` as a new collection.
    static func settingElement(of container: Value, at key: Value, to value: Value) -> Value {
        switch container {
        case .array(var elements):
            if let index = intValue(key), elements.indices.contains(index) { elements[index] = value }
            return .array(elements)
        case .dictionary(var entries):
            if let index = entries.firstIndex(where: { ValueEquality.equal($0.key, key) }) {
                if value.isNull { entries.remove(at: index) } else { entries[index].value = value }
            } else if !value.isNull {
                entries.append(Value.DictionaryEntry(key: key, value: value))
            }
            return .dictionary(entries)
        default:
            return container
        }
    }
}

/// Iteration over the values the engine models.
enum Sequence {
    static func elements(of value: Value, limit: Int) -> [Value]? {
        switch value {
        case .array(let elements): return elements
        case .dictionary(let entries):
            return entries.map { .tuple([.init(label: "key", value: $0.key), .init(label: "value", value: $0.value)]) }
        case .string(let text): return text.map { .string(String($0)) }
        case .range(.int(let lower), .int(let upper), let isClosed):
            let end = isClosed ? upper : upper - 1
            guard end >= lower else { return [] }
            guard end - lower < limit else { return nil }
            return (lower...end).map(Value.int)
        default: return nil
        }
    }
}
