/// What one module declares, across all its files: every type with its members and
/// conformances, and the methods added to SwiftUI's own `View`.
///
/// Built once from all files given (a directory on the command line is one module), so a view
/// declared in one file and extended or used in another is understood. Never changed once
/// built (hence `@unchecked Sendable`); a class, so the many places holding it share one copy
/// instead of retaining each of its tables on every copy.
public final class ModuleIndex: @unchecked Sendable {
    public let trees: [SyntaxTree]
    public let configuration: BuildConfiguration
    /// The size in points of each named image of the asset catalogs next to the sources
    /// (``AssetCatalog``); empty when there are none, or none were read.
    public let assetImageSizes: [String: ImageSize]
    /// The names of every image set and image file next to the sources (what `Image("name")`
    /// can find); empty when there are none, so that any name may be found elsewhere.
    public let assetImageNames: Set<String>
    /// The words each file spells that rules look for before walking it, by file index.
    public let mentions: [Mentions]
    /// Types by qualified name (`Outer.Inner`) and by simple name; when two types share a
    /// simple name, the first declared (in file order) answers to it.
    private var typesByName: [String: Int] = [:]
    /// Every type by qualified name, in declaration order (a type declared twice, as in a
    /// paste mid-edit, has two).
    private var typesByQualifiedName: [String: [Int]] = [:]
    /// Simple names in `typesByName` that a nested type holds until a top-level one claims them.
    private var nestedSimpleNames: Set<String> = []
    /// The simple names of every type declared inside another: only these can be found by a
    /// name qualified with an enclosing scope.
    private var nestedTypeNames: Set<String> = []
    public private(set) var types: [TypeInfo] = []
    /// Methods and computed properties declared in `extension View` (custom modifiers).
    public private(set) var viewExtensionMethods: [Method] = []
    /// Names of the stored properties the module's types declare (an assignment to any other
    /// member name cannot write one of theirs).
    public private(set) var storedPropertyNames: Set<String> = []
    /// Names of the methods in `extension View` (custom modifiers).
    public private(set) var viewExtensionMethodNames: Set<String> = []
    /// The instance and static methods the module's types declare, by name, in declaration
    /// order (a call of any other name cannot be one of theirs).
    private var methodsByName: [String: [Method]] = [:]
    /// Methods declared only in `#if` clauses the configuration leaves out, by name
    /// (``inactiveMethods()``).
    private var inactiveMethodsByName: [String: [Method]] = [:]
    /// Top-level functions by name.
    public private(set) var functions: [String: [FunctionDecl]] = [:]
    /// The file each of ``functions`` is declared in, in the same order.
    public private(set) var functionFiles: [String: [Int]] = [:]
    /// Top-level stored values by name (`let logger = Logger(…)`).
    public private(set) var globals: [String: GlobalValue] = [:]
    /// Extensions of types the module does not declare (`extension Date { var relative: String … }`),
    /// one entry per extension block, named after the extended type.
    public private(set) var foreignExtensions: [TypeInfo] = []
    /// ``foreignExtensions`` by the extended type's name, qualified and last component.
    private var foreignExtensionsByName: [String: [TypeInfo]] = [:]
    /// For each function or method name the module declares, the labels (`_` for none, or for
    /// a trailing closure when the last one is) of its `@escaping` closure parameters: closures
    /// stored to be called later.
    public private(set) var escapingClosureLabels: [String: Set<String>] = [:]
    /// Keys the module adds to `EnvironmentValues` (`extension EnvironmentValues { var theme … }`).
    public private(set) var environmentKeys: Set<String> = []
    /// The declared type of each of those keys (`var appEnvironment: AppEnvironment?`).
    public private(set) var environmentValueTypes: [String: TypeRef] = [:]
    /// Protocols the module declares, by name, with what they refine.
    private var protocolParents: [String: [String]] = [:]
    /// `typealias` declarations by qualified name (`Row.Handler`; a top-level one by its name).
    private var typeAliases: [String: TypeAlias] = [:]
    /// Types that declare nested aliases.
    private var aliasOwners: Set<String> = []
    /// The member of a type that holds each place of a file.
    private(set) var memberLocator = MemberLocator(types: [])
    /// The same for the members of ``foreignExtensions`` (`extension Date { func label() … }`).
    private var foreignMemberLocator = MemberLocator(types: [])

