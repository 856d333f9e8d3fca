import Foundation
import Testing
@testable import Analyzer

/// `.viewlint.json`: rule settings, include/exclude globs, and clear messages for mistakes.
@Suite final class ConfigurationTests {
    /// This test's folder; each configuration it writes gets a subfolder. Removed when the test ends.
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-config-\(UUID().uuidString)")
    private var written = 0

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ json: String) throws -> String {
        written += 1
        let directory = root.appendingPathComponent("\(written)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(".viewlint.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func rulesCanBeTurnedOffOrRaised() throws {
        let path = try write(#"{"rules": {"non-pod-view": "off", "conditional-modifier": "error"}}"#)
        let configuration = try Configuration.load(path: path)
        #expect(!configuration.settings.isEnabled("non-pod-view"))
        #expect(configuration.settings.isEnabled("untracked-task-dependency"))
        let finding = Finding(ruleID: "conditional-modifier", severity: .warning, message: "", path: "x", range: SourceRange(0, 0))
        #expect(configuration.settings.severity(of: finding, defaultSeverity: .warning) == .error)
        #expect(configuration.warnings.isEmpty)
    }

    @Test func viewsOptInToGeneratedConformancesByName() throws {
        let configuration = try Configuration.load(path: try write(#"{"equatable": ["PostRow", "Feed.Cell"]}"#))
        #expect(configuration.settings.equatableViews == ["PostRow", "Feed.Cell"])
        #expect(configuration.warnings.isEmpty)
        #expect(try Configuration.load(path: try write("{}")).settings.equatableViews.isEmpty)
    }

    @Test func unknownKeysAndRulesAreWarningsNamingTheFile() throws {
        let path = try write(#"{"rulez": {}, "rules": {"no-such-rule": "off"}}"#)
        let configuration = try Configuration.load(path: path)
        #expect(configuration.warnings == [
            "\(path): warning: unknown key 'rulez' in configuration (known keys: rules, exclude, include, reporter, equatable)",
            "\(path): warning: unknown rule 'no-such-rule' in configuration (see 'viewlint rules')",
        ])
    }

    @Test(arguments: [
        (#"{"rules": "#, "configuration is not valid JSON"),
        (#"[1, 2]"#, "configuration must be a JSON object"),
        (#"{"rules": {"non-pod-view": "loud"}}"#, #"rule 'non-pod-view' must be "off", "info", "warning" or "error""#),
        (#"{"exclude": "Tests"}"#, "'exclude' must be an array of path patterns"),
        (#"{"equatable": "PostRow"}"#, "'equatable' must be an array of view names"),
    ])
    func invalidConfigurationIsOneClearError(json: String, message: String) throws {
        let path = try write(json)
        #expect(throws: Configuration.LoadError.self) { try Configuration.load(path: path) }
        do {
            _ = try Configuration.load(path: path)
        } catch {
            #expect(error.description == "\(path): error: \(message)")
        }
    }

    @Test func excludeAndIncludeGlobs() throws {
        let path = try write(#"{"exclude": ["Generated", "**/*Mock.swift"], "include": ["Sources/**"]}"#)
        let configuration = try Configuration.load(path: path)
        let root = (path as NSString).deletingLastPathComponent
        #expect(configuration.includes(root + "/Sources/App/ContentView.swift"))
        #expect(!configuration.includes(root + "/Sources/Generated/Assets.swift"))
        #expect(!configuration.includes(root + "/Sources/App/NetworkMock.swift"))
        #expect(!configuration.includes(root + "/Tests/AppTests/ViewTests.swift"))
    }

    @Test(arguments: [
        ("*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/App/A.swift", false),
        ("Sources/**/*.swift", "Sources/App/Deep/A.swift", true),
        ("**/Previews", "Sources/App/Previews/A.swift", true),
        ("Tests/", "Tests/Unit/A.swift", true),
        ("?.swift", "AB.swift", false),
    ])
    func globMatching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}

/// `"reporter"` names the output format; anything else is an error naming the formats.
extension ConfigurationTests {
    @Test func aReporterNameIsReadAndAnUnknownOneIsAnError() throws {
        let good = try Configuration.load(path: try write(#"{ "reporter": "sarif" }"#))
        #expect(good.reporter == "sarif")
        let bad = try write(#"{ "reporter": "yaml" }"#)
        #expect(throws: Configuration.LoadError.self) { try Configuration.load(path: bad) }
    }
}
