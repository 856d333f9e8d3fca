#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let status = ViewLintCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