    /// `equatableViews`: views the configuration opts in to a generated `Equatable`
    /// conformance, by simple or qualified name.
    public init(trees: [SyntaxTree], configuration: BuildConfiguration = .iOSDebug, equatableViews: Set<String> = [],
                assetImageSizes: [String: ImageSize] = [:], assetImageNames: Set<String> = []) {
        self.trees = trees
        // A package's manifest says which releases its code deploys to.
        var configuration = configuration
        for tree in trees where tree.file.path.split(separator: "/").last == "Package.swift" {
            configuration.deploymentTargets.merge(.declared(inManifest: tree))
        }
        self.configuration = configuration
        self.assetImageSizes = assetImageSizes
        self.assetImageNames = assetImageNames
        self.mentions = trees.map { Mentions(in: $0.file.bytes) }
        var extensions: [(decl: TypeDecl, fileIndex: Int, range: SourceRange)] = []
        for (fileIndex, tree) in trees.enumerated() {
            let optIns = EquatableOptIn.comments(in: tree)
            let typeCount = types.count
            for declaration in activeDeclarations(in: tree.statements) {
                collectGlobal(declaration, fileIndex: fileIndex)
                collect(declaration, outer: nil, fileIndex: fileIndex, extensions: &extensions)
            }
            for type in types[typeCount...] {
                // A comment above names the declaration's first token; one at the end of its
                // first line, the first token on that line (`struct` after an attribute line).
                if let optIn = optIns.first(where: { type.declarationRange.start <= $0.key && $0.key <= type.nameRange.start })?.value {
                    type.equatableOptIn = optIn
                } else if equatableViews.contains(type.name) || equatableViews.contains(type.qualifiedName) {
                    type.equatableOptIn = EquatableOptIn(ignored: [], range: nil)
                }
            }
        }
        resolveNamesakes()
        for (decl, fileIndex, range) in extensions {
            merge(extension: decl, fileIndex: fileIndex, range: range)
        }
        resolveConformances()
        collectEscapingParameters()
        memberLocator = MemberLocator(types: types)
        foreignMemberLocator = MemberLocator(types: foreignExtensions)
    }

    /// The statements of the innermost method or computed property around `offset` in file
    /// `fileIndex` — of a module type or of an extension of a type it does not declare; `nil`
    /// where no member holds the place.
    public func memberStatements(at offset: Int, fileIndex: Int) -> [Stmt]? {
        (memberLocator.member(at: offset, fileIndex: fileIndex) ?? foreignMemberLocator.member(at: offset, fileIndex: fileIndex))?.statements
    }

    /// Fills ``escapingClosureLabels`` from every function and method the module declares.
    private func collectEscapingParameters() {
        let methods = (types + foreignExtensions).flatMap(\.methods) + viewExtensionMethods
        let declarations = methods.map(\.declaration) + functions.values.flatMap { $0 }
        for declaration in declarations {
            for (position, parameter) in declaration.parameters.enumerated() {
                guard case .attributed(let attributes, _, _)? = parameter.type?.kind,
                      attributes.contains(where: { $0.name == "escaping" }) else { continue }
                escapingClosureLabels[declaration.name.text, default: []].insert(parameter.label ?? "_")
                // The last parameter also takes a trailing closure, written with no label
                // (`playerCircleButton(systemName: "play") { engine.next() }`).
                if position == declaration.parameters.count - 1 { escapingClosureLabels[declaration.name.text, default: []].insert("_") }
            }
        }
    }

    /// A type by qualified or simple name.
    public func type(named name: String) -> TypeInfo? {
        typesByName[name].map { types[$0] }
    }

    /// The module's extensions of a type it does not declare (`Date`, `DateFormatter`), by name.
    public func foreignExtensions(of name: String) -> [TypeInfo] {
        foreignExtensionsByName[name] ?? []
    }

    /// The types declared with this qualified name (`Outer.Inner`), in declaration order.
    public func types(qualifiedName: String) -> [TypeInfo] {
        (typesByQualifiedName[qualifiedName] ?? []).map { types[$0] }
    }

