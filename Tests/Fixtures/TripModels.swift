// Fixture: API models of a trip planner.
// Theme: enums with raw values and associated values, `indirect` enums, `Codable` with
// custom keys and hand-written `init(from:)` / `encode(to:)`, pattern matching of every
// kind, `if` / `switch` expressions, and trailing commas in parameter, argument, tuple,
// capture and generic lists (Swift 6.1).

import Foundation

enum TransportMode: String, Codable, CaseIterable, Sendable {
    case walk
    case bike = "bicycle"
    case transit
    case car = "drive"
    case ferry

    var symbolName: String {
        switch self {
        case .walk: "figure.walk"
        case .bike: "bicycle"
        case .transit: "tram.fill"
        case .car: "car.fill"
        case .ferry: "ferry.fill"
        }
    }
}

enum Priority: Int, Codable, Comparable, Sendable {
    case low = -1, normal = 0, high = 1, critical = 0b10

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Location: Hashable, Codable, Sendable {
    case coordinate(latitude: Double, longitude: Double)
    case address(String, postalCode: String?)
    case placeID(String)
    case current
}

indirect enum Plan: Sendable {
    case stop(name: String, minutes: Int)
    case travel(TransportMode, minutes: Int)
    case sequence([Plan])
    case either(Plan, or: Plan)

    var totalMinutes: Int {
        switch self {
        case .stop(_, let minutes), .travel(_, let minutes):
            minutes
        case .sequence(let plans):
            plans.reduce(0) { $0 + $1.totalMinutes }
        case let .either(first, second):
            min(first.totalMinutes, second.totalMinutes)
        }
    }
}

struct Trip: Identifiable, Codable, Sendable {
    var id: UUID
    var title: String
    var startsAt: Date
    var stops: [Stop]
    var budget: Decimal?
    var tags: Set<String>
    var priority: Priority

    private enum CodingKeys: String, CodingKey {
        case id = "trip_id"
        case title
        case startsAt = "starts_at"
        case stops
        case budget
        case tags
        case priority
        case meta
    }

    private enum MetaKeys: String, CodingKey {
        case schemaVersion = "v"
    }

    init(
        id: UUID = UUID(),
        title: String,
        startsAt: Date,
        stops: [Stop] = [],
        budget: Decimal? = nil,
        tags: Set<String> = [],
        priority: Priority = .normal,
    ) {
        self.id = id
        self.title = title
        self.startsAt = startsAt
        self.stops = stops
        self.budget = budget
        self.tags = tags
        self.priority = priority
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled trip"
        startsAt = try container.decode(Date.self, forKey: .startsAt)
        stops = try container.decodeIfPresent([Stop].self, forKey: .stops) ?? []
        budget = try container.decodeIfPresent(Decimal.self, forKey: .budget)
        tags = Set(try container.decodeIfPresent([String].self, forKey: .tags) ?? [])
        priority = (try? container.decode(Priority.self, forKey: .priority)) ?? .normal

        if container.contains(.meta) {
            let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            let version = try meta.decode(Int.self, forKey: .schemaVersion)
            guard version <= 3 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .schemaVersion,
                    in: meta,
                    debugDescription: "Unsupported schema version \(version)",
                )
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(startsAt, forKey: .startsAt)
        try container.encode(stops, forKey: .stops)
        try container.encodeIfPresent(budget, forKey: .budget)
        try container.encode(tags.sorted(), forKey: .tags)
        try container.encode(priority, forKey: .priority)
        var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(3, forKey: .schemaVersion)
    }
}

struct Stop: Codable, Hashable, Sendable {
    var name: String
    var location: Location
    var arrival: Date?
    var mode: TransportMode = .walk
}

extension Trip {
    var durationDescription: String {
        let minutes = stops.count * 45
        let text = if minutes == 0 {
            "No stops yet"
        } else if minutes < 60 {
            "\(minutes) min"
        } else {
            "\(minutes / 60) h \(minutes % 60) min"
        }
        return text
    }

    func label(for location: Location) -> String {
        switch location {
        case .coordinate(let lat, let lon) where abs(lat) <= 90 && abs(lon) <= 180:
            String(format: "%.4f, %.4f", lat, lon)
        case .coordinate:
            "Invalid coordinate"
        case .address(let street, postalCode: let code?):
            "\(street) (\(code))"
        case .address(let street, postalCode: nil):
            street
        case .placeID(let id) where id.hasPrefix("ChIJ"):
            "Google place \(id.dropFirst(4).prefix(6))…"
        case .placeID(let id):
            id
        case .current:
            "Current location"
        }
    }

    func classify(_ minutes: Int?) -> String {
        switch minutes {
        case nil: "unknown"
        case 0?: "instant"
        case let m? where m < 0: "invalid"
        case .some(1...15): "short"
        case .some(16..<60): "medium"
        case .some: "long"
        }
    }

    var firstFerryStop: Stop? {
        for case let stop in stops where stop.mode == .ferry {
            return stop
        }
        return nil
    }

    var namedStops: [(index: Int, name: String,)] {
        stops.enumerated().map { (index: $0.offset, name: $0.element.name,) }
    }
}

func decodeTrips(from data: Data) -> Result<[Trip], any Error> {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.keyDecodingStrategy = .useDefaultKeys
    return Result { try decoder.decode([Trip].self, from: data) }
}

func schedule<T, U,>(_ first: T, then second: U, completion: @escaping (T, U,) -> Void,) {
    let work = { [first, second,] in completion(first, second) }
    work()
}

func sample() {
    let plan: Plan = .sequence([
        .stop(name: "Café", minutes: 30),
        .travel(.ferry, minutes: 25),
        .either(.travel(.bike, minutes: 40), or: .travel(.transit, minutes: 35)),
    ])
    let verdict = switch plan.totalMinutes {
    case ..<60: "Half day"
    case 60..<240: "Day trip"
    default: "Overnight"
    }
    print(verdict)

    let trip = Trip(title: "Ferry day", startsAt: .now, priority: .high,)
    schedule(trip.title, then: trip.priority, completion: { (title, priority,) in
        print(title, priority,)
    },)

    if case .sequence(let steps) = plan, let first = steps.first, case .stop(let name, _) = first {
        print("Starts at", name)
    }
    guard case let .either(a, b)? = Optional(plan) else { return }
    _ = (a, b)
}
