/// Renders a syntax tree as text: one node a line, `line:col` first, children indented.
///
///     4:5     var body: some View
///     5:9       call VStack(spacing: 8)
///     5:27        trailing closure
public struct SyntaxDumper {
    private let file: SourceFile
    private var lines: [String] = []
    private var depth = 0

    public init(file: SourceFile) {
        self.file = file
    }

    /// The whole tree as text, followed by the parse errors if there are any.
    public static func dump(_ tree: SyntaxTree) -> String {
        var dumper = SyntaxDumper(file: tree.file)
        for statement in tree.statements { dumper.statement(statement) }
        for error in tree.errors {
            dumper.lines.append("\(tree.file.location(of: error.range.start))  unknown: \(error.message)")
        }
        return dumper.lines.joined(separator: "\n") + "\n"
    }

    private mutating func line(_ offset: Int, _ text: String) {
        let location = file.location(of: offset).description
        let padding = String(repeating: " ", count: max(1, 8 - location.count))
        lines.append(location + padding + String(repeating: "  ", count: depth) + text)
    }

    private mutating func nested(_ body: (inout SyntaxDumper) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    private func source(_ range: SourceRange, limit: Int = 40) -> String {
        let text = file.text(range).split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    // MARK: Statements

    mutating func statement(_ statement: Stmt) {
        let start = statement.range.start
        switch statement.kind {
        case .expression(let expr): expression(expr)
        case .declaration(let decl): declaration(decl)
        case .returnStmt(let value):
            line(start, "return")
            if let value { nested { $0.expression(value) } }
        case .throwStmt(let value):
            line(start, "throw")
            nested { $0.expression(value) }
        case .breakStmt(let label): line(start, "break" + (label.map { " " + $0.text } ?? ""))
        case .continueStmt(let label): line(start, "continue" + (label.map { " " + $0.text } ?? ""))
        case .fallthroughStmt: line(start, "fallthrough")
        case .deferStmt(let body):
            line(start, "defer")
            nested { $0.block(body) }
        case .doStmt(let doStatement):
            line(start, "do")
            nested { $0.block(doStatement.body) }
            for clause in doStatement.catches {
                line(clause.range.start, "catch " + clause.patterns.map { source($0.pattern.range) }.joined(separator: ", "))
                nested { $0.block(clause.body) }
            }
        case .ifStmt(let ifStatement): self.ifStatement(ifStatement, keyword: "if")
        case .guardStmt(let conditions, let elseBody):
            line(start, "guard " + describe(conditions))
            nested { $0.line(elseBody.range.start, "else"); $0.nested { $0.block(elseBody) } }
        case .whileStmt(let conditions, let body):
            line(start, "while " + describe(conditions))
            nested { $0.block(body) }
        case .repeatWhile(let body, let condition):
            line(start, "repeat … while " + source(condition.range))
            nested { $0.block(body) }
        case .forIn(let loop):
            line(start, "for " + source(loop.pattern.range) + " in " + source(loop.sequence.range))
            nested { $0.block(loop.body) }
        case .switchStmt(let switchStatement): self.switchStatement(switchStatement)
        case .labeled(let label, let inner):
            line(start, "label " + label.text)
            nested { $0.statement(inner) }
        case .ifConfig(let config): ifConfig(config) { $0.statement($1) }
        case .unknown: line(start, "unknown statement: " + source(statement.range))
        }
    }

    private mutating func block(_ block: Block) {
        for statement in block.statements { self.statement(statement) }
    }

    private func describe(_ conditions: [Condition]) -> String {
        conditions.map { condition in
            switch condition.kind {
            case .expression(let expr): return source(expr.range)
            case .optionalBinding(let isLet, let pattern, _, let value):
                return (isLet ? "let " : "var ") + source(pattern.range) + (value.map { " = " + source($0.range) } ?? "")
            case .matching(let pattern, _, let value): return "case " + source(pattern.range) + " = " + source(value.range)
            case .availability(let expansion, _): return "#" + expansion.name.text + "(…)"
            }
        }.joined(separator: ", ")
    }

    private mutating func ifStatement(_ statement: IfStatement, keyword: String) {
        line(statement.range.start, keyword + " " + describe(statement.conditions))
        nested { $0.block(statement.body) }
        switch statement.elseBranch {
        case .block(let body)?:
            line(body.range.start, "else")
            nested { $0.block(body) }
        case .elseIf(let next)?:
            ifStatement(next, keyword: "else if")
        case nil:
            break
        }
    }

    private mutating func switchStatement(_ statement: SwitchStatement) {
        line(statement.range.start, "switch " + source(statement.subject.range))
        nested { $0.switchCases(statement.cases) }
    }

    private mutating func switchCases(_ entries: [SwitchCaseEntry]) {
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase):
                let label = switchCase.items.map { "case " + $0.map { source($0.pattern.range) }.joined(separator: ", ") } ?? "default"
                line(switchCase.range.start, (switchCase.isUnknown ? "@unknown " : "") + label)
                nested { for statement in switchCase.body { $0.statement(statement) } }
            case .ifConfig(let config):
                ifConfig(config) { $0.switchCases([$1]) }
            }
        }
    }

    private mutating func ifConfig<Element>(_ config: IfConfig<Element>, element: (inout SyntaxDumper, Element) -> Void) {
        for clause in config.clauses {
            let keyword: String
            switch clause.kind {
            case .if: keyword = "#if"
            case .elseif: keyword = "#elseif"
            case .else: keyword = "#else"
            }
            line(clause.range.start, keyword + (clause.condition.map { " " + source($0.range) } ?? ""))
            nested { dumper in for item in clause.elements { element(&dumper, item) } }
        }
    }

    // MARK: Declarations

    mutating func declaration(_ decl: Decl) {
        let start = decl.range.start
        let prefix = (decl.attributes.map { "@" + $0.name + " " } + decl.modifiers.map { $0.name + ($0.detail.map { "(\($0))" } ?? "") + " " }).joined()
        switch decl.kind {
        case .importDecl(let path):
            line(start, prefix + "import " + path.map(\.text).joined(separator: "."))
        case .typeDecl(let type):
            var header = prefix + type.kind.rawValue + " " + (type.extendedType?.sourceDescription ?? type.name.text)
            if !type.genericParameters.isEmpty { header += "<" + type.genericParameters.map(\.name.text).joined(separator: ", ") + ">" }
            if !type.inheritance.isEmpty { header += ": " + type.inheritance.map(\.sourceDescription).joined(separator: ", ") }
            line(start, header)
            nested { for member in type.members { $0.declaration(member) } }
        case .enumCase(let elements):
            line(start, prefix + "case " + elements.map { element in
                element.name.text + (element.associatedValues.map { "(" + $0.map { parameter($0) }.joined(separator: ", ") + ")" } ?? "")
            }.joined(separator: ", "))
        case .function(let function):
            var header = prefix + (function.kind == .initializer ? "init" + (function.failability ?? "") : (function.kind == .macro ? "macro " : "func ") + function.name.text)
            header += "(" + function.parameters.map { parameter($0) }.joined(separator: ", ") + ")"
            if function.effects.isAsync { header += " async" }
            if function.effects.throwing != .none { header += " throws" }
            if let returnType = function.returnType { header += " -> " + returnType.sourceDescription }
            line(start, header)
            if let body = function.body { nested { $0.block(body) } }
        case .deinitializer(let body):
            line(start, prefix + "deinit")
            if let body { nested { $0.block(body) } }
        case .subscriptDecl(let subscriptDecl):
            line(start, prefix + "subscript(" + subscriptDecl.parameters.map { parameter($0) }.joined(separator: ", ") + ")"
                 + (subscriptDecl.returnType.map { " -> " + $0.sourceDescription } ?? ""))
            if let accessors = subscriptDecl.accessors { nested { $0.accessorBlock(accessors) } }
        case .variable(let variable):
            for binding in variable.bindings {
                var header = prefix + (variable.isLet ? "let " : "var ") + source(binding.pattern.range)
                if let type = binding.type { header += ": " + type.sourceDescription }
                line(binding.range.start, header)
                nested { dumper in
                    if let initializer = binding.initializer {
                        dumper.line(initializer.range.start, "initial value")
                        dumper.nested { $0.expression(initializer) }
                    }
                    if let accessors = binding.accessors { dumper.accessorBlock(accessors) }
                }
            }
        case .typeAlias(let name, _, let type):
            line(start, prefix + "typealias " + name.text + " = " + type.sourceDescription)
        case .associatedType(let name, _, _):
            line(start, prefix + "associatedtype " + name.text)
        case .operatorDecl(let spelling):
            line(start, prefix + "operator " + spelling)
        case .precedenceGroup(let name):
            line(start, prefix + "precedencegroup " + name.text)
        case .macroExpansion(let expansion):
            line(start, prefix + "#" + expansion.name.text)
            nested { $0.macroArguments(expansion) }
        case .ifConfig(let config):
            ifConfig(config) { $0.declaration($1) }
        case .unknown:
            line(start, "unknown declaration: " + source(decl.range))
        }
    }

    private func parameter(_ parameter: Parameter) -> String {
        var text = parameter.attributes.map { "@" + $0.name + " " }.joined()
        if let first = parameter.firstName { text += first.text + (parameter.secondName.map { " " + $0.text } ?? "") + ": " }
        return text + (parameter.type?.sourceDescription ?? "?")
    }

    private mutating func accessorBlock(_ block: AccessorBlock) {
        switch block {
        case .getter(let body):
            line(body.range.start, "getter")
            nested { $0.block(body) }
        case .accessors(let accessors, _):
            for accessor in accessors {
                line(accessor.range.start, accessor.kind + (accessor.parameterName.map { "(\($0.text))" } ?? ""))
                if let body = accessor.body { nested { $0.block(body) } }
            }
        }
    }

    // MARK: Expressions

    mutating func expression(_ expr: Expr) {
        let start = expr.range.start
        switch expr.kind {
        case .identifier(let name): line(start, name)
        case .integerLiteral(let text), .floatLiteral(let text): line(start, text)
        case .booleanLiteral(let value): line(start, value ? "true" : "false")
        case .nilLiteral: line(start, "nil")
        case .stringLiteral(let literal):
            line(start, "string " + source(expr.range))
            nested { dumper in
                for segment in literal.segments {
                    if case .interpolation(let arguments, let range) = segment {
                        dumper.line(range.start, "interpolation")
                        dumper.nested { $0.arguments(arguments) }
                    }
                }
            }
        case .regexLiteral(let text): line(start, "regex " + text)
        case .arrayLiteral(let elements):
            line(start, "array [\(elements.count)]")
            nested { for element in elements { $0.expression(element) } }
        case .dictionaryLiteral(let elements):
            line(start, "dictionary [\(elements.count)]")
            nested { for element in elements { $0.expression(element.key); $0.nested { $0.expression(element.value) } } }
        case .tuple(let elements):
            line(start, elements.count == 1 && elements[0].label == nil ? "parenthesized" : "tuple")
            nested { $0.arguments(elements) }
        case .memberAccess, .call, .subscriptCall, .postfixIfConfig:
            chain(expr)
        case .implicitMember(let name, _): line(start, "." + name.text)
        case .closure(let closure):
            var header = "closure"
            if let parameters = closure.parameters { header += " (" + parameters.map(\.name.text).joined(separator: ", ") + ") in" }
            line(start, header)
            nested { for statement in closure.body { $0.statement(statement) } }
        case .keyPath: line(start, "key path " + source(expr.range))
        case .prefixOperator(let spelling, let operand):
            line(start, "prefix " + spelling)
            nested { $0.expression(operand) }
        case .postfixOperator(let spelling, let operand):
            line(start, "postfix " + spelling)
            nested { $0.expression(operand) }
        case .binaryOperator(let lhs, let spelling, let rhs):
            line(start, "binary " + spelling)
            nested { $0.expression(lhs); $0.expression(rhs) }
        case .assignment(let lhs, let rhs):
            line(start, "assign")
            nested { $0.expression(lhs); $0.expression(rhs) }
        case .ternary(let condition, let thenBranch, let elseBranch):
            line(start, "ternary")
            nested { $0.expression(condition); $0.expression(thenBranch); $0.expression(elseBranch) }
        case .cast(let operand, let kind, let type):
            line(start, kind.rawValue + " " + type.sourceDescription)
            nested { $0.expression(operand) }
        case .typeCheck(let operand, let type):
            line(start, "is " + type.sourceDescription)
            nested { $0.expression(operand) }
        case .tryExpr(let kind, let operand):
            line(start, kind.rawValue)
            nested { $0.expression(operand) }
        case .awaitExpr(let operand):
            line(start, "await")
            nested { $0.expression(operand) }
        case .effectPrefix(let word, let operand):
            line(start, word)
            nested { $0.expression(operand) }
        case .inOut(let operand):
            line(start, "&")
            nested { $0.expression(operand) }
        case .optionalChain(let operand):
            line(start, "optional chain ?")
            nested { $0.expression(operand) }
        case .forceUnwrap(let operand):
            line(start, "force unwrap !")
            nested { $0.expression(operand) }
        case .specialization(let base, let arguments):
            line(start, "specialize <" + arguments.map(\.sourceDescription).joined(separator: ", ") + ">")
            nested { $0.expression(base) }
        case .type(let type): line(start, "type " + type.sourceDescription)
        case .ifExpr(let statement): ifStatement(statement, keyword: "if (expression)")
        case .switchExpr(let statement): switchStatement(statement)
        case .macroExpansion(let expansion):
            line(start, "#" + expansion.name.text)
            nested { $0.macroArguments(expansion) }
        case .chainPlaceholder: line(start, "(chain base)")
        case .operatorReference(let spelling): line(start, "operator " + spelling)
        case .pattern: line(start, "pattern " + source(expr.range))
        case .unknown: line(start, "unknown expression: " + source(expr.range))
        }
    }

    /// A member chain printed outermost modifier last, the way SwiftUI code reads:
    /// the base first, then each `.member(…)` at one deeper level.
    private mutating func chain(_ expr: Expr) {
        switch expr.kind {
        case .memberAccess(let base, let name, _):
            if isTrivialBase(base) {
                line(expr.range.start, source(base.range) + "." + name.text)
            } else {
                chain(base)
                line(name.range.start, "." + name.text)
            }
        case .call(let call), .subscriptCall(let call):
            let isSubscript: Bool
            if case .subscriptCall = expr.kind { isSubscript = true } else { isSubscript = false }
            if case .memberAccess(let base, let name, _) = call.callee.kind, !isTrivialBase(base) {
                chain(base)
                line(name.range.start, "." + name.text + callSummary(call, isSubscript: isSubscript))
            } else {
                line(expr.range.start, (isSubscript ? "subscript " : "call ") + source(call.callee.range) + callSummary(call, isSubscript: isSubscript))
            }
            nested { $0.callArguments(call) }
        case .postfixIfConfig(let base, let config):
            chain(base)
            ifConfig(config) { $0.expression($1) }
        default:
            expression(expr)
        }
    }

    private func isTrivialBase(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .implicitMember: return true
        case .memberAccess(let base, _, _): return isTrivialBase(base)
        default: return false
        }
    }

    private func callSummary(_ call: Call, isSubscript: Bool) -> String {
        guard call.hasParentheses else { return "" }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return isSubscript ? "[\(labels)]" : "(\(labels))"
    }

    private mutating func callArguments(_ call: Call) {
        arguments(call.arguments)
        trailingClosures(call.trailingClosures)
    }

    /// `trailing closure label: (parameters) in`, with the closure's statements nested.
    private mutating func trailingClosures(_ closures: [TrailingClosure]) {
        for trailing in closures {
            var header = "trailing closure" + (trailing.label.map { " " + $0.text + ":" } ?? "")
            guard case .closure(let closure) = trailing.closure.kind else {
                line(trailing.closure.range.start, header)
                nested { $0.expression(trailing.closure) }
                continue
            }
            if let parameters = closure.parameters { header += " (" + parameters.map(\.name.text).joined(separator: ", ") + ") in" }
            line(trailing.closure.range.start, header)
            nested { for statement in closure.body { $0.statement(statement) } }
        }
    }

    private mutating func arguments(_ arguments: [Argument]) {
        for argument in arguments {
            if let label = argument.label {
                line(argument.range.start, label.text + ":")
                nested { $0.expression(argument.value) }
            } else {
                expression(argument.value)
            }
        }
    }

    private mutating func macroArguments(_ expansion: MacroExpansion) {
        arguments(expansion.arguments)
        trailingClosures(expansion.trailingClosures)
    }
}
