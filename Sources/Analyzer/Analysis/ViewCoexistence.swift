/// Which views of a module can be on screen together, as far as the places that create them
/// show: a view built in one clause of an `if`/`switch` is gone while a view built in another
/// clause of it is shown (`case .ready: ReadyView(…)` and `case .running: RunningView(…)`).
struct ViewCoexistence {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether code at `offset` of a file never runs while `view` is on screen: every place
    /// creating `view` is in another clause of an `if`/`switch` than the code, or than every
    /// place creating the view the code belongs to. `false` when a view is created nowhere in
    /// the module (its callers are unknown) or the code belongs to `view` itself.
    func neverRuns(atOffset offset: Int, fileIndex: Int, whileShowing view: TypeInfo) -> Bool {
        guard let viewSites = sites(of: view), let code = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index)
        else { return false }
        let owner = code.owner
        let ownerSites = owner.isView && owner.qualifiedName != view.qualifiedName ? sites(of: owner) : nil
        return viewSites.allSatisfy { viewSite in
            if viewSite.excludes(code.path) { return true }
            return ownerSites?.allSatisfy { $0.excludes(viewSite) } ?? false
        }
    }

    /// Whether code at one place of a view never runs while code at another place of the same
    /// view is shown: they sit in different clauses of one `if`/`switch`, directly or through a
    /// member the view uses only in other clauses (`buttons`, built in the `.share` cases only,
    /// while the other place is in the `.editClip` case).
    func neverRuns(atOffset offset: Int, fileIndex: Int, whileShowing other: Int, in otherFile: Int) -> Bool {
        guard let shown = BranchPath.locate(offset: other, fileIndex: otherFile, in: index) else { return false }
        return neverRuns(atOffset: offset, fileIndex: fileIndex, whileShowing: shown)
    }

    /// The same, for a place located already (``BranchPath/locate(offset:fileIndex:in:)``).
    func neverRuns(atOffset offset: Int, fileIndex: Int, whileShowing shown: BranchPath.Place, depth: Int = 0) -> Bool {
        guard let code = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index) else { return false }
        if code.path.excludes(shown.path) { return true }
        guard depth < Self.maximumMemberSteps, code.path.member != shown.path.member, code.owner === shown.owner,
              let memberUses = uses.memberUses[code.owner.qualifiedName + "." + code.name], !memberUses.isEmpty else { return false }
        return memberUses.allSatisfy { use in
            neverRuns(atOffset: use.offset, fileIndex: use.fileIndex, whileShowing: shown, depth: depth + 1)
        }
    }

    /// Whether the user can act on a view while `view` is shown: not when `view` is always
    /// shown in a modal presentation (a sheet, a full-screen cover, a popover, or under one) and
    /// the acting view is not part of it — the screen underneath is covered. `owner` is the view
    /// whose code acts.
    func isCoveredByModal(_ owner: TypeInfo, whileShowing view: TypeInfo) -> Bool {
        guard owner.isView, let roots = modalRoots(of: view, depth: 0), !roots.isEmpty else { return false }
        return roots.allSatisfy { root in
            root.qualifiedName != owner.qualifiedName && !views(builtUnder: root).contains(owner.qualifiedName)
        }
    }

    /// The views that root the modal presentations `view` is shown in: itself where it is a
    /// sheet's content, else those of the views that build it; `nil` when some place shows it
    /// outside any (or outside a view body).
    private func modalRoots(of view: TypeInfo, depth: Int) -> [TypeInfo]? {
        let sites = uses.creations(of: view)
        guard depth < Self.maximumPresentationSteps, !sites.isEmpty else { return nil }
        var roots: [TypeInfo] = []
        for site in sites {
            if case .presentation(let kind) = site.context.placement, Self.modalPresentations.contains(kind) {
                roots.append(view)
                continue
            }
            guard site.context.placement == .body, let parent = site.context.owner, parent.isView,
                  parent.qualifiedName != view.qualifiedName, let above = modalRoots(of: parent, depth: depth + 1) else { return nil }
            roots += above
        }
        return roots
    }

    /// The views built in `root`'s bodies, and in theirs, whatever the placement.
    private func views(builtUnder root: TypeInfo) -> Set<String> {
        var found: Set<String> = []
        var pending = [root.qualifiedName]
        while let next = pending.popLast(), found.count < Self.maximumDescendants {
            for name in uses.viewsCreated[next] ?? [] where found.insert(name).inserted { pending.append(name) }
        }
        return found
    }

    /// Presentations that cover the screen they are presented from until dismissed.
    static let modalPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Creating views followed up from a view to the presentation it is in, at most.
    private static let maximumPresentationSteps = 8
    /// Views looked at under one presentation, at most.
    private static let maximumDescendants = 512

    /// Members followed to where they are used, at most.
    private static let maximumMemberSteps = 4

    /// Where the module creates a view; `nil` when nowhere, or somewhere outside a member.
    private func sites(of view: TypeInfo) -> [BranchPath]? {
        let creations = uses.creations(of: view)
        guard !creations.isEmpty else { return nil }
        var paths: [BranchPath] = []
        for site in creations {
            guard let located = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return nil }
            paths.append(located.path)
        }
        return paths
    }
}
