/// A read of a view's stored property by a closure's work.
struct WorkRead: Hashable {
    /// The stored-property path (`["post", "id"]`).
    private(set) var path: [String]
    /// Where the closure reaches it (the access itself, or the helper it calls).
    private(set) var range: SourceRange
    /// Computed properties and methods passed through, outermost first.
    private(set) var via: [String]
    /// Made after a suspension or in a callback that runs later: it sees the value of that
    /// later moment.
    private(set) var isLate: Bool
    /// Only logged, or only used to time an animation or position a scroll.
    let isIncidental: Bool
    /// Only the receiver of a method call (`store.load()`).
    let isCallReceiver: Bool
    /// Read by a condition the work runs under (`guard width == nil`), not by the work itself.
    var isCondition = false
    /// Only tested for presence (`items.isEmpty`, `token == nil`) by such a condition: the work
    /// runs when something is missing, and does not use its value.
    var isPresenceTest = false
    /// The literal the value must equal for such a condition to let the work run (`.loading`
    /// of `guard status == .loading`): the work runs only while the value is that one.
    var passingLiteral: String?
    /// Made only by code that runs while something the work fills is missing (`if loader ==
    /// nil { loader = FeedLoader(filters: filters) }`): once it is filled, running the work again
    /// skips that code, so the read feeds a first fill, not work a change could redo.
    var isFirstFill = false

    init(path: [String], range: SourceRange, via: [String], isLate: Bool, isIncidental: Bool, isCallReceiver: Bool) {
        self.path = path
        self.range = range
        self.via = via
        self.isLate = isLate
        self.isIncidental = isIncidental
        self.isCallReceiver = isCallReceiver
    }

    /// The same read, of another path (a member of the value read).
    func reading(_ path: [String]) -> WorkRead {
        var read = self
        read.path = path
        return read
    }

    /// The same read, made later (in a callback).
    func madeLater() -> WorkRead {
        var read = self
        read.isLate = true
        return read
    }

    /// The same read, made by a call of the view's method `name` at `range` (`late`: after a
    /// suspension of the caller).
    func reached(through name: String, at range: SourceRange, late: Bool) -> WorkRead {
        var read = self
        read.range = range
        read.via = [name] + via
        read.isLate = isLate || late
        return read
    }

    /// The same read, seen as part of a condition (`isPresenceTest`: one that tests presence;
    /// `passingLiteral`: one that passes only at that literal).
    func asCondition(isPresenceTest: Bool, passingLiteral: String? = nil) -> WorkRead {
        var read = self
        read.isCondition = true
        read.isPresenceTest = isPresenceTest
        read.passingLiteral = passingLiteral
        return read
    }

    /// The same read, as a condition the work runs when it fails (an `else` branch): it no
    /// longer pins the value.
    func failingCondition() -> WorkRead {
        var read = self
        read.passingLiteral = nil
        return read
    }
}

/// What a closure (a `.task`, an `.onAppear`, an action) does, as a reviewer reads it: the work
/// it performs — loading, computing state that the body shows, calling models — and the
/// values that work depends on, told apart from one-shot effects that re-running would undo
/// (filling an editable draft, setting focus, dismissing, wiring a callback once).
struct TaskWork {
    /// Reads that feed the work.
    var reads: [WorkRead] = []
    /// Whether the closure does any work at all (not only one-shot effects and logging).
    var hasWork = false
    /// Methods of the view it calls, transitively.
    var calledMethods: Set<String> = []
    /// Stored properties of the view its work writes, transitively.
    var writtenState: Set<String> = []
    /// What it does to other code: calls (`api.loadComments`) and writes (`Theme.shared.shape`),
    /// by receiver and name.
    var outsideEffects: Set<String> = []
    /// Stored properties of the view whose methods it calls (`viewModel` of `viewModel.load()`).
    var calledReceivers: Set<String> = []
    /// Assigns something outside the view (`Theme.shared.accent = …`, `player.rate = …`).
    var writesOutside = false
    /// Waits for something (`await`): a load, as opposed to a call that only reports an event.
    var awaits = false
    /// Calls a closure the view was handed (`onSizeCalculated(size)`): it hands a result to the
    /// code that created the view.
    var callsHandedClosure = false
    /// State set to a `true`/`false` literal: a flag.
    var flagWrites: Set<String> = []
    /// Every stored property of the view it assigns, whatever for (drafts and flags too).
    var assigned: Set<String> = []
    /// The paths of the view's stored properties it assigns (`["appState", "licensingState"]`).
    var assignedPaths: Set<[String]> = []
    /// Stored properties read in the conditions of its `if`s and `guard`s.
    var conditionReads: Set<String> = []
    /// Editable drafts it fills (`name = pin.name ?? ""` for a `TextField`'s `$name`): running
    /// it again would overwrite what the user typed there.
    var filledDrafts: Set<String> = []

    /// Sets a flag it checks itself (`guard !didLoad else { return }; didLoad = true`): written
    /// to run once, on purpose.
    var runsOnce: Bool { !flagWrites.isDisjoint(with: conditionReads) }

    /// How ``outsideEffects`` names a call of another object's method (`api.loadComments`).
    static func outsideEffect(calling name: String, on receiver: Expr) -> String {
        (receiver.dottedName?.joined(separator: ".") ?? "?") + "." + name
    }

    /// Whether `other` redoes some of this work: it calls one of the same methods, writes the
    /// same state or makes one of the same calls.
    func isRedone(by other: TaskWork) -> Bool {
        !calledMethods.isDisjoint(with: other.calledMethods) || !writtenState.isDisjoint(with: other.writtenState)
            || !outsideEffects.isDisjoint(with: other.outsideEffects)
    }

    /// Whether this work only sets state that `other` sets too, flags included
    /// (`hasRenderedStreaming = isStreaming` as the view appears, `hasRenderedStreaming = true`
    /// or `false` in `.onChange(of: isStreaming)`): the appearance seeds what the reaction keeps
    /// current, as `onChange(of:initial: true)` would.
    func isKeptCurrent(by other: TaskWork) -> Bool {
        !writtenState.isEmpty && calledMethods.isEmpty && outsideEffects.isEmpty
            && writtenState.isSubset(of: other.writtenState.union(other.flagWrites))
    }

    /// Whether `other` calls into one of the same stored objects (`viewModel.update(searchText:)`
    /// beside `viewModel.refresh(…)`): a reaction that hands a value's changes to the same model.
    func sharesReceiver(with other: TaskWork) -> Bool {
        !calledReceivers.isDisjoint(with: other.calledReceivers)
    }

    /// Marks the reads from `start` on as made by a first fill (``WorkRead/isFirstFill``).
    mutating func markFirstFill(from start: Int) {
        for position in reads.indices where position >= start { reads[position].isFirstFill = true }
    }

    mutating func merge(_ other: TaskWork, readsCount: Bool) {
        if readsCount { reads += other.reads }
        hasWork = hasWork || other.hasWork
        calledMethods.formUnion(other.calledMethods)
        writtenState.formUnion(other.writtenState)
        outsideEffects.formUnion(other.outsideEffects)
        calledReceivers.formUnion(other.calledReceivers)
        writesOutside = writesOutside || other.writesOutside
        awaits = awaits || other.awaits
        callsHandedClosure = callsHandedClosure || other.callsHandedClosure
        flagWrites.formUnion(other.flagWrites)
        assigned.formUnion(other.assigned)
        assignedPaths.formUnion(other.assignedPaths)
        conditionReads.formUnion(other.conditionReads)
        filledDrafts.formUnion(other.filledDrafts)
    }
}

