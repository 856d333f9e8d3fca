/// The SwiftUI property wrapper on a stored property, as far as viewlint distinguishes them.
public enum PropertyWrapper: Sendable, Equatable {
    case state
    case binding
    case stateObject
    case observedObject
    case environmentObject
    /// `@Environment(\.keyPath)`: a value from the environment.
    case environmentValue(keyPath: String)
    /// `@Environment(Model.self)`: an `@Observable` object from the environment.
    case environmentObservable(type: String)
    case focusState
    case appStorage(key: String?)
    case sceneStorage(key: String?)
    case gestureState
    case namespace
    case bindable
    /// Any other wrapper (`@Query`, `@Published`, a custom one), kept by name.
    case other(String)

    /// Reads the wrapper from an attribute, or `nil` when the attribute is not a property wrapper
    /// viewlint knows of and does not look like one (lowercased attributes such as `@objc`).
    init?(attribute: Attribute, in file: SourceFile) {
        let name = attribute.name.hasPrefix("SwiftUI.") ? String(attribute.name.dropFirst(8)) : attribute.name
        switch name {
        case "State": self = .state
        case "Binding": self = .binding
        case "StateObject": self = .stateObject
        case "ObservedObject": self = .observedObject
        case "EnvironmentObject": self = .environmentObject
        case "Environment":
            let argument = attribute.arguments?.first?.value
            switch argument?.kind {
            case .keyPath(let keyPath)?:
                let path = keyPath.components.compactMap { component -> String? in
                    if case .property(let name) = component { return name.text }
                    return nil
                }
                self = .environmentValue(keyPath: path.joined(separator: "."))
            case .memberAccess(let base, let member, _)? where member.text == "self":
                self = .environmentObservable(type: base.trimmedSource)
            default:
                self = .environmentValue(keyPath: "")
            }
        case "FocusState", "FocusState.Binding": self = .focusState
        case "AppStorage": self = .appStorage(key: attribute.arguments?.first?.value.stringLiteralValue(in: file))
        case "Default":
            // The Defaults package's `@Default(.outputFPS)`: a stored setting like `@AppStorage`,
            // named by its key's member (every `@Default(.outputFPS)` is the same setting).
            guard case .implicitMember(let key, _)? = attribute.arguments?.first?.value.kind else { self = .other(name); return }
            self = .appStorage(key: "Defaults." + key.text)
        case "SceneStorage": self = .sceneStorage(key: attribute.arguments?.first?.value.stringLiteralValue(in: file))
        case "GestureState": self = .gestureState
        case "Namespace": self = .namespace
        case "Bindable": self = .bindable
        default:
            guard let first = name.first, first.isUppercase, !PropertyWrapper.otherAttributes.contains(name) else { return nil }
            self = .other(name)
        }
    }

    /// Capitalised attributes on stored properties that are not property wrappers.
    static let otherAttributes: Set<String> = [
        "ViewBuilder", "MainActor", "Sendable", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable",
        "ObservationIgnored", "ObservationTracked", "Transient", "Attribute", "Relationship", "MainActor",
        "TaskLocal", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder",
    ]

    /// Wrappers that hold a reference-typed model (its identity, not its contents, is the value).
    public var holdsObject: Bool {
        switch self {
        case .stateObject, .observedObject, .environmentObject, .environmentObservable, .bindable: return true
        default: return false
        }
    }

    /// Wrappers that read a model from the environment: every view below one provider reads
    /// the same object.
    public var isEnvironmentObject: Bool {
        switch self {
        case .environmentObject, .environmentObservable: return true
        default: return false
        }
    }
}

extension Expr {
    /// The text of a string literal without interpolation (escapes left as written).
    public func stringLiteralValue(in file: SourceFile) -> String? {
        guard case .stringLiteral(let literal) = kind, literal.isStatic else { return nil }
        return literal.segments.map { segment -> String in
            if case .text(let range) = segment { return file.text(range) }
            return ""
        }.joined()
    }

    /// A compact description of simple expressions (`Model`, `a.b`), used in wrapper names.
    var trimmedSource: String {
        switch kind {
        case .identifier(let name): return name
        case .memberAccess(let base, let name, _): return base.trimmedSource + "." + name.text
        case .specialization(let base, let arguments):
            return base.trimmedSource + "<" + arguments.map(\.sourceDescription).joined(separator: ", ") + ">"
        default: return "?"
        }
    }
}
