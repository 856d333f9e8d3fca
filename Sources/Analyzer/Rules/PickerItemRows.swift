/// For `unstable-identity`: where the module shows rows of a type, to tell whether they are
/// only ever `Picker` or `Menu` items — stateless entries rebuilt each time the menu opens,
/// chosen by their `.tag`, whose identity carries nothing. A row is one when its `ForEach` (or
/// `List`) is written in such content, or in a view every other view creates only there.
struct PickerItemRows {
    let index: ModuleIndex
    let uses: ModuleUses
    /// Every `ForEach` or `List` call in the module's member bodies with its data, found in one
    /// walk: the questions below are asked per type, and a walk per type would be quadratic.
    private let rows: [Row]

    /// A `ForEach` or `List` call, the type whose code holds it, the statements of the member
    /// it is in and the data it is handed.
    private struct Row {
        let owner: TypeInfo
        let statements: [Stmt]
        let call: Expr
        let data: Expr
    }

    init(index: ModuleIndex, uses: ModuleUses) {
        self.index = index
        self.uses = uses
        var rows: [Row] = []
        for owner in index.types {
            for (statements, _) in owner.memberBodies(includingStatic: true) {
                SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                    guard case .call(let call) = expr.kind, case .identifier(let callee) = call.callee.kind,
                          callee == "ForEach" || callee == "List", let data = call.arguments.first(where: { $0.label == nil })?.value
                    else { return }
                    rows.append(Row(owner: owner, statements: statements, call: expr, data: data))
                }
            }
        }
        self.rows = rows
    }

    /// Views created inside one another before viewlint stops following them.
    private static let maximumNesting = 8

    /// Methods whose result holds the same elements as their receiver.
    private static let subsequenceMethods: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast"]

    /// `Menu` and `Picker` calls' closures (their content and label).
    static func contentRanges(of call: Call) -> [SourceRange] {
        guard case .identifier(let callee) = call.callee.kind, callee == "Menu" || callee == "Picker" else { return [] }
        return call.allArguments.filter(\.value.isClosure).map(\.range)
    }

    /// Whether the module shows rows of `type` and every `ForEach` or `List` over it is a
    /// picker's or menu's items.
    func rowsAreOnlyPickerItems(of type: TypeInfo) -> Bool {
        let rows = rowKinds(of: type)
        return rows.found && rows.onlyItems
    }

    /// Whether the module shows rows of `type` and every `ForEach` or `List` over it names a
    /// key path that does not go through `id` (`ForEach(Array(commits.enumerated()), id: \.0)`):
    /// none of them reads the type's `Identifiable` identity.
    func rowsAreAllKeyedOtherwise(of type: TypeInfo) -> Bool {
        var found = false
        var keyedOtherwise = true
        visitRows(of: type) { _, _, row in
            found = true
            guard case .call(let call) = row.kind, let key = call.arguments.first(where: { $0.label?.text == "id" })?.value,
                  case .keyPath(let path) = key.kind else {
                keyedOtherwise = false
                return false
            }
            if path.components.contains(where: { component in
                if case .property(let name) = component { return name.text == "id" }
                return false
            }) {
                keyedOtherwise = false
            }
            return keyedOtherwise
        }
        return found && keyedOtherwise
    }

    /// The types whose code shows rows of `type`.
    func rowOwners(of type: TypeInfo) -> [TypeInfo] {
        var owners: [TypeInfo] = []
        visitRows(of: type) { owner, _, _ in
            if !owners.contains(where: { $0 === owner }) { owners.append(owner) }
            return true
        }
        return owners
    }

    /// Whether the module has rows of `type`, and whether all it has are picker or menu items.
    private func rowKinds(of type: TypeInfo) -> (found: Bool, onlyItems: Bool) {
        var found = false
        var onlyItems = true
        visitRows(of: type) { owner, statements, row in
            found = true
            onlyItems = Self.menuContent(in: statements).contains { $0.contains(row.range.start) } || isCreatedOnlyAsItems(owner, depth: 0)
            return onlyItems
        }
        return (found, onlyItems)
    }

    /// Calls `visit` with each `ForEach` or `List` over `type` in the module, the type whose
    /// code holds it and the statements of the member it is in, until `visit` returns `false`.
    private func visitRows(of type: TypeInfo, _ visit: (TypeInfo, [Stmt], Expr) -> Bool) {
        for row in rows where elementType(of: row.data, in: row.owner) === type {
            if !visit(row.owner, row.statements, row.call) { return }
        }
    }

    /// Whether a view presents values of `type` with `.sheet(item:)` (or another presentation
    /// taking an item): a `$selection` of a stored `type?` handed as `item:`.
    func presentsAsItem(_ type: TypeInfo) -> Bool {
        for owner in index.types where owner.isView || owner.isViewModifier {
            let holders = Set(owner.storedProperties.filter { property in
                guard case .named(let components)? = property.type?.unwrappingOptionals.kind else { return false }
                return components.last?.name.text == type.name
            }.map { "$" + $0.name })
            guard !holders.isEmpty else { continue }
            for (statements, _) in owner.memberBodies() {
                var presents = false
                SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                    guard !presents, case .call(let call) = expr.kind else { return }
                    presents = call.allArguments.contains { $0.label?.text == "item" && ($0.value.memberPath.map { holders.contains($0.joined(separator: ".")) } ?? false) }
                }
                if presents { return true }
            }
        }
        return false
    }

    /// Whether every place another type creates `view` is a picker's or menu's content, or a
    /// view that is itself only created there. A view nothing else creates may be created
    /// anywhere.
    private func isCreatedOnlyAsItems(_ view: TypeInfo, depth: Int) -> Bool {
        guard depth < Self.maximumNesting, view.isView else { return false }
        let sites = uses.creations(of: view).filter { $0.context.owner?.qualifiedName != view.qualifiedName }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let owner = site.context.owner else { return false }
            let inMenu = owner.memberBodies(includingStatic: true).contains { statements, file in
                file == site.context.fileIndex && Self.menuContent(in: statements).contains { $0.contains(site.range.start) }
            }
            return inMenu || isCreatedOnlyAsItems(owner, depth: depth + 1)
        }
    }

    /// The `Menu` and `Picker` closures anywhere in the statements.
    private static func menuContent(in statements: [Stmt]) -> [SourceRange] {
        var ranges: [SourceRange] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if case .call(let call) = expr.kind { ranges += contentRanges(of: call) }
        }
        return ranges
    }

    /// The module type of the elements `data` holds, where the code says it: a stored, static
    /// or computed property declared `[T]` (optional or not), `T.allCases`, or one of these
    /// filtered, sorted or sliced.
    private func elementType(of data: Expr, in owner: TypeInfo) -> TypeInfo? {
        switch data.kind {
        case .identifier(let name):
            if let stored = owner.storedProperty(named: name) { return listElement(stored.type, value: stored.defaultValue, in: owner) }
            if let value = owner.staticProperties[name] { return listElement(value.type, value: value.initializer, in: owner) }
            return listElement(owner.computedProperty(named: name)?.type, value: nil, in: owner)
        case .memberAccess(let base, let name, _):
            if name.text == "allCases", let typeName = ViewTypeEvaluator.qualifiedTypeName(base) {
                return index.type(named: typeName, in: owner)
            }
            if case .identifier("self") = base.kind { return elementType(of: Expr(.identifier(name.text), range: data.range), in: owner) }
            guard let typeName = ViewTypeEvaluator.qualifiedTypeName(base),
                  let holder = typeName == "Self" ? owner : index.type(named: typeName, in: owner) else { return nil }
            let value = holder.staticProperties[name.text]
            return listElement(value?.type, value: value?.initializer, in: holder)
        case .call(let call):
            // `Array(commits.enumerated())`: the same rows, each with its position.
            if case .identifier("Array") = call.callee.kind, call.allArguments.count == 1, call.allArguments[0].label == nil {
                return elementType(of: call.allArguments[0].value, in: owner)
            }
            guard case .memberAccess(let base, let name, _) = call.callee.kind,
                  Self.subsequenceMethods.contains(name.text) || name.text == "enumerated" else { return nil }
            return elementType(of: base, in: owner)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return elementType(of: inner, in: owner)
        default:
            return nil
        }
    }

    /// `T` for a list declared `[T]` or `[T]?`, or, undeclared, set to `[T(…), …]`.
    private func listElement(_ type: TypeRef?, value: Expr?, in owner: TypeInfo) -> TypeInfo? {
        if let type {
            guard case .array(let element) = type.unwrappingOptionals.kind else { return nil }
            return ExpressionTypes(index: index).type(named: element, in: owner)
        }
        guard case .arrayLiteral(let elements)? = value?.kind, let first = elements.first,
              let name = ExpressionTypes.constructedTypeName(first) else { return nil }
        return index.type(named: name, in: owner)
    }
}
