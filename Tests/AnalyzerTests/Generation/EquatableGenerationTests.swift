import Testing
@testable import Analyzer

/// The generated `Equatable` conformances: what opts in, what is compared, what blocks it.
@Suite struct EquatableGenerationTests {
    private func generation(_ files: [String], equatableViews: Set<String> = []) -> (EquatableGeneration, ModuleIndex) {
        let trees = files.enumerated().map { SyntaxTree.parse(SourceFile(path: "File\($0.offset).swift", text: $0.element)) }
        let index = ModuleIndex(trees: trees, equatableViews: equatableViews)
        return (EquatableGeneration(index: index), index)
    }

    private func generated(_ source: String, equatableViews: Set<String> = []) -> String {
        let (generation, index) = self.generation([source], equatableViews: equatableViews)
        return EquatableSource.file([(generation.plans, index)])
    }

    private static let row = """
    import SwiftUI

    /// One comment in a thread.
    ⟪⟫
    struct CommentRow: View {
        let comment: Comment
        var isHighlighted = false
        let onReply: () -> Void
        @State private var isExpanded = false
        @Environment(\\.colorScheme) private var colorScheme
        @Binding var selection: Comment.ID?
        let style = RowStyle.compact
        var body: some View { Text(comment.text) }
    }
    struct Comment: Identifiable, Hashable { let id: Int; let text: String }
    """

    @Test func onlyAnOptedInViewIsGenerated() {
        #expect(generated(Self.row.replacingOccurrences(of: "⟪⟫", with: "// viewlint:equatable")).contains("extension CommentRow: Equatable {"))
        #expect(!generated(Self.row.replacingOccurrences(of: "⟪⟫", with: "// a row")).contains("extension"))
        #expect(generated(Self.row.replacingOccurrences(of: "⟪⟫", with: ""), equatableViews: ["CommentRow"]).contains("extension CommentRow: Equatable {"))
    }

