import Foundation

/// An image's size in points, and whether its asset renders it as a template.
public struct ImageSize: Sendable, Equatable {
    public let width: Double
    public let height: Double
    /// A glyph drawn in the foreground colour (`"template-rendering-intent": "template"`), as a
    /// symbol is: sized by its design, placed in whatever slot the layout gives it.
    public let isTemplate: Bool

    public init(width: Double, height: Double, isTemplate: Bool = false) {
        self.width = width
        self.height = height
        self.isTemplate = isTemplate
    }
}

/// Image sizes from the asset catalogs (`.xcassets`) under some paths, for the lint and the
/// layout pass: each image set's bitmap (PNG or JPEG, read from its header) divided by its
/// scale, or its PDF's page box, in points, by the image set's name. SVGs are not read.
public enum AssetCatalog {
    public static func imageSizes(under paths: [String]) -> [String: ImageSize] {
        var sizes: [String: ImageSize] = [:]
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = manager.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil,
                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                // Build products and vendored dependencies are not the app's catalogs.
                if Self.skippedDirectories.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
                guard url.pathExtension == "imageset" else { continue }
                walker.skipDescendants()
                let name = url.deletingPathExtension().lastPathComponent
                if sizes[name] == nil, let size = size(ofImageSet: url) { sizes[name] = size }
            }
        }
        return sizes
    }

    private static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The first bitmap or PDF an image set lists, in points.
    private static func size(ofImageSet url: URL) -> ImageSize? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = contents["images"] as? [[String: Any]] else { return nil }
        let isTemplate = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
        for image in images {
            guard let file = image["filename"] as? String,
                  let bytes = try? Data(contentsOf: url.appendingPathComponent(file)).map({ $0 }) else { continue }
            if let box = pageSize(ofPDF: bytes) { return ImageSize(width: box.width, height: box.height, isTemplate: isTemplate) }
            guard let pixels = pixelSize(of: bytes) else { continue }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return ImageSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale, isTemplate: isTemplate)
        }
        return nil
    }

    /// A PDF's first `/MediaBox [x0 y0 x1 y1]`, in points (PDF units are points).
    static func pageSize(ofPDF bytes: [UInt8]) -> ImageSize? {
        let key = Array("/MediaBox".utf8)
        guard bytes.starts(with: Array("%PDF".utf8)), bytes.count > key.count,
              let start = (0...(bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) }),
              let open = bytes[start...].prefix(key.count + 4).firstIndex(of: UInt8(ascii: "[")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "]")), close - open < 200 else { return nil }
        let numbers = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return ImageSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }

    /// A PNG's size from its `IHDR` chunk, a JPEG's from its start-of-frame marker.
    static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func number(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (number(16, 4), number(20, 4))
        }
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = number(offset + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (number(offset + 7, 2), number(offset + 5, 2))
            }
            offset += 2 + length
        }
        return nil
    }
}
