import Foundation
import Testing
@testable import Analyzer
import SeededRandom

/// What counts as a hang in the robustness tests: eight minutes, or sixty in a sanitizer build
/// (`Tools/sanitize.sh` sets `VIEWLINT_SANITIZER`), which runs the parser ten times slower. The
/// limit runs from a test's start while the whole suite shares two cores: a full run takes these
/// tests about two minutes, so a tighter limit fails a slow machine without any hang.
let robustnessMinutesAllowed = ProcessInfo.processInfo.environment["VIEWLINT_SANITIZER"] == nil ? 8 : 60

/// Every fixture parses cleanly, and no prefix, mutation or pathological nesting of real code
/// crashes, hangs or overflows the stack.
@Suite("Robustness", .timeLimit(.minutes(robustnessMinutesAllowed)))
struct RobustnessTests {
    static let fixtures = Fixtures.relativePaths

    @Test func fixturesAreFound() {
        #expect(RobustnessTests.fixtures.filter { $0.hasPrefix("Tests/Fixtures/") }.count >= 10)
        #expect(RobustnessTests.fixtures.filter { $0.hasPrefix("Examples/") }.count >= 5)
    }

    // MARK: (a) Fixtures are valid

    @Test(arguments: fixtures)
    func fixtureLexesAndParsesWithoutErrors(_ path: String) throws {
        let file = try Fixtures.load(path)
        let tree = SyntaxTree.parse(file)
        #expect(tree.errors.isEmpty, "\(path):\n\(SyntaxDumper.dump(tree))")
        #expect(triviaViolation(Lexer.tokenize(file), in: file.bytes) == nil)
        #expect(parseInvariantViolation(tree) == nil)
        #expect(tree.statements.contains { $0.decl != nil })
    }

    // MARK: (b) Every prefix

