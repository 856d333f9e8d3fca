import SwiftUI
import HealthKit

// MARK: - Model

struct WorkoutSet: Identifiable, Hashable {
    let id = UUID()
    var reps: Int
    var weight: Double
}

struct Workout: Identifiable, Hashable {
    let id: UUID
    var name: String
    var date: Date
    var notes: String
    var intensity: Int
    var sets: [WorkoutSet]
}

@MainActor
final class WorkoutStore: ObservableObject {
    @Published var workouts: [Workout] = []
    @Published var isSyncing = false

    func load() async {
        isSyncing = true
        defer { isSyncing = false }
        try? await Task.sleep(for: .milliseconds(300))
        if workouts.isEmpty {
            workouts = [
                Workout(id: UUID(), name: "Push Day", date: .now, notes: "", intensity: 3,
                        sets: [WorkoutSet(reps: 8, weight: 60), WorkoutSet(reps: 8, weight: 62.5)]),
                Workout(id: UUID(), name: "Long Run", date: .now.addingTimeInterval(-86_400), notes: "Felt slow", intensity: 4,
                        sets: []),
            ]
        }
    }

    func update(_ workout: Workout) {
        guard let index = workouts.firstIndex(where: { $0.id == workout.id }) else { return }
        workouts[index] = workout
    }
}

final class RestTimer: ObservableObject {
    @Published var remaining: Int = 90
    private var timer: Timer?

    func start(seconds: Int = 90) {
        remaining = seconds
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return }
            if self.remaining > 0 {
                self.remaining -= 1
            } else {
                timer.invalidate()
            }
        }
    }

    func stop() {
        timer?.invalidate()
    }
}

final class HealthAccess {
    private let healthStore = HKHealthStore()

    func requestAuthorization() async {
        let workoutType = HKObjectType.workoutType()
        try? await healthStore.requestAuthorization(toShare: [workoutType], read: [workoutType])
    }
}

// MARK: - Views

struct WorkoutLogView: View {
    @StateObject private var store = WorkoutStore()
    @State private var selection: Workout.ID?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                HealthSyncBanner()
                ForEach(store.workouts) { workout in
                    WorkoutSummaryRow(workout: workout)
                }
                .onDelete { store.workouts.remove(atOffsets: $0) }
            }
            .navigationTitle("Workouts")
            .overlay {
                if store.isSyncing { ProgressView() }
            }
            .task { await store.load() }
        } detail: {
            if let id = selection, let workout = store.workouts.first(where: { $0.id == id }) {
                WorkoutDetailView(workout: workout, store: store)
            } else {
                ContentUnavailableView("Pick a workout", systemImage: "dumbbell")
            }
        }
    }
}

struct WorkoutSummaryRow: View {
    let workout: Workout

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEE d MMM")
        return formatter
    }()

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: workout.sets.isEmpty ? "figure.run" : "dumbbell.fill")
                .frame(width: 28)
                .foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(workout.name).font(.headline)
                Text(Self.dayFormatter.string(from: workout.date))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            HStack(spacing: 3) {
                ForEach(0..<5) { level in
                    Circle()
                        .fill(level < workout.intensity ? Color.orange : Color.gray.opacity(0.3))
                        .frame(width: 6, height: 6)
                }
            }
        }
    }
}

struct HealthSyncBanner: View {
    @State private var health = HealthAccess()

    var body: some View {
        Label("Syncing with Health", systemImage: "heart.fill")
            .font(.footnote)
            .foregroundStyle(.pink)
            .onAppear {
                Task {
                    await health.requestAuthorization()
                }
            }
    }
}

struct WorkoutDetailView: View {
    let workout: Workout
    @ObservedObject var store: WorkoutStore
    @State private var notes: String
    @State private var sets: [WorkoutSet]
    @State private var showsTimer = false

    init(workout: Workout, store: WorkoutStore) {
        self.workout = workout
        self.store = store
        _notes = State(initialValue: workout.notes)
        _sets = State(initialValue: workout.sets)
    }

    var body: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .short

        return Form {
            Section {
                Image("workout-banner")
                    .frame(height: 140)
                    .clipped()
                    .listRowInsets(EdgeInsets())
                Text(formatter.string(from: workout.date))
                    .foregroundStyle(.secondary)
            }
            Section("Sets") {
                ForEach(Array(sets.enumerated()), id: \.offset) { index, workoutSet in
                    SetRow(number: index + 1, workoutSet: workoutSet)
                }
                .onDelete { sets.remove(atOffsets: $0) }
                Button("Add set") {
                    sets.append(WorkoutSet(reps: sets.last?.reps ?? 10, weight: sets.last?.weight ?? 20))
                }
            }
            Section("Notes") {
                TextField("How did it go?", text: $notes, axis: .vertical)
            }
            Section {
                Toggle("Rest timer", isOn: $showsTimer)
                if showsTimer {
                    RestTimerView()
                }
            }
        }
        .navigationTitle(workout.name)
        .toolbar {
            Button("Save") {
                var updated = workout
                updated.notes = notes
                updated.sets = sets
                store.update(updated)
            }
        }
    }
}

struct SetRow: View {
    let number: Int
    let workoutSet: WorkoutSet
    @State private var isDone = false

    var body: some View {
        HStack {
            Text("Set \(number)").font(.subheadline.weight(.semibold))
            Spacer()
            Text("\(workoutSet.reps) × \(workoutSet.weight, format: .number.precision(.fractionLength(0...1))) kg")
                .monospacedDigit()
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.borderless)
        }
    }
}

struct RestTimerView: View {
    @ObservedObject var timer = RestTimer()

    var body: some View {
        HStack {
            Text(Duration.seconds(timer.remaining), format: .time(pattern: .minuteSecond))
                .font(.title2.monospacedDigit())
            Spacer()
            Button("Start") { timer.start() }
            Button("Stop", role: .destructive) { timer.stop() }
        }
        .onDisappear { timer.stop() }
    }
}
