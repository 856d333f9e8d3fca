import Testing
@testable import Analyzer

/// Lints a file, giving each finding's rule and line.
private func lint(_ text: String) -> [(rule: String, line: Int)] {
    let file = SourceFile(path: "Suppressed.swift", text: text)
    return lintSingleFile(text, path: file.path).map { ($0.ruleID, file.location(of: $0.range.start).line) }
}

/// A view whose tasks read inputs that can change (no creation site fixes them).
private func view(_ body: String) -> String {
    """
    struct Poster: View {
        let photoID: Int
        let fallbackID: Int
        var body: some View {
            VStack {
    \(body)
            }
        }
    }
    """
}

/// `// viewlint:` comments silence findings on the lines they cover, and are themselves
/// reported when malformed or unused.
@Suite struct SuppressionTests {
    @Test func unsuppressedFindingsAreReported() {
        let findings = lint(view("            Color.gray.task { await Loader.load(photoID) }"))
        #expect(findings.map(\.rule) == ["untracked-task-dependency"])
    }

    @Test func disableNextCoversTheFollowingLineOnly() {
        let findings = lint(view("""
                    // viewlint:disable:next untracked-task-dependency - the parent sets .id(photoID)
                    Color.gray.task { await Loader.load(photoID) }
                    Color.red.task { await Loader.load(fallbackID) }
        """))
        #expect(findings.map(\.rule) == ["untracked-task-dependency"])
        #expect(findings.map(\.line) == [8])
    }

    @Test func disableThisCoversItsOwnLine() {
        let line = "            Color.gray.task { await Loader.load(photoID) }"
        #expect(lint(view(line + " // viewlint:disable:this all")).isEmpty)
        #expect(lint(view(line + " // the photo loads here")).map(\.rule) == ["untracked-task-dependency"])
    }

    @Test func disableRegionEndsAtEnable() {
        let findings = lint(view("""
                    // viewlint:disable untracked-task-dependency
                    Color.gray.task { await Loader.load(photoID) }
                    Color.red.task { await Loader.load(fallbackID) }
                    // viewlint:enable untracked-task-dependency
                    Color.blue.task { await Loader.load(photoID) }
        """))
        #expect(findings.map(\.line) == [10])
    }
}

/// The diagnostics about suppression comments themselves: `invalid-suppression` and
/// `unused-suppression`, each beside the comment that makes it appear or go away.
@Suite struct SuppressionDiagnosticsTests {
    @Test func unknownRulesAndCommandsAreInvalid() {
        let findings = lint(view("""
                    // viewlint:disable:next untracked-task-dependecy
                    Color.gray.task { await Loader.load(photoID) }
                    // viewlint:ignore conditional-modifier
        """))
        #expect(findings.map(\.rule).sorted() == ["invalid-suppression", "invalid-suppression", "untracked-task-dependency"])
    }

    @Test func unusedSuppressionsAreRemarks() {
        let findings = lintSingleFile(view("""
                    // viewlint:disable:next non-pod-view
                    Color.gray.task(id: photoID) { await Loader.load(photoID) }
        """))
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
        #expect(findings.first?.severity == .info)
    }

    @Test func suppressionsOfRulesThatDidNotRunAreNotUnused() {
        let source = view("""
                    // viewlint:disable:next conditional-modifier
                    Color.gray.task(id: photoID) { await Loader.load(photoID) }
        """)
        let rules = RuleRegistry.rules.filter { $0.id != "conditional-modifier" }
        #expect(lintSingleFile(source, rules: rules).isEmpty)
        #expect(lintSingleFile(source).map(\.ruleID) == ["unused-suppression"], "the rule ran and found nothing to suppress")
    }

    @Test func enableNarrowsADisableAll() {
        let findings = lint(view("""
                    // viewlint:disable all
                    // viewlint:enable untracked-task-dependency
                    Color.gray.task { await Loader.load(photoID) }
        """))
        #expect(findings.map(\.rule) == ["unused-suppression", "untracked-task-dependency"])
    }

    @Test func proseMentioningViewlintIsNotADirective() {
        let template = view("""
                    // viewlint:⟪⟫
                    Color.gray.task(id: photoID) { await Loader.load(photoID) }
        """)
        #expect(lint(template.replacingOccurrences(of: "⟪⟫", with: " this view is reviewed by hand")).isEmpty)
        #expect(lint(template.replacingOccurrences(of: "⟪⟫", with: "disable:next all")).map(\.rule) == ["unused-suppression"])
    }

    /// `// viewlint:equatable` opts a view in to generated code; a misspelt one is reported.
    @Test func anEquatableOptInIsNotASuppression() {
        let template = """
        // viewlint:⟪⟫
        struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count)") }
        }
        """
        #expect(lint(template.replacingOccurrences(of: "⟪⟫", with: "equatable ignore: count")).isEmpty)
        #expect(lint(template.replacingOccurrences(of: "⟪⟫", with: "equatabel")).map(\.rule) == ["invalid-suppression"])
    }
}
