// swift-tools-version: 6.0
import PackageDescription

// A client of viewlint's build-tool plugin, as an app package would use it. CI builds it and
// checks that each expected warning appears in the build log. Its views import SwiftUI, which
// does not exist on Linux: the plugin runs before the compiler, so its findings still show.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "viewlint", path: "../..")],
    targets: [
        .target(name: "Gallery", plugins: [.plugin(name: "ViewLintBuildToolPlugin", package: "viewlint")]),
    ]
)
