import Testing
@testable import Analyzer

/// `formatter-in-body`: a formatter made while a body is evaluated.
@Suite struct FormatterInBodyTests {
    private let rule = FormatterInBodyRule.rule

    @Test func madeInTheBodyVersusMadeOnce() {
        Twins(rule, """
        struct PriceTag: View {
            let price: Decimal
            ⟪⟫
            var body: some View {
                Text(Self.formatter.string(from: price as NSNumber) ?? "")
            }
        }
        """, quiet: "private static let formatter = NumberFormatter()",
              loud: "private static var formatter: NumberFormatter { NumberFormatter() }")
            .check(mentioning: ["`NumberFormatter()`", "`PriceTag.body`"])
    }

    /// A birthday list's rows and a paywall's single price: the message says how often
    /// "every update" is, from where the module creates the view: per row, or once per update
    /// of the one screen. Both are warnings: the formatter is made while the body runs.
    @Test func theMessageSaysPerRowOnlyWhereAListCreatesTheView() {
        let template = """
        struct BirthdayRow: View {
            let date: Date
            var body: some View {
                let formatter = DateFormatter()
                Text(formatter.string(from: date))
            }
        }
        struct Birthdays: View {
            let dates: [Date]
            var body: some View {
                ⟪⟫
            }
        }
        """
        let listed = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "ForEach(dates, id: \\.self) { BirthdayRow(date: $0) }"),
                                    rules: [rule])
        #expect(listed.first?.message.contains("on every update, for every row of the list that creates `BirthdayRow`") == true,
                "\(listed.map(\.message))")
        #expect(listed.first?.severity == .warning)
        let single = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "BirthdayRow(date: dates[0])"), rules: [rule])
        #expect(single.count == 1 && single.first?.message.contains("made again on every update. Keep") == true, "\(single.map(\.message))")
        #expect(single.first?.severity == .warning && single.first?.message.contains("for every row") == false)
        // uplift's class list pushes one detail screen per row: only the screen pushed updates.
        let pushed = lintSingleFile(template.replacingOccurrences(
            of: "⟪⟫", with: "NavigationStack { List(dates, id: \\.self) { date in NavigationLink(\"Open\") { BirthdayRow(date: date) } } }"),
                                    rules: [rule])
        #expect(pushed.count == 1 && pushed.first?.message.contains("made again on every update. Keep") == true, "\(pushed.map(\.message))")
        #expect(pushed.first?.severity == .warning)
    }

    /// A view a row of a list builds inside itself (the birthday row's own age label) runs
    /// once per row too; so do the rows a screen builds in its own `ForEach`, and a helper its
    /// rows call, though its header calls it too. A formatter the screen makes once above its
    /// list, for the header, is one per update: the message says which.
    @Test(arguments: [
        ("ForEach(dates, id: \\.self) { BirthdayRow(date: $0) }", "Text(\"Birthdays\")", "DateComponentsFormatter", true),
        ("BirthdayRow(date: dates[0])", "Text(\"Birthdays\")", "DateComponentsFormatter", false),
        ("BirthdayRow(date: dates[0])", "ForEach(dates, id: \\.self) { Text(DateFormatter().string(from: $0)) }", "DateFormatter", true),
        ("BirthdayRow(date: dates[0])", "Text(DateFormatter().string(from: .now))", "DateFormatter", false),
        ("ForEach(dates, id: \\.self) { Text(stamp($0)) }", "Text(stamp(.now))", "DateFormatter", true),
        ("BirthdayRow(date: dates[0])", "Text(stamp(.now))", "DateFormatter", false),
    ])
    func theMessageSaysWhetherTheFormatterIsMadeForEachRow(row: String, header: String, formatter: String, perRow: Bool) {
        let findings = lintSingleFile("""
        struct AgeLabel: View {
            let date: Date
            var body: some View {
                let formatter = DateComponentsFormatter()
                Text(formatter.string(from: date, to: .now) ?? "")
            }
        }
        struct BirthdayRow: View {
            let date: Date
            var body: some View { HStack { Text(date, style: .date); AgeLabel(date: date) } }
        }
        struct Birthdays: View {
            let dates: [Date]
            var body: some View {
                VStack {
                    \(header)
                    \(row)
                }
            }
            private func stamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter.string(from: date)
            }
        }
        @main struct BirthdaysApp: App {
            var body: some Scene { WindowGroup { Birthdays(dates: BirthdayStore.dates) } }
        }
        """, rules: [rule])
        let made = findings.filter { $0.message.hasPrefix("`\(formatter)()`") }
        #expect(made.count == 1 && made.first?.severity == .warning, "\(findings.map(\.message))")
        #expect(made.first?.message.contains("for every row") == perRow, "\(made.map(\.message))")
    }

    /// A baby-care app's cry export keeps a `private func dateString(from:)` of its own; the weekly
    /// chart, in another file, names a local `let dateString` it formats itself. Neither the
    /// local nor another file's private function is that function. A chart that calls a shared
    /// `dateString(from:)` for each day does make a formatter each time.
    @Test(arguments: [false, true])
    func aLocalOrAnotherFilesPrivateFunctionVersusASharedFunctionCalled(callsShared: Bool) {
        let list = SourceFile(path: "CryAnalysisExport.swift", text: """
        struct CryAnalysisExport {
            let results: [Date]
            func csv() -> String { results.map { dateString(from: $0) }.joined(separator: "\\n") }
        }
        private func dateString(from date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy. M. d a h:mm:ss"
            return formatter.string(from: date)
        }
        """)
        let shared = SourceFile(path: "DayLabels.swift", text: """
        func dayLabel(from date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "d일"
            return formatter.string(from: date)
        }
        """)
        let chart = SourceFile(path: "WeeklyChartView.swift", text: """
        struct WeeklyChartView: View {
            let weekDates: [Date]
            var body: some View {
                HStack {
                    ForEach(weekDates.indices, id: \\.self) { index in
                        let dateString = \(callsShared ? "dayLabel(from: weekDates[index])" : "weekDates[index].formatted(.dateTime.day())")
                        Text(dateString).font(.caption2)
                    }
                }
            }
        }
        """)
        let findings = Linter(rules: [rule]).lint(ModuleIndex(trees: [list, shared, chart].map(SyntaxTree.parse)), jobs: 1)
        #expect(findings.map(\.path) == (callsShared ? ["DayLabels.swift"] : []), "\(findings.map(\.message))")
    }

    @Test func aHelperMethodTheBodyCallsIsFollowed() {
        let finding = Twins(rule, """
        struct Countdown: View {
            let deadline: Date
            func remaining() -> String {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .abbreviated
                return formatter.string(from: .now, to: deadline) ?? ""
            }
            var body: some View {
                Label(⟪⟫, systemImage: "timer")
            }
        }
        """, quiet: "\"Due\"", loud: "remaining()").check(mentioning: ["`Countdown.body` (through `remaining`)"])
        #expect(finding?.notes.isEmpty == true)
    }

    @Test func anActionClosureRunsLater() {
        Twins(rule, """
        struct ShareDay: View {
            @State private var shared = ""
            var body: some View {
                ⟪⟫ {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .long
                    shared = formatter.string(from: .now)
                }
            }
        }
        """, quiet: "Button(\"Share\")", loud: "Group").check(mentioning: ["`DateFormatter()`"])
    }

    /// SwiftPamphlet's date helper has two overloads of one name: `howLongAgo(date:)` formats
    /// with a format style, and only `howLongAgo(dateStr:)` parses with a new formatter. A row
    /// calling the first makes none.
    @Test func anOverloadWithoutAFormatterMakesNone() {
        Twins(rule, """
        struct SMDate {
            static func howLongAgo(date: Date) -> String {
                date.formatted(.relative(presentation: .named))
            }
            static func howLongAgo(dateStr: String) -> String {
                let formatter = ISO8601DateFormatter()
                return howLongAgo(date: formatter.date(from: dateStr) ?? .now)
            }
        }
        struct DeveloperRow: View {
            let developer: Developer
            var body: some View {
                Text(SMDate.howLongAgo(⟪⟫))
            }
        }
        """, quiet: "date: developer.lastSeen", loud: "dateStr: developer.lastSeenText").check(mentioning: ["`ISO8601DateFormatter()`"])
    }

    @Test func presentedContentIsBuiltWhenItIsOpened() {
        Twins(rule, """
        struct LogExport: View {
            @State private var showsShare = false
            func archiveName() -> String {
                let formatter = ISO8601DateFormatter()
                return "log-" + formatter.string(from: .now)
            }
            var body: some View {
                Button("Export") { showsShare = true }
                    .⟪⟫ { Text(archiveName()) }
            }
        }
        """, quiet: "sheet(isPresented: $showsShare)", loud: "overlay").check(mentioning: ["(through `archiveName`)"])
    }

    @Test func aClosureAModuleViewStoresRunsLater() {
        Twins(rule, """
        struct DayPicker: View {
            let onPick: ⟪⟫
            var body: some View { Text("pick") }
        }
        struct Planner: View {
            @State private var picked = ""
            var body: some View {
                DayPicker(onPick: {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    picked = formatter.string(from: .now)
                    return Text(picked)
                })
            }
        }
        """, quiet: "() -> Text", loud: "@ViewBuilder () -> Text").check(mentioning: ["`Planner.body`"])
    }

    /// swiftDialog's step footer gets its skip action only when the step can be skipped
    /// (`onSkip: canSkip ? { … } : nil`): either way the footer keeps a closure to call later.
    /// A footer titled with the stamp itself, made while the body runs, is a finding.
    @Test func aClosureChosenByATernaryRunsLaterVersusAValueChosenByIt() {
        Twins(rule, """
        struct StepFooter: View {
            let title: String
            let onSkip: (() -> Void)?
            var body: some View { Text(title) }
        }
        struct StepView: View {
            let canSkip: Bool
            var body: some View {
                StepFooter(title: ⟪⟫)
            }
            private func recordSkip() -> String {
                let stamp = ISO8601DateFormatter().string(from: .now)
                EventLog.write("skipped at \\(stamp)")
                return stamp
            }
        }
        """, quiet: "\"Next\", onSkip: canSkip ? { _ = recordSkip() } : nil", loud: "recordSkip(), onSkip: nil")
            .check(mentioning: ["`StepView.body`"])
    }

    /// A server panel starts its security checks from a library's `.onFirstAppear { await … }`:
    /// a closure that waits is async, and a body is evaluated synchronously, so the check (and
    /// its formatter) runs later. A library modifier whose closure does not wait may build
    /// content with the body.
    @Test func anAsyncClosureOfALibraryModifierRunsLaterVersusASynchronousOne() {
        Twins(rule, """
        @Observable final class SecurityTasks {
            var lastCheck = ""
            func startCheck() async {
                lastCheck = ISO8601DateFormatter().string(from: .now)
                await APIKeys.audit()
            }
            func stamp() -> String { ISO8601DateFormatter().string(from: .now) }
        }
        struct HomeView: View {
            @State private var securityTasks = SecurityTasks()
            var body: some View {
                Dashboard()
                    .onFirstAppear { ⟪⟫ }
            }
        }
        """, quiet: "await securityTasks.startCheck()", loud: "Text(securityTasks.stamp())").check(mentioning: ["`HomeView.body`"])
    }

    /// A binding's setter runs when the control writes, spelled `Binding(get:set:)` or, as
    /// DragonSync's listening toggle does, `.init(get:set:)` where a binding is expected.
    @Test(arguments: ["Binding", ".init"])
    func aBindingsSetterRunsWhenTheControlWrites(spelling: String) {
        Twins(rule, """
        struct AlarmTime: View {
            @Binding var time: String
            func stored(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: date)
            }
            var body: some View {
                DatePicker("Time", selection: \(spelling)(get: { Date.now }, ⟪⟫: { time = stored($0) }),
                           displayedComponents: .hourAndMinute)
            }
        }
        """, quiet: "set", loud: "fallback").check(mentioning: ["(through `stored`)"])
    }

    @Test func anEscapingClosureOfAModuleFunctionRunsLater() {
        Twins(rule, """
        extension Binding {
            func map<T>(get: (Value) -> T, set: ⟪⟫ (T) -> Value) -> Binding<T> {
                Binding<T>(get: { get(wrappedValue) }, set: { wrappedValue = set($0) })
            }
        }
        struct AlarmTime: View {
            @Binding var time: String
            var body: some View {
                DatePicker("Time", selection: $time.map(get: { _ in Date.now }, set: { date in
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: date)
                }))
            }
        }
        """, quiet: "@escaping", loud: "").check(mentioning: ["`AlarmTime.body`"])
    }

    /// Each formatter a member makes is reported: the first as the finding, the others as its
    /// notes, where they are made.
    @Test func everyFormatterAMemberMakesIsReported() {
        let findings = lintSingleFile("""
        struct Chapter {
            let date: Date
            var age: String {
                if Date.now.timeIntervalSince(date) < 86_400 {
                    return RelativeDateTimeFormatter().localizedString(for: date, relativeTo: .now)
                }
                return DateComponentsFormatter().string(from: date, to: .now) ?? ""
            }
        }
        struct ChapterRow: View {
            let chapter: Chapter
            var body: some View { Text(chapter.age) }
        }
        """, rules: [rule])
        #expect(findings.map(\.message).map { $0.prefix(28) } == ["`RelativeDateTimeFormatter()"])
        #expect(findings.first?.notes.map(\.message).contains("`DateComponentsFormatter()` is made here too") == true)
    }

    @Test func aModelPropertyIsReportedWhereTheFormatterIsMade() {
        let finding = Twins(rule, """
        struct Invoice {
            let total: Double
            var totalText: String {
                let formatter = ⟪⟫
                formatter.numberStyle = .currency
                return formatter.string(from: total as NSNumber) ?? ""
            }
        }
        struct InvoiceRow: View {
            let invoice: Invoice
            var body: some View { Text(invoice.totalText) }
        }
        """, quiet: "Invoice.sharedFormatter", loud: "NumberFormatter()").check(mentioning: ["`Invoice.totalText`", "`InvoiceRow.body`"])
        #expect(finding?.notes.first?.message == "used here while `InvoiceRow.body` runs")
    }

    @Test func aGlobalFunctionIsFollowed() {
        Twins(rule, """
        func byteSize(_ bytes: Int64) -> String {
            ⟪⟫.string(fromByteCount: bytes)
        }
        struct FileRow: View {
            let size: Int64
            var body: some View { Text(byteSize(size)) }
        }
        """, quiet: "Formatters.bytes", loud: "ByteCountFormatter()").check(mentioning: ["`byteSize(…)`"])
    }

    @Test func aDecoderInTheBodyIsARemark() {
        let findings = lintSingleFile("""
        struct PreviewCard: View {
            let data: Data
            var body: some View {
                let card = try? JSONDecoder().decode(Card.self, from: data)
                Text(card?.title ?? "")
            }
        }
        """, rules: [rule])
        #expect(findings.map(\.severity) == [.info])
    }

    /// From a video player: a method handed to a modifier by name runs on the event, not with
    /// the body; calling it in the body runs it every time.
    @Test func aMethodPassedByNameIsNotCalled() {
        Twins(rule, """
        struct PlayerSheet: View {
            @State private var isFullscreen = false
            var body: some View {
                Color.black.modifier(RotationHandlers(toggleFullscreen: toggleFullscreen⟪⟫))
            }
            func toggleFullscreen() {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss.SSS"
                print(formatter.string(from: Date()), "fullscreen")
                isFullscreen.toggle()
            }
        }
        struct RotationHandlers: ViewModifier {
            let toggleFullscreen: () -> Void
            func body(content: Content) -> some View { content.onTapGesture(count: 2) { toggleFullscreen() } }
        }
        """, quiet: "", loud: "()").check(mentioning: ["`DateFormatter()`"])
    }

    /// From a memo app's widget: the card is shown only by the widget's entry view, which
    /// WidgetKit renders once per timeline entry — no updates in between. The same card in
    /// the app's list is made again on every update.
    @Test func aViewOnlyAWidgetShowsVersusOneTheAppShows() {
        Twins(rule, """
        struct MemoryCard: View {
            let memo: Memo
            var body: some View {
                VStack {
                    Text(memo.content)
                    Text(RelativeDateTimeFormatter().localizedString(for: memo.createdAt, relativeTo: .now))
                }
            }
        }
        struct MemoryEntryView: View {
            let entry: MemoryEntry
            var body: some View { MemoryCard(memo: entry.memo) }
        }
        struct MemoryWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "memory", provider: MemoryProvider()) { entry in
                    MemoryEntryView(entry: entry)
                }
            }
        }
        struct MemoList: View {
            @State private var memos: [Memo] = []
            var body: some View {
                List(memos) { memo in ⟪⟫ }
            }
        }
        """, quiet: "Text(memo.content)", loud: "MemoryCard(memo: memo)").check(mentioning: ["`RelativeDateTimeFormatter()`"])
    }

    /// OpenHaystack's accessory row keeps `let formatter = DateFormatter()`: the default runs
    /// every time the list's body makes the row, once per row. A `static let` is made once.
    @Test func aFormatterStoredByARowVersusAStaticOne() {
        let finding = Twins(rule, """
        struct Accessory: Identifiable { let id: Int; let name: String; let lastSeen: Date }
        struct AccessoryListEntry: View {
            let accessory: Accessory
            ⟪⟫ formatter = DateFormatter()
            var body: some View {
                HStack { Text(accessory.name); Spacer(); Text(formatter.string(from: accessory.lastSeen)) }
            }
        }
        struct ManageAccessoriesView: View {
            @State private var accessories: [Accessory] = []
            var body: some View {
                List(accessories) { accessory in AccessoryListEntry(accessory: accessory) }
                    .task { accessories = await AccessoryStore.load() }
            }
        }
        """, quiet: "static let", loud: "let").check(mentioning: ["`DateFormatter()`", "default of `formatter`", "for every row"])
        // A `lazy` default runs when first read (here by a `mutating` helper), not when the
        // list makes the row.
        Twins(rule, """
        struct LogEntry: Identifiable { let id: Int; let date: Date }
        struct LogRow: View {
            let entry: LogEntry
            ⟪⟫ formatter = DateFormatter()
            var body: some View { Text(entry.date, style: .time) }
            mutating func stamp() -> String { formatter.string(from: entry.date) }
        }
        struct LogList: View {
            @State private var entries: [LogEntry] = []
            var body: some View {
                List(entries) { entry in LogRow(entry: entry) }
                    .task { entries = await Log.load() }
            }
        }
        """, quiet: "lazy var", loud: "var").check(mentioning: ["default of `formatter`"])
        #expect(finding?.notes.first?.message.contains("`ManageAccessoriesView`'s body runs") == true)
    }

    /// A row whose creator passes the formatter (`formatter: Self.shared`) never runs its
    /// default; a creator that leaves it out does, once per row.
    @Test func aFormatterDefaultTheCreatorReplacesVersusOneItLeaves() {
        Twins(rule, """
        struct Accessory: Identifiable { let id: Int; let name: String; let lastSeen: Date }
        struct AccessoryListEntry: View {
            let accessory: Accessory
            var formatter = DateFormatter()
            var body: some View {
                HStack { Text(accessory.name); Spacer(); Text(formatter.string(from: accessory.lastSeen)) }
            }
        }
        struct ManageAccessoriesView: View {
            static let shared = DateFormatter()
            @State private var accessories: [Accessory] = []
            var body: some View {
                List(accessories) { accessory in AccessoryListEntry(accessory: accessory⟪⟫) }
                    .task { accessories = await AccessoryStore.load() }
            }
        }
        """, quiet: ", formatter: Self.shared", loud: "").check(mentioning: ["default of `formatter`"])
    }

    /// Trio's "list state" shortcut returns its reading as a snippet: Siri and Shortcuts
    /// render the view once per run of the intent, as WidgetKit renders a widget's entry. The
    /// same row in the app's history list is made again on every update.
    @Test func aViewOnlyAnAppIntentsSnippetShowsVersusOneTheAppShows() {
        Twins(rule, """
        struct StateResults { let glucose: String; let iob: Double }
        struct ListStateView: View {
            let state: StateResults
            var body: some View {
                HStack {
                    Text(state.glucose)
                    Text(NumberFormatter().string(from: NSNumber(value: state.iob)) ?? "")
                }
            }
        }
        struct ListStateIntent: AppIntent {
            static var title: LocalizedStringResource = "List state"
            @MainActor func perform() async throws -> some ReturnsValue<String> & ShowsSnippetView {
                let state = StateResults(glucose: "112", iob: 1.4)
                return .result(value: state.glucose, view: ListStateView(state: state))
            }
        }
        struct HistoryList: View {
            @State private var readings: [StateResults] = []
            var body: some View {
                List(readings.indices, id: \\.self) { index in ⟪⟫ }
            }
        }
        """, quiet: "Text(readings[index].glucose)", loud: "ListStateView(state: readings[index])")
            .check(mentioning: ["`NumberFormatter()`"])
    }

    /// A video client's player hands its fullscreen toggle, which logs with a timestamp, to a
    /// panel that keeps it for a tap: as a closure stored in an optional property, or by name.
    /// Either runs on the tap, not while the player's body is evaluated. Called while building,
    /// the formatter is made on every update.
    @Test(arguments: [
        "onFullscreen: { toggleFullscreen() }",
        "onFullscreen: toggleFullscreen",
    ])
    func anActionKeptByAChildVersusCalledWhileBuilding(handedOn: String) {
        let template = """
        enum PlayerLog {
            static func timestamp() -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss.SSS"
                return formatter.string(from: Date())
            }
        }
        struct DetailsPanel: View {
            let title: String
            let onFullscreen: (() -> Void)?
            var body: some View { Button(title) { onFullscreen?() } }
        }
        struct PlayerSheet: View {
            @State private var isFullscreen = false
            var body: some View {
                DetailsPanel(title: ⟪⟫, \(handedOn))
            }
            private func toggleFullscreen() {
                print("\\(PlayerLog.timestamp()) toggle")
                isFullscreen.toggle()
            }
        }
        """
        Twins(rule, template, quiet: "\"Details\"", loud: "PlayerLog.timestamp()").check(mentioning: ["`DateFormatter()`"])
    }

    /// iAPS's bolus settings return a local `formatter` from `conversionFormatter`, beside a
    /// member of the same name that nothing uses: the local is not the member. Named otherwise,
    /// `return formatter` reads the member, which makes a formatter at every evaluation.
    @Test func aLocalNamedLikeAMemberVersusTheMemberItself() {
        Twins(rule, """
        struct BolusSettingsView: View {
            @State private var factor = 0.5
            private static let shared = NumberFormatter()
            private var conversionFormatter: NumberFormatter {
                let ⟪⟫ = Self.shared
                return formatter
            }
            private var formatter: NumberFormatter {
                let made = NumberFormatter()
                made.numberStyle = .decimal
                return made
            }
            var body: some View {
                TextField("Factor", value: $factor, formatter: conversionFormatter)
            }
        }
        """, quiet: "formatter", loud: "shared").check(mentioning: ["`NumberFormatter()`"])
    }

    /// mlem's account rows show `if let timeText { … }`: the shorthand reads the member
    /// `timeText`, which makes a formatter for every row. Bound from a stored caption instead,
    /// the local is not the member, which nothing else reads.
    @Test func aShorthandBindingReadsTheMemberVersusOneBoundFromElsewhere() {
        Twins(rule, """
        struct AccountRow: View {
            let lastUsed: Date?
            let cachedText: String?
            var timeText: String? {
                guard let lastUsed else { return nil }
                let formatter = RelativeDateTimeFormatter()
                return formatter.localizedString(for: lastUsed, relativeTo: .now)
            }
            var body: some View {
                if let timeText⟪⟫ {
                    Text(timeText)
                }
            }
        }
        """, quiet: " = cachedText", loud: "").check(mentioning: ["`RelativeDateTimeFormatter()`"])
    }

    /// oscar-weather formats its weekdays through a static cache: a formatter is made for a
    /// key once and stored in `formatterCache[key]`, then reused. Made and not stored, it is
    /// made again on every update.
    @Test func aFormatterStoredInACacheVersusOneMadeEachTime() {
        Twins(rule, """
        enum SettingService {
            private static var formatterCache: [String: DateFormatter] = [:]
            private static var lastKey = ""
            static func formattedShortWeekday(_ date: Date) -> String {
                let key = "shortWeekday"
                let formatter: DateFormatter
                if let cached = formatterCache[key] {
                    formatter = cached
                } else {
                    formatter = DateFormatter()
                    formatter.dateFormat = "EEE"
                    ⟪⟫
                }
                return formatter.string(from: date)
            }
        }
        struct DailyRow: View {
            let date: Date
            var body: some View {
                Text(SettingService.formattedShortWeekday(date))
            }
        }
        struct DailyView: View {
            let days: [Date]
            var body: some View {
                List(days, id: \\.self) { DailyRow(date: $0) }
            }
        }
        """, quiet: "formatterCache[key] = formatter", loud: "lastKey = key").check(mentioning: ["`DateFormatter()`"])
    }

    /// PayslipMax's recent activity formats amounts through a cache in state: the formatter is
    /// made only when an amount is not in the cache yet, and the result is kept under its key.
    /// A cache that is read but never filled makes a formatter on every update.
    @Test func aValueFormattedOncePerKeyVersusACacheNeverFilled() {
        Twins(rule, """
        struct RecentActivityView: View {
            let payslips: [Payslip]
            @State private var formattedValues: [String: String] = [:]
            @State private var lastFormatted = ""
            var body: some View {
                ForEach(payslips) { payslip in
                    Text(getCachedFormattedValue(for: "credits-\\(payslip.id)", value: payslip.credits))
                }
            }
            private func getCachedFormattedValue(for key: String, value: Double) -> String {
                if let cached = formattedValues[key] {
                    return cached
                }
                let formatted = formatCurrency(value)
                Task { @MainActor in
                    ⟪⟫
                }
                return formatted
            }
            private func formatCurrency(_ value: Double) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter.string(from: NSNumber(value: value)) ?? ""
            }
        }
        """, quiet: "formattedValues[key] = formatted", loud: "lastFormatted = formatted").check(mentioning: ["`NumberFormatter()`"])
    }

    /// amakaflow's player builds its round buttons with a helper that hands the closure to
    /// `Button(action:)`: the completion upload that formats dates runs on the tap, not while
    /// the body is evaluated. A label that shows the formatted summary formats it on every update.
    @Test func aClosureAHelperHandsToAButtonVersusALabelTheBodyShows() {
        Twins(rule, """
        final class WorkoutEngine: ObservableObject {
            @Published var startedAt = Date()
            func completionSummary() -> String {
                let formatter = ISO8601DateFormatter()
                return "Started " + formatter.string(from: startedAt)
            }
        }
        struct DDActivePlayerView: View {
            @ObservedObject var engine: WorkoutEngine
            var body: some View {
                HStack {
                    ⟪⟫
                }
            }
            private func playerCircleButton(systemName: String, action: @escaping () -> Void) -> some View {
                Button(action: action) {
                    Image(systemName: systemName).frame(width: 54, height: 54)
                }
            }
        }
        """, quiet: "playerCircleButton(systemName: \"checkmark\") { print(engine.completionSummary()) }",
              loud: "Text(engine.completionSummary())").check(mentioning: ["`ISO8601DateFormatter()`"])
    }

    /// An app updater's detail screen parses a release date by trying one format after
    /// another in `formatDate`, each with its own `DateFormatter()`: one finding for the helper,
    /// the other formatters as its notes. Formatters made in two helpers are two findings.
    @Test(arguments: [("formatDate", 1), ("formatShortDate", 2)])
    func formattersOfOneHelperAreOneFindingVersusTwoHelpers(secondHelper: String, count: Int) {
        let findings = lintSingleFile("""
        struct ReleaseRow: View {
            let release: String
            var body: some View {
                Text(formatDate(release))
                Text(\(secondHelper == "formatDate" ? "release" : "formatShortDate(release)"))
            }
            private func formatDate(_ string: String) -> String {
                let parser = DateFormatter()
                parser.dateFormat = "yyyy-MM-dd"
                guard let date = parser.date(from: string) else { return string }
                let display = DateFormatter()
                display.dateStyle = .medium
                return display.string(from: date)
            }
            private func formatShortDate(_ string: String) -> String {
                let display = DateFormatter()
                display.dateStyle = .short
                return display.string(from: .now)
            }
        }
        """, rules: [rule])
        #expect(findings.count == count, "\(findings.map(\.message))")
        #expect(findings.first?.notes.filter { $0.message == "`DateFormatter()` is made here too" }.count == 1)
    }
}
