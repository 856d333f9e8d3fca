/// A stored instance property of a type in the module.
public struct StoredProperty: Sendable {
    public let name: String
    public let nameRange: SourceRange
    public let declarationRange: SourceRange
    public let isLet: Bool
    /// The declared type, when written.
    public let type: TypeRef?
    public let defaultValue: Expr?
    /// The SwiftUI (or other) property wrapper, if any.
    public let wrapper: PropertyWrapper?
    public let attributes: [Attribute]
    /// Declared `private` or `fileprivate` (not `private(set)`): only its own file can read it.
    public let isFileScoped: Bool
    /// Declared `lazy`: its default runs when it is first read, not when the value is made.
    public let isLazy: Bool

    /// Marked `@ViewBuilder`: the closure it holds builds views.
    public var isViewBuilder: Bool { attributes.contains { $0.name == "ViewBuilder" } }
}

/// A top-level or `static` stored value: `let logger = Logger(…)`, `static let shared = Store()`.
public struct GlobalValue: Sendable {
    public let type: TypeRef?
    public let initializer: Expr?
}

/// A computed property (`var header: some View { … }`).
public struct ComputedProperty: Sendable {
    public let name: String
    /// Index of the declaring file (an extension may be in another file than the type).
    public let fileIndex: Int
    public let nameRange: SourceRange
    public let declarationRange: SourceRange
    public let type: TypeRef?
    /// The getter's statements.
    public let body: [Stmt]
    public let isViewBuilder: Bool
    public let isStatic: Bool

    /// The one value the getter returns (`routeStack.last ?? .name`), when it returns one.
    public var singleReturnedValue: Expr? {
        let values = ReturnedValues.of(body)
        return values.count == 1 ? values[0] : nil
    }
}

/// A method (`func row(for item: Item) -> some View`).
public struct Method: Sendable {
    public let name: String
    /// Index of the declaring file (an extension may be in another file than the type).
    public let fileIndex: Int
    public let declaration: FunctionDecl
    public let declarationRange: SourceRange
    public let isViewBuilder: Bool
    public let isStatic: Bool
    /// Declared `mutating` (a write of the value it is called on).
    public let isMutating: Bool
    /// Declared `private` or `fileprivate`: only code of its own file can call it.
    public let isFileScoped: Bool
    /// The extended type when the method comes from an extension (`View` for `extension View`).
    public let extendedType: String?
}

/// Everything the module declares about one struct, class, enum, actor or protocol, merged
/// across its declaration and extensions in any file.
///
/// A class so that the many lookups made while analysing share one instance (a struct of
/// arrays would be copied, and retained once per array, on every lookup). It is filled in
/// while the ``ModuleIndex`` is built and never changed afterwards.
public final class TypeInfo: @unchecked Sendable {
    public let name: String
    /// `Outer.Inner` for nested types, otherwise the name.
    public let qualifiedName: String
    public let kind: TypeDecl.Kind
    /// Index of the declaring file in ``ModuleIndex/trees``.
    public let fileIndex: Int
    public let declarationRange: SourceRange
    public let nameRange: SourceRange
    public internal(set) var genericParameters: [GenericParameter]
    /// Inherited types and conformances as written (declaration and extensions).
    public internal(set) var inheritance: [TypeRef]
    /// Where the module's extensions of the type name it (`extension Row` → `Row`), by file.
    public internal(set) var extensionNames: [(fileIndex: Int, range: SourceRange)] = []
    public internal(set) var storedProperties: [StoredProperty] = []
    /// `static`/`class` stored properties by name (computed ones are in ``computedProperties``).
    public internal(set) var staticProperties: [String: GlobalValue] = [:]
    public internal(set) var computedProperties: [ComputedProperty] = []
    public internal(set) var methods: [Method] = []
    public internal(set) var initializers: [FunctionDecl] = []
    /// The file each of ``initializers`` is declared in (an extension may be in another file).
    public internal(set) var initializerFiles: [Int] = []
    public internal(set) var enumCases: [EnumCaseElement] = []
    /// A protocol's associated types, with what each must conform to (`Content` → `[View]`).
    public internal(set) var associatedTypes: [String: [TypeRef]] = [:]
    public internal(set) var isIndirectEnum = false
    /// Declared `public` or `open`: code outside the module can use it.
    public internal(set) var isPublic = false
    /// Declared `private` or `fileprivate`: only code of its own file can name it.
    public internal(set) var isFilePrivate = false
    /// The key the module's uses file the type under: its qualified name, or, for a type that
    /// shares it with one declared earlier (a `fileprivate struct Row` in each of two files), the
    /// name with its declaration's place, so that each is created where its own file creates it.
    public internal(set) var useKey: String
    /// Conforms to `View` directly, through an extension, or through a protocol that refines it.
    public internal(set) var isView = false
    public internal(set) var isViewModifier = false
    /// Conforms to `Equatable` (directly, via `Hashable`/`Comparable`, or a refining protocol).
    public internal(set) var isEquatable = false
    /// Declared with the `@Observable` macro: its stored properties notify the views that read them.
    public internal(set) var isObservableMacro = false
    /// Declared with SwiftData's `@Model` macro: a `PersistentModel`, which is `Hashable`.
    public internal(set) var isPersistentModel = false
    /// The names of the attributes on the type's declaration (`MainActor`, `Observable`).
    public internal(set) var declarationAttributes: [String] = []
    /// Asked for a generated `Equatable` conformance (a `// viewlint:equatable` comment or the
    /// configuration's `equatable` list).
    public internal(set) var equatableOptIn: EquatableOptIn?
    /// Instance members by name, for constant-time lookups (filled by ``ModuleIndex``).
    private(set) var storedPropertyIndex: [String: Int] = [:]
    private var computedPropertyIndex: [String: Int] = [:]
    private var methodsByName: [String: [Method]] = [:]
    private(set) var instanceMemberNames: Set<String> = []

