/// Which writes of a model's properties can reach an object a view made for itself
/// (``PrivateObjects``), and where that view shows the code making them. A wizard's
/// `@StateObject private var patientModel` is handed to the name step only: a name typed in
/// another screen's form changes another object, and one typed in this wizard's name step runs
/// where the wizard shows that step — in another `case` than its surgery step.
final class PrivateObjectWrites {
    /// A place in the module's code.
    struct Place {
        let offset: Int
        let fileIndex: Int
    }

    let owner: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses
    private lazy var privateProperties = uses.privateObjectProperties.answer(for: ObjectIdentifier(owner)) {
        PrivateObjects(index: index).properties(of: owner)
    }

    init(owner: TypeInfo, index: ModuleIndex, uses: ModuleUses) {
        self.owner = owner
        self.index = index
        self.uses = uses
    }

    /// For a write of a property of the object `owner` holds in `holder`: `nil` when it cannot
    /// reach that object (another view's own object, or a view the object is never handed to);
    /// else the places in `owner`'s code creating the view that makes it (directly or through
    /// views the object reaches), where that runs — empty when the write runs where it is
    /// (`owner`'s own code, the model's methods, or a view no such place leads to).
    func handOffPlaces(of write: PropertyWrite, through holder: String) -> [Place]? {
        guard privateProperties.contains(holder) else { return [] }
        let instance = owner.qualifiedName + "." + holder
        if let other = write.privateTo { return other == instance ? [] : nil }
        guard write.isFromView, let writer = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex)?.type,
              writer !== owner, let reach = reach(of: holder) else { return [] }
        guard reach.contains(where: { $0.hasPrefix(writer.qualifiedName + ".") }) else { return nil }
        var places: [Place] = []
        collectPlaces(creating: writer, reach: reach, depth: 0, into: &places)
        return places
    }

    /// The places in `owner`'s code creating `view`, or a view the object reaches that creates
    /// it in turn (amakaflow's import flow hands its model to the clarify step, which presents
    /// the describe sheet typing into it): only through them can the object get there.
    private func collectPlaces(creating view: TypeInfo, reach: Set<String>, depth: Int, into places: inout [Place]) {
        for site in uses.creations(of: view) where site.context.placement != .preview {
            guard let creator = site.context.owner else { continue }
            if creator === owner {
                places.append(Place(offset: site.range.start, fileIndex: site.context.fileIndex))
            } else if depth < Self.maximumDepth, creator.isView, reach.contains(where: { $0.hasPrefix(creator.qualifiedName + ".") }) {
                collectPlaces(creating: creator, reach: reach, depth: depth + 1, into: &places)
            }
        }
    }

    /// Views followed up from the writer to `owner`, at most.
    private static let maximumDepth = 3

    private func reach(of holder: String) -> Set<String>? {
        uses.privateObjectReach.answer(for: PropertyOfType(type: ObjectIdentifier(owner), property: holder)) {
            PrivateObjects(index: index).reach(of: holder, in: owner)
        }
    }
}
