extension ViewCoexistence {
    /// Whether every place the module shows `view` lies above a scrim (``Scrims``) that the code
    /// at `range` is not part of, so a touch there cannot happen while `view` shows. gitchat's
    /// long-press menu shows the pressed message's bubble through `MessageMenu(preview: { … })`,
    /// whose body draws it above `Color.black.opacity(0.2).ignoresSafeArea()`: no other cell
    /// can be long-pressed meanwhile. The scrim may be around the creation site, around every
    /// use of the member holding it, or in the body of a module view the site is handed to as
    /// content.
    func isAboveScrim(_ view: TypeInfo, apartFrom range: SourceRange, fileIndex: Int) -> Bool {
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            isAboveScrim(offset: site.range.start, fileIndex: site.context.fileIndex, apartFrom: range, in: fileIndex, depth: 0)
        }
    }

    private func isAboveScrim(offset: Int, fileIndex: Int, apartFrom range: SourceRange, in writeFile: Int, depth: Int) -> Bool {
        // What lies above the scrim: the stack, or the content view's call with all it is handed.
        if let above = Scrims.aboveScrim(at: offset, fileIndex: fileIndex, index: index, uses: uses)
            ?? contentViewCallAboveScrim(offset: offset, fileIndex: fileIndex) {
            return !Scrims.isDrawnInside(above, fileIndex: fileIndex, code: range, codeFile: writeFile, index: index, uses: uses)
        }
        // Every use of the member that holds the place.
        guard depth < Self.maximumScrimSteps, let member = index.memberLocator.member(at: offset, fileIndex: fileIndex),
              let memberUses = uses.memberUses[member.type.qualifiedName + "." + member.name], !memberUses.isEmpty else { return false }
        return memberUses.allSatisfy { use in
            isAboveScrim(offset: use.offset, fileIndex: use.fileIndex, apartFrom: range, in: writeFile, depth: depth + 1)
        }
    }

    /// The call of a view of the module that the code at `offset` is handed to in a closure by
    /// label (`MessageMenu(…, preview: { … })`), when the view's body calls that closure above a
    /// scrim.
    private func contentViewCallAboveScrim(offset: Int, fileIndex: Int) -> SourceRange? {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return nil }
        var found: SourceRange?
        SyntaxWalk.expressions(in: member.statements, around: offset, intoClosures: true) { expr in
            guard found == nil, case .call(let call) = expr.kind, let name = ExpressionTypes.constructedTypeName(expr),
                  let content = index.type(named: name), content.isView,
                  let argument = call.arguments.first(where: { $0.value.isClosure && $0.value.range.contains(offset) }),
                  let label = argument.label?.text, content.storedProperty(named: label) != nil,
                  let body = content.computedProperty(named: "body") else { return }
            var drawnAboveScrim = false
            SyntaxWalk.expressions(in: body.body, intoClosures: true) { inner in
                guard !drawnAboveScrim, case .call(let shown) = inner.kind, shown.callee.selfMemberName == label else { return }
                drawnAboveScrim = Scrims.aboveScrim(at: inner.range.start, fileIndex: body.fileIndex, index: index, uses: uses) != nil
            }
            if drawnAboveScrim { found = expr.range }
        }
        return found
    }

    /// Member uses followed outwards, at most.
    private static let maximumScrimSteps = 4
}
