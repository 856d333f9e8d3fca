/// What a modifier call produces.
public enum ModifierResult: Sendable {
    /// `ModifiedContent<Receiver, M>`; the template spells `M`.
    case modifier(String)
    /// Another wrapper around the receiver (`IDView<{self}, {type:_}>`); the template spells the
    /// whole result.
    case wrapper(String)
    /// `ModifiedContent<Receiver, AccessibilityAttachmentModifier>`, merging with an identical
    /// receiver (consecutive accessibility modifiers produce one layer).
    case mergingAccessibility
    /// The modifier's type is not public (non-inlinable): printed as a marked placeholder.
    case hidden
}

/// The argument that makes a modifier a no-op, so a branch can become a ternary.
public struct InertForm: Sendable, Equatable {
    /// The argument's label, `nil` for the last unlabelled argument.
    public let label: String?
    /// The no-effect value as Swift source (`1`, `.zero`, `false`, `nil`).
    public let value: String
    /// The argument is a length, so an edge set before it (`.padding(.horizontal, 8)`) is not it.
    public let isLength: Bool

    public init(label: String?, value: String, isLength: Bool = false) {
        self.label = label
        self.value = value
        self.isLength = isLength
    }
}

/// A SwiftUI modifier form and its static type.
public struct ModifierSpec: Sendable {
    public let name: String
    public let result: ModifierResult
    public let condition: CallCondition
    public let inert: InertForm?
    /// The modifier's closure parameters in declaration order (for trailing-closure binding).
    public let closureParameters: [String]
}

/// The modifiers viewlint knows, as data: one entry a line, most specific form first.
/// Facts from `swiftui-reference.md` §A3 (types) and §B (inert arguments).
public enum ModifierCatalog {
    private static func modifier(_ name: String, _ result: ModifierResult, when condition: CallCondition = .always,
                                 inert: InertForm? = nil, closures: [String] = []) -> ModifierSpec {
        ModifierSpec(name: name, result: result, condition: condition, inert: inert, closureParameters: closures)
    }

    private static let flexibleFrameLabels: Set<String> = ["width", "height", "alignment"]

