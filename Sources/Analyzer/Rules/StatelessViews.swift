/// Which of the module's views keep no state and run nothing when they appear, so that a new
/// one is the same as the old: UTM's `Logo`, an `if` between a few images; Hacker Tracker's
/// `CardView`, text on a rounded rectangle. Such a view holds no storage of its own
/// (`@State`, `@StateObject`, `@FocusState`, a stored setting, a custom wrapper: only inputs,
/// bindings, environment values and objects others own), and its body is built of stateless
/// leaves (``ViewCatalog/statelessLeaves``), plain stacks, builder blocks and branches, plain
/// modifiers, and such views. One instance answers for one rule check, each view once.
final class StatelessViews {
    private let index: ModuleIndex
    /// Answers by view; `false` while a view is being answered, so a view that shows itself ends the walk.
    private var known: [ObjectIdentifier: Bool] = [:]
    /// Views whose bodies are read for one rule check, at most: past it, a view may hold anything.
    private static let maximumViews = 24
    private var read = 0

    init(index: ModuleIndex) {
        self.index = index
    }

    /// Whether the view a static view tree names (``StaticView/moduleType``, qualified) is stateless.
    func isStateless(qualified name: String) -> Bool {
        index.type(named: name).map(isStateless) ?? false
    }

    /// Whether the view a call names in code of `owner` (`Row(…)`, `Player.Row` inside `Player`) is stateless.
    func isStateless(called name: String, in owner: TypeInfo?) -> Bool {
        index.type(named: name, in: owner).map(isStateless) ?? false
    }

    /// Whether the module's view `type` is stateless; `false` for any other type.
    private func isStateless(_ type: TypeInfo) -> Bool {
        guard type.isView else { return false }
        let key = ObjectIdentifier(type)
        if let answer = known[key] { return answer }
        known[key] = false
        guard read < Self.maximumViews, type.storedProperties.allSatisfy({ !holdsStorage($0) }),
              let body = ViewBodies.bodies(of: type, in: index).first(where: { $0.member == "body" }) else { return false }
        read += 1
        let answer = StatelessSwap.isStatelessLeaf(body.tree, views: self)
        known[key] = answer
        return answer
    }

    /// Storage a new view starts again: anything but an input, a binding, an environment value
    /// or an object another view owns (`@ObservedObject`, `@EnvironmentObject`, `@Bindable`).
    private func holdsStorage(_ property: StoredProperty) -> Bool {
        switch property.wrapper {
        case nil, .binding?, .observedObject?, .environmentObject?, .environmentValue?, .environmentObservable?, .bindable?:
            return false
        default:
            return true
        }
    }
}
