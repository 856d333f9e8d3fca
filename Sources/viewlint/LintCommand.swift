import Analyzer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viewlint [lint] PATH…`: lints every Swift file under the paths, each directory argument as
/// one module (or one per independent project in it); reports in the compiler's format; `--fix` applies safe fixes first.
enum LintCommand {
    struct Options {
        var rules: [Rule]
        var jobs: Int
        var strict: Bool
        var quiet: Bool
        var verbose: Bool
        var fix: Bool
        var resolver: ConfigurationResolver
        /// `--confirm`: reproduce findings in the engine.
        var confirmation: Confirming.Settings?
        /// `--reporter`: the output format (else the configuration's, else text).
        var reporter: String?
        /// `--output`: where the report goes (else standard output).
        var output: String?
        /// Where findings of unchanged modules are replayed from (`nil`: `--no-cache`, or an
        /// option that needs the syntax trees).
        var cache: LintCache?
        /// The named images of the asset catalogs and the image files under the paths linted,
        /// with the sizes that could be read.
        var images = AssetCatalog.Inventory()
    }

    static func run(_ arguments: Arguments) -> ExitStatus {
        let options: Options
        switch makeOptions(arguments) {
        case .success(let value): options = value
        case .failure(let error): return Console.fail(error.message)
        }
        if options.jobs == 1 { MallocArenas.limit(to: 1) }
        let started = Date()
        let selection: FindingSelection
        switch FindingSelection.prepare(arguments) {
        case .success(let prepared): selection = prepared
        case .failure(let error): return Console.fail(error.message)
        }
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        guard let modules = ModuleLoader.modules(in: paths) else { return .inputError }
        // Files named on the command line are linted even where a configuration excludes them.
        let named = Set(paths.filter { DirectoryListing.kind(of: $0) == .file })
        var configurationFailed = false
        var settingsByPath: [String: RuleSettings] = [:]
        let lintedGroups = modules.map { module in
            module.files.filter { path in
                do throws(Configuration.LoadError) {
                    let configuration = try options.resolver.configuration(for: path)
                    for warning in options.resolver.newWarnings(for: configuration) { Console.error(warning) }
                    settingsByPath[path] = configuration?.settings ?? RuleSettings()
                    return named.contains(path) || (configuration?.includes(path) ?? true)
                } catch {
                    if !configurationFailed { Console.error(error.description) }
                    configurationFailed = true
                    return false
                }
            }
        }
        if configurationFailed { return .inputError }

        var unreadable = 0
        var fileCount = 0
        var findings: [Finding] = []
        var files: [String: SourceFile] = [:]
        var fixed = 0
        var unwritable = 0
        var replayed = 0
        let lastGroup = lintedGroups.lastIndex { !$0.isEmpty }
        for (groupIndex, group) in lintedGroups.enumerated() where !group.isEmpty {
            let loader = ModuleLoader(jobs: options.jobs)
            let read = loader.read(group)
            unreadable += read.unreadableCount
            fileCount += group.count
            let build = Self.build(deployingTo: modules[groupIndex].deploymentTargets)
            let cacheKey = options.cache.map { _ in
                LintCache.key(for: read.sources, settings: settingsByPath, rules: options.rules, images: options.images,
                              build: build)
            }
            if let cache = options.cache, let cacheKey, let cached = cache.findings(for: cacheKey, sources: read.sources) {
                keep(read.sources, referencedBy: cached, in: &files)
                findings += cached
                replayed += 1
                continue
            }
            var trees = loader.parse(read.sources)
            // Fixes and confirmation work on after linting: there the index is freed as before.
            let keepsUntilExit = groupIndex == lastGroup && !options.fix && options.confirmation == nil
            var moduleFindings = lint(trees, build: build, settings: settingsByPath, options: options, keepingUntilExit: keepsUntilExit)
            if let cache = options.cache, let cacheKey { cache.store(moduleFindings, for: cacheKey) }
            if options.fix {
                let outcome = Fixer.fix(trees: trees, findings: moduleFindings) { lint($0, build: build, settings: settingsByPath, options: options) }
                for note in outcome.notes { Console.error(note) }
                (trees, moduleFindings) = (outcome.trees, outcome.findings)
                fixed += outcome.fixed
                unwritable += outcome.unwritable
            }
            if let confirmation = options.confirmation {
                moduleFindings = Confirming.annotate(moduleFindings, trees: trees, with: confirmation, jobs: options.jobs)
            }
            if options.verbose { reportParseProblems(trees) }
            keep(trees.map(\.file), referencedBy: moduleFindings, in: &files)
            findings += moduleFindings
            if keepsUntilExit { ExitRetention.keep(trees) }
        }
        let stale: Int?
        switch selection.apply(findings, files: files) {
        case .success(let selected): (findings, stale) = selected
        case .failure(let error): return Console.fail(error.message)
        }
        var reporterName = options.reporter
        if reporterName == nil, let configuration = try? options.resolver.configuration(for: paths[0] + "/.") { reporterName = configuration.reporter }
        let reporter = reporterName.flatMap(Reporters.named) ?? TextReporter.self
        let text = reporter.render(Report(findings: findings, files: files, quiet: options.quiet))
        if let output = options.output {
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                return Console.fail("cannot write the report to '\(output)'")
            }
        } else {
            Console.out(text, terminator: "")
        }
        if !options.quiet {
            Console.error(summary(files: fileCount, findings: findings, unreadable: unreadable, fixed: fixed, stale: stale,
                                  replayed: replayed, since: started))
        }
        if let stamp = arguments.values["--stamp"], !FileManager.default.createFile(atPath: stamp, contents: Data()) {
            return Console.fail("cannot write the stamp file '\(stamp)'")
        }
        if unreadable > 0 || unwritable > 0 { return .inputError }
        let failing = findings.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
        return failing ? .findings : .clean
    }

    private static func makeOptions(_ arguments: Arguments) -> Result<Options, UsageError> {
        let jobs: Int
        switch arguments.positiveInteger("--jobs", default: ParallelRunner.defaultJobs) {
        case .success(let value): jobs = value
        case .failure(let error): return .failure(error)
        }
        var rules = RuleRegistry.rules
        switch arguments.ruleList("--only") {
        case .success(let only?): rules = rules.filter { only.contains($0.id) }
        case .success(nil): break
        case .failure(let error): return .failure(error)
        }
        switch arguments.ruleList("--disable") {
        case .success(let disabled?): rules = rules.filter { !disabled.contains($0.id) }
        case .success(nil): break
        case .failure(let error): return .failure(error)
        }
        var explicit: Configuration?
        if let path = arguments.values["--config"] {
            do throws(Configuration.LoadError) {
                explicit = try Configuration.load(path: path)
            } catch {
                return .failure(UsageError(error.description.replacingAll("\(path): error: ", with: "\(path): ")))
            }
            for warning in explicit?.warnings ?? [] { Console.error(warning) }
        }
        if let name = arguments.values["--reporter"], Reporters.named(name) == nil {
            return .failure(UsageError("unknown reporter '\(name)' (one of \(Reporters.names.joined(separator: ", ")))"))
        }
        var confirmation: Confirming.Settings?
        if arguments.has("--confirm") {
            confirmation = Confirming.Settings(withTrace: arguments.values["--confirm"] == "trace", onlyConfirmed: false)
        }
        if let filter = arguments.values["--confirm-filter"] {
            guard filter == "confirmed" else {
                return .failure(UsageError("option '--confirm-filter' takes 'confirmed', not '\(filter)'"))
            }
            confirmation = Confirming.Settings(withTrace: confirmation?.withTrace ?? false, onlyConfirmed: true)
        }
        // Rules and layout scenarios need the images' sizes: the asset catalogs under the paths linted.
        let images = AssetCatalog.inventory(under: arguments.paths)
        confirmation?.imageSizes = LayoutImageSizes.layoutSizes(images.sizes)
        confirmation?.includesRemarks = !arguments.has("--quiet")
        confirmation?.reportsTimes = arguments.has("--verbose")
        // --fix, --confirm and --verbose work on the syntax trees, which a replay does not have.
        let usesTrees = arguments.has("--fix") || confirmation != nil || arguments.has("--verbose")
        let cache = arguments.has("--no-cache") || usesTrees ? nil
            : LintCache(directory: LintCache.directory(option: arguments.values["--cache-path"]))
        return .success(Options(rules: rules, jobs: jobs, strict: arguments.has("--strict"), quiet: arguments.has("--quiet"),
                                verbose: arguments.has("--verbose"), fix: arguments.has("--fix"),
                                resolver: ConfigurationResolver(explicit: explicit), confirmation: confirmation,
                                reporter: arguments.values["--reporter"], output: arguments.values["--output"], cache: cache,
                                images: images))
    }

    /// Keeps, of one module's files, those its findings or their notes point into: the report
    /// needs their text for lines and columns, and nothing else of the module outlives it (a
    /// run over many modules grows with the largest, not with all of them).
    private static func keep(_ sources: [SourceFile], referencedBy findings: [Finding], in files: inout [String: SourceFile]) {
        var referenced = Set(findings.map(\.path))
        for finding in findings { referenced.formUnion(finding.notes.map(\.path)) }
        for source in sources where referenced.contains(source.path) { files[source.path] = source }
    }

    /// The build a module is linted for: the default one, deploying where its Xcode projects do.
    private static func build(deployingTo targets: DeploymentTargets) -> BuildConfiguration {
        var build = BuildConfiguration.iOSDebug
        build.deploymentTargets = targets
        return build
    }

    /// `keepingUntilExit`: the module is the run's last, so its index is left for the exit to free.
    private static func lint(_ trees: [SyntaxTree], build: BuildConfiguration, settings: [String: RuleSettings], options: Options,
                             keepingUntilExit: Bool = false) -> [Finding] {
        let equatableViews = trees.reduce(into: Set<String>()) { $0.formUnion(settings[$1.file.path]?.equatableViews ?? []) }
        let index = ModuleIndex(trees: trees, configuration: build, equatableViews: equatableViews, assetImageSizes: options.images.sizes,
                                assetImageNames: options.images.names)
        if keepingUntilExit { ExitRetention.keep([index]) }
        return Linter(rules: options.rules).lint(index, settings: { settings[$0] ?? RuleSettings() }, jobs: options.jobs)
    }

    private static func reportParseProblems(_ trees: [SyntaxTree]) {
        for tree in trees {
            let count = tree.errors.count
            Console.error("\(tree.file.path): \(count) unknown node\(count == 1 ? "" : "s")")
            for error in tree.errors {
                Console.error("\(tree.file.path):\(tree.file.location(of: error.range.start)): note: not understood: \(error.message)")
            }
        }
    }

    private static func summary(files: Int, findings: [Finding], unreadable: Int, fixed: Int, stale: Int?,
                                replayed: Int, since started: Date) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            guard count > 0 else { return nil }
            let noun = severity == .info ? "remark" : severity.rawValue
            return "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        var text = "viewlint: \(files) file\(files == 1 ? "" : "s"), "
        text += counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
        if fixed > 0 { text += ", \(fixed) fixed" }
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        if let stale { text += ", \(stale) baseline entr\(stale == 1 ? "y" : "ies") no longer found" }
        let cached = replayed == 0 ? "" : replayed == 1 ? ", from the cache" : ", \(replayed) modules from the cache"
        return text + " (" + String(Date().timeIntervalSince(started), decimals: 2) + " s" + cached + ")"
    }
}
