import Analyzer
import Foundation

/// `viewlint [lint] PATH…`: reads and parses every Swift file under the paths.
enum LintCommand {
    /// What linting one file produced.
    struct FileResult: Sendable {
        let path: String
        let loadError: SourceFileError?
        let syntaxErrors: [SyntaxError]
        let file: SourceFile?
    }

    static func run(_ arguments: Arguments) -> ExitStatus {
        let jobs: Int
        switch arguments.positiveInteger("--jobs", default: ParallelRunner.defaultJobs) {
        case .success(let value): jobs = value
        case .failure(let error): return Console.fail(error.message)
        }
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        let files: [String]
        do {
            files = try FileWalker().swiftFiles(in: paths)
        } catch {
            return Console.fail(error.description)
        }
        let started = Date()
        let results = ParallelRunner.map(files, jobs: jobs) { path in lintFile(path) }

        var unreadable = 0
        for result in results {
            if let loadError = result.loadError {
                unreadable += 1
                Console.error(loadError.description)
                continue
            }
            if arguments.has("--verbose"), let file = result.file {
                Console.error("\(result.path): \(result.syntaxErrors.count) unknown node\(result.syntaxErrors.count == 1 ? "" : "s")")
                for error in result.syntaxErrors {
                    Console.error("\(result.path):\(file.location(of: error.range.start)): note: not understood: \(error.message)")
                }
            }
        }
        if !arguments.has("--quiet") {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            var summary = "viewlint: \(files.count) file\(files.count == 1 ? "" : "s"), 0 findings"
            if unreadable > 0 { summary += ", \(unreadable) unreadable" }
            Console.error(summary + " (\(seconds) s)")
        }
        return unreadable > 0 ? .inputError : .clean
    }

    private static func lintFile(_ path: String) -> FileResult {
        do {
            let file = try SourceFile.load(path: path)
            let tree = SyntaxTree.parse(file)
            return FileResult(path: path, loadError: nil, syntaxErrors: tree.errors, file: file)
        } catch {
            return FileResult(path: path, loadError: error, syntaxErrors: [], file: nil)
        }
    }
}
