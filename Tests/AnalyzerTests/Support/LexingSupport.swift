import Testing
@testable import Analyzer

/// A token reduced to what lexer tests compare: its kind and its exact source text.
struct Lexeme: Equatable, Sendable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    var description: String { "\(kind)(\(text))" }
}

/// Shorthand for an expected token in a test table.
func t(_ kind: TokenKind, _ text: String) -> Lexeme {
    Lexeme(kind: kind, text: text)
}

/// The text of a token in `bytes`.
func tokenText(_ token: Token, in bytes: [UInt8]) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
}

/// Lexes `source`, checks the stream's invariants (tokens in order, inside the file, exactly
/// one `.endOfFile`, last and empty at the end), and returns the tokens before the end.
func lexTokens(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (tokens: [Token], stream: TokenStream) {
    let bytes = Array(source.utf8)
    let stream = Lexer.tokenize(bytes)
    checkStreamInvariants(stream, byteCount: bytes.count, sourceLocation: sourceLocation)
    return (Array(stream.tokens.dropLast()), stream)
}

/// Lexes `source` and returns every token but the final `.endOfFile` as kind and text.
func lex(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Lexeme] {
    let bytes = Array(source.utf8)
    return lexTokens(source, sourceLocation: sourceLocation).tokens.map {
        Lexeme(kind: $0.kind, text: tokenText($0, in: bytes))
    }
}

/// The invariants every token stream must satisfy, whatever the input.
func checkStreamInvariants(_ stream: TokenStream, byteCount: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let endCount = stream.tokens.filter { $0.kind == .endOfFile }.count
    #expect(endCount == 1, "expected exactly one endOfFile, found \(endCount)", sourceLocation: sourceLocation)
    guard let last = stream.tokens.last else { return }
    #expect(last.kind == .endOfFile, "the stream must end with endOfFile", sourceLocation: sourceLocation)
    #expect(last.start == byteCount && last.end == byteCount, sourceLocation: sourceLocation)
    var previousEnd = 0
    for token in stream.tokens {
        if token.start < previousEnd || token.end < token.start || token.end > byteCount {
            Issue.record("token \(token.kind) at \(token.start)..<\(token.end) overlaps or leaves the file (previous end \(previousEnd))",
                         sourceLocation: sourceLocation)
            return
        }
        // Only the end of file and the invalid token marking an unterminated string at the end
        // of its line (or of the file) may be empty.
        if token.kind != .endOfFile && token.kind != .invalid && token.end == token.start {
            Issue.record("empty \(token.kind) token at \(token.start)", sourceLocation: sourceLocation)
            return
        }
        previousEnd = token.end
    }
}
