/// Members whose views are only ever presented: `.sheet { editor }`,
/// `NavigationLink(destination: detail)`, or a member used only by such a member. SwiftUI builds
/// them for one presentation, so a view created in them gets the presentation's placement, as
/// if it were written in the sheet's closure.
struct PresentedMembers {
    /// One use of a member: the placement it is used in, the member using it, where, and the
    /// `.id(…)` values the views it builds there are identified under.
    struct Use: Sendable {
        let placement: Placement
        let from: String?
        let fileIndex: Int
        let offset: Int
        let identities: [ExplicitIdentity]
    }

    /// The presentation each presented member is built for, by `Owner.member`.
    private var placements: [String: Placement] = [:]

    init(uses: [String: [Use]]) {
        // A member is presented when every use is presented content or a presented member's
        // body; found by growing the set until nothing changes (at most one round per member).
        var changed = true
        while changed {
            changed = false
            for (member, memberUses) in uses where placements[member] == nil {
                guard let placement = presentedPlacement(of: memberUses, member: member) else { continue }
                placements[member] = placement
                changed = true
            }
        }
    }

    private func presentedPlacement(of uses: [Use], member: String) -> Placement? {
        var found: Placement?
        for use in uses {
            switch use.placement {
            case .presentation, .hosted:
                found = found ?? use.placement
            case .body:
                guard let from = use.from, from != member, let outer = placements[from] else { return nil }
                found = found ?? outer
            default:
                return nil
            }
        }
        return found
    }

    /// A call site with the placement of the presented member it is in, if it is in one.
    func adjusted(_ site: CallSite) -> CallSite {
        guard site.context.placement == .body, let member = site.member, let placement = placements[member] else { return site }
        let context = CodeContext(owner: site.context.owner, scope: site.context.scope, placement: placement,
                                  fileIndex: site.context.fileIndex)
        return CallSite(call: site.call, range: site.range, context: context, explicitIdentities: site.explicitIdentities,
                        receiver: site.receiver, member: site.member)
    }
}
