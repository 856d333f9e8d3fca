#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An error as one short phrase for a person (`localizedDescription` is not in the part of
/// Foundation viewlint links on Linux): a file error's system reason ("Permission denied"),
/// else the error's own description.
public enum ErrorText {
    public static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return reason(posix) }
        if let file = error as? CocoaError, let posix = file.underlying as? POSIXError { return reason(posix) }
        if let described = error as? CustomStringConvertible { return described.description }
        return String(describing: error)
    }

    private static func reason(_ error: POSIXError) -> String {
        String(cString: strerror(error.code.rawValue))
    }
}
