import SwiftUI

struct Card: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var isDone: Bool
}

/// A board of cards; tapping one toggles it.
struct Board: View {
    @State private var cards = [Card(id: 1, title: "Plan", isDone: false), Card(id: 2, title: "Ship", isDone: false)]
    @State private var selected: Int?

    var body: some View {
        VStack {
            ForEach(cards) { card in
                CardRow(card: card, onToggle: { selected = card.id })
            }
            Button("Add") { cards.append(Card(id: cards.count + 1, title: "New", isDone: false)) }
        }
    }
}

/// One card: compared by its data, not by the closure its board hands it.
// viewlint:equatable
struct CardRow: View {
    let card: Card
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(card.title)
            Button(card.isDone ? "Undo" : "Done", action: onToggle)
        }
    }
}
