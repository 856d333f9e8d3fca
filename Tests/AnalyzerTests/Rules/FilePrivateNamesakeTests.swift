import Testing
@testable import Analyzer

/// Two files may each declare a `private`/`fileprivate` view of one name. Each file's code
/// creates its own: the places one file creates its `Badge` say nothing about the other
/// file's `Badge`, whose input may be fixed where this one's varies.
@Suite struct FilePrivateNamesakeTests {
    /// A header whose badge translates its title as it appears: a stale result if the title
    /// can change, nothing if it cannot.
    private static func header(creating badge: String) -> SourceFile {
        SourceFile(path: "ProfileHeader.swift", text: """
        struct ProfileHeader: View {
            @State private var tier = "Member"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Tier", selection: $tier) { Text("Member").tag("Member"); Text("Gold").tag("Gold") }
                    \(badge)
                }
            }
        }

        private struct Badge: View {
            let title: String
            @State private var label = ""
            var body: some View {
                Text(label)
                    .padding(4)
                    .task { label = await Translator.shared.translate(title) }
            }
        }
        """)
    }

    /// Another screen's own badge, made from a subject the user edits.
    private static let compose = SourceFile(path: "ComposeView.swift", text: """
    struct ComposeView: View {
        @State private var subject = ""
        var body: some View {
            Form {
                TextField("Subject", text: $subject)
                Badge(title: subject)
            }
        }
    }

    fileprivate struct Badge: View {
        let title: String
        var body: some View {
            Text(title).bold()
        }
    }
    """)

    private static func taskFindings(_ files: [SourceFile]) -> [Finding] {
        let index = ModuleIndex(trees: files.map(SyntaxTree.parse))
        return Linter().lint(index, jobs: 1).filter { $0.ruleID == "untracked-task-dependency" }
    }

