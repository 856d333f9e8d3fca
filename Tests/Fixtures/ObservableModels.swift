// Fixture: state containers for a workout tracker.
// Theme: `@Observable final class` (with `@ObservationIgnored`, observers, computed
// properties), `ObservableObject` with `@Published` and Combine pipelines, property
// observers, lazy properties, subscripts, and the views that own or receive them
// (`@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Bindable`).

import Combine
import Foundation
import Observation
import SwiftUI

struct Workout: Identifiable, Codable, Hashable {
    enum Activity: String, Codable, CaseIterable {
        case run, ride, swim, strength
    }

    var id = UUID()
    var activity: Activity
    var start: Date
    var duration: TimeInterval
    var calories: Double
}

@Observable
final class WorkoutLog {
    var workouts: [Workout] = [] {
        didSet { lastModified = .now }
    }
    var weeklyGoal: TimeInterval = 3 * 60 * 60
    private(set) var lastModified: Date?

    @ObservationIgnored private var saveTask: Task<Void, Never>?
    @ObservationIgnored lazy var formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    var totalThisWeek: TimeInterval {
        let weekStart = Calendar.current.dateInterval(of: .weekOfYear, for: .now)?.start ?? .distantPast
        return workouts
            .lazy
            .filter { $0.start >= weekStart }
            .map(\.duration)
            .reduce(0, +)
    }

    var progress: Double {
        get { min(totalThisWeek / weeklyGoal, 1) }
        set { weeklyGoal = totalThisWeek / max(newValue, 0.01) }
    }

    subscript(activity: Workout.Activity) -> [Workout] {
        workouts.filter { $0.activity == activity }
    }

    subscript(id id: Workout.ID) -> Workout? {
        get { workouts.first { $0.id == id } }
        set {
            guard let index = workouts.firstIndex(where: { $0.id == id }) else { return }
            if let newValue {
                workouts[index] = newValue
            } else {
                workouts.remove(at: index)
            }
        }
    }

    func add(_ workout: Workout) {
        workouts.append(workout)
        scheduleSave()
    }

    private func scheduleSave() {
        saveTask?.cancel()
        saveTask = Task { [workouts] in
            try? await Task.sleep(for: .seconds(2))
            guard !Task.isCancelled else { return }
            let data = try? JSONEncoder().encode(workouts)
            _ = data
        }
    }

    func observeProgress(_ onChange: @escaping @Sendable () -> Void) {
        withObservationTracking {
            _ = progress
        } onChange: {
            onChange()
        }
    }
}

final class HeartRateMonitor: ObservableObject {
    @Published private(set) var beatsPerMinute: Int = 0
    @Published var isConnected = false
    @Published var zone: Zone = .rest

    enum Zone: Int, Comparable {
        case rest = 0, easy, moderate, hard, max

        static func < (lhs: Zone, rhs: Zone) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let alerts = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private let samples = CurrentValueSubject<[Int], Never>([])

    init() {
        samples
            .compactMap(\.last)
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .assign(to: &$beatsPerMinute)

        $beatsPerMinute
            .map { bpm -> Zone in
                switch bpm {
                case ..<90: .rest
                case 90..<120: .easy
                case 120..<150: .moderate
                case 150..<175: .hard
                default: .max
                }
            }
            .removeDuplicates()
            .sink { [weak self] zone in
                self?.zone = zone
                if zone >= .hard { self?.alerts.send("Entering \(zone) zone") }
            }
            .store(in: &cancellables)

        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .combineLatest($isConnected)
            .filter { $1 }
            .sink { [unowned self] _, _ in
                self.samples.value.append(Int.random(in: 70...185))
            }
            .store(in: &cancellables)
    }
}

final class SessionSettings: ObservableObject {
    @Published var usesMetricUnits = Locale.current.measurementSystem == .metric
    @Published var announceSplits = true

    /// Fires once things settle, for persisting to disk.
    lazy var debouncedChanges: AnyPublisher<Void, Never> = objectWillChange
        .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
        .eraseToAnyPublisher()
}

struct WorkoutDashboard: View {
    @State private var log = WorkoutLog()
    @StateObject private var monitor = HeartRateMonitor()
    @EnvironmentObject private var settings: SessionSettings
    @State private var latestAlert: String?

    var body: some View {
        VStack(spacing: 20) {
            ProgressRing(log: log)
            HeartRateView(monitor: monitor)
            if let latestAlert {
                Text(latestAlert).font(.footnote).foregroundStyle(.red)
            }
            Toggle("Metric units", isOn: $settings.usesMetricUnits)
        }
        .padding()
        .onReceive(monitor.alerts) { latestAlert = $0 }
    }
}

struct ProgressRing: View {
    @Bindable var log: WorkoutLog

    var body: some View {
        VStack {
            ZStack {
                Circle().stroke(.quaternary, lineWidth: 14)
                Circle()
                    .trim(from: 0, to: log.progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 140, height: 140)
            Stepper(
                "Goal: \(log.formatter.string(from: log.weeklyGoal) ?? "–")",
                value: $log.weeklyGoal,
                in: 1_800...36_000,
                step: 1_800
            )
        }
    }
}

struct HeartRateView: View {
    @ObservedObject var monitor: HeartRateMonitor

    var body: some View {
        HStack {
            Image(systemName: "heart.fill")
                .foregroundStyle(.red)
                .symbolEffect(.pulse, isActive: monitor.isConnected)
            Text("\(monitor.beatsPerMinute) bpm")
                .monospacedDigit()
            Spacer()
            Toggle("Connected", isOn: $monitor.isConnected)
                .labelsHidden()
        }
    }
}

#Preview {
    WorkoutDashboard()
        .environmentObject(SessionSettings())
}
