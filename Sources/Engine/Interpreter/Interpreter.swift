import Analyzer

/// Evaluates the module's Swift code: expressions, statements, calls of the module's functions,
/// methods and initializers, and SwiftUI view and modifier calls (which make ``ViewValue``s).
/// What it cannot compute becomes an ``OpaqueValue`` and, when it is a call, an effect in the
/// trace. Every step counts against ``Limits``.
final class Interpreter {
    let module: ModuleIndex
    let limits: Limits
    let heap = Heap()
    unowned let runtime: Runtime
    private(set) var steps = 0
    /// What an opaque condition is taken to be (false while a loop's condition is evaluated).
    var opaqueConditionsHold = true
    /// Opaque conditions taken as false instead, by where they start (``conditionKey(_:_:)``).
    var falseAssumptions: Set<Int> = []
    /// How many decisions on opaque values the engine has made (a condition taken to hold, a
    /// `switch` or `if case` taken not to match, a loop over them run no time, an optional
    /// taken as `nil`): a value worked out past one rests on an assumption.
    private(set) var assumptionsMade = 0

    func countAssumption() { assumptionsMade += 1 }

    /// The key of a condition written at `start` in file `fileIndex`.
    static func conditionKey(_ fileIndex: Int, _ start: Int) -> Int { fileIndex << 32 | start }
    /// Globals and static stored properties, once initialised.
    var globalValues: [String: Value] = [:]
    /// The functions, properties and closures being evaluated, outermost first.
    private var callStack: [String] = []
    /// The module methods (and `View` extension methods) whose bodies are running, by where
    /// they are declared.
    var runningMethods: [MethodPlace] = []

    /// Where a method is declared: its file and the start of its declaration.
    struct MethodPlace: Equatable {
        let fileIndex: Int
        let start: Int
        init(_ method: Method) {
            fileIndex = method.fileIndex
            start = method.declarationRange.start
        }
    }

    /// The interpreter's state that belongs to one flow of control (a task keeps its own).
    struct FlowState {
        var callStack: [String]
        var runningMethods: [MethodPlace]
        var opaqueConditionsHold: Bool
    }

    func saveFlowState() -> FlowState {
        FlowState(callStack: callStack, runningMethods: runningMethods, opaqueConditionsHold: opaqueConditionsHold)
    }

    func restoreFlowState(_ state: FlowState) {
        callStack = state.callStack
        runningMethods = state.runningMethods
        opaqueConditionsHold = state.opaqueConditionsHold
    }
    private var opaqueSerial = 0

    init(module: ModuleIndex, limits: Limits, runtime: Runtime) {
        self.module = module
        self.limits = limits
        self.runtime = runtime
    }

    /// Where code runs: its local variables, its `self`, and the file it is written in.
    struct Context {
        var scope: Scope
        var selfReference: SelfReference?
        var fileIndex: Int

        func nested() -> Context {
            Context(scope: Scope(parent: scope), selfReference: selfReference, fileIndex: fileIndex)
        }
    }

    /// Expressions whose evaluations are counted (a scenario's `DateFormatter()`, and the call
    /// in a body that reaches it).
    var probes: [(range: SourceRange, fileIndex: Int)] = [] {
        didSet { probeHits = Array(repeating: 0, count: probes.count) }
    }
    /// How many times each probed expression was evaluated.
    private(set) var probeHits: [Int] = []

    // MARK: Bounds

    func step() throws {
        steps += 1
        if steps > limits.steps { throw EngineStop(reason: "step limit reached (\(limits.steps) evaluations)") }
    }

    /// Runs `body` one call deeper, failing past the depth limit with the innermost calls named.
    func deeper<T>(_ name: String, _ body: () throws -> T) throws -> T {
        callStack.append(name)
        defer { callStack.removeLast() }
        if callStack.count > limits.callDepth {
            let recent = callStack.suffix(4).joined(separator: " → ")
            throw EngineStop(reason: "call depth limit reached (\(limits.callDepth)): … → \(recent)")
        }
        return try body()
    }

