/// How the module uses its own declarations: where each view is created and with which
/// arguments, where module functions and custom modifiers are called, where properties of
/// module types are written, and what `.environment(\.key, value)` sets.
///
/// Built in one pass over the module (``ModuleUseCollector``) and shared, read-only, by every
/// rule: it is what lets a rule judge a view by how the module creates it.
public final class ModuleUses: Sendable {
    /// Calls that create module views, by the view's ``TypeInfo/useKey``.
    public let creations: [String: [CallSite]]
    /// The creation sites of views that share their name with another type, by the view's
    /// identity: only those its own initializers can take (``NamesakeSites``).
    let namesakeCreations: [ObjectIdentifier: [CallSite]]
    /// Calls of module functions and methods (custom modifiers included), by key.
    public let calls: [FunctionKey: [CallSite]]
    /// Writes of stored properties, by the declaring type's qualified name and property name.
    public let writes: [String: [String: [PropertyWrite]]]
    /// `.environment(\.key, value)` applications, by key path (`isSecondaryColumn`).
    public let environmentWrites: [String: [EnvironmentWrite]]
    /// The values `.preference(key:value:)` sets, by the key type's name as written.
    let preferenceValues: [String: [Expr]]
    /// Where the module's code uses its computed properties and methods by name (`buttons` in
    /// a `switch` clause of `body`), by `Owner.member`.
    let memberUses: [String: [PresentedMembers.Use]]
    /// Members and functions that create a formatter each time they run.
    public let formatterMakers: FormatterMakers
    /// Where the module's code names its own types and members (built on first use).
    public let names: NameIndex
    /// Whether each environment key can change, as answered so far.
    let environmentAnswers = ModuleAnswers<String, Variability>()
    /// Whether each view member (`Owner.member`) is unused, as answered so far.
    let unusedCodeAnswers = ModuleAnswers<String, Bool>()
    /// The stored properties of each type that hold an object it made for itself (``PrivateObjects``).
    let privateObjectProperties = ModuleAnswers<ObjectIdentifier, Set<String>>()
    /// Where the object each such property holds can go (``PrivateObjects/reach(of:in:)``), by
    /// the type and the property (two `private struct Row`s of different files share a name).
    let privateObjectReach = ModuleAnswers<PropertyOfType, Set<String>?>()
    /// What each view's body reads while it is built (``ParentUpdateSources/shownProperties(of:uses:index:)``).
    let shownReads = ModuleAnswers<ObjectIdentifier, [StoredRead]>()
    /// Which views the module can show (built on first use).
    let reachability = ViewReachability()

    init(creations: [String: [CallSite]], calls: [FunctionKey: [CallSite]], writes: [String: [String: [PropertyWrite]]],
         environmentWrites: [String: [EnvironmentWrite]], preferenceValues: [String: [Expr]] = [:],
         memberUses: [String: [PresentedMembers.Use]] = [:], formatterMakers: FormatterMakers = .none, names: NameIndex? = nil,
         namesakeCreations: [ObjectIdentifier: [CallSite]] = [:]) {
        self.creations = creations
        self.namesakeCreations = namesakeCreations
        self.names = names ?? NameIndex(index: ModuleIndex(trees: []))
        self.memberUses = memberUses
        var viewsCreated: [String: Set<String>] = [:]
        for (view, sites) in creations {
            for site in sites { if let owner = site.context.owner { viewsCreated[owner.useKey, default: []].insert(view) } }
        }
        self.viewsCreated = viewsCreated
        self.formatterMakers = formatterMakers
        self.calls = calls
        self.writes = writes
        self.environmentWrites = environmentWrites
        self.preferenceValues = preferenceValues
    }

    /// The views each view's code creates, by the creating view's ``TypeInfo/useKey``.
    let viewsCreated: [String: Set<String>]

    /// The places a view is created.
    public func creations(of view: TypeInfo) -> [CallSite] {
        namesakeCreations[ObjectIdentifier(view)] ?? creations[view.useKey] ?? []
    }

    /// Whether the module creates the view only as the content of its app's scenes
    /// (`WindowGroup { ContentView() }`), previews aside: it leaves the screen only when its
    /// window closes.
    public func isOnlyWindowRoot(_ view: TypeInfo) -> Bool {
        let sites = creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            site.context.placement == .body
                && site.context.owner.map { $0.inheritedNames.contains("App") || $0.inheritedNames.contains("Scene") } ?? false
        }
    }

    /// The calls of a custom modifier of `extension View` (`.serverListToolbar()`).
    public func calls(ofViewExtension name: String) -> [CallSite] {
        calls[FunctionKey(owner: "View", name: name)] ?? []
    }

    /// The place that creates `view` with `call`, in the file `fileIndex`.
    public func creation(of view: TypeInfo, by call: Call, fileIndex: Int) -> CallSite? {
        creations(of: view).first { $0.context.fileIndex == fileIndex && $0.call.callee.range == call.callee.range }
    }

    /// The writes of one stored property of a type, outside its initializers.
    public func writes(of property: String, in type: TypeInfo) -> [PropertyWrite] {
        writes[type.qualifiedName]?[property] ?? []
    }

    /// No uses at all (a module viewlint has not analysed).
    public static let none = ModuleUses(creations: [:], calls: [:], writes: [:], environmentWrites: [:])
}

