/// A rule: what it finds, why it matters, and examples that double as its tests.
public struct Rule: Sendable {
    /// kebab-case identifier (`untracked-task-dependency`).
    public let id: String
    /// One line, shown by `viewlint rules`.
    public let summary: String
    /// Why SwiftUI behaves so, citing the mechanism; shown by `viewlint explain`.
    public let rationale: String
    public let defaultSeverity: Severity
    public let examples: [RuleExample]
    /// Runs the rule on one view (or, once, on the module as a whole).
    public let check: @Sendable (ViewContext) -> [Finding]

    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity, examples: [RuleExample],
                check: @escaping @Sendable (ViewContext) -> [Finding]) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.examples = examples
        let silenced: @Sendable (ViewContext) -> [Finding] = { _ in [] }
        self.check = RuleSilencing.isSilenced(id) ? silenced : check
    }

    /// A finding of this rule at its default severity.
    public func finding(_ message: String, in context: ViewContext, at range: SourceRange, fileIndex: Int? = nil,
                        notes: [FindingNote] = [], fix: [TextEdit]? = nil, values: [String] = [], causes: [String] = [],
                        readThrough: [String: String] = [:]) -> Finding {
        Finding(ruleID: id, severity: defaultSeverity, message: message,
                path: context.index.trees[fileIndex ?? context.fileIndex].file.path, range: range, notes: notes, fix: fix,
                subject: FindingSubject(view: context.view?.qualifiedName, values: values, causes: causes, readThrough: readThrough))
    }
}

/// An example of a rule, written as Swift source. In triggering examples `↓` marks where each
/// finding is expected (the marker is removed before linting).
public struct RuleExample: Sendable {
    public enum Kind: Sendable {
        case triggering
        case nonTriggering
        /// A triggering example and the source its fix produces.
        case fix(after: String)
    }

    public let kind: Kind
    public let source: String
    /// A sentence saying what the example shows.
    public let note: String

    public static func triggering(_ note: String, _ source: String) -> RuleExample {
        RuleExample(kind: .triggering, source: source, note: note)
    }

    public static func nonTriggering(_ note: String, _ source: String) -> RuleExample {
        RuleExample(kind: .nonTriggering, source: source, note: note)
    }

    public static func fix(_ note: String, before: String, after: String) -> RuleExample {
        RuleExample(kind: .fix(after: after), source: before, note: note)
    }

    /// The marker for expected finding positions.
    public static let marker = "↓"

    /// The source without markers, and the 1-based positions the markers stood at.
    public var strippedSource: (text: String, markers: [SourceLocation]) {
        var text = ""
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in source {
            if String(character) == Self.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, markers)
    }
}
