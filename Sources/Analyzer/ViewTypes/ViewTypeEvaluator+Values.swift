extension ViewTypeEvaluator {
    /// Value types of Foundation and standard-library initializers viewlint recognises.
    private static let initializerTypes: [String: String] = [
        "UUID": "UUID", "Date": "Date", "Data": "Data", "String": "String", "Int": "Int", "Double": "Double",
        "Bool": "Bool", "CGFloat": "CGFloat", "CGSize": "CGSize", "CGPoint": "CGPoint", "Color": "Color",
        "Font": "Font", "Image": "Image", "Text": "Text", "Set": "Set", "NavigationPath": "NavigationPath",
        "TapGesture": "TapGesture", "DragGesture": "DragGesture", "LongPressGesture": "LongPressGesture",
        "MagnificationGesture": "MagnificationGesture", "RotationGesture": "RotationGesture",
        "MagnifyGesture": "MagnifyGesture", "SpatialTapGesture": "SpatialTapGesture",
    ]

    /// Properties of standard types whose type does not depend on the receiver's.
    private static let propertyTypes: [String: String] = [
        "count": "Int", "isEmpty": "Bool", "description": "String", "uuidString": "String",
        "absoluteString": "String", "localizedDescription": "String", "lowercased": "String",
        "startIndex": "Int", "endIndex": "Int", "path": "String", "host": "Optional<String>",
    ]

    /// The runtime type name of a value expression, or `nil` when viewlint cannot tell.
    func valueType(of expr: Expr) -> String? {
        switch expr.kind {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral: return "String"
        case .booleanLiteral: return "Bool"
        case .identifier(let name): return typeOfName(name)
        case .memberAccess(let base, let name, _):
            if let typeName = typePath(base) {
                return staticMemberType(typeName, name.text)
            }
            if case .identifier(let projected) = base.kind, projected.hasPrefix("$"), let owner,
               let property = owner.storedProperty(named: String(projected.dropFirst())), property.wrapper?.holdsObject == true,
               let objectType = storedType(property, in: owner), let member = memberType(of: objectType, name.text) {
                // `$model.title` is a `Binding` to the object's property.
                return "Binding<\(member)>"
            }
            if case .optionalChain(let inner) = base.kind {
                guard let baseType = valueType(of: inner).map(Self.unwrappingOptional),
                      let member = memberType(of: baseType, name.text) else { return nil }
                return TypeNameParts.head(of: member) == "Optional" ? member : "Optional<\(member)>"
            }
            guard let baseType = valueType(of: base) else { return nil }
            return memberType(of: baseType, name.text)
        case .forceUnwrap(let inner):
            return valueType(of: inner).map(Self.unwrappingOptional)
        case .optionalChain(let inner):
            return valueType(of: inner)
        case .call(let call):
            return typeOfCall(call)
        case .ternary(_, let thenBranch, let elseBranch):
            return valueType(of: thenBranch) ?? valueType(of: elseBranch)
        case .binaryOperator(let lhs, let spelling, let rhs):
            switch spelling {
            case "==", "!=", "<", "<=", ">", ">=", "&&", "||", "===", "!==": return "Bool"
            case "..<": return (valueType(of: lhs) ?? valueType(of: rhs)).map { "Range<\($0)>" }
            case "...": return (valueType(of: lhs) ?? valueType(of: rhs)).map { "ClosedRange<\($0)>" }
            case "??": return valueType(of: rhs) ?? valueType(of: lhs).map(Self.unwrappingOptional)
            default: return valueType(of: lhs) ?? valueType(of: rhs)
            }
        case .prefixOperator(let spelling, let operand):
            return spelling == "!" ? "Bool" : valueType(of: operand)
        case .arrayLiteral(let elements):
            return elements.first.flatMap { valueType(of: $0) }.map { "Array<\($0)>" }
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return valueType(of: elements[0].value)
        case .tryExpr(_, let operand), .awaitExpr(let operand):
            return valueType(of: operand)
        case .cast(_, let kind, let type):
            let name = RuntimeTypeName.of(type, selfName: owner?.name)
            return kind == .optional ? "Optional<\(name)>" : name
        default:
            return nil
        }
    }

    /// `Outer.Inner` written as an expression, when it names a type (not a value in scope).
    private func typePath(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name):
            guard local(name) == nil, owner?.hasInstanceMember(name) != true, let first = name.first, first.isUppercase else { return nil }
            return name
        case .memberAccess(let base, let name, _):
            guard let outer = typePath(base), let first = name.text.first, first.isUppercase else { return nil }
            let qualified = outer + "." + name.text
            return index.type(named: qualified) != nil ? qualified : nil
        default:
            return nil
        }
    }

    /// `Tab.feed` (an enum case), `Item.all` (a static property), `Tab.allCases`, `T.self`.
    private func staticMemberType(_ typeName: String, _ member: String) -> String? {
        if member == "self" { return typeName }
        guard let type = index.type(named: typeName) else { return nil }
        if member == "allCases" && type.kind == .enum { return "Array<\(type.name)>" }
        if type.kind == .enum, type.enumCases.contains(where: { $0.name.text == member }) { return type.name }
        return nil
    }

    /// A ShapeStyle argument's type: a known style, or a value whose type is known (`color`).
    func styleType(of expr: Expr) -> String? {
        StyleCatalog.styleType(of: expr) ?? valueType(of: expr)
    }

    /// The type of a name: a local, `self`, a `$projection`, or a member of the owner.
    private func typeOfName(_ name: String) -> String? {
        if let value = local(name) {
            switch value {
            case .value(let type), .memberAlias(let type): return type
            case .view(let node): return node.typeName
            case .closure: return nil
            }
        }
        guard let owner else { return nil }
        if name == "self" { return owner.name }
        if name.hasPrefix("$") {
            let bare = String(name.dropFirst())
            guard let property = owner.storedProperty(named: bare), let type = storedType(property, in: owner) else { return nil }
            switch property.wrapper {
            case .state?, .binding?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?: return "Binding<\(type)>"
            default: return nil
            }
        }
        if let property = owner.storedProperty(named: name) { return storedType(property, in: owner) }
        if let computed = owner.computedProperty(named: name), let type = computed.type, !isOpaque(type) {
            return RuntimeTypeName.of(type, selfName: owner.name)
        }
        return nil
    }

    /// A stored property's declared type, or the type of its default value.
    private func storedType(_ property: StoredProperty, in type: TypeInfo) -> String? {
        if let declared = property.type { return RuntimeTypeName.of(declared, selfName: type.name) }
        switch property.wrapper {
        case .environmentObservable(let typeName)?: return typeName
        case .environmentValue(let keyPath)?: return EnvironmentValuesCatalog.types[keyPath]
        default: break
        }
        return property.defaultValue.flatMap { valueType(of: $0) }
    }

    private func isOpaque(_ type: TypeRef) -> Bool {
        if case .some = type.kind { return true }
        return false
    }

    /// The type of `name` on a value of `typeName`: a member of a module type, or a standard
    /// property (`count`, `isEmpty`…); looks through `Optional` and `Binding`.
    func memberType(of typeName: String, _ name: String) -> String? {
        let parts = TypeNameParts(typeName)
        if parts.head == "Binding", let wrapped = parts.arguments.first {
            return memberType(of: wrapped, name).map { "Binding<\($0)>" }
        }
        if let type = index.type(named: parts.head) {
            if let property = type.storedProperty(named: name) {
                if let declared = property.type { return RuntimeTypeName.of(declared, selfName: type.name) }
                var evaluator = ViewTypeEvaluator(index: index, owner: type, file: index.file(of: type))
                evaluator.depth = depth + 1
                return depth < Self.maximumDepth ? property.defaultValue.flatMap { evaluator.valueType(of: $0) } : nil
            }
            if let computed = type.computedProperty(named: name), let declared = computed.type, !isOpaque(declared) {
                return RuntimeTypeName.of(declared, selfName: type.name)
            }
            if type.kind == .enum, type.enumCases.contains(where: { $0.name.text == name }) { return type.name }
        }
        if name == "first" || name == "last", let element = TypeNameParts.elementType(of: typeName) {
            return "Optional<\(element)>"
        }
        if name == "indices", parts.head == "Array" || parts.head == "ContiguousArray" { return "Range<Int>" }
        if let element = Self.tupleElementType(typeName, label: name) { return element }
        return Self.propertyTypes[name]
    }

    /// `(offset: Int, element: Item)` → the type labelled `label`.
    private static func tupleElementType(_ typeName: String, label: String) -> String? {
        guard typeName.hasPrefix("("), typeName.hasSuffix(")") else { return nil }
        let inner = TypeNameParts("T<" + typeName.dropFirst().dropLast() + ">").arguments
        for element in inner where element.hasPrefix(label + ": ") {
            return String(element.dropFirst(label.count + 2))
        }
        return nil
    }

    private func typeOfCall(_ call: Call) -> String? {
        switch call.callee.kind {
        case .identifier(let name):
            if name == "URL" { return call.arguments.first?.label?.text == "string" ? "Optional<URL>" : "URL" }
            if let known = Self.initializerTypes[name] { return known }
            if let type = index.type(named: name, in: owner) {
                if type.genericParameters.isEmpty { return type.name }
                return nil
            }
            if let owner, let method = owner.methods(named: name).first, let returnType = method.declaration.returnType,
               !isOpaque(returnType) {
                return RuntimeTypeName.of(returnType, selfName: owner.name)
            }
            if name == "Array", let first = call.arguments.first { return valueType(of: first.value).flatMap(Self.sequenceElement).map { "Array<\($0)>" } }
            return nil
        case .specialization(let base, let arguments):
            guard case .identifier(let name) = base.kind else { return nil }
            return name + "<" + arguments.map { RuntimeTypeName.of($0, selfName: owner?.name) }.joined(separator: ", ") + ">"
        case .memberAccess(let base, let method, _):
            if method.text == "init", case .identifier(let name) = base.kind { return Self.initializerTypes[name] ?? index.type(named: name)?.name }
            guard let baseType = valueType(of: base) else { return nil }
            let head = TypeNameParts.head(of: baseType)
            switch method.text {
            case "filter" where head == "Set" || head == "Dictionary":
                // `Set.filter` and `Dictionary.filter` keep their collection type.
                return baseType
            case "sorted", "filter", "shuffled", "prefix", "suffix", "dropFirst", "dropLast":
                // Sequence methods returning an array (`prefix`/`drop…` on Array give ArraySlice).
                guard let element = TypeNameParts.elementType(of: baseType) else { return nil }
                if head == "Array" && ["prefix", "suffix", "dropFirst", "dropLast"].contains(method.text) {
                    return "ArraySlice<\(element)>"
                }
                return "Array<\(element)>"
            case "reversed":
                return head == "Array" ? "ReversedCollection<\(baseType)>" : nil
            case "lowercased", "uppercased", "trimmingCharacters", "replacingOccurrences", "formatted", "joined":
                return "String"
            case "enumerated":
                return "EnumeratedSequence<\(baseType)>"
            case "onChanged", "onEnded", "updating":
                return gestureCallbackType(method.text, baseType)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The element of a sequence type: collections, and `(offset: Int, element: T)` for
    /// `enumerated()`.
    private static func sequenceElement(_ typeName: String) -> String? {
        let parts = TypeNameParts(typeName)
        if parts.head == "EnumeratedSequence", let base = parts.arguments.first, let element = TypeNameParts.elementType(of: base) {
            return "(offset: Int, element: \(element))"
        }
        return TypeNameParts.elementType(of: typeName)
    }

    /// `DragGesture().onChanged { }` is `_ChangedGesture<DragGesture>` and so on.
    private func gestureCallbackType(_ method: String, _ base: String) -> String? {
        switch method {
        case "onChanged": return "_ChangedGesture<\(base)>"
        case "onEnded": return "_EndedGesture<\(base)>"
        default: return nil
        }
    }
}
