import Foundation

/// Writes to standard output and standard error.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A usage or input error: one line on standard error.
    static func fail(_ message: String) -> ExitStatus {
        error("viewlint: error: \(message)")
        return .inputError
    }
}
