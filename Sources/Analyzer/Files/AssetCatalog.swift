#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An image's size in points, whether its asset renders it as a template, and whether the
/// asset catalog slices it.
public struct ImageSize: Sendable, Equatable {
    public let width: Double
    public let height: Double
    /// A glyph drawn in the foreground colour (`"template-rendering-intent": "template"`), as a
    /// symbol is: sized by its design, placed in whatever slot the layout gives it.
    public let isTemplate: Bool
    /// An image the catalog slices (a `"resizing"` entry: cap insets and a stretched or tiled
    /// centre): a button or bar background whose catalog says how it fills a box.
    public let isSliced: Bool
    /// The part of the canvas the image paints, when its file shows it (``SVGInk``).
    public let ink: ImageInk?

    public init(width: Double, height: Double, isTemplate: Bool = false, isSliced: Bool = false, ink: ImageInk? = nil) {
        self.width = width
        self.height = height
        self.isTemplate = isTemplate
        self.isSliced = isSliced
        self.ink = ink
    }
}

/// Image sizes and names from the asset catalogs (`.xcassets`) under some paths, for the lint
/// and the layout pass: each image set's bitmap (PNG or JPEG, read from its header) divided by its
/// scale, its PDF's page box or its SVG's width and height, in points, by the image set's name.
public enum AssetCatalog {
    /// What the asset catalogs and the loose images under some paths hold: the sizes of the
    /// image sets that could be read, and the names of every image set and image file (what
    /// `Image("name")` can find in the app's bundle).
    public struct Inventory: Sendable {
        public var sizes: [String: ImageSize] = [:]
        public var names: Set<String> = []

        public init(sizes: [String: ImageSize] = [:], names: Set<String> = []) {
            self.sizes = sizes
            self.names = names
        }
    }

    public static func imageSizes(under paths: [String]) -> [String: ImageSize] {
        inventory(under: paths).sizes
    }

    /// Image files the bundle can hold loose, outside a catalog.
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif", "webp"]

    public static func inventory(under paths: [String]) -> Inventory {
        var inventory = Inventory()
        for path in paths where DirectoryListing.kind(of: path) == .directory {
            collect(in: path, into: &inventory)
        }
        return inventory
    }

    /// Adds the images under `directory` (hidden entries, build products and vendored
    /// dependencies left out; links not followed) to `inventory`.
    private static func collect(in directory: String, into inventory: inout Inventory) {
        guard let entries = DirectoryListing.entries(of: directory, skipping: skippedDirectories) else { return }
        for entry in entries {
            let path = PathText.appending(entry.name, to: directory)
            let dot = entry.name.lastIndex(of: ".")
            var name = dot.map { String(entry.name[..<$0]) } ?? entry.name
            let pathExtension = dot.map { String(entry.name[entry.name.index(after: $0)...]) } ?? ""
            if imageExtensions.contains(pathExtension.lowercased()) {
                // `logo@2x.png` is found as "logo".
                if let at = name.lastIndex(of: "@"), let scale = Int(name[name.index(after: at)...].dropLast()),
                   scale > 0, name.hasSuffix("x") {
                    name = String(name[..<at])
                }
                inventory.names.insert(name)
            } else if pathExtension == "imageset" {
                inventory.names.insert(name)
                if inventory.sizes[name] == nil, let size = size(ofImageSet: path) { inventory.sizes[name] = size }
            } else if entry.kind == .directory, !entry.isLink {
                collect(in: path, into: &inventory)
            }
        }
    }

