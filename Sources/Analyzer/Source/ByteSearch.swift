#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether the bytes contain this ASCII text: a cheap look before a syntax walk. `memchr`
    /// finds each candidate first byte (vectorised in libc), then the rest is compared.
    func contains(ascii text: StaticString) -> Bool {
        let needle = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        return withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, needle.count <= bytes.count else { return false }
            var offset = 0
            let last = bytes.count - needle.count
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                let position = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + position, needle.baseAddress!, needle.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}
