import Analyzer

/// Statements, conditions and patterns.
extension Interpreter {
    func execute(_ statements: [Stmt], _ context: Context) throws {
        var deferred: [Block] = []
        defer {
            for block in deferred.reversed() { try? execute(block.statements, context.nested()) }
        }
        for statement in statements {
            if case .deferStmt(let block) = statement.kind { deferred.append(block); continue }
            try execute(statement, context)
        }
    }

    func execute(_ statement: Stmt, _ context: Context) throws {
        try step()
        switch statement.kind {
        case .expression(let expr):
            _ = try evaluate(expr, context)
        case .declaration(let decl):
            try declare(decl, context)
        case .returnStmt(let value):
            throw Flow.returned(try value.map { try evaluate($0, context) } ?? .void)
        case .throwStmt(let value):
            throw Flow.thrown(try evaluate(value, context))
        case .breakStmt(let label):
            throw Flow.breakLoop(label: label?.text)
        case .continueStmt(let label):
            throw Flow.continueLoop(label: label?.text)
        case .fallthroughStmt, .deferStmt, .unknown:
            break
        case .doStmt(let statement):
            do {
                try execute(statement.body.statements, context.nested())
            } catch Flow.thrown(let error) {
                guard let clause = statement.catches.first else { throw Flow.thrown(error) }
                let inner = context.nested()
                inner.scope.declare("error", error)
                try execute(clause.body.statements, inner)
            }
        case .ifStmt(let statement):
            try executeIf(statement, context)
        case .guardStmt(let conditions, let elseBody):
            if try !bindConditions(conditions, into: context.scope, context) {
                try execute(elseBody.statements, context.nested())
            }
        case .whileStmt(let conditions, let body):
            try loop(label: nil) { _ in
                let inner = context.nested()
                guard try loopCondition({ try bindConditions(conditions, into: inner.scope, inner) }) else { return false }
                try execute(body.statements, inner)
                return true
            }
        case .repeatWhile(let body, let condition):
            try loop(label: nil) { _ in
                try execute(body.statements, context.nested())
                return try loopCondition { try truth(try evaluate(condition, context), of: condition, context) }
            }
        case .forIn(let statement):
            try executeFor(statement, label: nil, context)
        case .switchStmt(let statement):
            _ = try executeSwitch(statement, context) { body, inner -> Value in try execute(body, inner); return .void }
        case .labeled(let label, let inner):
            if case .forIn(let statement) = inner.kind {
                try executeFor(statement, label: label.text, context)
            } else {
                do { try execute(inner, context) } catch Flow.breakLoop(let target) where target == label.text {}
            }
        case .ifConfig(let config):
            if let clause = module.configuration.activeClause(of: config) { try execute(clause.elements, context) }
        }
    }

