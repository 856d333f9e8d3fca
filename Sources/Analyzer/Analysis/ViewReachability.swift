/// Which of an app's views anything can show: those created by code outside views (its scenes,
/// a hosting controller, a router), named where no creation site is (`Row.init` handed as a
/// function), or a library's API (``NameMentions/isLibraryAPI(_:index:)``), and then every
/// view those views create, and so on. A view reached
/// only from previews, from views nothing shows, from members of views nothing uses
/// (``NameMentions/isUnusedCode(at:fileIndex:index:uses:)``), from custom modifiers nothing calls, from
/// sheets nothing presents (``PresentationGates``), from branches a state nothing writes
/// never opens (``StateGates``) or from cases of an input every creator fixes to another
/// (``InputGates``) is dead code
/// (``NameMentions/isShown(_:index:uses:)``). Built on the first question and shared by every
/// view of the module (the rules run views in parallel).
final class ViewReachability: @unchecked Sendable {
    private let lock = Lock()
    private var shown: Set<ObjectIdentifier>?

    /// Whether the module's code can show `view`.
    func isShown(_ view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if shown == nil { shown = Self.shownViews(index: index, uses: uses) }
        return shown?.contains(ObjectIdentifier(view)) ?? true
    }

    private static func shownViews(index: ModuleIndex, uses: ModuleUses) -> Set<ObjectIdentifier> {
        var shown = Set<ObjectIdentifier>()
        var pending: [TypeInfo] = []
        // The views each view's code creates, by the creating view.
        var created: [ObjectIdentifier: [TypeInfo]] = [:]
        for view in index.views {
            let sites = uses.creations(of: view)
            var isRoot = NameMentions.isLibraryAPI(view, index: index)
            for site in sites where site.context.placement != .preview && !NameMentions.isInUnusedModifier(site, index: index, uses: uses)
                && !PresentationGates.neverPresents(site, index: index, uses: uses) && !StateGates.neverBuilds(site, index: index, uses: uses)
                && !InputGates.neverBuilds(site, index: index, uses: uses)
                && !NameMentions.isUnusedCode(at: site.range.start, fileIndex: site.context.fileIndex, index: index, uses: uses) {
                if let owner = site.context.owner, owner.isView || owner.isViewModifier {
                    created[ObjectIdentifier(owner), default: []].append(view)
                } else {
                    isRoot = true
                }
            }
            // (Every call naming the type creates some view of that name: a namesake's too.)
            let namingSites = uses.creations[view.useKey] ?? sites
            if isRoot || NameMentions.isNamedOutsideItsDeclaration(view, index: index, uses: uses, sites: namingSites) {
                shown.insert(ObjectIdentifier(view))
                pending.append(view)
            }
        }
        while let view = pending.popLast() {
            for next in created[ObjectIdentifier(view)] ?? [] where shown.insert(ObjectIdentifier(next)).inserted {
                pending.append(next)
            }
        }
        return shown
    }
}
