import Testing
@testable import Analyzer

/// One lexer input and the exact tokens (kind and text) it must produce, end of file excluded.
struct LexCase: Sendable, CustomTestStringConvertible {
    var source: String
    var expected: [Lexeme]

    init(_ source: String, _ expected: [Lexeme]) {
        self.source = source
        self.expected = expected
    }

    var testDescription: String { source.debugDescription }
}

@Suite("Lexer")
struct LexerTests {
    // MARK: Identifiers

    static let identifierCases: [LexCase] = [
        LexCase("let café = \"☕️ 🎉\"", [
            t(.keyword, "let"), t(.identifier, "café"), t(.equal, "="),
            t(.stringOpen, "\""), t(.stringSegment, "☕️ 🎉"), t(.stringClose, "\""),
        ]),
        LexCase("let 名前 = größe", [t(.keyword, "let"), t(.identifier, "名前"), t(.equal, "="), t(.identifier, "größe")]),
        LexCase("items.map { $0.id }", [
            t(.identifier, "items"), t(.period, "."), t(.identifier, "map"), t(.leftBrace, "{"),
            t(.dollarIdentifier, "$0"), t(.period, "."), t(.identifier, "id"), t(.rightBrace, "}"),
        ]),
        LexCase("Toggle(\"On\", isOn: $isOn)", [
            t(.identifier, "Toggle"), t(.leftParen, "("), t(.stringOpen, "\""), t(.stringSegment, "On"),
            t(.stringClose, "\""), t(.comma, ","), t(.identifier, "isOn"), t(.colon, ":"),
            t(.dollarIdentifier, "$isOn"), t(.rightParen, ")"),
        ]),
        LexCase("let _ = _$id", [t(.keyword, "let"), t(.identifier, "_"), t(.equal, "="), t(.identifier, "_$id")]),
        LexCase("a$b + $", [t(.identifier, "a$b"), t(.binaryOperator, "+"), t(.identifier, "$")]),
        LexCase("<#placeholder#>.padding()", [
            t(.identifier, "<#placeholder#>"), t(.period, "."), t(.identifier, "padding"), t(.leftParen, "("), t(.rightParen, ")"),
        ]),
    ]

    @Test(arguments: identifierCases)
    func identifiers(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    /// Every keyword's spelling is found as that keyword; a word one byte longer or shorter,
    /// or differing in case, is a plain identifier.
    @Test func everyKeywordIsFoundAndNearMissesAreNot() {
        for keyword in Keyword.allCases where keyword != .none {
            let (tokens, _) = lexTokens(keyword.text)
            #expect(tokens.first?.keyword == keyword, "\(keyword.text)")
            for nearMiss in [keyword.text + "s", String(keyword.text.dropLast()), keyword.text.uppercased()]
            where Keyword.allCases.allSatisfy({ $0.text != nearMiss }) && !nearMiss.isEmpty {
                let (missed, _) = lexTokens(nearMiss)
                #expect(missed.first?.keyword == Keyword.none, "\(nearMiss)")
            }
        }
    }

    /// Every file's tokens are held while it is parsed: twelve bytes each, offsets intact.
    @Test func tokensAreTwelveBytesAndKeepTheirOffsets() {
        #expect(MemoryLayout<Token>.stride == 12)
        let source = String(repeating: " ", count: 70_000) + "Text(title)"
        let (tokens, _) = lexTokens(source)
        #expect(tokens.first?.start == 70_000 && tokens.first?.end == 70_004)
        #expect(tokens.first.map { tokenText($0, in: Array(source.utf8)) } == "Text")
    }

    @Test func backtickedKeywordIsAnIdentifierWithoutKeyword() {
        let source = "case `default`, `class`: let `self` = 1"
        let (tokens, _) = lexTokens(source)
        let bytes = Array(source.utf8)
        let backticked = tokens.filter { $0.flags.contains(.backticked) }
        #expect(backticked.map { tokenText($0, in: bytes) } == ["`default`", "`class`", "`self`"])
        for token in backticked {
            #expect(token.kind == .identifier)
            #expect(token.keyword == .none)
        }
        #expect(tokens.first?.kind == .keyword && tokens.first?.keyword == .case)
    }

    @Test func underscoreIsTheWildcardIdentifier() {
        let (tokens, _) = lexTokens("_ = value")
        #expect(tokens[0].kind == .identifier)
        #expect(tokens[0].keyword == .wildcard)
    }

    // MARK: Keywords

    static let reservedWords: [(String, Keyword)] = [
        ("struct", .struct), ("if", .if), ("self", .self), ("Self", .Self), ("true", .true), ("nil", .nil),
        ("try", .try), ("in", .in), ("where", .where), ("associatedtype", .associatedtype), ("as", .as), ("is", .is),
    ]

    @Test(arguments: reservedWords)
    func reservedWordsAreKeywordTokens(_ word: String, _ keyword: Keyword) {
        let (tokens, _) = lexTokens(word)
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == .keyword)
        #expect(tokens.first?.keyword == keyword)
    }