    public static let entries: [ModifierSpec] = [
        modifier("padding", .modifier("_PaddingLayout"), inert: InertForm(label: nil, value: "0", isLength: true)),
        modifier("frame", .modifier("_FrameLayout"), when: .onlyLabels(flexibleFrameLabels)),
        modifier("frame", .modifier("_FlexFrameLayout")),
        modifier("opacity", .modifier("_OpacityEffect"), inert: InertForm(label: nil, value: "1")),
        modifier("background", .modifier("_BackgroundModifier<{view:content}>"), when: .hasClosure, closures: ["content"]),
        modifier("background", .modifier("_BackgroundStyleModifier<BackgroundStyle>"), when: .not(.hasLabel("_"))),
        modifier("background", .modifier("_BackgroundStyleModifier<{style:_}>"), when: .all([.firstArgumentIsStyle, .lacksLabel("in")])),
        modifier("background", .modifier("_BackgroundModifier<{view:_}>"), when: .firstArgumentIsView),
        // `.background(Color.red)` matches both the view and the style overload (reference §D.2).
        modifier("background", .hidden),
        modifier("overlay", .modifier("_OverlayModifier<{view:content}>"), when: .hasClosure, closures: ["content"]),
        modifier("overlay", .modifier("_OverlayStyleModifier<{style:_}>"), when: .all([.firstArgumentIsStyle, .lacksLabel("in")])),
        modifier("overlay", .modifier("_OverlayModifier<{view:_}>"), when: .firstArgumentIsView),
        modifier("overlay", .hidden),
        modifier("border", .modifier("_OverlayModifier<_ShapeView<_StrokedShape<_Inset>, {style:_}>>")),
        modifier("foregroundColor", .modifier("_EnvironmentKeyWritingModifier<Optional<Color>>"), inert: InertForm(label: nil, value: "nil")),
        modifier("foregroundStyle", .modifier("_ForegroundStyleModifier<{style:_}>"), when: .onlyLabels([])),
        modifier("font", .modifier("_EnvironmentKeyWritingModifier<Optional<Font>>")),
        modifier("onAppear", .modifier("_AppearanceActionModifier"), closures: ["perform"]),
        modifier("onDisappear", .modifier("_AppearanceActionModifier"), closures: ["perform"]),
        modifier("task", .modifier("_TaskValueModifier<{type:id}>"), when: .hasLabel("id"), closures: ["action"]),
        modifier("task", .modifier("_TaskModifier"), closures: ["action"]),
        modifier("onChange", .modifier("_ValueActionModifier<{type:of}>"),
                 when: .all([.closureParameters(1), .lacksLabel("initial")]), closures: ["perform"]),
        modifier("onChange", .wrapper("ModifiedContent<ModifiedContent<{self}, _ValueActionModifier2<{type:of}>>, _AppearanceActionModifier>"),
                 closures: ["action"]),
        modifier("onReceive", .wrapper("SubscriptionView<{type:_}, {self}>"), closures: ["perform"]),
        modifier("id", .wrapper("IDView<{self}, {type:_}>")),
        modifier("equatable", .wrapper("EquatableView<{self}>")),
        modifier("hidden", .modifier("_HiddenModifier")),
        modifier("disabled", .modifier("_EnvironmentKeyTransformModifier<Bool>"), inert: InertForm(label: nil, value: "false")),
        modifier("scaleEffect", .modifier("_ScaleEffect"), inert: InertForm(label: nil, value: "1")),
        modifier("offset", .modifier("_OffsetEffect"), inert: InertForm(label: nil, value: ".zero")),
        modifier("rotationEffect", .modifier("_RotationEffect"), inert: InertForm(label: nil, value: ".zero")),
        modifier("blur", .modifier("_BlurEffect"), inert: InertForm(label: "radius", value: "0")),
        modifier("shadow", .modifier("_ShadowEffect")),
        modifier("cornerRadius", .modifier("_ClipEffect<RoundedRectangle>")),
        modifier("clipShape", .modifier("_ClipEffect<{shape:_}>")),
        modifier("clipped", .modifier("_ClipEffect<Rectangle>")),
        modifier("animation", .modifier("_AnimationModifier<{type:value}>"), when: .hasLabel("value")),
        modifier("animation", .hidden),
        modifier("transition", .modifier("_TraitWritingModifier<TransitionTraitKey>")),
        // The `Color?` overload is disfavored, so the generic ShapeStyle one wins (iOS 16+).
        modifier("tint", .modifier("_EnvironmentKeyWritingModifier<Optional<AnyShapeStyle>>"),
                 when: .not(.all([.not(.firstArgumentIsColor), .not(.firstArgumentIsStyle)])),
                 inert: InertForm(label: nil, value: "nil")),
        modifier("tint", .hidden, inert: InertForm(label: nil, value: "nil")),
        // Reference §B: inserting an empty set of reasons is a no-op (`.unredacted()` is not).
        modifier("redacted", .hidden, inert: InertForm(label: "reason", value: "[]")),
        modifier("accentColor", .modifier("_EnvironmentKeyWritingModifier<Optional<Color>>"), inert: InertForm(label: nil, value: "nil")),
        modifier("fixedSize", .modifier("_FixedSizeLayout")),
        modifier("layoutPriority", .modifier("_TraitWritingModifier<LayoutPriorityTraitKey>"), inert: InertForm(label: nil, value: "0")),
        modifier("aspectRatio", .modifier("_AspectRatioLayout")),
        modifier("scaledToFit", .modifier("_AspectRatioLayout")),
        modifier("scaledToFill", .modifier("_AspectRatioLayout")),
        modifier("gesture", .modifier("AddGestureModifier<{type:_}>")),
        modifier("highPriorityGesture", .modifier("HighPriorityGestureModifier<{type:_}>")),
        modifier("simultaneousGesture", .modifier("SimultaneousGestureModifier<{type:_}>")),
        modifier("environment", .modifier("_EnvironmentKeyWritingModifier<{environment:_}>"), when: .unlabelledArguments(2)),
        modifier("environment", .modifier("_EnvironmentKeyWritingModifier<Optional<{type:_}>>"), when: .unlabelledArguments(1)),
        modifier("transformEnvironment", .hidden),
        modifier("environmentObject", .modifier("_EnvironmentKeyWritingModifier<Optional<{type:_}>>")),
        modifier("allowsHitTesting", .modifier("_AllowsHitTestingModifier"), inert: InertForm(label: nil, value: "true")),
        modifier("contentShape", .modifier("_ContentShapeModifier<{shape:_}>")),
        modifier("zIndex", .modifier("_TraitWritingModifier<ZIndexTraitKey>"), inert: InertForm(label: nil, value: "0")),
        modifier("tag", .modifier("_TraitWritingModifier<TagValueTraitKey<{type:_}>>")),
        modifier("lineLimit", .modifier("_EnvironmentKeyWritingModifier<Optional<Int>>"), when: .onlyLabels([])),
        modifier("lineLimit", .hidden),
        modifier("multilineTextAlignment", .modifier("_EnvironmentKeyWritingModifier<TextAlignment>")),
        modifier("accessibilityLabel", .mergingAccessibility, when: .not(.hasClosure)),
        modifier("accessibilityHint", .mergingAccessibility),
        modifier("accessibilityValue", .mergingAccessibility),
        modifier("accessibilityIdentifier", .mergingAccessibility),
        modifier("accessibilityAddTraits", .mergingAccessibility),
        modifier("accessibilityRemoveTraits", .mergingAccessibility),
        modifier("accessibilityHidden", .mergingAccessibility),
        modifier("accessibilitySortPriority", .mergingAccessibility),
        modifier("transaction", .modifier("_TransactionModifier"), closures: ["transform"]),
        modifier("preference", .modifier("_PreferenceWritingModifier<{type:key}>")),
        modifier("onPreferenceChange", .modifier("_PreferenceActionModifier<{type:_}>"), closures: ["perform"]),
        modifier("mask", .modifier("_MaskEffect<{view:mask}>"), when: .hasClosure, closures: ["mask"]),
        modifier("mask", .modifier("_MaskEffect<{view:_}>")),
        modifier("position", .modifier("_PositionLayout")),
        modifier("edgesIgnoringSafeArea", .modifier("_SafeAreaIgnoringLayout")),
        modifier("compositingGroup", .modifier("_CompositingGroupEffect")),
        modifier("coordinateSpace", .modifier("_CoordinateSpaceModifier<{type:name}>"), when: .hasLabel("name")),
        modifier("transformEffect", .modifier("_TransformEffect"), inert: InertForm(label: nil, value: ".identity")),
        modifier("modifier", .modifier("{type:_}")),
        // From docs/swiftui-types-extra.md (Apple's interface, documentation and OpenSwiftUI).
        modifier("ignoresSafeArea", .modifier("_SafeAreaRegionsIgnoringLayout")),
        modifier("safeAreaInset", .modifier("_InsetViewModifier<{view:content}>"), closures: ["content"]),
        modifier("colorScheme", .modifier("_EnvironmentKeyWritingModifier<ColorScheme>")),
        modifier("imageScale", .modifier("_EnvironmentKeyWritingModifier<Scale>")),
        modifier("truncationMode", .modifier("_EnvironmentKeyWritingModifier<TruncationMode>")),
        modifier("minimumScaleFactor", .modifier("_EnvironmentKeyWritingModifier<CGFloat>")),
        modifier("controlSize", .modifier("_EnvironmentKeyWritingModifier<ControlSize>")),
        modifier("keyboardType", .modifier("_EnvironmentKeyWritingModifier<Int>")),
        modifier("textContentType", .modifier("_EnvironmentKeyWritingModifier<Optional<String>>")),
        modifier("listRowBackground", .modifier("_TraitWritingModifier<ListRowBackgroundTraitKey>")),
        modifier("listRowInsets", .modifier("_TraitWritingModifier<ListRowInsetsTraitKey>")),
        modifier("onDelete", .modifier("_TraitWritingModifier<OnDeleteTraitKey>"), closures: ["perform"]),
        modifier("onMove", .modifier("_TraitWritingModifier<OnMoveTraitKey>"), closures: ["perform"]),
        modifier("onHover", .modifier("_HoverRegionModifier"), closures: ["action"]),
        modifier("matchedGeometryEffect", .modifier("_MatchedGeometryEffect<{type:id}>")),
    ]

