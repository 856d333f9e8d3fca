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
    /// else the places in `owner`'s code creating the view that makes it, where that runs — empty
    /// when the write runs where it is (`owner`'s own code, the model's methods, or a view
    /// further down).
    func handOffPlaces(of write: PropertyWrite, through holder: String) -> [Place]? {
        guard privateProperties.contains(holder) else { return [] }
        let instance = owner.qualifiedName + "." + holder
        if let other = write.privateTo { return other == instance ? [] : nil }
        guard write.isFromView, let writer = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex)?.type,
              writer !== owner, let reach = reach(of: holder) else { return [] }
        guard reach.contains(where: { $0.hasPrefix(writer.qualifiedName + ".") }) else { return nil }
        return uses.creations(of: writer)
            .filter { $0.context.owner === owner && $0.context.placement != .preview }
            .map { Place(offset: $0.range.start, fileIndex: $0.context.fileIndex) }
    }

    private func reach(of holder: String) -> Set<String>? {
        uses.privateObjectReach.answer(for: PropertyOfType(type: ObjectIdentifier(owner), property: holder)) {
            PrivateObjects(index: index).reach(of: holder, in: owner)
        }
    }
}
