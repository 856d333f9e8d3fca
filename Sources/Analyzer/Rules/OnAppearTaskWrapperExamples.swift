/// Examples of `onappear-task-wrapper`; they are its tests and its documentation.
enum OnAppearTaskWrapperExamples {
    static let all: [RuleExample] = [
        .fix("A load wrapped in a `Task`: `.task` runs the same code and cancels it on disappear.", before: """
        struct InboxView: View {
            @State private var model = InboxModel()

            var body: some View {
                List(model.messages) { MessageRow(message: $0) }
                    .↓onAppear {
                        Task {
                            // Fetch the newest page first.
                            await model.refresh()
                        }
                    }
            }
        }
        """, after: """
        struct InboxView: View {
            @State private var model = InboxModel()

            var body: some View {
                List(model.messages) { MessageRow(message: $0) }
                    .task {
                        // Fetch the newest page first.
                        await model.refresh()
                    }
            }
        }
        """),
        .fix("The task's priority carries over.", before: """
        struct ThumbnailGrid: View {
            let album: Album
            @State private var thumbnails: [Thumbnail] = []

            var body: some View {
                Grid { ForEach(thumbnails) { ThumbnailCell(thumbnail: $0) } }
                    .↓onAppear { Task(priority: .utility) { thumbnails = await album.loadThumbnails() } }
            }
        }
        """, after: """
        struct ThumbnailGrid: View {
            let album: Album
            @State private var thumbnails: [Thumbnail] = []

            var body: some View {
                Grid { ForEach(thumbnails) { ThumbnailCell(thumbnail: $0) } }
                    .task(priority: .utility) { thumbnails = await album.loadThumbnails() }
            }
        }
        """),
        .triggering("A `for await` loop in an unowned task never ends: every appearance adds a listener.", """
        struct PresenceBadge: View {
            let channel: Channel
            @State private var online = false

            var body: some View {
                Circle().fill(online ? .green : .gray)
                    .↓onAppear {
                        online = channel.isOnline
                        Task {
                            for await status in channel.presenceUpdates {
                                online = status.isOnline
                            }
                        }
                    }
            }
        }
        """),
        .triggering("A method the view passes to `onAppear` that starts a task.", """
        struct OrdersView: View {
            @StateObject private var store = OrderStore()

            var body: some View {
                List(store.orders) { OrderRow(order: $0) }
                    .↓onAppear(perform: load)
            }

            private func load() {
                Task { await store.fetch() }
            }
        }
        """),
        .triggering("A task stored but never cancelled is still not the view's.", """
        struct StockTicker: View {
            let symbol: String
            @State private var price: Double = 0
            @State private var updates: Task<Void, Never>?

            var body: some View {
                Text(price, format: .currency(code: "USD"))
                    .↓onAppear {
                        updates = Task { for await quote in Quotes.stream(symbol) { price = quote.price } }
                    }
            }
        }
        """),
        .nonTriggering("`.task` is owned by the view.", """
        struct InboxView: View {
            @State private var model = InboxModel()

            var body: some View {
                List(model.messages) { MessageRow(message: $0) }
                    .task { await model.refresh() }
            }
        }
        """),
        .nonTriggering("A `Task` started by a button runs because the user asked, not on appear.", """
        struct RefreshButton: View {
            @Bindable var model: InboxModel

            var body: some View {
                Button("Refresh") {
                    Task { await model.refresh() }
                }
                .onAppear { model.markSeen() }
            }
        }
        """),
        .nonTriggering("A task kept in state and cancelled in `onDisappear` is tied to the view by hand.", """
        struct StockTicker: View {
            let symbol: String
            @State private var price: Double = 0
            @State private var updates: Task<Void, Never>?

            var body: some View {
                Text(price, format: .currency(code: "USD"))
                    .onAppear {
                        updates = Task { for await quote in Quotes.stream(symbol) { price = quote.price } }
                    }
                    .onDisappear { updates?.cancel() }
            }
        }
        """),
        .nonTriggering("A load into an object an ancestor owns and hands down fills that object, which outlives the view.", """
        struct PackagesPage: View {
            @EnvironmentObject private var packages: PackageStore

            var body: some View {
                List(packages.installed) { PackageRow(package: $0) }
                    .onAppear { Task { await packages.loadInstalled() } }
            }
        }
        """),
        .nonTriggering("Detached work whose result goes to the parent's cache: `.task` could not cancel it.", """
        struct PluginRow: View {
            let plugin: Plugin
            let onSizeCalculated: (Int64) -> Void

            var body: some View {
                Text(plugin.name)
                    .onAppear {
                        Task.detached(priority: .utility) {
                            let size = plugin.bundleURL.totalSizeOnDisk()
                            await MainActor.run { onSizeCalculated(size) }
                        }
                    }
            }
        }
        """),
        .nonTriggering("`onSubmit` is a user action.", """
        struct SearchField: View {
            @State private var query = ""
            let search: (String) async -> Void

            var body: some View {
                TextField("Search", text: $query)
                    .onSubmit { Task { await search(query) } }
            }
        }
        """),
    ]
}
