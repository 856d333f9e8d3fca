import Analyzer

/// `viewlint types PATH…`: each view body's static type, `Name.body: Type`, in source order;
/// with `--tree`, the same type as an indented tree with the source line of each node.
enum TypesCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        guard !arguments.paths.isEmpty else {
            return Console.fail("types needs at least one file or directory (viewlint types PATH …)")
        }
        let jobs: Int
        switch arguments.positiveInteger("--jobs", default: ParallelRunner.defaultJobs) {
        case .success(let value): jobs = value
        case .failure(let error): return Console.fail(error.message)
        }
        guard let loaded = ModuleLoader(jobs: jobs).load(arguments.paths) else { return .inputError }
        let index = ModuleIndex(trees: loaded.trees)
        let bodies = ParallelRunner.map([index], jobs: 1) { ViewBodies.compute($0) }[0]
        for body in bodies {
            Console.out("\(body.label): \(body.tree.typeName)")
            if arguments.has("--tree") {
                let file = index.trees[body.fileIndex].file
                for line in StaticViewTreePrinter.render(body.tree, file: file) { Console.out(line) }
            }
        }
        return loaded.unreadableCount > 0 ? .inputError : .clean
    }
}
