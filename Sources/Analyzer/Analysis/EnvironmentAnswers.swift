import Foundation

/// Whether each environment key the module sets can change, answered once per module and
/// shared by every view's ``ValueVariability`` (the rules run views in parallel): the answer
/// does not depend on the view asking, and an app that hands its theme down through a hundred
/// views (`.environment(\.theme, theme)`) would otherwise have each view follow every hand-on.
final class EnvironmentAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Variability] = [:]

    func answer(for key: String) -> Variability? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key]
    }

    func store(_ answer: Variability, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        answers[key] = answer
    }
}
