/// A SwiftUI view initializer form and the static type it produces.
public struct ViewSpec: Sendable {
    public let name: String
    /// The produced type, a template with holes filled from the call (see
    /// `ViewTypeEvaluator.expand`): `{self}` the receiver's type; `{view:label}` the view built by
    /// the argument or trailing closure bound to `label` (`_` the first unlabelled argument);
    /// `{type:label}` an argument's value type; `{binding:label}` the value behind a binding;
    /// `{style:label}`, `{shape:label}` ShapeStyle and Shape types; `{data:_}`, `{id:_}` a
    /// `ForEach`'s data and identifier types; `{environment:_}` an `EnvironmentValues` key's
    /// type; `{…|Fallback}` the type used when the argument is absent.
    public let template: String
    public let condition: CallCondition
    /// The initializer's closure parameters in declaration order, used to bind trailing closures
    /// the way the compiler does (the first unlabelled one goes to the first not given by label).
    public let closureParameters: [String]
}

/// The views viewlint knows, as data: one entry a line, most specific form first.
/// Facts from `swiftui-reference.md` §A2 unless noted.
public enum ViewCatalog {
    private static func view(_ name: String, _ template: String, when condition: CallCondition = .always,
                             closures: [String] = []) -> ViewSpec {
        ViewSpec(name: name, template: template, condition: condition, closureParameters: closures)
    }

