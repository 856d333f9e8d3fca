import Testing
@testable import Analyzer

@Suite("Parser: declarations")
struct ParserDeclarationTests {
    // MARK: Views and property wrappers

    @Test func viewStructWithStateAndBody() throws {
        let decl = try parseDecl("""
        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                Text("\\(count)")
            }
        }
        """)
        let type = try #require(decl.typeDecl)
        #expect(type.kind == .struct)
        #expect(type.name.text == "ContentView")
        #expect(type.inheritance.map(\.sourceDescription) == ["View"])
        try #require(type.members.count == 2)

        let state = type.members[0]
        #expect(state.attributeNames == ["State"])
        #expect(state.modifierNames == ["private"])
        let binding = try #require(state.variable?.bindings.first)
        #expect(state.variable?.isLet == false)
        #expect(binding.name?.text == "count")
        guard case .integerLiteral("0")? = binding.initializer?.kind else {
            Issue.record("expected the initial value 0")
            return
        }

        let body = try #require(type.members[1].variable?.bindings.first)
        #expect(body.name?.text == "body")
        guard case .some(let view)? = body.type?.kind else {
            Issue.record("expected `some View`")
            return
        }
        #expect(view.sourceDescription == "View")
        guard case .getter(let block)? = body.accessors else {
            Issue.record("expected an implicit getter")
            return
        }
        #expect(block.statements.first?.expr?.call?.calleeName == "Text")
    }

    @Test func propertyWrappersWithArguments() throws {
        let tree = parseValid("""
        struct SettingsView: View {
            @Environment(\\.dismiss) private var dismiss
            @AppStorage("showHidden") var showHidden = false
            @Query(sort: \\Trip.startDate, order: .reverse) var trips: [Trip]
            @FocusState private var focused: Field?
            @available(iOS 17, *) @MainActor var model = Model()
            var body: some View { EmptyView() }
        }
        """)
        let type = try #require(tree.statements.first?.decl?.typeDecl)
        #expect(type.propertyNames == ["dismiss", "showHidden", "trips", "focused", "model", "body"])

        let environment = try #require(type.members[0].attribute(named: "Environment"))
        let environmentArguments = try #require(environment.arguments)
        #expect(environmentArguments.count == 1)
        let keyPath = try #require(environmentArguments[0].value.keyPath)
        #expect(keyPath.root == nil)
        guard case .property(let name)? = keyPath.components.first else {
            Issue.record("expected a property component")
            return
        }
        #expect(name.text == "dismiss")

        let storage = try #require(type.members[1].attribute(named: "AppStorage"))
        let literal = try #require(storage.arguments?.first?.value.stringLiteral)
        guard case .text(let range)? = literal.segments.first else {
            Issue.record("expected literal text")
            return
        }
        #expect(tree.file.text(range) == "showHidden")

        let query = try #require(type.members[2].attribute(named: "Query"))
        #expect(query.arguments?.map { $0.label?.text } == ["sort", "order"])
        #expect(type.members[2].variable?.bindings.first?.type?.sourceDescription == "[Trip]")

        #expect(type.members[3].attributeNames == ["FocusState"])
        #expect(type.members[3].variable?.bindings.first?.type?.sourceDescription == "Field?")

        // `@available(iOS 17, *)` is not an expression list: kept as a range, not arguments.
        let available = try #require(type.members[4].attribute(named: "available"))
        #expect(available.arguments == nil)
        #expect(available.argumentsRange != nil)
        #expect(type.members[4].attributeNames == ["available", "MainActor"])
    }

    @Test func modifiersWithDetails() throws {
        let decl = try parseDecl("""
        final class Store: ObservableObject {
            @Published private(set) var items: [Item] = []
            nonisolated(unsafe) static var shared = Store()
            public internal(set) lazy var cache = Cache()
            override open func refresh() {}
        }
        """)
        let type = try #require(decl.typeDecl)
        #expect(decl.modifierNames == ["final"])
        #expect(type.kind == .class)
        #expect(type.members[0].modifiers.map(\.name) == ["private"])
        #expect(type.members[0].modifiers.map(\.detail) == ["set"])
        #expect(type.members[1].modifiers.map(\.name) == ["nonisolated", "static"])
        #expect(type.members[1].modifiers.first?.detail == "unsafe")
        #expect(type.members[2].modifierNames == ["public", "internal", "lazy"])
        #expect(type.members[3].modifierNames == ["override", "open"])
        #expect(type.members[3].function?.name.text == "refresh")
    }

