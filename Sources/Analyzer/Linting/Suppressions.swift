/// `// viewlint:` comments in one file: which findings they silence, and the diagnostics about
/// the comments themselves (`invalid-suppression`, `unused-suppression`).
///
///     // viewlint:disable RULE[,RULE…] [- reason]     until `enable` or the end of the file
///     // viewlint:enable RULE[,RULE…]
///     // viewlint:disable:next RULE [- reason]         the next line
///     // viewlint:disable:this RULE [- reason]         this line
///
/// `all` stands for every rule. `// viewlint:equatable` is an opt-in to generated code, not a
/// suppression.
public struct Suppressions {
    /// The lines one rule is disabled on by one comment.
    struct Directive {
        let rule: String
        let lines: ClosedRange<Int>
        /// The comment's range.
        let range: SourceRange
        var used = false

        func covers(_ finding: Finding, line: Int) -> Bool {
            lines.contains(line) && rule == finding.ruleID
        }
    }

    private var directives: [Directive] = []
    /// What each disable comment named, as written (`all`, or rule ids), by its start offset.
    private var namedRules: [Int: String] = [:]
    private var problems: [(message: String, range: SourceRange)] = []
    private let file: SourceFile

    public init(tree: SyntaxTree, knownRuleIDs: Set<String>) {
        file = tree.file
        let lastLine = max(1, file.lineCount)
        var open: [String: (line: Int, range: SourceRange)] = [:]
        for comment in tree.comments {
            // `// viewlint:equatable` asks for generated code (``EquatableOptIn``): no suppression.
            let written = file.text(comment.range)
            guard let text = Self.directiveText(written), EquatableOptIn.parse(written) == nil else { continue }
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
            let named = rules.filter { $0 == "all" || knownRuleIDs.contains($0) }
            guard !named.isEmpty else { continue }
            // `all` stands for every rule, so a later `enable RULE` can narrow it.
            let expanded = named.contains("all") ? knownRuleIDs : Set(named)
            switch command {
            case "disable":
                namedRules[comment.range.start] = named.joined(separator: ", ")
                for rule in expanded where open[rule] == nil { open[rule] = (line, comment.range) }
            case "enable":
                for rule in expanded.sorted() {
                    guard let start = open.removeValue(forKey: rule) else { continue }
                    directives.append(Directive(rule: rule, lines: start.line...max(start.line, line - 1), range: start.range))
                }
            case "disable:next", "disable:this":
                namedRules[comment.range.start] = named.joined(separator: ", ")
                let covered = command == "disable:next" ? line + 1 : line
                for rule in expanded.sorted() {
                    directives.append(Directive(rule: rule, lines: covered...covered, range: comment.range))
                }
            default:
                break
            }
        }
        for (rule, start) in open.sorted(by: { $0.key < $1.key }) {
            directives.append(Directive(rule: rule, lines: start.line...lastLine, range: start.range))
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
        let rest = body.dropFirst("viewlint:".count)
        // `// viewlint: some prose` is a remark about viewlint, not a directive.
        guard let first = rest.first, first != " " && first != "\t" else { return nil }
        return String(rest)
    }

    /// Splits `disable:next a, b - reason` into the command and the rule ids.
    private static func parse(_ text: String) -> (command: String, rules: [String], malformed: String?) {
        var body = text
        if let reason = body.firstRange(of: " - ") { body = String(body[..<reason.lowerBound]) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first else { return ("", [], "empty viewlint: comment") }
        guard ["disable", "enable", "disable:next", "disable:this"].contains(command) else {
            return (command, [], "unknown viewlint: command '\(command)' (use disable, enable, disable:next, disable:this, or equatable to generate a conformance)")
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
        for problem in problems where ranRules.contains(SuppressionRules.invalidSuppression.id)
            && !RuleSilencing.isSilenced(SuppressionRules.invalidSuppression.id) {
            kept.append(Finding(ruleID: SuppressionRules.invalidSuppression.id, severity: SuppressionRules.invalidSuppression.defaultSeverity,
                                message: problem.message, path: file.path, range: problem.range))
        }
        if ranRules.contains(SuppressionRules.unusedSuppression.id), !RuleSilencing.isSilenced(SuppressionRules.unusedSuppression.id) {
            // A comment is unused when none of the rules it disabled (among those that ran)
            // suppressed a finding.
            var byComment: [Int: (range: SourceRange, used: Bool, ran: Bool)] = [:]
            for directive in directives {
                let entry = byComment[directive.range.start] ?? (directive.range, false, false)
                byComment[directive.range.start] = (entry.range, entry.used || directive.used,
                                                     entry.ran || ranRules.contains(directive.rule))
            }
            for (start, entry) in byComment.sorted(by: { $0.key < $1.key }) where !entry.used && entry.ran {
                kept.append(Finding(ruleID: SuppressionRules.unusedSuppression.id, severity: SuppressionRules.unusedSuppression.defaultSeverity,
                                    message: "this suppression of \(namedRules[start] ?? "rules") suppressed nothing; remove it",
                                    path: file.path, range: entry.range))
            }
        }
        return kept
    }
}