    /// The type a name means in code inside `owner`, in file `file` (by default the owner's):
    /// one nested in `owner` or in a type that encloses it comes first (inside
    /// `ImageSearchView`, `Tile` is `ImageSearchView.Tile`, not another view's `Tile`), then the
    /// module-wide one (``type(named:file:)``).
    public func type(named name: String, in owner: TypeInfo?, file: Int? = nil) -> TypeInfo? {
        // On UTF-8 bytes: names can be long printed types, and `.` is ASCII.
        let dot = UInt8(ascii: ".")
        let simpleName = name.utf8.lastIndex(of: dot).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        var scope = nestedTypeNames.contains(simpleName) ? owner?.qualifiedName : nil
        while let current = scope {
            if let nested = typesByName[current + "." + name] { return types[nested] }
            scope = current.utf8.lastIndex(of: dot).map { String(current[..<$0]) }
        }
        return type(named: name, file: file ?? owner?.fileIndex)
    }

    /// The type a name means in code of file `file`: where several types share the name (each
    /// `fileprivate` to its own file), the one the file declares, else ``type(named:)`` — unless
    /// that one is `private` to another file (trio's `private class List` in its cache is not
    /// the `List` its screens show).
    public func type(named name: String, file: Int?) -> TypeInfo? {
        guard let file, let declared = typesByQualifiedName[name] else { return type(named: name) }
        if declared.count > 1, let own = declared.first(where: { types[$0].fileIndex == file }) { return types[own] }
        guard let found = type(named: name) else { return nil }
        if found.isFilePrivate, found.fileIndex != file {
            return declared.lazy.map { self.types[$0] }.first { !$0.isFilePrivate }
        }
        return found
    }

    /// The module's views in source order (file order, then position).
    public var views: [TypeInfo] {
        types.filter { $0.isView || $0.isViewModifier }.sorted { ($0.fileIndex, $0.declarationRange.start) < ($1.fileIndex, $1.declarationRange.start) }
    }

    /// The file a type is declared in.
    public func file(of type: TypeInfo) -> SourceFile { trees[type.fileIndex].file }

    /// Whether a file is test code (it imports `XCTest` or `Testing`): the test runner calls
    /// it, never the app.
    public func isTestFile(_ fileIndex: Int) -> Bool {
        trees[fileIndex].statements.contains { statement in
            guard case .declaration(let decl) = statement.kind, case .importDecl(let path) = decl.kind else { return false }
            return path.first.map { ["XCTest", "Testing"].contains($0.text) } ?? false
        }
    }

    // MARK: Collecting

    /// Declarations among statements, taking only the active clause of `#if` blocks.
    private func activeDeclarations(in statements: [Stmt]) -> [Decl] {
        var result: [Decl] = []
        for statement in statements {
            switch statement.kind {
            case .declaration(let decl):
                result += activeDeclarations(in: [decl])
            case .ifConfig(let config):
                if let clause = configuration.activeClause(of: config) {
                    result += activeDeclarations(in: clause.elements)
                }
            default:
                break
            }
        }
        return result
    }

    private func activeDeclarations(in declarations: [Decl]) -> [Decl] {
        var result: [Decl] = []
        for declaration in declarations {
            if case .ifConfig(let config) = declaration.kind {
                if let clause = configuration.activeClause(of: config) { result += activeDeclarations(in: clause.elements) }
            } else {
                result.append(declaration)
            }
        }
        return result
    }

    /// Top-level functions and stored values.
    private func collectGlobal(_ declaration: Decl, fileIndex: Int) {
        switch declaration.kind {
        case .function(let function) where function.kind == .function:
            functions[function.name.text, default: []].append(function)
            functionFiles[function.name.text, default: []].append(fileIndex)
        case .variable(let variable):
            for binding in variable.bindings where binding.accessors == nil {
                guard let name = binding.name?.text, globals[name] == nil else { continue }
                globals[name] = GlobalValue(type: binding.type, initializer: binding.initializer)
            }
        default:
            break
        }
    }

