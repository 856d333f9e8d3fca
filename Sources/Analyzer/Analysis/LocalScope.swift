/// Where a local name's value comes from, so that an analysis can follow a value passed to a
/// view back to its source (`let url = post.url`, a `ForEach` row's element, a function's
/// parameter).
public indirect enum LocalOrigin: Sendable {
    /// `let x = value` (or `if let x = value`, a `switch` case binding of `value`), evaluated
    /// where it is written.
    case value(Expr, CodeContext)
    /// `if let x = value` (or `guard let`): the value, bound only while it is not `nil` — a view
    /// built where it is bound exists only once the value does.
    case unwrapped(Expr, CodeContext)
    /// The payload of one enum case (`case .loaded(let document)` of `switch status`): views
    /// built for that case live while it does, so going to another case and back makes new ones.
    case casePayload(of: Expr, CasePayload, CodeContext)
    /// An element of a sequence a `for` loop walks.
    case element(of: Expr, CodeContext)
    /// The element of a `ForEach`/`List` row over `data`, identified by the key path `key`
    /// (`["id"]` for `Identifiable` elements, `[]` for `\.self`): for one row the key does not
    /// change, while the rest of the element changes with the data.
    case rowElement(data: Expr, key: [String], CodeContext)
    /// The item of presented content (`.sheet(item:)`, `.navigationDestination(for:)`): one
    /// presentation per item.
    case presentedItem
    /// A parameter of a module function: its value comes from the function's callers.
    case parameter(function: FunctionKey, position: Int)
    /// A closure parameter of an unknown call, or anything else viewlint cannot follow.
    case unknown
}

/// A function or method of the module, as callers name it.
public struct FunctionKey: Hashable, Sendable {
    /// The qualified name of the declaring type (`View` for `extension View`), `nil` at top level.
    public let owner: String?
    public let name: String

    public init(owner: String?, name: String) {
        self.owner = owner
        self.name = name
    }

    /// The changes of SwiftData's store the module makes, recorded as calls of
    /// `ModelContext.insert` and `ModelContext.delete`.
    public static let storeInsert = FunctionKey(owner: "ModelContext", name: "insert")
    public static let storeDelete = FunctionKey(owner: "ModelContext", name: "delete")
}

/// Local names in scope at one point of the code: an immutable linked list, so a snapshot
/// taken for every call site costs one reference.
public final class LocalScope: Sendable {
    let parent: LocalScope?
    let names: [String]
    let origin: LocalOrigin

    init(parent: LocalScope?, names: [String], origin: LocalOrigin) {
        self.parent = parent
        self.names = names
        self.origin = origin
    }

    /// Where `name` comes from, if it is a local here.
    public func origin(of name: String) -> LocalOrigin? {
        var scope: LocalScope? = self
        var steps = 0
        while let current = scope, steps < LocalScope.maximumDepth {
            if current.names.contains(name) { return current.origin }
            scope = current.parent
            steps += 1
        }
        return nil
    }

    /// Scopes deeper than this are cut off (the names past it are treated as unknown).
    static let maximumDepth = 4_096
}

/// Where a piece of code is: the type whose member it is in, the locals in scope, and what
/// SwiftUI does with a view created there.
public struct CodeContext: Sendable {
    /// The type whose member holds the code (the extended type in an extension); `nil` at top level.
    public let owner: TypeInfo?
    public let scope: LocalScope?
    public let placement: Placement
    public let fileIndex: Int

    /// Whether `name` is a local here.
    public func origin(of name: String) -> LocalOrigin? { scope?.origin(of: name) }

    /// The data of the `ForEach`/`List` whose row this code is in, with where it is written.
    public var rowData: (expr: Expr, context: CodeContext)? {
        var current = scope
        var steps = 0
        while let scope = current, steps < LocalScope.maximumDepth {
            if case .rowElement(let data, _, let context) = scope.origin { return (data, context) }
            current = scope.parent
            steps += 1
        }
        return nil
    }
}

/// What SwiftUI does with a view created at some place, for the identity of that view.
public enum Placement: Sendable, Equatable {
    /// Built while a view body (or a `@ViewBuilder` member or builder closure) is evaluated:
    /// re-created, with the same identity, whenever that body runs again.
    case body
    /// Presented content (`sheet`, `fullScreenCover`, `popover`, `navigationDestination`, a
    /// `NavigationLink` destination): built for one presentation.
    case presentation(String)
    /// The root view of a `UIHostingController`/`NSHostingView`…: made once by UIKit or AppKit
    /// code; SwiftUI never re-creates it.
    case hosted
    /// Assigned to a hosting controller's `rootView` again: updated whenever that code runs.
    case reassignedRoot
    /// In a preview (`#Preview`, a `PreviewProvider`).
    case preview
    /// Made by code that is not a view body (an action closure, a controller, a model): handed
    /// over once.
    case handedOver

    /// The presenting call (`alert`, `sheet`, `NavigationLink`) for presented content.
    public var presenter: String? {
        if case .presentation(let call) = self { return call }
        return nil
    }

    /// Whether the values a view gets here can change while it keeps its identity.
    public var updatesInPlace: Bool {
        switch self {
        case .body, .reassignedRoot: return true
        case .presentation, .hosted, .preview, .handedOver: return false
        }
    }
}

/// Which cases bound a payload, and where the same `switch` handles the others: a write of
/// one of these cases made there moves into the case, it does not re-enter it.
public struct CasePayload: Sendable {
    public let cases: Set<String>
    /// The clause that bound the payload (`nil` for an `if case`).
    public let clause: SourceRange?
    /// Every clause of its `switch`, the binding one included: shared by all of them, so a
    /// switch of many cases does not copy a list of the others for each.
    public let clauses: [SourceRange]

    public init(cases: Set<String>, clause: SourceRange? = nil, clauses: [SourceRange] = []) {
        self.cases = cases
        self.clause = clause
        self.clauses = clauses
    }

    /// Whether `range` lies in one of the switch's other clauses.
    public func isInOtherClause(_ range: SourceRange) -> Bool {
        clauses.contains { $0 != clause && $0.start <= range.start && range.end <= $0.end }
    }
}
