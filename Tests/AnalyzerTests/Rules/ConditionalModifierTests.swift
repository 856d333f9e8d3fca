import Testing
@testable import Analyzer

/// `conditional-modifier` on conditions and modifiers beyond the documented examples: how the
/// suggested single view spells the condition, and when no single-view form exists.
@Suite struct ConditionalModifierTests {
    private func findings(_ source: String) -> [Finding] {
        lintSingleFile(source, rules: [ConditionalModifierRule.rule])
    }

    @Test func commaConditionBecomesAParenthesizedConjunction() {
        let result = findings("""
        struct Badge: View {
            let count: Int
            let isMuted: Bool
            var body: some View {
                if isMuted, count > 0 {
                    Text("\\(count)").opacity(0.4)
                } else {
                    Text("\\(count)")
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`Text(\"\\(count)\").opacity((isMuted && count > 0) ? 0.4 : 1)`") == true,
                "\(result.map(\.message))")
        #expect(result.first?.fix?.first?.replacement.contains("(isMuted && count > 0) ? 0.4 : 1") == true)
    }

    @Test func singleTermConditionNeedsNoParentheses() {
        let result = findings("""
        struct Badge: View {
            let isMuted: Bool
            var body: some View {
                if isMuted {
                    Text("New").opacity(0.4)
                } else {
                    Text("New")
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`Text(\"New\").opacity(isMuted ? 0.4 : 1)`") == true, "\(result.map(\.message))")
    }

    @Test func paddingByEdgeSetHasNoLengthToMakeInert() {
        let result = findings("""
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Text("Title").padding(.horizontal)
                } else {
                    Text("Title")
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("Use one view and give the modifier a no-effect value") == true,
                "\(result.map(\.message))")
        #expect(result.first?.message.contains("? .horizontal") == false)
        #expect(result.first?.fix == nil)
    }

    @Test func paddingByEdgeSetAndLengthMakesTheLengthInert() {
        let result = findings("""
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Text("Title").padding(.horizontal, 16)
                } else {
                    Text("Title")
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`Text(\"Title\").padding(.horizontal, isCompact ? 16 : 0)`") == true,
                "\(result.map(\.message))")
    }

    @Test func branchesThatBuildDifferentViewsAreNotFlagged() {
        #expect(findings("""
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Label("Title", systemImage: "star").padding(.horizontal)
                } else {
                    Text("Title")
                }
            }
        }
        """).isEmpty)
    }
}
