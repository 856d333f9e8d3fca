/// The automatic fix of `onappear-task-wrapper`: the `Task` an `.onAppear` closure holds
/// becomes the body of a `.task` modifier, with the same code and indentation.
enum OnAppearTaskWrapperFix {
    /// `.onAppear { Task { body } }` → `.task { body }` when the task is the closure's only
    /// statement and nothing but its priority is passed: the same code, now owned by the view.
    static func edits(of modifier: ModifierApplication, closure: Closure,
                      task: (call: Call, range: SourceRange), in file: SourceFile) -> [TextEdit]? {
        guard closure.body.count == 1, case .expression(let only) = closure.body[0].kind, only.range == task.range,
              case .identifier("Task") = task.call.callee.kind,
              task.call.trailingClosures.count == 1, task.call.arguments.allSatisfy({ $0.label?.text == "priority" }),
              case .closure(let inner) = task.call.trailingClosures[0].closure.kind,
              inner.parameters == nil, inner.captures.isEmpty, inner.attributes.isEmpty, !OnAppearTaskWrapperRule.canThrow(inner.body),
              let outer = modifier.arguments.last(where: { $0.value.isClosure })?.value,
              outer.range.end <= modifier.callRange.end else { return nil }
        let innerRange = task.call.trailingClosures[0].closure.range
        // Only blank space around the `Task` and no comment in its head: nothing the user wrote is lost.
        let around = file.text(SourceRange(outer.range.start + 1, task.range.start)) + file.text(SourceRange(task.range.end, outer.range.end - 1))
        let head = file.text(SourceRange(task.call.callee.range.end, innerRange.start))
        guard around.allSatisfy(\.isWhitespace), !head.contains("//"), !head.contains("/*") else { return nil }
        let priority = task.call.arguments.first.map { "(priority: \(file.text($0.value.range)))" } ?? ""
        // The modifier is `onAppear {` or `onAppear(perform: {`: only the trailing form is rewritten.
        guard modifier.callRange.end == outer.range.end, !file.text(SourceRange(modifier.nameRange.end, outer.range.start)).contains("(") else {
            return nil
        }
        let body = file.text(SourceRange(innerRange.start + 1, innerRange.end - 1))
        let outerIndent = indentation(of: task.range.start, in: file)
        let innerIndent = statementIndentation(body)
        let dedented = innerIndent.flatMap { inner in
            inner.hasPrefix(outerIndent) && inner.count > outerIndent.count ? dedent(body, by: String(inner.dropFirst(outerIndent.count))) : nil
        } ?? body
        return [
            TextEdit(range: modifier.nameRange, replacement: "task" + priority),
            TextEdit(range: SourceRange(outer.range.start, outer.range.end), replacement: "{" + dedented + "}"),
        ]
    }

    /// The whitespace before the first non-blank character of the line holding `offset`.
    private static func indentation(of offset: Int, in file: SourceFile) -> String {
        var start = offset
        while start > 0, file.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    /// The indentation shared by the body's non-blank lines after its first line.
    private static func statementIndentation(_ body: String) -> String? {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
        guard let first = lines.first else { return nil }
        var common = String(first.prefix { $0 == " " || $0 == "\t" })
        for line in lines.dropFirst() where !line.hasPrefix(common) {
            common = String(common.prefix(zip(common, line).prefix { $0 == $1 }.count))
        }
        return common
    }

    /// Removes `unit` from the start of every line after the first that begins with it.
    private static func dedent(_ body: String, by unit: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for position in lines.indices.dropFirst() where lines[position].hasPrefix(unit) {
            lines[position].removeFirst(unit.count)
        }
        return lines.joined(separator: "\n")
    }
}
