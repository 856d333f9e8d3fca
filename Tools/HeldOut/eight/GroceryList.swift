import SwiftUI

// MARK: - Model

struct GroceryItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Int = 1
    var isChecked = false
    var note = ""
    var unitPrice: Decimal?
}

@MainActor
final class GroceryListModel: ObservableObject {
    @Published var items: [GroceryItem] = []
    @Published var isRestoring = false

    private let priceFormatter: NumberFormatter
    private let storeURL = URL.documentsDirectory.appending(path: "groceries.json")

    init() {
        priceFormatter = NumberFormatter()
        priceFormatter.numberStyle = .currency
    }

    var estimatedTotalText: String {
        let total = items.reduce(Decimal.zero) { $0 + ($1.unitPrice ?? 0) * Decimal($1.quantity) }
        return priceFormatter.string(from: total as NSDecimalNumber) ?? ""
    }

    func restore() async {
        isRestoring = true
        defer { isRestoring = false }
        guard let data = try? Data(contentsOf: storeURL) else { return }
        items = (try? JSONDecoder().decode([GroceryItem].self, from: data)) ?? []
    }

    func save() {
        try? JSONEncoder().encode(items).write(to: storeURL, options: .atomic)
    }

    func setQuantity(_ quantity: Int, for id: GroceryItem.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        if quantity <= 0 {
            items.remove(at: index)
        } else {
            items[index].quantity = quantity
        }
        save()
    }
}

// MARK: - Views

struct GroceryTabs: View {
    @State private var selectedTab = 0
    @State private var badgeCount = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            GroceryListView()
                .tabItem { Label("List", systemImage: "checklist") }
                .badge(badgeCount)
                .tag(0)
            Text("Meal plans coming soon")
                .tabItem { Label("Plan", systemImage: "calendar") }
                .tag(1)
        }
        .onChange(of: selectedTab) { _, _ in badgeCount = 0 }
    }
}

struct GroceryListView: View {
    @ObservedObject var list = GroceryListModel()
    @State private var newItemName = ""
    @State private var editingItem: GroceryItem?
    @State private var shareText = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Add an item", text: $newItemName)
                        .onSubmit {
                            guard !newItemName.isEmpty else { return }
                            list.items.append(GroceryItem(name: newItemName))
                            newItemName = ""
                            list.save()
                        }
                }
                Section {
                    ForEach(list.items.indices, id: \.self) { index in
                        GroceryRow(item: $list.items[index])
                            .contentShape(Rectangle())
                            .onTapGesture { editingItem = list.items[index] }
                    }
                    .onDelete { offsets in
                        list.items.remove(atOffsets: offsets)
                        list.save()
                    }
                } footer: {
                    Text("Estimated total: \(list.estimatedTotalText)")
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Button("Share", systemImage: "square.and.arrow.up") {
                    let formatter = ListFormatter()
                    shareText = formatter.string(from: list.items.filter { !$0.isChecked }.map(\.name)) ?? ""
                }
            }
            .sheet(isPresented: Binding(get: { editingItem != nil }, set: { if !$0 { editingItem = nil } })) {
                if let item = editingItem {
                    ItemDetailView(itemID: item.id, list: list)
                }
            }
            .onAppear {
                if list.items.isEmpty {
                    Task { await list.restore() }
                }
            }
        }
    }
}

struct GroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Toggle(isOn: $item.isChecked) {
                Text(item.name)
                    .strikethrough(item.isChecked)
            }
            .toggleStyle(.button)
            Spacer()
            if item.quantity > 1 {
                Text("×\(item.quantity)").foregroundStyle(.secondary)
            }
        }
    }
}

struct ItemDetailView: View {
    let itemID: GroceryItem.ID
    @ObservedObject var list: GroceryListModel

    private var item: GroceryItem? { list.items.first { $0.id == itemID } }

    var body: some View {
        NavigationStack {
            Form {
                if let item {
                    Section("Quantity") {
                        QuantityStepper(value: Binding(get: { item.quantity }, set: { list.setQuantity($0, for: itemID) }))
                    }
                    if let price = item.unitPrice {
                        LabeledContent("Unit price") {
                            Text(price, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        }
                    }
                    if !item.note.isEmpty {
                        Section("Note") { Text(item.note) }
                    }
                }
            }
            .navigationTitle(item?.name ?? "")
        }
    }
}

struct QuantityStepper: View {
    @Binding var value: Int

    var body: some View {
        HStack(spacing: 20) {
            Button { value -= 1 } label: { Image(systemName: "minus.circle.fill") }
            Text("\(value)")
                .font(.title.monospacedDigit())
                .contentTransition(.numericText())
            Button { value += 1 } label: { Image(systemName: "plus.circle.fill") }
        }
        .font(.title)
        .buttonStyle(.borderless)
        .frame(maxWidth: .infinity)
    }
}
