import Analyzer

/// `viewlint dump-syntax FILE`: the syntax tree, one node a line.
enum DumpSyntaxCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        guard arguments.paths.count == 1, let path = arguments.paths.first else {
            return Console.fail("dump-syntax takes exactly one file (viewlint dump-syntax FILE)")
        }
        let file: SourceFile
        do {
            file = try SourceFile.load(path: path)
        } catch {
            Console.error(error.description)
            return .inputError
        }
        // Parse and print on a worker thread: its stack is sized for the deepest trees.
        let text = ParallelRunner.onLargeStack { SyntaxDumper.dump(SyntaxTree.parse(file)) }
        Console.out(text, terminator: "")
        return .clean
    }
}
