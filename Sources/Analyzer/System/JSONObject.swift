#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads JSON text (configuration files, baselines, asset catalogs' `Contents.json`) into the
/// plain values `JSONSerialization` gives — `[String: Any]`, `[Any]`, `String`, `Int`,
/// `Double`, `Bool` — which viewlint does not link on Linux. A `null` reads as `JSONObject.null`.
public enum JSONObject {
    /// What a JSON `null` reads as.
    public struct Null: Equatable, Sendable {}
    public static let null = Null()

    /// The value of JSON `data`, or `nil` when it is not valid JSON.
    public static func parse(_ data: Data) -> Any? {
        (try? JSONDecoder().decode(Value.self, from: data))?.plain
    }

    private enum Value: Decodable {
        case object([String: Value]), array([Value]), string(String), integer(Int), number(Double), flag(Bool), null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let flag = try? container.decode(Bool.self) { self = .flag(flag) }
            else if let integer = try? container.decode(Int.self) { self = .integer(integer) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let string = try? container.decode(String.self) { self = .string(string) }
            else if let array = try? container.decode([Value].self) { self = .array(array) }
            else { self = .object(try container.decode([String: Value].self)) }
        }

        var plain: Any {
            switch self {
            case .object(let members): members.mapValues(\.plain)
            case .array(let elements): elements.map(\.plain)
            case .string(let string): string
            case .integer(let integer): integer
            case .number(let number): number
            case .flag(let flag): flag
            case .null: JSONObject.null
            }
        }
    }
}
