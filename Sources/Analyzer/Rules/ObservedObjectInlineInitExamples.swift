/// Examples of `observed-object-inline-init`; they are its tests and its documentation.
enum ObservedObjectInlineInitExamples {
    static let all: [RuleExample] = [
        .fix("A view model the view creates: `@StateObject` keeps it across parent updates.", before: """
        struct CheckoutView: View {
            @ObservedObject var ↓cart = CartModel()

            var body: some View {
                List(cart.items) { CartRow(item: $0) }
                    .toolbar { Text(cart.total, format: .currency(code: "EUR")) }
            }
        }
        """, after: """
        struct CheckoutView: View {
            @StateObject var cart = CartModel()

            var body: some View {
                List(cart.items) { CartRow(item: $0) }
                    .toolbar { Text(cart.total, format: .currency(code: "EUR")) }
            }
        }
        """),
        .triggering("`.init(…)` and arguments create a new object just the same.", """
        struct TranscriptView: View {
            let episode: Episode
            @ObservedObject private var ↓player: AudioPlayer = .init(rate: 1.0)

            var body: some View {
                Text(episode.title)
                Slider(value: $player.progress)
            }
        }
        """),
        .triggering("Filling an `@ObservedObject` with a new object in `init` (no automatic fix).", """
        struct EpisodeList: View {
            @ObservedObject var downloads: DownloadQueue

            init(podcast: Podcast) {
                ↓_downloads = ObservedObject(wrappedValue: DownloadQueue(podcast: podcast))
            }

            var body: some View {
                List(downloads.pending) { Text($0.title) }
            }
        }
        """),
        .nonTriggering("A shared instance is owned elsewhere.", """
        struct SettingsView: View {
            @ObservedObject var preferences = Preferences.shared
            @ObservedObject var session: Session = .current

            var body: some View {
                Toggle("Sync", isOn: $preferences.sync)
                Text(session.user.name)
            }
        }
        """),
        .nonTriggering("An object passed in by its owner.", """
        struct CartRow: View {
            @ObservedObject var item: CartItem

            var body: some View {
                Stepper("\\(item.name): \\(item.quantity)", value: $item.quantity)
            }
        }
        """),
        .nonTriggering("A default that every place creating the view replaces never runs.", """
        struct FinderView: View {
            @ObservedObject var model = FinderModel()

            var body: some View {
                List(model.feeds) { FeedRow(feed: $0) }
            }
        }

        struct FinderWindow: View {
            @StateObject private var model = FinderModel()

            var body: some View {
                FinderView(model: model)
            }
        }
        """),
        .nonTriggering("`@StateObject`, and `@State` with an `@Observable` class, own their object.", """
        struct CheckoutView: View {
            @StateObject private var cart = CartModel()
            @State private var coupon = CouponModel()

            var body: some View {
                List(cart.items) { CartRow(item: $0) }
                TextField("Code", text: $coupon.code)
            }
        }
        """),
    ]
}
