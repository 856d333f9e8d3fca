import Analyzer

/// `Text`: measured with ``LayoutCatalog``'s metric (an advance and a line height per point of
/// the text style), wrapped at spaces to the proposed width (a word wider than a line breaks
/// between characters), at most `lineLimit` lines and as many as the proposed height holds.
/// Its size is that of the lines it needs, never more than it was offered unless a single
/// character is wider.
extension LayoutPass {
    func arrangeText(_ item: LayoutItem, _ view: BuiltinView, _ proposal: ProposedSize) -> Arrangement {
        let text: String
        switch view.arguments.first?.value {
        case .string(let string)?: text = string
        case let other?: text = other.description
        case nil: text = ""
        }
        let pointSize = LayoutCatalog.textStyleSizes[item.context.font] ?? LayoutCatalog.textStyleSizes[LayoutCatalog.defaultTextStyle]!
        let advance = pointSize * LayoutCatalog.characterAdvance
        let lineHeight = pointSize * LayoutCatalog.lineHeight
        var lines = Self.wrap(text, advance: advance, width: proposal.width)
        if let limit = item.context.lineLimit { lines = Array(lines.prefix(max(1, limit))) }
        if let height = proposal.height, Double(lines.count) * lineHeight > height {
            // Truncated to the lines that fit (at least one).
            lines = Array(lines.prefix(max(1, Self.whole(height / lineHeight))))
        }
        let width = lines.map { Double($0) * advance }.max() ?? 0
        return Arrangement(size: Size(width: width, height: Double(max(lines.count, 1)) * lineHeight))
    }

    /// How many whole units fit (the proposal may be as large as `greatestFiniteMagnitude`).
    private static func whole(_ value: Double) -> Int {
        value >= Double(Int32.max) ? Int(Int32.max) : Int(value.rounded(.down))
    }

    /// The length in characters of each line of `text` wrapped to `width` (`nil`: one line
    /// per paragraph).
    static func wrap(_ text: String, advance: Double, width: Double?) -> [Int] {
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width / advance < Double(paragraph.count) else {
                lines.append(paragraph.count)
                continue
            }
            let perLine = max(1, whole(width / advance))
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
                let needed = current == 0 ? word : current + 1 + word
                if needed <= perLine {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                var rest = word
                while rest > perLine {
                    lines.append(perLine)
                    rest -= perLine
                }
                current = rest
            }
            lines.append(current)
        }
        return lines
    }
}
