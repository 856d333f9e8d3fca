import Testing
@testable import Analyzer

/// `state-initialized-from-input`: what counts as a change of the copied input — a read is no
/// write, and neither is a change that happens where the view is absent.
@Suite struct StateInitializedFromInputEvidenceTests {
    private let rule = StateInitializedFromInputRule.rule

    /// KeyboardCowboy's command row drags `$command.wrappedValue`: the binding's value, read.
    /// A change written through `wrappedValue` is a write of `command`.
    @Test func aProjectedBindingsWrappedValueIsReadVersusWrittenThrough() {
        Twins(rule, """
        struct Meta: Hashable, Codable { let id: String; var name: String }
        struct CommandRow: View {
            @Binding var command: Meta
            var body: some View {
                NameBadge(meta: command)
                    ⟪⟫
            }
        }
        struct NameBadge: View {
            @State private var meta: Meta
            @State private var isHovered = false
            init(meta: Meta) { _meta = .init(initialValue: meta) }
            var body: some View {
                Text(meta.name).underline(isHovered).onHover { isHovered = $0 }
            }
        }
        """, quiet: ".draggable($command.wrappedValue.name)",
             loud: ".onTapGesture(count: 2) { $command.wrappedValue.name += \" copy\" }").check(mentioning: ["copies `meta`"])
    }
}
