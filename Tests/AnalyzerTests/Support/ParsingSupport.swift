import Testing
@testable import Analyzer

/// Parses in-memory source.
func parse(_ source: String) -> SyntaxTree {
    SyntaxTree.parse(SourceFile(path: "test.swift", text: source))
}

/// Parses source that must be valid: records an issue (with the tree dump) if the parser
/// reported any `unknown` node.
func parseValid(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxTree {
    let tree = parse(source)
    #expect(tree.errors.isEmpty, "unexpected parse errors:\n\(SyntaxDumper.dump(tree))", sourceLocation: sourceLocation)
    return tree
}

/// The declarations among a statement list, in order.
func declarations(in statements: [Stmt]) -> [Decl] {
    statements.compactMap(\.decl)
}

/// Parses valid source holding exactly one top-level declaration and returns it.
func parseDecl(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Decl {
    let tree = parseValid(source, sourceLocation: sourceLocation)
    try #require(tree.statements.count == 1, "expected one statement:\n\(SyntaxDumper.dump(tree))", sourceLocation: sourceLocation)
    return try #require(tree.statements[0].decl, "expected a declaration:\n\(SyntaxDumper.dump(tree))", sourceLocation: sourceLocation)
}

/// Parses valid source holding exactly one top-level statement and returns it.
func parseStmt(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Stmt {
    let tree = parseValid(source, sourceLocation: sourceLocation)
    try #require(tree.statements.count == 1, "expected one statement:\n\(SyntaxDumper.dump(tree))", sourceLocation: sourceLocation)
    return tree.statements[0]
}

/// Parses valid source holding exactly one expression statement and returns the expression.
func parseExpr(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Expr {
    let statement = try parseStmt(source, sourceLocation: sourceLocation)
    return try #require(statement.expr, "expected an expression statement", sourceLocation: sourceLocation)
}

/// The shape of a valid single-expression source, as an S-expression (see ``ExprShape``).
func shapeOf(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    let expr = try parseExpr(source, sourceLocation: sourceLocation)
    return ExprShape(file: SourceFile(path: "test.swift", text: source)).describe(expr)
}

// MARK: - Accessors for pattern matching in assertions

extension Stmt {
    var decl: Decl? { if case .declaration(let decl) = kind { return decl } else { return nil } }
    var expr: Expr? { if case .expression(let expr) = kind { return expr } else { return nil } }
    var ifStatement: IfStatement? { if case .ifStmt(let statement) = kind { return statement } else { return nil } }
    var forIn: ForInStatement? { if case .forIn(let loop) = kind { return loop } else { return nil } }
    var switchStatement: SwitchStatement? { if case .switchStmt(let statement) = kind { return statement } else { return nil } }
    var doStatement: DoStatement? { if case .doStmt(let statement) = kind { return statement } else { return nil } }
    var ifConfig: IfConfig<Stmt>? { if case .ifConfig(let config) = kind { return config } else { return nil } }
    var isUnknown: Bool { if case .unknown = kind { return true } else { return false } }
}

extension Decl {
    var typeDecl: TypeDecl? { if case .typeDecl(let type) = kind { return type } else { return nil } }
    var variable: VariableDecl? { if case .variable(let variable) = kind { return variable } else { return nil } }
    var function: FunctionDecl? { if case .function(let function) = kind { return function } else { return nil } }
    var enumCases: [EnumCaseElement]? { if case .enumCase(let elements) = kind { return elements } else { return nil } }
    var ifConfig: IfConfig<Decl>? { if case .ifConfig(let config) = kind { return config } else { return nil } }
    var macroExpansion: MacroExpansion? { if case .macroExpansion(let expansion) = kind { return expansion } else { return nil } }
    var isUnknown: Bool { if case .unknown = kind { return true } else { return false } }
    var modifierNames: [String] { modifiers.map(\.name) }
    var attributeNames: [String] { attributes.map(\.name) }
    /// The single binding's name of a `let`/`var` declaration.
    var boundName: String? { variable?.bindings.first?.name?.text }
}

extension TypeDecl {
    /// The members that are `var`/`let` declarations, by their first binding's name.
    var propertyNames: [String] { members.compactMap(\.boundName) }
    func member(named name: String) -> Decl? {
        members.first { $0.boundName == name || $0.function?.name.text == name || $0.typeDecl?.name.text == name }
    }
}

extension Expr {
    var identifier: String? { if case .identifier(let name) = kind { return name } else { return nil } }
    var call: Call? { if case .call(let call) = kind { return call } else { return nil } }
    var closure: Closure? { if case .closure(let closure) = kind { return closure } else { return nil } }
    var stringLiteral: StringLiteral? { if case .stringLiteral(let literal) = kind { return literal } else { return nil } }
    var keyPath: KeyPath? { if case .keyPath(let path) = kind { return path } else { return nil } }
    var memberAccess: (base: Expr, name: String)? {
        if case .memberAccess(let base, let name, _) = kind { return (base, name.text) } else { return nil }
    }
    var implicitMemberName: String? { if case .implicitMember(let name, _) = kind { return name.text } else { return nil } }
    var isUnknown: Bool { if case .unknown = kind { return true } else { return false } }
}

extension Call {
    /// The callee's name when it is a plain identifier or a member access (`Text`, `.padding`).
    var calleeName: String? {
        callee.identifier ?? callee.memberAccess?.name ?? callee.implicitMemberName
    }
}

// MARK: - Shapes

/// Renders expressions as compact S-expressions so tests can compare tree shape in one line:
/// `a + b * c` is `(+ a (* b c))`, `x?.y` is `x?.y`, `f(a, b: 1)` is `f(a, b: 1)`.
struct ExprShape {
    let file: SourceFile

    func describe(_ expr: Expr) -> String {
        switch expr.kind {
        case .identifier(let name): return name
        case .integerLiteral(let text), .floatLiteral(let text), .regexLiteral(let text): return text
        case .booleanLiteral(let value): return String(value)
        case .nilLiteral: return "nil"
        case .stringLiteral(let literal):
            let body = literal.segments.map { segment -> String in
                switch segment {
                case .text(let range): return file.text(range)
                case .interpolation(let arguments, _): return "\\(" + describe(arguments) + ")"
                }
            }.joined()
            return "\"" + body + "\""
        case .arrayLiteral(let elements): return "[" + elements.map(describe).joined(separator: ", ") + "]"
        case .dictionaryLiteral(let pairs):
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let arguments): return "(" + describe(arguments) + ")"
        case .memberAccess(let base, let name, let generics): return describe(base) + "." + name.text + genericSuffix(generics)
        case .implicitMember(let name, let generics): return "." + name.text + genericSuffix(generics)
        case .call(let call): return describe(call.callee) + callSuffix(call, open: "(", close: ")")
        case .subscriptCall(let call): return describe(call.callee) + callSuffix(call, open: "[", close: "]")
        case .closure(let closure): return describe(closure)
        case .keyPath: return file.text(expr.range)
        case .prefixOperator(let spelling, let operand): return "(" + spelling + describe(operand) + ")"
        case .postfixOperator(let spelling, let operand): return "(" + describe(operand) + spelling + ")"
        case .binaryOperator(let lhs, let spelling, let rhs): return "(" + spelling + " " + describe(lhs) + " " + describe(rhs) + ")"
        case .assignment(let lhs, let rhs): return "(= " + describe(lhs) + " " + describe(rhs) + ")"
        case .ternary(let condition, let thenBranch, let elseBranch):
            return "(? " + describe(condition) + " " + describe(thenBranch) + " " + describe(elseBranch) + ")"
        case .cast(let operand, let kind, let type): return "(" + kind.rawValue + " " + describe(operand) + " " + type.sourceDescription + ")"
        case .typeCheck(let operand, let type): return "(is " + describe(operand) + " " + type.sourceDescription + ")"
        case .tryExpr(let kind, let operand): return "(" + kind.rawValue + " " + describe(operand) + ")"
        case .awaitExpr(let operand): return "(await " + describe(operand) + ")"
        case .effectPrefix(let word, let operand): return "(" + word + " " + describe(operand) + ")"
        case .inOut(let operand): return "(&" + describe(operand) + ")"
        case .optionalChain(let operand): return describe(operand) + "?"
        case .forceUnwrap(let operand): return describe(operand) + "!"
        case .specialization(let base, let arguments): return describe(base) + genericSuffix(arguments)
        case .type(let type): return "type(" + type.sourceDescription + ")"
        case .ifExpr: return "(if …)"
        case .switchExpr: return "(switch …)"
        case .macroExpansion(let expansion):
            var text = "#" + expansion.name.text + genericSuffix(expansion.genericArguments)
            if expansion.hasParentheses { text += "(" + describe(expansion.arguments) + ")" }
            return text + expansion.trailingClosures.map { " " + ($0.label.map { $0.text + ": " } ?? "") + describe($0.closure) }.joined()
        case .postfixIfConfig(let base, let config):
            let clauses = config.clauses.map { clause -> String in
                let keyword: String
                switch clause.kind {
                case .if: keyword = "#if"
                case .elseif: keyword = "#elseif"
                case .else: keyword = "#else"
                }
                let condition = clause.condition.map { " " + describe($0) } ?? ""
                return keyword + condition + clause.elements.map { " " + describe($0) }.joined()
            }
            return describe(base) + " " + clauses.joined(separator: " ") + " #endif"
        case .chainPlaceholder: return "<base>"
        case .operatorReference(let spelling): return spelling
        case .pattern(let pattern): return "pattern(" + describe(pattern) + ")"
        case .unknown: return "<unknown>"
        }
    }

    func describe(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0.text + ": " } ?? "") + describe($0.value) }.joined(separator: ", ")
    }

    func describe(_ closure: Closure) -> String {
        var signature = closure.attributes.map { "@" + $0.name + " " }.joined()
        if !closure.captures.isEmpty {
            signature += "[" + closure.captures.map { item in
                (item.specifier.map { $0 + " " } ?? "") + item.name.text + (item.value.map { " = " + describe($0) } ?? "")
            }.joined(separator: ", ") + "] "
        }
        if let parameters = closure.parameters {
            signature += "(" + parameters.map { parameter in
                (parameter.label.map { $0.text + " " } ?? "") + parameter.name.text + (parameter.type.map { ": " + $0.sourceDescription } ?? "")
            }.joined(separator: ", ") + ") "
        }
        if closure.effects.isAsync { signature += "async " }
        if closure.effects.throwing != .none { signature += "throws " }
        if let result = closure.returnType { signature += "-> " + result.sourceDescription + " " }
        if !signature.isEmpty { signature += "in " }
        let body = closure.body.map(describe).joined(separator: "; ")
        return "{ " + signature + body + (body.isEmpty ? "}" : " }")
    }

    func describe(_ statement: Stmt) -> String {
        switch statement.kind {
        case .expression(let expr): return describe(expr)
        case .returnStmt(let value): return "return" + (value.map { " " + describe($0) } ?? "")
        case .declaration(let decl):
            if let variable = decl.variable, let binding = variable.bindings.first {
                return (variable.isLet ? "let " : "var ") + describe(binding.pattern) + (binding.initializer.map { " = " + describe($0) } ?? "")
            }
            return "decl"
        case .unknown: return "<unknown>"
        default: return "stmt"
        }
    }

    func describe(_ pattern: Pattern) -> String {
        switch pattern.kind {
        case .identifier(let name): return name
        case .wildcard: return "_"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0.text + ": " } ?? "") + describe($0.pattern) }.joined(separator: ", ") + ")"
        case .valueBinding(let isLet, let inner): return (isLet ? "let " : "var ") + describe(inner)
        case .enumCase(let type, let name, let arguments):
            let prefix = type.map(describe) ?? ""
            let suffix = arguments.map { "(" + $0.map { ($0.label.map { $0.text + ": " } ?? "") + describe($0.pattern) }.joined(separator: ", ") + ")" } ?? ""
            return prefix + "." + name.text + suffix
        case .expression(let expr): return "expr(" + describe(expr) + ")"
        case .isType(let type): return "is " + type.sourceDescription
        case .cast(let inner, let type): return describe(inner) + " as " + type.sourceDescription
        case .optional(let inner): return describe(inner) + "?"
        case .unknown: return "<unknown>"
        }
    }

    private func genericSuffix(_ arguments: [TypeRef]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(\.sourceDescription).joined(separator: ", ") + ">"
    }

    private func callSuffix(_ call: Call, open: String, close: String) -> String {
        var text = call.hasParentheses ? open + describe(call.arguments) + close : ""
        for trailing in call.trailingClosures {
            text += " " + (trailing.label.map { $0.text + ": " } ?? "") + describe(trailing.closure)
        }
        return text
    }
}

/// The shape of a pattern in a valid source's tree.
func patternShape(_ pattern: Pattern, in tree: SyntaxTree) -> String {
    ExprShape(file: tree.file).describe(pattern)
}

/// The shape of an expression in a tree.
func exprShape(_ expr: Expr, in tree: SyntaxTree) -> String {
    ExprShape(file: tree.file).describe(expr)
}
