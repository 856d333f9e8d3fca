/// A call's arguments keyed by the parameter they bind to, the way the compiler matches them:
/// labelled arguments by label, unlabelled ones as `_`, `_2`, …, and trailing closures — the
/// first unlabelled one goes to the first closure parameter not already given by label.
public struct CallArguments {
    /// Each argument by label (`_`, `_2`… for unlabelled ones, trailing closures by the
    /// parameter they fill), one entry per label: a call has a handful, so a list searched in
    /// order is cheaper than a dictionary.
    public private(set) var byLabel: [(label: String, value: Expr)] = []
    public let call: Call

    public init(_ call: Call, closureParameters: [String]) {
        self.call = call
        var unlabelled = 0
        for argument in call.arguments {
            if let label = argument.label?.text {
                set(label, argument.value)
            } else {
                unlabelled += 1
                set(unlabelled == 1 ? "_" : "_\(unlabelled)", argument.value)
            }
        }
        for trailing in call.trailingClosures {
            if let label = trailing.label?.text {
                set(label, trailing.closure)
            } else if let parameter = closureParameters.first(where: { self[$0] == nil }) {
                set(parameter, trailing.closure)
            } else {
                set("_trailing", trailing.closure)
            }
        }
    }

    /// Gives `label` this value, replacing an earlier argument with the same label.
    private mutating func set(_ label: String, _ value: Expr) {
        if let existing = byLabel.firstIndex(where: { $0.label == label }) {
            byLabel[existing].value = value
        } else {
            byLabel.append((label, value))
        }
    }

    public subscript(label: String) -> Expr? { byLabel.first { $0.label == label }?.value }

    var unlabelledCount: Int { call.arguments.filter { $0.label == nil }.count }

    var hasClosure: Bool {
        !call.trailingClosures.isEmpty || call.arguments.contains { if case .closure = $0.value.kind { return true } else { return false } }
    }

    /// The first closure passed (trailing or as an argument).
    var firstClosure: Closure? {
        let closures = call.arguments.map(\.value) + call.trailingClosures.map(\.closure)
        for expr in closures { if case .closure(let closure) = expr.kind { return closure } }
        return nil
    }

    /// Arguments with labels (trailing closures excluded).
    var labels: [String] { call.arguments.compactMap { $0.label?.text } }

    var hasLabel: (String) -> Bool { { label in self[label] != nil || (label == "_" && self.unlabelledCount > 0) } }
}

extension Closure {
    /// The number of parameters: declared ones, or the highest `$n` used (outside nested
    /// closures, which have their own) plus one.
    public var parameterCount: Int {
        if let parameters { return parameters.count }
        var highest = -1
        SyntaxWalk.expressions(in: body, intoClosures: false) { expr in
            if case .identifier(let name) = expr.kind, name.hasPrefix("$"), let number = Int(name.dropFirst()) {
                highest = max(highest, number)
            }
        }
        return highest + 1
    }
}
