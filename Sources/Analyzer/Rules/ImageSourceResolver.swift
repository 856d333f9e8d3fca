/// For `image-frame-without-resizable`: follows a modifier chain back to the `Image` it starts
/// from — written in the chain, or made by a local, a computed property or a method of the
/// view — and finds the first modifier that asks an unresizable image for a size.
struct ImageSourceResolver {
    let view: TypeInfo
    /// `let` values declared in the member being checked.
    let locals: [String: Expr]
    let index: ModuleIndex

    /// A chain that sizes an image nothing made resizable.
    struct Problem {
        /// `Image("logo")`.
        let image: Expr
        /// The modifier that asks for a size (`aspectRatio`/`scaledTo…` before `frame`).
        let link: ModifierChain.Link
        /// Whether `image` is written in the chain itself (not in a followed declaration).
        let imageIsInChain: Bool
        /// The file of a followed declaration, when it is not the member's file.
        let imageFileIndex: Int?
        /// Whether the chain draws the image in its own colours (`.renderingMode(.original)`),
        /// whatever its asset says.
        let rendersOriginal: Bool
        /// Whether the chain puts the image in a frame of any kind (`.frame(width:)`,
        /// `.frame(maxWidth: .infinity)`…): a box the author means it to fill.
        let isFramed: Bool
        /// The first frame in the chain that asks for a size (`.frame(width: 40, height: 40)`),
        /// also when an aspect modifier before it is `link`.
        let sizingFrame: ModifierChain.Link?
        /// Whether a modifier after that frame crops the image to it (`.clipped()`): a box
        /// meant to be filled.
        let isCropped: Bool
    }

    /// Where a chain's base comes from: the image and the modifiers already applied to it.
    private struct Origin {
        let image: Expr
        let links: [ModifierChain.Link]
        let isInChain: Bool
        let fileIndex: Int?
    }

    private static let followDepth = 3

    func unscaledImage(in chain: ModifierChain) -> Problem? {
        guard let origin = origin(of: chain.base, depth: 0) else { return nil }
        // A followed declaration that resizes (or already sizes: reported there) settles it.
        for link in origin.links where link.name.text == "resizable" || asksForSize(link) { return nil }
        var frame: ModifierChain.Link?
        var aspect: ModifierChain.Link?
        for link in chain.links {
            if link.name.text == "resizable" { break }
            switch ImageFrameWithoutResizableRule.sizing(link.name.text) {
            case .aspect?: aspect = aspect ?? link
            case .frame? where asksForSize(link) || Self.cropsToMinimum(link, in: chain.links): frame = frame ?? link
            default: break
            }
        }
        // A frame that a later modifier paints or makes a tap target is a box around the image
        // on purpose; a font-sized image is a symbol from the asset catalog.
        let sizingFrame = frame
        let links = origin.links + chain.links
        if let shown = frame, let position = links.firstIndex(where: { $0.range.start == shown.range.start }),
           links[(position + 1)...].contains(where: Self.paintsBox) {
            frame = nil
        }
        if links.contains(where: { Self.symbolModifiers.contains($0.name.text) }) { frame = nil }
        guard let chosen = aspect ?? frame else { return nil }
        let rendersOriginal = links.contains { link in
            link.name.text == "renderingMode" && link.call.arguments.first.map {
                if case .implicitMember(let name, _) = $0.value.kind { return name.text == "original" }
                return false
            } == true
        }
        return Problem(image: origin.image, link: chosen, imageIsInChain: origin.isInChain, imageFileIndex: origin.fileIndex,
                       rendersOriginal: rendersOriginal, isFramed: links.contains { $0.name.text == "frame" }, sizingFrame: sizingFrame,
                       isCropped: sizingFrame.map { Self.isCropped(after: $0, in: links) } ?? false)
    }

