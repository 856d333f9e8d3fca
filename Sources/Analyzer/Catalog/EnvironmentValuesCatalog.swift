/// Types of common `EnvironmentValues` key paths, for `.environment(\.key, value)` and
/// `@Environment(\.key)` properties (Apple's `EnvironmentValues` declarations).
public enum EnvironmentValuesCatalog {
    public static let types: [String: String] = [
        "colorScheme": "ColorScheme", "colorSchemeContrast": "ColorSchemeContrast", "locale": "Locale",
        "calendar": "Calendar", "timeZone": "TimeZone", "font": "Optional<Font>", "dynamicTypeSize": "DynamicTypeSize",
        "layoutDirection": "LayoutDirection", "isEnabled": "Bool", "lineLimit": "Optional<Int>",
        "multilineTextAlignment": "TextAlignment", "horizontalSizeClass": "Optional<UserInterfaceSizeClass>",
        "verticalSizeClass": "Optional<UserInterfaceSizeClass>", "dismiss": "DismissAction", "openURL": "OpenURLAction",
        "scenePhase": "ScenePhase", "editMode": "Optional<Binding<EditMode>>", "isPresented": "Bool",
        "isSearching": "Bool", "displayScale": "CGFloat", "accessibilityReduceMotion": "Bool",
        "accessibilityReduceTransparency": "Bool", "accessibilityDifferentiateWithoutColor": "Bool",
        "managedObjectContext": "NSManagedObjectContext", "modelContext": "ModelContext", "refresh": "Optional<RefreshAction>",
        "defaultMinListRowHeight": "CGFloat", "minimumScaleFactor": "CGFloat", "imageScale": "Scale",
        "controlSize": "ControlSize", "redactionReasons": "RedactionReasons", "isFocused": "Bool",
        "openWindow": "OpenWindowAction", "dismissSearch": "DismissSearchAction", "purchase": "PurchaseAction",
        "sizeCategory": "ContentSizeCategory",
    ]

    /// Keys whose values are actions or references to a long-lived object (a model context, an
    /// undo manager): reading one again gives the same thing, never new data; and a widget's
    /// `widgetFamily`, `widgetRenderingMode` and `showsWidgetContainerBackground`, fixed for a
    /// widget view (WidgetKit renders each family and each context — Home Screen, StandBy, the
    /// Lock Screen — as its own view). Everything else
    /// SwiftUI provides (`colorScheme`, `locale`, `scenePhase`, `isSearching`, …) is data that
    /// changes while a view is on screen.
    public static let stableKeys: Set<String> = [
        "dismiss", "openURL", "openWindow", "dismissWindow", "openImmersiveSpace", "dismissImmersiveSpace",
        "dismissSearch", "refresh", "purchase", "requestReview", "modelContext", "managedObjectContext", "undoManager",
        "openSettings", "openDocument", "newDocument", "supportsMultipleWindows", "authorizationController",
        "webAuthenticationSession", "widgetFamily", "widgetRenderingMode", "showsWidgetContainerBackground",
    ]

    /// System-changed keys with two values that matter (compact or regular, light or dark,
    /// left-to-right or right-to-left): a branch on one (`if horizontalSizeClass == .compact {
    /// Tabs() } else { Sidebar() }`) holds it at one value inside each of its clauses.
    public static let twoValuedKeys: Set<String> = ["horizontalSizeClass", "verticalSizeClass", "colorScheme", "layoutDirection"]

    /// Keys SwiftUI itself changes while the app runs (the user switches to dark mode, rotates
    /// the device, moves the app to the background). Other keys change only through the app's
    /// own modifiers (`.redacted(reason:)`, `.font(_:)`, `.disabled(_:)`).
    public static let systemChangedKeys: Set<String> = [
        "colorScheme", "colorSchemeContrast", "locale", "calendar", "timeZone", "dynamicTypeSize", "sizeCategory",
        "layoutDirection", "horizontalSizeClass", "verticalSizeClass", "scenePhase", "isSearching", "isPresented",
        "isFocused", "displayScale", "pixelLength", "accessibilityReduceMotion", "accessibilityReduceTransparency",
        "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "accessibilityEnabled",
        "accessibilityVoiceOverEnabled", "legibilityWeight", "editMode", "controlActiveState", "isLuminanceReduced",
        "appearsActive", "isSceneCaptured", "safeAreaInsets",
    ]

    /// For keys SwiftUI changes while a view shows, written as Swift: the value a scene starts
    /// with, as the engine assumes it (light mode, the default text size, compact size classes),
    /// and one the user can change it to (dark mode, a larger text size, the app in the
    /// background). Not the layout direction: a new language relaunches an iOS app.
    public static let systemValues: [String: (initial: String, changed: String)] = [
        "colorScheme": (".light", ".dark"), "colorSchemeContrast": (".standard", ".increased"),
        "dynamicTypeSize": (".large", ".xLarge"), "sizeCategory": (".large", ".extraLarge"),
        "horizontalSizeClass": (".compact", ".regular"),
        "verticalSizeClass": (".compact", ".regular"), "scenePhase": (".active", ".background"),
        "accessibilityReduceMotion": ("false", "true"), "accessibilityReduceTransparency": ("false", "true"),
        "accessibilityDifferentiateWithoutColor": ("false", "true"), "accessibilityInvertColors": ("false", "true"),
        "accessibilityVoiceOverEnabled": ("false", "true"), "isLuminanceReduced": ("false", "true"),
    ]

    /// Keys that say only how things may move (the user's Reduce Motion setting): code reads
    /// them to choose an animation, and an animation that already played leaves no result to
    /// redo when the setting changes.
    public static let motionPreferenceKeys: Set<String> = ["accessibilityReduceMotion"]

    /// The value type of `\.name` (first component), if known.
    public static func type(ofKeyPath expr: Expr) -> String? {
        guard case .keyPath(let keyPath) = expr.kind, keyPath.root == nil, keyPath.components.count == 1,
              case .property(let name) = keyPath.components[0] else { return nil }
        return types[name.text]
    }
}
