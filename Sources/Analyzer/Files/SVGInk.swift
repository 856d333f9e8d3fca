/// The part of an image's canvas it paints, in points from the canvas's top-left corner: an
/// icon exported with a transparent margin (an 87 pt canvas around a 72 pt ring) paints less
/// than its size says.
public struct ImageInk: Sendable, Equatable {
    public let minX: Double
    public let minY: Double
    public let maxX: Double
    public let maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
}

/// Where an SVG paints, worked out from its shapes (`circle`, `ellipse`, `rect`, `line`,
/// `polygon`, `polyline`, `path`) when nothing in it can move or widen them: no transform, no
/// filter, marker, style, `use`, embedded image or text. The box is never smaller than the paint
/// (a curve's control points, each stroke widened as a mitred corner can be), and is cut to
/// the canvas, which clips the rest.
enum SVGInk {
    /// Files larger than this are not read for their shapes.
    private static let maximumBytes = 262_144

    /// Words that make the shapes alone no measure of the paint.
    /// (A stylesheet or a `style` attribute may give a stroke the attributes do not show.)
    private static let unmeasurable: [StaticString] = ["transform", "filter", "marker", "style", "<use", "<image", "<text", "<foreignObject",
                                                       "<pattern", "<symbol"]

    static func ink(ofSVG bytes: [UInt8], canvas: ImageSize) -> ImageInk? {
        guard bytes.count <= maximumBytes else { return nil }
        guard !unmeasurable.contains(where: { bytes.contains(ascii: $0) }) else { return nil }
        let tags = Self.tags(in: bytes)
        guard let root = tags.first(where: { $0.name == "svg" }) else { return nil }
        // User units to points: the viewBox maps onto the canvas.
        var scaleX = 1.0, scaleY = 1.0, originX = 0.0, originY = 0.0
        let box = root.attributes["viewBox"].map(numbers) ?? []
        if box.count == 4, box[2] > 0, box[3] > 0 {
            (originX, originY) = (box[0], box[1])
            (scaleX, scaleY) = (canvas.width / box[2], canvas.height / box[3])
            // A viewBox of another shape is fitted and centred, not stretched: not followed.
            guard abs(scaleX - scaleY) <= 0.01 * max(scaleX, scaleY) else { return nil }
        }
        // A stroke set on a group reaches the shapes in it: the widest one counts for all.
        let inheritedStroke = tags.filter { $0.name != "svg" }.compactMap { tag -> Double? in
            guard let stroke = tag.attributes["stroke"], stroke != "none" else { return nil }
            return tag.attributes["stroke-width"].flatMap { numbers($0).first } ?? 1
        }.max() ?? 0
        var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for tag in tags {
            guard var shape = Self.bounds(of: tag) else { continue }
            let own = tag.attributes["stroke"].map { $0 == "none" ? 0 : (tag.attributes["stroke-width"].flatMap { numbers($0).first } ?? 1) }
            let width = own ?? inheritedStroke
            // A round shape's stroke reaches half its width out; a corner's, up to the default
            // miter limit (4) times that.
            let pad = ["circle", "ellipse"].contains(tag.name) ? width / 2 : width * 2
            shape = (shape.minX - pad, shape.minY - pad, shape.maxX + pad, shape.maxY + pad)
            bounds = bounds.map { (min($0.minX, shape.minX), min($0.minY, shape.minY), max($0.maxX, shape.maxX), max($0.maxY, shape.maxY)) }
                ?? shape
        }
        guard let bounds else { return nil }
        let ink = ImageInk(minX: max(0, (bounds.minX - originX) * scaleX), minY: max(0, (bounds.minY - originY) * scaleY),
                           maxX: min(canvas.width, (bounds.maxX - originX) * scaleX),
                           maxY: min(canvas.height, (bounds.maxY - originY) * scaleY))
        return ink.width > 0 && ink.height > 0 ? ink : nil
    }

    /// An element's opening tag: its name and attributes.
    struct Tag {
        let name: String
        let attributes: [String: String]
    }

    /// The opening tags of a document, in order (comments, declarations and closing tags left out).
    /// Read as bytes: names, attributes and numbers are ASCII, and a file holds thousands of them.
    static func tags(in bytes: [UInt8]) -> [Tag] {
        var tags: [Tag] = []
        var position = 0
        while let open = bytes[position...].firstIndex(of: UInt8(ascii: "<")) {
            position = open + 1
            guard position < bytes.count, isLetter(bytes[position]),
                  let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { continue }
            let body = bytes[position..<close]
            position = close + 1
            let nameEnd = body.firstIndex { isWhitespace($0) || $0 == UInt8(ascii: "/") } ?? body.endIndex
            tags.append(Tag(name: String(decoding: body[..<nameEnd], as: UTF8.self), attributes: attributes(of: body[nameEnd...])))
        }
        return tags
    }

