/// What a call *is*, for rules that must tell work from bookkeeping: a log line, the timing of
/// an animation, a closure run on the spot or one kept for later. Decided from the API called
/// (`print`, a `Logger`'s level methods, `withAnimation`'s first argument) and from the
/// module's own declarations (a function whose body only logs, an `@escaping` parameter),
/// never from how a receiver happens to be named.
struct CallMeaning {
    let index: ModuleIndex
    /// The type whose code is being read (its stored and static properties name receivers).
    let owner: TypeInfo?

    /// Functions that only write a log line or check a debug assertion.
    private static let loggingFunctions: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition",
    ]

    /// The level methods of `os.Logger` (and `Logger.log(level:_:)`).
    private static let loggerMethods: Set<String> = [
        "trace", "debug", "info", "notice", "warning", "error", "critical", "fault", "log",
    ]

    /// Calls whose first argument only times or positions something on screen: an
    /// animation's timing, a delay, a scroll position.
    private static let timingCalls: Set<String> = ["withAnimation", "delay", "speed", "repeatCount", "scrollTo"]

    // MARK: Logging

    /// Whether the call described by a frame only logs, or does its work only in debug builds.
    func isLogging(_ frame: CallFrame) -> Bool {
        if frame.receiver.isEmpty || frame.receiver == ["self"] {
            if Self.loggingFunctions.contains(frame.callee) { return true }
            if let functions = index.functions[frame.callee] { return functions.allSatisfy { isDiagnostic($0.body?.statements, in: nil) } }
            if let owner, let methods = Optional(owner.methods(named: frame.callee)), !methods.isEmpty {
                return methods.allSatisfy { isDiagnostic($0.declaration.body?.statements, in: owner) }
            }
            return false
        }
        if Self.loggerMethods.contains(frame.callee) && isLogger(frame.receiver, in: owner) { return true }
        // A static method of one of the module's types that only logs: a logging facade
        // (`SpotLogger.log(entry, details: …)`, which filters by level and hands the line to
        // its `Logger`).
        guard frame.receiver.count == 1, let type = index.type(named: frame.receiver[0]) else { return false }
        let methods = type.methods(named: frame.callee)
        return !methods.isEmpty && methods.allSatisfy { $0.isStatic && isDiagnostic($0.declaration.body?.statements, in: type) }
    }

    /// A body that only logs, or that does its work only in debug builds.
    private func isDiagnostic(_ statements: [Stmt]?, in type: TypeInfo?) -> Bool {
        onlyLogs(statements, in: type) || Self.worksOnlyInDebugBuilds(statements)
    }

    /// Whether a body is one `#if DEBUG` whose other clause, if any, only discards what it was
    /// handed (`_ = route`): a screenshot-test hook or a debug recorder, which the app users
    /// run does without.
    private static func worksOnlyInDebugBuilds(_ statements: [Stmt]?) -> Bool {
        guard let statements, statements.count == 1, case .ifConfig(let config) = statements[0].kind,
              let first = config.clauses.first, first.condition.map(isDebugCondition) == true else { return false }
        return config.clauses.dropFirst().allSatisfy { clause in
            clause.condition == nil && clause.elements.allSatisfy { statement in
                guard case .expression(let expr) = statement.kind, case .assignment(let target, _) = expr.kind else { return false }
                if case .identifier("_") = target.kind { return true }
                return false
            }
        }
    }

    /// Whether a body does nothing but log (a module's `log(_:)` helper): log calls, calls of
    /// functions (or of `type`'s static methods) that only log, and the `let`s, early returns
    /// and branches that pick the line and its level.
    private func onlyLogs(_ statements: [Stmt]?, in type: TypeInfo?, depth: Int = 0) -> Bool {
        guard let statements, !statements.isEmpty, depth < 4 else { return false }
        var logs = false
        let allowed = statements.allSatisfy { statement in
            switch statement.kind {
            case .expression(let expr):
                guard case .call(let call) = expr.kind, isLogCall(call, in: type, depth: depth) else { return false }
                logs = true
                return true
            case .declaration(let decl):
                if case .variable = decl.kind { return true }
                return false
            case .returnStmt(nil):
                return true
            case .guardStmt(_, let elseBody):
                return elseBody.statements.allSatisfy { if case .returnStmt(nil) = $0.kind { return true } else { return false } }
            case .ifConfig(let config):
                // Debug builds' own diagnostics (`#if DEBUG` writing the line to a file too)
                // are no part of what the app does.
                return config.clauses.count == 1 && config.clauses[0].condition.map(Self.isDebugCondition) == true
            case .switchStmt(let switchStatement):
                let bodies = switchStatement.cases.compactMap { entry -> [Stmt]? in
                    if case .switchCase(let switchCase) = entry { return switchCase.body }
                    return nil
                }
                guard bodies.count == switchStatement.cases.count,
                      bodies.allSatisfy({ onlyLogs($0, in: type, depth: depth + 1) }) else { return false }
                logs = true
                return true
            default:
                return false
            }
        }
        return allowed && logs
    }

    /// `DEBUG`: a clause only debug builds compile.
    private static func isDebugCondition(_ condition: Expr) -> Bool {
        if case .identifier("DEBUG") = condition.kind { return true }
        return false
    }

    /// Whether a call in a body that only logs is a log call, or one of a function that only logs.
    private func isLogCall(_ call: Call, in type: TypeInfo?, depth: Int) -> Bool {
        switch call.callee.kind {
        case .identifier(let name):
            if Self.loggingFunctions.contains(name) { return true }
            if let type, let methods = Optional(type.methods(named: name)), !methods.isEmpty {
                return methods.allSatisfy { onlyLogs($0.declaration.body?.statements, in: type, depth: depth + 1) }
            }
            return index.functions[name].map { $0.allSatisfy { onlyLogs($0.body?.statements, in: nil, depth: depth + 1) } } ?? false
        case .memberAccess(let base, let name, _):
            guard Self.loggerMethods.contains(name.text), let receiver = base.dottedName else { return false }
            return isLogger(receiver, in: type)
        default:
            return false
        }
    }

    /// Whether a dotted receiver names an `os.Logger`: a stored, static or global value
    /// declared or constructed as one (`let logger = Logger(subsystem: …)`), as `type`'s code
    /// names it.
    private func isLogger(_ receiver: [String], in type: TypeInfo?) -> Bool {
        guard let last = receiver.last else { return false }
        if receiver == ["Logger"] { return true }
        var value: GlobalValue?
        if receiver.count == 1 {
            if let property = type?.storedProperty(named: last) {
                value = GlobalValue(type: property.type, initializer: property.defaultValue)
            } else {
                value = type?.staticProperties[last] ?? index.globals[last]
            }
        } else if receiver.count == 2 {
            let typeName = receiver[0]
            if typeName == "Logger" { return true }
            let named = typeName == "Self" ? type : index.type(named: typeName)
            value = named?.staticProperties[last]
        }
        guard let value else { return false }
        if let declared = value.type, Self.isLoggerType(declared) { return true }
        if let initializer = value.initializer, case .call(let call) = initializer.kind,
           let name = ViewTypeEvaluator.qualifiedTypeName(call.callee) {
            return name == "Logger" || name == "os.Logger"
        }
        return false
    }

    private static func isLoggerType(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .named(let components): return ["Logger", "os.Logger"].contains(components.map(\.name.text).joined(separator: "."))
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isLoggerType(wrapped)
        default: return false
        }
    }

    /// The called name: `Button`, `onTapGesture` in `view.onTapGesture`, `async` in
    /// `DispatchQueue.main.async`, `Task` in `Task<Void, Never>`.
    static func lastName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .memberAccess(_, let name, _), .implicitMember(let name, _): return name.text
        case .specialization(let base, _): return lastName(base)
        default: return nil
        }
    }

    // MARK: Timing and later closures

    /// Whether an access inside this frame only times or positions something.
    func isTiming(_ frame: CallFrame) -> Bool {
        Self.timingCalls.contains(frame.callee) && frame.position == 0 && !frame.insideClosure
    }

    /// Whether a closure passed in this frame runs later (a callback, a timer, an observer),
    /// not before the call returns.
    func runsLater(_ frame: CallFrame) -> Bool {
        guard frame.insideClosure else { return false }
        if StandardTypeCatalog.immediateClosureCalls.contains(frame.callee) { return false }
        if frame.receiver.isEmpty || frame.receiver == ["self"] || frame.receiver == ["Self"] {
            // A module function: later exactly when it declares the parameter `@escaping`.
            let candidates = (owner?.methods(named: frame.callee).map(\.declaration) ?? []) + (index.functions[frame.callee] ?? [])
            if let function = candidates.first {
                guard frame.position < function.parameters.count + 1 else { return true }
                let parameter = function.parameters.indices.contains(frame.position)
                    ? function.parameters[frame.position] : function.parameters.last
                return parameter?.type.map(Self.isEscaping) ?? false
            }
        }
        return true
    }

    private static func isEscaping(_ type: TypeRef) -> Bool {
        if case .attributed(let attributes, _, let inner) = type.kind {
            return attributes.contains { $0.name == "escaping" } || isEscaping(inner)
        }
        if case .optional = type.kind { return true }
        return false
    }
}