    @Test(arguments: [false, true])
    func aNamesakeInAnotherFileDoesNotLendItsCreationSites(composeFirst: Bool) {
        let header = Self.header(creating: #"Badge(title: "Member")"#)
        let findings = Self.taskFindings(composeFirst ? [Self.compose, header] : [header, Self.compose])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: [false, true])
    func aBadgeItsOwnFileCreatesFromAnInputIsReported(composeFirst: Bool) {
        let header = Self.header(creating: "Badge(title: tier)")
        let findings = Self.taskFindings(composeFirst ? [Self.compose, header] : [header, Self.compose])
        #expect(findings.count == 1)
        #expect(findings.first?.path == "ProfileHeader.swift")
    }

    /// rarime keeps a stale copy of its `AppView` beside the one the target builds (two
    /// declarations of one name cannot both be built): the intro that clears the user and the
    /// details that read it never show together in either copy. A copy that builds both at
    /// once lets the intro clear the user under the details.
    @Test(arguments: [false, true])
    func aStaleCopyOfTheRootKeepsItsBranchesApart(staleBuildsBoth: Bool) {
        let root = SourceFile(path: "App/AppView.swift", text: """
        struct AppView: View {
            @AppStorage("isUnlocked") private var isUnlocked = false
            var body: some View {
                if isUnlocked { MainView() } else { IntroView() }
            }
        }
        """)
        let stale = SourceFile(path: "Utilities/AppView.swift", text: """
        struct AppView: View {
            @AppStorage("isUnlocked") private var isUnlocked = false
            var body: some View {
                \(staleBuildsBoth ? "VStack { MainView(); IntroView() }" : "if isUnlocked { MainView() } else { IntroView() }")
            }
        }
        """)
        let screens = SourceFile(path: "Screens.swift", text: TaskDependencyWriterTests.rarimeUser + """
        struct IntroView: View {
            @EnvironmentObject private var userManager: UserManager
            var body: some View { Button("Start over") { userManager.user = nil } }
        }
        struct MainView: View {
            var body: some View { NavigationStack { NotificationDetailsView() } }
        }
        """)
        let findings = Self.taskFindings([root, stale, screens])
        #expect(findings.count == (staleBuildsBoth ? 1 : 0), "\(findings.map(\.message))")
    }

    /// Bisquit declares a `ServerList` for each platform, in its own folder and target. The
    /// admin button sits in the iOS list's toolbar (through a custom modifier); the tvOS list
    /// reads the same setting as it loads. No app builds both lists, so the iOS button never
    /// changes the setting under the tvOS list; the iOS list, which it does change, is
    /// reported. Once the tvOS list shows the button too, both are.
    @Test(arguments: [false, true])
    func eachPlatformsOwnScreenNeverShowsWithAnotherPlatformsWriter(tvOSShowsTheButton: Bool) {
        let shared = SourceFile(path: "Shared/ValueStore.swift", text: """
        final class ValueStore: ObservableObject { @Published var adminServerList = false }
        @Observable final class ServerListVM {
            var servers: [String] = []
            func fetchServers(_ admin: Bool) async { servers = await API.servers(admin: admin) }
        }
        """)
        func serverList(_ platform: String, toolbar: String) -> SourceFile {
            SourceFile(path: platform + "/Server List/ServerList.swift", text: """
            struct ServerList: View {
                @Environment(ServerListVM.self) private var vm
                @EnvironmentObject private var store: ValueStore
                var body: some View {
                    List(vm.servers, id: \\.self) { Text($0) }
                        .task { await vm.fetchServers(store.adminServerList) }
                        \(toolbar)
                }
            }
            """)
        }
        let toolbar = SourceFile(path: "iOS/Server List/ServerListToolbar.swift", text: """
        struct ServerListToolbar: ViewModifier {
            func body(content: Content) -> some View {
                content.toolbar { ToolbarItem(placement: .topBarLeading) { ServerListAdminButton() } }
            }
        }
        extension View {
            func serverListToolbar() -> some View { modifier(ServerListToolbar()) }
        }
        struct ServerListAdminButton: View {
            @EnvironmentObject private var store: ValueStore
            var body: some View {
                Button("Admin", systemImage: "person.badge.shield.checkmark") { store.adminServerList.toggle() }
            }
        }
        """)
        let apps = SourceFile(path: "Apps.swift", text: """
        @main struct BisquitHost: App {
            var body: some Scene { WindowGroup { NavigationStack { ServerList() } } }
        }
        """)
        let tabs = SourceFile(path: "tvOS/Nav/HomeTabView.swift", text: """
        struct HomeTabView: View {
            var body: some View { TabView { ServerList().tabItem { Text("Servers") } } }
        }
        """)
        let tvOSToolbar = tvOSShowsTheButton ? ".toolbar { ServerListAdminButton() }" : ".navigationTitle(\"Servers\")"
        let findings = Self.taskFindings([shared, serverList("iOS", toolbar: ".serverListToolbar()"), toolbar, apps, tabs,
                                          serverList("tvOS", toolbar: tvOSToolbar)])
        #expect(findings.map(\.path).sorted() == (tvOSShowsTheButton ? ["iOS/Server List/ServerList.swift", "tvOS/Server List/ServerList.swift"]
                                                                     : ["iOS/Server List/ServerList.swift"]), "\(findings.map(\.message))")
    }

    /// A multiplatform app declares a `ConsoleView` per platform. The iOS tab builds
    /// `ConsoleView()`, which only the iOS one's initializers take: the macOS one, whose only
    /// `init(_ id:)` needs a server id, is built nowhere but its preview, and its `.task` never
    /// runs. A macOS panel that builds `ConsoleView(serverID)` shows it.
    @Test(arguments: [false, true])
    func aCallOnlyOneNamesakesInitializerTakesBuildsThatOne(macOSPanelShowsIt: Bool) {
        let iOSConsole = SourceFile(path: "iOS/Console/ConsoleView.swift", text: """
        struct ConsoleView: View {
            @EnvironmentObject private var panel: PanelModel
            var body: some View {
                List(panel.messages, id: \\.self) { Text($0) }
            }
        }
        """)
        let macOSConsole = SourceFile(path: "macOS/Console/ConsoleView.swift", text: """
        struct ConsoleView: View {
            @EnvironmentObject private var panel: PanelModel
            private let id: String
            @State private var lines: [String] = []
            init(_ id: String) {
                self.id = id
            }
            var body: some View {
                List(lines, id: \\.self) { Text($0) }
                    .task { lines = await panel.history(of: id, count: panel.messages.count) }
            }
        }
        #Preview { ConsoleView("") }
        """)
        let shared = SourceFile(path: "Shared/PanelModel.swift", text: """
        final class PanelModel: ObservableObject {
            @Published var messages: [String] = []
            @Published var serverID = ""
            func history(of id: String, count: Int) async -> [String] { [] }
            func receive(_ line: String) { messages.append(line) }
        }
        struct ConsoleTab: View {
            @EnvironmentObject private var panel: PanelModel
            var body: some View {
                VStack {
                    ConsoleView()
                    Button("Clear") { panel.messages = [] }
                }
                .tabItem { Text("Console") }
            }
        }
        struct MacPanel: View {
            @State private var serverID = "eu-1"
            var body: some View {
                VStack {
                    Picker("Server", selection: $serverID) { Text("EU").tag("eu-1"); Text("US").tag("us-1") }
                    \(macOSPanelShowsIt ? "ConsoleView(serverID)" : "Text(serverID)")
                }
            }
        }
        @main struct HostApp: App {
            @StateObject private var panel = PanelModel()
            var body: some Scene {
                WindowGroup { TabView { ConsoleTab() }.environmentObject(panel) }
                WindowGroup("Panel") { MacPanel().environmentObject(panel) }
            }
        }
        """)
        let findings = Self.taskFindings([iOSConsole, macOSConsole, shared])
        #expect(findings.map(\.path) == (macOSPanelShowsIt ? ["macOS/Console/ConsoleView.swift"] : []), "\(findings.map(\.message))")
    }

    /// zzrit ships two apps from one repository, each with its own `struct RoomInfoView`. The
    /// Administrator's `RoomInfoView(room: room)` cannot make the Consumer's view, whose
    /// memberwise initializer needs `participantsCount` too: the Administrator's reloads of its
    /// room never reach the Consumer's rows. Passing the count as well (a call only the
    /// Consumer's view takes) makes them that view's creations.
    @Test(arguments: [false, true])
    func anotherAppsCallMakesTheViewItsArgumentsFit(adminPassesTheCount: Bool) {
        let consumer = SourceFile(path: "ZzritConsumer/Views/Room/RoomInfoView.swift", text: """
        struct RoomInfoView: View {
            let room: RoomModel
            let participantsCount: Int
            @State private var address = ""
            var body: some View {
                List {
                    Text(room.title)
                    Text(address)
                    Text("\\(participantsCount) joined")
                }
                .task { address = await LocationService.shared.address(of: room.placeID) }
            }
        }

        struct RoomListView: View {
            let rooms: [RoomModel]
            var body: some View {
                ForEach(rooms) { room in RoomInfoView(room: room, participantsCount: room.members.count) }
            }
        }
        """)
        let admin = SourceFile(path: "ZzritAdministrator/Views/RoomManageView.swift", text: """
        struct RoomManageView: View {
            @State var room: RoomModel
            var body: some View {
                VStack {
                    RoomInfoView(room: room\(adminPassesTheCount ? ", participantsCount: room.members.count" : ""))
                    Button("Reload") { Task { room = await RoomService.shared.room(id: room.id) } }
                }
            }
        }

        struct RoomInfoView: View {
            @State var room: RoomModel
            @State var address: String?
            var body: some View {
                List { Text(room.content) }
            }
        }
        """)
        let findings = Self.taskFindings([consumer, admin])
        #expect(findings.count == (adminPassesTheCount ? 1 : 0), "\(findings.map(\.message)) \(findings.flatMap(\.notes).map(\.message))")
        #expect(findings.allSatisfy { $0.path.hasPrefix("ZzritConsumer/") })
    }
}