    private func collect(_ declaration: Decl, outer: String?, fileIndex: Int,
                                  extensions: inout [(decl: TypeDecl, fileIndex: Int, range: SourceRange)]) {
        if case .typeAlias(let name, let genericParameters, let type) = declaration.kind {
            let alias = TypeAlias(genericParameters: genericParameters.map(\.name.text), type: type)
            // A nested alias is visible by its simple name only inside its type.
            let qualified = outer.map { $0 + "." + name.text } ?? name.text
            typeAliases[qualified] = typeAliases[qualified] ?? alias
            if let outer { aliasOwners.insert(outer) }
            return
        }
        guard case .typeDecl(let typeDecl) = declaration.kind else { return }
        if typeDecl.kind == .extension {
            extensions.append((typeDecl, fileIndex, declaration.range))
            for member in activeDeclarations(in: typeDecl.members) {
                let extended = typeDecl.extendedType.map(Self.qualifiedName) ?? typeDecl.name.text
                collect(member, outer: extended, fileIndex: fileIndex, extensions: &extensions)
            }
            return
        }
        let qualified = outer.map { $0 + "." + typeDecl.name.text } ?? typeDecl.name.text
        let info = TypeInfo(name: typeDecl.name.text, qualifiedName: qualified, kind: typeDecl.kind, fileIndex: fileIndex,
                            declarationRange: declaration.range, nameRange: typeDecl.name.range,
                            genericParameters: typeDecl.genericParameters, inheritance: typeDecl.inheritance)
        info.isIndirectEnum = declaration.hasModifier("indirect")
        info.isPublic = declaration.hasModifier("public") || declaration.hasModifier("open")
        info.isFilePrivate = declaration.hasModifier("private") || declaration.hasModifier("fileprivate")
        info.isObservableMacro = declaration.attribute(named: "Observable") != nil
        info.isPersistentModel = declaration.attribute(named: "Model") != nil
        info.declarationAttributes = declaration.attributes.map(\.name)
        let file = trees[fileIndex].file
        for member in activeDeclarations(in: typeDecl.members) {
            Self.addMember(member, to: info, extendedType: nil, fileIndex: fileIndex, file: file)
            collect(member, outer: qualified, fileIndex: fileIndex, extensions: &extensions)
        }
        if typeDecl.kind == .protocol {
            protocolParents[typeDecl.name.text] = info.inheritedNames
        }
        let index = types.count
        types.append(info)
        typesByName[qualified] = typesByName[qualified] ?? index
        typesByQualifiedName[qualified, default: []].append(index)
        registerSimpleName(typeDecl.name.text, of: index, isNested: outer != nil)
        if outer != nil { nestedTypeNames.insert(typeDecl.name.text) }
    }

    /// Types that share a qualified name: outside the files that declare them, the name means
    /// one that is not private to its file. A file-private one is created only where its own
    /// file names it, so it gets a key of its own; the others (copies of a file, only one of
    /// them built) are each taken to be created at every site.
    private func resolveNamesakes() {
        for (qualified, declared) in typesByQualifiedName where declared.count > 1 {
            if let visible = declared.first(where: { !types[$0].isFilePrivate }) { typesByName[qualified] = visible }
            for index in declared where types[index].isFilePrivate {
                let type = types[index]
                type.useKey = qualified + "@" + String(type.fileIndex) + ":" + String(type.declarationRange.start)
            }
        }
    }

    /// A type's own name, as code outside any type spells it. A top-level type owns it; a nested
    /// one (`FuriganaParser.Group`) only while no top-level type claims it (the first nested
    /// one, until viewlint resolves names from inside their parents), and never a SwiftUI view's
    /// or a library type's name: outside its parent, `Group` is SwiftUI's and `Error` Swift's.
    private func registerSimpleName(_ name: String, of index: Int, isNested: Bool) {
        if isNested {
            guard typesByName[name] == nil, ViewCatalog.forms(of: name).isEmpty, !StandardTypeCatalog.isLibraryName(name) else { return }
            typesByName[name] = index
            nestedSimpleNames.insert(name)
        } else if typesByName[name] == nil || nestedSimpleNames.remove(name) != nil {
            typesByName[name] = index
        }
    }

