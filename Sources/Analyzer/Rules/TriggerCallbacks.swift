/// A trigger a view's creator spends when the view calls back. A card is made with
/// `startInEditMode: action.id == newlyAddedItemId` and `onEditModeStarted: { newlyAddedItemId =
/// nil }`, and its `.onAppear` runs `if startInEditMode { startEditing(); onEditModeStarted?() }`:
/// the block runs once per trigger, and the trigger going back to `false` must not run it again.
struct TriggerCallbacks {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether calling the closure input `callback` spends, at every place the module creates
    /// the view, what that place passes for one of `inputs`: the closure it passes sets to `nil`
    /// or `false` a value the trigger reads. A place passing a literal trigger has nothing to
    /// spend. `false` for a view the module creates nowhere (its callers are unknown).
    func spend(_ inputs: [String], calling callback: String) -> Bool {
        guard let closure = view.storedProperty(named: callback),
              closure.type.map({ index.isFunctionType($0.unwrappingOptionals, in: view) }) == true else { return false }
        let triggers = inputs.compactMap { view.storedProperty(named: $0) }.filter { $0.wrapper == nil }
        guard !triggers.isEmpty else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            var passed: [Expr] = []
            for trigger in triggers {
                guard let fed = view.callerExpressions(feeding: trigger, in: site.call, index: index) else { return false }
                passed += fed
            }
            if passed.allSatisfy({ $0.literalText != nil }) { return true }
            guard let fed = view.callerExpressions(feeding: closure, in: site.call, index: index), fed.count == 1,
                  case .closure(let literal) = fed[0].kind else { return false }
            let cleared = Self.clearedPaths(in: literal.body)
            return passed.contains { expr in
                var reads = false
                SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                    if let path = inner.memberPath, cleared.contains(path) { reads = true }
                }
                return reads
            }
        }
    }

    /// The values a closure sets to `nil` or `false` (`newlyAddedItemId = nil`).
    private static func clearedPaths(in statements: [Stmt]) -> Set<[String]> {
        var cleared: Set<[String]> = []
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if let path = clearedPath(by: expr) { cleared.insert(path) }
        }
        return cleared
    }

    /// The value an expression sets to `nil` or `false`, if it is such an assignment.
    static func clearedPath(by expr: Expr) -> [String]? {
        guard case .assignment(let target, let value) = expr.kind, value.literalText == "nil" || value.literalText == "false" else {
            return nil
        }
        return target.memberPath
    }
}
