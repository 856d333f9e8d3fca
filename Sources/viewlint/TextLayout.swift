#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text layout for the terminal that Foundation's `String(format:)` and `padding(toLength:…)`
/// did (viewlint does not link Foundation on Linux).
extension String {
    /// The string cut or filled with spaces to `width` characters, for a column.
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    /// `value` with `decimals` digits after the point, as `%.Nf` writes it.
    init(_ value: Double, decimals: Int) {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.\(decimals)f", arguments)
        }
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
