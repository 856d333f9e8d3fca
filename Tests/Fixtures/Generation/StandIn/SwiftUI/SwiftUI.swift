// A stand-in for the parts of SwiftUI that the generation tests compile: the fixture views, the
// Examples app and their generated `Equatable` conformances. What those conformances meet is
// declared as SwiftUI declares it (`View` is `@MainActor @preconcurrency`, so conforming views
// are main-actor isolated). SwiftUI does not exist on Linux; the tests build this module after
// the stand-in Combine and UIKit (StandIn/Combine, StandIn/UIKit) and type-check against it with
// `swiftc -swift-version 6`; the plugin fixture builds the three as targets.
//
// The rest has SwiftUI's names and argument labels but simpler types: a modifier returns
// `some View`, built as a `ModifiedContent` of the view.
@_exported import Foundation
@_exported import Combine
@_exported import Observation
import UIKit

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View, Scene {
    // `return`: one `body` for both protocols would otherwise take both of their result builders.
    public var body: Never { return fatalError() }
}

/// Views without a body of their own end in `Never`.
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> { .first(first) }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> { .second(second) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct TupleView<T>: PrimitiveView {
    nonisolated public init(_ value: T) {}
}

public enum ConditionalContent<First: View, Second: View>: PrimitiveView {
    case first(First), second(Second)
}

public struct EmptyView: PrimitiveView {
    nonisolated public init() {}
}

public struct AnyView: PrimitiveView {
    nonisolated public init<V: View>(_ view: V) {}
}

/// A view with a modifier applied: what every modifier below returns.
public struct ModifiedContent<Content: View>: PrimitiveView {
    nonisolated public init(_ content: Content) {}
}

// MARK: - Text and images

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T: Numeric>(_ value: T) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {}
    }
}

public struct Text: PrimitiveView {
    nonisolated public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    public enum Case: Sendable { case uppercase, lowercase }
    public func bold() -> Text { self }
}

public struct Label: PrimitiveView {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String) {}
}

public struct Image: PrimitiveView {
    nonisolated public init(_ name: String) {}
    nonisolated public init(systemName: String) {}
    nonisolated public init(uiImage: UIImage) {}
    public func resizable() -> Image { self }
}

public struct Font: Hashable, Sendable {
    public static let body = Font(), callout = Font(), caption = Font(), caption2 = Font(), headline = Font(), subheadline = Font(),
                      title2 = Font(), title3 = Font()
    public enum Weight: Hashable, Sendable { case regular, semibold, bold }
    public func bold() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
}

// MARK: - Colors, styles and shapes

public protocol ShapeStyle: Sendable {}
extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

public struct Color: PrimitiveView, ShapeStyle, Hashable {
    public static let secondary = Color()
    public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { Color() }
    public static var black: Color { Color() }
    public static var blue: Color { Color() }
    public static var gray: Color { Color() }
    public static var green: Color { Color() }
    public static var orange: Color { Color() }
    public static var pink: Color { Color() }
    public static var red: Color { Color() }
}

public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
    public static var thinMaterial: Material { Material() }
}

public struct BackgroundStyle: ShapeStyle {}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

public protocol Shape: PrimitiveView, Sendable {}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent(self) }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Circle: Shape {
    nonisolated public init() {}
}

public struct Rectangle: Shape {
    nonisolated public init() {}
}

public struct RoundedRectangle: Shape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

// MARK: - Containers and controls

public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

public struct Alignment: Sendable {
    public static let center = Alignment(), leading = Alignment(), topLeading = Alignment(), bottomTrailing = Alignment()
}

