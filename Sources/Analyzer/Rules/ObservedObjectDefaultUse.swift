/// For `observed-object-inline-init`: how the module uses the default object of a view's
/// `@ObservedObject var model = Model()` — where the view is made without passing one (so the
/// default runs), whether UIKit or AppKit code replaces it in a hosting container's root
/// (`host.rootView.model = model`), and whether the view itself changes it.
struct ObservedObjectDefaultUse {
    let view: TypeInfo
    let property: StoredProperty
    let context: ViewContext

    /// Where the module creates the view without passing the object, in code that makes it
    /// again (a body that can run again, presented content, a reassigned root): each time, the
    /// default makes a new one. A site that passes it (memberwise, or an `init` that stores its argument) never runs
    /// the default, nor does a hosting controller's root, an action or a preview, made once.
    /// `nil` when the module creates the view nowhere: its callers may, without passing it.
    func sitesMakingTheDefaultAgain() -> [CallSite]? {
        let sites = context.uses.creations(of: view)
        guard !sites.isEmpty else { return nil }
        let mapping = InitializerMapping(view: view, index: context.index)
        return sites.filter { site in
            guard ![.hosted, .handedOver, .preview].contains(site.context.placement) else { return false }
            if case .expression? = mapping.value(of: property, in: site.call) { return false }
            // A parent that stores nothing (`struct HistoryView: View { var body … }`) has no
            // input, state or environment to change: its body runs once for its identity.
            if let owner = site.context.owner, owner.isView, owner.storedProperties.isEmpty { return false }
            // Nor does an app's scene body that reads nothing that changes: its windows' roots
            // are made once per window.
            if let owner = site.context.owner, isAppThatObservesNothing(owner) { return false }
            return true
        }
    }

    /// Whether `type` is an `App` whose stored properties give SwiftUI nothing to re-run its
    /// body for: plain values, and a delegate adaptor's object that never publishes (Lemmios'
    /// `AppDelegate`, an `ObservableObject` with no `@Published`).
    private func isAppThatObservesNothing(_ type: TypeInfo) -> Bool {
        guard type.inheritedNames.contains("App") else { return false }
        return type.storedProperties.allSatisfy { property in
            switch property.wrapper {
            case nil:
                return true
            case .other(let name) where name == "UIApplicationDelegateAdaptor" || name == "NSApplicationDelegateAdaptor":
                guard let delegateType = property.type.map(ModuleIndex.qualifiedName), let delegate = context.index.type(named: delegateType)
                else { return false }
                return !delegate.storedProperties.contains { $0.wrapper == .other("Published") }
            default:
                return false
            }
        }
    }

    /// Where code that hosts the view replaces the object in the container's root
    /// (`statsView.rootView.viewModel = model`): there the default is only a placeholder, and
    /// `@StateObject`, whose `wrappedValue` cannot be set, would break the assignment.
    func replacementsInHostingRoot() -> [(fileIndex: Int, range: SourceRange)] {
        var found: [(fileIndex: Int, range: SourceRange)] = []
        var owners = Set<String>()
        for site in context.uses.creations(of: view) where site.context.placement == .hosted || site.context.placement == .reassignedRoot {
            guard let owner = site.context.owner, owners.insert(owner.qualifiedName).inserted else { continue }
            for (statements, fileIndex) in owner.memberBodies() {
                SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                    guard case .assignment(let target, _) = expr.kind, case .memberAccess(let root, let name, _) = target.kind,
                          name.text == property.name, case .memberAccess(_, let container, _) = root.kind,
                          container.text == "rootView" else { return }
                    found.append((fileIndex, target.range))
                }
            }
        }
        return found
    }

    /// Whether the view's own code can change the object: it writes through it (`model.name =
    /// …`, or a binding `$model.name` that a control, or a module view it is handed to, writes),
    /// calls its methods, or hands the object itself to other code, which may.
    func viewChangesTheObject() -> Bool {
        let variability = ValueVariability(index: context.index, uses: context.uses)
        if variability.effectiveWrites(of: property.name, in: view).contains(where: { $0.path.count > 1 }) { return true }
        var changes = false
        for (statements, _) in view.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                if case .memberAccess(let receiver, _, _) = call.callee.kind, receiver.selfMemberName == property.name { changes = true }
                if call.allArguments.contains(where: { $0.value.selfMemberName == property.name }) { changes = true }
            }
        }
        return changes
    }
}
