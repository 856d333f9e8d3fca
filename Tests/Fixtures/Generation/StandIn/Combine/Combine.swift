// A stand-in for the parts of Combine that the Examples use with SwiftUI: `ObservableObject`
// and `@Published`. Combine does not exist on Linux; see StandIn/SwiftUI.
import Foundation
#if canImport(FoundationNetworking)
// On Apple platforms `URLSession` is part of Foundation; on Linux it is FoundationNetworking,
// which the Examples' Models.swift (`import Combine`, `import Foundation`) reaches through here.
@_exported import FoundationNetworking
#endif

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}
