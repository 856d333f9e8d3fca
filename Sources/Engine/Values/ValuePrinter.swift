/// Values as a trace prints them: Swift-like and short (`"a"`, `[1, 2]`, `Model#1`,
/// `URLSession.shared.data(from: https://example.com/a)`).
enum ValuePrinter {
    static let maximumLength = 120

    static func describe(_ value: Value, limit: Int? = maximumLength) -> String {
        let text = render(value, depth: 0, limit: limit)
        guard let limit, text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// With a `limit`, collections render only as many elements as can show in it (each takes
    /// at least three characters): a trace of an 8,000-element array must not print all of it
    /// for every event (the fuzzer found a run that spent seconds doing so).
    private static func render(_ value: Value, depth: Int, limit: Int?) -> String {
        guard depth < 6 else { return "…" }
        func inner(_ value: Value) -> String { render(value, depth: depth + 1, limit: limit) }
        func list<Element>(_ elements: [Element], _ show: (Element) -> String) -> String {
            guard let limit, elements.count > limit / 3 + 1 else { return elements.map(show).joined(separator: ", ") }
            return elements.prefix(limit / 3 + 1).map(show).joined(separator: ", ") + ", …"
        }
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) + ".0" : String(number)
        case .string(let text): return "\"" + text + "\""
        case .array(let elements): return "[" + list(elements, inner) + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + list(entries) { inner($0.key) + ": " + inner($0.value) } + "]"
        case .tuple(let elements):
            return "(" + list(elements) { ($0.label.map { $0 + ": " } ?? "") + inner($0.value) } + ")"
        case .enumCase(let value):
            let payload = value.payload.isEmpty ? "" :
                "(" + list(value.payload) { ($0.label.map { $0 + ": " } ?? "") + inner($0.value) } + ")"
            return (value.type.isEmpty ? "." : value.type + ".") + value.name + payload
        case .instance(let instance):
            if instance.type == "URL", case .string(let text)? = instance["absoluteString"] { return text }
            return instance.type + "(" + list(instance.fields) { $0.name + ": " + inner($0.value) } + ")"
        case .object(let reference): return "\(reference.type)#\(reference.id)"
        case .closure(let closure): return closure.method.map { "\($0) (method)" } ?? "{ closure }"
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .range(let lower, let upper, let isClosed): return inner(lower) + (isClosed ? "..." : "..<") + inner(upper)
        case .view(let view): return view.typeName
        case .binding(let binding): return "Binding(" + inner(binding.location.value) + ")"
        case .type(let name): return name
        case .opaque(let opaque): return opaque.origin
        }
    }
}
