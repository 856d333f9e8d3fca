/// Wording shared by the rules' messages.
public enum Phrasing {
    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// A length in points as messages and the layout output write it, to a tenth: `120`, `110.5`.
    public static func points(_ value: Double) -> String {
        // Beyond what a screen measures (a frame of 1e20 written in code): no whole-number form.
        guard value.isFinite, abs(value) < 1e12 else { return String(value) }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Source text quoted in a message: on one line, whitespace runs collapsed, cut at `limit`
    /// characters with `…`.
    public static func code(_ text: String, limit: Int = 60) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let line = words.joined(separator: " ")
        return line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
    }
}
