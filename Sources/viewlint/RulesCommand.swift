import Analyzer

/// `viewlint rules`: ids and summaries; `--markdown` prints rules.md.
enum RulesCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        if arguments.has("--markdown") {
            Console.out(RulesDocumentation.markdown(), terminator: "")
            return .clean
        }
        let width = RuleRegistry.rules.map(\.id.count).max() ?? 0
        for rule in RuleRegistry.rules {
            let id = rule.id.padded(to: width)
            let severity = rule.defaultSeverity.rawValue.padded(to: 8)
            Console.out("\(id)  \(severity)  \(rule.summary)")
        }
        return .clean
    }
}

/// `viewlint explain RULE`: the rule's full entry with its examples.
enum ExplainCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        guard arguments.paths.count == 1, let id = arguments.paths.first else {
            return Console.fail("explain takes one rule id (viewlint explain RULE; see 'viewlint rules')")
        }
        guard let rule = RuleRegistry.rule(withID: id) else {
            return Console.fail("unknown rule '\(id)' (see 'viewlint rules')")
        }
        Console.out(RulesDocumentation.entry(rule), terminator: "")
        return .clean
    }
}
