/// Finds the code that runs a given write of a view's state: the innermost closure around it
/// (with the call it is passed to: `Button`, `onChange`, `onDisappear`…) or the method it is in.
/// A closure run on the spot by the code around it (`withAnimation { … }`, `items.forEach { … }`)
/// is part of that code, not a handler of its own.
struct HandlerLocator {
    let view: TypeInfo
    let index: ModuleIndex

    struct Handler {
        /// The closure, when the write is inside one.
        let closure: Closure?
        /// The method, when the write is directly in one of the view's methods.
        let method: String?
        /// The name of the call the closure is passed to (`onDisappear`, `Button`), if any; for a
        /// setter of a `Binding(get:set:)`, the call the binding is handed to (`Toggle`,
        /// `confirmationDialog`), which runs it.
        let callee: String?
        /// The call the closure is an argument of (`.onChange(of: value) { … }`, or the
        /// `Binding(get:set:)` itself for a setter), for its other arguments.
        let call: Call?
        let range: SourceRange
        /// The file the handler is in.
        let fileIndex: Int
        /// The statements that run: the closure's or the method's (the overload that holds the write).
        let statements: [Stmt]

        /// The value these statements assign to the target starting at `range` (`selected =
        /// stream`; `item.uid = uid` for a write of `item` recorded at its root).
        func assignedValue(to range: SourceRange) -> Expr? {
            var value: Expr?
            SyntaxWalk.expressions(in: statements, around: range.start, intoClosures: true) { expr in
                if case .assignment(let target, let assigned) = expr.kind, target.range.start == range.start { value = assigned }
            }
            return value
        }

        /// The arguments of the mutating call these statements make on the target starting at
        /// `range` (`selectedSports.append(sport)` → `sport`).
        func mutationArguments(at range: SourceRange) -> [Expr]? {
            var arguments: [Expr]?
            SyntaxWalk.expressions(in: statements, around: range.start, intoClosures: true) { expr in
                if case .call(let call) = expr.kind, case .memberAccess(let target, _, _) = call.callee.kind,
                   target.range.start == range.start {
                    arguments = call.allArguments.map(\.value)
                }
            }
            return arguments
        }
    }

    /// The view's method that `alertContent` or `self.alertContent` names (the first instance
    /// method of that name: a reference names no overload).
    private func referencedMethod(_ expr: Expr) -> Method? {
        expr.selfMemberName.flatMap { view.methods(named: $0).first { !$0.isStatic } }
    }

    func handler(containing range: SourceRange, fileIndex: Int) -> Handler? {
        var best: Handler?
        /// The calls that `Binding(…)` values around the range are handed to, by the binding's start.
        var bindingConsumers: [Int: String] = [:]
        func consider(_ statements: [Stmt]) {
            bindingConsumers.merge(Self.consumersOfLocalBindings(in: statements, around: range)) { own, _ in own }
            SyntaxWalk.expressions(in: statements, around: range.start, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, expr.range.start <= range.start, expr.range.end >= range.end,
                      !Self.isPartOfTheCodeAround(call) else { return }
                for argument in call.allArguments where argument.value.range.contains(range.start) {
                    if case .call(let handed) = argument.value.kind, CallMeaning.lastName(handed.callee) == "Binding" {
                        bindingConsumers[argument.value.range.start] = CallMeaning.lastName(call.callee)
                    }
                }
                for argument in call.allArguments where argument.value.range.contains(range.start) {
                    // `.alert(…, actions: alertContent)`: the call runs the method it is handed.
                    guard let method = referencedMethod(argument.value) else { continue }
                    best = Handler(closure: nil, method: nil, callee: CallMeaning.lastName(call.callee), call: call,
                                   range: argument.value.range, fileIndex: fileIndex,
                                   statements: method.declaration.body?.statements ?? [])
                }
                for argument in call.allArguments {
                    guard case .closure(let closure) = argument.value.kind, argument.value.range.start <= range.start,
                          argument.value.range.end >= range.end else { continue }
                    if let current = best, current.range.end - current.range.start <= argument.value.range.end - argument.value.range.start {
                        continue
                    }
                    let callee = CallMeaning.lastName(call.callee)
                    best = Handler(closure: closure, method: nil,
                                   callee: callee == "Binding" ? bindingConsumers[expr.range.start] ?? callee : callee, call: call,
                                   range: argument.value.range, fileIndex: fileIndex, statements: closure.body)
                }
            }
        }
        for property in view.computedProperties where property.fileIndex == fileIndex
            && property.declarationRange.start <= range.start && property.declarationRange.end >= range.end {
            consider(property.body)
        }
        for method in view.methods where method.fileIndex == fileIndex
            && method.declarationRange.start <= range.start && method.declarationRange.end >= range.end {
            consider(method.declaration.body?.statements ?? [])
            if best == nil {
                best = Handler(closure: nil, method: method.name, callee: nil, call: nil, range: method.declarationRange,
                               fileIndex: fileIndex, statements: method.declaration.body?.statements ?? [])
            }
        }
        return best
    }

    /// A call whose closure runs on the spot (`withAnimation`, `Task`) or a moment later on a
    /// queue (`DispatchQueue.main.async`): the code around it runs that closure.
    private static func isPartOfTheCodeAround(_ call: Call) -> Bool {
        guard let name = CallMeaning.lastName(call.callee) else { return false }
        return StandardTypeCatalog.immediateClosureCalls.contains(name) || StandardTypeCatalog.dispatchHops.contains(name)
    }

    /// The calls that `Binding(…)` values around `range`, kept in a local first (`let selection
    /// = Binding(get: …, set: …)`, then `List(items, selection: selection)`), are handed to, by
    /// the binding's start.
    private static func consumersOfLocalBindings(in statements: [Stmt], around range: SourceRange) -> [Int: String] {
        var consumers: [Int: String] = [:]
        // (Only code inside a `Binding(…)` has one: a method of a thousand statements is not
        // searched for locals at each of its writes.)
        var inBinding = false
        SyntaxWalk.expressions(in: statements, around: range.start, intoClosures: true) { expr in
            if case .call(let call) = expr.kind, CallMeaning.lastName(call.callee) == "Binding" { inBinding = true }
        }
        guard inBinding else { return consumers }
        for (name, value) in SyntaxWalk.boundValues(in: statements, nested: true) where value.range.contains(range.start) {
            guard case .call(let made) = value.kind, CallMeaning.lastName(made.callee) == "Binding" else { continue }
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, call.allArguments.contains(where: { $0.value.memberPath == [name] }),
                      let consumer = CallMeaning.lastName(call.callee) else { return }
                consumers[value.range.start] = consumers[value.range.start] ?? consumer
            }
        }
        return consumers
    }
}
