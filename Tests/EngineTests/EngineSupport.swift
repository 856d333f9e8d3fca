import Analyzer
@testable import Engine

/// An engine over one file of Swift source, as a user would write it.
func engine(limits: Limits = Limits(), _ source: String) -> Engine {
    let tree = SyntaxTree.parse(SourceFile(path: "Views.swift", text: source))
    return Engine(module: ModuleIndex(trees: [tree]), limits: limits)
}

extension Engine {
    /// The effects the run logged, without their task tags (`load(https://example.com/a)`).
    var effects: [String] {
        trace.events(.effect).map { event in
            event.message.components(separatedBy: " [task #").first ?? event.message
        }
    }

    /// How many times the body of the view named `name` ran.
    func bodyCount(_ name: String) -> Int {
        var count = 0
        root?.forEachNode { node in
            if case .custom(let instance, _, _) = node.view, instance.type == name { count += node.bodyCount }
        }
        return count
    }

    /// The first node of a view named `name`.
    func node(_ name: String) -> RenderNode? {
        var found: RenderNode?
        root?.forEachNode { node in
            if found == nil, case .custom(let instance, _, _) = node.view, instance.type == name { found = node }
        }
        return found
    }

    var treeText: String { TextTracePrinter.tree(root) }
}
