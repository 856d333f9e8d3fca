import Testing
@testable import Analyzer

/// `unstable-identity`: identity that changes when it should not.
@Suite struct UnstableIdentityTests {
    private let rule = UnstableIdentityRule.rule

    @Test func aFreshIDVersusAStoredToken() {
        Twins(rule, """
        struct MapPanel: View {
            @State private var resetToken = 0
            var body: some View {
                Map().id(⟪⟫)
            }
        }
        """, quiet: "resetToken", loud: "Date.now").check(mentioning: ["`.id(Date.now)`", "`MapPanel`"])
    }

    @Test func offsetsOfChangingDataVersusElementIDs() {
        Twins(rule, """
        struct Queue: View {
            @State private var jobs: [Job] = []
            var body: some View {
                List {
                    ForEach(Array(jobs.enumerated()), id: \\.⟪⟫) { index, job in Text(job.name) }
                }
                .toolbar { Button("Add") { jobs.append(Job()) } }
            }
        }
        """, quiet: "element.id", loud: "offset").check(mentioning: ["`\\.offset`", "`jobs`"])
    }

    @Test func indicesOfDataNobodyChangesAreFine() {
        Twins(rule, """
        struct Steps: View {
            ⟪⟫
            var body: some View {
                ForEach(steps.indices, id: \\.self) { index in Text(steps[index]) }
            }
        }
        """, quiet: "private let steps = [\"Mix\", \"Bake\"]",
              loud: "@State private var steps = [\"Mix\"]\n    func add() { steps.append(\"Bake\") }").check(mentioning: ["by index"])
    }

    @Test func onDeleteShowsTheDataIsEdited() {
        let finding = Twins(rule, """
        struct Tags: View {
            let tags: [String]
            var body: some View {
                List {
                    ForEach(tags.indices, id: \\.self) { Text(tags[$0]) }⟪⟫
                }
            }
        }
        """, quiet: "", loud: ".onDelete { _ in }").check(mentioning: ["by index"])
        #expect(finding?.notes.first?.message == "rows are deleted here")
    }

    @Test func aConstantRangeOverACount() {
        Twins(rule, """
        struct Pages: View {
            @State private var pages: [Page] = []
            var body: some View {
                TabView { ForEach(0..<⟪⟫) { Text("\\($0)") } }
                    .task { pages = await Page.load() }
            }
        }
        """, quiet: "3", loud: "pages.count").check(mentioning: ["reads the range once"])
    }

    @Test func aComputedFreshIDVersusAStoredOne() {
        Twins(rule, """
        struct Photo: Identifiable {
            ⟪⟫
            let url: URL
        }
        """, quiet: "let id = UUID()", loud: "var id: String { UUID().uuidString }").check(mentioning: ["`Photo.id`"])
    }
}
