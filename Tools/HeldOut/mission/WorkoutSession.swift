import SwiftUI
import UIKit

// MARK: - Models

struct WorkoutExercise: Identifiable, Hashable {
    let id: UUID
    var name: String
    var durationSeconds: Int
    var restSeconds: Int
    var symbol: String
}

struct WorkoutLogEntry: Identifiable, Hashable {
    let id: UUID
    var title: String
    var startedAt: Date
    var totalSeconds: Int
}

enum CoachingCues {
    static func cue(for exercise: WorkoutExercise) -> String {
        switch exercise.name {
        case "Plank": "Keep your hips level and breathe."
        case "Squats": "Weight in your heels, chest up."
        default: "Steady pace — you've got this."
        }
    }
}

enum WorkoutLog {
    static func sessions(on day: Date) async -> [WorkoutLogEntry] {
        []
    }
}

// MARK: - Session

struct WorkoutSessionView: View {
    let exercises: [WorkoutExercise]
    @State private var currentIndex = 0
    @State private var elapsed = 0
    @State private var isPaused = false
    @State private var isResting = false
    @State private var restRemaining = 0
    @State private var showsSummary = false

    private var currentExercise: WorkoutExercise {
        exercises[min(currentIndex, exercises.count - 1)]
    }

    var body: some View {
        VStack(spacing: 24) {
            if isPaused {
                TimerDial(elapsed: elapsed, total: currentExercise.durationSeconds)
                    .opacity(0.4)
            } else {
                TimerDial(elapsed: elapsed, total: currentExercise.durationSeconds)
            }

            Text(currentExercise.name)
                .font(.largeTitle.bold())
            CoachCueView(exercise: currentExercise)

            if isResting {
                RestCountdown(secondsLeft: $restRemaining)
            }

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 8) {
                    ForEach(Array(exercises.enumerated()), id: \.element.id) { index, exercise in
                        ExerciseChip(
                            exercise: exercise,
                            isCurrent: index == currentIndex,
                            onSelect: { jump(to: index) }
                        )
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 56)

            HStack(spacing: 16) {
                if isPaused {
                    Button("Resume", systemImage: "play.fill") { isPaused = false }
                        .buttonStyle(.borderedProminent)
                } else {
                    Button("Pause", systemImage: "pause.fill") { isPaused = true }
                        .buttonStyle(.bordered)
                }
                Button("Finish", role: .destructive) {
                    isPaused = true
                    showsSummary = true
                }
                .buttonStyle(.bordered)
            }
            .controlSize(.large)
        }
        .padding()
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard !isPaused, !isResting else { continue }
                elapsed += 1
                if elapsed >= currentExercise.durationSeconds {
                    startRest()
                }
            }
        }
        .onChange(of: restRemaining) {
            if isResting && restRemaining == 0 {
                isResting = false
                jump(to: currentIndex + 1)
            }
        }
        .onAppear {
            UIApplication.shared.isIdleTimerDisabled = true
        }
        .onDisappear {
            UIApplication.shared.isIdleTimerDisabled = false
        }
        .sheet(isPresented: $showsSummary) {
            WorkoutSummarySheet(totalSeconds: elapsed, exerciseCount: currentIndex + 1)
        }
    }

    private func startRest() {
        restRemaining = currentExercise.restSeconds
        isResting = restRemaining > 0
        if !isResting { jump(to: currentIndex + 1) }
    }

    private func jump(to index: Int) {
        guard exercises.indices.contains(index) else {
            isPaused = true
            showsSummary = true
            return
        }
        currentIndex = index
        elapsed = 0
    }
}

struct TimerDial: View {
    let elapsed: Int
    let total: Int
    @State private var pulses = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(.quaternary, lineWidth: 14)
            Circle()
                .trim(from: 0, to: total > 0 ? CGFloat(elapsed) / CGFloat(total) : 0)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .scaleEffect(pulses ? 1.02 : 1)
            Text(Duration.seconds(max(total - elapsed, 0)).formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 44, weight: .semibold, design: .rounded).monospacedDigit())
        }
        .frame(width: 220, height: 220)
        .onAppear {
            withAnimation(.easeInOut(duration: 1).repeatForever()) { pulses = true }
        }
    }
}

struct CoachCueView: View {
    let exercise: WorkoutExercise
    @State private var cue = ""

    var body: some View {
        Label(cue, systemImage: exercise.symbol)
            .font(.callout)
            .foregroundStyle(.secondary)
            .onAppear {
                cue = CoachingCues.cue(for: exercise)
            }
    }
}

struct RestCountdown: View {
    @Binding var secondsLeft: Int
    @State private var timer: Timer?

    var body: some View {
        Text("Rest \(secondsLeft)s")
            .font(.title3.monospacedDigit())
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in
                    if secondsLeft > 0 {
                        secondsLeft -= 1
                    } else {
                        t.invalidate()
                    }
                }
            }
            .onDisappear {
                timer?.invalidate()
            }
    }
}

struct ExerciseChip: View {
    let exercise: WorkoutExercise
    let isCurrent: Bool
    let onSelect: () -> Void

    var body: some View {
        Button(action: onSelect) {
            Label(exercise.name, systemImage: exercise.symbol)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(isCurrent ? Color.orange.opacity(0.25) : Color.secondary.opacity(0.12), in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct WorkoutSummarySheet: View {
    let totalSeconds: Int
    let exerciseCount: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "checkmark.seal.fill")
                .font(.system(size: 64))
                .foregroundStyle(.green)
            Text("\(exerciseCount) exercises")
                .font(.title2.bold())
            Text(Duration.seconds(totalSeconds).formatted(.units(allowed: [.minutes, .seconds])))
                .foregroundStyle(.secondary)
            ShareSummaryButton {
                dismiss()
            }
        }
        .padding()
    }
}

struct ShareSummaryButton: View {
    let onShare: () -> Void

    var body: some View {
        Button("Share Summary", systemImage: "square.and.arrow.up", action: onShare)
            .buttonStyle(.borderedProminent)
    }
}

// MARK: - History

struct WorkoutHistoryView: View {
    @State private var selectedDay = Calendar.current.startOfDay(for: .now)

    var body: some View {
        NavigationStack {
            VStack {
                DatePicker("Day", selection: $selectedDay, displayedComponents: .date)
                    .datePickerStyle(.compact)
                    .padding(.horizontal)
                DaySessionsList(day: $selectedDay)
            }
            .navigationTitle("History")
        }
    }
}

struct DaySessionsList: View {
    @Binding var day: Date
    @State private var sessions: [WorkoutLogEntry] = []

    var body: some View {
        List(sessions) { session in
            VStack(alignment: .leading) {
                Text(session.title)
                    .font(.headline)
                Text(session.startedAt, style: .time)
                    .foregroundStyle(.secondary)
            }
        }
        .overlay {
            if sessions.isEmpty {
                ContentUnavailableView("No Workouts", systemImage: "figure.run")
            }
        }
        .gesture(
            DragGesture(minimumDistance: 40).onEnded { value in
                let step = value.translation.width < 0 ? 1 : -1
                day = Calendar.current.date(byAdding: .day, value: step, to: day) ?? day
            }
        )
        .task {
            sessions = await WorkoutLog.sessions(on: day)
        }
    }
}