    static let contextualWords: [(String, Keyword)] = [
        ("some", .some), ("any", .any), ("async", .async), ("await", .await), ("get", .get), ("didSet", .didSet),
        ("actor", .actor), ("each", .each), ("consuming", .consuming), ("nonisolated", .nonisolated), ("Type", .Type),
    ]

    @Test(arguments: contextualWords)
    func contextualWordsAreIdentifiersCarryingTheirKeyword(_ word: String, _ keyword: Keyword) {
        let (tokens, _) = lexTokens(word)
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == .identifier)
        #expect(tokens.first?.keyword == keyword)
    }

    @Test func keywordLookupIsExactNotPrefix() {
        let (tokens, _) = lexTokens("structure iff selfie Selfish asyncValue")
        #expect(tokens.allSatisfy { $0.kind == .identifier && $0.keyword == .none })
        #expect(tokens.count == 5)
    }

    @Test func keywordsInRealisticDeclaration() {
        #expect(lex("var body: some View { get async throws }") == [
            t(.keyword, "var"), t(.identifier, "body"), t(.colon, ":"), t(.identifier, "some"), t(.identifier, "View"),
            t(.leftBrace, "{"), t(.identifier, "get"), t(.identifier, "async"), t(.keyword, "throws"), t(.rightBrace, "}"),
        ])
        let (tokens, _) = lexTokens("let value = await model.load()")
        #expect(tokens[3].keyword == .await)
    }

    // MARK: Operators

    static let operatorCases: [LexCase] = [
        LexCase("a + b", [t(.identifier, "a"), t(.binaryOperator, "+"), t(.identifier, "b")]),
        LexCase("a+b", [t(.identifier, "a"), t(.binaryOperator, "+"), t(.identifier, "b")]),
        LexCase("-offset", [t(.prefixOperator, "-"), t(.identifier, "offset")]),
        LexCase("!isEmpty && flag", [t(.prefixOperator, "!"), t(.identifier, "isEmpty"), t(.binaryOperator, "&&"), t(.identifier, "flag")]),
        LexCase("f(x...)", [t(.identifier, "f"), t(.leftParen, "("), t(.identifier, "x"), t(.postfixOperator, "..."), t(.rightParen, ")")]),
        LexCase("value!.count", [t(.identifier, "value"), t(.postfixExclamation, "!"), t(.period, "."), t(.identifier, "count")]),
        LexCase("user?.name", [t(.identifier, "user"), t(.postfixQuestion, "?"), t(.period, "."), t(.identifier, "name")]),
        LexCase("flag ? 1 : 2", [
            t(.identifier, "flag"), t(.infixQuestion, "?"), t(.integerLiteral, "1"), t(.colon, ":"), t(.integerLiteral, "2"),
        ]),
        LexCase("a != b", [t(.identifier, "a"), t(.binaryOperator, "!="), t(.identifier, "b")]),
        LexCase("name ?? \"\"", [t(.identifier, "name"), t(.binaryOperator, "??"), t(.stringOpen, "\""), t(.stringClose, "\"")]),
        LexCase("func f() -> Int", [
            t(.keyword, "func"), t(.identifier, "f"), t(.leftParen, "("), t(.rightParen, ")"), t(.arrow, "->"), t(.identifier, "Int"),
        ]),
        LexCase("x = y", [t(.identifier, "x"), t(.equal, "="), t(.identifier, "y")]),
        LexCase("x == y", [t(.identifier, "x"), t(.binaryOperator, "=="), t(.identifier, "y")]),
        LexCase("swap(&a, &b)", [
            t(.identifier, "swap"), t(.leftParen, "("), t(.prefixAmpersand, "&"), t(.identifier, "a"), t(.comma, ","),
            t(.prefixAmpersand, "&"), t(.identifier, "b"), t(.rightParen, ")"),
        ]),
        LexCase("a & b", [t(.identifier, "a"), t(.binaryOperator, "&"), t(.identifier, "b")]),
        LexCase("1...5", [t(.integerLiteral, "1"), t(.binaryOperator, "..."), t(.integerLiteral, "5")]),
        LexCase("0..<count", [t(.integerLiteral, "0"), t(.binaryOperator, "..<"), t(.identifier, "count")]),
        LexCase("items[..<3]", [
            t(.identifier, "items"), t(.leftBracket, "["), t(.prefixOperator, "..<"), t(.integerLiteral, "3"), t(.rightBracket, "]"),
        ]),
        LexCase("a <> b |> f", [
            t(.identifier, "a"), t(.binaryOperator, "<>"), t(.identifier, "b"), t(.binaryOperator, "|>"), t(.identifier, "f"),
        ]),
        LexCase("x ∘ y", [t(.identifier, "x"), t(.binaryOperator, "∘"), t(.identifier, "y")]),
        LexCase(".foregroundStyle(.red)", [
            t(.prefixPeriod, "."), t(.identifier, "foregroundStyle"), t(.leftParen, "("), t(.prefixPeriod, "."),
            t(.identifier, "red"), t(.rightParen, ")"),
        ]),
        LexCase("count += 1", [t(.identifier, "count"), t(.binaryOperator, "+="), t(.integerLiteral, "1")]),
    ]

    @Test(arguments: operatorCases)
    func operators(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    @Test func chainedModifierOnNewLineIsPrefixPeriod() {
        #expect(lex("Text(\"a\")\n    .padding()").map(\.kind) == [
            .identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .rightParen,
            .prefixPeriod, .identifier, .leftParen, .rightParen,
        ])
    }

    @Test func operatorRunStopsAtComment() {
        #expect(lex("a +// note\nb") == [t(.identifier, "a"), t(.binaryOperator, "+"), t(.identifier, "b")])
        let (_, stream) = lexTokens("a +// note\nb")
        #expect(stream.comments.count == 1)
    }

    // MARK: Numbers

    static let numberCases: [LexCase] = [
        LexCase("0x1F", [t(.integerLiteral, "0x1F")]),
        LexCase("0o17", [t(.integerLiteral, "0o17")]),
        LexCase("0b1010_1010", [t(.integerLiteral, "0b1010_1010")]),
        LexCase("1_000_000", [t(.integerLiteral, "1_000_000")]),
        LexCase("42", [t(.integerLiteral, "42")]),
        LexCase("3.14159", [t(.floatLiteral, "3.14159")]),
        LexCase("1.5e-3", [t(.floatLiteral, "1.5e-3")]),
        LexCase("2E+10", [t(.floatLiteral, "2E+10")]),
        LexCase("6e23", [t(.floatLiteral, "6e23")]),
        LexCase("1_000.000_1", [t(.floatLiteral, "1_000.000_1")]),
        LexCase("0x1.8p3", [t(.floatLiteral, "0x1.8p3")]),
        LexCase("0xFFp-2", [t(.floatLiteral, "0xFFp-2")]),
        LexCase("t.0.1", [t(.identifier, "t"), t(.period, "."), t(.integerLiteral, "0"), t(.period, "."), t(.integerLiteral, "1")]),
        LexCase("pair.1.description", [
            t(.identifier, "pair"), t(.period, "."), t(.integerLiteral, "1"), t(.period, "."), t(.identifier, "description"),
        ]),
        LexCase("1.description", [t(.integerLiteral, "1"), t(.period, "."), t(.identifier, "description")]),
        LexCase("0.0...1.0", [t(.floatLiteral, "0.0"), t(.binaryOperator, "..."), t(.floatLiteral, "1.0")]),
        LexCase("0..<2.5e1", [t(.integerLiteral, "0"), t(.binaryOperator, "..<"), t(.floatLiteral, "2.5e1")]),
        LexCase("...0.5", [t(.prefixOperator, "..."), t(.floatLiteral, "0.5")]),
        LexCase("\\Pair.0.1", [
            t(.backslash, "\\"), t(.identifier, "Pair"), t(.period, "."), t(.integerLiteral, "0"), t(.period, "."), t(.integerLiteral, "1"),
        ]),
        LexCase("-0.5", [t(.prefixOperator, "-"), t(.floatLiteral, "0.5")]),
        LexCase(".frame(width: 44.0, height: 0x2C)", [
            t(.prefixPeriod, "."), t(.identifier, "frame"), t(.leftParen, "("), t(.identifier, "width"), t(.colon, ":"),
            t(.floatLiteral, "44.0"), t(.comma, ","), t(.identifier, "height"), t(.colon, ":"), t(.integerLiteral, "0x2C"),
            t(.rightParen, ")"),
        ]),
    ]

    @Test(arguments: numberCases)
    func numbers(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    // MARK: Strings

    static let stringCases: [LexCase] = [
        LexCase("\"Hello, \\(name)!\"", [
            t(.stringOpen, "\""), t(.stringSegment, "Hello, "), t(.interpolationOpen, "\\("), t(.identifier, "name"),
            t(.interpolationClose, ")"), t(.stringSegment, "!"), t(.stringClose, "\""),
        ]),
        LexCase("\"\\(count(of: items))\"", [
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.identifier, "count"), t(.leftParen, "("),
            t(.identifier, "of"), t(.colon, ":"), t(.identifier, "items"), t(.rightParen, ")"),
            t(.interpolationClose, ")"), t(.stringClose, "\""),
        ]),
        LexCase("\"a \\\"quoted\\\" \\\\ b\"", [t(.stringOpen, "\""), t(.stringSegment, "a \\\"quoted\\\" \\\\ b"), t(.stringClose, "\"")]),
        LexCase("\"\"", [t(.stringOpen, "\""), t(.stringClose, "\"")]),
        LexCase("\"\"\"\n    Line one\n    \"Line\" two\n    \"\"\"", [
            t(.stringOpen, "\"\"\""), t(.stringSegment, "\n    Line one\n    \"Line\" two\n    "), t(.stringClose, "\"\"\""),
        ]),
        LexCase("\"\"\"\n\\(a)\n\"\"\"", [
            t(.stringOpen, "\"\"\""), t(.stringSegment, "\n"), t(.interpolationOpen, "\\("), t(.identifier, "a"),
            t(.interpolationClose, ")"), t(.stringSegment, "\n"), t(.stringClose, "\"\"\""),
        ]),
        LexCase("#\"C:\\path\\(not)\"#", [t(.stringOpen, "#\""), t(.stringSegment, "C:\\path\\(not)"), t(.stringClose, "\"#")]),
        LexCase("#\"total: \\#(sum)\"#", [
            t(.stringOpen, "#\""), t(.stringSegment, "total: "), t(.interpolationOpen, "\\#("), t(.identifier, "sum"),
            t(.interpolationClose, ")"), t(.stringClose, "\"#"),
        ]),
        LexCase("##\"say \"# not the end\"##", [t(.stringOpen, "##\""), t(.stringSegment, "say \"# not the end"), t(.stringClose, "\"##")]),
        LexCase("#\"\"\"\n  {\"json\": \"\\(raw)\"}\n  \"\"\"#", [
            t(.stringOpen, "#\"\"\""), t(.stringSegment, "\n  {\"json\": \"\\(raw)\"}\n  "), t(.stringClose, "\"\"\"#"),
        ]),
        LexCase("#\"\"\"#", [t(.stringOpen, "#\""), t(.stringSegment, "\""), t(.stringClose, "\"#")]),
        LexCase("\"\\(\")\")\"", [
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.stringOpen, "\""), t(.stringSegment, ")"),
            t(.stringClose, "\""), t(.interpolationClose, ")"), t(.stringClose, "\""),
        ]),
    ]

    @Test(arguments: stringCases)
    func strings(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    @Test func interpolationNestedFourStringsDeep() {
        let source = #""\(a ? "\(b)" : "\(c.map { "\($0)" })")""#
        #expect(lex(source) == [
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.identifier, "a"), t(.infixQuestion, "?"),
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.identifier, "b"), t(.interpolationClose, ")"), t(.stringClose, "\""),
            t(.colon, ":"),
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.identifier, "c"), t(.period, "."), t(.identifier, "map"),
            t(.leftBrace, "{"),
            t(.stringOpen, "\""), t(.interpolationOpen, "\\("), t(.dollarIdentifier, "$0"), t(.interpolationClose, ")"),
            t(.stringClose, "\""),
            t(.rightBrace, "}"), t(.interpolationClose, ")"), t(.stringClose, "\""),
            t(.interpolationClose, ")"), t(.stringClose, "\""),
        ])
    }

    @Test func interpolationHoldingParenthesesAndMultilineString() {
        let source = "\"\"\"\n  Total: \\((price * (1 + tax)).formatted())\n  \"\"\" + suffix"
        let kinds = lex(source).map(\.kind)
        #expect(kinds == [
            .stringOpen, .stringSegment, .interpolationOpen, .leftParen, .identifier, .binaryOperator, .leftParen,
            .integerLiteral, .binaryOperator, .identifier, .rightParen, .rightParen, .period, .identifier, .leftParen,
            .rightParen, .interpolationClose, .stringSegment, .stringClose, .binaryOperator, .identifier,
        ])
    }

    @Test func backslashAtLineEndContinuesOnlyMultilineStrings() {
        #expect(lex("\"\"\"\n  one \\\n  two\n  \"\"\"") == [
            t(.stringOpen, "\"\"\""), t(.stringSegment, "\n  one \\\n  two\n  "), t(.stringClose, "\"\"\""),
        ])
    }

    @Test func rawInterpolationInMultilineRawString() {
        let source = "##\"\"\"\n\\#(ignored) \\##(value)\n\"\"\"##"
        #expect(lex(source) == [
            t(.stringOpen, "##\"\"\""), t(.stringSegment, "\n\\#(ignored) "), t(.interpolationOpen, "\\##("),
            t(.identifier, "value"), t(.interpolationClose, ")"), t(.stringSegment, "\n"), t(.stringClose, "\"\"\"##"),
        ])
    }

    // MARK: Regex literals

    static let regexCases: [LexCase] = [
        LexCase("let pattern = /[a-z]+/", [t(.keyword, "let"), t(.identifier, "pattern"), t(.equal, "="), t(.regexLiteral, "/[a-z]+/")]),
        LexCase("total / 2 / count", [
            t(.identifier, "total"), t(.binaryOperator, "/"), t(.integerLiteral, "2"), t(.binaryOperator, "/"), t(.identifier, "count"),
        ]),
        LexCase("a/b/c", [t(.identifier, "a"), t(.binaryOperator, "/"), t(.identifier, "b"), t(.binaryOperator, "/"), t(.identifier, "c")]),
        LexCase("(width - 16) / 2", [
            t(.leftParen, "("), t(.identifier, "width"), t(.binaryOperator, "-"), t(.integerLiteral, "16"), t(.rightParen, ")"),
            t(.binaryOperator, "/"), t(.integerLiteral, "2"),
        ]),
        LexCase("text.split(separator: /\\s+/)", [
            t(.identifier, "text"), t(.period, "."), t(.identifier, "split"), t(.leftParen, "("), t(.identifier, "separator"),
            t(.colon, ":"), t(.regexLiteral, "/\\s+/"), t(.rightParen, ")"),
        ]),
        LexCase("if line.contains(/^#\\d+ (open|closed)/) {}", [
            t(.keyword, "if"), t(.identifier, "line"), t(.period, "."), t(.identifier, "contains"), t(.leftParen, "("),
            t(.regexLiteral, "/^#\\d+ (open|closed)/"), t(.rightParen, ")"), t(.leftBrace, "{"), t(.rightBrace, "}"),
        ]),
        LexCase("let r = #/(?<year>\\d{4})-(?<month>\\d{2})/#", [
            t(.keyword, "let"), t(.identifier, "r"), t(.equal, "="), t(.regexLiteral, "#/(?<year>\\d{4})-(?<month>\\d{2})/#"),
        ]),
        LexCase("let r = #/ spaced /#", [t(.keyword, "let"), t(.identifier, "r"), t(.equal, "="), t(.regexLiteral, "#/ spaced /#")]),
        LexCase("let r = #/\n  (?<key>\\w+)  # a key\n  \\s* = \\s*\n/#", [
            t(.keyword, "let"), t(.identifier, "r"), t(.equal, "="), t(.regexLiteral, "#/\n  (?<key>\\w+)  # a key\n  \\s* = \\s*\n/#"),
        ]),
        LexCase("x = a / b", [t(.identifier, "x"), t(.equal, "="), t(.identifier, "a"), t(.binaryOperator, "/"), t(.identifier, "b")]),
        LexCase("return /\\d+/", [t(.keyword, "return"), t(.regexLiteral, "/\\d+/")]),
        LexCase("x /= 2", [t(.identifier, "x"), t(.binaryOperator, "/="), t(.integerLiteral, "2")]),
    ]

    @Test(arguments: regexCases)
    func regexLiterals(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    // MARK: Comments

    @Test func commentsAreRecordedWithTheirKind() {
        let source = """
        // line
        /// doc line
        //// not a doc comment
        /* block */
        /** doc block */
        /* outer /* nested */ still outer */
        let x = 1 // trailing
        """
        let (tokens, stream) = lexTokens(source)
        let bytes = Array(source.utf8)
        #expect(tokens.map { tokenText($0, in: bytes) } == ["let", "x", "=", "1"])
        #expect(stream.comments.map(\.kind) == [.line, .docLine, .line, .block, .docBlock, .block, .line])
        #expect(stream.comments.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) } == [
            "// line", "/// doc line", "//// not a doc comment", "/* block */", "/** doc block */",
            "/* outer /* nested */ still outer */", "// trailing",
        ])
    }

    @Test func commentsSetLeadingTriviaAndLineFlags() {
        let (tokens, _) = lexTokens("a/* c */b /* multi\nline */c")
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .identifier])
        #expect(!tokens[0].hasLeadingTrivia)
        #expect(tokens[1].hasLeadingTrivia && !tokens[1].isAtStartOfLine)
        #expect(tokens[2].isAtStartOfLine)
    }

    @Test func commentMarkersInsideStringsAreText() {
        let source = "let url = \"https://example.com/*x*/\""
        let (_, stream) = lexTokens(source)
        #expect(stream.comments.isEmpty)
        #expect(lex(source).map(\.kind) == [.keyword, .identifier, .equal, .stringOpen, .stringSegment, .stringClose])
    }

    @Test func shebangLineIsAComment() {
        let (tokens, stream) = lexTokens("#!/usr/bin/swift\nprint(1)")
        #expect(stream.comments.map(\.kind) == [.line])
        #expect(stream.comments.first?.range == SourceRange(0, 16))
        #expect(tokens.first?.kind == .identifier)
    }

    // MARK: Pound directives, attributes, key paths

    @Test func conditionalCompilationDirectives() {
        let source = "#if os(iOS)\na\n#elseif DEBUG\nb\n#else\nc\n#endif"
        #expect(lex(source) == [
            t(.poundIf, "#if"), t(.identifier, "os"), t(.leftParen, "("), t(.identifier, "iOS"), t(.rightParen, ")"),
            t(.identifier, "a"), t(.poundElseif, "#elseif"), t(.identifier, "DEBUG"), t(.identifier, "b"),
            t(.poundElse, "#else"), t(.identifier, "c"), t(.poundEndif, "#endif"),
        ])
    }

    static let poundCases: [LexCase] = [
        LexCase("if #available(iOS 17, *) {}", [
            t(.keyword, "if"), t(.poundIdentifier, "#available"), t(.leftParen, "("), t(.identifier, "iOS"),
            t(.integerLiteral, "17"), t(.comma, ","), t(.binaryOperator, "*"), t(.rightParen, ")"), t(.leftBrace, "{"), t(.rightBrace, "}"),
        ]),
        LexCase("#Preview { ContentView() }", [
            t(.poundIdentifier, "#Preview"), t(.leftBrace, "{"), t(.identifier, "ContentView"), t(.leftParen, "("),
            t(.rightParen, ")"), t(.rightBrace, "}"),
        ]),
        LexCase("#selector(Coordinator.tap(_:))", [
            t(.poundIdentifier, "#selector"), t(.leftParen, "("), t(.identifier, "Coordinator"), t(.period, "."),
            t(.identifier, "tap"), t(.leftParen, "("), t(.identifier, "_"), t(.colon, ":"), t(.rightParen, ")"), t(.rightParen, ")"),
        ]),
        LexCase("@MainActor @Observable final class Model", [
            t(.attribute, "@MainActor"), t(.attribute, "@Observable"), t(.identifier, "final"), t(.keyword, "class"), t(.identifier, "Model"),
        ]),
        LexCase("@Environment(\\.dismiss) var dismiss", [
            t(.attribute, "@Environment"), t(.leftParen, "("), t(.backslash, "\\"), t(.period, "."), t(.identifier, "dismiss"),
            t(.rightParen, ")"), t(.keyword, "var"), t(.identifier, "dismiss"),
        ]),
        LexCase("ForEach(items, id: \\.self)", [
            t(.identifier, "ForEach"), t(.leftParen, "("), t(.identifier, "items"), t(.comma, ","), t(.identifier, "id"),
            t(.colon, ":"), t(.backslash, "\\"), t(.period, "."), t(.keyword, "self"), t(.rightParen, ")"),
        ]),
        LexCase("let path = \\Item.name", [
            t(.keyword, "let"), t(.identifier, "path"), t(.equal, "="), t(.backslash, "\\"), t(.identifier, "Item"),
            t(.period, "."), t(.identifier, "name"),
        ]),
    ]

    @Test(arguments: poundCases)
    func poundKeywordsAttributesAndKeyPaths(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    // MARK: Malformed input

    static let malformedCases: [LexCase] = [
        LexCase("let s = \"abc\nlet y = 1", [
            t(.keyword, "let"), t(.identifier, "s"), t(.equal, "="), t(.stringOpen, "\""), t(.invalid, "abc"),
            t(.keyword, "let"), t(.identifier, "y"), t(.equal, "="), t(.integerLiteral, "1"),
        ]),
        LexCase("let s = \"\"\"\nnever closed", [
            t(.keyword, "let"), t(.identifier, "s"), t(.equal, "="), t(.stringOpen, "\"\"\""), t(.invalid, "\nnever closed"),
        ]),
        LexCase("a /* never closed", [t(.identifier, "a"), t(.invalid, "/* never closed")]),
        LexCase("let s = \"", [t(.keyword, "let"), t(.identifier, "s"), t(.equal, "="), t(.stringOpen, "\""), t(.invalid, "")]),
        LexCase("\"abc\\", [t(.stringOpen, "\""), t(.invalid, "abc\\")]),
        LexCase("let s = \"abc\\\nlet y = 1", [
            t(.keyword, "let"), t(.identifier, "s"), t(.equal, "="), t(.stringOpen, "\""), t(.invalid, "abc\\"),
            t(.keyword, "let"), t(.identifier, "y"), t(.equal, "="), t(.integerLiteral, "1"),
        ]),
        LexCase("#\"abc\\#", [t(.stringOpen, "#\""), t(.invalid, "abc\\#")]),
        LexCase("\"\"\"\nabc\\", [t(.stringOpen, "\"\"\""), t(.invalid, "\nabc\\")]),
        LexCase("let x = 1 \u{1} + 2", [
            t(.keyword, "let"), t(.identifier, "x"), t(.equal, "="), t(.integerLiteral, "1"), t(.invalid, "\u{1}"),
            t(.binaryOperator, "+"), t(.integerLiteral, "2"),
        ]),
        LexCase("let ` = 1", [t(.keyword, "let"), t(.invalid, "`"), t(.equal, "="), t(.integerLiteral, "1")]),
        LexCase("a ``\nb", [t(.identifier, "a"), t(.invalid, "``"), t(.identifier, "b")]),
        LexCase("@ State var x", [t(.invalid, "@"), t(.identifier, "State"), t(.keyword, "var"), t(.identifier, "x")]),
        LexCase("# if\nx", [t(.invalid, "#"), t(.keyword, "if"), t(.identifier, "x")]),
        LexCase("a */ b", [t(.identifier, "a"), t(.invalid, "*/"), t(.identifier, "b")]),
    ]

    @Test(arguments: malformedCases)
    func malformedInputYieldsInvalidTokensAndContinues(_ test: LexCase) {
        #expect(lex(test.source) == test.expected)
    }

    @Test func invalidUTF8BytesBecomeInvalidTokens() {
        var bytes = Array("let a = 1 ".utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array(" + b".utf8)
        let stream = Lexer.tokenize(bytes)
        checkStreamInvariants(stream, byteCount: bytes.count)
        #expect(stream.tokens.map(\.kind) == [
            .keyword, .identifier, .equal, .integerLiteral, .invalid, .invalid, .binaryOperator, .identifier, .endOfFile,
        ])
    }

    @Test func unterminatedStringInsideInterpolationRecovers() {
        let source = "\"outer \\(\"inner)\nlet after = 2"
        let lexemes = lex(source)
        #expect(lexemes.contains(t(.invalid, "inner)")))
        #expect(Array(lexemes.suffix(4)) == [t(.keyword, "let"), t(.identifier, "after"), t(.equal, "="), t(.integerLiteral, "2")])
    }

    @Test(arguments: ["", "   \n\t", "// only a comment", "/* only */", "\"", "#", "\\", "`", "/", "0x", "1e", "\"\\("])
    func degenerateInputEndsWithExactlyOneEndOfFile(_ source: String) {
        // The invariants (one end-of-file token, ordered non-empty tokens) are checked by `lexTokens`.
        let (tokens, stream) = lexTokens(source)
        #expect(stream.tokens.last?.kind == .endOfFile)
        #expect(tokens.allSatisfy { $0.kind != .endOfFile })
    }

    // MARK: Flags

    @Test func lineAndTriviaFlags() {
        let (tokens, _) = lexTokens("a.b\n  c (d)")
        #expect(tokens.map(\.isAtStartOfLine) == [true, false, false, true, false, false, false])
        #expect(tokens.map(\.hasLeadingTrivia) == [false, false, false, true, true, false, false])
    }
}

