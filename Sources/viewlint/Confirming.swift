import Dispatch
import Analyzer
import Engine

/// `--confirm`: each finding reproduced in the engine; its verdict becomes a note at the
/// finding's position (`note: confirmed: …`), with the decisive events under `--confirm=trace`.
enum Confirming {
    struct Settings {
        /// `--confirm=trace`: the decisive events as further notes.
        var withTrace: Bool
        /// `--confirm-filter confirmed`: keep only the findings the engine confirmed.
        var onlyConfirmed: Bool
        /// Sizes of the module's images, for the layout scenarios.
        var imageSizes: [String: Size] = [:]
        /// Remarks are reproduced too, unless `--quiet` leaves them out of the report.
        var includesRemarks = true
        /// `--verbose`: how long each verdict took, on standard error.
        var reportsTimes = false
    }

    /// The findings with their verdicts. A remark about a value (a stored closure) claims what a
    /// warning does (a body that re-runs on every update), only at a lower cost, so it is
    /// reproduced the same way; other remarks are left as they are.
    static func annotate(_ findings: [Finding], trees: [SyntaxTree], with settings: Settings, jobs: Int) -> [Finding] {
        let index = ModuleIndex(trees: trees)
        let confirmer = Confirmer(index: index, uses: ModuleUses.collect(from: index, jobs: jobs),
                                  layout: LayoutPass.Options(imageSizes: settings.imageSizes))
        let timed = ParallelRunner.map(findings, jobs: jobs) { finding -> (Reproduction, Double)? in
            // A remark that names what it is about (the closure a view stores) claims what the
            // warning does; one that names nothing (a comparison by reflection) claims a cost,
            // which the engine does not time.
            if finding.severity == .info, !settings.includesRemarks || finding.subject?.values.isEmpty != false { return nil }
            let start = DispatchTime.now().uptimeNanoseconds
            let verdict = confirmer.confirm(finding)
            return (verdict, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        if settings.reportsTimes {
            for (finding, entry) in zip(findings, timed) {
                guard let (verdict, milliseconds) = entry, let file = trees.first(where: { $0.file.path == finding.path })?.file else { continue }
                Console.error("\(finding.path):\(file.location(of: finding.range.start)): \(finding.ruleID) \(verdict.verdict.rawValue) in "
                    + String(milliseconds, decimals: 1) + " ms")
            }
        }
        let verdicts = timed.map { $0?.0 }
        var annotated: [Finding] = []
        for (finding, verdict) in zip(findings, verdicts) {
            guard let verdict else {
                if !settings.onlyConfirmed { annotated.append(finding) }
                continue
            }
            if settings.onlyConfirmed && verdict.verdict != .confirmed { continue }
            var copy = finding
            copy.verdict = FindingVerdict(verdict: verdict.verdict.rawValue, summary: verdict.summary, trace: verdict.trace)
            copy.notes.append(FindingNote(message: "\(verdict.verdict.rawValue): \(verdict.summary)", path: finding.path, range: finding.range))
            if settings.withTrace {
                copy.notes += verdict.trace.map { FindingNote(message: "trace: \($0)", path: finding.path, range: finding.range) }
            }
            annotated.append(copy)
        }
        return annotated
    }
}
