// Fixture: caption and share-text formatting for a photo app.
// Theme (lexical): nested string interpolation, multi-line strings with interpolation,
// escapes and line continuations, raw strings with one and two `#`s (also multi-line),
// unicode escapes, emoji and non-ASCII identifiers, and strings that contain comment
// markers, quotes and braces that a naive lexer would get wrong.

import Foundation
import SwiftUI

struct Caption: Sendable {
    var author: String
    var text: String
    var tags: [String]
    var likes: Int
    var isEdited: Bool
    var location: String?
}

enum CaptionFormatter {
    static let separator = " · "
    static let ellipsis = "\u{2026}"
    static let nbsp = "\u{00A0}"
    static let sparkles = "✨"
    static let family = "👨‍👩‍👧‍👦"
    static let flag = "\u{1F1F3}\u{1F1F4}"
    static let notAComment = "// this is a string, not a comment /* nor is this */"
    static let quoteInside = "She said \"hi\" and left"
    static let bracesInside = "{ not a block } ( not a call ) [ not an array ]"
    static let backslashes = "C:\\Users\\photos\\2024"
    static let tabsAndNewlines = "col1\tcol2\ncol3\r\n\0"
    static let singleQuote = "it's"

    static func headline(for caption: Caption, short: Bool) -> String {
        "\(caption.author)\(caption.isEdited ? " (edited)" : "")\(short ? "" : "\(separator)\(caption.likes) likes")"
    }

    static func tagsLine(_ caption: Caption, highlight: Bool) -> String {
        "\(highlight ? "\(caption.tags.count) tags: \(caption.tags.map { "#\($0)" }.joined(separator: " "))" : "\(caption.tags.map { "\($0.lowercased())" }.joined())")"
    }

    static func locationLine(_ caption: Caption) -> String {
        "📍 \(caption.location.map { "\($0.isEmpty ? "Somewhere" : "\($0)")" } ?? "Unknown place")"
    }

    static func shareText(for caption: Caption, url: URL) -> String {
        """
        \(caption.author) shared a photo \(sparkles)

            "\(caption.text)"

        \(tagsLine(caption, highlight: false)) — \
        \(caption.likes == 1 ? "1 like" : "\(caption.likes) likes")
        Open it here: \(url.absoluteString)
        Triple quotes inside: \"\"\" and an escaped backslash: \\
        """
    }

    static func markdown(for caption: Caption) -> String {
        #"""
        **\#(caption.author)** wrote:
        > \#(caption.text)
        Literal, not interpolated: \(caption.text) and "quotes" and \n
        Path: C:\photos\#(caption.likes)\raw
        """#
    }

    static let jsonTemplate = #"{"author": "\(name)", "likes": \(count), "ok": true}"#
    static let doubleHash = ##"A raw string can contain "#" and even "\#(x)" literally"##
    static let regexSource = #"^\d{3}-\d{4}$"#
    static let windowsPath = #"C:\Program Files\Photos\"#

    static func filled(_ template: String, name: String, count: Int) -> String {
        template
            .replacingOccurrences(of: #"\(name)"#, with: name)
            .replacingOccurrences(of: #"\(count)"#, with: "\(count)")
    }

    static func debugDump(_ caption: Caption) -> String {
        let fields = [
            "author=\(caption.author.debugDescription)",
            "text=\(String(reflecting: caption.text))",
            #"tags=[\#(caption.tags.map { #""\#($0)""# }.joined(separator: ", "))]"#,
            "likes=\(String(caption.likes, radix: 16, uppercase: true))",
        ]
        return "Caption(\(fields.joined(separator: ", ")))"
    }

    static func truncated(_ text: String, limit: Int) -> String {
        text.count <= limit ? text : "\(text.prefix(limit - 1))\(ellipsis)"
    }
}

/// Non-ASCII identifiers are valid Swift.
enum Ünits {
    static let café = 1
    static let naïve = 2
    static let π = 3.141_592_653_589_793
    static let 温度 = 21.5
    static let Δt: TimeInterval = 0.016
    static let résumé = "résumé"

    static func area(radius r: Double) -> Double { π * r * r }
}

func orderSummary() -> String {
    let café = 1
    let crème = 2
    let naïveTotal = café + crème
    return "☕️ × \(café), 🍮 × \(crème) = \(naïveTotal) \u{2014} merci!"
}

let 🐶 = "dog"
let multilineWithEmptyInterpolation = """
    \(🐶)\("")\(String())
    Ends with a backslash-space? No: \\
    """

// MARK: - View

struct CaptionView: View {
    let caption: Caption
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(caption.author) \(Text(caption.isEdited ? "(edited)" : "").foregroundStyle(.secondary))")
                .font(.headline)
            Text(CaptionFormatter.truncated(caption.text, limit: isExpanded ? .max : 120))
            Text("**\(caption.likes)** likes · _\(caption.tags.count) tags_")
            Text(verbatim: "Not **markdown**: \(caption.author) \\ \"quoted\"")
            Text("Price: \(Double(caption.likes) * 0.99, format: .currency(code: "EUR"))")
            Text(#"Raw in a view: \#(caption.author) \n stays"#)
            Text("Café \(Ünits.café) · π ≈ \(Ünits.π, specifier: "%.2f") \(CaptionFormatter.family)")
            Button(isExpanded ? "Less" : "More…") { isExpanded.toggle() }
        }
        .accessibilityLabel("\(caption.author): \(caption.text)")
    }
}

#Preview {
    CaptionView(caption: Caption(
        author: "zoë",
        text: "Sunset over the fjord 🌅 — \"best day\" #nofilter",
        tags: ["sunset", "fjord", "norge🇳🇴"],
        likes: 1_337,
        isEdited: true,
        location: "Ålesund"
    ))
}
