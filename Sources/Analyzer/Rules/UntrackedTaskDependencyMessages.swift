/// The words of `untracked-task-dependency`: its message, notes and fix.
enum UntrackedTaskDependencyMessages {
    /// Notes showing where a value changes, per value (the nearest places).
    private static let evidenceNotesPerValue = 2

    /// `filledDrafts`: the drafts the same closure fills that the user edits in a control
    /// (``EditedState``), which running all of it again would overwrite: the advice then moves
    /// only the work out.
    /// `reads`: every read of the work, by which the engine is told what each value is read
    /// through (``readThrough(_:reads:scope:)``).
    static func finding(for untracked: [UntrackedTaskDependencyRule.Untracked], reads: [WorkRead], modifier: ModifierApplication,
                        hasID: Bool, filledDrafts: Set<String>, body: ViewBody, scope: TaskDependencyScope,
                        unrelatedReactions: [TaskDependencyScope.Reaction]) -> Finding {
        let context = scope.context
        let view = scope.view
        let names = untracked.map { "`" + $0.path.joined(separator: ".") + "`" + via($0.read) }
        let values = untracked.map { $0.path.joined(separator: ".") }
        // `nil`: a type viewlint cannot see, neither called `Equatable` nor said not to be.
        let equatable = untracked.map { entry in
            scope.typeOfPath(entry.path).flatMap { EquatableTypes.equatability($0, in: context.index, owner: view) }
        }
        let drafts = filledDrafts.sorted().map { "`\($0)`" }
        let message = modifier.name == "task"
            ? taskMessage(names: names, values: values, hasID: hasID, equatable: equatable, drafts: drafts)
            : appearMessage(names: names, values: values, equatable: equatable, drafts: drafts,
                            platforms: context.index.configuration.platformsPhrase)
        var notes: [FindingNote] = []
        var declared: Set<String> = []
        for entry in untracked {
            if declared.insert(entry.property.name).inserted {
                notes.append(FindingNote(message: "`\(entry.property.name)` is declared here", path: context.file(view.fileIndex).path,
                                         range: entry.property.nameRange))
            }
            // Two values of one input (`package.name`, `package.tap`) share their evidence: once.
            for note in entry.evidence?.notes(limit: evidenceNotesPerValue, in: context) ?? []
            where !notes.contains(where: { $0.path == note.path && $0.range == note.range && $0.message == note.message }) {
                notes.append(note)
            }
        }
        for reaction in unrelatedReactions {
            notes.append(FindingNote(message: "`\(reaction.description)` here reacts to the change but does not redo this work",
                                     path: context.file(reaction.fileIndex).path, range: reaction.range))
        }
        var fix: [TextEdit]?
        if modifier.name == "task", !hasID, values.count == 1, equatable[0] == true, drafts.isEmpty {
            fix = insertID(values[0], into: modifier, file: context.file(body.fileIndex))
        }
        var seen: Set<String> = []
        return UntrackedTaskDependencyRule.rule.finding(message, in: context, at: modifier.nameRange, fileIndex: body.fileIndex,
                                                        notes: notes, fix: fix, values: values.filter { seen.insert($0).inserted },
                                                        readThrough: readThrough(untracked, reads: reads, scope: scope))
    }

    /// The view's computed property each value is read through, where every read of it by the
    /// work goes through the same one (`chartData.count` only in `chartIsExpanded`): the work
    /// uses that property's result. A value also read directly, or through another member, has none.
    private static func readThrough(_ untracked: [UntrackedTaskDependencyRule.Untracked], reads: [WorkRead],
                                    scope: TaskDependencyScope) -> [String: String] {
        var result: [String: String] = [:]
        for entry in untracked {
            let members = Set(reads.filter { scope.displayPath($0.path) == entry.path }.map { read in
                read.via.first.flatMap { scope.view.computedProperty(named: $0) == nil ? nil : $0 } ?? ""
            })
            if members.count == 1, let member = members.first, !member.isEmpty { result[entry.path.joined(separator: ".")] = member }
        }
        return result
    }

    private static func via(_ read: WorkRead) -> String {
        read.via.isEmpty ? "" : " (through `" + read.via.joined(separator: "` → `") + "`)"
    }

    /// What the closure fills besides its work, said before advice that keeps those fills out of
    /// it (the first three drafts by name: a form's appearance can fill a dozen).
    private static func keepingDrafts(_ drafts: [String]) -> String {
        let named = drafts.count > 3 ? Array(drafts.prefix(2)) + ["\(drafts.count - 2) other drafts"] : drafts
        return " It also fills \(Phrasing.list(named)), which the user edits: running all of it again would overwrite what they entered."
    }

