/// Static types of ShapeStyle and Shape expressions used as modifier arguments
/// (`.foregroundStyle(.secondary)`, `.clipShape(.rect(cornerRadius: 8))`), from the SwiftUI
/// declarations `extension ShapeStyle where Self == T { static var name: T }`.
public enum StyleCatalog {
    private static let colors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "accentColor",
    ]

    /// ShapeStyle implicit members other than colors.
    public static let implicitStyles: [String: String] = [
        "primary": "HierarchicalShapeStyle", "secondary": "HierarchicalShapeStyle", "tertiary": "HierarchicalShapeStyle",
        "quaternary": "HierarchicalShapeStyle", "quinary": "HierarchicalShapeStyle",
        "tint": "TintShapeStyle", "foreground": "ForegroundStyle", "background": "BackgroundStyle",
        "selection": "SelectionShapeStyle", "separator": "SeparatorShapeStyle",
        "ultraThinMaterial": "Material", "thinMaterial": "Material", "regularMaterial": "Material",
        "thickMaterial": "Material", "ultraThickMaterial": "Material", "bar": "Material",
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "angularGradient": "AngularGradient",
        "ellipticalGradient": "EllipticalGradient", "conicGradient": "AngularGradient", "image": "ImagePaint",
    ]

    /// Types whose initializers and static members are styles.
    private static let styleTypes: Set<String> = [
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Material",
        "AnyShapeStyle", "ImagePaint", "HierarchicalShapeStyle",
    ]

    /// The ShapeStyle type of an expression, or `nil` when it is not one viewlint recognises.
    public static func styleType(of expr: Expr) -> String? {
        switch expr.kind {
        case .ternary(_, let thenBranch, let elseBranch):
            return styleType(of: thenBranch) ?? styleType(of: elseBranch)
        case .tuple(let elements) where elements.count == 1:
            return styleType(of: elements[0].value)
        case .implicitMember(let name, _):
            return colors.contains(name.text) ? "Color" : implicitStyles[name.text]
        case .call(let call):
            if case .implicitMember(let name, _) = call.callee.kind { return implicitStyles[name.text] }
            if case .identifier(let name) = call.callee.kind, styleTypes.contains(name) { return name }
            return styleTypeOfMemberChain(call.callee)
        case .memberAccess(let base, let name, _):
            if case .identifier(let typeName) = base.kind, styleTypes.contains(typeName) { return typeName }
            if name.text == "gradient", styleType(of: base) == "Color" { return "AnyGradient" }
            return styleType(of: base) == "Color" ? "Color" : nil
        default:
            return nil
        }
    }

    /// `.red.opacity(0.5)`, `Color.blue.mix(with:by:)`: methods on a Color are Colors.
    private static func styleTypeOfMemberChain(_ callee: Expr) -> String? {
        guard case .memberAccess(let base, let method, _) = callee.kind else { return nil }
        guard styleType(of: base) == "Color" else { return nil }
        return ["opacity", "mix", "exposureAdjust"].contains(method.text) ? "Color" : nil
    }

    private static let implicitShapes: [String: String] = [
        "rect": "Rectangle", "circle": "Circle", "capsule": "Capsule", "ellipse": "Ellipse",
        "containerRelative": "ContainerRelativeShape",
    ]

    /// The Shape type of an expression (`Circle()`, `.rect(cornerRadius: 8)`), or `nil`.
    public static func shapeType(of expr: Expr) -> String? {
        switch expr.kind {
        case .ternary(_, let thenBranch, let elseBranch):
            return shapeType(of: thenBranch) ?? shapeType(of: elseBranch)
        case .implicitMember(let name, _):
            return implicitShapes[name.text]
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name) where ViewCatalog.shapeNames.contains(name):
                return name
            case .implicitMember(let name, _) where name.text == "rect":
                let labels = Set(call.arguments.compactMap { $0.label?.text })
                if labels.contains("cornerRadius") || labels.contains("cornerSize") { return "RoundedRectangle" }
                if !labels.isEmpty { return "UnevenRoundedRectangle" }
                return "Rectangle"
            case .implicitMember(let name, _):
                return implicitShapes[name.text]
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
