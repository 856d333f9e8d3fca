/// `untracked-task-dependency`: a `.task` or `.onAppear` reads a value that can change while
/// the view stays on screen, and nothing re-runs the work when it does.
public enum UntrackedTaskDependencyRule {
    public static let id = "untracked-task-dependency"

    public static let rule = Rule(
        id: id,
        summary: "`.task`/`.onAppear` reads a value that can change while the view is on screen, and nothing re-runs it",
        rationale: """
        `.task { }` and `.onAppear { }` run once per appearance of the view's render node. When the \
        parent re-renders the view with a new input (`url` in the talk's `MyAsyncImage`), SwiftUI \
        updates the existing node with the new value and re-runs `body`, but the task modifier has \
        already appeared: it is not started again, so the view keeps showing data for the old value. \
        Tie the work to the value: `.task(id: value)` cancels and restarts the task when the value \
        changes; `.onChange(of: value)` (with `initial: true` on iOS 17) runs again on every change; \
        `.id(value)` gives the view a new identity, so the old node (and its state) is replaced.
        """,
        defaultSeverity: .warning,
        examples: UntrackedTaskDependencyExamples.all,
        check: check)

    /// Environment values that are actions or references, never re-read as data.
    private static let stableEnvironmentKeys: Set<String> = [
        "dismiss", "openURL", "openWindow", "dismissWindow", "openImmersiveSpace", "dismissImmersiveSpace",
        "dismissSearch", "refresh", "purchase", "requestReview", "modelContext", "managedObjectContext", "undoManager",
        "openSettings", "scenePhase",
    ]

