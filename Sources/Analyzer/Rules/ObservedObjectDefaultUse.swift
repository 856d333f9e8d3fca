/// For `observed-object-inline-init`: how the module uses the default object of a view's
/// `@ObservedObject var model = Model()` — where the view is made without passing one, so
/// the default runs.
struct ObservedObjectDefaultUse {
    let view: TypeInfo
    let property: StoredProperty
    let context: ViewContext

    /// Where the module creates the view without passing the object, in code that makes it
    /// again (a body, presented content, a reassigned root): each time, the default makes a new
    /// one. A site that passes it (memberwise, or an `init` that stores its argument) never runs
    /// the default, nor does a hosting controller's root, an action or a preview, made once.
    /// `nil` when the module creates the view nowhere: its callers may, without passing it.
    func sitesMakingTheDefaultAgain() -> [CallSite]? {
        let sites = context.uses.creations(of: view)
        guard !sites.isEmpty else { return nil }
        let mapping = InitializerMapping(view: view, index: context.index)
        return sites.filter { site in
            guard ![.hosted, .handedOver, .preview].contains(site.context.placement) else { return false }
            if case .expression? = mapping.value(of: property, in: site.call) { return false }
            return true
        }
    }
}