    private func declare(_ decl: Decl, _ context: Context) throws {
        switch decl.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                let value = try binding.initializer.map { try evaluate($0, context) } ?? .null
                try bindPattern(binding.pattern, to: value, in: context.scope, context)
                // `@Bindable var feed = feed` in a body: `$feed.selectedCategory` binds the object's field.
                if decl.attributes.contains(where: { $0.name == "Bindable" }), case .identifier(let name) = binding.pattern.kind,
                   case .object = value {
                    context.scope.declare("$" + name, .binding(BindingValue(location: Location(name: name, value: value, isWritable: false),
                                                                            snapshot: value)))
                }
            }
        case .function(let function):
            // A local function: a closure over this scope.
            guard let body = function.body else { return }
            context.scope.declare(function.name.text, .closure(runtime.arena.track(ClosureValue(
                parameters: function.parameters.compactMap(\.internalName), body: body.statements, scope: context.scope,
                selfValue: context.selfReference, range: decl.range, fileIndex: context.fileIndex, captures: true))))
        default:
            break
        }
    }

    private func executeIf(_ statement: IfStatement, _ context: Context) throws {
        let inner = context.nested()
        if try bindConditions(statement.conditions, into: inner.scope, inner) {
            try execute(statement.body.statements, inner)
        } else if let elseBranch = statement.elseBranch {
            switch elseBranch {
            case .block(let block): try execute(block.statements, context.nested())
            case .elseIf(let nested): try executeIf(nested, context)
            }
        }
    }

    func ifExpression(_ statement: IfStatement, _ context: Context) throws -> Value {
        let inner = context.nested()
        if try bindConditions(statement.conditions, into: inner.scope, inner) {
            return try runBody(statement.body.statements, inner)
        }
        switch statement.elseBranch {
        case .block(let block)?: return try runBody(block.statements, context.nested())
        case .elseIf(let nested)?: return try ifExpression(nested, context)
        case nil: return .void
        }
    }

    func switchExpression(_ statement: SwitchStatement, _ context: Context) throws -> Value {
        try executeSwitch(statement, context) { body, inner in try runBody(body, inner) } ?? .void
    }

    /// Runs the first matching case with `run`; `nil` when none matched.
    @discardableResult
    func executeSwitch<T>(_ statement: SwitchStatement, _ context: Context,
                          run: ([Stmt], Context) throws -> T) throws -> T? {
        let subject = try evaluate(statement.subject, context)
        for (index, switchCase) in cases(statement.cases).enumerated() {
            let inner = context.nested()
            guard try matches(switchCase, subject, inner) else { continue }
            _ = index
            do {
                return try run(switchCase.body, inner)
            } catch Flow.breakLoop(label: nil) {
                return nil
            }
        }
        return nil
    }

    /// The active cases of a switch, `#if` resolved.
    func cases(_ entries: [SwitchCaseEntry]) -> [SwitchCase] {
        entries.flatMap { entry -> [SwitchCase] in
            switch entry {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfig(let config): return module.configuration.activeClause(of: config).map { cases($0.elements) } ?? []
            }
        }
    }

    func matches(_ switchCase: SwitchCase, _ subject: Value, _ context: Context) throws -> Bool {
        guard let items = switchCase.items else { return true }
        for item in items {
            if try match(item.pattern, subject, into: context.scope, context),
               try item.whereClause.map({ try truth(try evaluate($0, context), of: $0, context) }) ?? true {
                return true
            }
        }
        return false
    }

    private func executeFor(_ statement: ForInStatement, label: String?, _ context: Context) throws {
        let sequence = try evaluate(statement.sequence, context)
        guard let elements = Sequence.elements(of: sequence, limit: limits.loopIterations) else {
            if !sequence.isNull {
                countAssumption()
                runtime.note("a loop over \(sequence.description), which the engine cannot enumerate, runs no time",
                             range: statement.sequence.range, fileIndex: context.fileIndex)
            }
            return
        }
        guard elements.count <= limits.loopIterations else { throw EngineStop(reason: "loop iteration limit reached") }
        for element in elements {
            let inner = context.nested()
            try bindPattern(statement.pattern, to: element, in: inner.scope, inner)
            if let whereClause = statement.whereClause, try !truth(try evaluate(whereClause, inner), of: whereClause, inner) { continue }
            do {
                try execute(statement.body.statements, inner)
            } catch Flow.breakLoop(let target) where target == nil || target == label {
                return
            } catch Flow.continueLoop(let target) where target == nil || target == label {
                continue
            }
        }
    }

    /// A loop's condition, where an opaque value counts as false.
    private func loopCondition(_ condition: () throws -> Bool) throws -> Bool {
        let outer = opaqueConditionsHold
        opaqueConditionsHold = false
        defer { opaqueConditionsHold = outer }
        return try condition()
    }

    /// Repeats `body` until it returns `false`, within the loop limit.
    private func loop(label: String?, _ body: (Int) throws -> Bool) throws {
        var iteration = 0
        while true {
            iteration += 1
            if iteration > limits.loopIterations { throw EngineStop(reason: "loop iteration limit reached (\(limits.loopIterations))") }
            do {
                guard try body(iteration) else { return }
            } catch Flow.breakLoop(let target) where target == nil || target == label {
                return
            } catch Flow.continueLoop(let target) where target == nil || target == label {
                continue
            }
        }
    }

    // MARK: Conditions and patterns

    /// Evaluates an `if`/`guard`/`while` condition list, binding `if let` names into `scope`.
    func bindConditions(_ conditions: [Condition], into scope: Scope, _ context: Context) throws -> Bool {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expr):
                guard try truth(try evaluate(expr, context), of: expr, context) else { return false }
            case .optionalBinding(_, let pattern, _, let value):
                let bound: Value
                if let value {
                    bound = try evaluate(value, context)
                } else if case .identifier(let name) = pattern.kind {
                    bound = try lookup(name, range: pattern.range, context)
                } else {
                    return false
                }
                guard !bound.isNull else { return false }
                if case .opaque(let opaque) = bound, !opaqueConditionsHold {
                    countAssumption()
                    runtime.note("assumed `\(opaque.origin)` is nil: a loop over values the engine cannot see runs no time",
                                 range: condition.range, fileIndex: context.fileIndex)
                    return false
                }
                try bindPattern(pattern, to: bound, in: scope, context)
            case .matching(let pattern, _, let value):
                guard try match(pattern, try evaluate(value, context), into: scope, context) else { return false }
            case .availability(_, let isUnavailable):
                if isUnavailable { return false }
            }
        }
        return true
    }

    /// Binds the names of a declaration pattern (`let (a, b) = …`).
    func bindPattern(_ pattern: Pattern, to value: Value, in scope: Scope, _ context: Context) throws {
        _ = try match(pattern, value, into: scope, context, binding: true)
    }

    /// Whether `value` matches `pattern`, binding the names it introduces.
    func match(_ pattern: Pattern, _ value: Value, into scope: Scope, _ context: Context, binding: Bool = false) throws -> Bool {
        switch pattern.kind {
        case .identifier(let name):
            scope.declare(name, value)
            return true
        case .wildcard:
            return true
        case .valueBinding(_, let inner):
            return try match(inner, value, into: scope, context, binding: true)
        case .tuple(let elements):
            guard case .tuple(let parts) = value, parts.count == elements.count else {
                if elements.count == 1 { return try match(elements[0].pattern, value, into: scope, context, binding: binding) }
                return false
            }
            for (element, part) in zip(elements, parts) where try !match(element.pattern, part.value, into: scope, context, binding: binding) {
                return false
            }
            return true
        case .enumCase(_, let name, let arguments):
            if name.text == "some" { return value.isNull ? false : try arguments.map { try matchPayload($0, [.init(label: nil, value: value)], scope, context, binding) } ?? true }
            if name.text == "none" { return value.isNull }
            guard case .enumCase(let enumValue) = value else {
                if case .opaque = value { countAssumption() }
                return false
            }
            guard enumValue.name == name.text else { return false }
            return try arguments.map { try matchPayload($0, enumValue.payload, scope, context, binding) } ?? true
        case .expression(let expr):
            if binding, case .identifier(let name) = expr.kind {
                scope.declare(name, value)
                return true
            }
            let candidate = try evaluate(expr, context)
            if value.isOpaque || candidate.isOpaque { countAssumption() }
            if case .range(let lower, let upper, let isClosed) = candidate {
                guard let low = Operators.compare(value, lower), let high = Operators.compare(value, upper) else { return false }
                return low >= 0 && (isClosed ? high <= 0 : high < 0)
            }
            if case .enumCase(let expected) = candidate, case .enumCase(let actual) = value {
                return expected.name == actual.name
            }
            return ValueEquality.equal(candidate, value)
        case .optional(let inner):
            return value.isNull ? false : try match(inner, value, into: scope, context, binding: binding)
        case .isType, .cast:
            return false
        case .unknown:
            return false
        }
    }

    private func matchPayload(_ elements: [TuplePatternElement], _ payload: [Value.TupleElement], _ scope: Scope,
                              _ context: Context, _ binding: Bool) throws -> Bool {
        guard elements.count == payload.count else { return elements.count == 1 && payload.isEmpty ? false : elements.isEmpty }
        for (element, part) in zip(elements, payload) where try !match(element.pattern, part.value, into: scope, context, binding: binding) {
            return false
        }
        return true
    }
}
