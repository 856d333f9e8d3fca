/// Which of the types sharing a name each creation site makes. Two apps of one repository
/// (or each platform's copy of a view) may declare the same `struct RoomInfoView`; the module
/// index files every site that names it under that one name, and this gives each namesake the
/// sites its own initializers can take.
enum NamesakeSites {
    /// The creation sites of each type that has a namesake, keyed by the type's identity,
    /// without the sites only a namesake can take.
    static func split(_ creations: [String: [CallSite]], index: ModuleIndex) -> [ObjectIdentifier: [CallSite]] {
        var split: [ObjectIdentifier: [CallSite]] = [:]
        for (key, sites) in creations {
            let namesakes = index.types(qualifiedName: key).filter { !$0.isFilePrivate }
            guard namesakes.count > 1 else { continue }
            for view in namesakes {
                split[ObjectIdentifier(view)] = sites.filter { !callsANamesake($0, of: view, index: index) }
            }
        }
        return split
    }

    /// Whether a site naming `view`'s type cannot call any initializer `view` has, while a
    /// namesake of it (each platform's own copy of the view) has one that takes the call:
    /// the iOS console's `ConsoleView()` makes the iOS `ConsoleView`, not the macOS one, whose
    /// only `init(_ id: String)` needs an argument.
    private static func callsANamesake(_ site: CallSite, of view: TypeInfo, index: ModuleIndex) -> Bool {
        let namesakes = index.types(qualifiedName: view.qualifiedName).filter { $0 !== view && !$0.isFilePrivate }
        guard !namesakes.isEmpty, !view.isFilePrivate, !mayBeCalled(view, by: site.call, index: index) else { return false }
        return namesakes.contains { mayBeCalled($0, by: site.call, index: index) }
    }

    /// Whether a call may use one of the type's initializers: one of its own takes the
    /// arguments, or it has none of its own in its declaration and the memberwise one does.
    private static func mayBeCalled(_ type: TypeInfo, by call: Call, index: ModuleIndex) -> Bool {
        let declared = type.initializersWithFiles.filter { initializer, fileIndex in
            fileIndex == type.fileIndex && type.declarationRange.contains(initializer.name.range.start)
        }
        if declared.isEmpty && memberwiseMayTake(call, type) { return true }
        return type.initializers.contains { ArgumentMatching.accepts(call, $0.parameters, index: index, owner: type) }
    }

    /// Whether the memberwise initializer may take the call: each argument in parentheses is
    /// labelled with a stored property it sets, and each property it must set has an argument
    /// (a trailing closure may fill any, so a call with one is not judged on what is missing).
    /// The Administrator's `RoomInfoView(room: room)` does not make the Consumer app's
    /// `RoomInfoView`, whose `let participantsCount: Int` it leaves out.
    private static func memberwiseMayTake(_ call: Call, _ type: TypeInfo) -> Bool {
        let settable = type.storedProperties.filter { !($0.isLet && $0.defaultValue != nil) }
        let names = Set(settable.map(\.name))
        for argument in call.arguments {
            guard let label = argument.label?.text, names.contains(label) else { return false }
        }
        guard call.trailingClosures.isEmpty else { return true }
        let passed = Set(call.arguments.compactMap { $0.label?.text })
        return settable.allSatisfy { passed.contains($0.name) || !mustBeSet($0) }
    }

    /// A stored property the memberwise initializer has no default for: no value written, not
    /// an optional `var` (nor optional `@State`, which starts as `nil`), and either unwrapped
    /// or a wrapper whose value the caller hands in.
    private static func mustBeSet(_ property: StoredProperty) -> Bool {
        guard property.defaultValue == nil else { return false }
        switch property.wrapper {
        case nil:
            return !InitializerMapping.startsAsNil(property)
        case .state?:
            return !isOptional(property)
        case .binding?, .observedObject?, .bindable?:
            return true
        default:
            return false
        }
    }

    private static func isOptional(_ property: StoredProperty) -> Bool {
        switch property.type?.kind {
        case .optional?, .implicitlyUnwrapped?: return true
        default: return false
        }
    }
}
