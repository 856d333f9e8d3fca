import Foundation

/// Image sizes from the asset catalogs (`.xcassets`) under some paths, for the layout pass:
/// each image set's bitmap (PNG or JPEG, read from its header) divided by its scale, in
/// points, by the image set's name. Vector images (PDF, SVG) are not read.
public enum AssetCatalog {
    public static func imageSizes(under paths: [String]) -> [String: (width: Double, height: Double)] {
        var sizes: [String: (width: Double, height: Double)] = [:]
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = manager.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil,
                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where url.pathExtension == "imageset" {
                walker.skipDescendants()
                let name = url.deletingPathExtension().lastPathComponent
                if sizes[name] == nil, let size = size(ofImageSet: url) { sizes[name] = size }
            }
        }
        return sizes
    }

    /// The first bitmap an image set lists, in points.
    private static func size(ofImageSet url: URL) -> (width: Double, height: Double)? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = contents["images"] as? [[String: Any]] else { return nil }
        for image in images {
            guard let file = image["filename"] as? String,
                  let bytes = try? Data(contentsOf: url.appendingPathComponent(file)),
                  let pixels = pixelSize(of: [UInt8](bytes)) else { continue }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (Double(pixels.width) / scale, Double(pixels.height) / scale)
        }
        return nil
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
