import Analyzer
import Foundation
import Testing
@testable import Engine

/// The engine ends every run: runaway code is inconclusive with a reason, never a hang or a crash.
@Suite struct BoundsTests {
    private func outcome(_ body: String, extra: String = "") -> Engine.Outcome {
        engine("""
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                \(body)
            }
        }
        \(extra)
        """).mount("Screen")
    }

    @Test func endlessRecursionIsInconclusive() {
        let result = outcome("Text(describe(1))", extra: "func describe(_ n: Int) -> String { describe(n + 1) }")
        #expect(result.description.contains("call depth limit reached"))
        #expect(result.description.contains("describe → describe"))
        // Its twin: the same call that ends.
        #expect(outcome("Text(describe(1))", extra: "func describe(_ n: Int) -> String { n > 3 ? \"done\" : describe(n + 1) }") == .finished)
    }

    /// Found by FuzzTrace (a stack overflow): a default value that constructs its own type.
    @Test func aDefaultValueThatBuildsItsOwnTypeEndsAtTheDepthLimit() {
        #expect(engine("""
        struct Chain { var next = Chain() }
        struct ChainView: View {
            @State private var chain = Chain()
            var body: some View { Text("chain") }
        }
        """).mount("ChainView").description.contains("call depth limit reached"))
        // Its twin: a chain that ends.
        #expect(engine("""
        struct Chain { var next: [Chain] = [] }
        struct ChainView: View {
            @State private var chain = Chain()
            var body: some View { Text("chain") }
        }
        """).mount("ChainView") == .finished)
    }

    @Test func aViewThatAlwaysContainsItselfStopsEarly() {
        let folder = """
        struct Folder: View {
            let depth: Int
            var body: some View {
                VStack {
                    Text("level \\(depth)").padding().background(.thinMaterial)
                    ⟪⟫
                }
            }
        }
        """
        let endless = engine(folder.replacingOccurrences(of: "⟪⟫", with: "Folder(depth: depth + 1)")).mount("Folder", inputs: ["depth": "0"])
        #expect(endless.description.contains("`Folder` contains itself more than 8 levels deep"), "\(endless)")
        // Its twin: recursion the data ends.
        let finite = engine(folder.replacingOccurrences(of: "⟪⟫", with: "if depth < 3 { Folder(depth: depth + 1) }")).mount("Folder", inputs: ["depth": "0"])
        #expect(finite == .finished, "\(finite)")
    }

    @Test func anEndlessLoopIsInconclusive() {
        let result = outcome("Text(\"\\(spin())\")", extra: "func spin() -> Int { var i = 0; while true { i += 1 }; return i }")
        #expect(result.description.contains("limit reached"), "\(result)")
        #expect(outcome("Text(\"\\(spin())\")", extra: "func spin() -> Int { var i = 0; while i < 100 { i += 1 }; return i }") == .finished)
    }

    @Test func stateThatKeepsChangingIsAnUpdateCycle() {
        let result = outcome("Text(\"\\(count)\").onChange(of: count) { count += 1 }.onAppear { count = 1 }")
        #expect(result.description.contains("update cycle"))
        #expect(outcome("Text(\"\\(count)\").onChange(of: count) { if count < 3 { count += 1 } }.onAppear { count = 1 }") == .finished)
    }

    @Test func aWriteDuringTheBodyIsDroppedWithSwiftUIsWarning() {
        let e = engine("""
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                let _ = bump()
                Text("\\(count)")
            }
            func bump() { count += 1 }
        }
        """)
        #expect(e.mount("Screen") == .finished)
        #expect(e.trace.events(.issue).first?.message.hasPrefix("Modifying state during view update") == true)
        #expect(e.node("Screen")?.state["count"]?.value.description == "0")
    }

    /// Every example and fixture, cut short and mutated, mounts every view to an outcome.
    @Test func truncatedAndMutatedSourcesAlwaysEnd() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var sources: [String] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".swift") {
                sources.append(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
        }
        var generator = Mutator(seed: 7)
        var runs = 0
        for source in sources {
            let bytes = Array(source.utf8)
            var variants = [source]
            for fraction in [3, 2] { variants.append(String(decoding: bytes.prefix(bytes.count * fraction / 4), as: UTF8.self)) }
            for _ in 0..<3 { variants.append(generator.mutate(bytes)) }
            for variant in variants {
                let tree = SyntaxTree.parse(SourceFile(path: "Variant.swift", text: variant))
                let index = ModuleIndex(trees: [tree])
                for view in index.views where view.isView {
                    let e = Engine(module: index)
                    let outcome = e.mount(view.qualifiedName)
                    _ = e.tap("Save")
                    runs += 1
                    if case .inconclusive(let reason) = outcome { #expect(!reason.isEmpty) }
                }
            }
        }
        #expect(runs > 50)
    }
}

/// Deterministic byte mutations: delete, duplicate or swap short spans.
struct Mutator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    mutating func mutate(_ bytes: [UInt8]) -> String {
        var result = bytes
        for _ in 0..<8 where result.count > 16 {
            let start = next(result.count - 8)
            let length = 1 + next(8)
            switch next(3) {
            case 0: result.removeSubrange(start..<start + length)
            case 1: result.insert(contentsOf: result[start..<start + length], at: start)
            default: result.swapAt(start, start + length)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
