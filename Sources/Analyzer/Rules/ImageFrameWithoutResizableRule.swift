/// `image-frame-without-resizable`: `.frame`, `.aspectRatio` or `.scaledToFit()` on an asset or
/// platform image that is not resizable. Such an image reports its own size whatever it is
/// proposed, so nothing scales it.
public enum ImageFrameWithoutResizableRule {
    public static let id = "image-frame-without-resizable"

    public static let rule = Rule(
        id: id,
        summary: "`.frame`/`.aspectRatio`/`.scaledToFit()` on an `Image` that is not `.resizable()`: the image keeps its own size",
        rationale: """
        Layout in SwiftUI is a negotiation: the parent proposes a size and the child chooses its \
        own (seed 002). An `Image` made from an asset or a `UIImage`/`NSImage` ignores the \
        proposal and reports its intrinsic size unless it is `.resizable()`. A `.frame(width: \
        40, height: 40)` after it therefore makes a 40×40 box with the full-size image centred \
        in it — drawn outside the box when it is larger — and `.aspectRatio(contentMode:)`, \
        `.scaledToFit()` and `.scaledToFill()` have nothing to scale. Put `.resizable()` first \
        (it must come before other view modifiers anyway), then the aspect ratio, then the \
        frame. Not reported: `Image(systemName:)` (a symbol is sized by its font; a frame there \
        is a tap target or an alignment column) and custom symbols sized by `.font`, a chain \
        with `.resizable()` earlier (also after `renderingMode`/`interpolation`/`antialiased`), \
        an image that a property, local or function of the module already made resizable, a \
        frame that a later modifier paints or uses as a box (`.background`, `.border`, \
        `.contentShape`, also inside a helper's closure), an asset the asset catalog slices (cap \
        insets: the catalog says how it fills a box), an asset whose own size (read from the \
        asset catalogs next to the sources; for an SVG, the part its shapes paint; named by a \
        literal, by the symbol Xcode generates, or by a case of an enum the module's own \
        `Image` initializer turns into its raw value) fits inside the frame and fills at least half of it \
        (a third, when the asset renders as a template: a glyph tinted and placed \
        like a symbol), a width-only frame (an icon column), \
        flexible frames that only position (`.frame(maxWidth: .infinity, alignment: \
        .leading)`) or set a minimum (a tap target) — unless the chain then crops the image to \
        that box (`.frame(maxWidth: .infinity, minHeight: 180).clipped()`: a banner meant to be \
        filled, so the advice is `.scaledToFill()`) — and frames on colours or shapes. A remark, not a warning: an aspect \
        modifier with no frame on a picture the catalog sizes that fits a phone screen (an icon, \
        a logo: it shows at the size it was drawn for, and `.resizable()` would blow it up), and an image no image set or image file \
        next to the sources has (it shows nothing: check the name).
        """,
        defaultSeverity: .warning,
        examples: ImageFrameWithoutResizableExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView || view.isViewModifier, context.viewFilesMention(.image) else { return [] }
        var findings: [Finding] = []
        var decided = Set<Int>()
        let helpers = context.index.viewExtensionMethodNames
        for (statements, fileIndex) in view.memberBodies() {
            guard mentionsSizing(statements) else { continue }
            let file = context.file(fileIndex)
            var locals: [String: Expr] = localValues(statements)
            var chains: [ModifierChain] = []
            // The walk only collects (its closure runs for every expression); the rest after.
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .closure(let closure) = expr.kind { locals.merge(localValues(closure.body)) { old, _ in old } }
                // The outermost call of a chain that matters here (a sizing, box or symbol
                // modifier, or a module helper that may apply one) comes first and decides for
                // the whole chain.
                guard case .call(let call) = expr.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                      ImageSourceResolver.decidingModifiers.contains(name.text) || helpers.contains(name.text) else { return }
                let chain = ModifierChain(expr)
                if decided.insert(chain.base.range.start).inserted, chain.links.contains(where: { sizing($0.name.text) != nil }) {
                    chains.append(chain)
                }
            }
            let resolver = ImageSourceResolver(view: view, locals: locals, index: context.index)
            for chain in chains {
                guard let problem = resolver.unscaledImage(in: chain),
                      !assetSettlesModifier(problem, fileIndex: problem.imageFileIndex ?? fileIndex, view: view, context: context)
                else { continue }
                if let missing = missingAsset(problem, fileIndex: problem.imageFileIndex ?? fileIndex, context: context) {
                    findings.append(missingAssetRemark(problem, name: missing, file: file, fileIndex: fileIndex, context: context))
                    continue
                }
                let designedSize = problem.isFramed ? nil
                    : assetSize(problem, fileIndex: problem.imageFileIndex ?? fileIndex, view: view, context: context)
                        .flatMap { max($0.width, $0.height) <= shownWholeSide ? $0 : nil }
                findings.append(finding(problem, designedSize: designedSize, file: file, fileIndex: fileIndex, context: context))
            }
        }
        return findings
    }

    /// Whether the image is an asset (`Image("logo_small")`) whose catalog entry settles the
    /// modifier: one the catalog slices (cap insets and a stretched centre: a button or bar
    /// background the catalog says how to fill a box with), or one whose own size (or, for an
    /// SVG, what it paints) fits inside the frame asked for and fills at least half of it, in
    /// each side the frame gives: the
    /// frame then only places it (a 28 pt icon in a 28 pt slot, a 24 pt icon padded in a 32 pt
    /// box, a 25 pt high button in `.frame(height: 25)`). A template glyph is placed like a
    /// symbol when it fills a third (a 24 pt search glyph in the 56 pt column of the artwork
    /// beside it). An `.aspectRatio`/`.scaledToFit()` before such a frame has nothing to do
    /// either; with no frame it still has nothing to scale. An image named by a computed property
    /// (`Image(speed.iconName)`) must be settled with each name the property returns.
    private static func assetSettlesModifier(_ problem: ImageSourceResolver.Problem, fileIndex: Int, view: TypeInfo,
                                             context: ViewContext) -> Bool {
        let index = context.index
        guard case .call(let call) = problem.image.kind, let first = call.arguments.first, first.label == nil,
              let names = assetNames(first.value, fileIndex: fileIndex, view: view, context: context) else { return false }
        if names.allSatisfy({ index.assetImageSizes[$0]?.isSliced == true }) { return true }
        // An aspect modifier before a frame the asset already fits has nothing to do either.
        guard let frame = problem.sizingFrame else { return false }
        // The sides the frame gives; a side it computes is unknown.
        var sides: [(isWidth: Bool, points: Double)] = []
        for (label, isWidth) in [("width", true), ("height", false)] {
            guard let argument = frame.call.arguments.first(where: { $0.label?.text == label }) else { continue }
            guard let points = constantNumber(argument.value, index: index) else { return false }
            sides.append((isWidth, points))
        }
        guard !sides.isEmpty else { return false }
        return names.allSatisfy { name in
            guard let size = index.assetImageSizes[name] else { return false }
            // Half a point of slack on each edge: sizes measured from pixels at a scale. An image much smaller
            // than its box (a 20 pt avatar in a 120 pt circle, a 46 pt segment in a 120 pt wide
            // one) is the bug itself: it wanted to fill it. A glyph fills a third of its slot at
            // least (a 24 pt glyph in a 56 pt column); a smaller one, or one drawn in its own
            // colours, is a picture that wanted the box.
            let share = size.isTemplate && !problem.rendersOriginal ? 3.0 : 2.0
            return sides.allSatisfy { isWidth, points in
                let painted = paintedSpan(of: size, alongWidth: isWidth, centredIn: points)
                return painted.low >= -0.5 && painted.high <= points + 0.5 && painted.high - painted.low >= points / share
            }
        }
    }

    /// Where an image centred in a frame side of `points` paints along it: its whole canvas, or
    /// what its file paints of it (an icon exported with a transparent margin).
    private static func paintedSpan(of size: ImageSize, alongWidth: Bool, centredIn points: Double) -> (low: Double, high: Double) {
        let canvas = alongWidth ? size.width : size.height
        let offset = (points - canvas) / 2
        guard let ink = size.ink else { return (offset, offset + canvas) }
        return alongWidth ? (offset + ink.minX, offset + ink.maxX) : (offset + ink.minY, offset + ink.maxY)
    }

    /// The name of an image (`Image("img_watch_background3")`, no other bundle given) that no
    /// image set or image file next to the sources has, when the module has some: the app shows
    /// nothing there, whatever the frame.
    private static func missingAsset(_ problem: ImageSourceResolver.Problem, fileIndex: Int, context: ViewContext) -> String? {
        let known = context.index.assetImageNames
        guard !known.isEmpty, case .call(let call) = problem.image.kind, call.arguments.count == 1,
              let first = call.arguments.first, first.label == nil,
              let name = first.value.stringLiteralValue(in: context.file(fileIndex)),
              // A catalog folder that provides a namespace names its images `Folder/name`.
              !known.contains(String(name.split(separator: "/").last ?? Substring(name))) else { return nil }
        return name
    }

    /// A remark in place of the finding: the image is missing, which matters more than its size.
    private static func missingAssetRemark(_ problem: ImageSourceResolver.Problem, name: String, file: SourceFile, fileIndex: Int,
                                           context: ViewContext) -> Finding {
        let modifier = "`." + Phrasing.code(file.text(problem.link.range), limit: 48) + "`"
        var finding = rule.finding(
            "No image set or image file next to the sources is named \"\(name)\": `Image(\"\(name)\")` shows nothing, so "
                + "\(modifier) sizes an empty box. Check the name, or add the image.",
            in: context, at: problem.link.name.range, fileIndex: fileIndex)
        finding.severity = .info
        return finding
    }

    /// The size the asset catalog gives every asset the image can name, when it is one size.
    private static func assetSize(_ problem: ImageSourceResolver.Problem, fileIndex: Int, view: TypeInfo,
                                  context: ViewContext) -> ImageSize? {
        guard case .call(let call) = problem.image.kind, let first = call.arguments.first, first.label == nil,
              let names = assetNames(first.value, fileIndex: fileIndex, view: view, context: context),
              let size = names.first.flatMap({ context.index.assetImageSizes[$0] }),
              names.allSatisfy({ context.index.assetImageSizes[$0] == size }) else { return nil }
        return size
    }

    /// The asset names an image's argument can be: a string literal, the symbol Xcode generates
    /// for one (`Image(.pass)`), a choice between such names (`selected ? "tab_on" : "tab_off"`),
    /// or a computed property of a module type every return of which is one, followed through
    /// a few such properties (`viewModel.iconName`, returning `"topic_selected"` or
    /// `topic.iconName`, a `switch` over the topics).
    private static func assetNames(_ argument: Expr, fileIndex: Int, view: TypeInfo, context: ViewContext,
                                   depth: Int = 0) -> [String]? {
        if let name = argument.stringLiteralValue(in: context.file(fileIndex)) { return [name] }
        if case .implicitMember(let name, _) = argument.kind, let named = rawValueCase(name.text, index: context.index) {
            return [named]
        }
        if let symbol = generatedAssetSymbol(argument) {
            let names = AssetCatalog.names(context.index.assetImageSizes.keys, generating: symbol)
            return names.isEmpty ? nil : names
        }
        if case .ternary(_, let then, let otherwise) = argument.kind {
            guard let first = assetNames(then, fileIndex: fileIndex, view: view, context: context, depth: depth),
                  let second = assetNames(otherwise, fileIndex: fileIndex, view: view, context: context, depth: depth) else { return nil }
            return first + second
        }
        guard depth < namingDepth, case .memberAccess(let base, let member, _) = argument.kind,
              let type = ExpressionTypes(index: context.index)
                .type(of: base, in: CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)),
              let property = type.computedProperty(named: member.text), !property.isStatic else { return nil }
        let values = ReturnedValues.of(property.body)
        var names: [String] = []
        for value in values {
            guard let returned = assetNames(value, fileIndex: property.fileIndex, view: type, context: context, depth: depth + 1)
            else { return nil }
            names += returned
        }
        return names.isEmpty ? nil : names
    }

    /// The asset a case names through the module's own `Image` initializer: DoRunDoRun's
    /// `extension Image { init(_ graphic: GraphicStyle) { self.init(graphic.rawValue) } }`
    /// makes `Image(.empty2)` the image set `"graphic_empty_2"`, the raw value of
    /// `case empty2 = "graphic_empty_2"` (or the case's name, when the enum gives none).
    private static func rawValueCase(_ caseName: String, index: ModuleIndex) -> String? {
        for initializer in index.foreignExtensions.filter({ $0.name == "Image" }).flatMap(\.initializers) {
            guard initializer.parameters.count == 1, let parameter = initializer.parameters.first, parameter.label == nil,
                  let internalName = parameter.internalName, case .named(let components)? = parameter.type?.kind,
                  let enumType = index.type(named: components.map(\.name.text).joined(separator: ".")), enumType.kind == .enum,
                  let element = enumType.enumCases.first(where: { $0.name.text == caseName }),
                  passesRawValue(of: internalName, in: initializer) else { continue }
            guard let rawValue = element.rawValue else { return caseName }
            return rawValue.stringLiteralValue(in: index.file(of: enumType))
        }
        return nil
    }

    /// Whether an initializer's body is `self.init(parameter.rawValue)`.
    private static func passesRawValue(of parameter: String, in initializer: FunctionDecl) -> Bool {
        guard let statements = initializer.body?.statements, statements.count == 1,
              case .expression(let expr) = statements[0].kind, case .call(let call) = expr.kind,
              case .memberAccess(let receiver, let method, _) = call.callee.kind, case .identifier("self") = receiver.kind,
              method.text == "init", call.arguments.count == 1, call.arguments[0].label == nil,
              case .memberAccess(let base, let member, _) = call.arguments[0].value.kind, member.text == "rawValue",
              case .identifier(let name) = base.kind else { return false }
        return name == parameter
    }

    /// Computed properties followed from an image's argument to the names they return.
    private static let namingDepth = 3

    /// The symbol Xcode generates for an image asset, as the code names it: `.pass`,
    /// `ImageResource.iconArrowLeft`.
    private static func generatedAssetSymbol(_ argument: Expr) -> String? {
        switch argument.kind {
        case .implicitMember(let name, _): return name.text
        case .memberAccess(let base, let name, _):
            guard case .identifier("ImageResource") = base.kind else { return nil }
            return name.text
        default: return nil
        }
    }

    /// A number the code spells out: a literal, or a `static let` of the module set to one
    /// (`CommonWidgetHelper.iconSize`).
    private static func constantNumber(_ expr: Expr, index: ModuleIndex) -> Double? {
        switch expr.kind {
        case .integerLiteral(let text), .floatLiteral(let text): return Double(text.replacingAll("_", with: ""))
        case .memberAccess(let base, let member, _):
            guard case .identifier(let typeName) = base.kind, let value = index.type(named: typeName)?.staticProperties[member.text]?.initializer
            else { return nil }
            if case .memberAccess = value.kind { return nil }
            return constantNumber(value, index: index)
        default: return nil
        }
    }

    /// How a modifier asks for a size.
    enum Sizing { case frame, aspect }

    static func sizing(_ modifier: String) -> Sizing? {
        switch modifier {
        case "frame": return .frame
        case "aspectRatio", "scaledToFit", "scaledToFill": return .aspect
        default: return nil
        }
    }

    /// A cheap first look: most members never call a sizing modifier.
    private static func mentionsSizing(_ statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if !found, case .memberAccess(_, let name, _) = expr.kind, sizing(name.text) != nil { found = true }
        }
        return found
    }

    /// `let name = value` declared directly in these statements.
    private static func localValues(_ statements: [Stmt]) -> [String: Expr] {
        var values: [String: Expr] = [:]
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings {
                if case .identifier(let name) = binding.pattern.kind, let value = binding.initializer { values[name] = value }
            }
        }
        return values
    }

    /// The longest side of a picture that shows whole at the size it was drawn, on the
    /// narrowest phone screen (a toolbar glyph, a 131×143 pt logo on a welcome screen): with no
    /// frame, `.scaledToFit()` there does nothing and `.resizable()` would blow it up to the
    /// space offered. A picture larger than that, given `.scaledToFit()`, was meant to be scaled.
    private static let shownWholeSide = 320.0

    /// The finding at the modifier. An `.aspectRatio`/`.scaledTo…` with no frame, on a picture
    /// whose catalog gives its size (`designedSize`), shows it at the size it was drawn for
    /// (atlas's 20×24 pt sync icon in a toolbar button, Spawn's logo): the modifier does
    /// nothing, and `.resizable()` would blow the picture up to the space offered. A remark,
    /// without a fix.
    private static func finding(_ problem: ImageSourceResolver.Problem, designedSize: ImageSize?, file: SourceFile,
                                fileIndex: Int, context: ViewContext) -> Finding {
        let image = "`" + Phrasing.code(file.text(problem.image.range), limit: 48) + "`"
        let modifier = "`." + Phrasing.code(file.text(problem.link.range), limit: 48) + "`"
        let message: String
        var fix: [TextEdit]?
        switch sizing(problem.link.name.text) {
        case .aspect? where designedSize != nil:
            let size = designedSize.map { Phrasing.points($0.width) + "×" + Phrasing.points($0.height) } ?? ""
            message = "\(modifier) does nothing here: \(image) is not resizable and keeps its own size, \(size) pt in the "
                + "asset catalog. Remove it, or add `.resizable()` before it if the image should fill the space it is offered."
        case .aspect?:
            message = "\(image) is not resizable, so \(modifier) has nothing to scale: the image keeps its own size. "
                + "Add `.resizable()` before it."
            if problem.imageIsInChain { fix = [insertResizable(after: problem.image, in: file)] }
        default:
            message = "\(image) is not resizable: it keeps its own size, so \(modifier) only places it in a box (drawn past "
                + "the box when the image is larger). Add `.resizable()` and "
                + (problem.isCropped ? "`.scaledToFill()` before the frame: the box crops what spills over." : "`.scaledToFit()` before the frame.")
        }
        var notes: [FindingNote] = []
        if !problem.imageIsInChain {
            let path = problem.imageFileIndex.map { context.file($0).path } ?? file.path
            notes.append(FindingNote(message: "the image is made here, without `.resizable()`", path: path, range: problem.image.range))
        }
        var finding = rule.finding(message, in: context, at: problem.link.name.range, fileIndex: fileIndex, notes: notes, fix: fix)
        if designedSize != nil, sizing(problem.link.name.text) == .aspect { finding.severity = .info }
        return finding
    }

    /// `.resizable()` right after the image: as a line of its own, indented like the modifier
    /// that follows, when that modifier starts the next line; else on the image's line.
    private static func insertResizable(after image: Expr, in file: SourceFile) -> TextEdit {
        let bytes = file.bytes
        func skipBlanks(from start: Int) -> Int {
            var offset = start
            while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
            return offset
        }
        let end = image.range.end
        let lineEnd = skipBlanks(from: end)
        let indentEnd = skipBlanks(from: lineEnd + 1)
        guard lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n"), indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: ".")
        else { return TextEdit(range: SourceRange(end, end), replacement: ".resizable()") }
        return TextEdit(range: SourceRange(end, end), replacement: "\n" + file.text(SourceRange(lineEnd + 1, indentEnd)) + ".resizable()")
    }
}
