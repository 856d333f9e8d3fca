import Foundation
import PackagePlugin

/// Runs viewlint over each Swift target as one module while it builds: findings print in the
/// compiler's format, so `swift build` and Xcode show them inline, and `error` findings fail the
/// build. The target's files are the command's inputs and a stamp file its output, so an
/// unchanged target is not linted again.
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("viewlint-\(target.name).stamp")
        return [
            .buildCommand(
                displayName: "viewlint \(target.name)",
                executable: try context.tool(named: "viewlint").url,
                arguments: ["lint", "--quiet", "--stamp", stamp.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [stamp]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("viewlint-\(target.displayName).stamp")
        return [
            .buildCommand(
                displayName: "viewlint \(target.displayName)",
                executable: try context.tool(named: "viewlint").url,
                arguments: ["lint", "--quiet", "--stamp", stamp.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [stamp]
            ),
        ]
    }
}
#endif
