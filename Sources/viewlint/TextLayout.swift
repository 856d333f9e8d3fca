/// Text layout for the terminal that Foundation's `String(format:)` and `padding(toLength:…)`
/// did (viewlint does not link Foundation on Linux).
extension String {
    /// The string cut or filled with spaces to `width` characters, for a column.
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    /// `value` with `decimals` digits after the point, rounded (as `%.2f` writes it).
    init(_ value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale), fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
        let sign = value < 0 && scaled > 0 ? "-" : ""
        self = sign + String(whole) + (decimals == 0 ? "" : "." + String(repeating: "0", count: decimals - fraction.count) + fraction)
    }
}
