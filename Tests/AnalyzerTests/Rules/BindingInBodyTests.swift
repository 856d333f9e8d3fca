import Testing
@testable import Analyzer

/// `binding-in-body`: a `Binding(get:set:)` made while the body runs and handed to a view.
@Suite struct BindingInBodyTests {
    private let rule = BindingInBodyRule.rule

    @Test func aMadeBindingIsReportedAProjectedOneIsNot() {
        Twins(rule, """
        struct VolumePanel: View {
            @State private var level = 0.5
            var body: some View {
                LevelMeter(level: ⟪⟫)
            }
        }
        struct LevelMeter: View {
            @Binding var level: Double
            var body: some View { Text("\\(level)") }
        }
        """, quiet: "$level", loud: "Binding(get: { level }, set: { level = $0 })").check(mentioning: ["`LevelMeter`", "`level:`"])
    }

    @Test func anEquatableChildIsNotReported() {
        Twins(rule, """
        struct VolumePanel: View {
            @State private var level = 0.5
            var body: some View {
                LevelMeter(level: Binding(get: { level }, set: { level = $0 }))
            }
        }
        struct LevelMeter: View⟪⟫ {
            @Binding var level: Double
            var body: some View { Text("\\(level)") }
        }
        """, quiet: ", Equatable", loud: "").check(mentioning: ["re-runs its body"])
    }

    @Test func aBuiltInControlGetsARemark() {
        let findings = lintSingleFile("""
        struct VolumePanel: View {
            let mixer: Mixer
            var body: some View {
                Slider(value: Binding(get: { mixer.level }, set: { mixer.level = $0 }))
            }
        }
        """, rules: [rule])
        #expect(findings.map(\.severity) == [.info])
    }
}
