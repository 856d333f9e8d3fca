/// One node of a body's static view tree: the type SwiftUI's result builder makes of the code,
/// with where each part came from.
///
/// Rules and the engine consume this tree; they do not re-walk syntax for view structure.
public struct StaticView: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A view value: `Text`, `VStack<…>`, a view declared in this module.
        case view
        /// A modifier applied to `children[0]`: `ModifiedContent<Base, M>`, `IDView<Base, ID>`…;
        /// also modifiers that keep the receiver's type (`Text.bold()`), see ``ModifierApplication/changesType``.
        case modifier
        /// `TupleView<(…)>`: a builder block with several children.
        case tuple
        /// `_ConditionalContent<A, B>`: `if`/`else` and `switch`.
        case conditional
        /// `Optional<A>`: `if` without `else`.
        case optional
        /// `AnyView` made by `if #available` (`buildLimitedAvailability`).
        case limitedAvailability
        /// `EmptyView` made by an empty builder block.
        case empty
        /// A part viewlint could not type; ``typeName`` says what it is, marked with `‹…›`.
        case placeholder
    }

    public var kind: Kind
    /// The full printed type, e.g. `VStack<TupleView<(Text, Button<Text>)>>`.
    public var typeName: String
    /// The outermost type's name without generic arguments (`VStack`, `ModifiedContent`).
    public var headName: String
    /// The source range of the expression (or statement) that made this node.
    public var range: SourceRange
    public var children: [StaticView]
    /// The branch conditions above this node, outermost first.
    public var conditions: [BranchCondition]
    /// For ``Kind/modifier`` nodes: the modifier applied.
    public var modifier: ModifierApplication?
    /// Action closures attached here: a `Button`'s action, `.task`, `.onAppear`, `.onChange`…
    public var closures: [ClosureSummary]
    /// For views declared in this module: the type's name, to look up in the ``ModuleIndex``.
    public var moduleType: String?
    /// For SwiftUI views: the initializer's arguments as written (`ForEach`'s data).
    public var arguments: [Argument] = []

    public init(kind: Kind, typeName: String, headName: String, range: SourceRange, children: [StaticView] = [],
                conditions: [BranchCondition] = [], modifier: ModifierApplication? = nil,
                closures: [ClosureSummary] = [], moduleType: String? = nil) {
        self.kind = kind
        self.typeName = typeName
        self.headName = headName
        self.range = range
        self.children = children
        self.conditions = conditions
        self.modifier = modifier
        self.closures = closures
        self.moduleType = moduleType
    }

    /// Visits this node and all descendants, parents first.
    public func forEachNode(_ visit: (borrowing StaticView) -> Void) {
        visit(self)
        for index in children.indices { children[index].forEachNode(visit) }
    }
}

/// A modifier call in a view's modifier chain.
public struct ModifierApplication: Sendable {
    /// The method name: `padding`, `task`, `onChange`.
    public var name: String
    public var nameRange: SourceRange
    /// The whole `.name(…) { … }` suffix, from the name to the end of the call.
    public var callRange: SourceRange
    /// Arguments as written, trailing closures last (labelled by the parameter they bind to).
    public var arguments: [Argument]
    /// The modifier type inside `ModifiedContent` (`_PaddingLayout`), `nil` for wrappers such as
    /// `IDView` and for modifiers that keep the receiver's type.
    public var modifierType: String?
    /// `false` for modifiers that return the receiver's own type (`Text.bold()`).
    public var changesType: Bool

    /// The argument with this label (`nil` label: the first unlabelled argument).
    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label?.text == label }
    }

    /// Whether `file` spells this modifier where its name is: not so for one of a member from
    /// another file (`extension MessageView` in `MessageView+Message.swift`) that a body in
    /// `file` builds inline because it hands the member content. That member's own body, in its
    /// own file, holds the modifier.
    public func isWritten(in file: SourceFile) -> Bool {
        nameRange.end <= file.bytes.count && file.text(nameRange) == name
    }
}

