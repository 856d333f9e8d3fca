/// Facts about the standard-library, Foundation, CoreGraphics and SwiftUI value types views
/// store and tasks read: whether a value is POD (`_isPOD`, measured in `swiftui-reference.md`
/// §C1–C2), how SwiftUI compares it otherwise, and whether it is `Equatable`.
///
/// The one table of library types: the POD classifier, the `Equatable` check and the rules all
/// read it.
public enum StandardTypeCatalog {
    /// What viewlint knows about one library type.
    public struct Facts: Sendable {
        /// Plain data: compared bytewise by SwiftUI.
        public let isPOD: Bool
        /// `Equatable` (for generic collections: when their elements are).
        public let isEquatable: Bool
        /// How a reader would name a value of the type ("a String"), for messages about
        /// non-POD values.
        public let description: String
        /// Generic over its elements: `Array`, `Range`… (POD-ness and `Equatable` follow them).
        public let isGenericContainer: Bool
    }

    /// Facts by name: the last component (`Scalar` is listed as `Unicode.Scalar`; qualified
    /// names of nested types are tried first).
    public static func facts(qualified: String, last: String) -> Facts? {
        table[qualified] ?? table[last]
    }

    /// Standard-library protocols that a type's nested declarations often shadow
    /// (`enum Error: Swift.Error` inside a service).
    public static let protocolNames: Set<String> = [
        "Error", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomStringConvertible",
    ]

    /// Whether outside any type, `name` means a library type or protocol this catalog knows.
    public static func isLibraryName(_ name: String) -> Bool {
        table[name] != nil || protocolNames.contains(name)
    }

