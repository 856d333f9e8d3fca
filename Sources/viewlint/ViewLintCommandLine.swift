import Analyzer

/// Dispatches the command line to a subcommand.
enum ViewLintCommandLine {
    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        switch Arguments.parse(rawArguments) {
        case .success(let parsed): arguments = parsed
        case .failure(let error): return Console.fail(error.message)
        }
        if arguments.has("--help") {
            Console.out(Usage.text)
            return .clean
        }
        if arguments.has("--version") {
            Console.out(Usage.version)
            return .clean
        }
        switch arguments.subcommand {
        case .lint: return LintCommand.run(arguments)
        case .dumpSyntax: return DumpSyntaxCommand.run(arguments)
        case .types: return TypesCommand.run(arguments)
        case .rules: return RulesCommand.run(arguments)
        case .explain: return ExplainCommand.run(arguments)
        case .trace: return TraceCommand.run(arguments)
        case .layout: return LayoutCommand.run(arguments)
        case .generate: return GenerateCommand.run(arguments)
        }
    }
}