    public static let entries: [ViewSpec] = [
        view("EmptyView", "EmptyView"),
        view("AnyView", "AnyView"),
        view("Text", "Text"),
        view("Image", "Image"),
        view("Color", "Color"),
        view("Spacer", "Spacer"),
        view("Divider", "Divider"),
        view("Group", "Group<{view:content}>", closures: ["content"]),
        view("VStack", "VStack<{view:content}>", closures: ["content"]),
        view("HStack", "HStack<{view:content}>", closures: ["content"]),
        view("ZStack", "ZStack<{view:content}>", closures: ["content"]),
        view("LazyVStack", "LazyVStack<{view:content}>", closures: ["content"]),
        view("LazyHStack", "LazyHStack<{view:content}>", closures: ["content"]),
        view("ScrollView", "ScrollView<{view:content}>", closures: ["content"]),
        view("Form", "Form<{view:content}>", closures: ["content"]),
        view("NavigationView", "NavigationView<{view:content}>", closures: ["content"]),
        view("GeometryReader", "GeometryReader<{view:content}>", closures: ["content"]),
        view("ForEach", "ForEach<{data:_}, {id:_}, {view:content}>", closures: ["content"]),
        view("List", "List<{binding:selection|Never}, ForEach<{data:_}, {id:_}, {view:rowContent}>>",
             when: .firstArgumentUnlabelled, closures: ["rowContent"]),
        view("List", "List<{binding:selection|Never}, {view:content}>", closures: ["content"]),
        view("Section", "Section<Text, {view:content}, {view:footer|EmptyView}>", when: .firstArgumentUnlabelled,
             closures: ["content", "footer"]),
        view("Section", "Section<{view:header|EmptyView}, {view:content}, {view:footer|EmptyView}>",
             closures: ["content", "header", "footer"]),
        view("NavigationStack", "NavigationStack<{binding:path|NavigationPath}, {view:root}>", closures: ["root"]),
        view("NavigationLink", "NavigationLink<Text, Never>", when: .all([.firstArgumentUnlabelled, .hasLabel("value")])),
        view("NavigationLink", "NavigationLink<Text, {view:destination}>", when: .firstArgumentUnlabelled, closures: ["destination"]),
        view("NavigationLink", "NavigationLink<{view:label}, Never>", when: .hasLabel("value"), closures: ["label"]),
        view("NavigationLink", "NavigationLink<{view:label}, {view:destination}>", closures: ["destination", "label"]),
        // iOS 17 `init(_:systemImage:action:)`, in the `Label == Label<Text, Image>` extension.
        view("Button", "Button<Label<Text, Image>>", when: .all([.firstArgumentUnlabelled, .hasLabel("systemImage")]),
             closures: ["action"]),
        view("Button", "Button<Text>", when: .firstArgumentUnlabelled, closures: ["action"]),
        view("Button", "Button<{view:label}>", closures: ["action", "label"]),
        view("Toggle", "Toggle<Text>", when: .firstArgumentUnlabelled),
        view("Toggle", "Toggle<{view:label}>", closures: ["label"]),
        view("LabeledContent", "LabeledContent<Text, Text>", when: .all([.firstArgumentUnlabelled, .hasLabel("value")])),
        view("LabeledContent", "LabeledContent<Text, {view:content}>", when: .firstArgumentUnlabelled, closures: ["content"]),
        view("LabeledContent", "LabeledContent<{view:label}, {view:content}>", closures: ["content", "label"]),
        view("Label", "Label<Text, Image>", when: .firstArgumentUnlabelled),
        view("Label", "Label<{view:title}, {view:icon}>", closures: ["title", "icon"]),
        view("ProgressView", "ProgressView<Text, EmptyView>", when: .firstArgumentUnlabelled),
        view("ProgressView", "ProgressView<{view:label|EmptyView}, {view:currentValueLabel|EmptyView}>",
             closures: ["label", "currentValueLabel"]),
        view("TabView", "TabView<{binding:selection|Int}, {view:content}>", closures: ["content"]),
        // From docs/swiftui-types-extra.md (Apple's interface and documentation).
        view("TextField", "TextField<Text>", when: .firstArgumentUnlabelled),
        view("TextField", "TextField<{view:label}>", closures: ["label"]),
        view("SecureField", "SecureField<Text>", when: .firstArgumentUnlabelled),
        view("SecureField", "SecureField<{view:label}>", closures: ["label"]),
        view("TextEditor", "TextEditor"),
        view("EditButton", "EditButton"),
        view("Picker", "Picker<Text, {binding:selection}, {view:content}>", when: .firstArgumentUnlabelled, closures: ["content"]),
        view("Picker", "Picker<{view:label}, {binding:selection}, {view:content}>", closures: ["content", "label"]),
        view("Stepper", "Stepper<Text>", when: .firstArgumentUnlabelled, closures: ["onIncrement", "onDecrement"]),
        view("Stepper", "Stepper<{view:label}>", closures: ["label"]),
        view("Slider", "Slider<{view:label|EmptyView}, {view:minimumValueLabel|EmptyView}>",
             closures: ["label", "minimumValueLabel", "maximumValueLabel"]),
        view("DatePicker", "DatePicker<Text>", when: .firstArgumentUnlabelled),
        view("DatePicker", "DatePicker<{view:label}>", closures: ["label"]),
        view("ColorPicker", "ColorPicker<Text>", when: .firstArgumentUnlabelled),
        view("ColorPicker", "ColorPicker<{view:label}>", closures: ["label"]),
        view("Gauge", "Gauge<{view:label}, {view:currentValueLabel|EmptyView}, EmptyView, EmptyView>",
             closures: ["label", "currentValueLabel"]),
        view("Menu", "Menu<Label<Text, Image>, {view:content}>", when: .all([.firstArgumentUnlabelled, .hasLabel("systemImage")]),
             closures: ["content"]),
        view("Menu", "Menu<Text, {view:content}>", when: .firstArgumentUnlabelled, closures: ["content"]),
        view("Menu", "Menu<{view:label}, {view:content}>", closures: ["content", "label"]),
        view("Link", "Link<Text>", when: .firstArgumentUnlabelled),
        view("Link", "Link<{view:label}>", closures: ["label"]),
        view("LazyVGrid", "LazyVGrid<{view:content}>", closures: ["content"]),
        view("LazyHGrid", "LazyHGrid<{view:content}>", closures: ["content"]),
        view("Grid", "Grid<{view:content}>", closures: ["content"]),
        view("GridRow", "GridRow<{view:content}>", closures: ["content"]),
        view("ViewThatFits", "ViewThatFits<{view:content}>", closures: ["content"]),
        view("ScrollViewReader", "ScrollViewReader<{view:content}>", closures: ["content"]),
        // MapKit's reader (iOS 17 / macOS 14): a view of its content, handed a `MapProxy`.
        view("MapReader", "MapReader<{view:content}>", closures: ["content"]),
        view("GroupBox", "GroupBox<Text, {view:content}>", when: .firstArgumentUnlabelled, closures: ["content"]),
        view("GroupBox", "GroupBox<{view:label|EmptyView}, {view:content}>", closures: ["content", "label"]),
        view("DisclosureGroup", "DisclosureGroup<Text, {view:content}>", when: .firstArgumentUnlabelled, closures: ["content"]),
        view("DisclosureGroup", "DisclosureGroup<{view:label}, {view:content}>", closures: ["content", "label"]),
        view("NavigationSplitView", "NavigationSplitView<{view:sidebar}, {view:content|EmptyView}, {view:detail}>",
             closures: ["sidebar", "content", "detail"]),
        view("Canvas", "Canvas<EmptyView>", closures: ["renderer"]),
        view("ContentUnavailableView", "ContentUnavailableView<Label<Text, Image>, Optional<Text>, EmptyView>",
             when: .firstArgumentUnlabelled),
        view("ContentUnavailableView", "ContentUnavailableView<{view:label}, {view:description|EmptyView}, {view:actions|EmptyView}>",
             closures: ["label", "description", "actions"]),
        view("AsyncImage", "AsyncImage<Image>", when: .not(.hasClosure)),
        view("AsyncImage", "AsyncImage<{view:content}>", when: .lacksLabel("placeholder"), closures: ["content"]),
        // Toolbar content (not views), so rules see what toolbar items contain.
        view("ToolbarItem", "ToolbarItem<(), {view:content}>", closures: ["content"]),
        view("ToolbarItemGroup", "ToolbarItemGroup<{view:content}>", closures: ["content"]),
        // Shapes are views of their own type.
        view("Rectangle", "Rectangle"),
        view("RoundedRectangle", "RoundedRectangle"),
        view("Circle", "Circle"),
        view("Capsule", "Capsule"),
        view("Ellipse", "Ellipse"),
    ]

