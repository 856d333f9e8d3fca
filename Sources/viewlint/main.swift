import Foundation

let status = ViewLintCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