    // MARK: Accessors

    @Test func computedPropertiesAndObservers() throws {
        let decl = try parseDecl("""
        final class Model {
            var items: [Item] = [] {
                willSet(newItems) { log(newItems) }
                didSet { save() }
            }
            var total: Int {
                get { items.count }
                set(newTotal) { resize(to: newTotal) }
            }
            var name: String { "model" }
            var isEmpty: Bool {
                get async throws { try await load().isEmpty }
            }
        }
        """)
        let type = try #require(decl.typeDecl)
        func accessors(_ index: Int) -> [Accessor] {
            guard case .accessors(let list, _)? = type.members[index].variable?.bindings.first?.accessors else { return [] }
            return list
        }
        #expect(accessors(0).map(\.kind) == ["willSet", "didSet"])
        #expect(accessors(0).map { $0.parameterName?.text } == ["newItems", nil])
        #expect(type.members[0].variable?.bindings.first?.initializer != nil)
        #expect(accessors(1).map(\.kind) == ["get", "set"])
        #expect(accessors(1)[1].parameterName?.text == "newTotal")
        #expect(accessors(1).allSatisfy { $0.body != nil })
        guard case .getter? = type.members[2].variable?.bindings.first?.accessors else {
            Issue.record("a brace block without accessor words is an implicit getter")
            return
        }
        let effectful = accessors(3)
        #expect(effectful.map(\.kind) == ["get"])
        #expect(effectful.first?.effects.isAsync == true)
        #expect(effectful.first?.effects.throwing == .throws)
    }

    @Test func protocolRequirementsHaveAccessorsWithoutBodies() throws {
        let decl = try parseDecl("""
        protocol Store<Value>: AnyObject, Sendable {
            associatedtype Value: Codable = String
            var value: Value { get set }
            var count: Int { get }
            func save() async throws
            static func make() -> Self
            init(value: Value)
            subscript(index: Int) -> Value { get }
        }
        """)
        let type = try #require(decl.typeDecl)
        #expect(type.kind == .protocol)
        #expect(type.inheritance.map(\.sourceDescription) == ["AnyObject", "Sendable"])
        guard case .associatedType(let name, let inheritance, let defaultType) = type.members[0].kind else {
            Issue.record("expected an associated type")
            return
        }
        #expect(name.text == "Value")
        #expect(inheritance.map(\.sourceDescription) == ["Codable"])
        #expect(defaultType?.sourceDescription == "String")
        guard case .accessors(let accessors, _)? = type.members[1].variable?.bindings.first?.accessors else {
            Issue.record("expected `{ get set }`")
            return
        }
        #expect(accessors.map(\.kind) == ["get", "set"])
        #expect(accessors.allSatisfy { $0.body == nil })
        let save = try #require(type.members[3].function)
        #expect(save.body == nil)
        #expect(save.effects.isAsync && save.effects.throwing == .throws)
        #expect(type.members[4].modifierNames == ["static"])
        #expect(type.members[4].function?.returnType?.sourceDescription == "Self")
        #expect(type.members[5].function?.kind == .initializer)
        guard case .subscriptDecl(let subscriptDecl) = type.members[6].kind else {
            Issue.record("expected a subscript")
            return
        }
        #expect(subscriptDecl.parameters.map { $0.internalName } == ["index"])
        #expect(subscriptDecl.returnType?.sourceDescription == "Value")
    }

    // MARK: Functions

