import Foundation
import Testing

/// A repository may keep a stale copy of a folder that no Xcode target builds (ANBD's and
/// Mymory's old `Views/` beside the new ones): its views never run, and viewlint leaves them
/// out when the walk finds the project. Without a project, or with a synchronized folder
/// (Xcode 16) that holds the copy, every file is linted.
@Suite struct XcodeTargetTests {
    /// The shop app: `ShopApp.swift` shows the cart; `Views/Old/OldCartView.swift` is an old
    /// copy that makes a formatter in its body (a finding wherever it is linted).
    private static func shop() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Shop/ShopApp.swift", """
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { CartView() } }
        }
        """)
        try directory.write("Shop/Views/CartView.swift", """
        struct CartView: View {
            let total: Decimal = 0
            var body: some View { Text(total, format: .currency(code: "EUR")) }
        }
        """)
        try directory.write("Shop/Views/Old/OldCartView.swift", """
        struct OldCartView: View {
            var body: some View {
                Text(DateFormatter().string(from: .now))
            }
        }
        @main struct OldShopApp: App {
            var body: some Scene { WindowGroup { OldCartView() } }
        }
        """)
        return directory
    }

    /// `project.pbxproj` as Xcode writes it: the `Shop` group holds `ShopApp.swift` and the
    /// `Views` group with `CartView.swift`, both in the target's sources phase — or, with
    /// `synchronized`, the `Shop` folder kept in sync as a whole.
    /// `deploymentTarget`: the iOS release the project's one build configuration deploys to.
    private static func project(synchronized: Bool, deploymentTarget: String? = nil) -> String {
        let shopGroup = synchronized ? """
                A3000002 /* Shop */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
        """ : """
                A3000002 /* Shop */ = {
                    isa = PBXGroup;
                    children = (
                        A2000002 /* ShopApp.swift */,
                        A3000003 /* Views */,
                    );
                    path = Shop;
                    sourceTree = "<group>";
                };
                A3000003 /* Views */ = {
                    isa = PBXGroup;
                    children = (
                        A2000001 /* CartView.swift */,
                    );
                    path = Views;
                    sourceTree = "<group>";
                };
        """
        return """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 56;
            objects = {

        /* Begin PBXBuildFile section */
                A1000001 /* CartView.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2000001 /* CartView.swift */; };
                A1000002 /* ShopApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2000002 /* ShopApp.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
                A2000001 /* CartView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartView.swift; sourceTree = "<group>"; };
                A2000002 /* ShopApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopApp.swift; sourceTree = "<group>"; };
                A2000003 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
                A3000001 = {
                    isa = PBXGroup;
                    children = (
                        A3000002 /* Shop */,
                    );
                    sourceTree = "<group>";
                };
        \(shopGroup)
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
                A4000001 /* Shop */ = {
                    isa = PBXNativeTarget;
                    buildPhases = (
                        A5000001 /* Sources */,
                    );
                    name = Shop;
                    productReference = A2000003 /* Shop.app */;
                    productType = "com.apple.product-type.application";
                };
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
                A6000001 /* Project object */ = {
                    isa = PBXProject;
                    mainGroup = A3000001;
                    projectDirPath = "";
                    projectRoot = "";
                    targets = (
                        A4000001 /* Shop */,
                    );
                };
        /* End PBXProject section */

        \(deploymentTarget.map { """
                A7000001 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        IPHONEOS_DEPLOYMENT_TARGET = \($0);
                        SDKROOT = iphoneos;
                    };
                    name = Debug;
                };
        """ } ?? "")
        /* Begin PBXSourcesBuildPhase section */
                A5000001 /* Sources */ = {
                    isa = PBXSourcesBuildPhase;
                    buildActionMask = 2147483647;
                    files = (
                        \(synchronized ? "" : "A1000001 /* CartView.swift in Sources */,\n                A1000002 /* ShopApp.swift in Sources */,")
                    );
                    runOnlyForDeploymentPostprocessing = 0;
                };
        /* End PBXSourcesBuildPhase section */
            };
            rootObject = A6000001 /* Project object */;
        }
        """
    }

    /// The shop linted as a folder, with `project` (if any) as its `project.pbxproj`.
    private static func lintShop(project: String?) throws -> ViewLintProcess.Output {
        let directory = try shop()
        if let project { try directory.write("Shop.xcodeproj/project.pbxproj", project) }
        return try ViewLintProcess.run([directory.url.path])
    }

    @Test func aFolderNoTargetBuildsIsLeftOut() throws {
        let output = try Self.lintShop(project: Self.project(synchronized: false))
        #expect(output.standardError.contains("viewlint: 2 files,"), "\(output.standardError)")
        #expect(!output.standardOutput.contains("OldCartView.swift"), "\(output.standardOutput)")
    }

    /// Xcode on macOS's case-insensitive disk builds a group written `path = views;` from the
    /// folder `Views/`: its files are built, and the old copy beside them is still left out.
    /// (The twin above spells the group as the disk does.)
    @Test(arguments: [false, true])
    func aGroupSpelledInAnotherCaseStillBuildsItsFolder(_ synchronized: Bool) throws {
        let output = try Self.lintShop(project: Self.project(synchronized: synchronized)
            .replacingOccurrences(of: "path = Views;", with: "path = views;")
            .replacingOccurrences(of: "path = Shop;", with: "path = shop;"))
        #expect(output.standardError.contains("viewlint: \(synchronized ? 3 : 2) files,"), "\(output.standardError)")
        #expect(output.standardOutput.contains("OldCartView.swift") == synchronized, "\(output.standardOutput)")
    }

    /// The twins: no project, a synchronized folder, or a project file that cannot be read.
    @Test(arguments: [nil, "synchronized", "{ objects = ("])
    func everyFileIsLintedWhereNoProjectSaysOtherwise(_ project: String?) throws {
        let output = try Self.lintShop(project: project == "synchronized" ? Self.project(synchronized: true) : project)
        #expect(output.standardError.contains("viewlint: 3 files,"), "\(output.standardError)")
        #expect(output.standardOutput.contains("OldCartView.swift:3:14:"), "\(output.standardOutput)")
    }

    /// A project whose target compiles only Objective-C (a helper tool beside the app) says
    /// nothing about the Swift files under its folder: they are all linted.
    @Test func aProjectBuildingNoSwiftLeavesEveryFileIn() throws {
        let output = try Self.lintShop(project: Self.project(synchronized: false)
            .replacingOccurrences(of: "path = CartView.swift;", with: "path = CartView.m;")
            .replacingOccurrences(of: "path = ShopApp.swift;", with: "path = main.m;"))
        #expect(output.standardError.contains("viewlint: 3 files,"), "\(output.standardError)")
        #expect(output.standardOutput.contains("OldCartView.swift:3:14:"), "\(output.standardOutput)")
    }

    /// The suggestion of `onChange(of:initial:_:)` names the iOS release that brought it only
    /// where the project deploys to older ones.
    @Test(arguments: [("16.0", "`.onChange(of: query, initial: true) { … }` (iOS 17+) in place"),
                      ("17.0", "`.onChange(of: query, initial: true) { … }` in place")])
    func theSuggestionSaysWhatTheProjectDeploysTo(_ deploymentTarget: String, _ expected: String) throws {
        let directory = try Self.shop()
        try directory.write("Shop/Views/CartView.swift", """
        struct CartView: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    TextField("Search", text: $query)
                    Results(query: query)
                }
            }
        }
        struct Results: View {
            let query: String
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .onAppear { hits = Catalog.search(query) }
            }
        }
        """)
        try directory.write("Shop.xcodeproj/project.pbxproj", Self.project(synchronized: false, deploymentTarget: deploymentTarget))
        let output = try ViewLintProcess.run([directory.url.path, "--only", "untracked-task-dependency"])
        #expect(output.standardOutput.contains(expected), "\(output.standardOutput)")
    }

    /// A file named on the command line is linted, whatever the project says.
    @Test func aFileNamedOnTheCommandLineIsLinted() throws {
        let directory = try Self.shop()
        try directory.write("Shop.xcodeproj/project.pbxproj", Self.project(synchronized: false))
        let output = try ViewLintProcess.run([directory.url.appendingPathComponent("Shop/Views/Old/OldCartView.swift").path])
        #expect(output.standardOutput.contains("OldCartView.swift:3:14:"), "\(output.standardOutput)")
    }
}
