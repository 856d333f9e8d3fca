import Analyzer
import FuzzSupport

/// Lexer and parser on arbitrary bytes: no crash, no hang, and every token inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let file = FuzzInput.rawFile(data, size)
    let tokens = Lexer.tokenize(file)
    var previousEnd = 0
    for token in tokens.tokens {
        guard token.start >= previousEnd, token.end >= token.start, token.end <= size else {
            FuzzInput.fail("token \(token.start)..<\(token.end) out of order or outside \(size) bytes")
        }
        previousEnd = token.end
    }
    _ = SyntaxTree.parse(file)
    return 0
}
