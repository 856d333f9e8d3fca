/// Answers to one question about the module, worked out once and shared by every view (the
/// rules run views in parallel). Only a question whose answer depends on nothing but the
/// module belongs here: which view asks, and in what order, must not change it.
///
/// Each module's ``ModuleUses`` holds one store per question: whether an environment key can
/// change (an app handing its theme down through a hundred views would otherwise have each
/// view follow every hand-on), whether a view member is used, which of a view's properties
/// hold an object it made for itself and where that object can go, what a view's body reads.
/// A type is keyed by its identity, not its name: two `private struct Row`s of different
/// files share one.
final class ModuleAnswers<Key: Hashable, Answer>: @unchecked Sendable {
    private let lock = Lock()
    private var answers: [Key: Answer] = [:]

    /// The answer found so far for `key`.
    func answer(for key: Key) -> Answer? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key]
    }

    func store(_ answer: Answer, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        answers[key] = answer
    }

    /// The answer for `key`, worked out by `answer` the first time (outside the lock: two
    /// threads may both work it out, and both find the same).
    func answer(for key: Key, _ answer: () -> Answer) -> Answer {
        if let known = self.answer(for: key) { return known }
        let found = answer()
        store(found, for: key)
        return found
    }
}

/// A stored property of one type, as a key of ``ModuleAnswers``.
struct PropertyOfType: Hashable {
    let type: ObjectIdentifier
    let property: String
}
