import Analyzer
import Foundation

/// `viewlint-bench PATH …`: where the time goes on real code. Each phase of a lint — walk,
/// read, lex, parse, index, module uses, static view types, each rule, report — is timed on
/// its own over every module under the paths (one module per directory argument, as the
/// command line groups them), on one core; then the whole pipeline once on one core and once
/// on all. Peak memory is the benchmark process's own (it keeps every module alive); the
/// command line's peak, which frees each module before the next, is what `compare.sh` prints.
struct RealCodeBenchmark {
    let paths: [String]
    let runs: Int

    /// One module: its files read and parsed, indexed, with the rules' view contexts.
    private struct Module {
        let sources: [SourceFile]
        let trees: [SyntaxTree]
        let index: ModuleIndex
        let contexts: [ViewContext]
    }

    func run() {
        let walked: [FileWalker.Module]
        do {
            walked = try FileWalker().modules(in: paths)
        } catch {
            FileHandle.standardError.write(Data("viewlint-bench: error: \(error.description)\n".utf8))
            exit(2)
        }
        let groups = walked.map(\.files)
        let images = AssetCatalog.inventory(under: paths)
        let sourcesByModule = groups.map { $0.compactMap { try? SourceFile.load(path: $0) } }
        let allSources = sourcesByModule.flatMap { $0 }
        let bytes = allSources.reduce(0) { $0 + $1.bytes.count }
        let lines = allSources.reduce(0) { $0 + $1.lineCount }
        print("real code: \(allSources.count) files in \(groups.count) modules, \(lines) lines, "
              + String(format: "%.2f MB", Double(bytes) / 1_000_000) + "; \(runs) runs per phase, medians")

        let modules = zip(sourcesByModule, walked).map { Self.prepare($0, build: Self.build(for: $1), images: images) }
        var phases: [(String, Measurement)] = []
        phases.append(("walk", Measurement("walk", runs: runs) { _ = try? FileWalker().moduleGroups(in: paths) }))
        phases.append(("read", Measurement("read", runs: runs) {
            for group in groups { for path in group { _ = try? SourceFile.load(path: path) } }
        }))
        phases.append(("lex", Measurement("lex", runs: runs) { for source in allSources { _ = Lexer.tokenize(source) } }))
        let lexAndParse = Measurement("lex + parse", runs: runs) { for source in allSources { _ = SyntaxTree.parse(source) } }
        phases.append(("index", Measurement("index", runs: runs) {
            for (module, files) in zip(modules, walked) { _ = Self.index(module.trees, build: Self.build(for: files), images: images) }
        }))
        phases.append(("module uses", Measurement("module uses", runs: runs) {
            for module in modules { _ = ModuleUses.collect(from: module.index, jobs: 1) }
        }))
        phases.append(("view types", Measurement("view types", runs: runs) {
            for module in modules { for view in module.index.views { _ = ViewBodies.bodies(of: view, in: module.index) } }
        }))
        var findings: [Finding] = []
        for rule in RuleRegistry.rules {
            phases.append(("rule " + rule.id, Measurement(rule.id, runs: runs) {
                for module in modules { for context in module.contexts { _ = rule.check(context) } }
            }))
        }
        for module in modules { findings += Linter().lint(module.index, jobs: 1) }
        let files = Dictionary(allSources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        phases.append(("report", Measurement("report (text)", runs: runs) {
            _ = TextReporter.render(Report(findings: findings, files: files))
        }))
        let parseOnly = max(0, lexAndParse.median - phases[2].1.median)
        let total = phases.reduce(parseOnly) { $0 + $1.1.median }
        print("phase                                  median ms   share")
        func line(_ name: String, _ seconds: Double) {
            print(name.padding(toLength: 38, withPad: " ", startingAt: 0)
                  + String(format: "%10.1f  %5.1f%%", seconds * 1000, seconds / total * 100))
        }
        for (index, (name, measurement)) in phases.enumerated() {
            line(name, measurement.median)
            if index == 2 { line("parse (lex + parse − lex)", parseOnly) }
        }
        line("sum of phases", total)
        print("\(findings.count) findings")

        let oneCore = Measurement("pipeline, 1 job", runs: runs) { _ = Self.pipeline(paths, jobs: 1) }
        print(oneCore.report(bytes: bytes, lines: lines, files: allSources.count))
        let cores = ParallelRunner.defaultJobs
        let allCores = Measurement("pipeline, \(cores) jobs", runs: runs) { _ = Self.pipeline(paths, jobs: cores) }
        print(allCores.report(bytes: bytes, lines: lines, files: allSources.count))
        print(String(format: "peak memory of this process: %.0f MiB", PeakMemory.mebibytes))
    }

    /// The build the command line lints a module for: iOS, deploying where its projects do.
    private static func build(for module: FileWalker.Module) -> BuildConfiguration {
        var build = BuildConfiguration.iOSDebug
        build.deploymentTargets = module.deploymentTargets
        return build
    }

    /// A module's index as the command line builds it: for its build, with the asset catalogs'
    /// image sizes (some rules follow `#if os(iOS)` branches and image sizes).
    private static func index(_ trees: [SyntaxTree], build: BuildConfiguration, images: AssetCatalog.Inventory) -> ModuleIndex {
        ModuleIndex(trees: trees, configuration: build, assetImageSizes: images.sizes, assetImageNames: images.names)
    }

    private static func prepare(_ sources: [SourceFile], build: BuildConfiguration, images: AssetCatalog.Inventory) -> Module {
        let trees = sources.map { SyntaxTree.parse($0) }
        let index = Self.index(trees, build: build, images: images)
        let uses = ModuleUses.collect(from: index, jobs: 1)
        var contexts = index.views.map { view in
            ViewContext(index: index, uses: uses, view: view, bodies: ViewBodies.bodies(of: view, in: index),
                        viewExtensionMethods: [], fileIndex: view.fileIndex)
        }
        contexts.append(ViewContext(index: index, uses: uses, view: nil, bodies: [], viewExtensionMethods: index.viewExtensionMethods,
                                    fileIndex: index.viewExtensionMethods.first?.fileIndex ?? 0))
        return Module(sources: sources, trees: trees, index: index, contexts: contexts)
    }

    /// What `viewlint --no-cache` does, module by module: walk, read, parse, lint, report.
    private static func pipeline(_ paths: [String], jobs: Int) -> Int {
        guard let modules = try? FileWalker().modules(in: paths) else { return 0 }
        let images = AssetCatalog.inventory(under: paths)
        var count = 0
        for module in modules {
            let sources = ParallelRunner.map(module.files, jobs: jobs) { try? SourceFile.load(path: $0) }.compactMap { $0 }
            let trees = ParallelRunner.map(sources, jobs: jobs) { SyntaxTree.parse($0) }
            let findings = Linter().lint(index(trees, build: build(for: module), images: images), jobs: jobs)
            let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            count += TextReporter.render(Report(findings: findings, files: files)).utf8.count
        }
        return count
    }
}

/// The process's peak resident memory so far.
enum PeakMemory {
    #if os(Linux)
    private static let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF
    #endif

    static var mebibytes: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_maxrss) / maxrssUnitsPerMebibyte
    }

    /// `ru_maxrss` is in kibibytes on Linux, bytes on macOS.
    #if os(Linux)
    private static let maxrssUnitsPerMebibyte = 1024.0
    #else
    private static let maxrssUnitsPerMebibyte = 1024.0 * 1024
    #endif
}
