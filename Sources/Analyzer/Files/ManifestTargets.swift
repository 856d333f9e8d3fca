/// The modules a Swift package manifest (`Package.swift`) may declare, as `import` names them:
/// every string given as a `name:` argument (`.target(name: "Core")`, `Package(name: "Kit")`,
/// `.library(name: "Kit", …)`). A name too many only joins more projects
/// (``IndependentProjects``), but not every name is the package's own: a dependency's
/// `.product(name: "Nuke", package: …)` or `.package(name: …)`, and a framework linked by name
/// (`.linkedFramework("UIKit")`), would join every app that imports Nuke or UIKit.
enum ManifestTargets {
    static func names(in bytes: [UInt8]) -> Set<String> {
        let tokens = Lexer.tokenize(bytes).tokens
        func text(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        var names: Set<String> = []
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .stringOpen && index + 1 < tokens.count {
            guard tokens[index - 1].kind == .colon, tokens[index - 2].kind == .identifier, text(tokens[index - 2]) == "name",
                  tokens[index + 1].kind == .stringSegment, !Self.isDependency(tokens, nameAt: index - 2, text: text) else { continue }
            names.insert(XcodeTargets.moduleName(ofProduct: text(tokens[index + 1])))
        }
        return names
    }

    /// Whether the `name:` at `index` is the first argument of `.product(…)` or `.package(…)`.
    private static func isDependency(_ tokens: [Token], nameAt index: Int, text: (Token) -> String) -> Bool {
        guard index >= 2, tokens[index - 1].kind == .leftParen, tokens[index - 2].kind == .identifier else { return false }
        return ["product", "package"].contains(text(tokens[index - 2]))
    }
}
