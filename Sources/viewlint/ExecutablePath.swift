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

/// Where the running executable is: Foundation's `Bundle.main.executablePath` where viewlint
/// links Foundation (Darwin); `/proc/self/exe` where it links only FoundationEssentials (Linux),
/// which has no `Bundle`.
enum ExecutablePath {
    static var current: String? {
        #if canImport(FoundationEssentials)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executablePath
        #endif
    }
}
