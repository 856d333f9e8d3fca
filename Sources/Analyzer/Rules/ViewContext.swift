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
