#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Review mode: the lines a diff adds or changes, per file, from `git diff -U0 REV`
/// (`--changed-since`) or a unified diff file (`--changed-lines`).
struct ChangedLines {
    /// Changed line numbers (1-based, in the new file) by absolute path.
    private(set) var lines: [String: Set<Int>] = [:]

    struct Failure: Error {
        let message: String
    }

    static func since(_ revision: String) -> Result<ChangedLines, Failure> {
        guard case .success(let root) = git(["rev-parse", "--show-toplevel"]) else {
            return .failure(Failure(message: "--changed-since needs a git repository (run viewlint inside one)"))
        }
        switch git(["diff", "-U0", "--no-color", "--no-ext-diff", revision, "--"]) {
        case .success(let diff): return .success(parse(diff, root: root.trimmingWhitespace(newlines: true)))
        case .failure(let failure): return .failure(Failure(message: "git diff \(revision): \(failure.message)"))
        }
    }

    static func from(file path: String) -> Result<ChangedLines, Failure> {
        guard let data = FileManager.default.contents(atPath: path), let diff = String(data: data, encoding: .utf8) else {
            return .failure(Failure(message: "cannot read the diff '\(path)'"))
        }
        let root = (try? gitRoot()) ?? FileManager.default.currentDirectoryPath
        return .success(parse(diff, root: root))
    }

    private static func gitRoot() throws -> String? {
        guard case .success(let root) = git(["rev-parse", "--show-toplevel"]) else { return nil }
        return root.trimmingWhitespace(newlines: true)
    }

    /// `+++ b/path` names the file; `@@ -a,b +c,d @@` adds lines c ..< c+d (d defaults to 1).
    static func parse(_ diff: String, root: String) -> ChangedLines {
        var result = ChangedLines()
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                var path = String(line.dropFirst(4))
                if path == "/dev/null" { current = nil; continue }
                if path.hasPrefix("b/") { path.removeFirst(2) }
                current = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
            } else if line.hasPrefix("@@"), let current, let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) {
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                result.lines[current, default: []].formUnion(start..<(start + count))
            }
        }
        return result
    }

    /// Whether a finding at this file and line is on a changed line.
    func contains(path: String, line: Int) -> Bool {
        lines[URL(fileURLWithPath: path).standardizedFileURL.path]?.contains(line) ?? false
    }

    private static func git(_ arguments: [String]) -> Result<String, Failure> {
        guard let run = Subprocess.run(["git"] + arguments) else {
            return .failure(Failure(message: "cannot run git"))
        }
        guard run.status == 0 else {
            let message = String(decoding: run.standardError, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "failed"
            return .failure(Failure(message: message))
        }
        return .success(String(decoding: run.standardOutput, as: UTF8.self))
    }
}
