import SwiftUI

// MARK: - Models

struct TodoItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
    var dueDate: Date?
    var priority: Int
}

enum TodoFilter: String, CaseIterable, Identifiable, Hashable {
    case all, today, upcoming, done

    var id: String { rawValue }
}

struct TodoStats: Equatable {
    var open: Int
    var overdue: Int
    var completedThisWeek: Int
}

enum TodoTips {
    static func tip(for filter: TodoFilter) -> String {
        switch filter {
        case .all: "Swipe left on a reminder to delete it."
        case .today: "Reminders due today appear here."
        case .upcoming: "Plan ahead: these are due later."
        case .done: "Completed reminders are kept for 30 days."
        }
    }
}

@MainActor
final class TodoBoard: ObservableObject {
    @Published var items: [TodoItem] = []
    @Published var filter: TodoFilter = .all

    func items(matching filter: TodoFilter, search: String) -> [TodoItem] {
        let calendar = Calendar.current
        let filtered: [TodoItem] = switch filter {
        case .all: items
        case .today: items.filter { !$0.isDone && ($0.dueDate.map(calendar.isDateInToday) ?? false) }
        case .upcoming: items.filter { !$0.isDone && ($0.dueDate ?? .distantPast) > .now }
        case .done: items.filter(\.isDone)
        }
        guard !search.isEmpty else { return filtered }
        return filtered.filter { $0.title.localizedCaseInsensitiveContains(search) }
    }

    func add(_ title: String) {
        items.append(TodoItem(id: UUID(), title: title, isDone: false, dueDate: nil, priority: 0))
    }

    func toggle(_ id: TodoItem.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    func delete(_ id: TodoItem.ID) {
        items.removeAll { $0.id == id }
    }

}

/// Server-side statistics (across all of the user's devices), fetched per filter.
enum TodoSyncAPI {
    static func weeklyStats(for filter: TodoFilter) async -> TodoStats {
        TodoStats(open: 0, overdue: 0, completedThisWeek: 0)
    }
}

// MARK: - Board

struct TodoBoardView: View {
    @StateObject private var board = TodoBoard()
    @State private var searchText = ""
    @State private var newTitle = ""
    @FocusState private var newTitleFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                Section {
                    FilterTipBanner(filter: board.filter)
                    TodoStatsPanel(filter: board.filter)
                        .id(board.filter)
                    DueTodayCard()
                }

                Section {
                    ForEach(board.items(matching: board.filter, search: searchText)) { item in
                        if item.isDone {
                            TodoRowView(
                                item: item,
                                onToggle: { board.toggle(item.id) },
                                onDelete: { board.delete(item.id) }
                            )
                            .opacity(0.55)
                        } else {
                            TodoRowView(
                                item: item,
                                onToggle: { board.toggle(item.id) },
                                onDelete: { board.delete(item.id) }
                            )
                        }
                    }
                }

                Section {
                    TextField("New reminder", text: $newTitle)
                        .focused($newTitleFocused)
                        .submitLabel(.done)
                        .onSubmit(addItem)
                }
            }
            .navigationTitle("Reminders")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Filter", selection: $board.filter) {
                        ForEach(TodoFilter.allCases) { filter in
                            Text(filter.rawValue.capitalized).tag(filter)
                        }
                    }
                }
            }
            .onAppear {
                newTitleFocused = board.items.isEmpty
            }
        }
        .environmentObject(board)
    }

    private func addItem() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        board.add(title)
        newTitle = ""
    }
}

struct FilterTipBanner: View {
    let filter: TodoFilter
    @State private var tip = ""

    var body: some View {
        Label(tip, systemImage: "lightbulb")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .onAppear {
                tip = TodoTips.tip(for: filter)
            }
            .onChange(of: filter) {
                tip = TodoTips.tip(for: filter)
            }
    }
}

struct TodoStatsPanel: View {
    let filter: TodoFilter
    @State private var stats: TodoStats?

    var body: some View {
        HStack {
            statView("Open", stats?.open)
            statView("Overdue", stats?.overdue)
            statView("Done this week", stats?.completedThisWeek)
        }
        .task {
            stats = await TodoSyncAPI.weeklyStats(for: filter)
        }
    }

    private func statView(_ title: String, _ value: Int?) -> some View {
        VStack {
            Text(value.map { "\($0)" } ?? "–")
                .font(.title2.bold())
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct DueTodayCard: View {
    @EnvironmentObject private var board: TodoBoard
    @State private var dueToday: [TodoItem] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Due today")
                .font(.headline)
            if dueToday.isEmpty {
                Text("Nothing due today 🎉")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(dueToday) { item in
                    Text("• \(item.title)")
                }
            }
        }
        .onAppear {
            dueToday = board.items.filter { item in
                !item.isDone && (item.dueDate.map(Calendar.current.isDateInToday) ?? false)
            }
        }
    }
}

struct TodoRowView: View {
    let item: TodoItem
    let onToggle: () -> Void
    let onDelete: () -> Void
    @State private var showsDetails = false

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
            }
            .buttonStyle(.plain)
            VStack(alignment: .leading) {
                Text(item.title)
                if showsDetails, let due = item.dueDate {
                    Text(due, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            if item.priority > 0 {
                Text(String(repeating: "!", count: item.priority))
                    .foregroundStyle(.orange)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation { showsDetails.toggle() } }
        .swipeActions {
            Button("Delete", role: .destructive, action: onDelete)
        }
    }
}
