/// One view body (or `@ViewBuilder` member) and its static view tree.
public struct ViewBody: Sendable {
    /// The declaring view's name (`Outer.Inner` for a nested view).
    public let owner: String
    /// `body`, or the `@ViewBuilder` member's name.
    public let member: String
    /// The file the member is declared in (index into ``ModuleIndex/trees``).
    public let fileIndex: Int
    public let declarationRange: SourceRange
    public let tree: StaticView

    /// `Owner.member`, as `viewlint types` prints it.
    public var label: String { owner + "." + member }
}

/// Computes the static view trees of every view body and `@ViewBuilder` member in a module.
public enum ViewBodies {
    /// Bodies in source order: types in file order, members in declaration order.
    public static func compute(_ index: ModuleIndex) -> [ViewBody] {
        index.views.flatMap { bodies(of: $0, in: index) }
    }

    /// The bodies of one view or view modifier.
    public static func bodies(of type: TypeInfo, in index: ModuleIndex) -> [ViewBody] {
        var members: [(fileIndex: Int, start: Int, body: () -> ViewBody)] = []
        // A view member declared in another file than `body` is not inlined where it is used
        // (see `ViewTypeEvaluator.evaluateInOtherFile`): it is a body of its own.
        let bodyFile = type.computedProperty(named: "body")?.fileIndex ?? type.fileIndex
        func ownBody(isViewBuilder: Bool, fileIndex: Int, returnType: TypeRef?) -> Bool {
            isViewBuilder || (fileIndex != bodyFile && returnsView(returnType))
        }
        for property in type.computedProperties where !property.isStatic
            && (ownBody(isViewBuilder: property.isViewBuilder, fileIndex: property.fileIndex, returnType: property.type)
                || (type.isView && property.name == "body")) {
            members.append((property.fileIndex, property.declarationRange.start, {
                var evaluator = ViewTypeEvaluator(index: index, owner: type, file: index.trees[property.fileIndex].file)
                let tree = evaluator.evaluateBody(property.body, isBuilder: property.isViewBuilder || property.name == "body",
                                                  range: property.declarationRange)
                return ViewBody(owner: type.qualifiedName, member: property.name, fileIndex: property.fileIndex,
                                declarationRange: property.declarationRange, tree: tree)
            }))
        }
        for method in type.methods where !method.isStatic
            && (ownBody(isViewBuilder: method.isViewBuilder, fileIndex: method.fileIndex, returnType: method.declaration.returnType)
                || isModifierBody(method, of: type)) {
            guard let body = method.declaration.body else { continue }
            members.append((method.fileIndex, method.declarationRange.start, {
                var evaluator = ViewTypeEvaluator(index: index, owner: type, file: index.trees[method.fileIndex].file)
                for parameter in method.declaration.parameters {
                    guard let name = parameter.internalName else { continue }
                    if isModifierBody(method, of: type) {
                        evaluator.bind(name, .value("_ViewModifier_Content<\(type.name)>"))
                    } else if let parameterType = parameter.type {
                        evaluator.bind(name, .value(RuntimeTypeName.of(parameterType, selfName: type.name)))
                    }
                }
                let tree = evaluator.evaluateBody(body.statements, isBuilder: method.isViewBuilder || isModifierBody(method, of: type),
                                                  range: method.declarationRange)
                return ViewBody(owner: type.qualifiedName, member: method.name, fileIndex: method.fileIndex,
                                declarationRange: method.declarationRange, tree: tree)
            }))
        }
        let primaryFile = type.fileIndex
        return members
            .sorted { ($0.fileIndex == primaryFile ? 0 : 1, $0.fileIndex, $0.start) < ($1.fileIndex == primaryFile ? 0 : 1, $1.fileIndex, $1.start) }
            .map { $0.body() }
    }

    /// `some View`, `any View` or `AnyView`.
    private static func returnsView(_ type: TypeRef?) -> Bool {
        switch type?.kind {
        case .some(let inner)?, .any(let inner)?:
            if case .named(let components) = inner.kind { return components.last?.name.text == "View" }
            return false
        case .named(let components)?:
            return components.count == 1 && components[0].name.text == "AnyView"
        default:
            return false
        }
    }

    /// `func body(content: Content) -> some View` of a `ViewModifier`.
    private static func isModifierBody(_ method: Method, of type: TypeInfo) -> Bool {
        type.isViewModifier && method.name == "body" && method.declaration.parameters.first?.label == "content"
    }
}

/// Renders a static view tree as an indented tree, one node a line with its source line.
public enum StaticViewTreePrinter {
    public static func render(_ tree: StaticView, file: SourceFile, indent: Int = 1) -> [String] {
        var lines: [String] = []
        append(tree, file: file, depth: indent, into: &lines)
        return lines
    }

    private static func append(_ node: StaticView, file: SourceFile, depth: Int, into lines: inout [String]) {
        if node.kind == .modifier, node.modifier?.changesType == false, let base = node.children.first {
            append(base, file: file, depth: depth, into: &lines)
            return
        }
        let line = file.location(of: node.range.start).line
        lines.append(String(repeating: "  ", count: depth) + label(of: node) + "  [line \(line)]")
        for child in node.children { append(child, file: file, depth: depth + 1, into: &lines) }
    }

    /// The node's type with each child's type shown as `…` (for a modifier, only its base: its
    /// other children are presented content, outside the type).
    static func label(of node: StaticView) -> String {
        var text = node.typeName
        var searchEnd = text.endIndex
        let shown = node.kind == .modifier ? Array(node.children.prefix(1)) : node.children
        for child in shown.reversed() {
            guard let found = text[..<searchEnd].lastRange(of: child.typeName) else { continue }
            text.replaceSubrange(found, with: "…")
            searchEnd = found.lowerBound
        }
        return text
    }
}