    private static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The symbol Xcode generates for an image set (`ImageResource.iconArrowLeft` for
    /// "icon_arrow_left", `.pass` for "Pass"): the name's words in lower camel case, less a
    /// trailing "Image".
    public static func generatedSymbol(ofImageNamed name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        var symbol = words.enumerated().map { offset, word in
            offset == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.hasSuffix("Image"), symbol.count > 5 { symbol.removeLast(5) }
        return symbol
    }

    /// The asset names among `names` whose generated symbol is `symbol`, sorted.
    public static func names(_ names: some Collection<String>, generating symbol: String) -> [String] {
        names.filter { generatedSymbol(ofImageNamed: $0) == symbol }.sorted()
    }

    /// The first bitmap, PDF or SVG an image set lists, in points.
    private static func size(ofImageSet path: String) -> ImageSize? {
        guard let data = FileManager.default.contents(atPath: PathText.appending("Contents.json", to: path)),
              let contents = JSONObject.parse(data) as? [String: Any],
              let images = contents["images"] as? [[String: Any]] else { return nil }
        let isTemplate = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
        let isSliced = images.contains { $0["resizing"] != nil }
        for image in images {
            guard let file = image["filename"] as? String,
                  let data = FileManager.default.contents(atPath: PathText.appending(file, to: path)) else { continue }
            let bytes = [UInt8](data)
            if let box = pageSize(ofPDF: bytes) ?? size(ofSVG: bytes) {
                return ImageSize(width: box.width, height: box.height, isTemplate: isTemplate, isSliced: isSliced, ink: box.ink)
            }
            guard let pixels = pixelSize(of: bytes) else { continue }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return ImageSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale,
                             isTemplate: isTemplate, isSliced: isSliced)
        }
        return nil
    }

    /// An SVG's size from its root element: `width` and `height` in user units (a bare number
    /// or `px`, one point each; `pt`, 4/3 of one), else the `viewBox`'s width and height (also
    /// when the width or height is in percent or another unit); with what it paints of that.
    public static func size(ofSVG bytes: [UInt8]) -> ImageSize? {
        // Most images are bitmaps: they are told apart by their bytes before any text is made.
        let prefix = Array(bytes.prefix(4096))
        guard prefix.contains(ascii: "<svg") else { return nil }
        let head = String(decoding: prefix, as: UTF8.self)
        guard let open = head.firstRange(of: "<svg"), let close = head[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = head[open.upperBound..<close]
        func attribute(_ name: String) -> Substring? {
            var rest = tag[...]
            while let found = rest.firstRange(of: name + "=") {
                let before = rest[..<found.lowerBound].last
                rest = rest[found.upperBound...]
                guard before == nil || before!.isWhitespace, let quote = rest.first, quote == "\"" || quote == "'",
                      let end = rest.dropFirst().firstIndex(of: quote) else { continue }
                return rest[rest.index(after: rest.startIndex)..<end]
            }
            return nil
        }
        func length(_ text: Substring?) -> Double? {
            guard var text = text?.trimmingWhitespace()[...] else { return nil }
            // SVG's `pt` is 4/3 of its user unit (a `px`), which the catalog draws as a point.
            var scale = 1.0
            if text.hasSuffix("px") { text = text.dropLast(2) } else if text.hasSuffix("pt") { text = text.dropLast(2); scale = 4.0 / 3.0 }
            return Double(text).flatMap { $0 > 0 ? $0 * scale : nil }
        }
        func measured(_ canvas: ImageSize) -> ImageSize {
            ImageSize(width: canvas.width, height: canvas.height, ink: SVGInk.ink(ofSVG: bytes, canvas: canvas))
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return measured(ImageSize(width: width, height: height))
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return measured(ImageSize(width: box[2], height: box[3]))
    }

    /// A PDF's first `/MediaBox [x0 y0 x1 y1]`, in points (PDF units are points).
    static func pageSize(ofPDF bytes: [UInt8]) -> ImageSize? {
        let key = Array("/MediaBox".utf8)
        guard bytes.starts(with: Array("%PDF".utf8)), let start = bytes.firstOffset(ofASCII: "/MediaBox"),
              let open = bytes[start...].prefix(key.count + 4).firstIndex(of: UInt8(ascii: "[")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "]")), close - open < 200 else { return nil }
        let numbers = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return ImageSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }

    /// A PNG's size from its `IHDR` chunk (after Xcode's `CgBI` chunk in the "crushed" PNGs of
    /// iOS bundles), a JPEG's from its start-of-frame marker.
    static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func number(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            var chunk = 8
            for _ in 0..<4 where chunk + 16 <= bytes.count {
                if bytes[(chunk + 4)..<(chunk + 8)].elementsEqual("IHDR".utf8) { return (number(chunk + 8, 4), number(chunk + 12, 4)) }
                chunk += 12 + number(chunk, 4)
            }
            return nil
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
