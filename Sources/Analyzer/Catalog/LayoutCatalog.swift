/// The layout facts of SwiftUI that the engine's layout pass uses: default spacings and insets,
/// text metrics, and how each built-in view takes a proposed size. Part of the one catalog of
/// SwiftUI (beside ``ViewCatalog`` and ``ModifierCatalog``), so the analyzer and the engine
/// never describe SwiftUI twice.
public enum LayoutCatalog {
    /// How a built-in view answers a proposal (seed 002, objc.io *SwiftUI Layout Explained*).
    public enum Sizing: Sendable, Equatable {
        /// Takes the whole proposal; an unspecified dimension gets ``defaultFlexibleSize``
        /// (`Color`, `Rectangle`, `Circle`…).
        case shape
        /// Text, measured with the metric below.
        case text
        /// An image: its intrinsic size, whatever is proposed (until `resizable()`).
        case image
        /// Flexible along its stack's axis, at least ``spacerMinimumLength``.
        case spacer
        /// A hairline across its stack's axis, flexible along the other.
        case divider
        /// Lays out its children one after another along an axis.
        case stack(Axis)
        /// Lays its children on top of each other.
        case overlayStack
        /// Takes the whole proposal and offers it to its content, placed at the top leading corner.
        case geometryReader
        /// As big as its content: the view only adds behaviour (`Button`'s label, `Group`).
        case content
        /// Takes the whole proposal and offers it to its content (a navigation container).
        case screen
        /// Takes the whole proposal and lets its content be as long as it likes along the axis.
        case scroll
        /// Takes the whole proposal; its rows are stacked without spacing, each offered the width.
        case list
        /// A `Label`: its icon (a symbol of its font) before its title, ``defaultStackSpacing`` apart.
        case label
        /// A `Toggle`: its label, then the switch (``switchSize``) at the trailing edge of the
        /// whole proposed width.
        case toggle
        /// A text field: the whole proposed width, one line of its font tall.
        case textField
        /// A `ProgressView`: a spinner (``spinnerSize``) without a value, a bar
        /// (``progressBarHeight`` tall, the proposed width) with one.
        case progress
    }

    public enum Axis: Sendable, Equatable {
        case horizontal
        case vertical
    }

    /// How the built-in views the layout pass knows take a proposed size; others are reported
    /// as not laid out, never guessed.
    public static func sizing(of view: String) -> Sizing? {
        switch view {
        case "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "UnevenRoundedRectangle", "ContainerRelativeShape":
            return .shape
        case "Text": return .text
        case "Image": return .image
        case "Spacer": return .spacer
        case "Divider": return .divider
        case "HStack", "LazyHStack": return .stack(.horizontal)
        case "VStack", "LazyVStack": return .stack(.vertical)
        case "ZStack": return .overlayStack
        case "GeometryReader": return .geometryReader
        case "Button", "Group", "NavigationLink", "Link", "Section", "ScrollViewReader", "EmptyView": return .content
        case "NavigationStack", "NavigationView", "NavigationSplitView", "TabView": return .screen
        case "ScrollView": return .scroll
        case "List", "Form": return .list
        case "Label": return .label
        case "Toggle": return .toggle
        case "TextField", "SecureField": return .textField
        case "ProgressView": return .progress
        case "Menu": return .content
        default: return nil
        }
    }

    /// What an unspecified dimension of a proposal means to a shape (objc.io's `orDefault`).
    public static let defaultFlexibleSize = 10.0
    /// `.padding()` with no length, on every edge it applies to.
    public static let defaultPadding = 16.0
    /// Space between the children of a stack with no `spacing:` (SwiftUI picks it per pair of
    /// views; 8 is its usual value between two views of the same kind).
    public static let defaultStackSpacing = 8.0
    /// `Spacer()`'s `minLength` when none is given.
    public static let spacerMinimumLength = 8.0
    /// The thickness of a `Divider`.
    public static let dividerThickness = 1.0
    /// A switch's size (iOS).
    public static let switchSize = (width: 51.0, height: 31.0)
    /// An indeterminate `ProgressView`'s spinner (iOS).
    public static let spinnerSize = 20.0
    /// A determinate `ProgressView`'s bar thickness (iOS).
    public static let progressBarHeight = 4.0
    /// An image whose pixel size viewlint does not know (set with `--image-size NAME=WxH`).
    public static let defaultImageSize = (width: 100.0, height: 100.0)

    /// Point sizes of the text styles at the default Dynamic Type size (Large), iOS.
    public static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
    /// The text style of text with no `.font`.
    public static let defaultTextStyle = "body"
    /// viewlint's text metric, deterministic and documented rather than any real font's: every
    /// character advances by this fraction of the point size…
    public static let characterAdvance = 0.5
    /// …and a line is this many times the point size tall.
    public static let lineHeight = 1.2
}
