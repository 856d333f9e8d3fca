import Foundation

/// Which of an app's views anything can show: those created by code outside views (its scenes,
/// a hosting controller, a router), named where no creation site is (`Row.init` handed as a
/// function), or a library's API (``NameMentions/isLibraryAPI(_:index:)``), and then every
/// view those views create, and so on. A view reached
/// only from previews, from views nothing shows, from custom modifiers nothing calls, from
/// sheets nothing presents (``PresentationGates``) or from branches a state nothing writes
/// never opens (``StateGates``) is dead code
/// (``NameMentions/isShown(_:index:uses:)``). Built on the first question and shared by every
/// view of the module (the rules run views in parallel).
final class ViewReachability: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: Set<ObjectIdentifier>?

    /// Whether the module's code can show `view`.
    func isShown(_ view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if shown == nil { shown = Self.shownViews(index: index, uses: uses) }
        return shown?.contains(ObjectIdentifier(view)) ?? true
    }

    /// Whether a site naming `view`'s type cannot call any initializer `view` has, while a
    /// namesake of it (each platform's own copy of the view) has one that takes the call:
    /// the iOS console's `ConsoleView()` makes the iOS `ConsoleView`, not the macOS one, whose
    /// only `init(_ id: String)` needs an argument.
    static func callsANamesake(_ site: CallSite, of view: TypeInfo, index: ModuleIndex) -> Bool {
        let namesakes = index.types(qualifiedName: view.qualifiedName).filter { $0 !== view && !$0.isFilePrivate }
        guard !namesakes.isEmpty, !view.isFilePrivate, !mayBeCalled(view, by: site.call, index: index) else { return false }
        return namesakes.contains { mayBeCalled($0, by: site.call, index: index) }
    }

    /// Whether a call may use one of the type's initializers: one of its own takes the
    /// arguments, or it has none of its own in its declaration (the memberwise one is left).
    private static func mayBeCalled(_ type: TypeInfo, by call: Call, index: ModuleIndex) -> Bool {
        let declared = type.initializersWithFiles.filter { initializer, fileIndex in
            fileIndex == type.fileIndex && type.declarationRange.contains(initializer.name.range.start)
        }
        if declared.isEmpty { return true }
        return type.initializers.contains { ArgumentMatching.accepts(call, $0.parameters, index: index, owner: type) }
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
                && !Self.callsANamesake(site, of: view, index: index) {
                if let owner = site.context.owner, owner.isView || owner.isViewModifier {
                    created[ObjectIdentifier(owner), default: []].append(view)
                } else {
                    isRoot = true
                }
            }
            if isRoot || NameMentions.isNamedOutsideItsDeclaration(view, index: index, uses: uses, sites: sites) {
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
