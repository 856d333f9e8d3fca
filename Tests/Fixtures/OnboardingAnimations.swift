// Fixture: animated onboarding for a meditation app.
// Theme: animation APIs that lean on multiple trailing closures and nested builders —
// `PhaseAnimator`, `KeyframeAnimator` with `KeyframeTrack`s, `withAnimation { } completion: { }`,
// `TimelineView`, `Canvas`, custom `Transition`s, `.transaction`, `.onChange(of:initial:)`,
// `.task(id:)`, and paging `TabView` with `.tabViewStyle`.

import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    var title: String
    var subtitle: String
    var symbol: String
    var tint: Color
}

enum BreathPhase: CaseIterable {
    case inhale, hold, exhale

    var scale: Double {
        switch self {
        case .inhale: 1.25
        case .hold: 1.25
        case .exhale: 0.85
        }
    }

    var label: String {
        switch self {
        case .inhale: "Breathe in"
        case .hold: "Hold"
        case .exhale: "Breathe out"
        }
    }
}

struct SymbolBounce {
    var scale = 1.0
    var verticalOffset = 0.0
    var rotation = Angle.zero
}

struct OnboardingFlow: View {
    let pages: [OnboardingPage]
    @State private var current = 0
    @State private var isFinished = false
    @State private var confettiTrigger = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            TabView(selection: $current) {
                ForEach(pages) { page in
                    pageView(page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .interactive))

            if isFinished {
                BreathingCircle()
                    .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .opacity))
            }
        }
        .overlay(alignment: .bottom) {
            Button(current == pages.count - 1 ? "Start" : "Next") {
                if current < pages.count - 1 {
                    withAnimation(.smooth) { current += 1 }
                } else {
                    withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                        isFinished = true
                    } completion: {
                        confettiTrigger += 1
                    }
                }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 48)
        }
        .transaction { transaction in
            if reduceMotion { transaction.animation = nil }
        }
        .onChange(of: current, initial: true) { oldValue, newValue in
            print("page \(oldValue) → \(newValue)")
        }
    }

    private func pageView(_ page: OnboardingPage) -> some View {
        VStack(spacing: 24) {
            KeyframeAnimator(initialValue: SymbolBounce(), trigger: current == page.id) { value in
                Image(systemName: page.symbol)
                    .font(.system(size: 96))
                    .foregroundStyle(page.tint.gradient)
                    .scaleEffect(value.scale)
                    .offset(y: value.verticalOffset)
                    .rotationEffect(value.rotation)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.3, duration: 0.25, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .smooth)
                }
                KeyframeTrack(\.verticalOffset) {
                    CubicKeyframe(-30, duration: 0.2)
                    CubicKeyframe(0, duration: 0.3)
                }
                KeyframeTrack(\SymbolBounce.rotation) {
                    LinearKeyframe(.degrees(-8), duration: 0.1)
                    LinearKeyframe(.degrees(8), duration: 0.2)
                    LinearKeyframe(.zero, duration: 0.1)
                }
            }

            PhaseAnimator([false, true], trigger: page.id) { highlighted in
                Text(page.title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(highlighted ? page.tint : .primary)
            } animation: { highlighted in
                highlighted ? .easeIn(duration: 0.4) : .easeOut(duration: 0.8)
            }

            Text(page.subtitle)
                .id(page.subtitle)
                .transition(.blurReplaceSoft)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}

struct BreathingCircle: View {
    @State private var cycles = 0

    var body: some View {
        VStack(spacing: 32) {
            PhaseAnimator(BreathPhase.allCases) { phase in
                ZStack {
                    Circle()
                        .fill(.teal.opacity(0.25))
                        .scaleEffect(phase.scale)
                    Text(phase.label)
                        .font(.title2.weight(.medium))
                        .contentTransition(.opacity)
                }
                .frame(width: 220, height: 220)
            } animation: { phase in
                switch phase {
                case .inhale: .easeInOut(duration: 4)
                case .hold: .linear(duration: 2)
                case .exhale: .easeInOut(duration: 6)
                }
            }

            TimelineView(.animation(minimumInterval: 1 / 30, paused: false)) { context in
                let seconds = context.date.timeIntervalSinceReferenceDate
                Canvas { graphics, size in
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    for ring in 0..<5 {
                        let radius = CGFloat(ring) * 14 + 10 + 6 * sin(seconds * 1.5 + Double(ring))
                        let rect = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
                        graphics.stroke(
                            Path(ellipseIn: rect),
                            with: .color(.teal.opacity(1 - Double(ring) / 5)),
                            lineWidth: 2
                        )
                    }
                }
            }
            .frame(height: 160)
        }
        .task(id: cycles) {
            try? await Task.sleep(for: .seconds(12))
            cycles += 1
        }
    }
}

struct BlurReplace: Transition {
    var radius: CGFloat = 12

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : radius)
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase == .willAppear ? 0.9 : phase == .didDisappear ? 1.1 : 1)
    }
}

extension Transition where Self == BlurReplace {
    static var blurReplaceSoft: BlurReplace { BlurReplace(radius: 8) }
}

#Preview {
    OnboardingFlow(pages: [
        OnboardingPage(id: 0, title: "Slow down", subtitle: "Two minutes a day is enough.", symbol: "leaf", tint: .green),
        OnboardingPage(id: 1, title: "Breathe", subtitle: "Follow the circle.", symbol: "wind", tint: .teal),
        OnboardingPage(id: 2, title: "Notice", subtitle: "Thoughts come and go.", symbol: "sparkles", tint: .purple),
    ])
}
