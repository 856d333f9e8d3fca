extension Parser {
    /// Type attributes that take no arguments, so a `(` after them starts a function type:
    /// `@autoclosure() -> Bool`.
    static let attributesWithoutArguments: Set<String> = [
        "autoclosure", "escaping", "Sendable", "noescape", "MainActor", "unchecked", "retroactive",
        "preconcurrency", "ViewBuilder", "resultBuilder", "discardableResult", "inlinable", "usableFromInline",
    ]

    /// `@name`, `@name(arguments)`, `@name<T>`. Arguments are parsed as expressions when they
    /// are (`@Environment(\.dismiss)`), otherwise kept as a range (`@available(iOS 17, *)`).
    mutating func parseAttribute() -> Attribute {
        let start = current.start
        let token = current
        advance()
        var name = String(text(of: token).dropFirst())
        // Qualified attribute names: `@FocusState.Binding`, `@SwiftUI.State`.
        while at(.period) && !current.hasLeadingTrivia && peek().kind == .identifier && !peek().hasLeadingTrivia {
            name += "." + text(of: peek())
            advance()
            advance()
        }
        var genericArguments: [TypeRef] = []
        if current.isOperator && tokenEquals(current, "<") && !current.hasLeadingTrivia {
            genericArguments = parseGenericArgumentClause()
        }
        var arguments: [Argument]?
        var argumentsRange: SourceRange?
        if at(.leftParen) && !current.hasLeadingTrivia && !Parser.attributesWithoutArguments.contains(name) {
            let open = current.start
            let saved = checkpoint()
            let parsed = parseArgumentList(closer: .rightParen)
            if hasErrors(since: saved) {
                restore(saved)
                skipBalancedGroup()
            } else {
                arguments = parsed
            }
            argumentsRange = SourceRange(open + 1, max(open + 1, previousEnd - 1))
        }
        return Attribute(name: name, genericArguments: genericArguments, arguments: arguments,
                         argumentsRange: argumentsRange, range: range(from: start))
    }

    /// Attributes before a declaration, including ones wrapped in `#if` (all clauses' attributes
    /// are kept).
    mutating func parseDeclarationAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            if at(.attribute) {
                attributes.append(parseAttribute())
            } else if at(.poundIf) && ifConfigHoldsAttributes() {
                let config = parseIfConfig { parser -> [Attribute] in
                    var inner: [Attribute] = []
                    while parser.at(.attribute) { inner.append(parser.parseAttribute()) }
                    return inner
                }
                attributes += config.clauses.flatMap(\.elements)
            } else {
                return attributes
            }
        }
    }

    /// Whether the `#if` at the cursor holds nothing but attributes (of the declaration after
    /// its `#endif`), as opposed to whole declarations.
    func ifConfigHoldsAttributes() -> Bool {
        var offset = 1
        while peek(offset).kind != .endOfFile && !peek(offset).isAtStartOfLine { offset += 1 }
        guard peek(offset).kind == .attribute else { return false }
        while peek(offset).kind == .attribute {
            offset += 1
            if peek(offset).kind == .leftParen && !peek(offset).hasLeadingTrivia {
                var open = 0
                repeat {
                    let kind = peek(offset).kind
                    if kind == .endOfFile { return false }
                    if Parser.isOpener(kind) { open += 1 } else if Parser.isCloser(kind) { open -= 1 }
                    offset += 1
                } while open > 0
            }
        }
        let end = peek(offset).kind
        return end == .poundEndif || end == .poundElse || end == .poundElseif
    }
}
