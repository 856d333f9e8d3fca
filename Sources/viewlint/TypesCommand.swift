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
        guard let groups = ModuleLoader.moduleGroups(in: arguments.paths) else { return .inputError }
        var unreadable = 0
        // Each directory is one module, as for linting.
        for group in groups {
            let loaded = ModuleLoader(jobs: jobs).load(group)
            unreadable += loaded.unreadableCount
            let index = ModuleIndex(trees: loaded.trees)
            let lines = ParallelRunner.onLargeStack {
                ViewBodies.compute(index).flatMap { body -> [String] in
                    var lines = ["\(body.label): \(body.tree.typeName)"]
                    if arguments.has("--tree") {
                        lines += StaticViewTreePrinter.render(body.tree, file: index.trees[body.fileIndex].file)
                    }
                    return lines
                }
            }
            for line in lines { Console.out(line) }
        }
        return unreadable > 0 ? .inputError : .clean
    }
}
