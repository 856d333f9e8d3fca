/// A view's stored property whose default makes a formatter (`let formatter = DateFormatter()`,
/// `@State private var formatter = NumberFormatter()`): the default runs every time the view's
/// value is made, which is every time the body of a parent that creates it runs — once per row
/// in a list. (`@State` keeps only the first, and drops each new one; `@StateObject` takes an
/// autoclosure and makes its object once.)
enum FormatterStoredDefaults {
    static func findings(for view: TypeInfo, in context: ViewContext) -> [Finding] {
        let defaults = view.storedProperties.compactMap { property -> (property: StoredProperty, formatter: String, value: Expr)? in
            // (A `lazy` default runs when first read, once per value, like a formatter the body makes.)
            guard property.wrapper != .stateObject, !property.isLazy, let value = property.defaultValue,
                  let formatter = FormatterMakers.constructedFormatter(value) else { return nil }
            return (property, formatter, value)
        }
        guard !defaults.isEmpty else { return [] }
        // Made where a body runs: a parent's update makes the view, and its default, again —
        // unless the site passes the value (`formatter: shared`), which skips the default.
        let sites = context.uses.creations(of: view).filter { $0.context.placement.updatesInPlace }
        return defaults.compactMap { entry in
            let running = sites.filter { site in !site.call.allArguments.contains { $0.label?.text == entry.property.name } }
            guard let site = running.first(where: { $0.context.rowData != nil }) ?? running.first else { return nil }
            return finding(entry.formatter, entry.property, entry.value, site: site, view: view, context: context)
        }
    }

    private static func finding(_ formatter: String, _ property: StoredProperty, _ value: Expr, site: CallSite, view: TypeInfo,
                                context: ViewContext) -> Finding {
        let parent = site.context.owner.map { "`\($0.name)`" } ?? "its parent"
        let often = "each time " + (site.context.owner.map { "`\($0.name)`'s" } ?? "its") + " body runs"
            + (site.context.rowData != nil ? ", for every row of its list" : "")
        let note = FindingNote(message: "`\(view.name)` is created here, \(often)", path: context.file(site.context.fileIndex).path,
                               range: site.range)
        let message = "`\(formatter)()` is created every time `\(view.name)` is made, as the default of "
            + "`\(property.name)`: \(parent) makes a new `\(view.name)` \(often). A formatter is costly to make: "
            + "keep one in a `static let`, or use a `FormatStyle` (`Text(date, format: .dateTime)`, `value.formatted()`)."
        return FormatterInBodyRule.rule.finding(message, in: context, at: value.range, fileIndex: view.fileIndex, notes: [note])
    }
}
