/// What a rule sees: one view of the module with its static view trees, or (for rules about
/// custom modifiers) the module's `extension View` methods.
public struct ViewContext: Sendable {
    public let index: ModuleIndex
    /// The view being checked; `nil` for the `View`-extension context.
    public let view: TypeInfo?
    /// Its body and `@ViewBuilder` members with their static trees.
    public let bodies: [ViewBody]
    /// Methods declared in `extension View` (only in the `View`-extension context).
    public let viewExtensionMethods: [Method]
    /// The file the view is declared in.
    public let fileIndex: Int

    public init(index: ModuleIndex, view: TypeInfo?, bodies: [ViewBody], viewExtensionMethods: [Method], fileIndex: Int) {
        self.index = index
        self.view = view
        self.bodies = bodies
        self.viewExtensionMethods = viewExtensionMethods
        self.fileIndex = fileIndex
    }

    public func file(_ fileIndex: Int) -> SourceFile { index.trees[fileIndex].file }

    /// The contexts of a module: one per view, plus one for `View` extensions when it has any.
    public static func contexts(for index: ModuleIndex) -> [ViewContext] {
        var contexts = index.views.filter { $0.isView }.map { view in
            ViewContext(index: index, view: view, bodies: ViewBodies.bodies(of: view, in: index),
                        viewExtensionMethods: [], fileIndex: view.fileIndex)
        }
        if let first = index.viewExtensionMethods.first {
            contexts.append(ViewContext(index: index, view: nil, bodies: [], viewExtensionMethods: index.viewExtensionMethods,
                                        fileIndex: first.fileIndex))
        }
        return contexts
    }
}
