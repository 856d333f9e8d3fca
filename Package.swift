// swift-tools-version: 6.0
import PackageDescription

// viewlint ships with no package dependencies: the build-tool plugin compiles it for every
// user, so every dependency would be paid for on every clean build.
let package = Package(
    name: "viewlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "Analyzer", targets: ["Analyzer"]),
        .library(name: "Engine", targets: ["Engine"]),
        .plugin(name: "ViewLintBuildToolPlugin", targets: ["ViewLintBuildToolPlugin"]),
        .plugin(name: "ViewLintCommandPlugin", targets: ["ViewLintCommandPlugin"]),
    ],
    targets: [
        .target(name: "Analyzer"),
        .target(name: "Engine", dependencies: ["Analyzer"]),
        .executableTarget(name: "viewlint", dependencies: ["Analyzer", "Engine"]),
        // Lints each target it is applied to while it builds, with the viewlint built from source.
        .plugin(name: "ViewLintBuildToolPlugin", capability: .buildTool(), dependencies: ["viewlint"],
                path: "Plugins/ViewLintBuildToolPlugin"),
        // `swift package viewlint [--target T] [--fix] [--reporter …]`. No permission is declared,
        // so linting never prompts; --fix needs --allow-writing-to-package-directory.
        .plugin(name: "ViewLintCommandPlugin",
                capability: .command(intent: .custom(verb: "viewlint", description: "Lint the package's SwiftUI code with viewlint")),
                dependencies: ["viewlint"], path: "Plugins/ViewLintCommandPlugin"),
        .executableTarget(
            name: "viewlint-bench",
            dependencies: ["Analyzer", "SeededRandom"],
            path: "Benchmarks/viewlint-bench"
        ),
        // A deterministic random generator for the benchmark's corpus and the mutation tests;
        // not part of any product.
        .target(name: "SeededRandom", path: "Benchmarks/SeededRandom"),
        .testTarget(name: "AnalyzerTests", dependencies: ["Analyzer", "SeededRandom"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "Analyzer"]),
        // Golden/ holds the reporters' expected outputs, read from the source tree.
        .testTarget(name: "viewlintTests", dependencies: ["viewlint"], exclude: ["Golden"]),
    ]
)
