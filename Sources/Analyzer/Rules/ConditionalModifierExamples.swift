/// Examples of `conditional-modifier`; they are its tests and its documentation.
enum ConditionalModifierExamples {
    static let all: [RuleExample] = [
        .triggering("Seed 003: the same view in both branches, one with `.opacity(0.8)`.", """
        struct ContentView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack {
                    ↓if isHighlighted {
                        CustomView()
                            .opacity(0.8)
                    } else {
                        CustomView()
                    }
                }
            }
        }
        """),
        .triggering("Either order, after identical modifiers, several differing inert modifiers.", """
        struct PlayButton: View {
            let title: String
            @GestureState private var isPressed = false

            var body: some View {
                ↓if isPressed {
                    Label(title, systemImage: "play.fill")
                        .padding(12)
                } else {
                    Label(title, systemImage: "play.fill")
                        .padding(12)
                        .scaleEffect(0.95)
                        .hidden()
                }
            }
        }
        """),
        .triggering("The same modifier with different values: the value can be a ternary.", """
        struct SelectableRow: View {
            let item: Item
            let isSelected: Bool

            var body: some View {
                ↓if isSelected {
                    Text(item.name)
                        .foregroundColor(.accentColor)
                } else {
                    Text(item.name)
                        .foregroundColor(.primary)
                }
            }
        }
        """),
        .triggering("A conditional-modifier helper, judged by a call site whose condition changes.", """
        extension View {
            @ViewBuilder
            func ↓`if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition {
                    transform(self)
                } else {
                    self
                }
            }
        }

        struct MailList: View {
            @State private var isEditing = false

            var body: some View {
                List { Text("Inbox") }
                    .if(isEditing) { $0.opacity(0.6) }
                    .toolbar { Button("Edit") { isEditing.toggle() } }
            }
        }
        """),
        .nonTriggering("A condition that cannot change while the app runs keeps one identity.", """
        struct Sidebar: View {
            let items: [String]

            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    List(items, id: \\.self) { Text($0) }.padding(24)
                } else {
                    List(items, id: \\.self) { Text($0) }
                }
            }
        }
        """),
        .nonTriggering("A helper whose call sites all pass conditions fixed for the app's run.", """
        extension View {
            @ViewBuilder
            func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition {
                    transform(self)
                } else {
                    self
                }
            }
        }

        enum Layout {
            static let isCompact = ProcessInfo.processInfo.environment["COMPACT"] != nil
        }

        struct Header: View {
            var body: some View {
                Text("Today").if(Layout.isCompact) { $0.font(.caption) }
            }
        }
        """),
        .nonTriggering("Different views in the branches are two states of the screen, not one view.", """
        struct StatusView: View {
            let isLoading: Bool
            let error: Error?

            var body: some View {
                if isLoading {
                    ProgressView()
                } else {
                    ErrorBanner(error: error)
                }
            }
        }
        """),
        .nonTriggering("Different arguments to the base view, and `if` without `else`.", """
        struct Answer: View {
            let isYes: Bool
            let showsHint: Bool

            var body: some View {
                VStack {
                    if isYes {
                        Text("Yes")
                    } else {
                        Text("No")
                    }
                    if showsHint {
                        Text("Tap to change").opacity(0.6)
                    }
                }
            }
        }
        """),
        .nonTriggering("Modifiers without a no-effect form cannot become a ternary.", """
        struct Cover: View {
            let name: String
            let fills: Bool
            let prominent: Bool

            var body: some View {
                VStack {
                    if fills {
                        Image(name).resizable()
                    } else {
                        Image(name)
                    }
                    if prominent {
                        Button("Buy") { }.buttonStyle(.bordered)
                    } else {
                        Button("Buy") { }.buttonStyle(.plain)
                    }
                }
            }
        }
        """),
        .nonTriggering("Availability and compile-time conditions cannot be a ternary.", """
        struct Bell: View {
            var body: some View {
                VStack {
                    if #available(iOS 17, *) {
                        Image(systemName: "bell").opacity(0.5)
                    } else {
                        Image(systemName: "bell")
                    }
                    #if os(iOS)
                    Text("Alerts").padding(4)
                    #else
                    Text("Alerts")
                    #endif
                }
            }
        }
        """),
        .fix("One modifier with one literal argument: the branch becomes one view with a ternary.", before: """
        struct ContentView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack {
                    ↓if isHighlighted {
                        CustomView()
                            .opacity(0.8)
                    } else {
                        CustomView()
                    }
                }
            }
        }
        """, after: """
        struct ContentView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack {
                    CustomView()
                        .opacity(isHighlighted ? 0.8 : 1)
                }
            }
        }
        """),
        .fix("The modifier in the `else` branch puts the inert value first.", before: """
        struct Row: View {
            let isMuted: Bool

            var body: some View {
                ↓if isMuted {
                    Text("Channel")
                } else {
                    Text("Channel").blur(radius: 2)
                }
            }
        }
        """, after: """
        struct Row: View {
            let isMuted: Bool

            var body: some View {
                Text("Channel").blur(radius: isMuted ? 0 : 2)
            }
        }
        """),
    ]
}
