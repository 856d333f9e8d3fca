import Analyzer

/// `image-frame-without-resizable`, in the layout pass: mount the view (showing the code first
/// if one change of its state is needed), lay it out on an iPhone-sized screen, and compare the
/// image's drawn size with the box the flagged modifier gives it. Confirmed when they differ
/// (the image spills out of its frame or leaves part of it empty), with both sizes; not
/// reproduced when it fits; inconclusive when the image's pixel size is unknown (no asset
/// catalog entry, no `--image-size`).
struct ImageFrameScenario {
    static let ruleID = ImageFrameWithoutResizableRule.id
    static let screen = Size(width: 390, height: 844)
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view, let fileIndex = setup.fileIndex else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: view.qualifiedName, hostName: "`\(view.name)`", what: "the image",
                                 isVisible: { flaggedBox(in: $0, fileIndex: fileIndex) != nil }) {
        case .success(let found): exploration = found
        case .failure(let failure): return Reproduction(.inconclusive, failure.reason)
        }
        guard let engine = exploration.freshEngine(), let (box, pass) = flaggedBox(in: engine, fileIndex: fileIndex) else {
            return Reproduction(.inconclusive, "the image could not be laid out again")
        }
        guard let image = imageBox(under: box), case .builtin(let imageView) = image.node.view else {
            return Reproduction(.inconclusive, "no image under `\(box.name)` in the layout")
        }
        guard pass.knowsSize(of: imageView) else {
            return Reproduction(.inconclusive, "the pixel size of \(image.name) is unknown (no asset catalog entry under the paths linted): "
                                + "the layout pass would only guess whether it fits its \(box.size) box")
        }
        let trace = ["\(box.name): proposed \(box.proposal), reported \(box.size)", "\(image.name): proposed \(image.proposal), reported \(image.size)"]
        if image.size == box.size {
            return Reproduction(.notReproduced, "\(image.name) is \(image.size), the size of the box `\(box.name)` gives it: it fits", trace: trace)
        }
        // An SVG whose canvas spills out of the box may paint only inside it (an icon exported
        // with a transparent margin): what counts is the paint, give or take half a point.
        if box.overflows(image), let ink = painted(image, imageView, pass: pass), !box.overflows(ink, epsilon: 0.5) {
            let fills = abs(ink.size.width - box.size.width) <= 1 && abs(ink.size.height - box.size.height) <= 1
            let drawn = "\(image.name) is drawn at its own \(image.size), but its shapes paint only \(ink.size) of it, inside the \(box.size) "
                + "box of `\(box.name)`: the rest is transparent margin"
            return fills ? Reproduction(.notReproduced, drawn + ", and the paint fills the box", trace: trace)
                : Reproduction(.inconclusive, drawn + "; whether it was meant to fill the box the layout cannot tell", trace: trace)
        }
        // Smaller than its box on every side, the image sits centred in it: what a tap area or an
        // alignment slot wants, or a failure to fill it — the layout cannot tell which.
        guard box.overflows(image) else {
            return Reproduction(.inconclusive, "laid out on a \(Self.screen) screen, \(image.name) is drawn at its own \(image.size) inside the "
                                + "\(box.size) box of `\(box.name)`: smaller than the box, as a tap area or an alignment slot has it; "
                                + "whether it was meant to fill the box the layout cannot tell", trace: trace)
        }
        return Reproduction(.confirmed, "laid out on a \(Self.screen) screen, \(image.name) is drawn at its own \(image.size) and spills out of "
                            + "the \(box.size) box of `\(box.name)`", trace: trace)
    }

    /// The part of a laid-out image its file paints (``ImageInk``), as a box of its own.
    private func painted(_ image: LayoutBox, _ view: BuiltinView, pass: LayoutPass) -> LayoutBox? {
        guard let name = pass.assetName(of: view), let size = setup.index.assetImageSizes[name], let ink = size.ink,
              size.width > 0, size.height > 0 else { return nil }
        let (scaleX, scaleY) = (image.size.width / size.width, image.size.height / size.height)
        return LayoutBox(name: image.name, node: image.node, proposal: image.proposal,
                         size: Size(width: ink.width * scaleX, height: ink.height * scaleY),
                         origin: Point(x: image.origin.x + ink.minX * scaleX, y: image.origin.y + ink.minY * scaleY))
    }

    /// The layout box of the flagged modifier, with the pass that made it.
    private func flaggedBox(in engine: Engine, fileIndex: Int) -> (LayoutBox, LayoutPass)? {
        guard let (root, pass) = engine.layout(in: Self.screen, options: setup.layout) else { return nil }
        var found: LayoutBox?
        root.forEachBox { box in
            guard found == nil, case .modified(_, let modifier) = box.node.view, modifier.fileIndex == fileIndex,
                  modifier.nameRange == setup.finding.range else { return }
            found = box
        }
        return found.map { ($0, pass) }
    }

    /// The image the modifier sizes: the first `Image` under its box.
    private func imageBox(under box: LayoutBox) -> LayoutBox? {
        var found: LayoutBox?
        box.forEachBox { candidate in
            guard found == nil, case .builtin(let view) = candidate.node.view, view.name == "Image" else { return }
            found = candidate
        }
        return found
    }
}
