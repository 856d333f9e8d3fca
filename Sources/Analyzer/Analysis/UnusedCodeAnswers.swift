import Foundation

/// Whether each member of the module's views is used anywhere (``NameMentions/isUnusedCode(at:fileIndex:index:uses:)``),
/// answered once per module and shared by every view (the rules run views in parallel): the
/// writes of every value pass through that question, and each answer searches the module's names.
final class UnusedCodeAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Bool] = [:]

    /// The answer for `key` (`Owner.member`), worked out by `answer` the first time.
    func isUnused(_ key: String, _ answer: () -> Bool) -> Bool {
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = answer()
        lock.lock()
        answers[key] = found
        lock.unlock()
        return found
    }
}
