import SwiftUI
import UserNotifications

// MARK: - Model

enum Weekday: Int, CaseIterable, Identifiable, Comparable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    var id: Int { rawValue }
    var shortName: String { Calendar.current.veryShortWeekdaySymbols[rawValue - 1] }

    static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

@Observable
final class Habit: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var reminderDays: Set<Weekday>
    var streakGoal: Int
    var completions: Set<Date> = []

    init(name: String, symbol: String, reminderDays: Set<Weekday> = Set(Weekday.allCases), streakGoal: Int = 7) {
        self.name = name
        self.symbol = symbol
        self.reminderDays = reminderDays
        self.streakGoal = streakGoal
    }

    func isDone(on day: Date) -> Bool {
        completions.contains(Calendar.current.startOfDay(for: day))
    }
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Read 20 pages", symbol: "book"),
        Habit(name: "Stretch", symbol: "figure.flexibility", reminderDays: [.monday, .wednesday, .friday]),
        Habit(name: "No sugar", symbol: "cup.and.saucer"),
    ]
    var today = Calendar.current.startOfDay(for: .now)

    func toggle(_ habit: Habit) {
        if habit.completions.contains(today) {
            habit.completions.remove(today)
        } else {
            habit.completions.insert(today)
        }
    }

    func refreshToday() {
        today = Calendar.current.startOfDay(for: .now)
    }
}

enum ReminderScheduler {
    static func reschedule(_ habits: [Habit]) async {
        let center = UNUserNotificationCenter.current()
        guard (try? await center.requestAuthorization(options: [.alert, .sound])) == true else { return }
        center.removeAllPendingNotificationRequests()
        for habit in habits {
            for day in habit.reminderDays {
                let content = UNMutableNotificationContent()
                content.title = habit.name
                var components = DateComponents()
                components.weekday = day.rawValue
                components.hour = 9
                let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
                try? await center.add(UNNotificationRequest(identifier: "\(habit.id)-\(day.rawValue)", content: content, trigger: trigger))
            }
        }
    }
}

// MARK: - Views

struct HabitListView: View {
    @State private var store = HabitStore()
    @State private var editing: Habit?
    @State private var showsCompleted = true

    var body: some View {
        NavigationStack {
            List {
                Toggle("Show completed", isOn: $showsCompleted)
                ForEach(0..<store.habits.count) { index in
                    let habit = store.habits[index]
                    if showsCompleted || !habit.isDone(on: store.today) {
                        HabitRow(name: habit.name, symbol: habit.symbol, isDone: habit.isDone(on: store.today)) {
                            store.toggle(habit)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Edit") { editing = habit }
                        }
                    }
                }
                .onDelete { store.habits.remove(atOffsets: $0) }
            }
            .navigationTitle("Habits")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    let habit = Habit(name: "New habit", symbol: "star")
                    store.habits.append(habit)
                    editing = habit
                }
            }
            .sheet(item: $editing) { habit in
                NavigationStack {
                    HabitEditor(habit: habit, initialStreakGoal: habit.streakGoal)
                }
            }
            .onAppear {
                store.refreshToday()
                Task {
                    await ReminderScheduler.reschedule(store.habits)
                }
            }
        }
    }
}

// Kept as a plain struct with a trailing closure; we used to wrap rows in AnyView(...) here.
struct HabitRow: View {
    let name: String
    let symbol: String
    let isDone: Bool
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: symbol)
                    .frame(width: 30)
                    .foregroundStyle(.tint)
                Text(name)
                    .strikethrough(isDone)
                Spacer()
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                    .imageScale(.large)
                    .foregroundStyle(isDone ? Color.green : Color.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @State private var streakGoal: Int
    @State private var previewDay: Weekday
    @Environment(\.dismiss) private var dismiss

    init(habit: Habit, initialStreakGoal: Int) {
        self.habit = habit
        _streakGoal = State(initialValue: initialStreakGoal)
        _previewDay = State(initialValue: Weekday(rawValue: Calendar.current.component(.weekday, from: .now)) ?? .monday)
    }

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $habit.name)
                TextField("SF Symbol", text: $habit.symbol)
                    .textInputAutocapitalization(.never)
            }
            Section("Remind me on") {
                WeekdayPicker(selection: Binding(get: { habit.reminderDays.sorted() },
                                                 set: { habit.reminderDays = Set($0) }))
            }
            Section("Goal") {
                Stepper("\(streakGoal) day streak", value: $streakGoal, in: 1...365)
            }
            Section("This week") {
                HStack {
                    ForEach(0..<7) { offset in
                        let day = Calendar.current.date(byAdding: .day, value: -offset, to: .now) ?? .now
                        Circle()
                            .fill(habit.isDone(on: day) ? Color.green : Color.gray.opacity(0.2))
                            .frame(width: 18, height: 18)
                    }
                }
                Picker("Preview", selection: $previewDay) {
                    ForEach(Weekday.allCases) { day in
                        Text(day.shortName).tag(day)
                    }
                }
            }
        }
        .navigationTitle(habit.name)
        .toolbar {
            Button("Done") {
                habit.streakGoal = streakGoal
                dismiss()
            }
        }
    }
}

struct WeekdayPicker: View {
    @Binding var selection: [Weekday]

    var body: some View {
        HStack {
            ForEach(Weekday.allCases) { day in
                let isOn = selection.contains(day)
                Text(day.shortName)
                    .font(.caption.bold())
                    .frame(width: 32, height: 32)
                    .background(isOn ? Color.accentColor : Color.secondary.opacity(0.15), in: Circle())
                    .foregroundStyle(isOn ? Color.white : Color.primary)
                    .onTapGesture {
                        if isOn {
                            selection.removeAll { $0 == day }
                        } else {
                            selection.append(day)
                            selection.sort()
                        }
                    }
            }
        }
    }
}

#Preview("Weekday picker") {
    WeekdayPicker(selection: .constant([.monday, .thursday]))
        .padding()
}
