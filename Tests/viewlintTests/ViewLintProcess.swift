import Foundation

/// Runs the built `viewlint` executable and captures what it prints.
struct ViewLintProcess {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// Standard error without the summary line.
        var errorLines: [String] {
            standardError.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("viewlint: ") || $0.contains("error") }
        }
    }

    /// The `viewlint` binary next to the test bundle.
    static let executable: URL = {
        var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let binary = directory.appendingPathComponent("viewlint")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        fatalError("viewlint executable not found near \(candidates.map(\.path))")
    }()

    /// The package root (for Examples/ and Tests/Fixtures/).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default lint cache of the test runs: one folder per test process, never the user's,
    /// removed when the process exits.
    static let cacheHome: URL = {
        atexit { try? FileManager.default.removeItem(at: ViewLintProcess.cacheHome) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-tests-cache-\(UUID().uuidString)")
    }()

    /// Runs the built `viewlint` with `arguments`, in the package root (or `directory`).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { $1 }
        process.currentDirectoryURL = directory ?? packageRoot
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: output, as: UTF8.self),
                      standardError: String(decoding: error, as: UTF8.self))
    }
}

/// A temporary directory removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}

/// Facts about the example app (`Examples/`) that several command-line tests check.
enum ExampleApp {
    /// Rules with no `--confirm` scenario yet: their warnings say so (inconclusive).
    static let rulesWithoutScenario: [String] = []
    /// Rules whose example warning the engine cannot decide, and why.
    static let undecided = ["anyview-erasure": "in the update the engine made, `CardView` kept returning the same erased type"]
    /// Rules whose example warnings end inconclusive.
    static var inconclusiveRules: [String] { rulesWithoutScenario + undecided.keys.sorted() }
}
