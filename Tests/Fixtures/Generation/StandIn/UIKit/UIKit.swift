// A stand-in for the one UIKit type the Examples use. UIKit does not exist on Linux; see
// StandIn/SwiftUI.
import Foundation

open class UIImage: @unchecked Sendable {
    public init?(data: Data) {}
}