    private static let byName: [String: [ViewSpec]] = Dictionary(grouping: entries, by: \.name)

    /// The forms of a view, most specific first; empty for names the catalog does not know.
    public static func forms(of name: String) -> [ViewSpec] { byName[name] ?? [] }

    /// Builder parameters whose view is shown only after the user navigates (a link's
    /// destination): it is not part of the view's on-screen content.
    public static let presentedParameters: Set<String> = ["destination"]

    /// UIKit and AppKit containers that host a SwiftUI view they are given once (`rootView:`,
    /// or `UIHostingConfiguration`'s content for a cell): no SwiftUI parent re-renders it.
    public static let hostingContainers: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "NSHostingMenu", "UIHostingConfiguration",
    ]

    /// Containers that show all of their content whenever they are shown — no rows that scroll
    /// in and out, no tabs, pages or columns: what they hold appears when they do.
    public static let eagerContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "GeometryReader", "ScrollView", "ScrollViewReader", "NavigationStack",
    ]

    /// Containers that keep no state of their own and show all they hold: what they lay out
    /// decides what replacing them loses.
    public static let plainStacks: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

    /// Protocols of views that wrap UIKit or AppKit views and controllers: a `@Binding` handed to
    /// one is written where its code (its coordinator's, through `parent`) assigns it.
    public static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Containers that build their content as it scrolls into view: a view placed after the
    /// rows appears when the user reaches the end of them.
    public static let lazyContainers: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List"]

    /// Navigation containers that show one screen at a time: a pushed screen covers the one
    /// it was pushed from, which appears again when the user comes back. (`NavigationView`
    /// does so only in the stack style: on an iPad, or on macOS, its first view is a column.)
    public static let stackContainers: Set<String> = ["NavigationStack"]
    /// Navigation containers whose columns stay side by side: a screen pushed from the
    /// sidebar fills the detail column, and the sidebar stays on screen.
    public static let columnContainers: Set<String> = ["NavigationSplitView"]
    /// Containers showing one of their children at a time, each a tab the user selects: the
    /// others disappear, and appear again when selected.
    public static let tabContainers: Set<String> = ["TabView"]
    /// A container that is a stack only in the stack style (`.navigationViewStyle(.stack)`,
    /// or `StackNavigationViewStyle()`).
    public static let styledStackContainer = "NavigationView"
    public static let stackStyle = "StackNavigationViewStyle"

    /// Views that keep no state of their own and run nothing when they appear: a new one
    /// shows exactly what the one it replaces showed.
    public static let statelessLeaves: Set<String> = shapeNames.union(["Text", "Image", "Label", "Color", "Spacer", "Divider"])

    /// Shapes, whose shape-specific methods (`fill`, `trim`) produce shape types.
    public static let shapeNames: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
                                                 "UnevenRoundedRectangle", "ContainerRelativeShape"]
}

/// Which arguments of a catalog form build views, read from its template's `{view:label}` holes:
/// the engine calls those closures as view builders and keeps the others as actions.
enum TemplateHoles {
    static func viewLabels(in template: String) -> [String] {
        var labels: [String] = []
        var rest = Substring(template)
        while let start = rest.firstRange(of: "{view:") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0 == "}" || $0 == "|" }) else { break }
            labels.append(String(rest[..<end]))
        }
        return labels
    }
}

extension ViewSpec {
    /// The parameters whose closures (or view arguments) build the view's content.
    public var builderParameters: [String] { TemplateHoles.viewLabels(in: template) }
}

extension ModifierSpec {
    /// The parameters whose closures build views (`.background { … }`, `.sheet { … }`).
    public var builderParameters: [String] {
        switch result {
        case .modifier(let template), .wrapper(let template): return TemplateHoles.viewLabels(in: template)
        case .mergingAccessibility, .hidden: return []
        }
    }
}
