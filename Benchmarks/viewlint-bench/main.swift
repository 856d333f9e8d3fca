import Analyzer
import Foundation

/// viewlint-bench: lexer, parser and whole-lint throughput on a deterministic generated
/// SwiftUI corpus, or, given paths, the time of each phase on real code.
///
///     swift run -c release viewlint-bench [--lines N] [--runs N] [--seed N] [--write DIR]
///     swift run -c release viewlint-bench [--runs N] PATH …
struct BenchOptions {
    var minimumLines = 60_000
    var runs: Int?
    var seed: UInt64 = 2026
    var writeDirectory: String?
    var paths: [String] = []

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard flag.hasPrefix("--") else {
                paths.append(flag)
                continue
            }
            let value = remaining.popFirst() ?? ""
            switch flag {
            case "--lines": minimumLines = Int(value) ?? minimumLines
            case "--runs": runs = max(1, Int(value) ?? 1)
            case "--seed": seed = UInt64(value) ?? seed
            case "--write": writeDirectory = value
            default:
                FileHandle.standardError.write(Data("viewlint-bench: error: unknown option '\(flag)'\n".utf8))
                exit(2)
            }
        }
    }
}

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
if !options.paths.isEmpty {
    RealCodeBenchmark(paths: options.paths, runs: options.runs ?? 5).run()
    exit(0)
}
let runs = options.runs ?? 9
var generator = CorpusGenerator(seed: options.seed)
let corpus = generator.corpus(minimumLines: options.minimumLines)
let sources = corpus.map { SourceFile(path: $0.name, text: $0.text) }
let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
let totalLines = sources.reduce(0) { $0 + $1.lineCount }

if let directory = options.writeDirectory {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in corpus {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    print("wrote \(corpus.count) files to \(directory)")
}

let unknown = sources.reduce(0) { $0 + SyntaxTree.parse($1).unknownCount }
print("corpus: \(sources.count) files, \(totalLines) lines, \(String(format: "%.2f", Double(totalBytes) / 1_000_000)) MB, seed \(options.seed), \(unknown) unknown nodes")
print("single core, \(runs) runs each:")

let lexing = Measurement("lex", runs: runs) {
    for source in sources { _ = Lexer.tokenize(source) }
}
print(lexing.report(bytes: totalBytes, lines: totalLines))

let parsing = Measurement("lex + parse", runs: runs) {
    for source in sources { _ = SyntaxTree.parse(source) }
}
print(parsing.report(bytes: totalBytes, lines: totalLines, files: sources.count))

/// The whole job on the corpus as one module: parse every file, index the module, run every rule.
func lintCorpus(jobs: Int) -> Int {
    let trees = ParallelRunner.map(sources, jobs: jobs) { SyntaxTree.parse($0) }
    return Linter().lint(ModuleIndex(trees: trees), jobs: jobs).count
}

let cores = ParallelRunner.defaultJobs
print("full lint (parse + index + all rules), \(lintCorpus(jobs: 1)) findings:")
let lintOneCore = Measurement("full lint, 1 job", runs: runs) { _ = lintCorpus(jobs: 1) }
print(lintOneCore.report(bytes: totalBytes, lines: totalLines, files: sources.count))
let lintAllCores = Measurement("full lint, \(cores) jobs", runs: runs) { _ = lintCorpus(jobs: cores) }
print(lintAllCores.report(bytes: totalBytes, lines: totalLines, files: sources.count))