    @Test func dataInputsAreComparedAndDynamicPropertiesAndConstantsAreNot() {
        let text = generated(Self.row.replacingOccurrences(of: "⟪⟫", with: "// viewlint:equatable"))
        #expect(text.contains("""
                lhs.comment == rhs.comment
                    && lhs.isHighlighted == rhs.isHighlighted
            }
        """))
        for skipped in ["isExpanded", "colorScheme", "selection", "style"] { #expect(!text.contains("lhs.\(skipped)")) }
        #expect(text.contains("nonisolated static func == (lhs: CommentRow, rhs: CommentRow) -> Bool"))
        #expect(text.hasPrefix(EquatableSource.header) && text.contains("\nimport SwiftUI\n"))
    }

    @Test func closuresAreLeftOutAndSaidSo() {
        let text = generated(Self.row.replacingOccurrences(of: "⟪⟫", with: "// viewlint:equatable"))
        #expect(!text.contains("lhs.onReply"))
        #expect(text.contains("/// `onReply` is not compared: it is a closure, and a new one from the parent does not re-render this view."))
        let ignored = generated(Self.row.replacingOccurrences(of: "⟪⟫", with: "// viewlint:equatable ignore: isHighlighted"))
        #expect(!ignored.contains("lhs.isHighlighted") && ignored.contains("/// `isHighlighted` is not compared: left out with `ignore:`."))
    }

    @Test func aNonEquatableInputBlocksWithAWarning() {
        let template = """
        import SwiftUI
        final class Player { var volume = 0.5 }
        // viewlint:equatable
        struct NowPlaying: View {
            let title: String
            let player: ⟪⟫
            var body: some View { Text(title) }
        }
        """
        let (blocked, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Player")])
        #expect(blocked.plans.isEmpty)
        #expect(blocked.warnings.map(\.message) == ["`NowPlaying` opts in to a generated `Equatable` conformance, but `player` blocks it: "
            + "its type `Player` is not known to be `Equatable`. Make its type `Equatable`, or leave it out with "
            + "`// viewlint:equatable ignore: player`."])
        let (fine, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Double")])
        #expect(fine.plans.map(\.compared) == [["title", "player"]] && fine.warnings.isEmpty)
    }

    @Test func aGenericInputGetsAWhereClause() {
        let template = """
        import SwiftUI
        // viewlint:equatable
        struct OptionRow<Value: ⟪⟫>: View {
            let value: Value
            let choices: [Value]
            var body: some View { Text("") }
        }
        """
        let conditional = generated(template.replacingOccurrences(of: "⟪⟫", with: "Sendable"))
        #expect(conditional.contains("extension OptionRow: Equatable where Value: Equatable {"))
        let known = generated(template.replacingOccurrences(of: "⟪⟫", with: "Hashable & Sendable"))
        #expect(known.contains("extension OptionRow: Equatable {"))
        let (unsendable, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Identifiable")])
        #expect(unsendable.warnings.map(\.message).contains { $0.contains("`Value`, which is not known to be `Sendable`") })
    }

    @Test func accessLevelAvailabilityAndConditionsFollowTheDeclaration() {
        let template = """
        import SwiftUI
        #if os(iOS)
        @available(iOS 17, *)
        public enum Screens {
            // viewlint:equatable
            ⟪⟫ struct Badge: View {
                let count: Int
                public var body: some View { Text("\\(count)") }
            }
        }
        #endif
        """
        let open = generated(template.replacingOccurrences(of: "⟪⟫", with: "public"))
        #expect(open.contains("""
        #if os(iOS)
        /// `Badge` is equal when `count` is equal.
        @available(iOS 17, *)
        extension Screens.Badge: Equatable {
            public nonisolated static func == (lhs: Screens.Badge, rhs: Screens.Badge) -> Bool {
        """))
        #expect(open.hasSuffix("}\n#endif\n"))
        #expect(generated(template.replacingOccurrences(of: "⟪⟫", with: "")).contains("    nonisolated static func =="))
    }

    @Test func aViewPrivateToItsFileIsLeftToFix() {
        let template = """
        import SwiftUI
        // viewlint:equatable
        ⟪⟫struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count)") }
        }
        """
        let (privateView, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "private ")])
        #expect(privateView.plans.isEmpty)
        #expect(privateView.warnings.first?.message.contains("`Badge` is private to its file, so another file cannot extend it") == true)
        let (internalView, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "")])
        #expect(internalView.plans.count == 1 && internalView.warnings.isEmpty)
        let (privateInput, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "").replacingOccurrences(of: "let count", with: "private let count")])
        #expect(privateInput.warnings.first?.message.contains("`count` is private to the file") == true)
    }

    @Test func optInCommentPlacements() {
        let above = """
        import SwiftUI
        // viewlint:equatable
        /// A tag.
        @MainActor
        struct Tag: View { let name: String; var body: some View { Text(name) } }
        """
        let trailing = """
        import SwiftUI
        @MainActor
        struct Tag: View { // viewlint:equatable
            let name: String
            var body: some View { Text(name) }
        }
        """
        let separated = """
        import SwiftUI
        // viewlint:equatable
        let tagCount = 3
        struct Tag: View { let name: String; var body: some View { Text(name) } }
        """
        #expect(generation([above]).0.plans.count == 1)
        #expect(generation([trailing]).0.plans.count == 1)
        #expect(generation([separated]).0.plans.isEmpty)
    }

    @Test func aViewThatAlreadyConformsIsLeftAlone() {
        let view = """
        import SwiftUI
        // viewlint:equatable
        struct Tag: View { let name: String; var body: some View { Text(name) } }
        """
        #expect(generation([view, "extension Tag: Hashable {}"]).0.plans.isEmpty)
        #expect(generation([view, "extension Tag: CustomStringConvertible { var description: String { name } }"]).0.plans.count == 1)
    }

    @Test func ignoringANameTheViewDoesNotStoreIsReported() {
        let (generation, _) = generation(["""
        import SwiftUI
        // viewlint:equatable ignore: onTap, onDelete
        struct Tag: View { let name: String; let onTap: () -> Void; var body: some View { Text(name) } }
        """])
        #expect(generation.warnings.map(\.message) == ["`ignore:` names `onDelete`, which `Tag` does not store."])
    }

    /// `--fix` writes the conformance of an opted-in view beside it; then the finding is gone.
    @Test func nonPODFixInsertsTheConformanceOfAnOptedInView() throws {
        let template = """
        import SwiftUI
        struct Comment: Identifiable, Hashable { let id: Int; let text: String }
        struct Thread: View {
            let comments: [Comment]
            var body: some View {
                ForEach(comments) { comment in
                    CommentRow(comment: comment, onReply: {})
                }
            }
        }