    private static let byName: [String: [ModifierSpec]] = Dictionary(grouping: entries, by: \.name)

    /// The forms of a modifier, most specific first; empty when the catalog does not know it.
    public static func forms(of name: String) -> [ModifierSpec] { byName[name] ?? [] }

    /// The inert (no-effect) argument of a modifier, when it has one.
    public static func inertForm(of name: String) -> InertForm? {
        forms(of: name).lazy.compactMap(\.inert).first
    }

    /// Modifiers whose (hidden-type) closures build views of their own — a sheet's content, a
    /// toolbar's items: evaluated as extra children so rules see the modifiers inside them.
    public static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "toolbar", "alert", "confirmationDialog",
        "contextMenu", "swipeActions", "inspector", "tabItem", "searchSuggestions", "popoverTip",
    ]

    /// Presentation modifiers whose content SwiftUI builds only while it is presented — a
    /// sheet's, a popover's, an alert's actions, a pushed destination: until then, re-running
    /// the presenting view's body does not build it.
    public static let builtWhenPresented: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]

    /// Presentations that take the whole screen: the presenting screen disappears while one
    /// is up (`onDisappear` runs) and appears again when it is dismissed (`onAppear`, `.task`
    /// run again). A sheet or a popover leaves it on screen: its appearance work does not rerun.
    public static let screenCoveringPresentations: Set<String> = ["fullScreenCover"]

    /// Presentations built while they are up that leave the presenting screen on screen under
    /// them (a sheet, a popover, an alert): not a full-screen cover, nor a pushed destination,
    /// whose screen disappears and appears again, its work with it, when they close.
    public static let presentationsOverTheScreen: Set<String> = builtWhenPresented.subtracting(screenCoveringPresentations)
        .subtracting(["navigationDestination"])

    /// Modifiers with closures viewlint summarizes (what they read and write), by role.
    public static let actionModifiers: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "onLongPressGesture",
        "refreshable", "onSubmit", "onOpenURL", "onPreferenceChange", "onDelete", "onMove", "onHover",
        "onContinueUserActivity", "onKeyPress",
    ]

    /// Modifiers that animate a view's changes, or its insertion and removal.
    public static let animating: Set<String> = [
        "animation", "transition", "contentTransition", "matchedGeometryEffect", "symbolEffect", "phaseAnimator",
        "keyframeAnimator", "transaction",
    ]

    /// Modifiers that give the view state of its own, lost when it is replaced: a text
    /// selection, focus.
    public static let keepsState: Set<String> = ["textSelection", "focused", "focusable"]

    /// Modifiers that set a style of a protocol (`buttonStyle(_:)` takes any `ButtonStyle`): each
    /// style is a type of its own, and the default style is another, so no one expression can
    /// hold "this style or none".
    public static let styleWriters: Set<String> = [
        "buttonStyle", "toggleStyle", "pickerStyle", "labelStyle", "listStyle", "textFieldStyle", "datePickerStyle",
        "progressViewStyle", "menuStyle", "tabViewStyle", "navigationSplitViewStyle", "navigationViewStyle", "gaugeStyle",
        "formStyle", "groupBoxStyle", "controlGroupStyle", "disclosureGroupStyle", "indexViewStyle", "labeledContentStyle",
        "tableStyle",
    ]

    /// Modifiers whose effect is animated by inserting and removing the view they apply to:
    /// `.matchedGeometryEffect` moves a view from where one copy leaves to where the next appears.
    public static let insertionAnimated: Set<String> = ["matchedGeometryEffect"]

    /// Views and modifiers whose closure, or the binding handed to them, runs when the user acts
    /// on the view — a tap, a gesture, a submit, a control changed — not when data arrives.
    public static let userActionCalls: Set<String> = [
        "Button", "Menu", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
        "onTapGesture", "onLongPressGesture", "onEnded", "onChanged", "onSubmit", "onDelete", "onMove", "swipeActions",
        "contextMenu", "refreshable", "onDrop", "dropDestination", "fileImporter", "onDeleteCommand", "onCommand",
        "onExitCommand", "onPlayPauseCommand", "onMoveCommand",
        // The buttons of an `Alert` or `ActionSheet`: `.destructive(Text("Delete")) { … }`.
        "default", "cancel", "destructive",
    ]

    /// Controls and modifiers that hand a binding to something the user edits: text typed,
    /// a switch flipped, a value picked (`TextField(text: $name)`, `.searchable(text: $query)`).
    public static let editingControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker",
        "Slider", "Stepper", "searchable",
    ]

    /// The type of value an editing control's binding holds by its API, where it is one type:
    /// `DatePicker(selection: Binding<Date>)`.
    public static let controlValueTypes: [String: String] = ["DatePicker": "Date"]

    /// Callbacks of user actions told, with a `Bool`, that a press or a hover began or ended
    /// (`onLongPressGesture(…, onPressingChanged:)`, `onHover`).
    public static let pressCallbacks: Set<String> = ["onPressingChanged", "onHover"]

    /// The user actions that change what they write once per act — a tap, a pick, a stepper
    /// step, a sheet presented or dismissed, a row or tab selected — unlike typing, sliding and
    /// dragging, which write on every step.
    public static let oneStepUserActions: Set<String> = userActionCalls.subtracting(["Slider", "TextField", "SecureField", "TextEditor", "onChanged"])
        .union(["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "presentationDetents",
                "navigationDestination"]).union(selectionContainers)

    /// Containers whose binding records a pick of the user (a row or tab selected, a screen pushed,
    /// a group expanded): the binding is written once per act, and their closures are content, not
    /// actions (a text field inside a `NavigationStack` is typed into step by step).
    public static let selectionContainers: Set<String> = ["List", "TabView", "NavigationStack", "NavigationSplitView", "DisclosureGroup"]

    /// Modifiers that attach behaviour, not looks: the actions above, gestures, and handlers of
    /// geometry and scrolling. Attached in one branch only, they are often the point of the branch.
    public static let handlerModifiers: Set<String> = actionModifiers.union([
        "gesture", "highPriorityGesture", "simultaneousGesture", "onGeometryChange", "onScrollGeometryChange",
        "onScrollPhaseChange", "onScrollVisibilityChange", "onScrollTargetVisibilityChange", "onDrag", "onDrop",
        "dropDestination", "draggable",
    ])

    /// Whether SwiftUI declares a modifier of this name, as far as the catalog knows: one with
    /// a type of its own, a presentation, a handler, an animation, a style or a control action.
    public static func isKnown(_ name: String) -> Bool {
        !forms(of: name).isEmpty || knownNames.contains(name)
    }

    private static let knownNames: Set<String> = presentationModifiers.union(builtWhenPresented).union(handlerModifiers)
        .union(animating).union(keepsState).union(styleWriters).union(oneStepUserActions).union([
            "safeAreaInset", "mask", "searchable", "backgroundPreferenceValue", "overlayPreferenceValue", "fileExporter", "focusedValue",
        ])
}

/// Methods that return their receiver's own type instead of wrapping it (`Text.bold()` is a
/// `Text`), keyed by receiver type. Facts from `swiftui-reference.md` §A4.
public enum SameTypeModifiers {
    public static let byReceiver: [String: Set<String>] = [
        "Text": ["foregroundColor", "font", "fontWeight", "bold", "italic", "strikethrough", "underline", "kerning",
                 "tracking", "baselineOffset", "monospaced", "fontDesign", "fontWidth", "monospacedDigit",
                 "foregroundStyle", "textScale"],
        "Image": ["resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode", "allowedDynamicRange"],
        "Color": ["opacity"],
    ]

    /// Whether `name` called on a plain `receiver` returns `receiver`.
    public static func keepsType(_ name: String, receiver: String) -> Bool {
        // Receivers are plain type names; skip hashing long generic types.
        guard receiver.utf8.count <= 8 else { return false }
        return byReceiver[receiver]?.contains(name) ?? false
    }
}