    private func origin(of base: Expr, depth: Int) -> Origin? {
        switch base.kind {
        case .call(let call):
            if case .identifier("Image") = call.callee.kind {
                let bitmap = moduleInitializer(for: call).flatMap(Self.delegatesToBitmap) ?? Self.loadsBitmap(call)
                return bitmap ? Origin(image: base, links: [], isInChain: depth == 0, fileIndex: nil) : nil
            }
            guard call.arguments.isEmpty, call.trailingClosures.isEmpty, let name = call.callee.selfMemberName,
                  let method = view.methods(named: name).first(where: { !$0.isStatic && $0.declaration.parameters.isEmpty }),
                  let statements = method.declaration.body?.statements else { return nil }
            return followed(statements, fileIndex: method.fileIndex, depth: depth)
        case .identifier(let name):
            if let value = locals[name] { return followed(value, fileIndex: nil, depth: depth) }
            fallthrough
        case .memberAccess:
            guard let name = base.selfMemberName, let property = view.computedProperty(named: name), !property.isStatic else { return nil }
            return followed(property.body, fileIndex: property.fileIndex, depth: depth)
        default:
            return nil
        }
    }

    private func followed(_ statements: [Stmt], fileIndex: Int, depth: Int) -> Origin? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .expression(let value), .returnStmt(let value?): return followed(value, fileIndex: fileIndex, depth: depth)
        default: return nil
        }
    }

    private func followed(_ value: Expr, fileIndex: Int?, depth: Int) -> Origin? {
        guard depth < Self.followDepth else { return nil }
        let chain = ModifierChain(value)
        guard let inner = origin(of: chain.base, depth: depth + 1) else { return nil }
        return Origin(image: inner.image, links: inner.links + chain.links, isInChain: false, fileIndex: inner.fileIndex ?? fileIndex)
    }

    /// The module's own `Image` initializer a call such as `Image(.myPosition)` reaches: one of an
    /// `extension Image` whose argument labels are the call's, taking for a case (`.myPosition`,
    /// `SymbolLiterals.myPosition`) an enum of the module, optional or not, that has that case
    /// (DreamWorms' `SymbolLiterals`, whose `init(_ symbol:)` makes an SF Symbol). `nil` for
    /// SwiftUI's own initializers.
    private func moduleInitializer(for call: Call) -> FunctionDecl? {
        guard !call.arguments.isEmpty, call.trailingClosures.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        // `.myPosition`, or `SymbolLiterals.myPosition` spelled out.
        let argument = call.arguments[0].value
        let caseName: String
        var spelledType: String?
        switch argument.kind {
        case .implicitMember(let name, _): caseName = name.text
        case .memberAccess(let base, let name, _):
            guard let dotted = base.dottedName else { return nil }
            (caseName, spelledType) = (name.text, dotted.joined(separator: "."))
        default: return nil
        }
        return index.foreignExtensions(of: "Image").lazy.flatMap(\.initializers).first { initializer in
            guard initializer.parameters.map(\.label) == labels,
                  let written = initializer.parameters[0].type?.sourceDescription else { return false }
            // (An optional parameter takes the case too.)
            let typeName = written.hasSuffix("?") ? String(written.dropLast()) : written
            guard let type = index.type(named: typeName), type.kind == .enum,
                  spelledType.map({ $0 == typeName || $0 == type.name }) ?? true else { return false }
            return type.enumCases.contains { $0.name.text == caseName }
        }
    }

    /// Whether a module initializer of `Image` makes a bitmap: it hands on to another
    /// initializer (`self.init(…)`) that does, not to `self.init(systemName:)`; `nil` when it
    /// hands on to none (`self = …`), which says nothing.
    private static func delegatesToBitmap(_ initializer: FunctionDecl) -> Bool? {
        var bitmap: Bool?
        SyntaxWalk.expressions(in: initializer.body?.statements ?? [], intoClosures: false) { expr in
            guard case .call(let call) = expr.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
                  name.text == "init", case .identifier("self") = base.kind else { return }
            bitmap = (bitmap ?? false) || loadsBitmap(call)
        }
        return bitmap
    }

    /// `Image("name")`, `Image(name, bundle:)`, `Image(.resource)`, `Image(decorative:)`,
    /// `Image(uiImage:)`, `Image(nsImage:)`: a bitmap with an intrinsic size. Not
    /// `Image(systemName:)`, which the font sizes.
    static func loadsBitmap(_ call: Call) -> Bool {
        guard let first = call.arguments.first else { return false }
        switch first.label?.text {
        case nil, "decorative", "uiImage", "nsImage": return true
        default: return false
        }
    }

    /// A `frame` that sets a height (fixed, ideal or a finite maximum), with or without a width;
    /// not one that only positions (`maxWidth: .infinity`, `alignment:`), sets a minimum, or
    /// sets only a width — the column an icon sits in, as in a list's icon column.
    private func asksForSize(_ link: ModifierChain.Link) -> Bool {
        guard link.name.text == "frame" else { return ImageFrameWithoutResizableRule.sizing(link.name.text) != nil }
        return link.call.arguments.contains { argument in
            guard let label = argument.label?.text, Self.heightLabels.contains(label) else { return false }
            return !Self.isUnbounded(argument.value)
        }
    }

    /// A `frame` with a minimum (`.frame(maxWidth: .infinity, minHeight: 180)`) that a later
    /// modifier crops the image to (`.clipped()`, `.clipShape(…)`): a banner box the author
    /// means the image to fill, which an unresizable image only sits in or spills out of.
    private static func cropsToMinimum(_ frame: ModifierChain.Link, in links: [ModifierChain.Link]) -> Bool {
        frame.call.arguments.contains { ["minWidth", "minHeight"].contains($0.label?.text ?? "") && !isUnbounded($0.value) }
            && isCropped(after: frame, in: links)
    }

    /// Whether a modifier after `frame` in the chain crops to its box.
    private static func isCropped(after frame: ModifierChain.Link, in links: [ModifierChain.Link]) -> Bool {
        guard let position = links.firstIndex(where: { $0.range.start == frame.range.start }) else { return false }
        return links[(position + 1)...].contains { croppingModifiers.contains($0.name.text) }
    }

    /// A box modifier, or a helper whose closure applies one (`.modify { $0.background(…) }`).
    private static func paintsBox(_ link: ModifierChain.Link) -> Bool {
        if boxModifiers.contains(link.name.text) { return true }
        var found = false
        for argument in link.call.allArguments where argument.value.isClosure {
            SyntaxWalk.expressions(in: argument.value, intoClosures: true) { expr in
                if !found, case .memberAccess(_, let name, _) = expr.kind, boxModifiers.contains(name.text) { found = true }
            }
        }
        return found
    }

    /// The modifiers whose place in a chain decides it: sizing, box, cropping and symbol modifiers.
    static let decidingModifiers: Set<String> = boxModifiers.union(symbolModifiers).union(croppingModifiers)
        .union(["frame", "aspectRatio", "scaledToFit", "scaledToFill"])

    /// Modifiers that crop what is drawn to the frame's box.
    private static let croppingModifiers: Set<String> = ["clipped", "clipShape"]
    /// Modifiers that paint or use the frame's box: the box is meant to be larger than the image.
    private static let boxModifiers: Set<String> = ["background", "border", "contentShape", "glassEffect"]
    /// Modifiers that size a symbol image (a custom symbol from the asset catalog) by its font.
    private static let symbolModifiers: Set<String> = ["font", "imageScale", "fontWeight", "symbolRenderingMode", "symbolVariant",
                                                       "dynamicTypeSize"]

    private static let heightLabels: Set<String> = ["height", "idealHeight", "maxHeight"]

    /// `nil`, `.infinity`, `CGFloat.infinity`, `.greatestFiniteMagnitude`.
    private static func isUnbounded(_ value: Expr) -> Bool {
        switch value.kind {
        case .nilLiteral: return true
        case .implicitMember(let name, _), .memberAccess(_, let name, _):
            return name.text == "infinity" || name.text == "greatestFiniteMagnitude"
        default: return false
        }
    }
}
