import Analyzer

/// The command line, split into a subcommand, options and paths.
///
/// Options are declared in a table so `--help` and the parser agree; a value option takes its
/// value as the next argument or after `=` (`--jobs 4`, `--jobs=4`).
struct Arguments {
    enum Subcommand: String, CaseIterable {
        case lint
        case dumpSyntax = "dump-syntax"
        case types
        case rules
        case explain
        case trace
        case layout
        case generate

        /// The options the subcommand accepts (besides `--help` and `--version`).
        var allowedOptions: Set<String> {
            switch self {
            case .lint: return ["--config", "--only", "--disable", "--strict", "--fix", "--verbose", "--quiet", "--jobs", "--confirm",
                                "--confirm-filter", "--reporter", "--output", "--baseline", "--write-baseline",
                                "--changed-since", "--changed-lines", "--stamp", "--cache-path", "--no-cache"]
            case .types: return ["--tree", "--jobs"]
            case .generate: return ["--output", "--config", "--jobs"]
            case .rules: return ["--markdown"]
            case .trace: return ["--view", "--input", "--change", "--set", "--tap", "--format", "--all"]
            case .layout: return ["--view", "--input", "--size", "--image-size", "--format", "--output", "--all"]
            case .dumpSyntax, .explain: return []
            }
        }
    }

    struct Option {
        let name: String
        let valueName: String?
        let help: String
        /// A flag that may also take a value after `=` (`--confirm`, `--confirm=trace`).
        var optionalValue: [String] = []
    }

    static let options: [Option] = [
        Option(name: "--config", valueName: "FILE", help: "Use this configuration instead of the nearest .viewlint.json."),
        Option(name: "--only", valueName: "RULE,…", help: "Run only these rules."),
        Option(name: "--disable", valueName: "RULE,…", help: "Do not run these rules."),
        Option(name: "--strict", valueName: nil, help: "Warnings fail the run too (exit status 1)."),
        Option(name: "--fix", valueName: nil, help: "Apply safe fixes in place, then report what is left."),
        Option(name: "--verbose", valueName: nil, help: "Also print, per file, how many constructs the parser did not understand, and where; with --confirm, how long each verdict took."),
        Option(name: "--quiet", valueName: nil, help: "Print neither remarks (info findings) nor the summary line."),
        Option(name: "--jobs", valueName: "N", help: "Files processed in parallel (default: all cores)."),
        Option(name: "--confirm", valueName: nil, help: "Reproduce each finding in the engine and add its verdict (=trace: and the decisive events).",
               optionalValue: ["trace"]),
        Option(name: "--confirm-filter", valueName: "confirmed", help: "With --confirm, report only the findings the engine confirmed."),
        Option(name: "--reporter", valueName: "NAME", help: "Output format: \(Reporters.names.joined(separator: ", ")) (default: text)."),
        Option(name: "--output", valueName: "FILE", help: "Write the report (generate: the Swift file) to FILE instead of standard output."),
        Option(name: "--baseline", valueName: "FILE", help: "Report only findings this baseline does not hold."),
        Option(name: "--write-baseline", valueName: "FILE", help: "Record today's findings as a baseline."),
        Option(name: "--changed-since", valueName: "REV", help: "Report only findings on lines changed since a git revision."),
        Option(name: "--changed-lines", valueName: "FILE", help: "Report only findings on lines a unified diff adds or changes."),
        Option(name: "--stamp", valueName: "FILE", help: "Touch FILE when the lint ran (for build systems: the build-tool plugin's output)."),
        Option(name: "--cache-path", valueName: "DIR", help: "Where unchanged modules' findings are kept and replayed (default: ~/.cache/viewlint)."),
        Option(name: "--no-cache", valueName: nil, help: "Lint everything again; neither read nor write the cache (--fix, --confirm and --verbose never use it)."),
        Option(name: "--markdown", valueName: nil, help: "rules: print the rule catalog as Markdown (rules.md)."),
        Option(name: "--tree", valueName: nil, help: "types: print each type as an indented tree with source lines."),
        Option(name: "--view", valueName: "NAME", help: "trace, layout: the view to mount."),
        Option(name: "--input", valueName: "NAME=VALUE", help: "trace, layout: an input for the mount (a Swift expression, or plain text)."),
        Option(name: "--change", valueName: "NAME=VALUE", help: "trace: change an input as the parent would, then update."),
        Option(name: "--set", valueName: "NAME=VALUE", help: "trace: set one of the view's @State values, then update."),
        Option(name: "--tap", valueName: "TITLE", help: "trace: run the action of the button with this title, then update."),
        Option(name: "--format", valueName: "FORMAT", help: "trace: text (default) or dot (Graphviz); layout: text (default) or svg."),
        Option(name: "--size", valueName: "WxH", help: "layout: the screen the view is laid out in (default: 390x844, an iPhone's points)."),
        Option(name: "--image-size", valueName: "NAME=WxH", help: "layout: the pixel size of a named image (default: 100x100); repeatable."),
        Option(name: "--all", valueName: nil, help: "trace, layout: run every view of the module once and summarise."),
        Option(name: "--help", valueName: nil, help: "Show this help."),
        Option(name: "--version", valueName: nil, help: "Show the version."),
    ]

