extension ViewTypeEvaluator {
    /// Fills a catalog template's holes (see ``ViewSpec/template``) from a call's arguments.
    /// Views built from arguments are appended to `children`.
    mutating func expand(_ template: String, arguments: CallArguments, receiver: StaticView?,
                         children: inout [StaticView], range: SourceRange) -> String {
        // Read on UTF-8 bytes (the braces are ASCII): templates are expanded for every view.
        let bytes = template.utf8
        var result = ""
        var cursor = bytes.startIndex
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "{")) {
            result += template[cursor..<open]
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) else {
                cursor = open
                break
            }
            let hole = String(template[bytes.index(after: open)..<close])
            result += fill(hole, arguments: arguments, receiver: receiver, children: &children, range: range)
            cursor = bytes.index(after: close)
        }
        return result + template[cursor...]
    }

    private mutating func fill(_ hole: String, arguments: CallArguments, receiver: StaticView?,
                               children: inout [StaticView], range: SourceRange) -> String {
        if hole == "self" { return receiver?.typeName ?? "‹self›" }
        let kindAndRest = hole.split(separator: ":", maxSplits: 1).map(String.init)
        guard kindAndRest.count == 2 else { return "‹\(hole)›" }
        let labelAndFallback = kindAndRest[1].split(separator: "|", maxSplits: 1).map(String.init)
        let label = labelAndFallback[0]
        let fallback = labelAndFallback.count > 1 ? labelAndFallback[1] : nil
        let argument = arguments[label]
        if argument == nil, let fallback, kindAndRest[0] != "id" { return fallback }
        switch kindAndRest[0] {
        case "view":
            guard let argument else { return "‹\(label)›" }
            let elementType = arguments["_"].flatMap { valueType(of: $0) }.flatMap(TypeNameParts.elementType(of:))
            let child = view(from: argument, elementType: elementType)
            children.append(child)
            return child.typeName
        case "type":
            guard let argument else { return "‹\(label)›" }
            return valueType(of: argument) ?? "‹type of \(source(argument.range))›"
        case "binding":
            guard let argument else { return "‹\(label)›" }
            return bindingValueType(of: argument) ?? "‹type of \(source(argument.range))›"
        case "style":
            guard let argument else { return "‹style›" }
            return styleType(of: argument) ?? "‹style›"
        case "shape":
            guard let argument else { return "‹shape›" }
            return StyleCatalog.shapeType(of: argument) ?? moduleTypeName(of: argument) ?? "‹shape›"
        case "data":
            guard let argument else { return "‹data›" }
            return valueType(of: argument) ?? "‹type of \(source(argument.range))›"
        case "id":
            return forEachIDType(arguments) ?? "‹ID›"
        case "environment":
            guard let argument else { return "‹\(label)›" }
            return EnvironmentValuesCatalog.type(ofKeyPath: argument)
                ?? arguments["_2"].flatMap { valueType(of: $0) } ?? "‹type of \(source(argument.range))›"
        default:
            return "‹\(hole)›"
        }
    }

    /// The view an argument builds: a builder closure's block (its parameter typed as
    /// `elementType` when known) or a view expression.
    mutating func view(from argument: Expr, elementType: String?) -> StaticView {
        guard case .closure(let closure) = argument.kind else { return viewType(of: argument) }
        scopes.append([:])
        defer { scopes.removeLast() }
        if let parameters = closure.parameters, let parameter = parameters.first {
            bind(parameter.name.text, .value(parameter.type.map { RuntimeTypeName.of($0, selfName: owner?.name) } ?? elementType))
            // The element taken apart (`{ index, completion in }` over `enumerated()`): each name is the row's.
            for other in parameters.dropFirst() {
                bind(other.name.text, .value(other.type.map { RuntimeTypeName.of($0, selfName: owner?.name) }))
            }
        } else if let elementType {
            bind("$0", .value(elementType))
        }
        let range = closure.body.first.map { $0.range.union(closure.body.last!.range) } ?? argument.range
        return buildBlock(closure.body, range: range)
    }

    /// `MyShape()` → `MyShape` when the module declares it.
    private func moduleTypeName(of expr: Expr) -> String? {
        if case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind, index.type(named: name) != nil {
            return name
        }
        return nil
    }

    /// The value type behind a binding: `$selection` → the type of `selection`,
    /// `.constant(3)` → `Int`.
    func bindingValueType(of expr: Expr) -> String? {
        guard let type = valueType(of: expr) else { return nil }
        let parts = TypeNameParts(type)
        return parts.head == "Binding" ? parts.arguments.first : nil
    }

    /// A `ForEach` (or `List(data)`) identifier type: `id: \.self` is the element, `id: \.name`
    /// the element's `name`, otherwise the element's `id` (`Identifiable`).
    private func forEachIDType(_ arguments: CallArguments) -> String? {
        guard let data = arguments["_"], let dataType = valueType(of: data) else { return nil }
        let parts = TypeNameParts(dataType)
        if parts.head == "Range" || parts.head == "ClosedRange" { return parts.arguments.first }
        guard var element = TypeNameParts.elementType(of: dataType) else { return nil }
        if TypeNameParts(element).head == "Binding" { element = TypeNameParts(element).arguments.first ?? element }
        if let idArgument = arguments["id"] {
            guard case .keyPath(let keyPath) = idArgument.kind else { return nil }
            var type = element
            for component in keyPath.components {
                guard case .property(let name) = component else { return nil }
                if name.text == "self" { continue }
                guard let memberType = memberType(of: type, name.text) else { return nil }
                type = memberType
            }
            return type
        }
        return memberType(of: element, "id")
    }
}
