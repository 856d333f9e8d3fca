/// The modules a Swift package manifest (`Package.swift`) may declare, as `import` names them:
/// every string literal of it that can name a module (`.target(name: "Core")`, but also a
/// dependency's `"Alamofire"` or a path). A name too many only joins more projects
/// (``IndependentProjects``); a target named by a constant or a helper is not missed.
enum ManifestTargets {
    static func names(in bytes: [UInt8]) -> Set<String> {
        let tokens = Lexer.tokenize(bytes).tokens
        var names: Set<String> = []
        for token in tokens where token.kind == .stringSegment {
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            if !text.isEmpty, text.count <= 100 { names.insert(XcodeTargets.moduleName(ofProduct: text)) }
        }
        return names
    }
}
