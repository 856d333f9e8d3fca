/// Which of a model's changing properties the reads through a view's property holding it
/// reach: `gallery.images.count` reaches `images`, `gallery.selected()` the properties the
/// method reads, `settings.appearance.fontSize` a nested `@Observable` model's `fontSize`.
/// Handing the model itself on (`Child(model: model)`) reaches all of it.
struct ModelChanges {
    /// The view's property that holds the model.
    let property: String
    let model: TypeInfo
    let types: ExpressionTypes
    /// Whether a property of a model type changes in the way that matters.
    let changes: (String, TypeInfo) -> Bool

    /// What `reads` (of the view's stored properties) reach through the model: the changing
    /// properties, as paths from the model (`searchText`, `appearance.fontSize`), and whether
    /// one of them hands on the model itself.
    func reached(by reads: [StoredRead]) -> (whole: Bool, properties: Set<String>) {
        var whole = false
        var properties: Set<String> = []
        for read in reads where read.path[0] == property {
            if read.path.count == 1, read.access.calledMethod == nil { whole = true }
            properties.formUnion(reached(read.path.dropFirst(), read.access, in: model, depth: 0))
        }
        return (whole, properties)
    }

    /// The changing properties a read reaches. `path` is what is read from `model`; when it
    /// ends at a method call, the method is followed to the properties it reads.
    private func reached(_ path: ArraySlice<String>, _ access: MemberAccess, in model: TypeInfo, depth: Int) -> Set<String> {
        guard depth < Self.maximumDepth, let member = path.first ?? access.calledMethod else { return [] }
        guard let property = model.storedProperty(named: member) else {
            let call = MemberAccess(path: [member], range: access.range, kind: .read)
            return MemberDependencies(type: model).storedReads(of: [call]).reduce(into: []) { found, read in
                found.formUnion(reached(read.path[...], read.access, in: model, depth: depth + 1))
            }
        }
        if changes(member, model) { return [member] }
        guard !path.isEmpty, let nested = types.type(of: property, in: model), nested.isObservableMacro else { return [] }
        return Set(reached(path.dropFirst(), access, in: nested, depth: depth + 1).map { member + "." + $0 })
    }

    /// Models and members followed from one read, at most.
    private static let maximumDepth = 4
}
