/// Code a view never builds because of how the app creates it: a place under `case .golden:`
/// of `switch style` (or `if style == .golden`), where `style` is the view's input and every
/// place outside previews that creates the view fixes it to another case: passed as a
/// literal, left at a literal default, or handed on from the creator's own constant
/// (`private let style = CardStyle.compact`). nos's golden note card, whose style only a
/// preview passes.
enum InputGates {
    /// Whether the view created at `site`, in its creator's body, is never built.
    static func neverBuilds(_ site: CallSite, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard site.context.placement == .body, let owner = site.context.owner, owner.isView,
              let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index),
              place.owner === owner, !place.path.steps.isEmpty else { return false }
        let creations = uses.creations(of: owner).filter { $0.context.placement != .preview }
        guard !creations.isEmpty else { return false }
        let mapping = InitializerMapping(view: owner, index: index)
        let coexistence = ViewCoexistence(index: index, uses: uses)
        return owner.storedProperties.contains { property in
            guard property.wrapper == nil,
                  let literal = fixedLiteral(of: property, of: owner, at: creations, mapping: mapping, index: index) else { return false }
            return coexistence.removes(place, assigning: literal, to: [property.name])
        }
    }

    /// The one literal every creation gives `property`; `nil` when one can give another value
    /// or viewlint cannot tell. A view creating itself and handing the property on as it is
    /// (a quoted note's card) adds no value of its own.
    private static func fixedLiteral(of property: StoredProperty, of view: TypeInfo, at creations: [CallSite],
                                     mapping: InitializerMapping, index: ModuleIndex) -> String? {
        var fixed: String?
        for site in creations {
            guard let value = mapping.value(of: property, in: site.call) else { return nil }
            let given: Expr?
            switch value {
            case .constant: given = property.defaultValue
            case .expression(let expr, let parameters):
                if case .identifier(let name) = expr.kind, let bound = parameters[name] { given = bound } else { given = expr }
            }
            guard let given else { return nil }
            let literal: String
            if let spelled = caseLiteral(given, index: index) {
                literal = spelled
            } else if case .identifier(let name) = given.kind, let creator = site.context.owner,
                      let handed = creator.storedProperty(named: name) {
                if creator === view && name == property.name { continue }
                // A constant of the creator: a `let` set where it is declared, which no initializer can change.
                guard handed.isLet, handed.wrapper == nil, let initial = handed.defaultValue,
                      let spelled = caseLiteral(initial, index: index) else { return nil }
                literal = spelled
            } else {
                return nil
            }
            if let fixed, fixed != literal { return nil }
            fixed = literal
        }
        return fixed
    }

    /// A literal in ``Expr/literalText``'s spelling, or a case of the module's own enum written
    /// with its type (`CardStyle.compact` as `.compact`).
    private static func caseLiteral(_ expr: Expr, index: ModuleIndex) -> String? {
        if let text = expr.literalText { return text }
        guard case .memberAccess(let base, let name, _) = expr.kind, let typeName = ViewTypeEvaluator.qualifiedTypeName(base),
              let type = index.type(named: typeName), type.kind == .enum,
              type.enumCases.contains(where: { $0.name.text == name.text }) else { return nil }
        return "." + name.text
    }
}
