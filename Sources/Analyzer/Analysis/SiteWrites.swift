/// The writes that give no new value to a view created at one site while it keeps its identity,
/// which ``ValueVariability`` leaves out when it judges what that site passes:
/// - a write made where the view is absent: in another clause of an `if`/`switch` around the
///   site (`if let session { StatsScreen(session: session) } else { … session = .shared … }`).
///   The view is gone while it happens and is inserted afresh, new state and all, when the
///   clause changes;
/// - a write that removes the view: it assigns the site's owner a value the branches around the
///   site rule out (`selection = nil` where the site is under `if selection != nil`), and a
///   write made after such a write in the same function (`isLoading = true`, then the results,
///   where the view is built only while `!viewModel.isLoading`): the view is gone meanwhile;
/// - the view's own edits coming back: a write through an input the view hands its copy of the
///   value back through (`$payload` to an editor that assigns `payload` from its state, the
///   closure it calls with its draft). The parent passes back what the view already holds.
struct SiteWrites {
    private let fileIndex: Int
    /// Where the site is among the branches of its member; `nil` outside any member.
    private let place: BranchPath.Place?
    /// The arguments of the site's call the view hands its edits back through.
    private let echoArguments: [SourceRange]
    private let coexistence: ViewCoexistence
    private let index: ModuleIndex

    /// `echoing`: the view's stored properties (a binding, a callback) its edits come back
    /// through.
    init(site: CallSite, view: TypeInfo, echoing: Set<String>, index: ModuleIndex, uses: ModuleUses) {
        fileIndex = site.context.fileIndex
        place = BranchPath.locate(offset: site.range.start, fileIndex: fileIndex, in: index)
        let mapping = InitializerMapping(view: view, index: index)
        echoArguments = echoing.sorted().compactMap { name in
            view.storedProperty(named: name).flatMap { mapping.value(of: $0, in: site.call)?.passedArgument?.range }
        }
        coexistence = ViewCoexistence(index: index, uses: uses)
        self.index = index
    }

    /// Whether the write (of `name`, a stored property of `type`) gives the view no new value.
    func excludes(_ write: PropertyWrite, of name: String, in type: TypeInfo) -> Bool {
        if write.fileIndex == fileIndex, echoArguments.contains(where: { $0.contains(write.range) }) { return true }
        guard let place else { return false }
        if write.path == [name], let literal = write.assignedLiteral,
           prefixes(of: type, at: place).contains(where: { coexistence.removes(place, assigning: literal, to: $0 + [name]) }) {
            return true
        }
        if followsRemoval(write, in: type, place: place) { return true }
        guard isInMember(of: place.owner, write) else { return false }
        return coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: place)
    }

    /// Whether, earlier in the function that makes the write, the same type assigns one of its
    /// values a literal that removes the view (`isLoading = true` before the results are
    /// written), with no other assignment of it in between (a `defer` runs at the end).
    private func followsRemoval(_ write: PropertyWrite, in type: TypeInfo, place: BranchPath.Place) -> Bool {
        guard let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
              member.type.qualifiedName == type.qualifiedName else { return false }
        let prefixes = prefixes(of: type, at: place)
        guard !prefixes.isEmpty else { return false }
        let deferred = Self.deferredRanges(in: member.statements)
        var latest: [String: String] = [:]
        SyntaxWalk.expressions(in: member.statements, intoClosures: true) { expr in
            guard expr.range.start < write.range.start, case .assignment(let target, let value) = expr.kind,
                  let path = target.memberPath, path.count == 1, type.storedProperty(named: path[0]) != nil,
                  !deferred.contains(where: { $0.contains(expr.range) }) else { return }
            latest[path[0]] = value.literalText ?? ""
        }
        return latest.contains { name, literal in
            !literal.isEmpty && prefixes.contains { coexistence.removes(place, assigning: literal, to: $0 + [name]) }
        }
    }

    /// The paths of `type`'s values as the site's code reads them: its own (`[]`), or through
    /// the owner's properties that hold a `type` (`["viewModel"]`).
    private func prefixes(of type: TypeInfo, at place: BranchPath.Place) -> [[String]] {
        if type.qualifiedName == place.owner.qualifiedName { return [[]] }
        let types = ExpressionTypes(index: index)
        return place.owner.storedProperties.filter { types.type(of: $0, in: place.owner)?.qualifiedName == type.qualifiedName }
            .map { [$0.name] }
    }

    /// The blocks of the `defer` statements among `statements` and the blocks inside them.
    private static func deferredRanges(in statements: [Stmt]) -> [SourceRange] {
        statements.flatMap { statement -> [SourceRange] in
            if case .deferStmt(let block) = statement.kind { return [block.range] }
            return SyntaxWalk.childBlocks(of: statement).flatMap { deferredRanges(in: $0) }
        }
    }

    /// Whether the write is in the code of one of the owner's members: only there can it sit in
    /// another clause than the site (a cheap test before locating it among the branches).
    private func isInMember(of owner: TypeInfo, _ write: PropertyWrite) -> Bool {
        owner.computedProperties.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
            || owner.methods.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
    }
}