    /// Foundation formatters: costly to create (each loads locale and calendar data), meant to be
    /// made once and reused.
    public static let formatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter",
        "MeasurementFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter", "ListFormatter", "DateIntervalFormatter",
        "EnergyFormatter", "LengthFormatter", "MassFormatter",
    ]

    /// Coders: cheaper than formatters, still worth making once.
    public static let coderTypes: Set<String> = ["JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder"]

    /// Mutating methods of the standard collections, `Bool`, `Set` and `Dictionary`: calling
    /// one on a stored property changes it (`items.append(x)`, `isOn.toggle()`).
    public static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort",
        "shuffle", "reverse", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "merge",
        "updateValue", "removeValue", "removeSubrange", "replaceSubrange", "move", "swapAt",
    ]

    /// Those of them the standard library also declares with no arguments (`toggle()`,
    /// `removeAll()`): `remove()` or `append()` with none is some other type's method (a
    /// bridged file entry's `remove()` deletes the file), not a collection's.
    public static let mutatingMethodsWithoutArguments: Set<String> = [
        "toggle", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort", "shuffle", "reverse",
    ]

    /// `Color`'s own methods, which make another colour rather than a view
    /// (`.black.opacity(0.08)` as a shadow's colour); any other modifier on a colour makes it a view.
    public static let colorMethods: Set<String> = ["opacity", "gradient", "mix", "resolve", "exposureAdjust"]

    /// Members of the standard collections that compute a value from the elements (`last`,
    /// `first`, `count`…): different elements give a different result.
    public static let collectionQueries: Set<String> = [
        "first", "last", "count", "isEmpty", "min", "max", "sorted", "reversed", "randomElement", "suffix", "prefix",
        "dropFirst", "dropLast", "filter", "map", "compactMap", "reduce", "joined", "lastIndex", "firstIndex",
        "contains", "allSatisfy", "flatMap",
    ]

    /// Calls that start work which keeps running after they return: a repeating timer, a
    /// subscription, an event monitor, a notification observer.
    public static let ongoingWorkCalls: Set<String> = [
        "scheduledTimer", "publish", "autoconnect", "sink", "assign", "addObserver", "addLocalMonitorForEvents",
        "addGlobalMonitorForEvents", "startUpdates", "startDeviceMotionUpdates",
    ]

    /// SwiftUI's calls that animate the changes their closure makes.
    public static let animationCalls: Set<String> = ["withAnimation", "withTransaction"]

    /// Library calls whose closure argument runs before the call returns (or, for `Task`,
    /// starts right away): reads inside happen now, not later.
    public static let immediateClosureCalls: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "first", "last", "contains", "allSatisfy",
        "firstIndex", "lastIndex", "sorted", "sort", "min", "max", "removeAll", "partition", "drop", "prefix", "count",
        "withAnimation", "withTransaction", "Task", "detached", "run", "withTaskGroup", "withThrowingTaskGroup",
        "withDiscardingTaskGroup", "addTask", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "performAndWait", "autoreleasepool", "sync",
    ]

    /// Dispatch queue calls whose closure runs a moment later (`DispatchQueue.main.async { … }`,
    /// `asyncAfter`): what the closure does is still done by the code that queued it — a
    /// button's tap, a binding's setter.
    public static let dispatchHops: Set<String> = ["async", "asyncAfter"]

    /// Members of every standard collection (and `String`) whose type is the same whatever the
    /// elements: `items.count` is an `Int` even when the elements are not `Equatable`.
    public static let collectionMemberTypes: [String: String] = ["count": "Int", "isEmpty": "Bool"]

    /// Observable objects of widely used libraries that mirror another object they are made
    /// from and keep no state of their own. The Composable Architecture's `ViewStore` (and its
    /// alias `ViewStoreOf`) observes the `Store` it is given, and its documentation creates it
    /// in the view's `init`: made again from the same store, it shows the same state.
    public static let mirroringObjectTypes: Set<String> = ["ViewStore", "ViewStoreOf"]

    /// A member of a library type that spells the whole value, from which it can be made
    /// again (`FilePath(path.string)`): a change of the value changes it.
    public static let losslessForms: [String: String] = ["FilePath": "string"]

    /// The standard collections, by name, for ``collectionMemberTypes``.
    public static let collectionTypes: Set<String> = ["Array", "Set", "Dictionary", "String", "ContiguousArray", "Substring"]

    /// `[T]`, `[K: V]`, `Set<T>`, `String`…: a standard collection, as written.
    public static func isCollection(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .array, .dictionary: return true
        case .named(let components): return components.count == 1 && collectionTypes.contains(components[0].name.text)
        default: return false
        }
    }

    private static func pod(_ equatable: Bool = true) -> Facts {
        Facts(isPOD: true, isEquatable: equatable, description: "", isGenericContainer: false)
    }

    private static func reflected(_ description: String, equatable: Bool = true, generic: Bool = false) -> Facts {
        Facts(isPOD: false, isEquatable: equatable, description: description, isGenericContainer: generic)
    }

    private static let table: [String: Facts] = {
        var table: [String: Facts] = [:]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                     "Float", "Float16", "CGFloat", "Bool", "UUID", "Date", "TimeInterval", "Decimal", "CGSize", "CGPoint",
                     "CGRect", "CGVector", "Angle", "UnitPoint", "EdgeInsets", "Alignment", "HorizontalAlignment",
                     "VerticalAlignment", "Axis", "ContentMode", "TextAlignment", "Unicode.Scalar", "Duration",
                     "ObjectIdentifier", "ColorScheme", "Edge", "Namespace.ID", "Visibility", "Never",
                     // SwiftUI's payload-free enums and option sets that environment values hold.
                     "ScenePhase", "ColorSchemeContrast", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection",
                     "UserInterfaceSizeClass", "ControlSize", "EditMode", "LegibilityWeight", "ControlActiveState",
                     "RedactionReasons"] {
            table[name] = pod()
        }
        table["StaticString"] = pod(false)
        for name in ["Range", "ClosedRange"] {
            table[name] = Facts(isPOD: true, isEquatable: true, description: "", isGenericContainer: true)
        }
        let reflectedTypes: [(String, String, Bool)] = [
            ("String", "a String", true), ("Substring", "a Substring", true), ("Character", "a Character", true),
            ("URL", "a URL", true), ("Data", "Data", true), ("Locale", "a Locale", true), ("IndexPath", "an IndexPath", true),
            ("DateComponents", "DateComponents", true), ("Calendar", "a Calendar", true), ("TimeZone", "a TimeZone", true),
            ("Text", "a Text", true), ("Image", "an Image", true), ("Color", "a Color", true), ("Font", "a Font", true),
            ("LocalizedStringKey", "a LocalizedStringKey", true), ("Animation", "an Animation", true),
            ("AnyTransition", "an AnyTransition", false), ("Binding", "a Binding", false), ("KeyPath", "a key path", true),
            ("WritableKeyPath", "a key path", true), ("AnyHashable", "an AnyHashable", true),
            ("NavigationPath", "a NavigationPath", true), ("AttributedString", "an AttributedString", true),
            // A handle to running work, `Hashable` by the task it names.
            ("Task", "a Task", true),
        ]
        for (name, description, equatable) in reflectedTypes {
            table[name] = reflected(description, equatable: equatable)
        }
        for (name, description) in [("Array", "an array"), ("ContiguousArray", "an array"), ("Dictionary", "a dictionary"),
                                    ("Set", "a set")] {
            table[name] = reflected(description, generic: true)
        }
        return table
    }()
}
