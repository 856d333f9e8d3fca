/// Wording shared by the rules' messages.
public enum Phrasing {
    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
