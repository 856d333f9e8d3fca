import Analyzer

/// A size a parent proposes: each dimension a number of points, or `nil` for "your ideal size".
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// "Your ideal size", in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    public var description: String { "\(Size.format(width))×\(Size.format(height))" }
}

/// A size a view reports.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Self.format(width))×\(Self.format(height))" }

    /// `120`, `110.5`, `nil`, `∞`: points as the layout output writes them.
    public static func format(_ value: Double?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        return Phrasing.points(value)
    }
}

/// A point in a parent's coordinates, top-left origin.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(Size.format(x)), \(Size.format(y)))" }
}

/// Where a child goes in the space its parent has for it, along each axis.
public struct Alignment: Hashable, Sendable {
    /// 0 for leading/top, 0.5 for center, 1 for trailing/bottom.
    public var horizontal: Double
    public var vertical: Double

    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)

    /// `.leading`, `.bottomTrailing`, `.top`…: the alignment an enum case names.
    public static func named(_ name: String) -> Alignment? {
        let horizontal: [String: Double] = ["leading": 0, "center": 0.5, "trailing": 1]
        let vertical: [String: Double] = ["top": 0, "center": 0.5, "bottom": 1, "firstTextBaseline": 0, "lastTextBaseline": 1]
        if let x = horizontal[name] { return Alignment(horizontal: x, vertical: 0.5) }
        if let y = vertical[name] { return Alignment(horizontal: 0.5, vertical: y) }
        for (prefix, y) in [("top", 0.0), ("bottom", 1.0)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let x = horizontal[rest.prefix(1).lowercased() + rest.dropFirst()] { return Alignment(horizontal: x, vertical: y) }
        }
        return nil
    }

    /// The offset that places `child` within `container` along both axes.
    func offset(of child: Size, in container: Size) -> Point {
        Point(x: (container.width - child.width) * horizontal, y: (container.height - child.height) * vertical)
    }
}
