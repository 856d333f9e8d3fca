import Foundation
import Testing

/// A folder holding several projects that share no code (two apps checked out side by side) is
/// linted one project at a time: one app's writes never make a finding in the other's view of the
/// same name. Projects join when one imports a module of the other, or when an Xcode project in
/// one compiles the other's files; a folder of Swift files that is no project keeps everything one
/// module.
@Suite struct FolderOfProjectsTests {
    /// `Greeting` loads a message for its `name`. `Notes` shows it for a literal name; `Timer`
    /// declares its own `Greeting` and shows it for a user the button changes.
    private static let greeting = """
    import SwiftUI

    struct Greeting: View {
        let name: String
        @State private var message = ""

        var body: some View {
            Text(message)
                .task { message = await Greeter.greet(name) }
        }
    }
    """

    private static func twoApps(timerIsAnApp: Bool) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Apps/Notes/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { Greeting(name: "Notes") }
            }
        }
        """)
        try directory.write("Apps/Notes/Greeting.swift", greeting)
        try directory.write("Apps/Timer/TimerApp.swift", """
        import SwiftUI

        \(timerIsAnApp ? "@main" : "")
        struct TimerApp: App {
            @State private var user = "guest"

            var body: some Scene {
                WindowGroup {
                    VStack {
                        Greeting(name: user)
                        Button("Sign in") { user = "ada" }
                    }
                }
            }
        }
        """)
        try directory.write("Apps/Timer/Greeting.swift", greeting)
        return directory
    }

    private static func warnings(in output: ViewLintProcess.Output, at file: String) -> Int {
        output.standardOutput.split(separator: "\n").filter { $0.contains(file) && $0.contains(": warning: ") }.count
    }

    /// Each app is its own module: only Timer's `Greeting` is given a name that changes.
    /// Without `@main`, `Timer` is a folder of Swift files, not a project of its own: the folder
    /// is one module, and Timer's sign-in reaches Notes' `Greeting` of the same name.
    @Test(arguments: [true, false])
    func twoAppsSideBySideAreTwoModulesVersusAFolderThatIsNoProject(_ timerIsAnApp: Bool) throws {
        let directory = try Self.twoApps(timerIsAnApp: timerIsAnApp)
        let output = try ViewLintProcess.run(["--no-cache", directory.url.appendingPathComponent("Apps").path])
        #expect(Self.warnings(in: output, at: "Timer/Greeting.swift:9:14") == 1, "\(output.standardOutput)")
        #expect(Self.warnings(in: output, at: "Notes/Greeting.swift:9:14") == (timerIsAnApp ? 0 : 1), "\(output.standardOutput)")
    }

    /// `Badge` is a package's view; the app shows it for a count that is always 3. Importing the
    /// package joins the two into one module, where that creation fixes the count. An app that
    /// imports another module leaves the package on its own, where nothing creates `Badge`: a
    /// library's view, whose callers may pass any count. (The package depends on `BadgeCore`
    /// itself: a product it uses is not one it declares.)
    @Test(arguments: [("BadgeKit", 0), ("BadgeCore", 1)])
    func anImportJoinsTheProjectThatDeclaresTheModule(_ imported: String, _ expected: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Repo/Kit/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["BadgeKit"])],
            dependencies: [.package(url: "https://example.com/badge-core", from: "1.0.0")],
            targets: [.target(name: "BadgeKit", dependencies: [.product(name: "BadgeCore", package: "badge-core")])]
        )
        """)
        try directory.write("Repo/Kit/Sources/BadgeKit/Badge.swift", """
        import SwiftUI

        public struct Badge: View {
            let count: Int
            @State private var label = ""

            public init(count: Int) { self.count = count }

            public var body: some View {
                Text(label)
                    .task { label = await Labels.describe(count) }
            }
        }
        """)
        try directory.write("Repo/App/InboxApp.swift", """
        import SwiftUI
        import \(imported)

        @main
        struct InboxApp: App {
            var body: some Scene {
                WindowGroup { Badge(count: 3) }
            }
        }
        """)
        let output = try ViewLintProcess.run(["--no-cache", directory.url.appendingPathComponent("Repo").path])
        #expect(Self.warnings(in: output, at: "Badge.swift:11:14") == expected, "\(output.standardOutput)")
    }

    /// The app's Xcode project compiles the widget's folder too (a synchronized folder `../Widget`),
    /// so the app's sign-in reaches the `Greeting` declared there; pointed at another folder, the
    /// project leaves the widget a module of its own, whose one `Greeting` has a literal name.
    /// (`projectFolder`: where the project lies; in a folder of its own, `Xcode/`, it compiles
    /// `../Timer` as well.)
    @Test(arguments: [("../Widget", "Timer", 1), ("../Complication", "Timer", 0), ("../Widget", "Xcode", 1),
                      ("../Complication", "Xcode", 0)])
    func aProjectCompilingAnotherFoldersFilesJoinsIt(_ syncedFolder: String, _ projectFolder: String, _ expected: Int) throws {
        let directory = try Self.twoApps(timerIsAnApp: true)
        let apps = directory.url.appendingPathComponent("Apps")
        try FileManager.default.moveItem(at: apps.appendingPathComponent("Notes"), to: apps.appendingPathComponent("Widget"))
        try FileManager.default.removeItem(at: apps.appendingPathComponent("Timer/Greeting.swift"))
        try directory.write("Apps/\(projectFolder)/Timer.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXGroup; children = (B2, B3); sourceTree = "<group>"; };
                B2 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(projectFolder == "Timer" ? "." : "../Timer"); sourceTree = "<group>"; };
                B3 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(syncedFolder); sourceTree = "<group>"; };
                B4 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (B2, B3); name = Timer; };
                B5 = {isa = PBXProject; mainGroup = B1; projectDirPath = ""; targets = (B4); };
            };
            rootObject = B5;
        }
        """)
        let output = try ViewLintProcess.run(["--no-cache", apps.path])
        #expect(Self.warnings(in: output, at: "Widget/Greeting.swift:9:14") == expected, "\(output.standardOutput)")
    }
}