    private func merge(extension typeDecl: TypeDecl, fileIndex: Int, range: SourceRange) {
        let extended = typeDecl.extendedType.map(Self.qualifiedName) ?? typeDecl.name.text
        let file = trees[fileIndex].file
        if extended == "View" || extended == "SwiftUI.View" {
            let scratch = TypeInfo(name: "View", qualifiedName: "View", kind: .protocol, fileIndex: fileIndex,
                                   declarationRange: range, nameRange: typeDecl.name.range, genericParameters: [], inheritance: [])
            for member in activeDeclarations(in: typeDecl.members) {
                Self.addMember(member, to: scratch, extendedType: "View", fileIndex: fileIndex, file: file)
            }
            viewExtensionMethods += scratch.methods
            return
        }
        if extended == "EnvironmentValues" || extended == "SwiftUI.EnvironmentValues" {
            for member in activeDeclarations(in: typeDecl.members) {
                guard case .variable(let variable) = member.kind else { continue }
                for binding in variable.bindings {
                    guard let name = binding.name?.text else { continue }
                    environmentKeys.insert(name)
                    if let type = binding.type { environmentValueTypes[name] = type }
                }
            }
            return
        }
        // `extension Post` where `typealias Post = GenericRedditEntity<PostData, PostWinstonData>`
        // extends the aliased type.
        let aliased = typeAliases[extended].map { Self.qualifiedName(resolved($0.type)) }
        guard let target = type(named: extended, file: fileIndex) ?? type(named: typeDecl.name.text, file: fileIndex)
                ?? aliased.flatMap({ type(named: $0) }) else {
            let foreign = TypeInfo(name: typeDecl.name.text, qualifiedName: extended, kind: .extension, fileIndex: fileIndex,
                                   declarationRange: range, nameRange: typeDecl.name.range, genericParameters: [], inheritance: [])
            for member in activeDeclarations(in: typeDecl.members) {
                Self.addMember(member, to: foreign, extendedType: extended, fileIndex: fileIndex, file: file)
            }
            foreign.finishMembers()
            foreignExtensions.append(foreign)
            let last = extended.split(separator: ".").last.map(String.init) ?? extended
            for name in Set([extended, last]) { foreignExtensionsByName[name, default: []].append(foreign) }
            return
        }
        target.inheritance += typeDecl.inheritance
        target.extensionNames.append((fileIndex, typeDecl.extendedType?.range ?? typeDecl.name.range))
        for member in activeDeclarations(in: typeDecl.members) {
            Self.addMember(member, to: target, extendedType: extended, fileIndex: fileIndex, file: file)
        }
    }

    static func qualifiedName(_ type: TypeRef) -> String {
        if case .named(let components) = type.kind {
            return components.map(\.name.text).filter { $0 != "SwiftUI" || components.count == 1 }.joined(separator: ".")
        }
        return type.sourceDescription
    }

    static func addMember(_ member: Decl, to info: TypeInfo, extendedType: String?, fileIndex: Int, file: SourceFile) {
        let isStatic = member.hasModifier("static") || member.hasModifier("class")
        let isViewBuilder = member.attribute(named: "ViewBuilder") != nil
        switch member.kind {
        case .variable(let variable):
            for (position, binding) in variable.bindings.enumerated() {
                guard let name = binding.name else { continue }
                // `let width, height: Double`: a name with neither type nor value has the type
                // written after the next name that has one.
                let type = binding.type ?? (binding.initializer == nil && binding.accessors == nil
                    ? variable.bindings[(position + 1)...].first { $0.type != nil || $0.initializer != nil }?.type : nil)
                let isComputed: Bool
                switch binding.accessors {
                case .getter?: isComputed = true
                case .accessors(let accessors, _)?:
                    isComputed = accessors.contains { $0.kind == "get" || $0.kind == "set" || $0.kind == "_read" }
                case nil: isComputed = false
                }
                if isComputed {
                    var body: [Stmt] = []
                    switch binding.accessors {
                    case .getter(let block)?: body = block.statements
                    case .accessors(let accessors, _)?: body = accessors.first { $0.kind == "get" }?.body?.statements ?? []
                    case nil: break
                    }
                    info.computedProperties.append(ComputedProperty(
                        name: name.text, fileIndex: fileIndex, nameRange: name.range, declarationRange: member.range, type: binding.type,
                        body: body, isViewBuilder: isViewBuilder, isStatic: isStatic))
                } else if isStatic {
                    info.staticProperties[name.text] = GlobalValue(type: binding.type, initializer: binding.initializer)
                } else {
                    let wrapper = member.attributes.lazy.compactMap { PropertyWrapper(attribute: $0, in: file) }.first
                    info.storedProperties.append(StoredProperty(
                        name: name.text, nameRange: name.range, declarationRange: member.range, isLet: variable.isLet,
                        type: type, defaultValue: binding.initializer, wrapper: wrapper, attributes: member.attributes,
                        isFileScoped: member.isFileScoped, isLazy: member.hasModifier("lazy")))
                }
            }
        case .function(let function):
            if function.kind == .initializer {
                info.initializers.append(function)
                info.initializerFiles.append(fileIndex)
            } else {
                info.methods.append(Method(name: function.name.text, fileIndex: fileIndex, declaration: function, declarationRange: member.range,
                                           isViewBuilder: isViewBuilder, isStatic: isStatic, isMutating: member.hasModifier("mutating"),
                                           isFileScoped: member.isFileScoped, extendedType: extendedType))
            }
        case .enumCase(let elements):
            info.enumCases += elements
        case .associatedType(let name, let inheritance, _):
            info.associatedTypes[name.text] = inheritance
        default:
            break
        }
    }

