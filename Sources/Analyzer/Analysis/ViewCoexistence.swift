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
        guard let code = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index) else { return false }
        let owner = code.owner
        if isBuiltOnlyApart(code, from: view) { return true }
        guard let viewSites = sites(of: view) else { return false }
        let ownerSites = owner.isView && owner.qualifiedName != view.qualifiedName ? sites(of: owner) : nil
        let besideEachOther = viewSites.allSatisfy { viewSite in
            if viewSite.excludes([code.path]) { return true }
            return ownerSites?.allSatisfy { $0.excludes(viewSite) } ?? false
        }
        if besideEachOther || isApartInOneView(code, atOffset: offset, fileIndex: fileIndex, from: view) { return true }
        guard owner.qualifiedName != view.qualifiedName, let shownSites = ownedSites(of: view) else { return false }
        let codeSite = OwnedSite(owner: owner, site: site(at: code))
        return shownSites.allSatisfy { apart(codeSite, $0, shownView: view) }
    }

    /// Whether code of a view runs apart from every place that view creates `view`, each
    /// followed up through the members holding it (``neverRuns(_:whileShowing:depth:)``): a
    /// coordinator's completion handler, called only from the callback it hands its
    /// `.learnAboutYourself` step, never runs while its `.themeConfirmation` step is shown.
    /// Not where a member holding either is used once per row (`ForEach(AppView.allCases) {
    /// gatedContent(for: $0) }` keeps two tabs alive, each in its own clause).
    private func isApartInOneView(_ code: BranchPath.Place, atOffset offset: Int, fileIndex: Int, from view: TypeInfo) -> Bool {
        guard code.owner !== view else { return false }
        let creations = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !creations.isEmpty, !isRepeated(offset, fileIndex: fileIndex, depth: 0) else { return false }
        return creations.allSatisfy { creation in
            guard let place = BranchPath.locate(offset: creation.range.start, fileIndex: creation.context.fileIndex, in: index),
                  place.owner === code.owner, !isRepeated(creation.range.start, fileIndex: creation.context.fileIndex, depth: 0) else {
                return false
            }
            return neverRuns(code, whileShowing: place, depth: 0)
        }
    }

    /// Whether code at `offset` may run in several copies at once: inside a `ForEach`'s or a
    /// `List`'s rows in its member, in a method taking arguments that is called in more than
    /// one place, or in a member used so (followed up its uses).
    private func isRepeated(_ offset: Int, fileIndex: Int, depth: Int) -> Bool {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return true }
        if RowClosures.contain(offset, in: member.statements) { return true }
        guard member.name != "body", let memberUses = uses.memberUses[member.type.qualifiedName + "." + member.name] else { return false }
        // A builder taking arguments (`content(for: .playback)`, `content(for: .script)`) picks a
        // clause per call: two calls show two clauses at once.
        if case .method(let position) = member.kind, !member.type.methods[position].declaration.parameters.isEmpty, memberUses.count > 1 { return true }
        guard depth < Self.maximumMemberSteps else { return true }
        return memberUses.contains { isRepeated($0.offset, fileIndex: $0.fileIndex, depth: depth + 1) }
    }

    /// Whether code is built only in apps without `view`: it belongs to a namesake of `view`
    /// (each platform's own `ServerList`, or a stale copy beside the one the target builds), or
    /// every chain of views creating its own runs through one (the admin button in the toolbar
    /// of the iOS `ServerList`, while the tvOS one shows).
    private func isBuiltOnlyApart(_ code: BranchPath.Place, from view: TypeInfo) -> Bool {
        if Self.areNamesakes(code.owner, view) { return true }
        guard code.owner.isView || code.owner.isViewModifier, code.owner !== view,
              let chains = chains(from: OwnedSite(owner: code.owner, site: site(at: code))) else { return false }
        return chains.allSatisfy { chain in chain.contains { Self.areNamesakes($0.owner, view) } }
    }

    /// A place and the view whose code holds it.
    private struct OwnedSite {
        let owner: TypeInfo
        let site: Site
        /// Whether the place pushes the view it creates onto a navigation stack.
        var isPush = false
    }

    /// Whether two places never show together, as the chains of views creating them show:
    /// each is followed up through every place creating its view, and wherever two chains
    /// first meet in one view, the two places there sit in different clauses of one of its
    /// `if`s or `switch`es, or each side pushes a screen from there. Rarime's scanner, which
    /// sets `isUSA`, is made by the MRZ step, made
    /// in the `.scanMRZ` case of the passport flow; the video that reads it is made by the NFC
    /// step, made in its `.readNFC` case. Its notification details, four views under the main
    /// screen, never show with the identity import of the intro, its `else` clause.
    private func apart(_ code: OwnedSite, _ shown: OwnedSite, shownView: TypeInfo) -> Bool {
        guard let codeChains = chains(from: code), let shownChains = chains(from: shown) else { return false }
        return codeChains.allSatisfy { codeChain in
            shownChains.allSatisfy { shownChain in
                // Through two declarations of one type (a stale copy of `AppView` left beside the
                // one the target builds, or each platform's own `ServerList`): only one of them
                // is built in an app, so the two chains never run in one.
                let shownViews = [shownView] + shownChain.map(\.owner)
                if codeChain.contains(where: { step in shownViews.contains { Self.areNamesakes($0, step.owner) } }) { return true }
                // (Code inside the shown view shows with it, wherever that is pushed.)
                let isInsideShown = codeChain.contains { $0.owner === shownView }
                for (codeStep, step) in codeChain.enumerated() {
                    guard let shownStep = shownChain.firstIndex(where: { $0.owner === step.owner }) else { continue }
                    // Each side pushes a screen from the one where they meet, one of them in its
                    // own code and the other there or in a view inside it: one stack shows one of
                    // them at a time. The MoveBalances flow's balance fetch never runs under the
                    // AddBalances form, both pushed from the dashboard. (Where the meeting view
                    // only holds the two, as a split view's columns or a tab view's tabs, each
                    // may have a stack of its own.)
                    if !isInsideShown, codeChain[codeStep].isPush || shownChain[shownStep].isPush,
                       codeChain.dropFirst().prefix(codeStep).contains(where: \.isPush),
                       shownChain.prefix(shownStep + 1).contains(where: \.isPush) {
                        return true
                    }
                    return step.site.excludes(shownChain[shownStep].site)
                }
                return false
            }
        }
    }

    /// Every chain of places from `start` up through the places creating each view, to a view
    /// created nowhere else in views (the app's root, a hosted view) or at the length limit;
    /// `nil` when there are too many to follow.
    private func chains(from start: OwnedSite) -> [[OwnedSite]]? {
        var finished: [[OwnedSite]] = []
        var open: [[OwnedSite]] = [[start]]
        while let chain = open.popLast() {
            guard let top = chain.last, chain.count < Self.maximumChainLength, let above = ownedSites(of: top.owner),
                  !above.contains(where: { site in chain.contains { $0.owner === site.owner } }) else {
                finished.append(chain)
                continue
            }
            open += above.map { chain + [$0] }
            guard finished.count + open.count <= Self.maximumChains else { return nil }
        }
        return finished
    }

    /// Whether two types are declarations of one name that no app builds together: neither
    /// private to its file (two files may each keep a `fileprivate struct Row`).
    private static func areNamesakes(_ one: TypeInfo, _ other: TypeInfo) -> Bool {
        one !== other && one.qualifiedName == other.qualifiedName && !one.isFilePrivate && !other.isFilePrivate
    }

    /// The places creating a view (or a modifier), each with the view whose body creates it;
    /// `nil` when some place is not in a view's code (a controller hosts it) or there is none.
    /// A modifier made in a custom modifier of `extension View` is made where that is called.
    private func ownedSites(of view: TypeInfo) -> [OwnedSite]? {
        guard view.isView || view.isViewModifier else { return nil }
        var creations = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !creations.isEmpty else { return nil }
        if view.isViewModifier {
            creations = creations.flatMap { creation -> [CallSite] in
                creation.viewExtensionMethod.map(uses.calls(ofViewExtension:)) ?? [creation]
            }.filter { $0.context.placement != .preview }
            guard !creations.isEmpty else { return nil }
        }
        var found: [OwnedSite] = []
        for creation in creations {
            guard let owner = creation.context.owner, owner.isView || owner.isViewModifier, owner.qualifiedName != view.qualifiedName,
                  let located = BranchPath.locate(offset: creation.range.start, fileIndex: creation.context.fileIndex, in: index),
                  located.owner === owner else { return nil }
            found.append(OwnedSite(owner: owner, site: site(at: located), isPush: Self.isPush(creation)))
        }
        return found
    }

    /// Whether every chain of places creating `view` (or applying it, for a modifier) passes a
    /// place whose branches decide on the two-valued environment value `key` as the creating
    /// view reads it (``EnvironmentValuesCatalog/twoValuedKeys``): AmpFin builds its tabs under
    /// `if horizontalSizeClass == .compact` and its sidebar in the `else`, so inside either
    /// the size class never changes — a change swaps the whole subtree.
    func isDecided(environment key: String, above view: TypeInfo) -> Bool {
        guard EnvironmentValuesCatalog.twoValuedKeys.contains(key), let starts = ownedSites(of: view) else { return false }
        return starts.allSatisfy { start in
            guard let chains = chains(from: start) else { return false }
            return chains.allSatisfy { chain in chain.contains { Self.decides(key, at: $0) } }
        }
    }

    /// Whether a place sits in a clause of a branch that reads `key` through its owner's
    /// `@Environment` property: where it is, or wherever its member is used.
    private static func decides(_ key: String, at step: OwnedSite) -> Bool {
        guard let reader = step.owner.storedProperties.first(where: { $0.wrapper == .environmentValue(keyPath: key) }) else { return false }
        func reads(_ expr: Expr) -> Bool {
            var found = false
            SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                if case .identifier(reader.name) = inner.kind { found = true }
                if inner.selfMemberName == reader.name { found = true }
            }
            return found
        }
        func decides(_ path: BranchPath) -> Bool {
            path.steps.contains { branch in branch.deciding.contains(where: reads) }
        }
        return decides(step.site.own) || (!step.site.uses.isEmpty && step.site.uses.allSatisfy(decides))
    }

    /// Places in one chain of creating views, at most, and chains followed from one place.
    private static let maximumChainLength = 8
    private static let maximumChains = 64

    /// Whether code at one place of a view never runs while code at another place of the same
    /// view is shown: they sit in different clauses of one `if`/`switch`, directly or through a
    /// member the view uses only in other clauses (`buttons`, built in the `.share` cases only,
    /// while the other place is in the `.editClip` case).
    func neverRuns(atOffset offset: Int, fileIndex: Int, whileShowing other: Int, in otherFile: Int) -> Bool {
        guard let shown = BranchPath.locate(offset: other, fileIndex: otherFile, in: index) else { return false }
        return neverRuns(atOffset: offset, fileIndex: fileIndex, whileShowing: shown)
    }

    /// The same, for a place located already (``BranchPath/locate(offset:fileIndex:in:)``).
    func neverRuns(atOffset offset: Int, fileIndex: Int, whileShowing shown: BranchPath.Place) -> Bool {
        guard let code = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index) else { return false }
        return neverRuns(code, whileShowing: shown, depth: 0)
    }

    /// Either place is followed up to where its member is used (`nameField`, used in the
    /// `.name` case, never runs while `configure`, used in the `.configuration` case, shows).
    private func neverRuns(_ code: BranchPath.Place, whileShowing shown: BranchPath.Place, depth: Int) -> Bool {
        if code.path.excludes(shown.path) { return true }
        guard depth < Self.maximumMemberSteps, code.path.member != shown.path.member, code.owner === shown.owner else { return false }
        if let codeUses = usePlaces(of: code), codeUses.allSatisfy({ neverRuns($0, whileShowing: shown, depth: depth + 1) }) {
            return true
        }
        guard let shownUses = usePlaces(of: shown) else { return false }
        return shownUses.allSatisfy { neverRuns(code, whileShowing: $0, depth: depth + 1) }
    }

    /// Whether assigning `literal` to the value at `path` of the place's owner removes what is
    /// built at the place: the branches around it rule the value out (``BranchPins``), there or
    /// at every use of the member that holds it (`storyContent(for:)`, used only in the `else` of
    /// `if viewModel.isLoading`).
    func removes(_ place: BranchPath.Place, assigning literal: String, to path: [String], depth: Int = 0) -> Bool {
        if BranchPins.remove(place, assigning: literal, to: path) { return true }
        guard depth < Self.maximumMemberSteps, let uses = usePlaces(of: place) else { return false }
        return uses.allSatisfy { removes($0, assigning: literal, to: path, depth: depth + 1) }
    }

    /// Whether the branches around a place hold each of `changed` at one value, there or at
    /// every use of the member that holds it (``BranchPins/fix(_:at:)``): BetterBlue's refresh
    /// button, made in `refreshButton`, is used in the expanded layout under `if isExpanded`
    /// and in the collapsed one under its `else`, so `enabled: isExpanded` is fixed for each.
    func pins(_ changed: [String], around place: BranchPath.Place, depth: Int = 0) -> Bool {
        // Each path held there, or held empty through a flag of its holder (``FlagAliases``).
        let aliases = FlagAliases(index: index)
        if !changed.isEmpty, changed.allSatisfy({ BranchPins.fix([$0], at: place) || aliases.pin($0, around: place) }) { return true }
        guard depth < Self.maximumMemberSteps, let uses = usePlaces(of: place) else { return false }
        return uses.allSatisfy { pins(changed, around: $0, depth: depth + 1) }
    }

    /// Where a place's member is used, when it is used, and only in its own type's code.
    private func usePlaces(of place: BranchPath.Place) -> [BranchPath.Place]? {
        guard let memberUses = uses.memberUses[place.owner.qualifiedName + "." + place.name], !memberUses.isEmpty else { return nil }
        var places: [BranchPath.Place] = []
        for use in memberUses {
            guard let located = BranchPath.locate(offset: use.offset, fileIndex: use.fileIndex, in: index),
                  located.owner === place.owner else { return nil }
            places.append(located)
        }
        return places
    }

    /// Whether the user can act on a view while `view` is shown: not when `view` is always
    /// shown in a modal presentation (a sheet, a full-screen cover, a popover, or under one) and
    /// the acting view is not part of it — the screen underneath is covered. `owner` is the view
    /// whose code acts.
    func isCoveredByModal(_ owner: TypeInfo, whileShowing view: TypeInfo) -> Bool {
        guard owner.isView, let roots = modalRoots(of: view, depth: 0), !roots.isEmpty else { return false }
        return roots.allSatisfy { root in
            root !== owner && !views(builtUnder: root).contains(owner.useKey)
        }
    }

    /// Whether code of `owner` runs only while a full-screen cover shows it, one `view` is not
    /// part of: `view` is then covered (or not shown at all), and when the cover goes it appears
    /// again and its appearance work runs with what the cover changed
    /// (``ModifierCatalog/screenCoveringPresentations``). The recipient editor, a cover over
    /// the address card, saves the address the details screen geocodes when it appears.
    func isShownOnlyInCovers(_ owner: TypeInfo, apartFrom view: TypeInfo) -> Bool {
        guard owner.isView, owner.qualifiedName != view.qualifiedName,
              let roots = modalRoots(of: owner, depth: 0, kinds: ModifierCatalog.screenCoveringPresentations), !roots.isEmpty else {
            return false
        }
        return roots.allSatisfy { root in root !== view && !views(builtUnder: root).contains(view.useKey) }
    }

    /// The views that root the modal presentations `view` is shown in: itself where it is a
    /// sheet's content, else those of the views that build it; `nil` when some place shows it
    /// outside any (or outside a view body). Previews show nothing the app does. `kinds`: the
    /// presentations that count (another one is outside any).
    private func modalRoots(of view: TypeInfo, depth: Int, kinds: Set<String> = modalPresentations) -> [TypeInfo]? {
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard depth < Self.maximumPresentationSteps, !sites.isEmpty else { return nil }
        var roots: [TypeInfo] = []
        for site in sites {
            if case .presentation(let kind) = site.context.placement, kinds.contains(kind) {
                roots.append(view)
                continue
            }
            guard site.context.placement == .body, let parent = site.context.owner, parent.isView,
                  parent.qualifiedName != view.qualifiedName,
                  let above = modalRoots(of: parent, depth: depth + 1, kinds: kinds) else { return nil }
            roots += above
        }
        return roots
    }

    /// The views built in `root`'s bodies, and in theirs, whatever the placement.
    private func views(builtUnder root: TypeInfo) -> Set<String> {
        var found: Set<String> = []
        var pending = [root.useKey]
        while let next = pending.popLast(), found.count < Self.maximumDescendants {
            for name in uses.viewsCreated[next] ?? [] where found.insert(name).inserted { pending.append(name) }
        }
        return found
    }

    /// Whether `pushed` is only ever shown pushed over `view` in a navigation stack: every
    /// place creating it is a navigation destination in `view`'s code, in a view `view`'s
    /// body builds (the picker row of a form), or in a screen pushed over `view` in turn; and
    /// `view` is itself only ever pushed, or sits in a `NavigationStack`. A push covers the
    /// screen it leaves, which appears again when the user comes back; a split view's sidebar
    /// (not pushed) stays on screen beside the detail it fills.
    func isPushed(_ pushed: TypeInfo, over view: TypeInfo, depth: Int = 0) -> Bool {
        guard depth < Self.maximumPresentationSteps, pushed.qualifiedName != view.qualifiedName,
              isOnlyPushed(view) || isInStack(view, depth: 0) else { return false }
        let sites = uses.creations(of: pushed).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard Self.isPush(site), let owner = site.context.owner else { return false }
            return owner.qualifiedName == view.qualifiedName || isPushed(owner, over: view, depth: depth + 1)
                || isBuiltInBody(owner, of: view, depth: 0)
        }
    }

    /// Whether every place creating `view` is inside `range` of a file (the view a modifier is
    /// applied to), or in the body of a view made only there in turn.
    func isBuilt(_ view: TypeInfo, inside range: SourceRange, fileIndex: Int, depth: Int = 0) -> Bool {
        guard depth < Self.maximumPresentationSteps, view.isView else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            if site.context.fileIndex == fileIndex && range.contains(site.range.start) { return true }
            guard site.context.placement == .body, let owner = site.context.owner, owner.qualifiedName != view.qualifiedName else {
                return false
            }
            return isBuilt(owner, inside: range, fileIndex: fileIndex, depth: depth + 1)
        }
    }

    /// Whether every place creating `view` is in the body of `ancestor`, or of a view built
    /// so in turn: on the same screen as `ancestor`, never presented apart from it.
    private func isBuiltInBody(_ view: TypeInfo, of ancestor: TypeInfo, depth: Int) -> Bool {
        guard depth < Self.maximumPresentationSteps, view.isView else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard site.context.placement == .body, let owner = site.context.owner, owner.qualifiedName != view.qualifiedName else {
                return false
            }
            return owner.qualifiedName == ancestor.qualifiedName || isBuiltInBody(owner, of: ancestor, depth: depth + 1)
        }
    }

    /// Whether `view` is the root of a navigation stack, or built in the body of one at every
    /// place creating it: a screen pushed there covers it. Not where a split view holds it.
    private func isInStack(_ view: TypeInfo, depth: Int) -> Bool {
        guard depth < Self.maximumPresentationSteps, view.isView else { return false }
        switch NavigationContainers.kind(in: view) {
        case .stack: return true
        case .columns: return false
        case nil: break
        }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard site.context.placement == .body, let owner = site.context.owner, owner.qualifiedName != view.qualifiedName else {
                return false
            }
            return isInStack(owner, depth: depth + 1)
        }
    }

    /// Whether `site` pushes the view it creates over `view`, itself only ever pushed: what the
    /// pushed screen does happens while `view` is covered (``isPushed(_:over:depth:)``).
    func pushes(_ site: CallSite, over view: TypeInfo) -> Bool {
        Self.isPush(site) && site.context.owner?.qualifiedName == view.qualifiedName && isOnlyPushed(view)
    }

    /// Whether every place (previews aside) creating `view` pushes it.
    private func isOnlyPushed(_ view: TypeInfo) -> Bool {
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy(Self.isPush)
    }

    /// Whether a place creates its view as a pushed destination.
    private static func isPush(_ site: CallSite) -> Bool {
        site.context.placement.presenter.map(pushPresentations.contains) ?? false
    }

    /// Presentations that cover the screen they are presented from until dismissed.
    static let modalPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Presentations that push a screen onto a navigation stack.
    static let pushPresentations: Set<String> = ["NavigationLink", "navigationDestination"]
    /// Creating views followed up from a view to the presentation it is in, at most.
    private static let maximumPresentationSteps = 8
    /// Views looked at under one presentation, at most.
    private static let maximumDescendants = 512

    /// Members followed to where they are used, at most.
    private static let maximumMemberSteps = 6

    /// A place that creates a view: its own path, and, when it sits in a member the creating
    /// view uses only in its own code (`configureVM`, used in the `.configuration` case of the
    /// body's `switch`), the paths of those uses.
    private struct Site {
        let own: BranchPath
        let uses: [BranchPath]

        /// The ways of placing it: where it is, or, all together, where its member is used.
        private var placings: [[BranchPath]] { uses.isEmpty ? [[own]] : [[own], uses] }

        /// Whether it never runs with code at any of `paths` (all of them, in one placing).
        func excludes(_ paths: [BranchPath]) -> Bool {
            placings.contains { placing in placing.allSatisfy { mine in paths.allSatisfy { mine.excludes($0) } } }
        }

        /// Whether it is never built together with another site.
        func excludes(_ other: Site) -> Bool {
            other.placings.contains { excludes($0) }
        }
    }

    /// Where the module creates a view; `nil` when nowhere, or somewhere outside a member.
    private func sites(of view: TypeInfo) -> [Site]? {
        let creations = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !creations.isEmpty else { return nil }
        var sites: [Site] = []
        for site in creations {
            guard let located = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return nil }
            sites.append(self.site(at: located))
        }
        return sites
    }

    /// A located place, with the uses of the member that holds it (``lifted(_:depth:)``).
    private func site(at place: BranchPath.Place) -> Site {
        let lifted = lifted(place, depth: 0)
        return Site(own: place.path, uses: lifted == [place.path] ? [] : lifted)
    }

    /// The paths of a place, moved up to the uses of the member that holds it while every use
    /// is in the same type's code.
    private func lifted(_ place: BranchPath.Place, depth: Int) -> [BranchPath] {
        guard place.name != "body", depth < Self.maximumMemberSteps, let places = usePlaces(of: place) else { return [place.path] }
        return places.flatMap { lifted($0, depth: depth + 1) }
    }
}
