// View+Conditional.swift — PhotoFeed example app
//
// View helpers for applying modifiers conditionally.
//
// Mistake: `func if(_:transform:)` is the popular "conditional modifier"
//          helper. Its body is an `if`/`else` whose branches are `transform(self)`
//          and `self`, so every call site becomes
//          `_ConditionalContent<Content, Self>`: flipping the condition swaps
//          out the whole subtree (losing its `@State`, restarting its `.task`s
//          and breaking animations) instead of changing one modifier's value.
//          It is used in PostDetailView.swift and this file's #Preview with
//          conditions that cannot change for the view (a post's pinned flag
//          for one detail screen, a literal), and in ProfileView.swift with
//          `viewModel.isLoading`, which does change: that call site makes it
//          a finding.
// Near-misses (must NOT be flagged):
//   - `dimmed(_:)` and `hiddenKeepingLayout(_:)` apply a single modifier whose
//     *value* depends on the condition (`opacity(isDimmed ? 0.5 : 1)`): the
//     view's structure never changes.
//   - `redactedWhileLoading(_:)` uses the no-effect form of `.redacted`.

import SwiftUI

extension View {
    /// Applies `transform` when `condition` is true.
    ///
    ///     Text("Hello").if(isImportant) { $0.bold() }
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    /// Dims the view without changing its identity.
    func dimmed(_ isDimmed: Bool) -> some View {
        opacity(isDimmed ? 0.5 : 1)
    }

    /// Hides the view but keeps the space it takes up.
    func hiddenKeepingLayout(_ isHidden: Bool) -> some View {
        opacity(isHidden ? 0 : 1)
            .accessibilityHidden(isHidden)
    }

    /// Shows placeholder shapes while `isLoading` is true.
    func redactedWhileLoading(_ isLoading: Bool) -> some View {
        redacted(reason: isLoading ? .placeholder : [])
            .allowsHitTesting(!isLoading)
    }
}

#Preview {
    VStack(spacing: 12) {
        Text("Pinned")
            .if(true) { $0.bold() }
        Text("Dimmed")
            .dimmed(true)
        Text("Loading placeholder")
            .redactedWhileLoading(true)
    }
}