    // MARK: Type aliases

    /// A `typealias` of the module: `typealias Handler = () -> Void`, `typealias Pair<T> = (T, T)`.
    private struct TypeAlias: Sendable {
        let genericParameters: [String]
        let type: TypeRef
    }

    /// Aliases followed through this many steps at most (an alias cycle is a compile error, but
    /// viewlint must not loop on one).
    private static let maximumAliasDepth = 16

    /// The type with the module's `typealias`es replaced by what they stand for, at any depth
    /// (`Handler?` → `(() -> Void)?`). Names inside `owner` are looked up as nested first.
    public func resolved(_ type: TypeRef, in owner: TypeInfo? = nil) -> TypeRef {
        guard !typeAliases.isEmpty else { return type }
        return resolved(type, owner: owner?.qualifiedName, depth: 0)
    }

    /// Whether a type is a function type once aliases are resolved (`let onTap: Handler`).
    public func isFunctionType(_ type: TypeRef, in owner: TypeInfo? = nil) -> Bool {
        switch resolved(type, in: owner).kind {
        case .function: return true
        case .attributed(_, _, let inner): return isFunctionType(inner, in: owner)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isFunctionType(elements[0].type, in: owner)
        default: return false
        }
    }

    /// Whether a type, optional or not, is a function returning nothing (`(() -> Void)?`, a
    /// callback) once aliases are resolved; `nil` when it is no function type.
    public func isVoidFunction(_ type: TypeRef, in owner: TypeInfo? = nil) -> Bool? {
        var resolved = resolved(type, in: owner).unwrappingOptionals
        while true {
            switch resolved.kind {
            case .attributed(_, _, let base): resolved = base.unwrappingOptionals
            case .tuple(let elements) where elements.count == 1: resolved = elements[0].type.unwrappingOptionals
            case .function(let function):
                if case .tuple(let elements) = function.result.kind { return elements.isEmpty }
                if case .named(let components) = function.result.kind { return components.map(\.name.text) == ["Void"] }
                return false
            default: return nil
            }
        }
    }

