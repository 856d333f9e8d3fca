import Analyzer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viewlint generate PATH… [--output FILE]`: the `Equatable` conformances of the views that opt
/// in (`// viewlint:equatable`, or `"equatable"` in `.viewlint.json`), as one Swift file — what
/// the build-tool plugin compiles into each target, for projects that do not use the plugin.
/// A file that already holds the same text is not touched, so builds do not redo work.
enum GenerateCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        guard !arguments.paths.isEmpty else {
            return Console.fail("generate needs at least one file or directory (viewlint generate PATH … [--output FILE])")
        }
        let jobs: Int
        switch arguments.positiveInteger("--jobs", default: ParallelRunner.defaultJobs) {
        case .success(let value): jobs = value
        case .failure(let error): return Console.fail(error.message)
        }
        let output = arguments.values["--output"]
        if let output, let existing = FileManager.default.contents(atPath: output),
           !existing.starts(with: Array(EquatableSource.header.utf8)) {
            return Console.fail("'\(output)' was not written by viewlint generate; not overwriting it")
        }
        var explicit: Configuration?
        if let path = arguments.values["--config"] {
            do throws(Configuration.LoadError) { explicit = try Configuration.load(path: path) } catch { return Console.fail(error.description) }
        }
        let resolver = ConfigurationResolver(explicit: explicit)
        guard let groups = ModuleLoader.moduleGroups(in: arguments.paths) else { return .inputError }
        let loader = ModuleLoader(jobs: jobs)
        var unreadable = 0
        var modules: [(plans: [EquatablePlan], index: ModuleIndex)] = []
        for group in groups {
            var read = loader.read(group)
            unreadable += read.unreadableCount
            // A generated file among the inputs is today's output, not a conformance the views have.
            read.sources.removeAll { $0.bytes.starts(with: Array(EquatableSource.header.utf8)) }
            var equatableViews: Set<String> = []
            for source in read.sources {
                guard let configuration = try? resolver.configuration(for: source.path) else { continue }
                equatableViews.formUnion(configuration.settings.equatableViews)
            }
            for (generation, index) in EquatableClauses.generations(trees: loader.parse(read.sources), equatableViews: equatableViews) {
                for warning in generation.warnings {
                    let file = index.trees.first { $0.file.path == warning.path }?.file
                    let location = file.map { "\($0.location(of: warning.range.start))" } ?? "1:1"
                    Console.error("\(warning.path):\(location): warning: \(warning.message) [equatable]")
                }
                modules.append((generation.plans, index))
            }
        }
        let text = EquatableSource.file(modules)
        if let output {
            if FileManager.default.contents(atPath: output) != Data(text.utf8) {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    return Console.fail("cannot write '\(output)': \(ErrorText.of(error))")
                }
            }
        } else {
            Console.out(text, terminator: "")
        }
        return unreadable > 0 ? .inputError : .clean
    }
}
