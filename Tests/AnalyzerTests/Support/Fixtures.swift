import Foundation
@testable import Analyzer

/// The realistic Swift sources shipped with the repository: `Tests/Fixtures` and `Examples`.
enum Fixtures {
    /// The repository root, found from this file's location (`Tests/AnalyzerTests/Support`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Paths relative to the repository root (`Tests/Fixtures/AlbumEditor.swift`), sorted.
    static let relativePaths: [String] = {
        ["Tests/Fixtures", "Examples"].flatMap { directory -> [String] in
            let url = repositoryRoot.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
        }
    }()

    /// Loads a fixture by its relative path.
    static func load(_ relativePath: String) throws -> SourceFile {
        try SourceFile.load(path: repositoryRoot.appendingPathComponent(relativePath).path)
    }
}
