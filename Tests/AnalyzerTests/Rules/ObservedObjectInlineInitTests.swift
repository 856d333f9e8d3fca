import Testing
@testable import Analyzer

/// `observed-object-inline-init`: whether the view creates the object decides, not the
/// wrapper's name alone.
@Suite struct ObservedObjectInlineInitTests {
    private let rule = ObservedObjectInlineInitRule.rule

    @Test func creatingAnObjectIsReportedReadingASharedOneIsNot() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: "AudioPlayer.shared", loud: "AudioPlayer()").check(mentioning: ["`player`", "new `AudioPlayer`", "`@StateObject`"])
    }

    @Test func aFactoryMethodMayReturnAnExistingObject() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: "AudioPlayer.current()", loud: "AudioPlayer.init()").check(mentioning: ["new `AudioPlayer`"])
    }

    @Test func anImplicitInitNamesTheDeclaredType() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player: AudioPlayer = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: ".shared", loud: ".init(rate: 1)").check(mentioning: ["new `AudioPlayer`"])
    }

    @Test func onlyTheObservedObjectWrapperIsReported() {
        Twins(rule, """
        struct PlayerBar: View {
            @⟪⟫ var player = AudioPlayer()
            var body: some View { Text(player.title) }
        }
        """, quiet: "StateObject", loud: "ObservedObject").check(mentioning: ["`player`"])
    }

    @Test func anInitThatCreatesTheObjectIsReported() {
        Twins(rule, """
        struct EpisodeList: View {
            @ObservedObject var downloads: DownloadQueue
            init(queue: DownloadQueue, podcast: Podcast) {
                self.downloads = ⟪⟫
            }
            var body: some View { List(downloads.pending) { Text($0.title) } }
        }
        """, quiet: "queue", loud: "DownloadQueue(podcast: podcast)").check(mentioning: ["`init`", "StateObject(wrappedValue:"])
    }

    @Test func noFixWhereAParentPassesTheObject() {
        let source = """
        struct PlayerBar: View {
            @ObservedObject var player = AudioPlayer()
            var body: some View { Text(player.title) }
        }
        struct NowPlaying: View {
            @StateObject private var player = AudioPlayer()
            var body: some View { PlayerBar(⟪⟫) }
        }
        """
        let passed = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "player: player"), rules: [rule])
        #expect(passed.count == 1)
        #expect(passed.first?.fix == nil)
        let defaulted = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(defaulted.count == 1)
        #expect(defaulted.first?.fix != nil)
    }
}