public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public struct VStack<Content: View>: PrimitiveView {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: PrimitiveView {
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct ZStack<Content: View>: PrimitiveView {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

public struct LazyVStack<Content: View>: PrimitiveView {
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct LazyHStack<Content: View>: PrimitiveView {
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct Group<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct ScrollView<Content: View>: PrimitiveView {
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

public struct List<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {}
}

public struct Section<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct NavigationStack<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder root: () -> Content) {}
}

public struct NavigationLink<Label: View>: PrimitiveView {
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct Menu<Content: View>: PrimitiveView {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

public struct Spacer: PrimitiveView {
    nonisolated public init(minLength: CGFloat? = nil) {}
}

public struct Divider: PrimitiveView {
    nonisolated public init() {}
}

public struct ProgressView: PrimitiveView {
    nonisolated public init() {}
}

public struct ContentUnavailableView: PrimitiveView {
    nonisolated public static func search(text: String) -> ContentUnavailableView { ContentUnavailableView() }
}

public struct Button<Label: View>: PrimitiveView {
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
}

public struct Toggle: PrimitiveView {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    nonisolated public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

public struct TextField: PrimitiveView {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis = .horizontal) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { ModifiedContent(self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

// MARK: - Modifiers

public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }

public protocol ListStyle {}
public struct PlainListStyle: ListStyle {}
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }

public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

public protocol SymbolEffect {}
public struct BounceSymbolEffect: SymbolEffect {}
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }

public struct Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), leading = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom], all: Set = [.horizontal, .vertical]
    }
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

public struct Animation: Sendable {
    public static func easeOut(duration: Double) -> Animation { Animation() }
}

public struct ContentTransition: Sendable {
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}

public enum ContentMode: Sendable { case fit, fill }
public enum ControlSize: Sendable { case mini, small, regular, large }
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
    // Layout
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { ModifiedContent(self) }
    public func padding(_ length: CGFloat) -> some View { ModifiedContent(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { ModifiedContent(self) }
    public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { ModifiedContent(self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent(self) }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { ModifiedContent(self) }
    public func scaledToFill() -> some View { ModifiedContent(self) }
    public func scaleEffect(_ scale: CGFloat) -> some View { ModifiedContent(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { ModifiedContent(self) }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { ModifiedContent(self) }
    public func clipShape<S: Shape>(_ shape: S) -> some View { ModifiedContent(self) }
    public func contentShape<S: Shape>(_ shape: S) -> some View { ModifiedContent(self) }

    // Appearance
    public func font(_ font: Font?) -> some View { ModifiedContent(self) }
    public func lineLimit(_ number: Int?) -> some View { ModifiedContent(self) }
    public func textCase(_ textCase: Text.Case?) -> some View { ModifiedContent(self) }
    public func monospacedDigit() -> some View { ModifiedContent(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent(self) }
    public func tint(_ tint: Color?) -> some View { ModifiedContent(self) }
    public func opacity(_ opacity: Double) -> some View { ModifiedContent(self) }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent(self) }
    public func redacted(reason: RedactionReasons) -> some View { ModifiedContent(self) }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { ModifiedContent(self) }
    public func contentTransition(_ transition: ContentTransition) -> some View { ModifiedContent(self) }
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, value: U) -> some View { ModifiedContent(self) }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedContent(self) }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { ModifiedContent(self) }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { ModifiedContent(self) }
    public func controlSize(_ controlSize: ControlSize) -> some View { ModifiedContent(self) }

    // Interaction and accessibility
    public func disabled(_ disabled: Bool) -> some View { ModifiedContent(self) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { ModifiedContent(self) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedContent(self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { ModifiedContent(self) }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { ModifiedContent(self) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { ModifiedContent(self) }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { ModifiedContent(self) }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { ModifiedContent(self) }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { ModifiedContent(self) }

    // Lifecycle
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent(self) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        ModifiedContent(self)
    }
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent(self)
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent(self)
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { ModifiedContent(self) }

    // Navigation and presentation
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedContent(self) }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedContent(self) }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { ModifiedContent(self) }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ModifiedContent(self)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ModifiedContent(self)
    }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { ModifiedContent(self) }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { ModifiedContent(self) }
    public func badge(_ count: Int) -> some View { ModifiedContent(self) }
    public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedContent(self) }

    // Environment
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { ModifiedContent(self) }
}

extension View where Self: Equatable {
    public func equatable() -> some View { ModifiedContent(self) }
}

// MARK: - Dynamic properties

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    nonisolated public init(wrappedValue: Value) {}
    nonisolated public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    nonisolated public init() {}
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> { fatalError() }
}

@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    public struct Binding {
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    }
    nonisolated public init() where Value == Bool {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding { fatalError() }
}

@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { .light }
    public var locale: Locale { Locale(identifier: "en") }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
}

// MARK: - Apps and scenes

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
