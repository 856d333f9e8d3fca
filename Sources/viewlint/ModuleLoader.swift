import Analyzer

/// Reads and parses the Swift files under the command line's paths, in parallel, reporting
/// unreadable files on standard error.
struct ModuleLoader {
    /// The parsed files (unreadable ones left out) and how many could not be read.
    struct Loaded {
        let trees: [SyntaxTree]
        let unreadableCount: Int
        let fileCount: Int
    }

    let jobs: Int

    /// Loads every file under the paths; `nil` (after printing the error) when a path does not exist.
    func load(_ paths: [String]) -> Loaded? {
        do {
            return load(paths: try FileWalker().swiftFiles(in: paths))
        } catch {
            _ = Console.fail(error.description)
            return nil
        }
    }

    /// Loads these files (already found).
    func load(paths files: [String]) -> Loaded? {
        let results = ParallelRunner.map(files, jobs: jobs) { path -> Result<SyntaxTree, SourceFileError> in
            do throws(SourceFileError) {
                return .success(SyntaxTree.parse(try SourceFile.load(path: path)))
            } catch {
                return .failure(error)
            }
        }
        var trees: [SyntaxTree] = []
        var unreadable = 0
        for result in results {
            switch result {
            case .success(let tree): trees.append(tree)
            case .failure(let error):
                unreadable += 1
                Console.error(error.description)
            }
        }
        return Loaded(trees: trees, unreadableCount: unreadable, fileCount: files.count)
    }
}