/// One call of a module view's initializer or of a module function.
public struct CallSite: Sendable {
    public let call: Call
    /// The whole call expression.
    public let range: SourceRange
    public let context: CodeContext
    /// The `.id(value)`s that give the created view a new identity when they change: applied
    /// to it in the same expression (`Row(item: item).id(item.id)`) or to a view enclosing it in
    /// the same body (`Group { switch kind { … Player(camera: camera) … } }.id(camera)`).
    public let explicitIdentities: [ExplicitIdentity]
    /// For a method called on a receiver (`view.if(c) { … }`), the receiver.
    public let receiver: Expr?
    /// The member whose code makes the call (`Owner.member`), `nil` at top level.
    public internal(set) var member: String?

    /// For a call in a custom modifier of `extension View` (`func serverListToolbar() -> some
    /// View { modifier(…) }`), the modifier's name.
    public var viewExtensionMethod: String? {
        guard context.owner == nil, let member, member.hasPrefix("View.") else { return nil }
        return String(member.dropFirst("View.".count))
    }
}

/// An `.id(value)` a view is made under, with the code the value is read in (a member's use
/// site, for a view built in a member used as `stepView(step).id(index)`).
public struct ExplicitIdentity: Sendable {
    public let value: Expr
    public let context: CodeContext
}

/// A write of a stored property outside the type's initializers.
public struct PropertyWrite: Sendable {
    /// How a write changes what it writes.
    public enum Change: Sendable, Equatable {
        /// `x = …`, or a binding handed out.
        case assignment
        /// `x[i] = …`: one element replaced, the others and their positions kept.
        case element
        /// `x.append(…)`, `x.remove(at:)`: a mutating method.
        case method(String)
        /// `x += …`.
        case `operator`(String)
    }

    public let fileIndex: Int
    public let range: SourceRange
    /// Made by view code (a body's closure, a view's method, a binding handed to a control),
    /// as opposed to the type's own methods.
    public let isFromView: Bool
    /// The path written, from the property (`["draft", "title"]` for `draft.title = …`).
    public let path: [String]
    /// How the path is changed.
    public let change: Change
    /// For an assignment of an enum case (`status = .loaded(items)`), the case's name.
    public let assignedCase: String?
    /// For an assignment of a literal (`isDragging = true`, `offset = .zero`), the literal
    /// (`true`, `.zero`): made again and again (on every step of a drag), one literal leaves the
    /// value as the first time left it.
    public let assignedLiteral: String?
    /// For a binding (`$name`) passed straight to a module view's initializer: that call, so
    /// an analysis can tell whether the receiving view ever writes it.
    public let handedTo: BindingHandOff?
    /// The call a binding is passed to (`TextField`, `searchable`), or the call whose closure
    /// makes the write (`onChanged`, `onReceive`, `Button`), when there is one.
    public let via: String?
    /// The presenting call (`alert`, `sheet`) whose content makes the write, when the view code
    /// that makes it is shown only while presented.
    public let presentedBy: String?
    /// For a write through an object a view made for itself (``PrivateObjects``): that view's
    /// property, as `Owner.property`. Only reads through the properties that instance reaches
    /// (``PrivateObjects/reach(of:in:)``) can see the write.
    public let privateTo: String?

    /// Whether the write is a binding handed out (`$draft` passed to a control or a view): the
    /// receiver may write through it.
    public func isBindingHandOff(in index: ModuleIndex) -> Bool {
        let bytes = index.trees[fileIndex].file.bytes
        return range.start < bytes.count && bytes[range.start] == UInt8(ascii: "$")
    }

    /// Whether this write can change what a read of `readPath` sees (one path is a prefix of
    /// the other: `draft = …` changes `draft.title`, `draft.note = …` does not).
    public func affects(_ readPath: [String]) -> Bool {
        readPath.starts(with: path) || path.starts(with: readPath)
    }
}

/// A binding handed to a module view: `Editor(text: $draft)`.
public struct BindingHandOff: Sendable {
    /// The receiving view's qualified name.
    public let view: String
    public let call: Call
    /// The `$…` expression passed.
    public let argumentRange: SourceRange
}

/// `.environment(\.key, value)`.
public struct EnvironmentWrite: Sendable {
    public let value: Expr
    public let context: CodeContext
    public let range: SourceRange
}
