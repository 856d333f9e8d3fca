// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The yardstick of issue #14: how long SwiftSyntax 600 takes merely to parse the files viewlint
// lints. Not a product dependency and not built by `swift build` at the root: check out
// swift-syntax 600.0.1 into a folder named swift-syntax (never inside the repository), point
// SWIFT_SYNTAX_PATH at it and run `Tools/ParseBaseline/compare.sh PATH`.
let swiftSyntax = ProcessInfo.processInfo.environment["SWIFT_SYNTAX_PATH"] ?? "/tmp/ss/swift-syntax"

let package = Package(
    name: "parse-baseline",
    dependencies: [.package(path: swiftSyntax)],
    targets: [
        .executableTarget(
            name: "swiftsyntax-parse",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
