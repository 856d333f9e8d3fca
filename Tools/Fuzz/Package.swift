// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzz targets for viewlint (libFuzzer). Not a product dependency: build and
// run them with `Tools/Fuzz/run.sh SECONDS`, which passes `-sanitize=fuzzer,address`.
let package = Package(
    name: "viewlint-fuzz",
    dependencies: [.package(name: "viewlint", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Analyzer", package: "viewlint")]),
        .executableTarget(name: "FuzzParse", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLint", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzFix", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzTrace", dependencies: ["FuzzSupport", .product(name: "Engine", package: "viewlint")]),
    ]
)
