/// Views a WidgetKit widget shows and nothing else does: created only in a `Widget`'s
/// configuration (`StaticConfiguration { entry in EntryView(entry: entry) }`) or by views that
/// are themselves shown only there. WidgetKit renders such a view once per timeline entry into
/// an archived snapshot: no updates in between, no live state, no animated changes.
struct WidgetViews {
    let index: ModuleIndex
    let uses: ModuleUses

    /// How many views up the creation chain are followed.
    private static let maximumDepth = 6

    func isShownOnlyInWidgets(_ view: TypeInfo) -> Bool {
        isShownOnlyInWidgets(view, depth: 0, visiting: [])
    }

    private func isShownOnlyInWidgets(_ view: TypeInfo, depth: Int, visiting: Set<String>) -> Bool {
        guard depth < Self.maximumDepth, !visiting.contains(view.qualifiedName) else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            guard let owner = site.context.owner else { return false }
            if owner.inheritedNames.contains("Widget") { return true }
            return owner.isView && isShownOnlyInWidgets(owner, depth: depth + 1, visiting: visiting.union([view.qualifiedName]))
        }
    }
}
