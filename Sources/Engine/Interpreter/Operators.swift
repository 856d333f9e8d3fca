import Analyzer

/// Swift's operators on the values the engine models.
enum Operators {
    /// The operators that ask whether two values are the same.
    static let equalityOperators: Set<String> = ["==", "!=", "===", "!=="]

    /// `-1`, `0` or `1` for comparable values; `nil` when they do not compare.
    static func compare(_ lhs: Value, _ rhs: Value) -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return order(a, b)
        case (.double(let a), .double(let b)): return order(a, b)
        case (.int(let a), .double(let b)): return order(Double(a), b)
        case (.double(let a), .int(let b)): return order(a, Double(b))
        case (.string(let a), .string(let b)): return order(a, b)
        default: return nil
        }
    }

    static func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value) -> Value? {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return a.addingReportingOverflow(b).overflow ? nil : .int(a + b)
            case "-": return a.subtractingReportingOverflow(b).overflow ? nil : .int(a - b)
            case "*": return a.multipliedReportingOverflow(by: b).overflow ? nil : .int(a * b)
            case "/": return b == 0 || (a == .min && b == -1) ? nil : .int(a / b)
            case "%": return b == 0 || (a == .min && b == -1) ? nil : .int(a % b)
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            default: return nil
            }
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = double(lhs), let b = double(rhs) else { return nil }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return nil
            }
        case (.string(let a), .string(let b)) where op == "+":
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        default:
            return nil
        }
    }

    private static func double(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}

extension Interpreter {
    func prefix(_ op: String, _ operand: Value, range: SourceRange, _ context: Context) throws -> Value {
        switch (op, operand) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)): return number == .min ? opaque("-\(number)") : .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", _): return operand
        case ("..<", _): return .range(lower: .int(Int.min), upper: operand, isClosed: false)
        default: return opaque(op + operand.description)
        }
    }

    func binary(_ lhs: Expr, _ op: String, _ rhs: Expr, range: SourceRange, _ context: Context) throws -> Value {
        switch op {
        case "&&":
            return .bool(try truth(try evaluate(lhs, context), of: lhs, context) && truth(try evaluate(rhs, context), of: rhs, context))
        case "||":
            return .bool(try truth(try evaluate(lhs, context), of: lhs, context) || truth(try evaluate(rhs, context), of: rhs, context))
        case "??":
            let left = try evaluate(lhs, context)
            if left.isNull { return try evaluate(rhs, context) }
            // `(image ?? Image(systemName: "photo"))` with an image the engine only knows as a
            // made-up value: both sides have one type, so it is a view it cannot look into.
            if case .opaque(let value) = left, Self.constructsView(rhs, module: module) { return .view(.opaque(value.origin)) }
            return left
        case "+=", "-=", "*=", "/=", "%=", "&&=", "||=":
            let current = try evaluate(lhs, context)
            let operand = try evaluate(rhs, context)
            let result = Operators.arithmetic(String(op.dropLast()), current, operand) ?? opaque(source(range, fileIndex: context.fileIndex))
            try assign(result, to: lhs, context)
            return .void
        default:
            break
        }
        let left = try evaluate(lhs, context)
        let right = try evaluate(rhs, context)
        switch (left, right) {
        case (.opaque(let a), .opaque(let b)) where Operators.equalityOperators.contains(op) && (a === b || (a.isFresh && b.isFresh) || (a.isMadeUp && b.isMadeUp)):
            // One value compared with itself, two values each made fresh, or two the harness
            // made up (an input's id and a made-up row's): known equal, known different.
            break
        case (.opaque, _), (_, .opaque):
            return opaque(source(range, fileIndex: context.fileIndex))
        default:
            break
        }
        switch op {
        case "==": return .bool(ValueEquality.equal(left, right))
        case "!=": return .bool(!ValueEquality.equal(left, right))
        case "===": return .bool(ValueEquality.equal(left, right))
        case "!==": return .bool(!ValueEquality.equal(left, right))
        case "<", "<=", ">", ">=":
            guard let order = Operators.compare(left, right) else { return opaque(source(range, fileIndex: context.fileIndex)) }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case "..<": return .range(lower: left, upper: right, isClosed: false)
        case "...": return .range(lower: left, upper: right, isClosed: true)
        default:
            return Operators.arithmetic(op, left, right) ?? opaque(source(range, fileIndex: context.fileIndex))
        }
    }
}

extension Interpreter {
    /// `Image(systemName: "photo")`, `ProgressView()`: a call of a SwiftUI view or a module view
    /// (read from the code, without running it).
    static func constructsView(_ expr: Expr, module: ModuleIndex) -> Bool {
        guard case .call(let call) = expr.kind, let name = call.callee.dottedName?.last else { return false }
        return !ViewCatalog.forms(of: name).isEmpty || module.type(named: name)?.isView == true
    }
}