    /// What the rule knows about one view while walking its trees.
    private struct Scope {
        let context: ViewContext
        let view: TypeInfo
        let dependencies: MemberDependencies
        /// Values some `.onChange(of:)` in the view reacts to.
        let observed: [[String]]
        /// `@State`/`@FocusState` the view writes or binds; others never change after creation.
        let mutated: Set<String>
    }

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view else { return [] }
        let dependencies = MemberDependencies(type: view)
        let scope = Scope(context: context, view: view, dependencies: dependencies,
                          observed: observedPaths(in: context, view: view, dependencies: dependencies),
                          mutated: dependencies.mutatedStoredProperties())
        var uses: [Use] = []
        for body in context.bodies {
            visit(body.tree, tracked: [], body: body, scope: scope, uses: &uses)
        }
        return leastReported(uses)
    }

    /// One place a `.task`/`.onAppear` is checked, and what it found there (`nil`: fully tracked).
    private struct Use {
        /// The file and offset of the modifier's name.
        let modifier: String
        let finding: Finding?
    }

    /// A `@ViewBuilder` member used by `body` is checked on its own and inside `body`, where an
    /// `.id(_:)` or `ForEach` above it may track more: keep, per modifier, the finding that names
    /// the fewest values — none at all when some use of it is fully tracked.
    private static func leastReported(_ uses: [Use]) -> [Finding] {
        var best: [String: Finding?] = [:]
        var order: [String] = []
        for use in uses {
            guard let existing = best[use.modifier] else {
                best[use.modifier] = use.finding
                order.append(use.modifier)
                continue
            }
            guard let current = existing, let finding = use.finding else {
                best[use.modifier] = .some(nil)
                continue
            }
            if finding.notes.count < current.notes.count { best[use.modifier] = finding }
        }
        return order.compactMap { best[$0] ?? nil }
    }

    /// Values some `.onChange(of:)` in the view's bodies reacts to.
    private static func observedPaths(in context: ViewContext, view: TypeInfo, dependencies: MemberDependencies) -> [[String]] {
        var paths: [[String]] = []
        for body in context.bodies {
            body.tree.forEachNode { node in
                guard node.modifier?.name == "onChange", let value = node.modifier?.argument("of")?.value else { return }
                paths += storedPaths(of: value, view: view, dependencies: dependencies)
            }
        }
        return paths
    }

    private static func storedPaths(of expr: Expr, view: TypeInfo, dependencies: MemberDependencies) -> [[String]] {
        dependencies.storedReads(of: AccessCollector.accesses(in: expr, owner: view)).map(\.path)
    }

    /// Walks a tree, remembering what the nodes above track: the values of `.id(_:)` wrappers,
    /// and the data of `ForEach`es (their rows come and go with it).
    private static func visit(_ node: StaticView, tracked: [[String]], body: ViewBody, scope: Scope, uses: inout [Use]) {
        var tracked = tracked
        if let modifier = node.modifier {
            if modifier.name == "id", let value = modifier.argument(nil)?.value {
                tracked += storedPaths(of: value, view: scope.view, dependencies: scope.dependencies)
            }
            if modifier.name == "task" || modifier.name == "onAppear" {
                uses.append(Use(modifier: "\(body.fileIndex):\(modifier.nameRange.start)",
                                finding: check(modifier: modifier, node: node, tracked: tracked + scope.observed, body: body,
                                               scope: scope)))
            }
        }
        if node.headName == "ForEach" || node.headName == "List", let data = node.arguments.first(where: { $0.label == nil })?.value {
            tracked += storedPaths(of: data, view: scope.view, dependencies: scope.dependencies)
        }
        for child in node.children {
            visit(child, tracked: tracked, body: body, scope: scope, uses: &uses)
        }
    }

    private static func check(modifier: ModifierApplication, node: StaticView, tracked: [[String]], body: ViewBody,
                              scope: Scope) -> Finding? {
        let context = scope.context, view = scope.view, dependencies = scope.dependencies
        guard let closure = node.closures.first(where: { $0.role == modifier.name }) else { return nil }
        var tracked = tracked
        let idValue = modifier.argument("id")?.value
        if let idValue { tracked += storedPaths(of: idValue, view: view, dependencies: dependencies) }
        let writtenRoots = dependencies.storedWrites(of: closure.accesses)
        var untracked: [(path: [String], read: StoredRead)] = []
        for read in dependencies.storedReads(of: closure.accesses) where !read.isIncidental {
            guard let property = view.storedProperty(named: read.path[0]),
                  canChange(property, in: context.index, mutated: scope.mutated),
                  !(read.isCallReceiver && !isKnownValueType(property, in: context.index)),
                  !writtenRoots.contains(read.path[0]),
                  !tracked.contains(where: { read.path.starts(with: $0) }) else { continue }
            let shown = displayPath(read.path, view: view, index: context.index)
            if !untracked.contains(where: { $0.path == shown }) { untracked.append((shown, read)) }
        }
        guard !untracked.isEmpty else { return nil }
        let names = untracked.map { "`" + $0.path.joined(separator: ".") + "`" + via($0.read) }
        let file = context.file(body.fileIndex)
        let notes = untracked.compactMap { entry -> FindingNote? in
            guard let property = view.storedProperty(named: entry.path[0]) else { return nil }
            return FindingNote(message: "`\(property.name)` is declared here", path: context.file(view.fileIndex).path,
                               range: property.nameRange)
        }
        let singleIsEquatable = untracked.count == 1
            && typeOfPath(untracked[0].path, view: view, index: context.index).map { EquatableTypes.isEquatable($0, in: context.index) } == true
        let values = untracked.map { $0.path.joined(separator: ".") }
        let message = modifier.name == "task"
            ? taskMessage(names: names, values: values, hasID: idValue != nil, singleIsEquatable: singleIsEquatable)
            : appearMessage(names: names, values: values)
        var fix: [TextEdit]?
        if modifier.name == "task", idValue == nil, singleIsEquatable {
            fix = insertID(values[0], into: modifier, file: file)
        }
        return UntrackedTaskDependencyRule.rule.finding(message, in: context, at: modifier.nameRange, fileIndex: body.fileIndex,
                                                        notes: notes, fix: fix)
    }

    private static func via(_ read: StoredRead) -> String {
        read.via.isEmpty ? "" : " (through `" + read.via.joined(separator: "` → `") + "`)"
    }


    private static func taskMessage(names: [String], values: [String], hasID: Bool, singleIsEquatable: Bool) -> String {
        let what = names.count == 1 ? "it changes" : "they change"
        var message = "`.task` reads \(Phrasing.list(names)) but is not restarted when \(what): it runs once per appearance, "
            + "so the view keeps the result for the old value"
        if hasID {
            message += "; its `id:` does not cover \(names.count == 1 ? "it" : "them")"
        }
        if values.count == 1 && !hasID && singleIsEquatable {
            return message + ". Use `.task(id: \(values[0]))`."
        }
        if values.count == 1 && !hasID {
            return message + ". Use `.task(id:)` with an `Equatable` value derived from `\(values[0])`."
        }
        return message + ". Use `.task(id:)` with an id built from all of the values it reads (\(values.map { "`\($0)`" }.joined(separator: ", ")))."
    }

    private static func appearMessage(names: [String], values: [String]) -> String {
        let what = names.count == 1 ? "it changes" : "they change"
        let first = values[0]
        return "`.onAppear` reads \(Phrasing.list(names)) but does not run again when \(what): it runs once per appearance. "
            + "React to changes too with `.onChange(of: \(first), initial: true)` (iOS 17+), or add `.onChange(of: \(first))`."
    }

    /// Types whose value a method call reads (`url.appending(…)`), as opposed to services used as
    /// receivers (`api.fetch()`, an environment's DI container): standard value types and the
    /// module's own structs and enums.
    private static func isKnownValueType(_ property: StoredProperty, in index: ModuleIndex) -> Bool {
        if case .environmentValue? = property.wrapper { return false }
        guard let type = property.type else { return property.defaultValue.flatMap(EquatableTypes.literalType(of:)) != nil }
        switch type.kind {
        case .array, .dictionary, .optional, .tuple: return true
        case .named(let components):
            guard let name = components.last?.name.text else { return false }
            if let info = index.type(named: name) { return info.kind == .struct || info.kind == .enum }
            return EquatableTypes.isEquatable(type, in: index)
        default:
            return false
        }
    }

    /// Whether a stored property can change while the view stays on screen. `@State` and
    /// `@FocusState` change only when the view writes them or hands out a binding (`mutated`).
    static func canChange(_ property: StoredProperty, in index: ModuleIndex, mutated: Set<String>) -> Bool {
        switch property.wrapper {
        case nil:
            if property.isLet && property.defaultValue != nil { return false }
            if let type = property.type {
                if index.isFunctionType(type) { return false }
                if case .named(let components) = type.kind, let info = index.type(named: components.map(\.name.text).joined(separator: ".")),
                   info.kind == .class || info.kind == .actor {
                    return false
                }
            }
            return true
        case .state?, .focusState?:
            return mutated.contains(property.name)
        case .binding?, .appStorage?, .sceneStorage?:
            return true
        case .environmentValue(let keyPath)?:
            return !stableEnvironmentKeys.contains(keyPath)
        default:
            return false
        }
    }

    /// A read path shortened to what a reader would write: stored properties of module types
    /// stay (`post.id`); members of library types go (`url.absoluteString` → `url`); paths
    /// through types viewlint cannot see stay whole.
    private static func displayPath(_ path: [String], view: TypeInfo, index: ModuleIndex) -> [String] {
        var shown = [path[0]]
        var type = view.storedProperty(named: path[0])?.type
        for component in path.dropFirst() {
            guard let current = type, case .named(let components) = current.kind, let name = components.last?.name.text else {
                return path
            }
            guard let info = index.type(named: name) else {
                return libraryTypes.contains(name) ? shown : path
            }
            guard let property = info.storedProperty(named: component) else { break }
            shown.append(component)
            type = property.type
        }
        return shown
    }

    /// Standard types whose members are read through (`url.path`, `name.count`).
    private static let libraryTypes: Set<String> = [
        "URL", "String", "Int", "Double", "Bool", "Date", "UUID", "Data", "Array", "Dictionary", "Set", "Optional",
        "Substring", "CGFloat", "Float", "Decimal", "Locale", "TimeZone", "Calendar",
    ]

    /// The declared type at the end of a path through stored properties of module types.
    private static func typeOfPath(_ path: [String], view: TypeInfo, index: ModuleIndex) -> TypeRef? {
        guard let property = view.storedProperty(named: path[0]) else { return nil }
        var type = property.type ?? property.defaultValue.flatMap(EquatableTypes.literalType(of:))
        for component in path.dropFirst() {
            guard let current = type, case .named(let components) = current.kind, let name = components.last?.name.text,
                  let info = index.type(named: name), let member = info.storedProperty(named: component) else { return nil }
            type = member.type
        }
        return type
    }

    /// `.task { … }` → `.task(id: value) { … }`; `.task(priority: p) { … }` → `.task(id: value, priority: p) { … }`.
    private static func insertID(_ value: String, into modifier: ModifierApplication, file: SourceFile) -> [TextEdit]? {
        let afterName = modifier.nameRange.end
        let bytes = file.bytes
        if afterName < bytes.count, bytes[afterName] == UInt8(ascii: "(") {
            guard let first = modifier.arguments.first, first.label?.text == "priority" else { return nil }
            return [TextEdit(range: SourceRange(first.range.start, first.range.start), replacement: "id: \(value), ")]
        }
        return [TextEdit(range: SourceRange(afterName, afterName), replacement: "(id: \(value))")]
    }
}
