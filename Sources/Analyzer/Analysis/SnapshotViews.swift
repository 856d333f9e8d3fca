/// Views shown only as snapshots: created only in a `Widget`'s configuration
/// (`StaticConfiguration { entry in EntryView(entry: entry) }`), in an App Intent that returns
/// them as its snippet (`.result(dialog: …, view: ListStateView(state: state))`), or by views
/// that are themselves shown only there. WidgetKit renders such a view once per timeline
/// entry, and Siri and Shortcuts once per run of the intent, into an archived snapshot: no
/// updates in between, no live state, no animated changes.
struct SnapshotViews {
    let index: ModuleIndex
    let uses: ModuleUses

    /// How many views up the creation chain are followed.
    private static let maximumDepth = 6

    /// The types whose views are rendered into snapshots.
    private static let snapshotHosts: Set<String> = ["Widget", "AppIntent"]

    func isShownOnlyAsSnapshots(_ view: TypeInfo) -> Bool {
        isShownOnlyAsSnapshots(view, depth: 0, visiting: [])
    }

    private func isShownOnlyAsSnapshots(_ view: TypeInfo, depth: Int, visiting: Set<String>) -> Bool {
        guard depth < Self.maximumDepth, !visiting.contains(view.qualifiedName) else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            guard let owner = site.context.owner else { return false }
            if owner.inheritedNames.contains(where: Self.snapshotHosts.contains) { return true }
            return owner.isView && isShownOnlyAsSnapshots(owner, depth: depth + 1, visiting: visiting.union([view.qualifiedName]))
        }
    }
}
