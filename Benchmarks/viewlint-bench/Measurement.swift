import Foundation

/// Times a closure over several runs and reports the median.
struct Measurement {
    let label: String
    let seconds: [Double]

    init(_ label: String, runs: Int, _ body: () -> Void) {
        self.label = label
        var seconds: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        self.seconds = seconds
    }

    var median: Double {
        let sorted = seconds.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// `label  median 41.2 MB/s  1,234,567 lines/s  (min … max ms over N runs)`.
    func report(bytes: Int, lines: Int, files: Int? = nil) -> String {
        let megabytesPerSecond = Double(bytes) / 1_000_000 / median
        let linesPerSecond = Double(lines) / median
        var text = label.padding(toLength: 24, withPad: " ", startingAt: 0)
        text += String(format: "median %7.1f MB/s  %10.0f lines/s", megabytesPerSecond, linesPerSecond)
        if let files { text += String(format: "  %8.0f files/s", Double(files) / median) }
        text += String(format: "  (%.1f ms median, %.1f–%.1f ms over %d runs)",
                       median * 1000, (seconds.min() ?? 0) * 1000, (seconds.max() ?? 0) * 1000, seconds.count)
        return text
    }
}
