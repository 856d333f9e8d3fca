/// Code a view never builds: a place under `if let projectID = selectedProjectID` (or `if
/// isExpanded`), where that is the view's own `@State`, starting `nil` (or `false`), that
/// nothing in the module assigns, mutates or hands out as a binding. A feature left unwired:
/// tenex's split-view detail, whose project selection no code sets.
enum StateGates {
    /// Whether the view created at `site`, in its creator's body, is never built.
    static func neverBuilds(_ site: CallSite, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard site.context.placement == .body, let owner = site.context.owner, owner.isView,
              let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index),
              place.owner === owner else { return false }
        let coexistence = ViewCoexistence(index: index, uses: uses)
        return owner.storedProperties.contains { property in
            guard property.wrapper == .state, let initial = initialLiteral(of: property),
                  uses.writes(of: property.name, in: owner).isEmpty else { return false }
            return coexistence.removes(place, assigning: initial, to: [property.name])
        }
    }

    /// `nil` for an optional state with no value or `= nil`, `false` for `= false`.
    private static func initialLiteral(of property: StoredProperty) -> String? {
        switch property.defaultValue?.kind {
        case nil:
            if case .optional? = property.type?.kind { return "nil" }
            return nil
        case .nilLiteral?: return "nil"
        case .booleanLiteral(false)?: return "false"
        default: return nil
        }
    }
}
