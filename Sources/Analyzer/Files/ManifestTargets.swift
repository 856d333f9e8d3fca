/// The modules a Swift package manifest (`Package.swift`) or a Tuist project (`Project.swift`)
/// declares: the names of its targets, as `import` names them. Found in the tokens, so a name in
/// a comment or a dependency's product (`.product(name: "Alamofire", …)`) is not one.
enum ManifestTargets {
    /// The calls that declare a target, each given its name first (`.target(name: "Core")`).
    private static let declaringCalls: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget", "Target",
    ]

    static func names(in bytes: [UInt8]) -> Set<String> {
        let tokens = Lexer.tokenize(bytes).tokens
        func text(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        var names: Set<String> = []
        var index = 0
        while index + 6 < tokens.count {
            defer { index += 1 }
            let call = tokens[index]
            guard call.kind == .identifier, declaringCalls.contains(text(call)),
                  tokens[index + 1].kind == .leftParen,
                  tokens[index + 2].kind == .identifier, text(tokens[index + 2]) == "name",
                  tokens[index + 3].kind == .colon, tokens[index + 4].kind == .stringOpen,
                  tokens[index + 5].kind == .stringSegment, tokens[index + 6].kind == .stringClose else { continue }
            names.insert(XcodeTargets.moduleName(ofProduct: text(tokens[index + 5])))
        }
        return names
    }
}
