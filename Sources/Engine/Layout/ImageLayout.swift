import Analyzer

/// `Image`: its intrinsic size whatever is proposed — a named image's pixel size (given with
/// `--image-size`, else ``LayoutCatalog/defaultImageSize``), a symbol's the size of a line of
/// its font. After `.resizable()` it takes the proposal instead, and its intrinsic size only
/// where a dimension is unspecified.
extension LayoutPass {
    /// Whether the layout pass knows this image's size (a symbol, or a named image with a size
    /// given or read from an asset catalog) rather than standing in a default.
    func knowsSize(of image: BuiltinView) -> Bool {
        if image.arguments.first?.label == "systemName" { return true }
        return assetSize(of: image) != nil
    }

    /// The size of the asset an image names.
    private func assetSize(of image: BuiltinView) -> Size? {
        assetName(of: image).flatMap { options.imageSizes[$0] }
    }

    /// The asset an image names, of those whose size the pass knows: `Image("skip-icon")`, or
    /// the symbol Xcode generates for it, `Image(.skipIcon)`.
    func assetName(of image: BuiltinView) -> String? {
        switch image.arguments.first?.value {
        case .string(let name)?:
            return name
        case .enumCase(let symbol)? where symbol.payload.isEmpty && image.arguments.first?.label == nil:
            return AssetCatalog.names(options.imageSizes.keys, generating: symbol.name).first
        default:
            return nil
        }
    }

    func intrinsicSize(of image: BuiltinView, font: String) -> Size {
        if image.arguments.first?.label == "systemName" {
            let pointSize = LayoutCatalog.textStyleSizes[font] ?? LayoutCatalog.textStyleSizes[LayoutCatalog.defaultTextStyle]!
            let side = pointSize * LayoutCatalog.lineHeight
            return Size(width: side, height: side)
        }
        if let known = assetSize(of: image) { return known }
        return Size(width: LayoutCatalog.defaultImageSize.width, height: LayoutCatalog.defaultImageSize.height)
    }

    /// `.resizable()` on an image: the proposal, the image's own size where it says nothing.
    func arrangeResizable(_ item: LayoutItem, _ proposal: ProposedSize) -> Arrangement {
        guard let first = item.node.children.first, let image = LayoutItem.content(of: first, context: item.context),
              case .builtin(let view) = image.node.view, view.name == "Image" else {
            return Arrangement(size: proposal.orDefault, unknown: ".resizable() on something other than an Image")
        }
        let intrinsic = intrinsicSize(of: view, font: item.context.font)
        // The image is drawn at the size it was given: one box, named for both.
        return Arrangement(size: Size(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height))
    }
}
