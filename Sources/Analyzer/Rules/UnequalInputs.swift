/// Whether a module view made by a call compares unequal on every update of its creator for
/// a reason of its own besides one argument: another stored closure (or `AnyView`) that the call
/// gives a value made anew — a `@ViewBuilder` content closure, an action that captures the
/// creator; not one that captures nothing or that the creator hands on as it was given. Then
/// that argument alone (a binding built in the body) costs no extra run of the view's body: it
/// runs every time anyway.
struct UnequalInputs {
    let index: ModuleIndex
    let uses: ModuleUses

    /// `argument`: the range of the argument judged, left out; `fileIndex`: the call's file.
    func alreadyUnequal(_ child: TypeInfo, madeBy call: Call, in fileIndex: Int, besides argument: SourceRange) -> Bool {
        guard let site = uses.creation(of: child, by: call, fileIndex: fileIndex) else { return false }
        let classifier = PODClassifier(index: index, owner: child)
        let mapping = InitializerMapping(view: child, index: index)
        return child.storedProperties.contains { property in
            guard property.wrapper == nil, let type = property.type, case .neverEqual = classifier.verdict(for: type) else { return false }
            let value = mapping.value(of: property, in: site.call)
            if let passed = value?.passedArgument, passed.range.contains(argument) { return false }
            if case .constant? = value { return false }
            return value != nil && !ReRenderCost.isConstant(value, at: site, index: index)
                && !ReRenderCost.isForwarded(value, at: site)
        }
    }
}
