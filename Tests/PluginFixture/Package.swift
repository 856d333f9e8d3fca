// swift-tools-version: 6.0
import PackageDescription

// A client of viewlint's build-tool plugin, as an app package would use it. CI builds it and
// checks that each expected warning appears in the build log. Gallery's views import SwiftUI,
// which does not exist on Linux: the plugin runs before the compiler, so its findings still
// show. Cards compiles, generated code included, against the tests' stand-in SwiftUI module,
// which imports stand-in Combine and UIKit modules (Sources/SwiftUI, Combine and UIKit link to
// them; on Linux nothing else answers to those names).
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "viewlint", path: "../..")],
    targets: [
        .target(name: "Gallery", plugins: [.plugin(name: "ViewLintBuildToolPlugin", package: "viewlint")]),
        .target(name: "Combine"),
        .target(name: "UIKit"),
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"]),
        .target(name: "Cards", dependencies: ["SwiftUI"], plugins: [.plugin(name: "ViewLintBuildToolPlugin", package: "viewlint")]),
    ]
)
