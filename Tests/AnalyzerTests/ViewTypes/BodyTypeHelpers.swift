@testable import Analyzer

/// Parses sources as one module and returns the static types of its view bodies.
enum BodyTypes {
    static func module(_ sources: [String]) -> ModuleIndex {
        let trees = sources.enumerated().map { index, text in
            SyntaxTree.parse(SourceFile(path: "File\(index).swift", text: text))
        }
        return ModuleIndex(trees: trees)
    }

    /// `Owner.member` → printed type, for every body in the sources.
    static func all(_ sources: String...) -> [String: String] {
        let bodies = ViewBodies.compute(module(sources))
        return Dictionary(bodies.map { ($0.label, $0.tree.typeName) }, uniquingKeysWith: { first, _ in first })
    }

    /// The printed type of one body (default: the first view's `body`).
    static func of(_ label: String? = nil, _ sources: String...) -> String {
        let bodies = ViewBodies.compute(module(sources))
        if let label { return bodies.first { $0.label == label }?.tree.typeName ?? "<no body \(label)>" }
        return bodies.first?.tree.typeName ?? "<no body>"
    }

    /// The body of a one-off view `V` wrapping `body` (with extra members), plus `A`…`D`
    /// test views.
    static func ofBody(_ body: String, members: String = "") -> String {
        of("V.body", """
        import SwiftUI

        struct V: View {
            \(members)
            var body: some View {
                \(body)
            }
        }
        struct A: View { var body: some View { Text("A") } }
        struct B: View { var body: some View { Text("B") } }
        struct C: View { var body: some View { Text("C") } }
        struct D: View { var body: some View { Text("D") } }
        struct E: View { var body: some View { Text("E") } }
        """)
    }
}