    private static func taskMessage(names: [String], values: [String], hasID: Bool, equatable: [Bool?], drafts: [String]) -> String {
        let what = names.count == 1 ? "it changes" : "they change"
        var message = "`.task` reads \(Phrasing.list(names)) but is not restarted when \(what): the task runs when the view "
            + "appears, so after a change the view keeps the result for the old value"
        if hasID {
            message += "; its `id:` does not cover \(names.count == 1 ? "it" : "them")"
            let all = values.map { "`\($0)`" }.joined(separator: ", ")
            return message + ". Build the `id:` from everything the task reads (\(all) as well)."
        }
        if !drafts.isEmpty {
            let id = values.count == 1 && equatable[0] == true ? "`.task(id: \(values[0]))`" : "a `.task(id:)`"
            return message + "." + keepingDrafts(drafts) + " Move the work that reads \(values.count == 1 ? "it" : "them") into "
                + "\(id) of its own, and keep the \(drafts.count == 1 ? "fill" : "fills") here."
        }
        if values.count == 1 {
            switch equatable[0] {
            case true?: return message + ". Use `.task(id: \(values[0]))`."
            case false?: return message + ". Use `.task(id:)` with an `Equatable` value derived from `\(values[0])`, such as its id."
            case nil: return message + ". Use `.task(id: \(values[0]))` (or, if it is not `Equatable`, an id derived from it)."
            }
        }
        return message + ". Use `.task(id:)` with one `Equatable` id built from all of them ("
            + values.map { "`\($0)`" }.joined(separator: ", ") + ")."
    }

    private static func appearMessage(names: [String], values: [String], equatable: [Bool?], drafts: [String],
                                      platforms: String?) -> String {
        let what = names.count == 1 ? "it changes" : "they change"
        var message = "`.onAppear` reads \(Phrasing.list(names)) but does not run again when \(what): it runs when the view "
            + "appears, so after a change the work is not redone."
        let comparable = zip(values, equatable).filter { $0.1 != false }.map(\.0)
        let other = zip(values, equatable).filter { $0.1 == false }.map(\.0)
        let unseen = zip(values, equatable).filter { $0.1 == nil }.map(\.0)
        let platform = platforms.map { " (\($0))" } ?? ""
        if !drafts.isEmpty, !comparable.isEmpty {
            let fills = drafts.count == 1 ? "fill" : "fills"
            message += keepingDrafts(drafts) + (comparable.count == 1
                ? " Move the work that reads it into `.onChange(of: \(comparable[0]), initial: true) { … }`\(platform), and keep the \(fills) in `.onAppear`."
                : " Run the work that reads them, without the \(fills), from one `.onChange(of:)` per value too ("
                    + comparable.map { "`.onChange(of: \($0))`" }.joined(separator: ", ") + ").")
        } else if comparable.count == 1 {
            message += " Run it on changes too: `.onChange(of: \(comparable[0]), initial: true) { … }`\(platform) in place of "
                + "`.onAppear`, or add `.onChange(of: \(comparable[0]))` doing the same work."
        } else if comparable.count > 1 {
            message += " Run it on changes too: add one `.onChange(of:)` per value doing the same work ("
                + comparable.map { "`.onChange(of: \($0))`" }.joined(separator: ", ") + ")."
        }
        if !other.isEmpty {
            message += " \(Phrasing.list(other.map { "`\($0)`" })) \(other.count == 1 ? "is" : "are") not `Equatable`: react to an "
                + "`Equatable` value derived from \(other.count == 1 ? "it" : "them") (such as an id), or give the view `.id(…)` where it is created."
        }
        if !unseen.isEmpty {
            message += " (`onChange(of:)` needs an `Equatable` value: if \(Phrasing.list(unseen.map { "`\($0)`" })) "
                + "\(unseen.count == 1 ? "is" : "are") not, react to an id derived from \(unseen.count == 1 ? "it" : "them").)"
        }
        return message
    }

    /// `.task { … }` → `.task(id: value) { … }`; `.task(priority: p) { … }` → `.task(id: value, priority: p) { … }`.
    private static func insertID(_ value: String, into modifier: ModifierApplication, file: SourceFile) -> [TextEdit]? {
        let afterName = modifier.nameRange.end
        let bytes = file.bytes
        if afterName < bytes.count, bytes[afterName] == UInt8(ascii: "(") {
            guard let first = modifier.arguments.first, first.label?.text == "priority" else { return nil }
            return [TextEdit(range: SourceRange(first.range.start, first.range.start), replacement: "id: \(value), ")]
        }
        return [TextEdit(range: SourceRange(afterName, afterName), replacement: "(id: \(value))")]
    }
}
