/// A creating view that re-runs whenever its own parent re-renders: it never compares equal
/// where that parent creates it (a closure made anew there, an `AnyView`), so each update of the
/// parent runs its body again and hands the views it creates new closures of their own
/// (``ReRenderCost``). One level up is followed, and only for state the grandparent writes
/// continuously (typing, dragging, a timer): one level removed, rarer updates cost little.
struct UnequalCreator {
    /// The creating view.
    let creator: String
    /// The view that creates it.
    let parent: String
    /// What changes in that parent (`query`, `model.items`).
    let changed: String
    /// The creating view's stored properties that parent hands the changing value itself
    /// (`searchString: searchText`): a view the creator hands one of them to receives the
    /// change itself.
    let carriers: Set<String>

    /// The first parent that re-runs `owner` continuously for its own changes, if `owner` never
    /// compares equal where it is created — where it shows `shown`, the place in `owner` that
    /// makes the view in question.
    static func find(for owner: TypeInfo?, showing shown: CallSite, context: ViewContext) -> UnequalCreator? {
        guard let owner, owner.isView, owner.kind == .struct, !owner.isEquatable else { return nil }
        let classifier = PODClassifier(index: context.index, owner: owner)
        let neverEqual = owner.storedProperties.filter { property in
            guard property.wrapper == nil, let type = property.type, case .neverEqual = classifier.verdict(for: type) else { return false }
            return true
        }
        guard !neverEqual.isEmpty else { return nil }
        let mapping = InitializerMapping(view: owner, index: context.index)
        for site in ReRenderCost.unequalSites(context.uses.creations(of: owner), neverEqual: neverEqual, mapping: mapping,
                                              index: context.index) {
            guard let parent = site.context.owner, !hides(shown, in: owner, from: site, mapping: mapping, context: context) else { continue }
            let shown = ParentUpdateSources.shownProperties(of: parent, uses: context.uses, index: context.index)
            let sources = ParentUpdateSources.changing(at: site, frequentOnly: true, uses: context.uses, index: context.index)
            // A change the branches around the creator hold at one value swaps it out (matron's
            // chat, shown only while the search query is empty, goes as the user types).
            let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: context.index)
            let coexistence = ViewCoexistence(index: context.index, uses: context.uses)
            let changing = sources.lazy.filter { shown.contains($0.property) }.flatMap { $0.uncarried([]) }
                .filter { changed in !(place.map { coexistence.pins([changed], around: $0) } ?? false) }
            // (Whether the site is live is asked last: it may search the module's names.)
            if let dotted = changing.first, ReRenderCost.isLive(site, context: context) {
                // The creator's inputs handed the changing value itself (`searchString: searchText`),
                // not a value computed from it (`isSearching: !searchText.isEmpty`).
                let changed = dotted.split(separator: ".").map(String.init)
                let carriers = owner.storedProperties.filter { property in
                    mapping.value(of: property, in: site.call)?.passedArgument?.memberPath == changed
                }
                return UnequalCreator(creator: owner.name, parent: parent.name, changed: dotted, carriers: Set(carriers.map(\.name)))
            }
        }
        return nil
    }

    /// Whether what `creation` gives `owner` (a literal, or the default it leaves) rules out the
    /// place in `owner` that makes `shown`: spot's search screen makes its cards with the legacy
    /// presentation, and the map preview is built only under `if presentation == .homePlaceFirst`.
    private static func hides(_ shown: CallSite, in owner: TypeInfo, from creation: CallSite, mapping: InitializerMapping,
                              context: ViewContext) -> Bool {
        guard let place = BranchPath.locate(offset: shown.range.start, fileIndex: shown.context.fileIndex, in: context.index),
              place.owner === owner else { return false }
        let coexistence = ViewCoexistence(index: context.index, uses: context.uses)
        return owner.storedProperties.contains { property in
            guard property.wrapper == nil else { return false }
            let literal: String?
            switch mapping.value(of: property, in: creation.call) {
            case .constant?: literal = property.defaultValue?.literalText
            case let value?: literal = value.passedArgument?.literalText
            case nil: literal = nil
            }
            guard let literal else { return false }
            return coexistence.removes(place, assigning: literal, to: [property.name])
        }
    }
}
