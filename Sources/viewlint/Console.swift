#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        emit(text + terminator, to: 1)
    }

    static func error(_ text: String) {
        emit(text + "\n", to: 2)
    }

    /// Writes all of `text` at once, unbuffered, as `FileHandle` did: what is written to
    /// standard output and standard error keeps its order when both go to one place.
    private static func emit(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 { bytes = bytes.dropFirst(written) } else if errno != EINTR { return }
        }
    }

    /// A usage or input error: one line on standard error.
    static func fail(_ message: String) -> ExitStatus {
        error("viewlint: error: \(message)")
        return .inputError
    }
}