    private static func attributes(of body: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var rest = body
        while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
            let name = rest[..<equals].drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed()
            rest = rest[(equals + 1)...].drop(while: isWhitespace)
            guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                  let end = rest.dropFirst().firstIndex(of: quote) else { break }
            result[String(decoding: name, as: UTF8.self)] = String(decoding: rest[(rest.startIndex + 1)..<end], as: UTF8.self)
            rest = rest[(end + 1)...]
        }
        return result
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// An ASCII letter, or any byte of a character outside ASCII: in path data that is no
    /// command the path knows, and the path is not measured.
    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) || byte >= 0x80 }

    /// The box around a shape's geometry, before its stroke, in user units.
    private static func bounds(of tag: Tag) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        func value(_ name: String) -> Double { tag.attributes[name].flatMap { numbers($0).first } ?? 0 }
        switch tag.name {
        case "circle":
            let (x, y, r) = (value("cx"), value("cy"), value("r"))
            return (x - r, y - r, x + r, y + r)
        case "ellipse":
            let (x, y, rx, ry) = (value("cx"), value("cy"), value("rx"), value("ry"))
            return (x - rx, y - ry, x + rx, y + ry)
        case "rect":
            // (A negative size is drawn as nothing; taken as written, it still spans its box.)
            return box(around: [value("x"), value("y"), value("x") + value("width"), value("y") + value("height")])
        case "line":
            return box(around: [value("x1"), value("y1"), value("x2"), value("y2")])
        case "polygon", "polyline":
            return box(around: numbers(tag.attributes["points"] ?? ""))
        case "path":
            return tag.attributes["d"].flatMap(pathBounds)
        default:
            return nil
        }
    }

    /// The box around pairs of coordinates.
    private static func box(around coordinates: [Double]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard coordinates.count >= 2 else { return nil }
        var result = (minX: coordinates[0], minY: coordinates[1], maxX: coordinates[0], maxY: coordinates[1])
        for pair in stride(from: 0, to: coordinates.count - 1, by: 2) {
            let (x, y) = (coordinates[pair], coordinates[pair + 1])
            result = (min(result.minX, x), min(result.minY, y), max(result.maxX, x), max(result.maxY, y))
        }
        return result
    }

    /// The box around every point a path's commands name (end and control points, absolute or
    /// relative), which holds its curves; an arc adds its largest radius around both ends.
    private static func pathBounds(_ data: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var points: [Double] = []
        var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        func add(_ x: Double, _ y: Double) {
            points.append(x)
            points.append(y)
        }
        for (command, arguments) in commands(in: data.utf8) {
            let relative = command >= UInt8(ascii: "a")
            switch command & ~0x20 {
            case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "T"):
                for pair in stride(from: 0, to: arguments.count - 1, by: 2) {
                    let origin = relative ? current : (x: 0.0, y: 0.0)
                    current = (origin.x + arguments[pair], origin.y + arguments[pair + 1])
                    add(current.x, current.y)
                    if pair == 0, command & ~0x20 == UInt8(ascii: "M") { start = current }
                }
            case UInt8(ascii: "H"):
                for x in arguments { current.x = (relative ? current.x : 0) + x; add(current.x, current.y) }
            case UInt8(ascii: "V"):
                for y in arguments { current.y = (relative ? current.y : 0) + y; add(current.x, current.y) }
            case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "Q"):
                let size = command & ~0x20 == UInt8(ascii: "C") ? 6 : 4
                for group in stride(from: 0, to: arguments.count - size + 1, by: size) {
                    let origin = relative ? current : (x: 0.0, y: 0.0)
                    for pair in stride(from: group, to: group + size, by: 2) { add(origin.x + arguments[pair], origin.y + arguments[pair + 1]) }
                    current = (origin.x + arguments[group + size - 2], origin.y + arguments[group + size - 1])
                }
            case UInt8(ascii: "A"):
                for group in stride(from: 0, to: arguments.count - 6, by: 7) {
                    let origin = relative ? current : (x: 0.0, y: 0.0)
                    let radius = max(abs(arguments[group]), abs(arguments[group + 1]))
                    let end = (x: origin.x + arguments[group + 5], y: origin.y + arguments[group + 6])
                    for point in [current, end] {
                        add(point.x - 2 * radius, point.y - 2 * radius)
                        add(point.x + 2 * radius, point.y + 2 * radius)
                    }
                    current = end
                }
            case UInt8(ascii: "Z"):
                current = start
            default:
                return nil
            }
        }
        return box(around: points)
    }

    /// A path's commands (their letters' bytes) with their numbers; `first` stands before the
    /// data when given (numbers before any command belong to it).
    private static func commands(in data: some Sequence<UInt8>, first: UInt8? = nil) -> [(UInt8, [Double])] {
        var result: [(UInt8, [Double])] = first.map { [($0, [])] } ?? []
        var number: [UInt8] = []
        var hasPoint = false, hasExponent = false
        func flush() {
            guard !number.isEmpty else { return }
            if let value = Double(String(decoding: number, as: UTF8.self)), !result.isEmpty { result[result.count - 1].1.append(value) }
            number.removeAll(keepingCapacity: true)
            (hasPoint, hasExponent) = (false, false)
        }
        for byte in data {
            let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            if isLetter(byte), !isExponent {
                flush()
                result.append((byte, []))
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                // A sign starts a number, except right after an exponent's `e`.
                if let last = number.last, last == UInt8(ascii: "e") || last == UInt8(ascii: "E") { number.append(byte) } else {
                    flush()
                    number.append(byte)
                }
            } else if byte == UInt8(ascii: ".") {
                // A second point starts another number: `1.5.5` is 1.5 and .5.
                if hasPoint && !hasExponent { flush() }
                number.append(byte)
                hasPoint = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || isExponent {
                number.append(byte)
                hasExponent = hasExponent || isExponent
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// The numbers in an attribute (`"0 0 24 24"`, `"10,20 30,40"`, `"5px"`).
    static func numbers(_ text: String) -> [Double] {
        commands(in: text.utf8, first: UInt8(ascii: "M")).first?.1 ?? []
    }
}
