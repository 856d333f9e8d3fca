import Analyzer

/// Turns the bytes libFuzzer hands a target into what viewlint's pipeline takes.
public enum FuzzInput {
    /// The bytes as one in-memory Swift file, exactly as given (NUL bytes and invalid UTF-8
    /// included: the lexer must survive anything, even what the loader would reject).
    public static func rawFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> SourceFile {
        SourceFile(path: "Fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    }

    /// The bytes as a file the loader accepts, or `nil` when `SourceFile.load` would reject them.
    public static func loadableFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> SourceFile? {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard SourceFile.validate(bytes) == nil else { return nil }
        return SourceFile(path: "Fuzz.swift", bytes: bytes)
    }

    /// A one-file module, indexed as the command line would.
    public static func module(_ file: SourceFile) -> ModuleIndex {
        ModuleIndex(trees: [SyntaxTree.parse(file)])
    }

    /// Stops the process so libFuzzer records the input as a crash.
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}
