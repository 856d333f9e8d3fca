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
