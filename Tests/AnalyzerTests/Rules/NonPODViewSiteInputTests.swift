import Testing
@testable import Analyzer

/// `non-pod-view` exempts the parent's state that a creation site hands the view: the view
/// changes with it anyway. What a site hands on is judged by meaning, whatever the spelling:
/// through a local or a helper of the parent, and through the builder closures the view calls
/// to build its content. Each case comes from a real app, beside the change that makes the
/// warning true.
@Suite struct NonPODViewSiteInputTests {
    private func severity(_ source: String, of view: String) -> Severity? {
        NonPODViewParentUpdateTests().severity(source, of: view)
    }

    /// A mouse utility's device picker: the selection reaches every row as `isSelected`,
    /// through a helper of the section or written inline: the same program, the same remark.
    /// Scanning state the rows never receive makes every row re-run for nothing.
    @Test func stateHandedOnThroughAHelperIsJudgedLikeTheInlineSpelling() {
        let template = """
        final class Device: ObservableObject, Identifiable {
            let id = UUID()
            @Published var name = "Mouse"
            @Published var model = "MX Master 3"
            @Published var battery: Int?
        }
        struct DeviceItem: View {
            @ObservedObject var device: Device
            var isSelected: Bool
            var action: () -> Void
            var body: some View {
                Button(action: action) {
                    HStack {
                        Image(systemName: "computermouse").foregroundStyle(.tint)
                        VStack(alignment: .leading) {
                            Text(device.name)
                            Text(device.model).font(.caption).foregroundStyle(.secondary)
                        }
                        if let battery = device.battery { Text("\\(battery)%").foregroundStyle(.secondary) }
                        Spacer()
                        if isSelected { Image(systemName: "checkmark") }
                    }
                    .frame(minHeight: 38)
                }
            }
        }
        struct DeviceSection: View {
            @Binding var selection: UUID?
            var devices: [Device]
            ⟪state⟫
            var body: some View {
                VStack(spacing: 8) {
                    ForEach(devices) { device in
                        DeviceItem(device: device, isSelected: ⟪selected⟫) { selection = device.id }
                    }
                    ⟪scan⟫
                }
            }
            private func isSelected(_ device: Device) -> Bool { selection == device.id }
        }
        """
        func source(selected: String, scanning: Bool) -> String {
            template.replacingOccurrences(of: "⟪selected⟫", with: selected)
                .replacingOccurrences(of: "⟪state⟫", with: scanning ? "@State private var found = 0" : "")
                .replacingOccurrences(of: "⟪scan⟫", with: scanning ? "Text(\"\\(found) found\").task { for await _ in Scanner.devices { found += 1 } }" : "")
        }
        #expect(severity(source(selected: "isSelected(device)", scanning: false), of: "DeviceItem") == .info)
        #expect(severity(source(selected: "selection == device.id", scanning: false), of: "DeviceItem") == .info)
        #expect(severity(source(selected: "isSelected(device)", scanning: true), of: "DeviceItem") == .warning)
    }

