import Analyzer

/// What a run reports of what it found: in review mode only findings on changed lines, with a
/// baseline only findings it does not hold; and the baseline `--write-baseline` records.
struct FindingSelection {
    var changedLines: ChangedLines?
    var baseline: Baseline?
    var writeBaseline: String?

    /// Reads the diff and the baseline the options name, before any linting: a bad revision or
    /// file is one error line, not a late surprise.
    static func prepare(_ arguments: Arguments) -> Result<FindingSelection, UsageError> {
        var selection = FindingSelection(writeBaseline: arguments.values["--write-baseline"])
        if let revision = arguments.values["--changed-since"] {
            switch ChangedLines.since(revision) {
            case .success(let lines): selection.changedLines = lines
            case .failure(let failure): return .failure(UsageError(failure.message))
            }
        }
        if let path = arguments.values["--changed-lines"] {
            switch ChangedLines.from(file: path) {
            case .success(let lines): selection.changedLines = lines
            case .failure(let failure): return .failure(UsageError(failure.message))
            }
        }
        if let path = arguments.values["--baseline"] {
            do throws(Baseline.LoadError) {
                selection.baseline = try Baseline.load(path: path)
            } catch {
                return .failure(UsageError(error.description))
            }
        }
        return .success(selection)
    }

    /// The findings to report and, with a baseline, how many of its entries matched nothing.
    func apply(_ findings: [Finding], files: [String: SourceFile]) -> Result<(findings: [Finding], stale: Int?), UsageError> {
        var selected = findings
        if let changedLines {
            selected = selected.filter { finding in
                guard let file = files[finding.path] else { return false }
                return changedLines.contains(path: finding.path, line: file.location(of: finding.range.start).line)
            }
        }
        if let writeBaseline {
            do {
                try Baseline.file(for: Report(findings: selected, files: files)).write(toFile: writeBaseline, atomically: true, encoding: .utf8)
            } catch {
                return .failure(UsageError("cannot write the baseline to '\(writeBaseline)'"))
            }
        }
        guard let baseline else { return .success((selected, nil)) }
        let (new, stale) = baseline.filter(Report(findings: selected, files: files))
        return .success((new, stale))
    }
}