    func opaque(_ origin: String, isFresh: Bool = false, typeName: String? = nil, isMadeUp: Bool = false) -> Value {
        opaqueSerial += 1
        return .opaque(OpaqueValue(origin: origin, serial: opaqueSerial, isFresh: isFresh, typeName: typeName, isMadeUp: isMadeUp))
    }

    func source(_ range: SourceRange, fileIndex: Int) -> String {
        runtime.file(at: fileIndex)?.text(range) ?? ""
    }

    // MARK: Expressions

    func evaluate(_ expr: Expr, _ context: Context) throws -> Value {
        try step()
        for (position, probe) in probes.enumerated() where expr.range == probe.range && context.fileIndex == probe.fileIndex {
            probeHits[position] += 1
        }
        switch expr.kind {
        case .integerLiteral(let text):
            return Int(text.replacingAll("_", with: "")).map(Value.int) ?? integerWithPrefix(text)
        case .floatLiteral(let text):
            return Double(text.replacingAll("_", with: "")).map(Value.double) ?? opaque(text)
        case .booleanLiteral(let flag):
            return .bool(flag)
        case .nilLiteral:
            return .null
        case .stringLiteral(let literal):
            return .string(try interpolate(literal, context))
        case .arrayLiteral(let elements):
            guard elements.count <= limits.collectionSize else { throw EngineStop(reason: "collection size limit reached") }
            return .array(try elements.map { try evaluate($0, context) })
        case .dictionaryLiteral(let elements):
            return .dictionary(try elements.map { Value.DictionaryEntry(key: try evaluate($0.key, context), value: try evaluate($0.value, context)) })
        case .tuple(let arguments):
            if arguments.count == 1, arguments[0].label == nil { return try evaluate(arguments[0].value, context) }
            return .tuple(try arguments.map { Value.TupleElement(label: $0.label?.text, value: try evaluate($0.value, context)) })
        case .identifier(let name):
            return try lookup(name, range: expr.range, context)
        case .memberAccess(let base, let name, _):
            return try member(name.text, of: base, range: expr.range, context)
        case .implicitMember(let name, _):
            return .enumCase(EnumCaseValue(type: "", name: name.text, payload: []))
        case .call(let call):
            return try evaluateCall(call, range: expr.range, context)
        case .subscriptCall(let call):
            return try evaluateSubscript(call, context)
        case .closure(let closure):
            return .closure(makeClosure(closure, range: expr.range, context))
        case .keyPath(let keyPath):
            return .keyPath(keyPath.components.compactMap { component in
                if case .property(let name) = component { return name.text }
                return nil
            })
        case .prefixOperator(let op, let operand):
            return try prefix(op, try evaluate(operand, context), range: expr.range, context)
        case .postfixOperator(let op, let operand):
            if op == "..." { return .range(lower: try evaluate(operand, context), upper: .int(Int.max), isClosed: true) }
            return try evaluate(operand, context)
        case .binaryOperator(let lhs, let op, let rhs):
            return try binary(lhs, op, rhs, range: expr.range, context)
        case .assignment(let lhs, let rhs):
            try assign(try evaluate(rhs, context), to: lhs, context)
            return .void
        case .ternary(let condition, let then, let otherwise):
            return try truth(try evaluate(condition, context), of: condition, context)
                ? try evaluate(then, context) : try evaluate(otherwise, context)
        case .awaitExpr(let inner):
            let value = try evaluate(inner, context)
            if runtime.currentTask != nil, runtime.evaluatingNode == nil { try runtime.scheduler.suspendCurrent() }
            return value
        case .cast(let inner, _, _), .tryExpr(_, let inner), .effectPrefix(_, let inner),
             .inOut(let inner), .optionalChain(let inner), .forceUnwrap(let inner):
            return try evaluate(inner, context)
        case .typeCheck:
            return opaque(source(expr.range, fileIndex: context.fileIndex))
        case .specialization(let base, _):
            return try evaluate(base, context)
        case .type(let type):
            return .type(source(type.range, fileIndex: context.fileIndex))
        case .ifExpr(let statement):
            return try ifExpression(statement, context)
        case .switchExpr(let statement):
            return try switchExpression(statement, context)
        case .postfixIfConfig(let base, _):
            return try evaluate(base, context)
        case .macroExpansion, .regexLiteral, .chainPlaceholder, .operatorReference, .pattern, .unknown:
            return opaque(source(expr.range, fileIndex: context.fileIndex))
        }
    }

