/// Members whose views are only ever built under an `.id(…)`: `currentStepView(step:)` used
/// once, as `currentStepView(step: step).id("step-\(index)")`, or a member used only by such a
/// member. SwiftUI gives those views a new identity whenever the value changes, as if they were
/// written inside the identified view, so a view created in them carries the use's identities.
///
/// A member used in several places keeps the identities common to all of them (helpers of step
/// views that are all built under the same `.id`): no other value identifies every use.
struct KeyedMembers {
    /// The identities each keyed member's views are built under, by `Owner.member`.
    private var identities: [String: [ExplicitIdentity]] = [:]

    init(uses: [String: [PresentedMembers.Use]]) {
        var visiting: Set<String> = []
        for member in uses.keys.sorted() {
            _ = Self.resolve(member, uses: uses, into: &identities, visiting: &visiting)
        }
    }

    /// The identities `member`'s views are built under (empty: none known), memoised.
    private static func resolve(_ member: String, uses: [String: [PresentedMembers.Use]], into resolved: inout [String: [ExplicitIdentity]],
                                visiting: inout Set<String>) -> [ExplicitIdentity] {
        if let known = resolved[member] { return known }
        guard let memberUses = uses[member], !memberUses.isEmpty, visiting.insert(member).inserted else { return [] }
        var common: [ExplicitIdentity]?
        for use in memberUses {
            var found = use.identities
            if let from = use.from, from != member {
                found += resolve(from, uses: uses, into: &resolved, visiting: &visiting)
            }
            let keys = Set(found.map(Self.key))
            common = common.map { $0.filter { keys.contains(Self.key($0)) } } ?? found
            if common?.isEmpty == true { break }
        }
        visiting.remove(member)
        resolved[member] = common ?? []
        return common ?? []
    }

    /// Where an identity is written: the same `.id(…)` reached through different uses.
    private static func key(_ identity: ExplicitIdentity) -> [Int] {
        [identity.context.fileIndex, identity.value.range.start, identity.value.range.end]
    }

    /// A call site with the identities of the keyed member it is in, if it is in one.
    func adjusted(_ site: CallSite) -> CallSite {
        guard let member = site.member, let extra = identities[member], !extra.isEmpty else { return site }
        return CallSite(call: site.call, range: site.range, context: site.context, explicitIdentities: site.explicitIdentities + extra,
                        receiver: site.receiver, member: site.member)
    }
}
