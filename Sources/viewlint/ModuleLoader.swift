import Analyzer

/// Finds the Swift files under the command line's paths and parses them, in parallel,
/// reporting unreadable files on standard error.
struct ModuleLoader {
    /// The parsed files (unreadable ones left out) and how many could not be read.
    struct Loaded {
        let trees: [SyntaxTree]
        let unreadableCount: Int
        let fileCount: Int
    }

    let jobs: Int

    /// The Swift files under the paths, one group per module (each directory argument is one
    /// module, or one per independent project in it); `nil`, after printing one error line, when a path does not exist or no Swift
    /// file was found.
    static func moduleGroups(in paths: [String]) -> [[String]]? {
        modules(in: paths)?.map(\.files)
    }

    /// The modules under the paths, with what their Xcode projects say (``moduleGroups(in:)``).
    static func modules(in paths: [String]) -> [FileWalker.Module]? {
        let modules: [FileWalker.Module]
        do {
            modules = try FileWalker().modules(in: paths)
        } catch {
            _ = Console.fail(error.description)
            return nil
        }
        guard !modules.isEmpty else {
            _ = Console.fail("no Swift files found under \(paths.map { "'\($0)'" }.joined(separator: ", "))")
            return nil
        }
        return modules
    }

    /// Reads and parses these files.
    func load(_ files: [String]) -> Loaded {
        let read = self.read(files)
        return Loaded(trees: parse(read.sources), unreadableCount: read.unreadableCount, fileCount: files.count)
    }

    /// Reads these files (unreadable ones reported and left out).
    func read(_ files: [String]) -> (sources: [SourceFile], unreadableCount: Int) {
        let results = ParallelRunner.map(files, jobs: jobs) { path -> Result<SourceFile, SourceFileError> in
            do throws(SourceFileError) {
                return .success(try SourceFile.load(path: path))
            } catch {
                return .failure(error)
            }
        }
        var sources: [SourceFile] = []
        var unreadable = 0
        for result in results {
            switch result {
            case .success(let source): sources.append(source)
            case .failure(let error):
                unreadable += 1
                Console.error(error.description)
            }
        }
        return (sources, unreadable)
    }

    /// Parses files already read.
    func parse(_ sources: [SourceFile]) -> [SyntaxTree] {
        ParallelRunner.map(sources, jobs: jobs) { SyntaxTree.parse($0) }
    }
}