    private func integerWithPrefix(_ text: String) -> Value {
        let digits = text.replacingAll("_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            if let value = Int(digits.dropFirst(2), radix: radix) { return .int(value) }
        }
        return opaque(text)
    }

    /// Whether a condition holds. An opaque condition is an assumption the engine cannot make:
    /// taken as true for `if` and `guard` (the code a reader expects to run), false for a loop
    /// (which would otherwise never end); the trace says which.
    func truth(_ value: Value, of expr: Expr, _ context: Context) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .opaque(let opaque):
            let assumption = opaqueConditionsHold && !falseAssumptions.contains(Self.conditionKey(context.fileIndex, expr.range.start))
            countAssumption()
            runtime.note("assumed `\(source(expr.range, fileIndex: context.fileIndex))` is \(assumption) (it depends on \(opaque.origin))",
                         range: expr.range, fileIndex: context.fileIndex)
            return assumption
        default: return false
        }
    }

    private func interpolate(_ literal: StringLiteral, _ context: Context) throws -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .text(let range):
                text += Self.unescaped(source(range, fileIndex: context.fileIndex), raw: literal.rawHashes > 0)
            case .interpolation(let arguments, _):
                for argument in arguments {
                    let value = try evaluate(argument.value, context)
                    if case .string(let string) = value { text += string } else { text += value.description }
                }
            }
        }
        return text
    }

    private static func unescaped(_ text: String, raw: Bool) -> String {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Closures

    func makeClosure(_ closure: Closure, range: SourceRange, _ context: Context) -> ClosureValue {
        let parameters = closure.parameters?.map(\.name.text) ?? (0..<closure.parameterCount).map { "$\($0)" }
        return runtime.arena.track(ClosureValue(parameters: parameters, body: closure.body, scope: context.scope,
                                                selfValue: context.selfReference, range: range, fileIndex: context.fileIndex,
                                                captures: capturesContext(closure.body, context)))
    }

    /// Whether code written in `context` (a closure body, an autoclosure) uses a local of that
    /// scope, or `self`.
    func capturesContext(_ body: [Stmt], _ context: Context) -> Bool {
        var captures = false
        SyntaxWalk.expressions(in: body, intoClosures: true) { expr in
            guard !captures, case .identifier(let name) = expr.kind else { return }
            if name == "self" || context.scope.lookup(name) != nil { captures = true; return }
            if let type = context.selfReference?.typeName.flatMap(module.type(named:)), type.hasInstanceMember(name) { captures = true }
        }
        return captures
    }

    /// Calls a closure with positional arguments.
    func invoke(_ closure: ClosureValue, _ arguments: [Value]) throws -> Value {
        if let method = closure.method, let receiver = closure.selfValue {
            return try callMethod(named: method, on: receiver, arguments: arguments.map { Value.TupleElement(label: nil, value: $0) },
                                  range: closure.range, fileIndex: closure.fileIndex)
        }
        return try deeper("closure") {
            let scope = Scope(parent: closure.scope)
            if closure.parameters.count == 1, arguments.count > 1 {
                scope.declare(closure.parameters[0], .tuple(arguments.map { Value.TupleElement(label: nil, value: $0) }))
            } else {
                for (name, value) in zip(closure.parameters, arguments) { scope.declare(name, value) }
            }
            let context = Context(scope: scope, selfReference: closure.selfValue, fileIndex: closure.fileIndex)
            if closure.buildsViews, !ReturnedValues.containsReturn(closure.body) {
                return .view(try buildBlock(closure.body, context))
            }
            return try runBody(closure.body, context)
        }
    }

    /// Runs a function or closure body: its `return` value, or the value of a single expression.
    func runBody(_ statements: [Stmt], _ context: Context) throws -> Value {
        if statements.count == 1, case .expression(let expr) = statements[0].kind {
            return try evaluate(expr, context)
        }
        do {
            try execute(statements, context)
        } catch Flow.returned(let value) {
            return value
        }
        return .void
    }
}
