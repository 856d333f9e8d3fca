/// The `Binding(get:set:)`s built in a `TimelineView`'s content whose getter reads the time:
/// the timeline's context, `Date()` or `Date.now`, or a computed property or method that
/// derives its value from them (a player's interpolated position). No stored or observable
/// state carries that value: the content is rebuilt on every tick exactly to hand the child
/// the new time, and the child must redraw anyway. A binding made once, or a projected value,
/// would freeze it. A getter reading stored state (`player.position`) is not one of them.
struct ClockBindings {
    private let view: TypeInfo
    private let types: ExpressionTypes
    private let context: CodeContext

    init(view: TypeInfo, fileIndex: Int, index: ModuleIndex) {
        self.view = view
        types = ExpressionTypes(index: index)
        context = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
    }

    /// Where such bindings' `Binding` names are, by start offset.
    func starts(in statements: [Stmt]) -> Set<Int> {
        var starts: Set<Int> = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .call(let timeline) = expr.kind, timeline.callee.dottedName == ["TimelineView"],
                  let (_, content) = timeline.lastClosure else { return }
            let tick = Set(content.parameters?.map(\.name.text) ?? [])
            SyntaxWalk.expressions(in: content.body, intoClosures: true) { inner in
                guard case .call(let call) = inner.kind, case .identifier("Binding") = call.callee.withoutGenericArguments.kind,
                      let getter = BindingInBodyRule.getter(of: call),
                      readsClock({ SyntaxWalk.expressions(in: getter, intoClosures: true, $0) }, tick: tick, in: context, depth: 0)
                else { return }
                starts.insert(call.callee.range.start)
            }
        }
        return starts
    }

    /// Whether the expressions `walk` visits read the time: the timeline's `tick` context,
    /// `Date()`, `Date.now`, or a member (of the code's owner or of a module type it reaches)
    /// whose own code does.
    private func readsClock(_ walk: ((Expr) -> Void) -> Void, tick: Set<String>, in context: CodeContext, depth: Int) -> Bool {
        var found = false
        walk { expr in
            guard !found else { return }
            switch expr.kind {
            case .identifier(let name):
                found = tick.contains(name) || (context.owner.map { memberReadsClock(name, of: $0, depth: depth) } ?? false)
            case .call(let call):
                found = call.callee.dottedName == ["Date"] && call.allArguments.isEmpty
            case .memberAccess(let base, let name, _):
                if base.dottedName == ["Date"] { found = name.text == "now"; return }
                guard let owner = types.type(of: base, in: context) ?? types.staticValueType(base) else { return }
                found = memberReadsClock(name.text, of: owner, depth: depth)
            default:
                break
            }
        }
        return found
    }

    /// Whether a computed property or method of `type` reads the time.
    private func memberReadsClock(_ name: String, of type: TypeInfo, depth: Int) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        let inner = CodeContext(owner: type, scope: nil, placement: .handedOver, fileIndex: context.fileIndex)
        let bodies = [type.computedProperty(named: name)?.body].compactMap { $0 }
            + type.methods(named: name).compactMap { $0.declaration.body?.statements }
        return bodies.contains { statements in
            readsClock({ SyntaxWalk.expressions(in: statements, intoClosures: true, $0) }, tick: [], in: inner, depth: depth + 1)
        }
    }

    /// Members followed from the getter, at most.
    private static let maximumDepth = 4
}