    var subcommand: Subcommand = .lint
    var paths: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]
    /// Every value option in command-line order (repeatable ones such as `--change` keep all).
    var orderedValues: [(name: String, value: String)] = []

    /// Parses arguments; the error is a sentence for the user.
    static func parse(_ arguments: [String]) -> Result<Arguments, UsageError> {
        var parsed = Arguments()
        var remaining = arguments[...]
        if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
            parsed.subcommand = subcommand
            remaining = remaining.dropFirst()
        }
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                parsed.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = argument == "-h" ? "--help" : parts[0]
            guard let option = options.first(where: { $0.name == name }) else {
                return .failure(UsageError("unknown option '\(argument)' (see 'viewlint --help')"))
            }
            guard parsed.subcommand.allowedOptions.contains(name) || name == "--help" || name == "--version" else {
                return .failure(UsageError("option '\(name)' is not valid for '\(parsed.subcommand.rawValue)' (see 'viewlint --help')"))
            }
            if let valueName = option.valueName {
                let value: String
                if parts.count == 2 {
                    guard !parts[1].isEmpty else {
                        return .failure(UsageError("option '\(name)' needs a value (\(name) \(valueName))"))
                    }
                    value = parts[1]
                } else if let next = remaining.popFirst() {
                    value = next
                } else {
                    return .failure(UsageError("option '\(name)' needs a value (\(name) \(valueName))"))
                }
                parsed.values[name] = value
                parsed.orderedValues.append((name, value))
            } else {
                if parts.count == 2, !option.optionalValue.isEmpty {
                    guard option.optionalValue.contains(parts[1]) else {
                        return .failure(UsageError("option '\(name)' takes no value or =\(option.optionalValue.joined(separator: "|")), not '\(parts[1])'"))
                    }
                    parsed.values[name] = parts[1]
                } else if parts.count != 1 {
                    return .failure(UsageError("option '\(name)' takes no value"))
                }
                parsed.flags.insert(name)
            }
        }
        if parsed.subcommand == .rules && !parsed.paths.isEmpty {
            return .failure(UsageError("rules takes no arguments (see 'viewlint explain RULE')"))
        }
        return .success(parsed)
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// A comma-separated list of rule ids, checked against the registry.
    func ruleList(_ name: String) -> Result<Set<String>?, UsageError> {
        guard let text = values[name] else { return .success(nil) }
        let ids = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        let unknown = ids.filter { RuleRegistry.rule(withID: $0) == nil }
        guard unknown.isEmpty else {
            return .failure(UsageError("unknown rule '\(unknown[0])' in \(name) (see 'viewlint rules')"))
        }
        return .success(Set(ids))
    }

    /// A positive integer option, or a usage error.
    func positiveInteger(_ name: String, default defaultValue: Int) -> Result<Int, UsageError> {
        guard let text = values[name] else { return .success(defaultValue) }
        guard let value = Int(text), value > 0 else {
            return .failure(UsageError("option '\(name)' needs a positive number, not '\(text)'"))
        }
        return .success(value)
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
