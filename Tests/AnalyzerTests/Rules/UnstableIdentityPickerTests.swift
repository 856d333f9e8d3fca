import Testing
@testable import Analyzer

/// `unstable-identity`: a computed fresh `id` on a type whose rows are only `Picker` or `Menu`
/// items is not reported — the items carry no state and are chosen by their `.tag` — and the
/// advice for an enum, which cannot store an identity, is one it can follow.
@Suite struct UnstableIdentityPickerTests {
    private let rule = UnstableIdentityRule.rule

    /// The action tree of LinearMouse's button-mapping picker: an enum of actions and
    /// sections with `var id: UUID { UUID() }`, whose only `ForEach` is a helper view the
    /// picker's content creates (and that creates itself for sections). Shown as list rows,
    /// the same tree gets new identities on every update.
    @Test func pickerItemsThroughAHelperViewVersusListRows() {
        Twins(rule, """
        enum Action: Hashable {
            case none, missionControl, showDesktop
            var title: String { "\\(self)" }
        }
        indirect enum ActionNode: Identifiable {
            var id: UUID { UUID() }
            case action(Action)
            case section(String, () -> [ActionNode])
        }
        struct ActionNodesView: View {
            let nodes: [ActionNode]
            var body: some View {
                ForEach(nodes) { node in
                    switch node {
                    case let .action(action):
                        Text(action.title).tag(action)
                    case let .section(header, children):
                        Section(header: Text(header)) { ActionNodesView(nodes: children()) }
                    }
                }
            }
        }
        struct ActionPicker: View {
            @Binding var action: Action
            static let tree: [ActionNode] = [
                .action(.none),
                .section("Desktop") { [.action(.missionControl), .action(.showDesktop)] },
            ]
            var body: some View {
                ⟪⟫ {
                    ActionNodesView(nodes: Self.tree)
                }
            }
        }
        """, quiet: "Picker(\"Action\", selection: $action)", loud: "List").check(mentioning: ["`ActionNode.id`", "`var id: Self { self }`"])
    }

    /// SwiftPamphlet's commits have `var id: UUID { UUID() }`, but their only list keys the
    /// rows by position (`id: \.0`): nothing reads the computed identity. Rows keyed by it are
    /// rebuilt on every update.
    @Test func rowsKeyedByAnotherValueVersusByTheComputedID() {
        Twins(rule, """
        struct CommitModel: Decodable, Identifiable {
            var sha: String
            var message: String
            var id: UUID { UUID() }
        }
        struct RepoCommitsView: View {
            var commits: [CommitModel]
            var body: some View {
                List {
                    ⟪⟫ { i, commit in
                        Text("\\(i + 1). \\(commit.message)")
                    }
                }
            }
        }
        """, quiet: "ForEach(Array(commits.enumerated()), id: \\.0)",
             loud: "ForEach(Array(commits.enumerated()), id: \\.element.id)").check(mentioning: ["`CommitModel.id`"])
    }

    /// The same rows written straight in a `Picker` or a `Menu` are items too.
    @Test(arguments: ["Picker(\"Zoom\", selection: $zoom)", "Menu(\"Zoom\")"])
    func itemsWrittenInThePickerVersusInAStack(_ container: String) {
        Twins(rule, """
        struct ZoomLevel: Identifiable, Hashable {
            var id: UUID { UUID() }
            let scale: Double
            static let all = [ZoomLevel(scale: 1), ZoomLevel(scale: 2)]
        }
        struct ZoomControl: View {
            @State private var zoom = ZoomLevel.all[0]
            var body: some View {
                ⟪⟫ {
                    ForEach(ZoomLevel.all) { level in
                        Button("\\(level.scale)x") { zoom = level }.tag(level)
                    }
                }
            }
        }
        """, quiet: container, loud: "HStack").check(mentioning: ["`ZoomLevel.id`", "`let id = UUID()`"])
    }

    /// A helper view the picker creates, but another view also shows as rows, makes real rows.
    @Test func aHelperViewAlsoCreatedOutsideThePickerIsReported() {
        Twins(rule, """
        enum Sound: Identifiable, Hashable {
            case chime, bell
            var id: UUID { UUID() }
        }
        struct SoundRows: View {
            let sounds: [Sound]
            var body: some View { ForEach(sounds) { Text("\\($0)").tag($0) } }
        }
        struct SoundPicker: View {
            @Binding var sound: Sound
            var body: some View {
                Picker("Sound", selection: $sound) { SoundRows(sounds: [.chime, .bell]) }
            }
        }
        struct SoundLibrary: View {
            var body: some View {
                VStack { ⟪⟫ }
            }
        }
        """, quiet: "Text(\"Library\")", loud: "SoundRows(sounds: [.chime, .bell])").check(mentioning: ["`Sound.id`"])
    }
}
