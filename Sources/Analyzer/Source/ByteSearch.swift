#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether the bytes contain this ASCII text: a cheap look before a syntax walk.
    func contains(ascii text: StaticString) -> Bool { firstOffset(ofASCII: text) != nil }

    /// Where this ASCII text first starts in the bytes. `memchr` finds each candidate first
    /// byte (vectorised in libc), then the rest is compared.
    func firstOffset(ofASCII text: StaticString) -> Int? {
        let needle = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard let first = needle.first else { return 0 }
        return withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, needle.count <= bytes.count else { return nil }
            var offset = 0
            let last = bytes.count - needle.count
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                let position = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + position, needle.baseAddress!, needle.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }
}