    /// A disk cleaner's volume carousel: the selected index reaches each card through a local
    /// `let` of the row. Loading state the cards never receive makes every card re-run.
    @Test func stateHandedOnThroughALocalOfTheRowIsJudgedLikeTheInlineSpelling() {
        let template = """
        struct Volume: Identifiable { let id: Int; let name: String; let used: Int; let total: Int }
        struct VolumeCard: View {
            let volume: Volume
            let isCenter: Bool
            let onEject: (Volume) -> Void
            var body: some View {
                VStack {
                    HStack {
                        Image(systemName: "externaldrive")
                        Text(volume.name).font(.title)
                        Spacer()
                        Button { onEject(volume) } label: { Image(systemName: "eject") }
                    }
                    ProgressView(value: Double(volume.used), total: Double(volume.total))
                    Text("\\(volume.used * 100 / max(volume.total, 1))% full").font(.caption)
                }
                .opacity(isCenter ? 1 : 0.5)
            }
        }
        struct VolumeCarousel: View {
            @State private var volumes: [Volume] = []
            @State private var selectedIndex = 0
            @State private var isLoading = false
            var body: some View {
                ZStack {
                    ForEach(Array(volumes.enumerated()), id: \\.element.id) { index, volume in
                        let isCenter = index == selectedIndex
                        VolumeCard(volume: volume, isCenter: isCenter, onEject: eject)
                            .onTapGesture { selectedIndex = index }
                    }
                    ⟪⟫
                }
                .task {
                    for await mounted in VolumeMonitor.updates { isLoading = true; volumes = await loadVolumes(mounted); isLoading = false }
                }
            }
            private func eject(_ volume: Volume) { volumes.removeAll { $0.id == volume.id } }
            private func loadVolumes(_ mounted: [String]) async -> [Volume] { [] }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "VolumeCard") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "if isLoading { ProgressView() }"), of: "VolumeCard") == .warning)
    }

    /// A package manager's sheet frame: its content closure shows the tap name being typed, so
    /// each keystroke must rebuild the content whatever the frame stores — a remark, and no
    /// advice to compare only the data inputs, which would keep the content stale. With the
    /// typing outside the frame, every keystroke re-runs the frame for nothing.
    @Test func builderClosuresReadingTheChangingStateAreWhatTheViewReceives() {
        let template = """
        struct SheetFrame<Content: View, Actions: View>: View {
            let title: String
            let onClose: () -> Void
            let content: () -> Content
            let actions: () -> Actions
            init(title: String, onClose: @escaping () -> Void,
                 @ViewBuilder content: @escaping () -> Content, @ViewBuilder actions: @escaping () -> Actions) {
                self.title = title
                self.onClose = onClose
                self.content = content
                self.actions = actions
            }
            var body: some View {
                VStack(spacing: 0) {
                    HStack {
                        Text(title).font(.title2).bold()
                        Spacer()
                        Button(action: onClose) { Image(systemName: "xmark.circle.fill") }
                    }
                    .padding()
                    Divider()
                    content().padding()
                    Spacer()
                    Divider()
                    HStack { Spacer(); actions() }.padding()
                }
                .frame(width: 420, height: 320)
            }
        }
        struct AddTapSheet: View {
            @Binding var isPresented: Bool
            @State private var tapName = ""
            var body: some View {
                ⟪⟫
            }
        }
        """
        let inside = template.replacingOccurrences(of: "⟪⟫", with: """
        SheetFrame(title: "Add Tap", onClose: { isPresented = false }) {
                    TextField("user/tap", text: $tapName)
                    Text(tapName.isEmpty ? "Enter a tap name" : "Will add \\(tapName)")
                } actions: {
                    Button("Add") { isPresented = false }.disabled(tapName.isEmpty)
                }
        """)
        let outside = template.replacingOccurrences(of: "⟪⟫", with: """
        VStack {
                    TextField("user/tap", text: $tapName)
                    Text(tapName.isEmpty ? "Enter a tap name" : "Will add \\(tapName)")
                    SheetFrame(title: "Examples", onClose: { isPresented = false }) {
                        Text("homebrew/cask-versions")
                    } actions: {
                        Button("Done") { isPresented = false }
                    }
                }
        """)
        let remark = lintSingleFile(inside, rules: [NonPODViewRule.rule]).first { $0.message.hasPrefix("`SheetFrame`") }
        #expect(remark?.severity == .info, "\(remark?.message ?? "none")")
        #expect(remark?.message.contains("Store the built `Content` instead of `content` and `actions`") == true)
        #expect(remark?.message.contains("Conform `SheetFrame` to `Equatable`") == false)
        #expect(severity(outside, of: "SheetFrame") == .warning)
    }

    /// A package manager's category list: re-sorting hands every row the same package in
    /// another place, so a change of the sort option reaches no row and re-runs them all for
    /// nothing. Rows that show the option (`showsSize`) do receive it.
    @Test func stateThatOnlyOrdersTheRowsIsNotWhatTheyReceive() {
        let template = """
        struct Package: Identifiable { let id: String; let name: String; let size: Int }
        enum SortOption { case name, size }
        struct PackageRow: View {
            let package: Package
            let showsSize: Bool
            let onInfo: () -> Void
            var body: some View {
                HStack {
                    Image(systemName: "shippingbox")
                    VStack(alignment: .leading) { Text(package.name); Text(package.id).font(.caption) }
                    Spacer()
                    if showsSize { Text("\\(package.size) MB") }
                    Button(action: onInfo) { Image(systemName: "info.circle") }
                }
            }
        }
        struct CategoryList: View {
            let packages: [Package]
            let onSelect: (Package) -> Void
            @Binding var sortOption: SortOption
            private var sortedPackages: [Package] {
                switch sortOption {
                case .name: return packages.sorted { $0.name < $1.name }
                case .size: return packages.sorted { $0.size > $1.size }
                }
            }
            var body: some View {
                Menu(sortOption == .name ? "By name" : "By size") {
                    Button("Name") { sortOption = .name }
                    Button("Size") { sortOption = .size }
                }
                LazyVStack {
                    ForEach(sortedPackages) { package in
                        PackageRow(package: package, showsSize: ⟪⟫) { onSelect(package) }
                    }
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "sortOption == .size"), of: "PackageRow") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "true"), of: "PackageRow") == .warning)
    }

    /// A reminders board filters its rows through a model method: the search text only picks
    /// which reminders come out, so a keystroke gives every remaining row the same reminder and
    /// re-runs it for nothing. A method that builds each row's element from the text
    /// (highlighting the match) does hand the change to the rows.
    @Test func aMethodArgumentThatOnlyPicksTheRowsIsNotWhatTheyReceive() {
        let template = """
        struct Reminder: Identifiable { let id: UUID; var title: String; var isDone: Bool }
        @MainActor final class Board: ObservableObject {
            @Published var items: [Reminder] = []
            func items(search: String) -> [Reminder] {
                guard !search.isEmpty else { return items }
                return ⟪⟫
            }
            func toggle(_ id: UUID) {}
        }
        struct ReminderRow: View {
            let item: Reminder
            let onToggle: () -> Void
            var body: some View {
                HStack {
                    Button(action: onToggle) { Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle") }
                    Text(item.title)
                    Spacer()
                    Image(systemName: "chevron.right").foregroundStyle(.secondary)
                }
            }
        }
        struct BoardView: View {
            @StateObject private var board = Board()
            @State private var searchText = ""
            var body: some View {
                List {
                    ForEach(board.items(search: searchText)) { item in
                        ReminderRow(item: item, onToggle: { board.toggle(item.id) })
                    }
                }
                .searchable(text: $searchText)
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "items.filter { $0.title.localizedCaseInsensitiveContains(search) }"),
                         of: "ReminderRow") == .warning)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "items.map { Reminder(id: $0.id, title: search + $0.title, isDone: $0.isDone) }"),
                         of: "ReminderRow") == .info)
        // A search that only decides how the rows are built (shouted while searching) gives
        // each row another element too.
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "items.map { Reminder(id: $0.id, title: $0.title.uppercased(), isDone: $0.isDone) }"),
                         of: "ReminderRow") == .info)
    }
}