    @Test func functionSignatures() throws {
        let tree = parseValid("""
        func pick<T: Hashable, U>(_ first: T, using second: U, limit: Int = 10, _ rest: T...) -> T where U: Collection, U.Element == T { first }
        func load(from url: URL) async throws(LoadError) -> [Item] { [] }
        func update(_ value: inout Int, with other: borrowing Item, consuming token: consuming Token) {}
        @discardableResult func run(@ViewBuilder content: () -> some View) rethrows -> Int { 0 }
        """)
        let functions = declarations(in: tree.statements).compactMap(\.function)
        try #require(functions.count == 4)

        let pick = functions[0]
        #expect(pick.name.text == "pick")
        #expect(pick.genericParameters.map(\.name.text) == ["T", "U"])
        #expect(pick.genericParameters.map { $0.constraint?.sourceDescription } == ["Hashable", nil])
        #expect(pick.parameters.map(\.label) == [nil, "using", "limit", nil])
        #expect(pick.parameters.map(\.internalName) == ["first", "second", "limit", "rest"])
        guard case .integerLiteral("10")? = pick.parameters[2].defaultValue?.kind else {
            Issue.record("expected the default value 10")
            return
        }
        guard case .variadic? = pick.parameters[3].type?.kind else {
            Issue.record("expected a variadic parameter")
            return
        }
        #expect(pick.requirements.count == 2)
        guard case .conformance(let lhs, let rhs) = pick.requirements[0].kind,
              case .sameType(let same, let other) = pick.requirements[1].kind else {
            Issue.record("expected a conformance and a same-type requirement")
            return
        }
        #expect(lhs.sourceDescription == "U" && rhs.sourceDescription == "Collection")
        #expect(same.sourceDescription == "U.Element" && other.sourceDescription == "T")

        let load = functions[1]
        #expect(load.effects.isAsync)
        #expect(load.effects.throwing == .throws)
        #expect(load.effects.thrownType?.sourceDescription == "LoadError")
        #expect(load.returnType?.sourceDescription == "[Item]")

        let update = functions[2]
        #expect(update.parameters.map { $0.type?.sourceDescription } == ["inout Int", "borrowing Item", "consuming Token"])
        #expect(update.parameters[2].label == "consuming")

        let run = functions[3]
        #expect(tree.statements[3].decl?.attributeNames == ["discardableResult"])
        #expect(run.parameters.first?.attributes.map(\.name) == ["ViewBuilder"])
        #expect(run.effects.throwing == .rethrows)
    }

    @Test func initializersDeinitAndOperators() throws {
        let decl = try parseDecl("""
        struct Money: Equatable {
            init?(string: String) { nil }
            convenience init() { self.init(string: "0")! }
            deinit { close() }
            static func == (lhs: Money, rhs: Money) -> Bool { true }
            static func <><T>(lhs: T, rhs: T) -> T { lhs }
            prefix static func - (value: Money) -> Money { value }
        }
        """)
        let members = try #require(decl.typeDecl?.members)
        #expect(members[0].function?.kind == .initializer)
        #expect(members[0].function?.failability == "?")
        #expect(members[1].modifierNames == ["convenience"])
        guard case .deinitializer(let body) = members[2].kind else {
            Issue.record("expected deinit")
            return
        }
        #expect(body?.statements.count == 1)
        #expect(members[3].function?.name.text == "==")
        #expect(members[4].function?.name.text == "<>")
        #expect(members[4].function?.genericParameters.map(\.name.text) == ["T"])
        #expect(members[5].function?.name.text == "-")
        #expect(members[5].modifierNames == ["prefix", "static"])
    }

    // MARK: Generics, packs, typed throws

    @Test func parameterPacksAndValueGenerics() throws {
        let decl = try parseDecl("""
        public struct Tuple<each Element, let count: Int>: ~Copyable where repeat each Element: Sendable {
            var storage: (repeat each Element)
            func map<each Result>(_ transform: (repeat each Element) throws -> (repeat each Result)) rethrows -> Tuple<repeat each Result, count> {
                fatalError()
            }
        }
        """)
        let type = try #require(decl.typeDecl)
        #expect(type.genericParameters.map(\.name.text) == ["Element", "count"])
        #expect(type.genericParameters.map(\.isPack) == [true, false])
        #expect(type.genericParameters[1].constraint?.sourceDescription == "Int")
        guard case .suppressed(let copyable)? = type.inheritance.first?.kind else {
            Issue.record("expected ~Copyable")
            return
        }
        #expect(copyable.sourceDescription == "Copyable")
        guard case .conformance(let packElement, _)? = type.requirements.first?.kind,
              case .packExpansion(let inner) = packElement.kind,
              case .packElement = inner.kind else {
            Issue.record("expected `repeat each Element: Sendable`")
            return
        }
        #expect(type.members[0].variable?.bindings.first?.type?.sourceDescription == "(repeat each Element)")
        let map = try #require(type.members[1].function)
        #expect(map.genericParameters.first?.isPack == true)
        guard case .function(let function)? = map.parameters.first?.type?.kind else {
            Issue.record("expected a function-typed parameter")
            return
        }
        #expect(function.effects.throwing == .throws)
        #expect(map.returnType?.sourceDescription == "Tuple<repeat each Result, count>")
    }

