import Analyzer
import Engine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viewlint layout PATH… --view NAME [--size WxH] [--image-size NAME=WxH]… [--format text|svg]`:
/// mounts a view in the engine and lays it out on a screen, printing what each view was
/// proposed, what it reported and where it went — or drawing it as an SVG picture.
enum LayoutCommand {
    /// An iPhone's screen in points, as the default.
    static let defaultScreen = Size(width: 390, height: 844)

    static func run(_ arguments: Arguments) -> ExitStatus {
        guard !arguments.paths.isEmpty else {
            return Console.fail("layout needs at least one file or directory (viewlint layout PATH … --view NAME)")
        }
        let format = arguments.values["--format"] ?? "text"
        guard ["text", "svg"].contains(format) else {
            return Console.fail("option '--format' must be 'text' or 'svg', not '\(format)'")
        }
        var screen = defaultScreen
        if let text = arguments.values["--size"] {
            guard let size = parseSize(text) else { return Console.fail("option '--size' needs WIDTHxHEIGHT in points, such as 390x844, not '\(text)'") }
            screen = size
        }
        var options = LayoutPass.Options(imageSizes: LayoutImageSizes.fromAssetCatalogs(under: arguments.paths))
        var inputs: [String: String] = [:]
        for (name, value) in arguments.orderedValues where name == "--image-size" || name == "--input" {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                return Console.fail("option '\(name)' needs NAME=\(name == "--input" ? "VALUE" : "WxH"), not '\(value)'")
            }
            let key = String(value[..<equals]), rest = String(value[value.index(after: equals)...])
            if name == "--input" { inputs[key] = rest; continue }
            guard let size = parseSize(rest) else { return Console.fail("option '--image-size' needs NAME=WxH, such as logo=120x40, not '\(value)'") }
            options.imageSizes[key] = size
        }
        guard let groups = ModuleLoader.moduleGroups(in: arguments.paths) else { return .inputError }
        let loaded = ModuleLoader(jobs: ParallelRunner.defaultJobs).load(groups.flatMap { $0 })
        let index = ModuleIndex(trees: loaded.trees)
        if arguments.has("--all") {
            let (givenScreen, givenOptions) = (screen, options)
            ParallelRunner.onLargeStack { layoutAll(index, screen: givenScreen, options: givenOptions) }
            return loaded.unreadableCount > 0 ? .inputError : .clean
        }
        guard let viewName = arguments.values["--view"] else {
            return Console.fail("layout needs --view NAME; views here: \(index.views.map(\.name).sorted().prefix(12).joined(separator: ", "))")
        }
        guard index.type(named: viewName)?.isView == true else {
            return Console.fail("no view named '\(viewName)' in \(arguments.paths.joined(separator: ", "))")
        }
        let (givenInputs, givenOptions, givenScreen) = (inputs, options, screen)
        let output: String? = ParallelRunner.onLargeStack {
            let engine = Engine(module: index)
            if case .inconclusive(let reason) = engine.mount(viewName, inputs: givenInputs) {
                Console.error("viewlint: \(viewName) could not be run in the engine: \(reason)")
                return nil
            }
            guard let (box, pass) = engine.layout(in: givenScreen, options: givenOptions) else { return nil }
            if format == "svg" { return LayoutSVGPrinter.picture(box, screen: givenScreen, title: viewName) }
            let known = pass.laidOut - pass.unknownCount
            return LayoutTextPrinter.tree(box) + "-- \(pass.laidOut) views laid out in \(givenScreen), \(known) of them with a known size\n"
        }
        guard let output else { return .inputError }
        if let path = arguments.values["--output"] {
            do { try output.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                return Console.fail("cannot write '\(path)': \(ErrorText.of(error))")
            }
        } else {
            Console.out(output, terminator: "")
        }
        return loaded.unreadableCount > 0 ? .inputError : .clean
    }

    /// Lays out every view that mounts, one line each, then how many views of the trees had a
    /// known size and how long the slowest layout took.
    private static func layoutAll(_ index: ModuleIndex, screen: Size, options: LayoutPass.Options) {
        var laidOut = 0, known = 0, viewsLaidOut = 0
        var durations: [Double] = []
        var unknown: [String: Int] = [:]
        let views = index.views.filter { $0.isView && $0.genericParameters.isEmpty }.sorted { $0.qualifiedName < $1.qualifiedName }
        for view in views {
            let engine = Engine(module: index)
            guard engine.mount(view.qualifiedName) == .finished else {
                Console.out("\(view.qualifiedName): not mounted")
                continue
            }
            let started = Date()
            guard let (_, pass) = engine.layout(in: screen, options: options) else { continue }
            let milliseconds = Date().timeIntervalSince(started) * 1000
            durations.append(milliseconds)
            viewsLaidOut += 1
            laidOut += pass.laidOut
            known += pass.laidOut - pass.unknownCount
            unknown.merge(pass.unknownViews, uniquingKeysWith: +)
            Console.out("\(view.qualifiedName): \(pass.laidOut) views, \(pass.laidOut - pass.unknownCount) with a known size, \(Size.format(milliseconds)) ms")
        }
        durations.sort()
        let median = durations.isEmpty ? 0 : durations[durations.count / 2]
        let share = laidOut == 0 ? 0 : Double(known) / Double(laidOut) * 100
        Console.out("\(views.count) views, \(viewsLaidOut) laid out: \(laidOut) views in their trees, \(Size.format(share))% with a known size; "
                    + "layout median \(Size.format(median)) ms, slowest \(Size.format(durations.last ?? 0)) ms")
        let common = unknown.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(8)
        if !common.isEmpty {
            Console.out("not laid out: " + common.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
    }

    /// `390x844` as a size.
    private static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 0, height >= 0,
              width.isFinite, height.isFinite else { return nil }
        return Size(width: width, height: height)
    }
}