/// Works out ``TaskWork`` for closures and methods of one view. Methods are analysed once and
/// reused; one instance serves one view on one thread.
final class TaskWorkAnalyzer {
    let view: TypeInfo
    let index: ModuleIndex
    private let meaning: CallMeaning
    private let dependencies: MemberDependencies
    /// State the view hands out as a binding (`$draft`) or its user sets (``UserSetState``): an
    /// editable draft, which a one-time copy fills on purpose; and the drafts' baselines
    /// (``DraftBaselines``), filled with them.
    private let drafts: Set<String>
    private let triggerCallbacks: TriggerCallbacks
    /// The stored properties something of the view reads.
    private lazy var readState = dependencies.readRoots()
    private var methodCache: [String: TaskWork] = [:]
    private var inProgress: Set<String> = []
    private var depth = 0

    /// Nested statements, closures and helpers followed at most.
    private static let maximumDepth = 64

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses, dependencies: MemberDependencies) {
        self.view = view
        self.index = index
        self.meaning = CallMeaning(index: index, owner: view)
        self.dependencies = dependencies
        self.triggerCallbacks = TriggerCallbacks(view: view, index: index, uses: uses)
        let drafts = dependencies.projectedStoredProperties().union(UserSetState(view: view, index: index, uses: uses).properties())
        self.drafts = drafts.union(DraftBaselines(view: view).properties(of: drafts))
    }

    /// The work of a closure written where `locals` are in scope.
    func work(of closure: Closure, locals: [String]) -> TaskWork {
        let parameters = closure.parameters?.map(\.name.text) ?? []
        return work(of: closure.body, locals: locals + parameters, late: false)
    }

    /// The work of a method of the view (`.onAppear(perform: load)`, a helper).
    func work(ofMethod name: String) -> TaskWork {
        if let cached = methodCache[name] { return cached }
        guard !inProgress.contains(name), depth < Self.maximumDepth else { return TaskWork() }
        inProgress.insert(name)
        var result = TaskWork()
        for method in view.methods(named: name) where !method.isStatic {
            guard let body = method.declaration.body else { continue }
            let parameters = method.declaration.parameters.compactMap(\.internalName)
            result.merge(work(of: body.statements, locals: parameters, late: false), readsCount: true)
        }
        inProgress.remove(name)
        methodCache[name] = result
        return result
    }

    // MARK: Statements

    /// What each local of one closure or method was computed from, shared by its nested blocks
    /// (`title += …` inside a `switch` feeds the `label = title` after it).
    private final class LocalFlow {
        var reads: [String: [WorkRead]] = [:]

        func add(_ name: String, _ reads: [WorkRead]) {
            guard !reads.isEmpty else { return }
            self.reads[name, default: []] += reads
        }
    }

    /// The state of a walk through one block.
    private struct Block {
        var locals: [String]
        /// Reads of the conditions this block runs under (enclosing `if`s, earlier `guard`s).
        var conditionReads: [WorkRead]
        let flow: LocalFlow
        /// A suspension or a later callback came before: reads now are late.
        var late: Bool

        var localReads: [String: [WorkRead]] { flow.reads }
    }

    private func work(of statements: [Stmt], locals: [String], late: Bool) -> TaskWork {
        var block = Block(locals: locals, conditionReads: [], flow: LocalFlow(), late: late)
        return work(of: statements, block: &block)
    }

    private func work(of statements: [Stmt], block: inout Block) -> TaskWork {
        guard depth < Self.maximumDepth else { return TaskWork() }
        depth += 1
        defer { depth -= 1 }
        var result = TaskWork()
        // `guard loader == nil else { return }`: what follows runs only while `loader` is missing.
        var absenceGuard: (missing: Set<String>, firstRead: Int)?
        var afterGuard = TaskWork()
        for statement in statements {
            var statementWork = work(of: statement, block: &block)
            // Work done under conditions depends on what the conditions read.
            if statementWork.hasWork { statementWork.reads += block.conditionReads }
            if case .guardStmt(let conditions, _) = statement.kind, absenceGuard == nil {
                absenceGuard = (absentMembers(conditions, block: block), result.reads.count + statementWork.reads.count)
            } else if absenceGuard != nil {
                afterGuard.merge(statementWork, readsCount: false)
            }
            result.merge(statementWork, readsCount: true)
            if Self.suspends(statement) { block.late = true }
        }
        if let absenceGuard, Self.fills(absenceGuard.missing, afterGuard) {
            result.markFirstFill(from: absenceGuard.firstRead)
        }
        return result
    }

    /// The view's members a condition list requires to be missing (`loader == nil`,
    /// `items.isEmpty`, `entries.count == 0`; joined by `&&`, or by `||` when each side is such a
    /// test): code it guards runs only while one of them is missing.
    private func absentMembers(_ conditions: [Condition], block: Block) -> Set<String> {
        func missing(_ expr: Expr, negated: Bool) -> Set<String>? {
            switch expr.kind {
            case .binaryOperator(let lhs, "&&", let rhs) where !negated:
                let left = missing(lhs, negated: false), right = missing(rhs, negated: false)
                return left == nil && right == nil ? nil : (left ?? []).union(right ?? [])
            case .binaryOperator(let lhs, "||", let rhs) where !negated:
                guard let left = missing(lhs, negated: false), let right = missing(rhs, negated: false) else { return nil }
                return left.union(right)
            case .prefixOperator("!", let operand):
                return missing(operand, negated: !negated)
            case .tuple(let elements) where elements.count == 1:
                return missing(elements[0].value, negated: negated)
            case .memberAccess(let base, let name, _) where name.text == "isEmpty" && !negated:
                return memberRoot(base, block: block).map { [$0] }
            case .binaryOperator(let lhs, let spelling, let rhs) where spelling == (negated ? "!=" : "=="):
                if case .nilLiteral = rhs.kind { return memberRoot(lhs, block: block).map { [$0] } }
                if case .memberAccess(let base, let name, _) = lhs.kind, name.text == "count",
                   case .integerLiteral("0") = rhs.kind { return memberRoot(base, block: block).map { [$0] } }
                return nil
            default:
                return nil
            }
        }
        var result: Set<String> = []
        for condition in conditions {
            if case .expression(let expr) = condition.kind { result.formUnion(missing(expr, negated: false) ?? []) }
        }
        return result
    }

    /// Whether work fills one of `missing`: assigns it, or asks it to load (`post.refresh()`).
    private static func fills(_ missing: Set<String>, _ work: TaskWork) -> Bool {
        !missing.isDisjoint(with: work.assigned) || !missing.isDisjoint(with: work.calledReceivers)
    }

    private func work(of statement: Stmt, block: inout Block) -> TaskWork {
        switch statement.kind {
        case .expression(let expr):
            return work(of: expr, block: block)
        case .returnStmt(let value):
            guard let value else { return TaskWork() }
            return work(of: value, block: block)
        case .declaration(let decl):
            guard case .variable(let variable) = decl.kind else { return TaskWork() }
            var result = TaskWork()
            for binding in variable.bindings {
                let names = binding.pattern.boundNames.map(\.text) + Self.identifierNames(binding.pattern)
                if let initializer = binding.initializer {
                    let value = work(of: initializer, block: block)
                    result.merge(value, readsCount: true)
                    let carried = reads(in: initializer, block: block) + value.reads
                    block.locals += names
                    for name in names { block.flow.reads[name] = carried }
                } else {
                    block.locals += names
                }
            }
            return result
        case .ifStmt(let ifStatement):
            return work(of: ifStatement, block: block)
        case .guardStmt(let conditions, let elseBody):
            let (conditionReads, names) = self.conditions(conditions, block: block)
            var result = TaskWork()
            result.conditionReads = Set(conditionReads.map { $0.path[0] })
            var inner = block
            result.merge(work(of: elseBody.statements, block: &inner), readsCount: true)
            block.conditionReads += conditionReads
            block.locals += names
            for name in names { block.flow.reads[name] = conditionReads }
            return result
        case .whileStmt(let conditions, let body):
            var inner = block
            // A poll (`while !Task.isCancelled { if isPinned { … }; await sleep }`) runs until the
            // task ends and reads again after each wait: it sees the current value, as after an
            // `await`. A loop that ends by itself (retries) stops following the value.
            if Self.isPoll(conditions: conditions.compactMap(\.value), body: body.statements) { inner.late = true }
            let (conditionReads, names) = self.conditions(conditions, block: inner)
            inner.conditionReads += conditionReads
            inner.locals += names
            var result = work(of: body.statements, block: &inner)
            result.conditionReads.formUnion(conditionReads.map { $0.path[0] })
            return attachingConditions(result, conditionReads)
        case .repeatWhile(let body, let condition):
            var inner = block
            if Self.isPoll(conditions: [condition], body: body.statements) { inner.late = true }
            return work(of: body.statements, block: &inner)
        case .forIn(let loop):
            var inner = block
            let sequenceReads = reads(in: loop.sequence, block: block)
            inner.conditionReads += sequenceReads
            let names = loop.pattern.boundNames.map(\.text) + Self.identifierNames(loop.pattern)
            inner.locals += names
            for name in names { inner.flow.reads[name] = sequenceReads }
            if loop.isAwait { inner.late = true }
            let result = work(of: loop.body.statements, block: &inner)
            return attachingConditions(result, sequenceReads)
        case .switchStmt(let switchStatement):
            return work(of: switchStatement, block: block)
        case .doStmt(let doStatement):
            var inner = block
            var result = work(of: doStatement.body.statements, block: &inner)
            for clause in doStatement.catches {
                var handler = block
                handler.locals += ["error"] + clause.patterns.flatMap { $0.pattern.boundNames.map(\.text) }
                result.merge(work(of: clause.body.statements, block: &handler), readsCount: true)
            }
            return result
        case .deferStmt(let body):
            var inner = block
            return work(of: body.statements, block: &inner)
        case .labeled(_, let inner):
            return work(of: inner, block: &block)
        case .ifConfig(let config):
            var result = TaskWork()
            if let clause = index.configuration.activeClause(of: config) {
                var inner = block
                result = work(of: clause.elements, block: &inner)
            }
            return result
        case .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .unknown:
            return TaskWork()
        }
    }

    private func work(of ifStatement: IfStatement, block: Block) -> TaskWork {
        let (conditionReads, names) = conditions(ifStatement.conditions, block: block)
        var inner = block
        // `if await viewModel.execute() { … }`: the branches run after the wait, and read the
        // values of then.
        let waits = ifStatement.conditions.contains { $0.value.map(containsAwait) ?? false }
        if waits { inner.late = true }
        inner.conditionReads += conditionReads
        inner.locals += names
        for name in names { inner.flow.reads[name] = conditionReads }
        var result = work(of: ifStatement.body.statements, block: &inner)
        if Self.fills(absentMembers(ifStatement.conditions, block: block), result) || consumesTrigger(ifStatement) {
            result.markFirstFill(from: 0)
        }
        switch ifStatement.elseBranch {
        case .block(let elseBlock)?:
            var other = block
            if waits { other.late = true }
            other.conditionReads += conditionReads.map { $0.failingCondition() }
            result.merge(work(of: elseBlock.statements, block: &other), readsCount: true)
        case .elseIf(let next)?:
            var other = block
            if waits { other.late = true }
            other.conditionReads += conditionReads.map { $0.failingCondition() }
            result.merge(work(of: next, block: other), readsCount: true)
        case nil:
            break
        }
        result.conditionReads.formUnion(conditionReads.map { $0.path[0] })
        return result
    }

    /// Whether an `if` consumes what triggers it: its body sets a value its condition tests to
    /// `nil` or `false` (`coordinator.selectedShot = nil` under `if let shot =
    /// coordinator.selectedShot`; `model.createdNewNoteID = nil` under `if isNewNote`, a computed
    /// `model.createdNewNoteID == source.id`). The block runs once per trigger — a deep link
    /// followed, a new note opened for editing — and what else it reads is taken as it fires:
    /// running it again when that changes finds the trigger spent. A callback its creator
    /// passes can spend it too (``TriggerCallbacks``).
    private func consumesTrigger(_ ifStatement: IfStatement) -> Bool {
        var tested: Set<[String]> = []
        func collect(_ expr: Expr, expandingComputed: Bool) {
            SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                guard let path = inner.memberPath, !path.isEmpty else { return }
                tested.insert(path)
                if expandingComputed, path.count == 1, let computed = view.computedProperty(named: path[0]), !computed.isStatic,
                   let value = computed.singleReturnedValue {
                    collect(value, expandingComputed: false)
                }
            }
        }
        for condition in ifStatement.conditions {
            switch condition.kind {
            case .expression(let expr): collect(expr, expandingComputed: true)
            case .optionalBinding(_, _, _, let value?): collect(value, expandingComputed: true)
            // `if let pendingLink`: the shorthand tests the property of that name.
            case .optionalBinding(_, let pattern, _, nil): tested.formUnion(pattern.boundNames.map { [$0.text] })
            default: break
            }
        }
        guard !tested.isEmpty else { return false }
        var consumes = false
        // Inputs tested, for a trigger its creator spends through a callback (``TriggerCallbacks``).
        let inputs = tested.filter { $0.count == 1 }.map { $0[0] }.sorted()
        SyntaxWalk.expressions(in: ifStatement.body.statements, intoClosures: false) { expr in
            guard !consumes else { return }
            if let path = TriggerCallbacks.clearedPath(by: expr) {
                consumes = tested.contains(path)
                return
            }
            // `onEditModeStarted?()`, `self.onConsumed()`.
            guard case .call(let call) = expr.kind, call.allArguments.isEmpty else { return }
            var callee = call.callee
            if case .optionalChain(let inner) = callee.kind { callee = inner }
            guard let path = callee.memberPath, path.count == 1 else { return }
            consumes = triggerCallbacks.spend(inputs, calling: path[0])
        }
        return consumes
    }

    private func work(of switchStatement: SwitchStatement, block: Block) -> TaskWork {
        let subjectReads = reads(in: switchStatement.subject, block: block)
        var result = TaskWork()
        func visit(_ entries: [SwitchCaseEntry]) {
            for entry in entries {
                switch entry {
                case .switchCase(let switchCase):
                    var inner = block
                    inner.conditionReads += subjectReads
                    let names = (switchCase.items ?? []).flatMap { $0.pattern.boundNames.map(\.text) }
                    inner.locals += names
                    for name in names { inner.flow.reads[name] = subjectReads }
                    result.merge(work(of: switchCase.body, block: &inner), readsCount: true)
                case .ifConfig(let config):
                    if let clause = index.configuration.activeClause(of: config) { visit(clause.elements) }
                }
            }
        }
        visit(switchStatement.cases)
        result.conditionReads.formUnion(subjectReads.map { $0.path[0] })
        return result
    }

    /// The reads of a condition list, and the names it binds.
    private func conditions(_ conditions: [Condition], block: Block) -> ([WorkRead], [String]) {
        var reads: [WorkRead] = []
        var names: [String] = []
        var scoped = block
        for condition in conditions {
            switch condition.kind {
            case .expression(let expr):
                for operand in Self.operands(ofCondition: expr, isRequired: true) {
                    let operandReads = self.reads(in: operand.expr, block: scoped)
                    reads += operandReads.map { $0.asCondition(isPresenceTest: operand.isPresenceTest, passingLiteral: operand.passingLiteral) }
                }
            case .optionalBinding(_, let pattern, _, let value):
                let bound = pattern.boundNames.map(\.text) + Self.identifierNames(pattern)
                if let value {
                    reads += self.reads(in: value, block: scoped).map { $0.asCondition(isPresenceTest: false) }
                } else {
                    // `if let url`: reads the member `url` before shadowing it; a computed one
                    // (`if let settings`, a getter over a query) reads what its getter reads.
                    for name in bound where !scoped.locals.contains(name) {
                        if view.storedProperty(named: name) != nil {
                            reads.append(WorkRead(path: [name], range: pattern.range, via: [], isLate: scoped.late, isIncidental: false,
                                                  isCallReceiver: false).asCondition(isPresenceTest: false))
                        } else if view.computedProperty(named: name).map({ !$0.isStatic }) == true {
                            reads += self.reads(in: Expr(.identifier(name), range: pattern.range), block: scoped)
                                .map { $0.asCondition(isPresenceTest: false) }
                        }
                    }
                }
                names += bound
                scoped.locals += bound
            case .matching(let pattern, _, let value):
                reads += self.reads(in: value, block: scoped).map { $0.asCondition(isPresenceTest: false) }
                let bound = pattern.boundNames.map(\.text)
                names += bound
                scoped.locals += bound
            case .availability:
                break
            }
        }
        return (reads, names)
    }

    /// One part of a condition (``operands(ofCondition:isRequired:)``).
    private struct ConditionOperand {
        let expr: Expr
        var isPresenceTest = false
        /// The literal the operand's value must equal for the whole condition to pass.
        var passingLiteral: String?
    }

    /// The parts of a condition joined by `&&`, `||` and `!`; a presence test (`items.isEmpty`,
    /// `token == nil`, `items.count > 0`) stands for the value it tests, and so does a
    /// comparison with a literal (`status == .loading`) or a flag alone (`isEdit`, `!isSaved`),
    /// which, where the whole condition needs it (`isRequired`: not under `||` or `!`), lets
    /// the work run only at that literal.
    private static func operands(ofCondition expr: Expr, isRequired: Bool) -> [ConditionOperand] {
        switch expr.kind {
        case .binaryOperator(let lhs, "&&", let rhs):
            return operands(ofCondition: lhs, isRequired: isRequired) + operands(ofCondition: rhs, isRequired: isRequired)
        case .binaryOperator(let lhs, "||", let rhs):
            return operands(ofCondition: lhs, isRequired: false) + operands(ofCondition: rhs, isRequired: false)
        case .prefixOperator("!", let operand) where isRequired && operand.memberPath != nil:
            // `if !isSaved`: the work runs only while the flag is `false`.
            return [ConditionOperand(expr: operand, passingLiteral: "false")]
        case .prefixOperator("!", let operand):
            return operands(ofCondition: operand, isRequired: false)
        case .tuple(let elements) where elements.count == 1:
            return operands(ofCondition: elements[0].value, isRequired: isRequired)
        case .memberAccess(let base, let name, _) where name.text == "isEmpty":
            return [ConditionOperand(expr: base, isPresenceTest: true)]
        case .binaryOperator(let lhs, let spelling, let rhs) where ["==", "!=", ">", "<"].contains(spelling):
            let required = isRequired && spelling == "=="
            for (value, literal) in [(lhs, rhs), (rhs, lhs)] {
                if case .nilLiteral = literal.kind {
                    return [ConditionOperand(expr: value, isPresenceTest: true, passingLiteral: required ? "nil" : nil)]
                }
            }
            if case .memberAccess(let base, let name, _) = lhs.kind, name.text == "count",
               case .integerLiteral(let digits) = rhs.kind, digits == "0" { return [ConditionOperand(expr: base, isPresenceTest: true)] }
            if required, lhs.memberPath != nil, let literal = rhs.literalText {
                return [ConditionOperand(expr: lhs, passingLiteral: literal)]
            }
            return [ConditionOperand(expr: expr)]
        default:
            // `if isEdit`: a flag the whole condition needs runs the work only while `true`.
            return [ConditionOperand(expr: expr, passingLiteral: isRequired && expr.memberPath != nil ? "true" : nil)]
        }
    }

    /// A block's work, with the conditions it ran under counted as its inputs.
    private func attachingConditions(_ work: TaskWork, _ conditionReads: [WorkRead]) -> TaskWork {
        guard work.hasWork else { return work }
        var result = work
        result.reads += conditionReads
        return result
    }

    // MARK: Expressions

    /// The work one expression statement does.
    private func work(of expr: Expr, block: Block) -> TaskWork {
        guard depth < Self.maximumDepth else { return TaskWork() }
        depth += 1
        defer { depth -= 1 }
        switch expr.kind {
        case .awaitExpr(let inner):
            var result = work(of: inner, block: block)
            result.awaits = true
            return result
        case .tryExpr(_, let inner), .effectPrefix(_, let inner):
            return work(of: inner, block: block)
        case .tuple(let elements) where elements.count == 1:
            return work(of: elements[0].value, block: block)
        case .assignment(let lhs, let rhs):
            return assignment(lhs, rhs, expr: expr, block: block)
        case .binaryOperator(let lhs, let spelling, let rhs) where PrecedenceGroup.isCompoundAssignment(spelling):
            return assignment(lhs, rhs, expr: expr, block: block)
        case .call(let call):
            return work(of: call, expr: expr, block: block)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return work(of: inner, block: block)
        case .ifExpr(let ifStatement):
            return work(of: ifStatement, block: block)
        case .switchExpr(let switchStatement):
            return work(of: switchStatement, block: block)
        default:
            return TaskWork()
        }
    }

    private func assignment(_ lhs: Expr, _ rhs: Expr, expr: Expr, block: Block) -> TaskWork {
        var result = TaskWork()
        if rhs.isClosure || isMethodReference(rhs, block: block) {
            // `model.onEvent = { … }` or `= handleEvent`: a callback wired up once, not called.
            return result
        }
        if let target = memberRoot(lhs, block: block), let property = view.storedProperty(named: target) {
            result.assigned.insert(target)
            if let path = lhs.memberPath { result.assignedPaths.insert(path) }
            switch property.wrapper {
            case .focusState?:
                return result
            case .state? where !readState.contains(target):
                // State nothing of the view reads (DragonSync's `localMinAltitude`, filled beside
                // the sliders' drafts): the write shows nothing and feeds nothing; only what
                // computing the value does counts (`timer = Timer.scheduledTimer(…)` starts one),
                // and a module type's function called for its result computes nothing anyone sees.
                var valueWork = computesValue(rhs) ? TaskWork() : work(of: rhs, block: block)
                valueWork.assigned.formUnion(result.assigned)
                valueWork.assignedPaths.formUnion(result.assignedPaths)
                return valueWork
            case .state?, .appStorage?, .sceneStorage?:
                if case .booleanLiteral = rhs.kind {
                    result.flagWrites.insert(target)
                    return result
                }
                if drafts.contains(target) && (!Self.mentions(target, in: rhs) || readsOnlyDrafts(rhs, block: block)) {
                    return draftFill(target, result, from: rhs, block: block)
                }
            case .binding?, .stateObject?:
                // A binding the view hands to a control, or a model the view owns and hands
                // out as bindings (`$filter.friendsOnly`): a selection or draft it fills once —
                // unless the new value is computed from the old one (`frameRate = min(frameRate,
                // maxFrameRate)`): a correction of what the user set, due again when its limits change.
                if drafts.contains(target) && !Self.mentions(target, in: rhs) { return draftFill(target, result, from: rhs, block: block) }
            default:
                break
            }
            result.writtenState.insert(target)
        } else if let local = localRoot(lhs, block: block) {
            // A local being computed: not work by itself; what it is built from (and the
            // conditions it is computed under) flows on to where it is used.
            block.flow.add(local, reads(in: rhs, block: block) + block.conditionReads)
            return result
        } else if let target = lhs.unwrappedDottedName {
            result.outsideEffects.insert(target.joined(separator: "."))
            result.writesOutside = true
        }
        result.hasWork = true
        // The closures of every call the value is built with (`tracks.filter { … }.first`).
        SyntaxWalk.expressions(in: rhs, intoClosures: false) { inner in
            if case .call = inner.kind { result.merge(closureWork(in: inner, block: block), readsCount: true) }
        }
        result.reads += reads(in: rhs, block: block, skippingClosures: true) + reads(inIndexes: lhs, block: block)
        return result
    }

    /// A call of a static function of one of the module's types that returns a value and does
    /// not wait (`StreakDataCalculator.calculateStreakStatistics(from: habits)`): code called for
    /// its result.
    private func computesValue(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
              let typeName = base.dottedName, let type = index.type(named: typeName.joined(separator: ".")),
              !call.allArguments.contains(where: { $0.value.isClosure }) else { return false }
        let functions = type.methods(named: name.text).filter(\.isStatic)
        return !functions.isEmpty && functions.allSatisfy { function in
            let declaration = function.declaration
            return !declaration.effects.isAsync && declaration.returnType.map { $0.sourceDescription != "Void" } ?? false
        }
    }

    /// Whether a value reads nothing of the view but its drafts, through the locals it is
    /// computed from (`endDate = max(endDate, twoWeeksAfter(startDate))`, both dates picked by
    /// the user): a default the appearance gives one draft from another, not a correction due
    /// again when a limit outside the user's hands changes.
    private func readsOnlyDrafts(_ value: Expr, block: Block) -> Bool {
        let paths = reads(in: value, block: block).map(\.path)
        return !paths.isEmpty && paths.allSatisfy { drafts.contains($0[0]) }
    }

    /// A draft filled once is no work, but the view methods its value comes from are still
    /// called (`validation = validate()`): an `onChange` that fills the draft that way redoes
    /// what those methods do.
    private func draftFill(_ draft: String, _ fill: TaskWork, from value: Expr, block: Block) -> TaskWork {
        var result = fill
        result.filledDrafts.insert(draft)
        result.calledMethods.formUnion(work(of: value, block: block).calledMethods)
        return result
    }

    /// Whether `expr` is a stored collection of the model a view property holds
    /// (`biddingService.auctionProperties`).
    private func isModelCollection(_ expr: Expr, of property: StoredProperty) -> Bool {
        guard case .memberAccess(let base, let member, _) = expr.kind, base.selfMemberName == property.name,
              let model = ExpressionTypes(index: index).type(of: property, in: view),
              let stored = model.storedProperty(named: member.text) else { return false }
        return Self.holdsCollection(stored)
    }

    /// A property declared as a collection, or given an array or dictionary literal
    /// (`private let presets = [30, 60, 90]`).
    private static func holdsCollection(_ property: StoredProperty) -> Bool {
        if let type = property.type { return StandardTypeCatalog.isCollection(type.unwrappingOptionals) }
        switch property.defaultValue?.kind {
        case .arrayLiteral?, .dictionaryLiteral?: return true
        default: return false
        }
    }

    /// Whether `expr` reads the view's property `name` (`name`, `self.name`, `name.field`).
    private static func mentions(_ name: String, in expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if inner.selfMemberName == name { found = true }
        }
        return found
    }

    /// A method of the view named without a call (`checkFilters`, `self.checkFilters`).
    private func isMethodReference(_ expr: Expr, block: Block) -> Bool {
        var name: String?
        switch expr.kind {
        case .identifier(let identifier) where !block.locals.contains(identifier): name = identifier
        case .memberAccess(let base, let member, _):
            if case .identifier("self") = base.kind { name = member.text }
        default: break
        }
        guard let name else { return false }
        return view.storedProperty(named: name) == nil && view.methods(named: name).contains { !$0.isStatic }
    }

    private func work(of call: Call, expr: Expr, block: Block) -> TaskWork {
        let frame = Self.frame(of: call)
        var result = TaskWork()
        switch call.callee.kind {
        case .identifier(let name) where !block.locals.contains(name):
            // (A method of the view's own that only logs, or works only in debug builds, too.)
            if meaning.isLogging(frame) { return result }
            if view.methods(named: name).contains(where: { !$0.isStatic }) {
                return helper(name, call: call, range: expr.range, block: block)
            }
            // A value of one of the module's structs or enums being built (`let row =
            // RecencyRow(remoteId: item.remoteId, …)`): no effect; what its arguments read flows
            // on to where the value is used.
            if let type = index.type(named: name), type.kind == .struct || type.kind == .enum, !type.isView,
               !call.allArguments.contains(where: { $0.value.isClosure }) {
                for argument in call.allArguments { result.merge(work(of: argument.value, block: block), readsCount: true) }
                return result
            }
            if let property = view.storedProperty(named: name) {
                // `dismiss()`, `openURL(url)`, an `onSelect(item)` callback: an action, done once.
                if case .environmentValue? = property.wrapper { return result }
                if let type = property.type, index.isFunctionType(type.unwrappingOptionals, in: view) {
                    result.callsHandedClosure = true
                    return result
                }
            }
            if ["Task", "withAnimation", "withTransaction"].contains(name) {
                return inlineClosures(call, block: block, late: false)
            }
        case .memberAccess(let base, let name, _):
            if meaning.isLogging(frame) { return result }
            if case .identifier("self") = base.kind, view.methods(named: name.text).contains(where: { !$0.isStatic }) {
                return helper(name.text, call: call, range: expr.range, block: block)
            }
            // A local being built (`codes.insert(selected.code)`): no effect by itself; what is
            // added flows on with it to where it is used, as for an assignment.
            if StandardTypeCatalog.mutatingMethods.contains(name.text), let local = localRoot(base, block: block) {
                block.flow.add(local, call.allArguments.flatMap { reads(in: $0.value, block: block) } + block.conditionReads)
                return result
            }
            let receiver = base.dottedName ?? []
            if receiver == ["Task"] || receiver == ["MainActor"] {
                return inlineClosures(call, block: block, late: false)
            }
            if receiver.first == "DispatchQueue", StandardTypeCatalog.dispatchHops.contains(name.text) {
                return inlineClosures(call, block: block, late: true)
            }
            if let root = memberRoot(base, block: block), let property = view.storedProperty(named: root) {
                if case .environmentValue(let key)? = property.wrapper, EnvironmentValuesCatalog.stableKeys.contains(key) {
                    return result
                }
                // `allProjects.contains { … }`: a value computed from the view's collection, no
                // effect; what it reads flows on to where the value is used.
                if base.selfMemberName == root, StandardTypeCatalog.collectionQueries.contains(name.text), Self.holdsCollection(property) {
                    return result
                }
                // So is one of a collection a model of the view holds (`service.properties.reduce
                // { … }`, counting the listings to log them).
                if StandardTypeCatalog.collectionQueries.contains(name.text), isModelCollection(base, of: property) {
                    return result
                }
                // `viewModel.organizeCocktails(customCocktails)`: a method of the model that only
                // computes its result from its arguments (``PureMethods``), no effect either.
                if base.selfMemberName == root, let type = ExpressionTypes(index: index).type(of: property, in: view),
                   PureMethods(index: index).isPure(name.text, of: type) {
                    return result
                }
                // The view's own model filling the fields its controls edit (`viewModel.load(item:)`
                // assigning `title`, handed to a `TextField` as `$viewModel.title`): a draft
                // filled once, which running again would overwrite.
                if base.selfMemberName == root, fillsOnlyDrafts(name.text, of: property) {
                    var fill = TaskWork()
                    fill.assigned.insert(root)
                    fill.filledDrafts.insert(root)
                    return fill
                }
                if StandardTypeCatalog.mutatingMethods.contains(name.text) || isMutatingMethod(name.text, of: property, calledOn: base) {
                    return assignment(base, Expr(.tuple(call.allArguments), range: expr.range), expr: expr, block: block)
                }
            }
            result.outsideEffects.insert(TaskWork.outsideEffect(calling: name.text, on: base))
            if let root = memberRoot(base, block: block), view.storedProperty(named: root) != nil { result.calledReceivers.insert(root) }
        default:
            break
        }
        // A call on other code: work, unless all it does is register callbacks that do nothing
        // but one-shot things (wiring an observer or a key monitor once).
        let closurePositions = call.allArguments.indices.filter { call.allArguments[$0].value.isClosure }
        let callbacks = closureWork(in: expr, block: block)
        let onlyRegisters = !closurePositions.isEmpty && closurePositions.allSatisfy { position in
            meaning.runsLater(CallFrame(callee: frame.callee, receiver: frame.receiver, label: call.allArguments[position].label?.text,
                                        position: position, insideClosure: true))
        }
        if onlyRegisters && !callbacks.hasWork { return result }
        result.merge(callbacks, readsCount: true)
        result.hasWork = true
        // An argument a module method never uses (`setUp(winstonData: post.winstonData, …)`
        // whose body reads `self.winstonData`) feeds nothing.
        let unused = unusedParameterLabels(of: frame.callee, calledOn: call.callee,
                                           labels: Set(call.allArguments.compactMap { $0.label?.text }))
        let narrowed = usedMembers(ofArgumentsOf: call, named: frame.callee, block: block)
        let arguments = call.allArguments.map(\.value).filter { !$0.isClosure }
        let unusedRanges = call.allArguments.filter { $0.label.map { unused.contains($0.text) } ?? false }.map(\.value.range)
        // A method handed on without a call (`configure(onSubmit: onSubmit)`) is a callback:
        // what it reads, it reads when it is called.
        let callbackRanges = arguments.filter { isMethodReference($0, block: block) }.map(\.range)
        result.reads += reads(in: expr, block: block, skippingClosures: true).flatMap { read -> [WorkRead] in
            if unusedRanges.contains(where: { $0.contains(read.range) }) { return [] }
            if callbackRanges.contains(where: { $0.contains(read.range) }) { return [read.madeLater()] }
            guard read.path.count == 1, let members = narrowed[read.range.start],
                  arguments.contains(where: { $0.range == read.range }) else { return [read] }
            return members.map { read.reading([read.path[0], $0]) }
        }
        result.writtenState.formUnion(projectedMembers(in: call, block: block))
        return result
    }

    /// Whether every method `name` of the model a view-owned property holds (`@StateObject`,
    /// `@State`) assigns only fields the view hands out as bindings (`$viewModel.title` to a
    /// text field, `$viewModel.alert` to the alert it presents), and assigns some: what the
    /// user edits, or a presentation made once.
    private func fillsOnlyDrafts(_ name: String, of property: StoredProperty) -> Bool {
        guard property.wrapper == .stateObject || property.wrapper == .state,
              let model = ExpressionTypes(index: index).type(of: property, in: view), model.kind == .class else { return false }
        let methods = model.methods(named: name).filter { !$0.isStatic }
        let modelDependencies = MemberDependencies(type: model)
        guard !methods.isEmpty, let accesses = modelDependencies.accessesOfMember(name) else { return false }
        let written = modelDependencies.storedWrites(of: accesses)
        let edited = Set(dependencies.accesses(of: property.name).filter { $0.isProjection && $0.path.count == 2 }.map { $0.path[1] })
        return !written.isEmpty && written.isSubset(of: edited)
            && !methods.contains { Self.awaits($0.declaration.body?.statements ?? []) }
    }

    /// Whether a loop is a poll: it waits, and nothing but its task's cancellation ends it —
    /// its condition is `true` or `!Task.isCancelled` alone, and no `break`, `return` or `throw`
    /// leaves it. A retry loop (`attempt < 3`, or `break` once connected) stops reading.
    static func isPoll(conditions: [Expr], body: [Stmt]) -> Bool {
        guard conditions.count == 1, containsAwait(body), !leavesLoop(body) else { return false }
        switch conditions[0].kind {
        case .booleanLiteral(true):
            return true
        case .prefixOperator("!", let operand):
            if case .memberAccess(_, let name, _) = operand.kind { return name.text == "isCancelled" }
            if case .identifier("isCancelled") = operand.kind { return true }
            return false
        default:
            return false
        }
    }

    /// The polls among statements (and in their `do` blocks), by range.
    static func pollRanges(in statements: [Stmt]) -> [SourceRange] {
        statements.flatMap { statement -> [SourceRange] in
            switch statement.kind {
            case .whileStmt(let conditions, let body):
                return isPoll(conditions: conditions.compactMap(\.value), body: body.statements) ? [statement.range] : []
            case .repeatWhile(let body, let condition):
                return isPoll(conditions: [condition], body: body.statements) ? [statement.range] : []
            case .doStmt(let doStatement):
                return pollRanges(in: doStatement.body.statements)
            default:
                return []
            }
        }
    }

    /// Whether statements leave the loop they are in: a `return` or `throw`, or (`breaks`) a
    /// `break` — not one inside a nested loop or `switch`, which ends that. A case under `#if`
    /// is not looked into: it counts as leaving.
    private static func leavesLoop(_ statements: [Stmt], breaks: Bool = true) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStmt, .throwStmt: return true
            case .breakStmt: return breaks
            case .ifStmt(let ifStatement): return leavesLoop(ifStatement, breaks: breaks)
            case .guardStmt(_, let elseBody): return leavesLoop(elseBody.statements, breaks: breaks)
            case .doStmt(let doStatement):
                return leavesLoop(doStatement.body.statements, breaks: breaks)
                    || doStatement.catches.contains { leavesLoop($0.body.statements, breaks: breaks) }
            case .labeled(_, let inner): return leavesLoop([inner], breaks: breaks)
            case .whileStmt(_, let body), .repeatWhile(let body, _): return leavesLoop(body.statements, breaks: false)
            case .forIn(let loop): return leavesLoop(loop.body.statements, breaks: false)
            case .switchStmt(let switchStatement):
                return switchStatement.cases.contains { entry in
                    guard case .switchCase(let clause) = entry else { return true }
                    return leavesLoop(clause.body, breaks: false)
                }
            default: return false
            }
        }
    }

    private static func leavesLoop(_ ifStatement: IfStatement, breaks: Bool) -> Bool {
        if leavesLoop(ifStatement.body.statements, breaks: breaks) { return true }
        switch ifStatement.elseBranch {
        case .block(let block)?: return leavesLoop(block.statements, breaks: breaks)
        case .elseIf(let next)?: return leavesLoop(next, breaks: breaks)
        case nil: return false
        }
    }

    /// Whether statements wait for something (an `await` outside closures).
    private static func awaits(_ statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if case .awaitExpr = expr.kind { found = true }
        }
        return found
    }

    /// For each argument that hands one of the view's stored properties whole to module methods
    /// (`metadata.fetchFiles(for: movie)`), keyed by the argument's start: the stored fields of
    /// it that every method the call may mean reads (`["id"]` when each only reads `movie.id`),
    /// stored or computed.
    /// The work depends on those, not on the rest of the value. An argument a method uses whole
    /// (hands on, calls a method of) is left out.
    private func usedMembers(ofArgumentsOf call: Call, named name: String, block: Block) -> [Int: [String]] {
        let candidates = moduleMethods(named: name, calledOn: call.callee, labels: call.allArguments.compactMap { $0.label?.text })
        guard !candidates.isEmpty else { return [:] }
        let types = ExpressionTypes(index: index)
        var result: [Int: [String]] = [:]
        for (position, argument) in call.allArguments.enumerated() {
            guard let root = argument.value.selfMemberName, !block.locals.contains(root),
                  let property = view.storedProperty(named: root) else { continue }
            // A type the module only extends (a Core Data class generated from a model file):
            // its computed members stand for the members they read.
            let type = types.type(of: property, in: view)
            let foreign = type == nil ? property.type.flatMap { ForeignMembers(of: $0, in: index) } : nil
            guard type != nil || foreign != nil else { continue }
            var members: Set<String>?
            for method in candidates {
                guard let parameter = method.declaration.parameterName(at: position, label: argument.label?.text),
                      let used = Self.membersUsed(of: parameter, in: method.declaration.body?.statements ?? []),
                      foreign != nil || used.allSatisfy({ type?.storedProperty(named: $0) != nil || type?.computedProperty(named: $0) != nil })
                else {
                    members = nil
                    break
                }
                if let foreign {
                    // A getter whose reads are not known (it calls a method) keeps the value whole.
                    let read = used.map(foreign.readMembers)
                    guard !read.contains(where: { $0 == nil }) else {
                        members = nil
                        break
                    }
                    members = (members ?? []).union(read.compactMap { $0 }.flatMap { $0 })
                } else {
                    members = (members ?? []).union(used)
                }
            }
            // (None at all: every use is in a block that runs once.)
            if let members, !members.isEmpty || foreign == nil { result[argument.value.range.start] = members.sorted() }
        }
        return result
    }

    /// The members a function's body reads of its parameter `name` (`movie.id`), or `nil` when
    /// it uses the parameter any other way: whole, or calling a method of it.
    /// What it reads only in a block that runs once for its owner (``OnceFlags``) is not read
    /// again when the code runs again: empty when that is every use.
    private static func membersUsed(of name: String, in statements: [Stmt]) -> Set<String>? {
        var members: Set<String> = []
        var memberBases: Set<Int> = []
        var calledMembers: Set<Int> = []
        var mentions: [Int] = []
        let onceBlocks = OnceFlags.blockRanges(in: statements)
        var mentionedOnce = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if onceBlocks.contains(where: { $0.contains(expr.range) }) {
                if case .identifier(name) = expr.kind { mentionedOnce = true }
                return
            }
            switch expr.kind {
            case .identifier(let identifier) where identifier == name:
                mentions.append(expr.range.start)
            case .memberAccess(let base, let member, _):
                if case .identifier(name) = base.kind {
                    members.insert(member.text)
                    memberBases.insert(base.range.start)
                }
            case .call(let call):
                if case .memberAccess(let base, _, _) = call.callee.kind, case .identifier(name) = base.kind {
                    calledMembers.insert(base.range.start)
                }
            default:
                break
            }
        }
        if mentions.isEmpty, mentionedOnce { return [] }
        guard !mentions.isEmpty, calledMembers.isEmpty, mentions.allSatisfy(memberBases.contains) else { return nil }
        return members
    }

    /// The labels of the parameters that every module method a call may mean (`post.setUp(…)`:
    /// each module method named `setUp` taking the call's labels) ignores for its own property of the same name: the
    /// body reads `self.media`, never the `media` it is given. Empty when the callee is not the
    /// module's or uses what it is given (a stub that reads neither keeps its parameters).
    private func unusedParameterLabels(of name: String, calledOn callee: Expr, labels: Set<String>) -> Set<String> {
        let candidates = moduleMethods(named: name, calledOn: callee, labels: Array(labels))
        guard !candidates.isEmpty else { return [] }
        var common: Set<String>?
        for method in candidates {
            guard let body = method.declaration.body?.statements else { return [] }
            var unused: Set<String> = []
            for parameter in method.declaration.parameters {
                guard let label = parameter.label, let name = parameter.internalName, !Self.mentions(identifier: name, in: body),
                      Self.mentions(ownProperty: name, in: body) else { continue }
                unused.insert(label)
            }
            common = common.map { $0.intersection(unused) } ?? unused
        }
        return common ?? []
    }

    /// The module's instance methods a call on a receiver (`post.setUp(…)`) may mean: each
    /// named so and taking the call's labels (a method that lacks one is not the one called).
    private func moduleMethods(named name: String, calledOn callee: Expr, labels: [String]) -> [Method] {
        guard case .memberAccess = callee.kind else { return [] }
        return index.methods(named: name).filter { method in
            !method.isStatic && Set(labels).isSubset(of: method.declaration.parameters.compactMap(\.label))
        }
    }

    /// Whether the statements name `identifier` on its own (not as `self.identifier`).
    private static func mentions(identifier: String, in statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if !found, case .identifier(let name) = expr.kind, name == identifier { found = true }
        }
        return found
    }

    /// Whether the statements name `self.property`.
    private static func mentions(ownProperty property: String, in statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if !found, case .memberAccess(let base, let name, _) = expr.kind, name.text == property,
               case .identifier("self") = base.kind { found = true }
        }
        return found
    }

    /// Whether `draft.suggestToday()` calls a `mutating` method of the module type the property
    /// holds, on the property itself: a write of it, like an assignment.
    private func isMutatingMethod(_ name: String, of property: StoredProperty, calledOn base: Expr) -> Bool {
        guard base.selfMemberName == property.name, let type = ExpressionTypes(index: index).type(of: property, in: view) else {
            return false
        }
        return type.methods(named: name).contains { $0.isMutating && !$0.isStatic }
    }

    /// State handed to a call as a binding (`loader.load(into: $image)`): the call fills it.
    private func projectedMembers(in call: Call, block: Block) -> [String] {
        call.allArguments.compactMap { argument in
            guard case .identifier(let name) = argument.value.kind, name.hasPrefix("$") else { return nil }
            let bare = String(name.dropFirst())
            return block.locals.contains(bare) || view.storedProperty(named: bare) == nil ? nil : bare
        }
    }

    /// A call of one of the view's methods: its work, with the call's arguments as inputs.
    private func helper(_ name: String, call: Call, range: SourceRange, block: Block) -> TaskWork {
        let inner = work(ofMethod: name)
        var result = TaskWork()
        result.merge(inner, readsCount: false)
        result.calledMethods.insert(name)
        guard inner.hasWork else { return result }
        // Reached through this call, reads of one path made in different places of the helper
        // are one read: kept once, so that helpers calling helpers do not multiply them
        // (Pearcleaner's were copied once per call on every level).
        var seen = Set<WorkRead>()
        result.reads = inner.reads.lazy.map { $0.reached(through: name, at: range, late: block.late) }.filter { seen.insert($0).inserted }
        for argument in call.allArguments {
            result.reads += argument.value.isClosure ? closureWork(in: argument.value, block: block).reads : reads(in: argument.value, block: block)
        }
        result.writtenState.formUnion(projectedMembers(in: call, block: block))
        return result
    }

    /// The closures passed to `Task { }`, `withAnimation { }`, `DispatchQueue.main.async { }`:
    /// their statements are the caller's own work.
    private func inlineClosures(_ call: Call, block: Block, late: Bool) -> TaskWork {
        var result = TaskWork()
        for argument in call.allArguments {
            guard case .closure(let closure) = argument.value.kind else { continue }
            var inner = block
            inner.locals += closure.parameters?.map(\.name.text) ?? []
            inner.late = block.late || late
            result.merge(work(of: closure.body, block: &inner), readsCount: true)
        }
        return result
    }

    /// The work of closures written inside an expression (callbacks), which run later unless
    /// the call they are passed to runs them on the spot.
    private func closureWork(in expr: Expr, block: Block) -> TaskWork {
        var result = TaskWork()
        guard case .call(let call) = expr.kind else { return result }
        let frame = Self.frame(of: call)
        for (position, argument) in call.allArguments.enumerated() {
            guard case .closure(let closure) = argument.value.kind else { continue }
            var inner = block
            inner.locals += closure.parameters?.map(\.name.text) ?? []
            inner.late = block.late || meaning.runsLater(CallFrame(callee: frame.callee, receiver: frame.receiver,
                                                                    label: argument.label?.text, position: position,
                                                                    insideClosure: true))
            result.merge(work(of: closure.body, block: &inner), readsCount: true)
            // A one-expression closure run on the spot gives its value to the call (`tracks.first {
            // $0.language == language }`): what that value is computed from is read by the work too.
            if !inner.late, closure.body.count == 1, case .expression(let value) = closure.body[0].kind {
                switch value.kind {
                case .call, .assignment: break  // work of its own, counted above
                default: result.reads += reads(in: value, block: inner)
                }
            }
        }
        return result
    }

    // MARK: Reads

    /// The view's stored properties an expression reads (through computed properties), with
    /// what kind of read each is. Closures inside are skipped when their work is counted apart.
    private func reads(in expr: Expr, block: Block, skippingClosures: Bool = false) -> [WorkRead] {
        var accesses = AccessCollector.accesses(in: expr, owner: view, locals: block.locals)
        if skippingClosures {
            accesses = accesses.filter { access in !access.enclosingCalls.contains { $0.insideClosure } }
        }
        var result: [WorkRead] = []
        for access in accesses where access.kind != .write {
            // A binding (`currentIndex: $currentFeatureIndex`, handed to a timer that advances
            // it) is read through when its holder needs the value, never copied now.
            let late = block.late || access.isAfterAwait || access.isProjection || access.enclosingCalls.contains { meaning.runsLater($0) }
            let incidental = access.enclosingCalls.contains { !$0.insideClosure && (meaning.isLogging($0) || meaning.isTiming($0)) }
            if access.kind == .read, view.storedProperty(named: access.root) != nil {
                result.append(WorkRead(path: access.path, range: access.range, via: [], isLate: late, isIncidental: incidental,
                                       isCallReceiver: access.isCallReceiver))
            } else {
                // (So is a binding made inside a member it calls: `rows = makeRows()`, whose rows
                // hold `$replies`.)
                for read in dependencies.storedReads(of: [access]) {
                    let readLater = late || read.access.isAfterAwait || read.access.isProjection
                    result.append(WorkRead(path: read.path, range: access.range, via: read.via, isLate: readLater,
                                           isIncidental: incidental, isCallReceiver: read.isCallReceiver))
                }
            }
        }
        // Locals computed from the view's values carry those reads.
        SyntaxWalk.expressions(in: expr, intoClosures: !skippingClosures) { inner in
            if case .identifier(let name) = inner.kind, let carried = block.localReads[name] { result += carried }
        }
        return result
    }

    /// Reads in the subscripts of an assignment target (`cache[url] = …`).
    private func reads(inIndexes target: Expr, block: Block) -> [WorkRead] {
        switch target.kind {
        case .subscriptCall(let call): return call.allArguments.flatMap { reads(in: $0.value, block: block) }
        case .memberAccess(let base, _, _), .optionalChain(let base), .forceUnwrap(let base): return reads(inIndexes: base, block: block)
        default: return []
        }
    }

    /// The view member an assignment target or receiver starts from (`self.items[0]` → `items`).
    private func memberRoot(_ expr: Expr, block: Block) -> String? {
        switch expr.kind {
        case .identifier(let name):
            return block.locals.contains(name) || !view.hasInstanceMember(name) ? nil : name
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return view.hasInstanceMember(name.text) ? name.text : nil }
            return memberRoot(base, block: block)
        case .subscriptCall(let call): return memberRoot(call.callee, block: block)
        case .optionalChain(let inner), .forceUnwrap(let inner): return memberRoot(inner, block: block)
        default: return nil
        }
    }

    private func localRoot(_ expr: Expr, block: Block) -> String? {
        switch expr.kind {
        case .identifier(let name): return block.locals.contains(name) ? name : nil
        case .memberAccess(let base, _, _), .optionalChain(let base), .forceUnwrap(let base): return localRoot(base, block: block)
        case .subscriptCall(let call): return localRoot(call.callee, block: block)
        default: return nil
        }
    }

    // MARK: Helpers

    private static func frame(of call: Call) -> CallFrame {
        switch call.callee.kind {
        case .identifier(let name):
            return CallFrame(callee: name, receiver: [], label: nil, position: 0, insideClosure: false)
        case .memberAccess(let base, let name, _):
            return CallFrame(callee: name.text, receiver: base.dottedName ?? ["?"], label: nil, position: 0,
                             insideClosure: false)
        default:
            return CallFrame(callee: "", receiver: ["?"], label: nil, position: 0, insideClosure: false)
        }
    }

    /// Whether a statement suspends outside nested closures.
    static func suspends(_ statement: Stmt) -> Bool {
        containsAwait([statement])
    }

    private static func identifierNames(_ pattern: Pattern) -> [String] {
        if case .identifier(let name) = pattern.kind { return [name] }
        if case .tuple(let elements) = pattern.kind { return elements.flatMap { identifierNames($0.pattern) } }
        return []
    }
}
