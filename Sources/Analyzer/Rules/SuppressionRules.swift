/// The diagnostics about suppression comments themselves. Their checks run in the linter,
/// which sees the comments; the rules exist so they can be configured and documented.
public enum SuppressionRules {
    public static let invalidSuppression = Rule(
        id: "invalid-suppression",
        summary: "A `// viewlint:` suppression comment names a rule that does not exist or is malformed",
        rationale: """
        A suppression that names an unknown rule suppresses nothing, usually because of a typo or a rule \
        that was renamed, and hides the fact that the finding it meant to silence is still reported.
        """,
        defaultSeverity: .warning,
        examples: [
            .triggering("A misspelled rule id.", """
            struct Poster: View {
                let url: URL
                var body: some View {
                    ↓// viewlint:disable:next untracked-task-dependecy
                    Color.gray.task { await Loader.load(url) }
                }
            }
            """),
            .nonTriggering("Known rule ids, `all`, and a reason.", """
            struct Poster: View {
                let url: URL
                var body: some View {
                    // viewlint:disable:next untracked-task-dependency - the parent applies .id(url)
                    Color.gray.task { await Loader.load(url) }
                }
            }
            """),
        ],
        check: { _ in [] })

    public static let unusedSuppression = Rule(
        id: "unused-suppression",
        summary: "A `// viewlint:disable` comment suppressed nothing",
        rationale: """
        A suppression that no longer matches a finding is noise that outlives the code it was written for, \
        and would silently hide a future finding on that line. Remove it.
        """,
        defaultSeverity: .info,
        examples: [
            .triggering("The task is tracked by its id, so there is nothing to suppress.", """
            struct Poster: View {
                let url: URL
                var body: some View {
                    ↓// viewlint:disable:next untracked-task-dependency
                    Color.gray.task(id: url) { await Loader.load(url) }
                }
            }
            """),
            .nonTriggering("A suppression that silences a finding.", """
            struct Poster: View {
                let url: URL
                var body: some View {
                    Color.gray.task { await Loader.load(url) } // viewlint:disable:this untracked-task-dependency
                }
            }
            """),
        ],
        check: { _ in [] })
}
