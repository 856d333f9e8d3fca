import Testing
@testable import Analyzer

/// How stored property types are classified for SwiftUI's view comparison (reference §C1–C3).
@Suite struct PODClassifierTests {
    /// The verdict for the type of `value` in `struct Probe { let value: <type> }` plus `extra`.
    private func verdict(_ type: String, extra: String = "") -> PODClassifier.Verdict {
        let source = "struct Probe<Element> { let value: \(type) }\n" + extra
        let index = ModuleIndex(trees: [SyntaxTree.parse(SourceFile(path: "Probe.swift", text: source))])
        let probe = index.type(named: "Probe")!
        return PODClassifier(index: index, owner: probe).verdict(for: probe.storedProperty(named: "value")!.type!)
    }

    @Test func numbersAndPlainValuesArePOD() {
        for type in ["Int", "Double", "Bool", "UUID", "Date", "CGSize", "Angle", "EdgeInsets", "Namespace.ID", "Int?"] {
            #expect(verdict(type) == .pod, "\(type)")
        }
    }

    @Test func stringsCollectionsAndReferencesAreReflected() {
        #expect(verdict("String") == .reflected(reason: "a String"))
        #expect(verdict("[Int]") == .reflected(reason: "an array"))
        #expect(verdict("[String: Int]") == .reflected(reason: "a dictionary"))
        #expect(verdict("URL") == .reflected(reason: "a URL"))
        #expect(verdict("Store", extra: "final class Store {}") == .reflected(reason: "a reference to `Store`"))
        #expect(verdict("any Sendable") == .reflected(reason: "an existential (`any Sendable`)"))
    }

    @Test func closuresAndAnyViewNeverCompareEqual() {
        #expect(verdict("() -> Void") == .neverEqual(reason: "a closure"))
        #expect(verdict("(() -> Void)?") == .neverEqual(reason: "an optional closure"))
        #expect(verdict("@MainActor (Int) async -> Void") == .neverEqual(reason: "a closure"))
        #expect(verdict("AnyView") == .neverEqual(reason: "an `AnyView`"))
    }

    @Test func rangesFollowTheirBound() {
        #expect(verdict("Range<Int>") == .pod)
        #expect(verdict("ClosedRange<Double>") == .pod)
        #expect(verdict("Range<String.Index>") != .pod)
    }

    @Test func enumPayloadsDecide() {
        #expect(verdict("Mode", extra: "enum Mode { case list, grid }") == .pod)
        #expect(verdict("Mode", extra: "enum Mode { case list, grid(columns: Int) }") == .pod)
        #expect(verdict("Mode", extra: "enum Mode { case list, search(String) }")
                == .reflected(reason: "`Mode`, which has non-POD payloads"))
        #expect(verdict("Tree", extra: "indirect enum Tree { case leaf, node(Tree, Tree) }")
                == .reflected(reason: "an indirect enum `Tree`"))
    }

    @Test func structsAreWhatTheirFieldsAre() {
        #expect(verdict("Point", extra: "struct Point { var x: Double; var y: Double }") == .pod)
        #expect(verdict("Tag", extra: "struct Tag { var id: Int; var name: String }")
                == .reflected(reason: "`Tag`, which holds non-POD fields"))
    }

    @Test func recursiveTypesEndAsUnknownNotAHang() {
        #expect(verdict("Node", extra: "struct Node { var children: Node? }") == .unknown)
    }

    @Test func genericParametersAreUnknown() {
        #expect(verdict("Element") == .unknown)
        #expect(verdict("[Element]") == .reflected(reason: "an array"))
    }

    @Test func typeAliasesAreResolvedAtAnyDepth() {
        #expect(verdict("Handler", extra: "typealias Handler = () -> Void") == .neverEqual(reason: "a closure"))
        #expect(verdict("Handler?", extra: "typealias Handler = (Int) -> Void") == .neverEqual(reason: "an optional closure"))
        #expect(verdict("Action", extra: "typealias Handler = () -> Void\ntypealias Action = Handler") == .neverEqual(reason: "a closure"))
        #expect(verdict("Pair<Int>", extra: "typealias Pair<T> = (T, T)") == .pod)
        #expect(verdict("Pair<String>", extra: "typealias Pair<T> = (T, T)") == .reflected(reason: "a String"))
        #expect(verdict("Count", extra: "typealias Count = Int") == .pod)
    }

    @Test func aNestedAliasIsFoundFromInsideItsType() {
        let source = """
        struct Row {
            typealias Tap = () -> Void
            let onTap: Tap
        }
        struct Other { let onTap: Tap }
        """
        let index = ModuleIndex(trees: [SyntaxTree.parse(SourceFile(path: "Row.swift", text: source))])
        let row = index.type(named: "Row")!
        #expect(PODClassifier(index: index, owner: row).verdict(for: row.storedProperty(named: "onTap")!.type!) == .neverEqual(reason: "a closure"))
        let other = index.type(named: "Other")!
        #expect(PODClassifier(index: index, owner: other).verdict(for: other.storedProperty(named: "onTap")!.type!) == .unknown,
                "`Tap` is only visible inside `Row`")
    }
}