    @Test func typesWrittenInDeclarations() throws {
        let tree = parseValid("""
        let handler: @MainActor @Sendable (Int) async throws -> Void
        let dictionary: [String: [Int?]]
        let composed: any View & Sendable
        let meta: Item.Type
        let closure: ((Int) -> Void)?
        let nested: Result<[String: Item], any Error>
        let inline: [3 of Int]
        let implicitly: String!
        """)
        let types = declarations(in: tree.statements).map { $0.variable?.bindings.first?.type?.sourceDescription }
        #expect(types == [
            "@MainActor @Sendable (Int) async throws -> Void",
            "[String: [Int?]]",
            "any View & Sendable",
            "Item.Type",
            "((Int) -> Void)?",
            "Result<[String: Item], any Error>",
            "InlineArray<3, Int>",
            "String!",
        ])
    }

    // MARK: Enums, extensions, other type declarations

    @Test func enumWithRawValuesAndPayloads() throws {
        let decl = try parseDecl("""
        enum LoadState: Equatable {
            case idle, loading(progress: Double = 0)
            case loaded([Item])
            case failed(any Error, retryCount: Int)
            indirect case nested(LoadState)
        }
        """)
        let type = try #require(decl.typeDecl)
        #expect(type.kind == .enum)
        let cases = type.members.compactMap(\.enumCases)
        try #require(cases.count == 4)
        #expect(cases[0].map(\.name.text) == ["idle", "loading"])
        #expect(cases[0][0].associatedValues == nil)
        #expect(cases[0][1].associatedValues?.map(\.label) == ["progress"])
        #expect(cases[0][1].associatedValues?.first?.defaultValue != nil)
        #expect(cases[1][0].associatedValues?.map { $0.type?.sourceDescription } == ["[Item]"])
        #expect(cases[2][0].associatedValues?.map(\.label) == [nil, "retryCount"])
        #expect(cases[2][0].associatedValues?.first?.type?.sourceDescription == "any Error")
        #expect(type.members[3].modifierNames == ["indirect"])

        let raw = try parseDecl("enum Tab: String, CaseIterable { case home = \"home\", search = \"search\"; case settings }")
        let rawMembers = try #require(raw.typeDecl?.members)
        let rawCases = rawMembers.compactMap(\.enumCases)
        #expect(rawCases.flatMap { $0 }.map(\.name.text) == ["home", "search", "settings"])
        #expect(rawCases.flatMap { $0 }.map { $0.rawValue?.stringLiteral != nil } == [true, true, false])
    }

    @Test func extensionsWithWhereClauses() throws {
        let tree = parseValid("""
        extension Array where Element: Identifiable, Element.ID == UUID {
            subscript(id id: UUID) -> Element? { first { $0.id == id } }
        }
        extension View {
            func card() -> some View { modifier(CardStyle()) }
        }
        extension Collection<Int> {}
        extension Optional: @retroactive Identifiable where Wrapped: Identifiable {}
        """)
        let types = declarations(in: tree.statements).compactMap(\.typeDecl)
        try #require(types.count == 4)
        #expect(types.allSatisfy { $0.kind == .extension })
        #expect(types[0].name.text == "Array")
        #expect(types[0].extendedType?.sourceDescription == "Array")
        #expect(types[0].requirements.count == 2)
        #expect(types[1].members.first?.function?.name.text == "card")
        #expect(types[2].extendedType?.sourceDescription == "Collection<Int>")
        #expect(types[3].inheritance.map(\.sourceDescription) == ["@retroactive Identifiable"])
        #expect(types[3].requirements.count == 1)
    }

    @Test func actorsTypealiasesImportsAndOperatorDeclarations() throws {
        let tree = parseValid("""
        import SwiftUI
        @preconcurrency import struct Foundation.URL
        actor ImageCache { var hits = 0 }
        typealias Handler<T> = @Sendable (T) async -> Void
        infix operator <>: AdditionPrecedence
        precedencegroup PipePrecedence { associativity: left }
        macro Logged() = #externalMacro(module: "Macros", type: "LoggedMacro")
        """)
        let decls = declarations(in: tree.statements)
        try #require(decls.count == 7)
        guard case .importDecl(let path) = decls[0].kind, case .importDecl(let urlPath) = decls[1].kind else {
            Issue.record("expected imports")
            return
        }
        #expect(path.map(\.text) == ["SwiftUI"])
        #expect(urlPath.map(\.text) == ["Foundation", "URL"])
        #expect(decls[1].attributeNames == ["preconcurrency"])
        #expect(decls[2].typeDecl?.kind == .actor)
        #expect(decls[2].typeDecl?.propertyNames == ["hits"])
        guard case .typeAlias(let name, let generics, let type) = decls[3].kind else {
            Issue.record("expected a typealias")
            return
        }
        #expect(name.text == "Handler")
        #expect(generics.map(\.name.text) == ["T"])
        #expect(type.sourceDescription == "@Sendable (T) async -> Void")
        guard case .operatorDecl(let spelling) = decls[4].kind else {
            Issue.record("expected an operator declaration")
            return
        }
        #expect(spelling == "<>")
        #expect(decls[4].modifierNames == ["infix"])
        guard case .precedenceGroup(let group) = decls[5].kind else {
            Issue.record("expected a precedence group")
            return
        }
        #expect(group.text == "PipePrecedence")
        #expect(decls[6].function?.kind == .macro)
    }

    @Test func multipleBindingsAndTuplePatterns() throws {
        let tree = parseValid("let a = 1, b: Int = 2\nvar (x, y) = (0, 0)\nlet _ = compute()")
        let decls = declarations(in: tree.statements)
        #expect(decls[0].variable?.bindings.map { $0.name?.text } == ["a", "b"])
        #expect(decls[0].variable?.isLet == true)
        let tuple = try #require(decls[1].variable?.bindings.first?.pattern)
        #expect(patternShape(tuple, in: tree) == "(x, y)")
        #expect(tuple.boundNames.map(\.text) == ["x", "y"])
        guard case .wildcard? = decls[2].variable?.bindings.first?.pattern.kind else {
            Issue.record("expected a wildcard pattern")
            return
        }
    }

    // MARK: Macros and conditional compilation

    @Test func previewMacroAtFileLevel() throws {
        let decl = try parseDecl("""
        #Preview("Dark mode", traits: .sizeThatFitsLayout) {
            ContentView()
                .preferredColorScheme(.dark)
        }
        """)
        let expansion = try #require(decl.macroExpansion)
        #expect(expansion.name.text == "Preview")
        #expect(expansion.arguments.map { $0.label?.text } == [nil, "traits"])
        let closure = try #require(expansion.trailingClosures.first?.closure.closure)
        #expect(closure.body.first?.expr?.call?.calleeName == "preferredColorScheme")
    }

    @Test func ifConfigAtFileLevelKeepsEveryClause() throws {
        let statement = try parseStmt("""
        #if DEBUG
        struct DebugView: View { var body: some View { Text("debug") } }
        #elseif os(macOS)
        import AppKit
        #else
        let release = true
        #endif
        """)
        // At file level, `#if` wraps statements (declarations among them).
        let config = try #require(statement.ifConfig)
        #expect(config.clauses.map(\.kind) == [.if, .elseif, .else])
        #expect(config.clauses[0].condition?.identifier == "DEBUG")
        #expect(config.clauses[1].condition?.call?.calleeName == "os")
        #expect(config.clauses[2].condition == nil)
        let elements = config.clauses.map { $0.elements.compactMap(\.decl) }
        #expect(elements.map(\.count) == [1, 1, 1])
        #expect(elements[0].first?.typeDecl?.name.text == "DebugView")
        guard case .importDecl? = elements[1].first?.kind else {
            Issue.record("expected an import in the #elseif clause")
            return
        }
        #expect(elements[2].first?.boundName == "release")
    }

    @Test func ifConfigInMemberListAndAroundAttributes() throws {
        let decl = try parseDecl("""
        struct RootView: View {
            #if os(iOS)
            @Environment(\\.horizontalSizeClass) private var sizeClass
            #endif
            #if canImport(UIKit)
            @MainActor
            #endif
            var body: some View { content }
        }
        """)
        let type = try #require(decl.typeDecl)
        try #require(type.members.count == 2)
        let config = try #require(type.members[0].ifConfig)
        #expect(config.clauses.first?.elements.first?.boundName == "sizeClass")
        // An `#if` holding only attributes belongs to the declaration after it.
        #expect(type.members[1].boundName == "body")
        #expect(type.members[1].attributeNames == ["MainActor"])
    }

    @Test func ifConfigConditionsWithOperators() throws {
        let tree = parseValid("#if DEBUG && !targetEnvironment(simulator) || compiler(>=6.0)\nlet x = 1\n#endif")
        let config = try #require(tree.statements.first?.ifConfig)
        let condition = try #require(config.clauses.first?.condition)
        #expect(exprShape(condition, in: tree) == "(|| (&& DEBUG (!targetEnvironment(simulator))) compiler((>=6.0)))")
        #expect(config.clauses.first?.elements.first?.decl?.boundName == "x")
    }
}
