/// A view's stored property whose default makes a formatter (`let formatter = DateFormatter()`,
/// `@State private var formatter = NumberFormatter()`): the default runs every time the view's
/// value is made, which is every time the body of a parent that creates it runs — once per row
/// in a list. (`@State` keeps only the first, and drops each new one; `@StateObject` takes an
/// autoclosure and makes its object once.)
enum FormatterStoredDefaults {
    static func findings(for view: TypeInfo, in context: ViewContext) -> [Finding] {
        let defaults = view.storedProperties.compactMap { property -> (property: StoredProperty, formatter: String, value: Expr)? in
            guard property.wrapper != .stateObject, let value = property.defaultValue,
                  let formatter = FormatterMakers.constructedFormatter(value) else { return nil }
            return (property, formatter, value)
        }
        guard !defaults.isEmpty else { return [] }
        // Made where a body runs: a parent's update makes the view, and its default, again.
        let sites = context.uses.creations(of: view).filter { $0.context.placement.updatesInPlace }
        guard let site = sites.first(where: { $0.context.rowData != nil }) ?? sites.first else { return [] }
        let parent = site.context.owner.map { "`\($0.name)`" } ?? "its parent"
        let often = "each time " + (site.context.owner.map { "`\($0.name)`'s" } ?? "its") + " body runs"
            + (site.context.rowData != nil ? ", for every row of its list" : "")
        let note = FindingNote(message: "`\(view.name)` is created here, \(often)", path: context.file(site.context.fileIndex).path,
                               range: site.range)
        return defaults.map { entry in
            let message = "`\(entry.formatter)()` is created every time `\(view.name)` is made, as the default of "
                + "`\(entry.property.name)`: \(parent) makes a new `\(view.name)` \(often). A formatter is costly to make: "
                + "keep one in a `static let`, or use a `FormatStyle` (`Text(date, format: .dateTime)`, `value.formatted()`)."
            return FormatterInBodyRule.rule.finding(message, in: context, at: entry.value.range, fileIndex: view.fileIndex, notes: [note])
        }
    }
}