    private func resolved(_ type: TypeRef, owner: String?, depth: Int) -> TypeRef {
        guard depth < Self.maximumAliasDepth else { return type }
        // The common case: a plain name that is no alias (`String`, `Post`).
        if case .named(let components) = type.kind, components.count == 1, components[0].genericArguments.isEmpty {
            let name = components[0].name.text
            guard alias(named: name, in: owner) != nil else { return type }
        }
        if case .named(let components) = type.kind,
           let alias = alias(named: components.map(\.name.text).joined(separator: "."), in: owner) {
            let arguments = components.last?.genericArguments ?? []
            let substituted = Self.substitute(alias.type, Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { a, _ in a }))
            return resolved(TypeRef(substituted.kind, range: type.range), owner: owner, depth: depth + 1)
        }
        return type.mappingChildren { resolved($0, owner: owner, depth: depth + 1) }
    }

    /// The alias a name means inside `owner`: one nested in it, else a module-wide one that no
    /// type of the same name shadows.
    private func alias(named name: String, in owner: String?) -> TypeAlias? {
        if let owner, aliasOwners.contains(owner) {
            if let nested = typeAliases[owner + "." + name] { return nested }
            if typesByName[owner + "." + name] != nil { return nil }
        }
        guard let alias = typeAliases[name] else { return nil }
        if let owner, typesByName[owner + "." + name] != nil { return nil }
        return typesByName[name] == nil ? alias : nil
    }

    /// A generic alias's type with its parameters replaced by the arguments of one use.
    private static func substitute(_ type: TypeRef, _ arguments: [String: TypeRef]) -> TypeRef {
        guard !arguments.isEmpty else { return type }
        if case .named(let components) = type.kind, components.count == 1, components[0].genericArguments.isEmpty,
           let argument = arguments[components[0].name.text] {
            return argument
        }
        return type.mappingChildren { substitute($0, arguments) }
    }

    /// Every method of the module's types with this name, in declaration order; when none is
    /// active in the build configuration, those of `#if` clauses it leaves out (a call of one
    /// compiles only where it is declared).
    public func methods(named name: String) -> [Method] { methodsByName[name] ?? inactiveMethodsByName[name] ?? [] }

    /// Whether some type of the module declares a method with this name, in any `#if` clause.
    public func declaresMethod(named name: String) -> Bool { methodsByName[name] != nil || inactiveMethodsByName[name] != nil }

    // MARK: Conformances

    /// Whether the module declares the app (`@main struct PhotoApp: App`, or a UIKit or AppKit
    /// app's delegate, whose scenes host SwiftUI views in `UIHostingController(rootView:)`):
    /// every view it shows starts from there.
    public private(set) var declaresApp = false

    /// The protocols an app's entry point conforms to.
    private static let appEntryPoints: Set<String> = ["App", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate"]

    /// Marks views, view modifiers and equatable types, following the module's own protocols.
    private func resolveConformances() {
        methodsByName = Dictionary(grouping: types.flatMap(\.methods), by: \.name)
        inactiveMethodsByName = Dictionary(grouping: inactiveMethods(), by: \.name)
        storedPropertyNames = Set(types.flatMap { $0.storedProperties.map(\.name) })
        viewExtensionMethodNames = Set(viewExtensionMethods.map(\.name))
        declaresApp = types.contains { $0.inheritedNames.contains(where: Self.appEntryPoints.contains) }
        for index in types.indices {
            types[index].finishMembers()
            let names = types[index].inheritedNames
            types[index].isView = types[index].kind != .protocol && names.contains { refines($0, "View", seen: []) }
            types[index].isViewModifier = types[index].kind != .protocol && names.contains { refines($0, "ViewModifier", seen: []) }
            // Enums without payloads are Equatable and Hashable without saying so.
            let isPlainEnum = types[index].kind == .enum && !types[index].enumCases.isEmpty
                && types[index].enumCases.allSatisfy { $0.associatedValues == nil }
            // SwiftData's models are `Hashable` (`PersistentModel` refines it).
            types[index].isEquatable = isPlainEnum || types[index].isPersistentModel || names.contains { name in
                ["Equatable", "Hashable", "Comparable", "PersistentModel"].contains { refines(name, $0, seen: []) }
            }
        }
    }

    /// Whether a type written inside `owner` conforms to protocol `target` (`Identifiable`,
    /// `Equatable`): a module type that declares it, directly or through the module's
    /// protocols, or a generic parameter constrained to it. `nil` when viewlint cannot see the
    /// type (a library type, an unconstrained generic parameter).
    public func conforms(_ type: TypeRef, to target: String, in owner: TypeInfo?) -> Bool? {
        guard case .named(let components) = resolved(type, in: owner).kind, let last = components.last?.name.text else {
            return nil
        }
        if components.count == 1, let parameter = owner?.genericParameters.first(where: { $0.name.text == last }) {
            guard let constraint = parameter.constraint else { return nil }
            return conforms(constraint, to: target, in: nil)
        }
        if let info = self.type(named: components.map(\.name.text).joined(separator: ".")) ?? self.type(named: last) {
            return info.inheritedNames.contains { refines($0, target, seen: []) }
                || (target == "Equatable" && info.isEquatable)
        }
        if last == target { return true }
        return protocolParents[last] != nil ? refines(last, target, seen: []) : nil
    }

    /// Whether `name` names a generic parameter of `owner` (which hides a module type of the
    /// same name inside it).
    public func isGenericParameter(_ name: String, of owner: TypeInfo?) -> Bool {
        owner?.genericParameters.contains { $0.name.text == name } ?? false
    }

    /// Whether `name` is `View` or a protocol of the module that refines it.
    public func isViewProtocol(_ name: String) -> Bool { refines(name, "View", seen: []) }

    /// Whether protocol `name` is `target` or refines it through the module's protocols.
    private func refines(_ name: String, _ target: String, seen: Set<String>) -> Bool {
        if name == target { return true }
        guard !seen.contains(name), let parents = protocolParents[name] else { return false }
        return parents.contains { refines($0, target, seen: seen.union([name])) }
    }
}
