/// The writes that give no new value to a view created at one site while it keeps its identity,
/// which ``ValueVariability`` leaves out when it judges what that site passes: those made where
/// the view is absent, in another clause of an `if`/`switch` around the site (`if let session {
/// StatsScreen(session: session) } else { … session = .shared … }`). The view is gone while
/// they happen and is inserted afresh, new state and all, when the clause changes.
struct SiteWrites {
    /// Where the site is among the branches of its member; `nil` outside any member.
    private let place: BranchPath.Place?
    private let coexistence: ViewCoexistence

    init(site: CallSite, index: ModuleIndex, uses: ModuleUses) {
        place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index)
        coexistence = ViewCoexistence(index: index, uses: uses)
    }

    /// Whether the write gives the view no new value.
    func excludes(_ write: PropertyWrite) -> Bool {
        guard let place, isInMember(of: place.owner, write) else { return false }
        return coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: place)
    }

    /// Whether the write is in the code of one of the owner's members: only there can it sit in
    /// another clause than the site (a cheap test before locating it among the branches).
    private func isInMember(of owner: TypeInfo, _ write: PropertyWrite) -> Bool {
        owner.computedProperties.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
            || owner.methods.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
    }
}
