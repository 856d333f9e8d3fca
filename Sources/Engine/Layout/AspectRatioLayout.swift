import Analyzer

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: proposes twice, as the
/// Field Guide says — first nothing, to learn the content's ratio when none is given, then
/// the largest size of that ratio inside the proposal (`.fit`) or the smallest around it
/// (`.fill`), which it reports.
extension LayoutPass {
    func arrangeAspectRatio(_ content: LayoutItem, _ modifier: ModifierValue, _ proposal: ProposedSize) -> Arrangement {
        var fill = modifier.name == "scaledToFill"
        if case .enumCase(let mode)? = modifier.argument("contentMode") { fill = mode.name == "fill" }
        let ideal = size(content, .unspecified)
        var ratio = Self.number(modifier.argument(nil))
        if ratio == nil, case .instance(let given)? = modifier.argument(nil), let width = Self.number(given["width"]),
           let height = Self.number(given["height"]), height > 0 {
            ratio = width / height
        }
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        let available = Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        let byWidth = Size(width: available.width, height: available.width / aspect)
        let byHeight = Size(width: available.height * aspect, height: available.height)
        let fitsByWidth = byWidth.height <= available.height
        let chosen = fill ? (fitsByWidth ? byHeight : byWidth) : (fitsByWidth ? byWidth : byHeight)
        let inner = size(content, ProposedSize(chosen))
        return Arrangement(size: chosen, children: [(content, ProposedSize(chosen), Alignment.center.offset(of: inner, in: chosen))])
    }
}
