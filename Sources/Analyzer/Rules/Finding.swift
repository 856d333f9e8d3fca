/// How serious a finding is. `error` fails a run; `warning` fails it with `--strict`; `info`
/// never fails it and is printed as a remark.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A replacement of one byte range of a file.
public struct TextEdit: Sendable, Codable, Equatable {
    public let range: SourceRange
    public let replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A secondary location of a finding, with a short label ("`url` is declared here").
public struct FindingNote: Sendable, Codable {
    public let message: String
    public let path: String
    public let range: SourceRange

    public init(message: String, path: String, range: SourceRange) {
        self.message = message
        self.path = path
        self.range = range
    }
}

/// What a finding is about, for the engine to reproduce it: the view whose code it is in and
/// the values (stored properties of that view) it names.
public struct FindingSubject: Sendable, Codable, Equatable {
    /// The qualified name of the view (or `nil` for code in a `View` extension).
    public let view: String?
    /// Stored properties of the view the finding is about (`url` for an untracked input,
    /// `onTap` for a closure that makes the view unequal), or the path read through one
    /// (`settings.unit` of an observed model).
    public let values: [String]
    /// What the finding says makes the problem happen, where it names it: the state of the
    /// parent (or, through a creator that never compares equal, of the grandparent) that
    /// re-renders a view for nothing (`isOnline`, `viewModel.items`).
    public let causes: [String]
    /// The view's own computed property through which the finding's work reads a value, by the
    /// value's path (`chartData.count` read through `chartIsExpanded`): what the work used is
    /// the property's result, not the value itself.
    public let readThrough: [String: String]

    public init(view: String?, values: [String], causes: [String] = [], readThrough: [String: String] = [:]) {
        self.view = view
        self.values = values
        self.causes = causes
        self.readThrough = readThrough
    }

    private enum CodingKeys: String, CodingKey { case view, values, causes, readThrough }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        view = try container.decodeIfPresent(String.self, forKey: .view)
        values = try container.decode([String].self, forKey: .values)
        causes = try container.decodeIfPresent([String].self, forKey: .causes) ?? []
        readThrough = try container.decodeIfPresent([String: String].self, forKey: .readThrough) ?? [:]
    }
}

/// What the engine made of a finding under `--confirm`.
public struct FindingVerdict: Sendable, Codable, Equatable {
    /// `confirmed`, `not reproduced` or `inconclusive`.
    public let verdict: String
    public let summary: String
    /// The decisive trace events, one per line.
    public let trace: [String]

    public init(verdict: String, summary: String, trace: [String]) {
        self.verdict = verdict
        self.summary = summary
        self.trace = trace
    }
}

/// One problem a rule found. `Codable` for the lint cache, which replays a module's findings.
public struct Finding: Sendable, Codable {
    public let ruleID: String
    public var severity: Severity
    public let message: String
    /// The file of the primary range.
    public let path: String
    public let range: SourceRange
    public var notes: [FindingNote]
    /// Edits in the same file that fix the problem, when a safe fix exists.
    public let fix: [TextEdit]?
    /// What the finding is about, when the rule says.
    public let subject: FindingSubject?
    /// The engine's verdict, under `--confirm`.
    public var verdict: FindingVerdict?

    public init(ruleID: String, severity: Severity, message: String, path: String, range: SourceRange,
                notes: [FindingNote] = [], fix: [TextEdit]? = nil, subject: FindingSubject? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.notes = notes
        self.fix = fix
        self.subject = subject
    }
}
