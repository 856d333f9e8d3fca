@testable import Analyzer

/// Facts that hold for every parse, valid input or not. Returns a description of the first one
/// that does not hold, or `nil`. (A plain function rather than `#expect`s: robustness tests call
/// it hundreds of thousands of times and report only the first failure per file.)
func parseInvariantViolation(_ tree: SyntaxTree) -> String? {
    let byteCount = tree.file.bytes.count
    let stream = Lexer.tokenize(tree.file)
    let tokens = stream.tokens
    if let violation = tokenStreamViolation(stream, byteCount: byteCount) { return violation }
    for error in tree.errors where error.range.start < 0 || error.range.end > byteCount || error.range.start > error.range.end {
        return "error range \(error.range) (\(error.message)) is outside the file"
    }
    var previousStart = 0
    for statement in tree.statements {
        let range = statement.range
        guard range.start >= previousStart, range.start <= range.end, range.end <= byteCount else {
            return "top-level statement range \(range) is out of order or outside the file"
        }
        previousStart = range.start
    }
    if tokens.contains(where: { $0.kind == .invalid }) && tree.errors.isEmpty {
        return "the lexer produced an invalid token but the parser reported no error"
    }
    return nil
}

/// The first broken invariant of a token stream over `byteCount` bytes (exactly one
/// `.endOfFile`, last; tokens in order and inside the file), or `nil`.
func tokenStreamViolation(_ stream: TokenStream, byteCount: Int) -> String? {
    let tokens = stream.tokens
    guard tokens.last?.kind == .endOfFile, tokens.filter({ $0.kind == .endOfFile }).count == 1 else {
        return "the token stream must end with exactly one endOfFile"
    }
    var previousEnd = 0
    for token in tokens {
        guard token.start >= previousEnd, token.end >= token.start, token.end <= byteCount else {
            return "token \(token.kind) at \(token.start)..<\(token.end) is out of order or outside the file"
        }
        previousEnd = token.end
    }
    return nil
}

/// Whether the bytes between tokens are only whitespace and the recorded comments, and no token
/// is invalid; describes the first problem otherwise.
func triviaViolation(_ stream: TokenStream, in bytes: [UInt8]) -> String? {
    var commentIndex = 0
    var previousEnd = 0
    for token in stream.tokens {
        if token.kind == .invalid { return "invalid token at \(token.start)" }
        var offset = previousEnd
        while offset < token.start {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
                continue
            }
            while commentIndex < stream.comments.count && stream.comments[commentIndex].range.start < offset {
                commentIndex += 1
            }
            guard commentIndex < stream.comments.count, stream.comments[commentIndex].range.start == offset else {
                return "byte \(offset) between tokens is neither whitespace nor a recorded comment"
            }
            offset = stream.comments[commentIndex].range.end
        }
        previousEnd = token.end
    }
    return nil
}
