// A stand-in for the parts of SwiftUI that generated `Equatable` conformances meet, declared
// as SwiftUI declares them (`View` is `@MainActor @preconcurrency`, so conforming views are
// main-actor isolated). SwiftUI does not exist on Linux; the generation tests compile the
// fixture views and their generated code against this module with `swiftc -swift-version 6`.
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
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
    public init<V: View>(_ view: V) {}
}

public struct Text: PrimitiveView {
    nonisolated public init(_ content: String) {}
}

public struct Image: PrimitiveView {
    nonisolated public init(systemName: String) {}
}

public struct Color: PrimitiveView, Hashable, Sendable {
    public static let red = Color(), blue = Color(), gray = Color()
}

public struct VStack<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Button<Label: View>: PrimitiveView {
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    nonisolated public init(_ title: String, action: @escaping () -> Void) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension View {
    public func padding() -> Self { self }
    public func opacity(_ value: Double) -> Self { self }
    public func foregroundStyle(_ color: Color) -> Self { self }
}

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    nonisolated public init(wrappedValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { .light }
    public var locale: Locale { Locale(identifier: "en") }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
}
