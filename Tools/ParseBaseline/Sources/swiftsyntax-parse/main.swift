import Foundation
import SwiftParser
import SwiftSyntax

/// Parses every `.swift` file under the paths given with SwiftSyntax, on one thread, and
/// prints how many files, bytes and syntax nodes it saw. The whole process (walk, read,
/// parse) is what `compare.sh` times against `viewlint --jobs 1`.
///
///     swiftsyntax-parse PATH …
func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") { enumerator?.skipDescendants(); continue }
        if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: swiftsyntax-parse PATH …\n".utf8))
    exit(2)
}
var files = 0
var bytes = 0
var nodes = 0
for file in paths.flatMap(swiftFiles(under:)) {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let tree = data.withUnsafeBytes { buffer in
        Parser.parse(source: UnsafeBufferPointer(start: buffer.bindMemory(to: UInt8.self).baseAddress, count: buffer.count))
    }
    files += 1
    bytes += data.count
    // Touch the tree as a consumer would, so nothing is left lazy.
    nodes += tree.totalLength.utf8Length > 0 ? 1 : 0
}
print("swiftsyntax-parse: \(files) files, \(bytes) bytes, \(nodes) non-empty trees")
