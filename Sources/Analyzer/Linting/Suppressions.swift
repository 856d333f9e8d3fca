/// `// viewlint:` comments in one file: which findings they silence, and the diagnostics about
/// the comments themselves (`invalid-suppression`, `unused-suppression`).
///
///     // viewlint:disable RULE[,RULE…] [- reason]     until `enable` or the end of the file
///     // viewlint:enable RULE[,RULE…]
///     // viewlint:disable:next RULE [- reason]         the next line
///     // viewlint:disable:this RULE [- reason]         this line
///
/// `all` stands for every rule.
public struct Suppressions {
    /// One `disable` comment and the lines it covers.
    struct Directive {
        let rules: Set<String>
        let lines: ClosedRange<Int>
        let range: SourceRange
        var used = false

        func covers(_ finding: Finding, line: Int) -> Bool {
            lines.contains(line) && (rules.contains("all") || rules.contains(finding.ruleID))
        }
    }

    private var directives: [Directive] = []
    private var problems: [(message: String, range: SourceRange)] = []
    private let file: SourceFile

    public init(tree: SyntaxTree, knownRuleIDs: Set<String>) {
        file = tree.file
        let lastLine = max(1, file.lineCount)
        var open: [String: (line: Int, index: Int)] = [:]
        for comment in tree.tokens.comments {
            guard let text = Self.directiveText(file.text(comment.range)) else { continue }
            let line = file.location(of: comment.range.start).line
            let (command, rules, malformed) = Self.parse(text)
            if let malformed {
                problems.append((malformed, comment.range))
                continue
            }
            let unknown = rules.filter { $0 != "all" && !knownRuleIDs.contains($0) }.sorted()
            if !unknown.isEmpty {
                problems.append(("unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in suppression comment"
                                 + Self.suggestion(for: unknown[0], among: knownRuleIDs), comment.range))
            }
            let valid = Set(rules.filter { $0 == "all" || knownRuleIDs.contains($0) })
            guard !valid.isEmpty else { continue }
            switch command {
            case "disable":
                for rule in valid {
                    open[rule] = (line, directives.count)
                }
                directives.append(Directive(rules: valid, lines: line...lastLine, range: comment.range))
            case "enable":
                for rule in valid {
                    guard let started = open.removeValue(forKey: rule) else { continue }
                    let directive = directives[started.index]
                    // Close the region for this rule: split it off the open-ended directive.
                    directives[started.index] = Directive(rules: directive.rules.subtracting([rule]), lines: directive.lines,
                                                          range: directive.range)
                    directives.append(Directive(rules: [rule], lines: started.line...max(started.line, line - 1),
                                                range: directive.range))
                }
            case "disable:next":
                directives.append(Directive(rules: valid, lines: (line + 1)...(line + 1), range: comment.range))
            case "disable:this":
                directives.append(Directive(rules: valid, lines: line...line, range: comment.range))
            default:
                break
            }
        }
    }

    /// The text after `viewlint:` in a comment, or `nil` when it is not a directive.
    private static func directiveText(_ comment: String) -> String? {
        var body = Substring(comment)
        if body.hasPrefix("//") { body = body.dropFirst(2) } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "/" }
        guard body.hasPrefix("viewlint:") else { return nil }
        return String(body.dropFirst("viewlint:".count))
    }

    /// Splits `disable:next a, b - reason` into the command and the rule ids.
    private static func parse(_ text: String) -> (command: String, rules: [String], malformed: String?) {
        var body = text
        if let reason = body.range(of: " - ") { body = String(body[..<reason.lowerBound]) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first else { return ("", [], "empty viewlint: comment") }
        guard ["disable", "enable", "disable:next", "disable:this"].contains(command) else {
            return (command, [], "unknown viewlint: command '\(command)' (use disable, enable, disable:next or disable:this)")
        }
        let rules = words.dropFirst().flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
        guard !rules.isEmpty else { return (command, [], "viewlint:\(command) needs a rule id (or 'all')") }
        return (command, rules, nil)
    }

    private static func suggestion(for id: String, among known: Set<String>) -> String {
        let closest = known.min { editDistance($0, id) < editDistance($1, id) }
        guard let closest, editDistance(closest, id) <= 3 else { return "" }
        return "; did you mean '\(closest)'?"
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Removes suppressed findings and adds the findings about the comments: invalid ones, and
    /// (for rules that ran) unused ones.
    public mutating func apply(to findings: [Finding], ranRules: Set<String>) -> [Finding] {
        var kept: [Finding] = []
        for finding in findings {
            let line = file.location(of: finding.range.start).line
            var suppressed = false
            for index in directives.indices where directives[index].covers(finding, line: line) {
                directives[index].used = true
                suppressed = true
            }
            if !suppressed { kept.append(finding) }
        }
        for problem in problems where ranRules.contains(SuppressionRules.invalidSuppression.id) {
            kept.append(Finding(ruleID: SuppressionRules.invalidSuppression.id, severity: SuppressionRules.invalidSuppression.defaultSeverity,
                                message: problem.message, path: file.path, range: problem.range))
        }
        if ranRules.contains(SuppressionRules.unusedSuppression.id) {
            var reported = Set<Int>()
            for directive in directives where !directive.used && !directive.rules.isEmpty
                && (directive.rules.contains("all") || !directive.rules.isDisjoint(with: ranRules)) {
                guard reported.insert(directive.range.start).inserted,
                      !directives.contains(where: { $0.range == directive.range && $0.used }) else { continue }
                let names = directive.rules.sorted().joined(separator: ", ")
                kept.append(Finding(ruleID: SuppressionRules.unusedSuppression.id, severity: SuppressionRules.unusedSuppression.defaultSeverity,
                                    message: "this suppression of \(names) suppressed nothing; remove it",
                                    path: file.path, range: directive.range))
            }
        }
        return kept
    }
}
