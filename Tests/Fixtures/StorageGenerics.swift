// Fixture: the persistence layer of a notes app.
// Theme: the type system — protocols with (primary) associated types, generic `where`
// clauses, constrained and conditional extensions, `some` / `any`, parameter packs
// (`each` / `repeat`), `~Copyable` types with `consuming` / `borrowing` / `discard`,
// property wrappers, `@dynamicMemberLookup` and `callAsFunction`.

import Foundation

protocol Identified {
    associatedtype ID: Hashable & Sendable
    var id: ID { get }
}

protocol Repository<Entity>: AnyObject {
    associatedtype Entity: Identified
    associatedtype Failure: Error = any Error

    func all() throws(Failure) -> [Entity]
    func find(_ id: Entity.ID) throws(Failure) -> Entity?
    func save(_ entity: Entity) throws(Failure)
}

extension Repository {
    func find(_ ids: some Sequence<Entity.ID>) throws(Failure) -> [Entity] {
        var found: [Entity] = []
        for id in ids {
            if let entity = try find(id) { found.append(entity) }
        }
        return found
    }
}

extension Repository where Entity: Comparable {
    func sorted() throws(Failure) -> [Entity] {
        try all().sorted()
    }
}

extension Repository where Failure == Never {
    var count: Int { all().count }
}

struct Note: Identified, Codable, Comparable, Sendable {
    var id: UUID
    var title: String
    var body: String
    var updatedAt: Date

    static func < (lhs: Note, rhs: Note) -> Bool {
        (lhs.updatedAt, lhs.title) < (rhs.updatedAt, rhs.title)
    }
}

final class InMemoryRepository<Entity: Identified>: Repository {
    typealias Failure = Never
    private var items: [Entity.ID: Entity] = [:]

    init<S: Sequence>(_ seed: S) where S.Element == Entity {
        for item in seed { items[item.id] = item }
    }

    func all() -> [Entity] { Array(items.values) }
    func find(_ id: Entity.ID) -> Entity? { items[id] }
    func save(_ entity: Entity) { items[entity.id] = entity }
}

struct Page<Element> {
    var items: [Element]
    var cursor: String?
}

extension Page: Equatable where Element: Equatable {}
extension Page: Sendable where Element: Sendable {}

extension Page where Element: Identified {
    var ids: [Element.ID] { items.map(\.id) }
}

extension Collection where Element: Identified, Index == Int {
    func index(of id: Element.ID) -> Int? {
        firstIndex { $0.id == id }
    }
}

func merge<R1: Repository, R2: Repository>(_ first: R1, into second: R2) throws
where R1.Entity == R2.Entity, R1.Failure == Never {
    for entity in first.all() {
        try second.save(entity)
    }
}

func makeRepository() -> some Repository<Note> {
    InMemoryRepository<Note>([])
}

func describe(_ repositories: [any Repository]) -> String {
    repositories.map { String(describing: type(of: $0)) }.joined(separator: ", ")
}

// MARK: - Parameter packs

func zipLatest<each Value: Sendable>(_ value: repeat (each Value)?) -> (repeat each Value)? {
    for case nil in repeat each value {
        return nil
    }
    return (repeat (each value)!)
}

struct Changes<each Field: Equatable> {
    let before: (repeat each Field)
    let after: (repeat each Field)

    var changedCount: Int {
        var count = 0
        for (old, new) in repeat (each before, each after) {
            if old != new { count += 1 }
        }
        return count
    }
}

// MARK: - Noncopyable resources

struct FileLock: ~Copyable {
    private let descriptor: Int32
    let path: String

    init(path: String) {
        self.path = path
        self.descriptor = Int32(truncatingIfNeeded: path.hashValue & 0xFFFF)
    }

    borrowing func isHeld(by pid: Int32) -> Bool {
        descriptor == pid
    }

    consuming func release() {
        discard self
    }

    deinit {
        print("lock on \(path) released in deinit")
    }
}

func withLock<Result>(on path: String, _ body: (borrowing FileLock) throws -> Result) rethrows -> Result {
    let lock = FileLock(path: path)
    defer { _ = consume lock }
    return try body(lock)
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var value: Wrapped

    consuming func take() -> Wrapped { value }
}

extension Box: Copyable where Wrapped: Copyable {}

// MARK: - Wrappers and dynamic members

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

struct EditorPreferences {
    @Clamped(10...32) var fontSize: Double = 17
    @Clamped(0...4) var lineSpacing: Int = 1
}

@dynamicMemberLookup
struct Versioned<Value> {
    private(set) var history: [Value]

    init(_ initial: Value) { history = [initial] }

    var current: Value { history[history.count - 1] }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        current[keyPath: keyPath]
    }

    mutating func callAsFunction(_ update: (inout Value) -> Void) {
        var next = current
        update(&next)
        history.append(next)
    }
}

func demo() {
    var note = Versioned(Note(id: UUID(), title: "Groceries", body: "", updatedAt: .now))
    note { $0.body = "eggs, flour" }
    note { $0.title += " (weekend)" }
    print(note.title, note.history.count)

    var preferences = EditorPreferences()
    preferences.fontSize = 99
    print(preferences.fontSize, preferences.$fontSize)

    let values = zipLatest(Int?.some(1), String?.some("a"), Double?.none)
    print(values as Any)

    let changes = Changes(before: (1, "a", true), after: (2, "a", false))
    print(changes.changedCount)

    let repository = makeRepository()
    try? repository.save(Note(id: UUID(), title: "Ideas", body: "", updatedAt: .now))
    print(describe([repository, InMemoryRepository<Note>([])]))

    withLock(on: "/tmp/notes.lock") { lock in
        print(lock.isHeld(by: 0))
    }
}
