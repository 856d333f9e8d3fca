import Testing
@testable import Analyzer

/// `// viewlint:` comments silence findings on the lines they cover, and are themselves
/// reported when malformed or unused.
@Suite struct SuppressionTests {
    private func lint(_ text: String) -> [(rule: String, line: Int)] {
        let file = SourceFile(path: "Suppressed.swift", text: text)
        return lintSingleFile(text, path: file.path).map { ($0.ruleID, file.location(of: $0.range.start).line) }
    }

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
        let findings = lint(view("            Color.gray.task { await Loader.load(photoID) } // viewlint:disable:this all"))
        #expect(findings.isEmpty)
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
        let rules = RuleRegistry.rules.filter { $0.id != "conditional-modifier" }
        #expect(lintSingleFile(view("""
                    // viewlint:disable:next conditional-modifier
                    Color.gray.task(id: photoID) { await Loader.load(photoID) }
        """), rules: rules).isEmpty)
    }
}

extension SuppressionTests {
    @Test func enableNarrowsADisableAll() {
        let findings = lint(view("""
                    // viewlint:disable all
                    // viewlint:enable untracked-task-dependency
                    Color.gray.task { await Loader.load(photoID) }
        """))
        #expect(findings.map(\.rule) == ["unused-suppression", "untracked-task-dependency"])
    }

    @Test func proseMentioningViewlintIsNotADirective() {
        let findings = lint(view("""
                    // viewlint: this view is reviewed by hand
                    Color.gray.task(id: photoID) { await Loader.load(photoID) }
        """))
        #expect(findings.isEmpty)
    }
}
