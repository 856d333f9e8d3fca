import Testing
@testable import Engine

/// What a view mounted on its own gets from the app around it: the modifiers its `View`
/// extensions apply to `self`, and the environment objects the app's root provides above it.
@Suite struct AppContextTests {
    /// GistHub's tabs wrap their root in `withSheetDestinations(…)`, a `View` extension that
    /// calls `sheet(item:)` on `self` without naming it: the content stays the tab's root, as
    /// it does when the extension writes `self.sheet(…)`.
    @Test(arguments: ["sheet(item: item)", "self.sheet(item: item)"])
    func aPresentationAnExtensionAppliesToSelfKeepsTheContent(call: String) {
        let e = engine("""
        extension View {
            func withSheetDestinations(_ item: Binding<String?>) -> some View {
                \(call) { destination in Text(destination) }
            }
        }
        struct ProfileTab: View {
            @State private var shown: String?
            var body: some View {
                Text("Profile").onAppear { print("appeared") }
                    .withSheetDestinations($shown)
            }
        }
        """)
        #expect(e.mount("ProfileTab") == .finished)
        #expect(e.treeText.contains("Text (\"Profile\")"), "\(e.treeText)")
        #expect(!e.trace.events(.appear).isEmpty, "\(e.treeText)")
    }

    /// GistHub's profile tab reads the signed-in account the app's root injects. Mounted alone,
    /// a new `CurrentAccount` stands in for it, whose fields the engine can change (an absent
    /// `user` becomes one with every field filled); a class the module does not declare has
    /// nothing to stand in: SwiftUI would crash there.
    @Test func aModuleClassStandsInForTheAppsEnvironmentObject() {
        let source = """
        struct User { let login: String?; let id: Int? }
        final class CurrentAccount: ObservableObject {
            @Published var user: User?
        }
        struct ProfileTab: View {
            @EnvironmentObject var account: ⟪⟫
            var body: some View { Text(account.user?.login ?? "Signed out") }
        }
        """
        let standIn = engine(source.replacingOccurrences(of: "⟪⟫", with: "CurrentAccount"))
        #expect(standIn.mount("ProfileTab") == .finished)
        #expect(standIn.trace.events(.issue).isEmpty, "\(standIn.trace.events(.issue).map(\.message))")
        #expect(standIn.trace.events(.note).contains { $0.message.contains("a new CurrentAccount stands in") })
        let step = standIn.harnessSteps.first { $0.name == "account.user" }
        #expect(step?.value.description.contains("login: \"A\"") == true, "\(standIn.harnessSteps.map(\.name))")
        let missing = engine(source.replacingOccurrences(of: "⟪⟫", with: "AccountStore"))
        #expect(missing.mount("ProfileTab") == .finished)
        #expect(missing.trace.events(.issue).contains { $0.message.contains("no environment object of type AccountStore") })
    }
}
