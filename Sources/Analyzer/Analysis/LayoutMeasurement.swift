/// Whether a geometry handler reports a view's size — which changes when layout does (a
/// rotation, new content) and settles after the first layout — rather than its position, which
/// changes on every frame of a scroll or a drag:
/// - `onGeometryChange(for:of:action:)` whose transform reads only sizes (`proxy.size.height`);
/// - `onPreferenceChange(Key.self)` where every value the module's `.preference(key: Key.self,
///   value:)` calls set reads no position (`proxy.size.width`, or no geometry at all: a scan
///   result, a title);
/// - a binding handed to one of the module's view extensions (`.readHeight($height)`) whose
///   geometry handlers all do one of those.
struct LayoutMeasurement {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether the handler call (`onGeometryChange`, `onPreferenceChange`) reports sizes only.
    func settles(_ call: Call, callee: String) -> Bool {
        switch callee {
        case "onGeometryChange":
            // `of:` as written, or the first trailing closure (`onGeometryChange(for: CGFloat.self) { $0.size.height } action: { … }`).
            let arguments = call.allArguments
            guard let transform = (arguments.first { $0.label?.text == "of" } ?? arguments.first { $0.label == nil && $0.value.isClosure })?.value
            else { return false }
            return !Self.readsPosition(transform)
        case "onPreferenceChange":
            guard case .memberAccess(let keyType, let member, _)? = call.arguments.first?.value.kind, member.text == "self",
                  let key = ViewTypeEvaluator.qualifiedTypeName(keyType), let values = uses.preferenceValues[key], !values.isEmpty
            else { return false }
            return !values.contains(where: Self.readsPosition)
        default:
            return false
        }
    }

    /// Whether a binding handed to the module's view extension `name` is written only by
    /// geometry handlers that report sizes.
    func settles(extension name: String) -> Bool {
        let methods = index.viewExtensionMethods.filter { $0.name == name }
        guard !methods.isEmpty else { return false }
        return methods.allSatisfy { method in
            var handlers = 0
            var settling = true
            SyntaxWalk.expressions(in: method.declaration.body?.statements ?? [], intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, let callee = CallMeaning.lastName(call.callee),
                      callee == "onGeometryChange" || callee == "onPreferenceChange" else { return }
                handlers += 1
                settling = settling && settles(call, callee: callee)
            }
            return handlers > 0 && settling
        }
    }

    /// Members of a frame that place it (where it is), as opposed to its size.
    private static let positionMembers: Set<String> = ["minX", "minY", "midX", "midY", "maxX", "maxY", "origin", "contentOffset"]
    private static let sizeMembers: Set<String> = ["size", "width", "height"]

    /// Whether the expression reads where a view is: a frame's position members, or a whole
    /// `frame(in:)`/`bounds(of:)` rect (only its size read is a measurement).
    private static func readsPosition(_ expr: Expr) -> Bool {
        var position = false
        var rects: [SourceRange] = []
        var measured: Set<Int> = []
        SyntaxWalk.expressions(in: expr, intoClosures: true) { inner in
            switch inner.kind {
            case .memberAccess(let base, let name, _):
                if positionMembers.contains(name.text) { position = true }
                if sizeMembers.contains(name.text), case .call = base.kind { measured.insert(base.range.start) }
            case .call(let call):
                if let callee = CallMeaning.lastName(call.callee), callee == "frame" || callee == "bounds" { rects.append(inner.range) }
            default:
                break
            }
        }
        return position || rects.contains { !measured.contains($0.start) }
    }
}