    /// Cuts the file after every token and parses each prefix. The parse must terminate and keep
    /// its invariants, and a prefix that ends inside a group (an open `(`, `[`, `{` or string) must
    /// report an error.
    @Test(arguments: fixtures)
    func everyTokenBoundaryPrefixParses(_ path: String) throws {
        let file = try Fixtures.load(path)
        let tokens = Lexer.tokenize(file).tokens
        var failures: [String] = []
        var openGroups = 0
        var unfinishedPrefixes = 0
        for token in tokens where token.kind != .endOfFile {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen: openGroups += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose: openGroups -= 1
            default: break
            }
            let prefix = SourceFile(path: path, bytes: Array(file.bytes[0..<token.end]))
            let tree = SyntaxTree.parse(prefix)
            if let violation = parseInvariantViolation(tree) {
                failures.append("cut at byte \(token.end): \(violation)")
            } else if openGroups > 0 && tree.errors.isEmpty {
                failures.append("cut at byte \(token.end): \(openGroups) groups left open but no error")
            }
            if openGroups > 0 { unfinishedPrefixes += 1 }
        }
        #expect(failures.isEmpty, "\(failures.count) prefixes failed; first: \(failures.first ?? "")")
        #expect(openGroups == 0)
        #expect(unfinishedPrefixes > (tokens.count - 1) / 2)
    }

    /// The fixtures about lexical edge cases (strings, raw strings, regexes, escapes, numbers,
    /// comments) are also cut inside tokens: after a `\`, inside `#"`, between `/` and `#`. Every
    /// cut inside a literal, operator, directive or comment is lexed; the ones right after a
    /// delimiter-like byte are parsed too. (Cuts inside names give shorter names; cuts between
    /// tokens are the token-boundary test.)
    static let lexicalFixtures = fixtures.filter { $0.hasSuffix("CaptionFormatting.swift") || $0.hasSuffix("MetadataParsing.swift") }

    @Test(arguments: lexicalFixtures)
    func everyCutInsideLexicalTokensParses(_ path: String) throws {
        let file = try Fixtures.load(path)
        let stream = Lexer.tokenize(file)
        var interiors = stream.comments.map(\.range)
        for token in stream.tokens where token.kind != .identifier && token.kind != .keyword {
            interiors.append(token.range)
        }
        let delimiterBytes = Set("\\#\"/()[]{}*".utf8)
        var failures: [String] = []
        var parsed = 0
        for range in interiors {
            for end in (range.start + 1)..<max(range.start + 1, range.end) {
                let bytes = Array(file.bytes[0..<end])
                let violation: String?
                if delimiterBytes.contains(file.bytes[end - 1]) {
                    parsed += 1
                    violation = parseInvariantViolation(SyntaxTree.parse(SourceFile(path: path, bytes: bytes)))
                } else {
                    violation = tokenStreamViolation(Lexer.tokenize(bytes), byteCount: end)
                }
                if let violation {
                    failures.append("cut at byte \(end): \(violation)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) prefixes broke invariants; first: \(failures.first ?? "")")
        #expect(parsed > 100)
    }

    @Test func lexicalFixturesAreFound() {
        #expect(RobustnessTests.lexicalFixtures.count == 2)
    }

    // MARK: (c) Random mutations

    static let mutationsPerFile = 300

    /// Bytes worth inserting: delimiters, quotes, operators, directive starts, line breaks, a
    /// stray control byte and bytes that are not valid UTF-8.
    static let interestingBytes: [UInt8] = Array("{}()[]<>\"'`\\#@$/*.,:;?!=&|+-_ \n\tx0".utf8) + [0x01, 0x80, 0xC3, 0xE2, 0xFF]

    /// Applies one to four random edits (delete a run, insert bytes, replace a byte, duplicate a
    /// run) to `bytes`.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0..<(1 + random.below(4)) {
            let position = random.below(result.count + 1)
            switch random.below(4) {
            case 0 where !result.isEmpty:
                let length = min(1 + random.below(16), result.count - min(position, result.count - 1))
                let start = min(position, result.count - 1)
                result.removeSubrange(start..<(start + length))
            case 1:
                let inserted = (0..<(1 + random.below(3))).map { _ in random.pick(interestingBytes) }
                result.insert(contentsOf: inserted, at: position)
            case 2 where position < result.count:
                result[position] = random.pick(interestingBytes)
            default:
                let start = min(position, result.count)
                let end = min(result.count, start + random.below(40))
                result.insert(contentsOf: result[start..<end], at: random.below(result.count + 1))
            }
        }
        return result
    }

    @Test(arguments: fixtures)
    func randomMutationsParse(_ path: String) throws {
        let file = try Fixtures.load(path)
        var random = SplitMix64(seedText: path)
        var failures: [String] = []
        var mutantsWithErrors = 0
        for index in 0..<RobustnessTests.mutationsPerFile {
            let mutant = RobustnessTests.mutate(file.bytes, &random)
            let tree = SyntaxTree.parse(SourceFile(path: path, bytes: mutant))
            if let violation = parseInvariantViolation(tree) {
                failures.append("mutation \(index): \(violation)")
            }
            if !tree.errors.isEmpty { mutantsWithErrors += 1 }
        }
        #expect(failures.isEmpty, "\(failures.count) mutants broke invariants; first: \(failures.first ?? "")")
        // Random damage to real code is almost always visible to the parser.
        #expect(mutantsWithErrors > RobustnessTests.mutationsPerFile / 4)
    }

    @Test func mutationIsDeterministic() {
        let bytes = Array("struct A { var b = 1 }".utf8)
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<20).map { _ in RobustnessTests.mutate(bytes, &first) }
        let b = (0..<20).map { _ in RobustnessTests.mutate(bytes, &second) }
        #expect(a == b)
        #expect(a.contains { $0 != bytes })
    }

    // MARK: (d) Pathological nesting

    static let depth = 10_000

    struct NestingCase: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    static let nestingCases: [NestingCase] = {
        let n = depth
        func repeated(_ text: String, _ count: Int = n) -> String { String(repeating: text, count: count) }
        return [
            NestingCase(name: "parentheses", source: "let x = " + repeated("(") + "1" + repeated(")")),
            NestingCase(name: "closures", source: "let x = " + repeated("{ ") + repeated("} ")),
            NestingCase(name: "trailing closures", source: "let x = " + repeated("f { ") + repeated("} ")),
            NestingCase(name: "array literals", source: "let x = " + repeated("[") + repeated("]")),
            NestingCase(name: "subscripts", source: "let x = " + repeated("a[") + "0" + repeated("]")),
            NestingCase(name: "if statements", source: "func f() {\n" + repeated("if a {\n") + repeated("}\n") + "}"),
            NestingCase(name: "types", source: "struct S {\n" + repeated("struct S {\n") + repeated("}\n") + "}"),
            NestingCase(name: "generic arguments", source: "let x: " + repeated("Array<") + "Int" + repeated(">")),
            NestingCase(name: "array types", source: "let x: " + repeated("[") + "Int" + repeated("]")),
            NestingCase(name: "string interpolations", source: "let s = " + repeated("\"\\(") + "1" + repeated(")\"")),
            NestingCase(name: "ternaries", source: "let x = " + repeated("a ? ") + "b" + repeated(" : c")),
            NestingCase(name: "assignments", source: "x" + repeated(" = x")),
            NestingCase(name: "try prefixes", source: "let x = " + repeated("try ") + "f()"),
            NestingCase(name: "prefix operators", source: "let x = " + repeated("-(") + "1" + repeated(")")),
            NestingCase(name: "#if blocks", source: repeated("#if A\n") + "let x = 1\n" + repeated("#endif\n")),
            NestingCase(name: "tuple patterns", source: "let " + repeated("(") + "a" + repeated(")") + " = 1"),
            NestingCase(name: "case patterns", source: "if case " + repeated(".a(") + "let x" + repeated(")") + " = v {}"),
            NestingCase(name: "unclosed parentheses", source: "let x = " + repeated("(")),
            NestingCase(name: "unclosed braces", source: "let x = " + repeated("{")),
            NestingCase(name: "unclosed brackets and braces", source: repeated("[{")),
        ]
    }()

    @Test(arguments: nestingCases)
    func deepNestingIsBoundedAndReported(_ test: NestingCase) {
        let tree = parse(test.source + "\nlet after = 1")
        #expect(!tree.errors.isEmpty)
        #expect(parseInvariantViolation(tree) == nil)
        let closed = !test.name.hasPrefix("unclosed")
        if closed {
            #expect(tree.errors.contains { $0.message == "nesting too deep" }, "errors: \(tree.errors.prefix(3))")
            // The damage ends with the nested construct: the next declaration is intact.
            #expect(tree.statements.last?.decl?.boundName == "after")
        }
    }

    /// Long chains are iteration, not nesting: modifier chains are valid, and only a binary
    /// operator chain longer than the parser's limit is reported.
    @Test func longChainsAreNotNesting() {
        let modifiers = parse("let v = Text(\"a\")" + String(repeating: "\n    .padding()", count: 400))
        #expect(modifiers.errors.isEmpty)
        let generated = parse("let v = Text(\"a\")" + String(repeating: "\n    .padding()", count: RobustnessTests.depth) + "\nlet after = 1")
        #expect(generated.errors.contains { $0.message == "member chain too long" })
        #expect(generated.statements.last?.decl?.boundName == "after")
        let sum = parse("let total = 1" + String(repeating: " + 1", count: RobustnessTests.depth) + "\nlet after = 1")
        #expect(sum.errors.contains { $0.message == "operator chain too long" })
        #expect(sum.statements.last?.decl?.boundName == "after")
        let unwraps = parse("let v = x" + String(repeating: "!", count: 900))
        #expect(unwraps.errors.isEmpty)
    }

    /// The depth limit must stay far above what real view code needs: 30 nested containers,
    /// each holding an `if`, a `ForEach` closure and modified views, are valid.
    @Test func realisticDeepViewNestingIsWithinTheLimit() {
        let levels = 30
        var body = "Text(\"leaf\").padding(.horizontal, 8)"
        for level in 0..<levels {
            let container = ["VStack(spacing: 4)", "HStack", "ZStack(alignment: .top)"][level % 3]
            body = level.isMultiple(of: 2)
                ? "\(container) {\nif flag\(level) {\n\(body)\n}\n}\n.padding()"
                : "\(container) {\nForEach(items) { item in\n\(body)\n}\n}\n.frame(maxWidth: .infinity)"
        }
        let tree = parse("struct Deep: View {\nvar body: some View {\n\(body)\n}\n}")
        #expect(tree.errors.isEmpty, "\(tree.errors.prefix(3))")
        let type = tree.statements.first?.decl?.typeDecl
        #expect(type?.propertyNames == ["body"])
    }
}
