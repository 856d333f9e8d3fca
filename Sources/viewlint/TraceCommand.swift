import Analyzer
import Engine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viewlint trace PATH… --view NAME [steps]`: mounts a view in the engine's harness, prints the
/// first render, then applies `--change`, `--set` and `--tap` in order and prints what each did.
/// With `--all`, mounts every view of the module once and prints one line per view.
enum TraceCommand {
    static func run(_ arguments: Arguments) -> ExitStatus {
        guard !arguments.paths.isEmpty else {
            return Console.fail("trace needs at least one file or directory (viewlint trace PATH … --view NAME)")
        }
        let format = arguments.values["--format"] ?? "text"
        guard ["text", "dot"].contains(format) else {
            return Console.fail("option '--format' must be 'text' or 'dot', not '\(format)'")
        }
        guard let groups = ModuleLoader.moduleGroups(in: arguments.paths) else { return .inputError }
        let loaded = ModuleLoader(jobs: ParallelRunner.defaultJobs).load(groups.flatMap { $0 })
        let index = ModuleIndex(trees: loaded.trees)
        if arguments.has("--all") {
            let status = ParallelRunner.onLargeStack { traceAll(index) }
            return loaded.unreadableCount > 0 ? .inputError : status
        }
        guard let viewName = arguments.values["--view"] else {
            return Console.fail("trace needs --view NAME (or --all); views here: \(index.views.map(\.name).sorted().prefix(12).joined(separator: ", "))")
        }
        guard index.type(named: viewName)?.isView == true else {
            return Console.fail("no view named '\(viewName)' in \(arguments.paths.joined(separator: ", "))")
        }
        var inputs: [String: String] = [:]
        var steps: [(String, String, String)] = []
        for (name, value) in arguments.orderedValues where ["--input", "--change", "--set", "--tap"].contains(name) {
            if name == "--tap" { steps.append((name, value, "")); continue }
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                return Console.fail("option '\(name)' needs NAME=VALUE, not '\(value)'")
            }
            let key = String(value[..<equals])
            let text = String(value[value.index(after: equals)...])
            if name == "--input" { inputs[key] = text } else { steps.append((name, key, text)) }
        }
        let (givenInputs, givenSteps) = (inputs, steps)
        let status = ParallelRunner.onLargeStack {
            traceOne(viewName, in: index, inputs: givenInputs, steps: givenSteps, format: format)
        }
        return loaded.unreadableCount > 0 ? .inputError : status
    }

    private static func traceOne(_ viewName: String, in index: ModuleIndex, inputs: [String: String],
                                 steps: [(String, String, String)], format: String) -> ExitStatus {
        let engine = Engine(module: index)
        var eventCount = 0
        func report(_ heading: String, _ outcome: Engine.Outcome) {
            guard format == "text" else { return }
            let events = Array(engine.trace.events[eventCount...])
            eventCount = engine.trace.events.count
            Console.out("== \(heading)")
            Console.out(TextTracePrinter.tree(engine.root), terminator: "")
            Console.out("-- what happened")
            for event in events where event.kind != .step { Console.out("  " + event.description) }
            let ran = events.filter { [.taskStart, .change, .appear].contains($0.kind) }.count
            if ran == 0 { Console.out("  (no task started, no view appeared, no onChange ran)") }
            if case .inconclusive(let reason) = outcome { Console.out("-- inconclusive: \(reason)") }
            Console.out("")
        }
        var outcome = engine.mount(viewName, inputs: inputs)
        report("mount \(viewName)" + inputs.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined(), outcome)
        for (kind, name, value) in steps {
            switch kind {
            case "--change": outcome = engine.change(name, to: value)
            case "--set": outcome = engine.set(name, to: value)
            default: outcome = engine.tap(name)
            }
            report(kind == "--tap" ? "tap \"\(name)\"" : "\(kind.dropFirst(2)) \(name) = \(value)", outcome)
        }
        if format == "dot" {
            Console.out(DotTracePrinter.graph(engine.root, trace: engine.trace, title: viewName), terminator: "")
        }
        return .clean
    }

    /// Every view mounted once: the coverage and robustness check for real code.
    private static func traceAll(_ index: ModuleIndex) -> ExitStatus {
        var mounted = 0, opaque = 0, inconclusive = 0
        let views = index.views.filter { $0.isView && $0.genericParameters.isEmpty }.sorted { $0.qualifiedName < $1.qualifiedName }
        for view in views {
            let started = Date()
            let engine = Engine(module: index)
            let outcome = engine.mount(view.qualifiedName)
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            var nodes = 0, opaqueNodes = 0
            engine.root?.forEachNode { node in
                nodes += 1
                if case .opaque = node.view { opaqueNodes += 1 }
            }
            switch outcome {
            case .finished:
                mounted += 1
                if opaqueNodes > 0 { opaque += 1 }
                let parts = opaqueNodes > 0 ? ", \(opaqueNodes) opaque" : ""
                Console.out("\(view.qualifiedName): mounted, \(nodes) nodes\(parts), \(engine.trace.events.count) events, \(milliseconds) ms")
            case .inconclusive(let reason):
                inconclusive += 1
                Console.out("\(view.qualifiedName): inconclusive: \(reason) (\(milliseconds) ms)")
            }
        }
        Console.out("\(views.count) views: \(mounted) mounted (\(mounted - opaque) with no opaque part), \(inconclusive) inconclusive")
        return .clean
    }
}