    init(name: String, qualifiedName: String, kind: TypeDecl.Kind, fileIndex: Int, declarationRange: SourceRange,
         nameRange: SourceRange, genericParameters: [GenericParameter], inheritance: [TypeRef]) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.useKey = qualifiedName
        self.kind = kind
        self.fileIndex = fileIndex
        self.declarationRange = declarationRange
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.inheritance = inheritance
    }

    /// Builds the lookup tables once every member is known.
    func finishMembers() {
        storedPropertyIndex = [:]
        for (position, property) in storedProperties.enumerated() where storedPropertyIndex[property.name] == nil {
            storedPropertyIndex[property.name] = position
        }
        computedPropertyIndex = [:]
        for (position, property) in computedProperties.enumerated() where computedPropertyIndex[property.name] == nil {
            computedPropertyIndex[property.name] = position
        }
        methodsByName = Dictionary(grouping: methods, by: \.name)
        instanceMemberNames = Set(storedProperties.map(\.name))
            .union(computedProperties.filter { !$0.isStatic }.map(\.name))
            .union(methods.filter { !$0.isStatic }.map(\.name))
    }

    /// The names of the inherited types' last components (`View`, `Equatable`, `Sendable`).
    public var inheritedNames: [String] {
        inheritance.compactMap { type in
            switch type.kind {
            case .named(let components): return components.last?.name.text
            case .attributed(_, _, let inner):
                if case .named(let components) = inner.kind { return components.last?.name.text }
                return nil
            default: return nil
            }
        }
    }

    /// The initializers with the file each is declared in.
    public var initializersWithFiles: [(declaration: FunctionDecl, fileIndex: Int)] {
        Array(zip(initializers, initializerFiles))
    }

    public func storedProperty(named name: String) -> StoredProperty? {
        storedPropertyIndex[name].map { storedProperties[$0] }
    }
    /// The bodies of the type's computed properties and methods (static ones too, when asked),
    /// each with the file it is declared in.
    public func memberBodies(includingStatic: Bool = false) -> [(statements: [Stmt], fileIndex: Int)] {
        computedProperties.filter { includingStatic || !$0.isStatic }.map { ($0.body, $0.fileIndex) }
            + methods.filter { includingStatic || !$0.isStatic }.compactMap { method in
                method.declaration.body.map { ($0.statements, method.fileIndex) }
            }
    }

    public func computedProperty(named name: String) -> ComputedProperty? {
        computedPropertyIndex[name].map { computedProperties[$0] }
    }
    /// The methods of this name, overloads in declaration order.
    public func methods(named name: String) -> [Method] { methodsByName[name] ?? [] }
    /// Whether a method (instance or static) has this name.
    public func hasMethod(named name: String) -> Bool { methodsByName[name] != nil }

    /// Whether an instance member (stored, computed or method) has this name.
    public func hasInstanceMember(_ name: String) -> Bool {
        instanceMemberNames.contains(name)
    }
}