/// A condition a node sits under.
public struct BranchCondition: Sendable {
    public enum Kind: Sendable, Equatable {
        /// The `then` block of an `if` (its conditions hold).
        case ifTrue
        /// An `else` block (every earlier condition of the chain failed).
        case ifFalse
        /// A `case` (or `default`) of a `switch`.
        case switchCase
        /// The `then` block of `if #available`.
        case availability
    }

    public var kind: Kind
    /// The source of the condition list, case label, or `else`.
    public var range: SourceRange
    /// `true` when the `if` conditions are plain Boolean expressions (no `let`, `case` or
    /// `#available`), so the branch could become a ternary.
    public var isPlainBoolean: Bool
    /// The Boolean expressions of an `if` (empty for `switch` cases).
    public var expressions: [Expr]
    /// Local names in scope where the condition is written (a row's element, an `if let`).
    public var locals: [String]

    public init(kind: Kind, range: SourceRange, isPlainBoolean: Bool = false, expressions: [Expr] = [], locals: [String] = []) {
        self.kind = kind
        self.range = range
        self.isPlainBoolean = isPlainBoolean
        self.expressions = expressions
        self.locals = locals
    }
}

/// What a closure attached to a view does with the view's own members.
public struct ClosureSummary: Sendable {
    /// `task`, `onAppear`, `onChange`, `action` (a Button's), `gesture`…
    public var role: String
    public var range: SourceRange
    /// The view whose body holds the closure.
    public var owner: TypeInfo
    /// `true` when the closure is a method reference (`.onAppear(perform: load)`).
    public var isMethodReference: Bool
    /// The closure's syntax (`nil` for a method reference).
    public var closure: Closure?
    /// For a method reference, the method's name.
    public var method: String?
    /// Local names in scope where the closure is written (a `ForEach` row's element, an `if let`),
    /// which shadow the view's members inside it.
    public var locals: [String] = []

    /// Reads, writes and method calls of the owning view's members, in source order (worked out
    /// when asked: most closures are never inspected).
    public var accesses: [MemberAccess] {
        if let closure { return AccessCollector.accesses(in: closure, owner: owner, locals: locals) }
        return method.map { [MemberAccess(path: [$0], range: range, kind: .call)] } ?? []
    }

    public var reads: [MemberAccess] { accesses.filter { $0.kind == .read } }
    public var writes: [MemberAccess] { accesses.filter { $0.kind == .write } }
    public var calls: [MemberAccess] { accesses.filter { $0.kind == .call } }
}

/// One use of a member of the view: `url`, `post.id`, `self.data = …`, `loadComments(…)`.
public struct MemberAccess: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case read, write, call }

    /// The member path from the view: `["post", "id"]` for `post.id`.
    public var path: [String]
    public var range: SourceRange
    public var kind: Kind
    /// The calls this access is an argument of, innermost first (`print(url)`: `print`).
    public var enclosingCalls: [CallFrame] = []
    /// Made after an `await` in its function or closure body (or in a loop that suspends): it
    /// sees the value of that later moment.
    public var isAfterAwait = false
    /// Written as a binding projection (`$name`), which lets other views change it.
    public var isProjection = false
    /// The receiver of a method call (`store.load()`, `container.interactors.load()`).
    public var isCallReceiver = false
    /// For a call receiver, the method called on it (`load`).
    public var calledMethod: String?
    /// For a method, whether it is called here (`title()`), not handed on by name (`action: send`).
    public var isInvoked = false

    public var root: String { path[0] }
}

/// A call that an access is (part of) an argument of.
public struct CallFrame: Sendable, Equatable {
    /// The function or method name (`print`, `info`, `withAnimation`, `asyncAfter`).
    public var callee: String
    /// The receiver as a dotted name (`["logger"]`, `["Self", "log"]`, `["DispatchQueue", "main"]`);
    /// empty for a call of a plain function, `["?"]` for a receiver that is not a name.
    public var receiver: [String]
    /// The argument's label, if any.
    public var label: String?
    /// The argument's position (trailing closures after the parenthesised arguments).
    public var position: Int
    /// The access is inside a closure passed as this argument.
    public var insideClosure: Bool
}
