/// Examples of `formatter-in-body`; they are its tests and its documentation.
enum FormatterInBodyExamples {
    static let all: [RuleExample] = [
        .triggering("A formatter made in a row's body: one per row, again on every update.", """
        struct TransactionRow: View {
            let transaction: Transaction

            var body: some View {
                let formatter = ↓NumberFormatter()
                formatter.numberStyle = .currency
                return HStack {
                    Text(transaction.payee)
                    Spacer()
                    Text(formatter.string(from: transaction.amount as NSNumber) ?? "")
                }
            }
        }
        """),
        .triggering("A computed property of the view that the body reads.", """
        struct EventHeader: View {
            let event: Event

            private var dateText: String {
                let formatter = ↓DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .short
                return formatter.string(from: event.start)
            }

            var body: some View {
                VStack(alignment: .leading) {
                    Text(event.title).font(.title2)
                    Text(dateText).foregroundStyle(.secondary)
                }
            }
        }
        """),
        .triggering("A model property the row reads makes a formatter each time it is read.", """
        struct Episode: Identifiable {
            let id: UUID
            let title: String
            let published: Date

            var age: String {
                ↓RelativeDateTimeFormatter().localizedString(for: published, relativeTo: .now)
            }
        }

        struct EpisodeRow: View {
            let episode: Episode

            var body: some View {
                HStack {
                    Text(episode.title)
                    Text(episode.age).font(.caption)
                }
            }
        }
        """),
        .triggering("A `Date` extension used in the body is followed too.", """
        extension Date {
            var shortTime: String {
                let formatter = ↓DateFormatter()
                formatter.timeStyle = .short
                return formatter.string(from: self)
            }
        }

        struct MessageBubble: View {
            let message: Message

            var body: some View {
                VStack(alignment: .trailing) {
                    Text(message.text)
                    Text(message.sent.shortTime).font(.caption2)
                }
            }
        }
        """),
        .nonTriggering("A `static let` formatter, made once.", """
        struct TransactionRow: View {
            let transaction: Transaction

            private static let currency: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                return formatter
            }()

            var body: some View {
                HStack {
                    Text(transaction.payee)
                    Spacer()
                    Text(Self.currency.string(from: transaction.amount as NSNumber) ?? "")
                }
            }
        }
        """),
        .nonTriggering("`FormatStyle` APIs cache their formatters.", """
        struct EventHeader: View {
            let event: Event

            var body: some View {
                VStack(alignment: .leading) {
                    Text(event.title)
                    Text(event.start, format: .dateTime.day().month().hour().minute())
                    Text(event.price.formatted(.currency(code: "EUR")))
                }
            }
        }
        """),
        .nonTriggering("Formatters made in actions run on the user's tap, not per update.", """
        struct ExportButton: View {
            let entries: [Entry]
            @State private var exported = ""

            var body: some View {
                Button("Export") {
                    let formatter = ISO8601DateFormatter()
                    exported = entries.map { formatter.string(from: $0.date) }.joined(separator: "\\n")
                }
                .onTapGesture(count: 2) {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .full
                    exported = formatter.string(from: .now)
                }
            }
        }
        """),
        .nonTriggering("A model that makes its formatter once, in `init`.", """
        final class ReportModel: ObservableObject {
            private let formatter: DateComponentsFormatter
            @Published var elapsed: TimeInterval = 0

            init() {
                formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
            }

            var elapsedText: String { formatter.string(from: elapsed) ?? "" }
        }

        struct ReportView: View {
            @StateObject private var model = ReportModel()

            var body: some View {
                Text(model.elapsedText)
            }
        }
        """),
    ]
}
