import Foundation
import PackagePlugin

/// `swift package viewlint [--target T …] [viewlint options]`: lints the package's Swift
/// targets (each target one module) with the viewlint built from source; every option but
/// `--target` goes to viewlint (`--fix`, `--reporter sarif`, `--output FILE`, `--strict`, …).
///
/// The plugin asks for no permission, so linting never prompts. `--fix` rewrites files in the
/// package, which SwiftPM's sandbox allows only when the user says so:
/// `swift package --allow-writing-to-package-directory viewlint --fix`.
@main
struct ViewLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
            .map { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
            .filter { !$0.isEmpty }
        guard !modules.isEmpty else {
            Diagnostics.error("viewlint: no Swift files in \(targetNames.isEmpty ? "this package" : targetNames.joined(separator: ", "))")
            return
        }
        if options.contains("--fix"), !Self.canWrite(in: context.package.directoryURL) {
            Diagnostics.error("viewlint: --fix rewrites files in the package; allow it with "
                + "`swift package --allow-writing-to-package-directory viewlint --fix`")
            exit(2)
        }
        let tool = try context.tool(named: "viewlint").url
        var failed = false
        for files in modules {
            let status = try Self.run(tool, ["lint"] + options + files, in: context.package.directoryURL)
            // 1: findings at a failing severity; 2: a usage or input error (already printed).
            failed = failed || status != 0
        }
        if failed { exit(1) }
    }

    /// Whether the sandbox lets the plugin write in the package (a file created and removed).
    static func canWrite(in directory: URL) -> Bool {
        let probe = directory.appendingPathComponent(".viewlint-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }

    /// Runs viewlint with the package directory as working directory, so its configuration and
    /// relative paths are the package's; its output goes straight to the terminal.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let options = extractor.remainingArguments
        let tool = try context.tool(named: "viewlint").url
        var failed = false
        for target in context.xcodeProject.targets where targetNames.isEmpty || targetNames.contains(target.displayName) {
            let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url.path)
            guard !files.isEmpty else { continue }
            failed = try Self.run(tool, ["lint"] + options + files, in: context.xcodeProject.directoryURL) != 0 || failed
        }
        if failed { exit(1) }
    }
}
#endif
