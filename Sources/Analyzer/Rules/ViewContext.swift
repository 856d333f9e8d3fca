/// What a rule sees: one view of the module with its static view trees, or, once per module,
/// the module as a whole (`view` is `nil`): its `extension View` methods (custom modifiers) and
/// its other declarations.
public struct ViewContext: Sendable {
    public let index: ModuleIndex
    /// The view being checked; `nil` for the module context.
    public let view: TypeInfo?
    /// Its body and `@ViewBuilder` members with their static trees.
    public let bodies: [ViewBody]
    /// Methods declared in `extension View` (only in the module context).
    public let viewExtensionMethods: [Method]
    /// The file the view is declared in.
    public let fileIndex: Int
    /// How the module uses its declarations: where the view is created, what writes what.
    public let uses: ModuleUses

    public init(index: ModuleIndex, uses: ModuleUses, view: TypeInfo?, bodies: [ViewBody], viewExtensionMethods: [Method],
                fileIndex: Int) {
        self.index = index
        self.uses = uses
        self.view = view
        self.bodies = bodies
        self.viewExtensionMethods = viewExtensionMethods
        self.fileIndex = fileIndex
    }

    public func file(_ fileIndex: Int) -> SourceFile { index.trees[fileIndex].file }
}

extension ViewContext {
    /// Whether a file holding one of the view's members spells one of these words: a rule whose
    /// constructs all spell one can skip views whose files never do.
    func viewFilesMention(_ words: Mentions) -> Bool {
        guard let view else { return true }
        var files: Set<Int> = [view.fileIndex]
        for property in view.computedProperties { files.insert(property.fileIndex) }
        for method in view.methods { files.insert(method.fileIndex) }
        return files.contains { !index.mentions[$0].isDisjoint(with: words) }
    }
}