/// Trees do not keep their tokens; rules lex the range they need again. That must give exactly
/// the whole file's tokens there, for every statement and expression of every computed
/// property (`body` included) in the fixtures and the example app.
@Suite("Lexing a range")
struct RangeLexingTests {
    @Test(arguments: Fixtures.relativePaths)
    func rangeTokensMatchTheWholeFile(_ path: String) throws {
        let file = try Fixtures.load(path)
        let whole = Lexer.tokenize(file).tokens
        let index = ModuleIndex(trees: [SyntaxTree.parse(file)])
        let bodies = index.types.flatMap { type in
            type.computedProperties.map(\.body) + type.methods.compactMap { $0.declaration.body?.statements }
        } + index.viewExtensionMethods.compactMap { $0.declaration.body?.statements }
        var ranges: [SourceRange] = []
        for body in bodies {
            ranges += body.map(\.range)
            SyntaxWalk.expressions(in: body, intoClosures: true) { ranges.append($0.range) }
        }
        var mismatches: [String] = []
        for range in ranges where range.start < range.end {
            let expected = whole.filter { $0.start >= range.start && $0.end <= range.end && $0.kind != .endOfFile }
            let lexed = Lexer.tokens(of: file, in: range).filter { $0.end <= range.end && $0.kind != .endOfFile }
            if lexed.map(Self.describe) != expected.map(Self.describe) {
                mismatches.append("\(file.location(of: range.start)): \(file.text(range).prefix(60))")
            }
        }
        #expect(!ranges.isEmpty)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func theFirstTokenKeepsItsTriviaFlags() {
        let file = SourceFile(text: "var body: some View {\n    Text(title) .bold()\n}")
        let text = file.bytes.firstIndex(of: UInt8(ascii: "T"))!
        let bold = file.bytes.firstIndex(of: UInt8(ascii: "b"))! - 1
        #expect(Lexer.tokens(of: file, in: SourceRange(text, text + 4)).first?.flags == [.atStartOfLine, .hasLeadingTrivia])
        #expect(Lexer.tokens(of: file, in: SourceRange(bold, bold + 5)).first?.flags == [.hasLeadingTrivia])
        #expect(Lexer.tokens(of: file, in: SourceRange(text + 4, text + 5)).first?.flags == [])
    }

    /// A range outside the file, inverted or cut inside an unterminated string ends lexing
    /// quietly: no crash, and nothing past the file.
    @Test func oddRangesEndQuietly() {
        let file = SourceFile(text: "Text(\"unterminated\n")
        let count = file.bytes.count
        for range in [SourceRange(count + 10, count + 20), SourceRange(8, 3), SourceRange(-5, 2), SourceRange(5, count + 100)] {
            let tokens = Lexer.tokens(of: file, in: range)
            #expect(tokens.last?.kind == .endOfFile, "\(range)")
            #expect(tokens.allSatisfy { 0 <= $0.start && $0.start <= $0.end && $0.end <= count }, "\(range)")
        }
    }

    private static func describe(_ token: Token) -> String {
        "\(token.kind)/\(token.keyword)/\(token.flags.rawValue)@\(token.start)-\(token.end)"
    }
}
