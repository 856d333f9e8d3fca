import Testing
@testable import Analyzer

/// The static types the seeds print, reproduced exactly.
@Suite struct SeedExampleTests {
    /// Seed 003: a conditional view with a modifier in one branch.
    @Test func conditionalModifierPrintsTwoBranches() {
        let type = BodyTypes.of("ContentView.body", """
        import SwiftUI

        struct ContentView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack {
                    if isHighlighted {
                        CustomView()
                            .opacity(0.8)
                    } else {
                        CustomView()
                    }
                }
            }
        }

        struct CustomView: View {
            var body: some View { Text("Custom") }
        }
        """)
        #expect(type == "VStack<_ConditionalContent<ModifiedContent<CustomView, _OpacityEffect>, CustomView>>")
    }

    /// Seed 003: the same view with a no-effect modifier keeps one identity.
    @Test func inertModifierPrintsOneView() {
        let type = BodyTypes.of("ContentView.body", """
        struct ContentView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack {
                    CustomView()
                        .opacity(isHighlighted ? 0.8 : 1.0)
                }
            }
        }
        struct CustomView: View { var body: some View { Text("Custom") } }
        """)
        #expect(type == "VStack<ModifiedContent<CustomView, _OpacityEffect>>")
    }

    /// Seed 001: ViewA and the navigation view that links to it.
    @Test func seedNavigationExample() {
        let types = BodyTypes.all("""
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationView {
                    HStack {
                        NavigationLink(
                            "Go to A",
                            destination: ViewA()
                        )

                        NavigationLink(
                            "Go to B",
                            destination: ViewB()
                        )
                    }
                }
            }
        }

        struct ViewA: View {
            @State var stringState: String = "A"

            var body: some View {
                VStack {
                    Text(stringState)
                    Button("Change string") {
                        stringState = ["A", "AA", "AAA", "AAAA"].randomElement()!
                    }
                }
            }
        }

        struct ViewB: View {
            var body: some View {
                Text("B")
            }
        }
        """)
        #expect(types["ViewA.body"] == "VStack<TupleView<(Text, Button<Text>)>>")
        #expect(types["ViewB.body"] == "Text")
        #expect(types["ContentView.body"] == "NavigationView<HStack<TupleView<(NavigationLink<Text, ViewA>, NavigationLink<Text, ViewB>)>>>")
    }

    /// Seed 000: the talk's MyAsyncImage, fixed with `.id(url)`.
    @Test func myAsyncImageWithIdentity() {
        let type = BodyTypes.of("MyAsyncImage.body", """
        import SwiftUI

        struct MyAsyncImage: View {
            var url: URL
            @State private var data: Data?

            var body: some View {
                ZStack {
                    if let data, let image = UIImage(data: data) {
                        Image(uiImage: image)
                            .resizable()
                    } else {
                        ProgressView()
                    }
                }
                .task {
                    data = try? await URLSession.shared.data(from: url).0
                }
                .id(url)
            }
        }
        """)
        #expect(type == "IDView<ModifiedContent<ZStack<_ConditionalContent<Image, ProgressView<EmptyView, EmptyView>>>, _TaskModifier>, URL>")
    }
}
