// Fixture: parsing photo file names and EXIF-like metadata.
// Theme (lexical): regex literals (`/…/`, `#/…/#`, multi-line extended `#/ … /#`),
// RegexBuilder, division and operators that look like regex delimiters, custom
// operators and precedence groups, and numeric literals in every base and form.

import Foundation
import RegexBuilder
import SwiftUI

// MARK: - Numeric literals

enum ExifDefaults {
    static let orientationTag = 0x0112
    static let colorSpaceTag = 0xA001
    static let permissions = 0o644
    static let flags: UInt8 = 0b1010_1010
    static let mask: UInt32 = 0xFF_FF_00_00
    static let maxPixels = 1_000_000
    static let negative = -42
    static let exposure = 1.5e-3
    static let bigExposure = 2E10
    static let hexFloat = 0x1.8p3
    static let hexFloatNegExp = 0xAp-2
    static let focal = 0.000_35
    static let aperture: Double = 1_8e-1
    static let underscoredFloat = 3_000.000_1
    static let signed: Int8 = -0b0111_1111
    static let leadingZeros = 007
}

// MARK: - Operators

precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator <>: AdditionPrecedence
infix operator >>>: CompositionPrecedence
prefix operator √
postfix operator %
infix operator ?=: AssignmentPrecedence

func <> (lhs: [String: String], rhs: [String: String]) -> [String: String] {
    lhs.merging(rhs) { _, new in new }
}

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix func % (value: Double) -> Double { value / 100 }

func ?= <T>(lhs: inout T, rhs: T?) {
    if let rhs { lhs = rhs }
}

// MARK: - Regex literals

struct PhotoFileName: Equatable {
    var prefix: String
    var number: Int
    var isEdited: Bool
    var ext: String
}

enum MetadataParser {
    nonisolated(unsafe) static let simpleWord = /[a-z]+/
    nonisolated(unsafe) static let fileName = /(?<prefix>IMG|DSC|PXL)_(?<number>\d{4,})(?<edited>_E)?\.(?<ext>jpe?g|heic|png)/
        .ignoresCase()
    nonisolated(unsafe) static let dimensions = #/(\d+)\s*[x×]\s*(\d+)/#
    nonisolated(unsafe) static let slashes = #/^/photos/(\d+)/[^/]+$/#

    nonisolated(unsafe) static let timestamp = #/
        (?<year>  \d{4}) [:\-]
        (?<month> \d{2}) [:\-]
        (?<day>   \d{2})
        \s+
        (?<hour>  \d{2}) : (?<minute> \d{2}) : (?<second> \d{2})   # seconds are required
    /#

    nonisolated(unsafe) static let gps = Regex {
        Capture {
            Optionally { "-" }
            OneOrMore(.digit)
            "."
            OneOrMore(.digit)
        } transform: { Double($0) ?? 0 }
        ZeroOrMore(.whitespace)
        ","
        ZeroOrMore(.whitespace)
        TryCapture {
            Optionally { "-" }
            OneOrMore(.digit)
            "."
            OneOrMore(.digit)
        } transform: { Double($0) }
    }

    static func parseFileName(_ name: String) -> PhotoFileName? {
        guard let match = name.wholeMatch(of: fileName) else { return nil }
        return PhotoFileName(
            prefix: String(match.prefix).uppercased(),
            number: Int(match.number) ?? 0,
            isEdited: match.edited != nil,
            ext: String(match.ext).lowercased()
        )
    }

    static func parseDimensions(_ text: String) -> (width: Int, height: Int)? {
        guard let match = text.firstMatch(of: dimensions),
              let width = Int(match.1), let height = Int(match.2) else { return nil }
        return (width, height)
    }

    static func parseDate(_ text: String) -> DateComponents? {
        guard let m = text.firstMatch(of: timestamp) else { return nil }
        return DateComponents(
            year: Int(m.year), month: Int(m.month), day: Int(m.day),
            hour: Int(m.hour), minute: Int(m.minute), second: Int(m.second)
        )
    }

    static func keywords(in caption: String) -> [String] {
        caption.lowercased().matches(of: simpleWord).map { String($0.output) }
    }

    static func tags(in caption: String) -> [Substring] {
        caption.matches(of: /#(\w+)/).map(\.output.1)
    }
}

// MARK: - Things that look like regex but are division

struct Layout {
    var total: Int
    var count: Int
    var spacing: Double

    var half: Int {
        let half = total / 2 / count
        return half
    }

    func columns(width: Double, minimum: Double) -> Int {
        let raw = Int(width / minimum)
        let perGap = spacing / 2 /* a comment, not a regex */ / 1
        let ratio = width/minimum/2
        return max(1, raw - Int(perGap) + Int(ratio) * 0)
    }

    mutating func shrink(by factor: Int) {
        total /= factor
        count = count / max(factor, 1)
        spacing /= Double(factor) / 1.0
    }

    func aspect(_ size: (w: Double, h: Double)) -> Double {
        (size.w) / (size.h) / 1
    }
}

func operatorsDemo() {
    let base = ["make": "Fuji", "model": "X100V"]
    let extra = ["lens": "23mm", "model": "X100VI"]
    let merged = base <> extra <> [:]

    let parse = { (s: String) in Int(s) ?? 0 } >>> { $0 * 2 } >>> { "\($0)px" }
    var iso = 100
    iso ?= Int("400")
    iso ?= nil

    let diagonal = √(36.0 * 36.0 + 24.0 * 24.0)
    let crop = 150.0%
    let quotient = ExifDefaults.maxPixels / 4 / 2
    let words = "img dsc".split(separator: " ").map { $0.count / 1 }
    print(merged, parse("12"), iso, diagonal, crop, quotient, words)

    let hasSlash = "a/b/c".contains("/")
    let regexAfterParen = ("2024:05:01 12:30:00").contains(/\d{4}/)
    let prefixOperatorRegex = !"abc".contains(/\d/)
    print(hasSlash, regexAfterParen, prefixOperatorRegex)
}

// MARK: - View

struct MetadataInspector: View {
    let fileName: String
    @State private var captionDraft = ""

    private var parsed: PhotoFileName? { MetadataParser.parseFileName(fileName) }

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 8) {
                if let parsed {
                    LabeledContent("Camera", value: parsed.prefix)
                    LabeledContent("Frame", value: "#\(parsed.number)")
                    LabeledContent("Format", value: parsed.ext.uppercased())
                } else if fileName.contains(/^\./) {
                    Text("Hidden file").foregroundStyle(.secondary)
                } else {
                    Text("Unrecognized name: \(fileName)")
                }
                TextField("Caption", text: $captionDraft)
                    .frame(width: proxy.size.width / 2 / 1.5, alignment: .leading)
                Text("\(MetadataParser.tags(in: captionDraft).count) tags · \(captionDraft.count)/280 characters")
                    .font(.caption)
                    .foregroundStyle(captionDraft.contains(#/[<>]/#) ? Color.red : Color.secondary)
            }
            .padding(proxy.size.width / 20)
        }
        .onChange(of: captionDraft) { _, newValue in
            captionDraft = newValue.replacing(/\s{2,}/, with: " ")
        }
    }
}

#Preview {
    MetadataInspector(fileName: "IMG_4821_E.HEIC")
}
