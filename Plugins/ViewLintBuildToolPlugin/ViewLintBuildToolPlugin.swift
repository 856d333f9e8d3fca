import Foundation
import PackagePlugin

/// Runs viewlint over each Swift target as one module while it builds: findings print in the
/// compiler's format, so `swift build` and Xcode show them inline, and `error` findings fail the
/// build. The target's files are the command's inputs and a stamp file its output, so an
/// unchanged target is not linted again.
///
/// It also generates `ViewLintGenerated.swift`, the `Equatable` conformances of the views that
/// opt in (`// viewlint:equatable`), as an output the target compiles; the lint reads it too, so
/// a view whose conformance is generated is not reported as non-POD.
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.lintCommands(target: target.name, files: target.sourceFiles(withSuffix: "swift").map(\.url),
                                 tool: try context.tool(named: "viewlint").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One command linting a target's Swift files as one module; its stamp is the output that
    /// lets the build system skip it while the files do not change.
    static func lintCommands(target: String, files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("viewlint-\(target).stamp")
        let generated = workDirectory.appendingPathComponent("ViewLintGenerated.swift")
        return [
            .buildCommand(
                displayName: "viewlint generate \(target)",
                executable: tool,
                arguments: ["generate", "--output", generated.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [generated]
            ),
            .buildCommand(
                displayName: "viewlint \(target)",
                executable: tool,
                arguments: ["lint", "--quiet", "--stamp", stamp.path, "--cache-path", workDirectory.appendingPathComponent("cache").path]
                    + (files + [generated]).map(\.path),
                inputFiles: files + [generated],
                outputFiles: [stamp]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        Self.lintCommands(target: target.displayName, files: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url),
                          tool: try context.tool(named: "viewlint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
