/// Examples of `binding-in-body`; they are its tests and its documentation.
enum BindingInBodyExamples {
    static let all: [RuleExample] = [
        .triggering("A binding built in the body makes the custom child new on every update.", """
        struct FilterBar: View {
            @State private var filter = Filter()

            var body: some View {
                VStack {
                    Text(filter.summary)
                    PriceSlider(range: ↓Binding(
                        get: { filter.priceRange },
                        set: { filter.priceRange = $0 }
                    ))
                }
            }
        }

        struct PriceSlider: View {
            @Binding var range: ClosedRange<Double>

            var body: some View {
                Slider(value: $range.upperBound, in: 0...500)
            }
        }
        """),
        .triggering("A computed property that builds the binding is built during the body too.", """
        struct ReminderRow: View {
            let reminder: Reminder
            let store: ReminderStore

            private var isDone: Binding<Bool> {
                Binding { store.isDone(reminder) } set: { store.setDone(reminder, $0) }
            }

            var body: some View {
                HStack {
                    CheckCircle(isOn: ↓isDone)
                    Text(reminder.title)
                }
            }
        }

        struct CheckCircle: View {
            @Binding var isOn: Bool

            var body: some View {
                Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { isOn.toggle() }
            }
        }
        """),
        .triggering("For a built-in control it is a remark: the cost is small.", """
        struct NotificationsToggle: View {
            let settings: Settings

            var body: some View {
                Toggle("Notifications", isOn: ↓Binding(get: { settings.notify }, set: { settings.notify = $0 }))
            }
        }
        """),
        .nonTriggering("Projected values compare by where they point.", """
        struct FilterBar: View {
            @State private var filter = Filter()
            @Bindable var model: SearchModel

            var body: some View {
                VStack {
                    PriceSlider(range: $filter.priceRange)
                    Toggle("In stock", isOn: $model.inStockOnly)
                    PriceSlider(range: .constant(0...100))
                }
            }
        }
        """),
        .nonTriggering("A binding made once in `init` and stored.", """
        struct ReminderRow: View {
            let reminder: Reminder
            private let isDone: Binding<Bool>

            init(reminder: Reminder, store: ReminderStore) {
                self.reminder = reminder
                isDone = Binding { store.isDone(reminder) } set: { store.setDone(reminder, $0) }
            }

            var body: some View {
                CheckCircle(isOn: isDone)
            }
        }

        struct CheckCircle: View {
            @Binding var isOn: Bool

            var body: some View {
                Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { isOn.toggle() }
            }
        }
        """),
        .nonTriggering("An `Equatable` child decides with its own `==`.", """
        struct PriceSlider: View, Equatable {
            @Binding var range: ClosedRange<Double>
            let bounds: ClosedRange<Double>

            nonisolated static func == (a: Self, b: Self) -> Bool { a.range == b.range && a.bounds == b.bounds }

            var body: some View { Text("\\(range.lowerBound)–\\(range.upperBound)") }
        }

        struct FilterBar: View {
            @State private var filter = Filter()

            var body: some View {
                PriceSlider(range: Binding(get: { filter.priceRange }, set: { filter.priceRange = $0 }), bounds: 0...500)
            }
        }
        """),
    ]
}