        struct CommentRow: View {
            let comment: Comment
            let onReply: () -> Void
            var body: some View { Text(comment.text) }
        }
        """
        let rules = [NonPODViewRule.rule]
        let optedIn = template.replacingOccurrences(of: "\nstruct CommentRow", with: "\n// viewlint:equatable\nstruct CommentRow")
        let finding = try #require(lintSingleFile(optedIn, rules: rules).first { $0.message.contains("`CommentRow`") })
        let fix = try #require(finding.fix)
        #expect(finding.message.contains("`CommentRow` opts in to a generated conformance"))
        #expect(fix.allSatisfy { $0.range.isEmpty }, "an insertion: nothing the user wrote is replaced")
        let fixed = FixApplier.apply([finding], to: SourceFile(path: "Test.swift", text: optedIn)).text
        #expect(fixed.hasPrefix(optedIn))
        #expect(fixed.hasSuffix("""
            var body: some View { Text(comment.text) }
        }

        /// `CommentRow` is equal when `comment` is equal.
        /// `onReply` is not compared: it is a closure, and a new one from the parent does not re-render this view.
        extension CommentRow: Equatable {
            nonisolated static func == (lhs: CommentRow, rhs: CommentRow) -> Bool {
                lhs.comment == rhs.comment
            }
        }
        """))
        #expect(!lintSingleFile(fixed, rules: rules).contains { $0.message.contains("`CommentRow`") }, "the conformance exists: no finding")
        let plain = try #require(lintSingleFile(template, rules: rules).first { $0.message.contains("`CommentRow`") })
        #expect(plain.fix == nil, "without the opt-in, comparing is the developer's choice")
    }

    // MARK: From a held-out review of 28 opted-in views

    /// A view in a clause the default build (iOS, Debug) leaves out is planned under a build
    /// where it exists, and its extension is wrapped in the same `#if`.
    @Test func aViewInAnInactiveClauseIsGeneratedInsideItsCondition() {
        let template = """
        import SwiftUI
        #if ⟪⟫
        // viewlint:equatable
        struct MenuBarBadge: View {
            let unread: Int
            let onOpen: () -> Void
            var body: some View { Text("\\(unread)") }
        }
        #endif
        """
        for condition in ["os(macOS)", "!DEBUG", "os(iOS)"] {
            let trees = [SyntaxTree.parse(SourceFile(path: "Badge.swift", text: template.replacingOccurrences(of: "⟪⟫", with: condition)))]
            let modules = EquatableClauses.generations(trees: trees, equatableViews: [])
            let text = EquatableSource.file(modules.map { ($0.generation.plans, $0.index) })
            #expect(text.contains("#if \(condition)\n/// `MenuBarBadge` is equal when `unread` is equal."), "\(condition): \(text)")
            #expect(text.components(separatedBy: "extension MenuBarBadge: Equatable").count == 2, "once, for \(condition)")
        }
    }

    /// `let width, height: Double`: the type written after the last name is every name's.
    @Test func namesSharingOneTypeAreCompared() {
        let template = """
        import SwiftUI
        // viewlint:equatable
        struct Thumbnail: View {
            let width, height: ⟪⟫
            let onTap: () -> Void
            var body: some View { Color.gray.frame(width: width, height: height) }
        }
        """
        #expect(generated(template.replacingOccurrences(of: "⟪⟫", with: "Double")).contains("lhs.width == rhs.width\n            && lhs.height == rhs.height"))
        let (blocked, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "CGImage")])
        #expect(blocked.plans.isEmpty && blocked.warnings.count == 2, "\(blocked.warnings.map(\.message))")
    }

    /// A compared generic parameter that is `Equatable` through its constraint (`Hashable`)
    /// still needs `Sendable` for Swift 6's `nonisolated ==`.
    @Test func everyComparedGenericParameterIsCheckedForSendable() {
        let template = """
        import SwiftUI
        // viewlint:equatable
        struct ChoicePicker<Value: ⟪⟫>: View {
            let choices: [Value]
            let onPick: (Value) -> Void
            var body: some View { Text("") }
        }
        """
        let (hashable, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Hashable")])
        #expect(hashable.warnings.map(\.message).contains { $0.contains("`Value`, which is not known to be `Sendable`") })
        let (sendable, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Hashable & Sendable")])
        #expect(sendable.warnings.isEmpty, "\(sendable.warnings.map(\.message))")
    }

    /// Found by fuzzing `--fix`: in a file whose opted-in view is never closed (its last `}` lost
    /// in an edit), the conformance landed inside the view, was not seen there, and each `--fix`
    /// added one more. No fix then; the closed twin gets one.
    @Test func anOptedInViewTheFileNeverClosesGetsNoFix() throws {
        let template = """
        import SwiftUI
        struct Counters: View {
            let posts: [Post]
            @State private var selected: Int?
            var body: some View {
                ForEach(posts) { post in CountBadge(count: post.likes, onSelect: { selected = post.likes }) }
            }
        }

        // viewlint:equatable
        private struct CountBadge: View {
            let count: Int
            let onSelect: () -> Void
            var body: some View {
                Button("Count", action: onSelect)
            }
        ⟪⟫
        """
        let rules = [NonPODViewRule.rule]
        let unclosed = template.replacingOccurrences(of: "⟪⟫", with: "")
        let open = try #require(lintSingleFile(unclosed, rules: rules).first { $0.message.contains("`CountBadge`") })
        #expect(open.fix == nil)
        let closed = template.replacingOccurrences(of: "⟪⟫", with: "}")
        let finding = try #require(lintSingleFile(closed, rules: rules).first { $0.message.contains("`CountBadge`") })
        #expect(finding.fix != nil)
    }

    /// Also found by fuzzing `--fix`: a file declaring the opted-in view twice (a paste mid-edit)
    /// got a conformance on every run, since one extension can only name one of them. No fix
    /// then; the file with one declaration gets one.
    @Test func anOptedInViewDeclaredTwiceGetsNoFix() throws {
        let badge = """

        // viewlint:equatable
        private struct CountBadge: View {
            let count: Int
            let onSelect: () -> Void
            var body: some View { Button("\\(count)", action: onSelect) }
        }
        """
        let counters = """
        import SwiftUI
        struct Counters: View {
            let posts: [Post]
            @State private var selected: Int?
            var body: some View {
                ForEach(posts) { post in CountBadge(count: post.likes, onSelect: { selected = post.likes }) }
            }
        }
        """
        let rules = [NonPODViewRule.rule]
        let twice = try #require(lintSingleFile(counters + badge + badge, rules: rules).first { $0.message.contains("`CountBadge`") })
        #expect(twice.fix == nil)
        let once = try #require(lintSingleFile(counters + badge, rules: rules).first { $0.message.contains("`CountBadge`") })
        #expect(once.fix != nil)
    }

    /// The advice for a private view says what `--fix` can do for it: a view of plain data is
    /// not reported by `non-pod-view` (SwiftUI compares it byte by byte), so the opt-in can go.
    @Test func aPrivateViewIsToldWhatFixCanDo() {
        let template = """
        import SwiftUI
        // viewlint:equatable
        private struct Badge: View {
            let count: Int
            let label: ⟪⟫
            var body: some View { Text(label) }
        }
        """
        let (plain, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "Int")])
        #expect(plain.warnings.first?.message.contains("plain data, which SwiftUI already compares byte by byte") == true)
        let (rich, _) = generation([template.replacingOccurrences(of: "⟪⟫", with: "String")])
        #expect(rich.warnings.first?.message.contains("run `viewlint --fix`") == true, "\(rich.warnings.map(\.message))")
    }

    /// A tuple cannot be made `Equatable`: the advice is to split it.
    @Test func aTupleInputIsToldToSplit() {
        let source = """
        import SwiftUI
        // viewlint:equatable
        struct Range: View {
            let bounds: ⟪⟫
            var body: some View { Text("") }
        }
        """
        for type in ["(Int, Int)", "(lower: Int, upper: Int)?"] {
            let (tuple, _) = generation([source.replacingOccurrences(of: "⟪⟫", with: type)])
            #expect(tuple.warnings.first?.message.contains("Store its parts as separate properties") == true, "\(tuple.warnings.map(\.message))")
        }
        let (pair, _) = generation([source.replacingOccurrences(of: "⟪⟫", with: "ClosedRange<Int>")])
        #expect(pair.warnings.isEmpty && pair.plans.count == 1, "\(pair.warnings.map(\.message))")
    }
}
