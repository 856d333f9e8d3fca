import SwiftUI

// MARK: - Model

struct PaymentCard: Identifiable, Hashable {
    enum Brand: String {
        case visa, mastercard, amex

        var logoAssetName: String { "brand-\(rawValue)" }
    }

    let id: UUID
    var nickname: String
    var brand: Brand
    var last4: String
    var balance: Decimal
    var isFrozen: Bool
}

struct Transaction: Identifiable, Hashable {
    let id: UUID
    var merchant: String
    var amount: Decimal
    var date: Date
    var category: String
}

struct Budget: Identifiable, Hashable {
    let id: UUID
    var category: String
    var limit: Decimal
    var spent: Decimal
}

final class WalletStore: ObservableObject {
    @Published var cards: [PaymentCard] = []
    @Published var transactions: [Transaction] = []
    @Published var budgets: [Budget] = []
    @Published private(set) var largePurchaseAlerts = true
    let currencyCode = "EUR"

    private let exportFormatter: ISO8601DateFormatter

    init() {
        exportFormatter = ISO8601DateFormatter()
        exportFormatter.formatOptions = [.withFullDate]
    }

    func setFrozen(_ frozen: Bool, for card: PaymentCard) {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
        cards[index].isFrozen = frozen
    }

    func setLimit(_ limit: Decimal, for budgetID: Budget.ID) {
        guard let index = budgets.firstIndex(where: { $0.id == budgetID }) else { return }
        budgets[index].limit = max(limit, 0)
    }

    func setLargePurchaseAlerts(_ enabled: Bool) {
        largePurchaseAlerts = enabled
        // PushRegistration.update(topic: "large-purchases", enabled: enabled)
    }

    func exportCSV() -> String {
        transactions
            .map { "\(exportFormatter.string(from: $0.date)),\($0.merchant),\($0.amount)" }
            .joined(separator: "\n")
    }
}

// MARK: - Views

struct WalletView: View {
    @StateObject private var wallet = WalletStore()
    @State private var selectedCardID: PaymentCard.ID?

    private var selectedCard: PaymentCard? {
        wallet.cards.first { $0.id == selectedCardID } ?? wallet.cards.first
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TabView(selection: $selectedCardID) {
                        ForEach(wallet.cards) { card in
                            CardTile(card: card)
                                .tag(Optional(card.id))
                        }
                    }
                    .tabViewStyle(.page)
                    .frame(height: 210)

                    if let card = selectedCard {
                        CardControls(card: card, wallet: wallet)
                    }
                }

                Section("Budgets") {
                    ForEach(wallet.budgets) { budget in
                        NavigationLink(value: budget.id) {
                            BudgetRow(budget: budget, currencyCode: wallet.currencyCode)
                        }
                    }
                }

                Section("Recent") {
                    ForEach(wallet.transactions) { transaction in
                        TransactionRow(transaction: transaction, currencyCode: wallet.currencyCode)
                    }
                }

                Section("Notifications") {
                    Toggle("Large purchase alerts", isOn: Binding(get: { wallet.largePurchaseAlerts },
                                                                  set: { wallet.setLargePurchaseAlerts($0) }))
                }
            }
            .navigationTitle("Wallet")
            .navigationDestination(for: Budget.ID.self) { id in
                BudgetEditor(budgetID: id, wallet: wallet)
            }
        }
    }
}

struct CardTile: View {
    let card: PaymentCard

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(card.nickname).font(.headline)
                Spacer()
                Image(card.brand.logoAssetName)
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 48, height: 30)
            }
            Spacer()
            Text("•••• \(card.last4)")
                .font(.title3.monospaced())
            Text(card.balance, format: .currency(code: "EUR"))
                .font(.largeTitle.bold())
        }
        .padding()
        .foregroundStyle(.white)
        .background(
            card.isFrozen ? AnyShapeStyle(Color.gray.gradient) : AnyShapeStyle(Color.indigo.gradient),
            in: RoundedRectangle(cornerRadius: 16)
        )
        .padding(.horizontal)
    }
}

struct CardControls: View {
    let card: PaymentCard
    let wallet: WalletStore
    @State private var isFrozen: Bool

    init(card: PaymentCard, wallet: WalletStore) {
        self.card = card
        self.wallet = wallet
        _isFrozen = State(initialValue: card.isFrozen)
    }

    var body: some View {
        Toggle("Freeze card", isOn: $isFrozen)
            .onChange(of: isFrozen) { _, frozen in
                wallet.setFrozen(frozen, for: card)
            }
    }
}

struct BudgetRow: View {
    let budget: Budget
    let currencyCode: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(budget.category)
                Spacer()
                Text(budget.spent, format: .currency(code: currencyCode))
                Text("of \(budget.limit.formatted(.currency(code: currencyCode)))")
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: NSDecimalNumber(decimal: budget.spent).doubleValue,
                         total: max(NSDecimalNumber(decimal: budget.limit).doubleValue, 1))
                .tint(budget.spent > budget.limit ? Color.red : Color.green)
        }
    }
}

struct TransactionRow: View {
    let transaction: Transaction
    let currencyCode: String

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.date, format: .dateTime.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(formattedAmount(transaction.amount))
                .foregroundStyle(transaction.amount < 0 ? Color.primary : Color.green)
        }
    }

    private func formattedAmount(_ amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}

struct BudgetEditor: View {
    let budgetID: Budget.ID
    @ObservedObject var wallet: WalletStore

    private var budget: Budget? {
        wallet.budgets.first { $0.id == budgetID }
    }

    var body: some View {
        Form {
            if let budget {
                Section("Monthly limit") {
                    AmountField(
                        amount: Binding(get: { budget.limit },
                                        set: { wallet.setLimit($0, for: budgetID) }),
                        currencyCode: wallet.currencyCode
                    )
                }
                Section {
                    LabeledContent("Spent so far", value: budget.spent, format: .currency(code: wallet.currencyCode))
                }
            }
        }
        .navigationTitle(budget?.category ?? "Budget")
    }
}

struct AmountField: View {
    @Binding var amount: Decimal
    let currencyCode: String
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("Amount", value: $amount, format: .currency(code: currencyCode))
            .keyboardType(.decimalPad)
            .focused($isFocused)
            .font(.title2.monospacedDigit())
    }
}
