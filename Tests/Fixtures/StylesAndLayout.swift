// Fixture: the design-system module of a shopping app.
// Theme: the customization protocols — `ViewModifier`, `ButtonStyle`, `ToggleStyle`,
// a custom `Layout` (flow layout with a cache and layout values), `PreferenceKey`,
// `EnvironmentKey` / `EnvironmentValues` (classic and `@Entry`) and
// `LayoutValueKey`, plus the `View` extensions that expose them.

import SwiftUI

// MARK: - Environment

enum Density: Sendable {
    case compact, regular, spacious

    var spacing: CGFloat {
        switch self {
        case .compact: 4
        case .regular: 8
        case .spacious: 16
        }
    }
}

private struct DensityKey: EnvironmentKey {
    static let defaultValue: Density = .regular
}

extension EnvironmentValues {
    var density: Density {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }

    @Entry var accentCornerRadius: CGFloat = 10
}

// MARK: - Preferences

struct BadgeWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct AnchorsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] { [:] }

    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

// MARK: - Modifiers and styles

struct CardModifier: ViewModifier {
    var isSelected: Bool
    @Environment(\.accentCornerRadius) private var cornerRadius
    @Environment(\.density) private var density

    func body(content: Content) -> some View {
        content
            .padding(density.spacing * 2)
            .background {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(.background)
                    .shadow(color: .black.opacity(isSelected ? 0.2 : 0.08), radius: isSelected ? 12 : 4, y: 2)
            }
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(Color.accentColor, lineWidth: isSelected ? 2 : 0)
            }
    }
}

struct PillButtonStyle: ButtonStyle {
    var prominent = false
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(prominent ? Color.white : Color.accentColor)
            .background(prominent ? Color.accentColor : Color.accentColor.opacity(0.12), in: Capsule())
            .opacity(isEnabled ? (configuration.isPressed ? 0.7 : 1) : 0.4)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.snappy(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
    static func pill(prominent: Bool) -> PillButtonStyle { PillButtonStyle(prominent: prominent) }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension View {
    func card(selected: Bool = false) -> some View {
        modifier(CardModifier(isSelected: selected))
    }

    func density(_ density: Density) -> some View {
        environment(\.density, density)
    }

    func measureBadgeWidth() -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: BadgeWidthKey.self, value: proxy.size.width)
            }
        }
    }
}

// MARK: - Layout

private struct FlowRowBreak: LayoutValueKey {
    static let defaultValue = false
}

extension View {
    func flowRowBreak(_ isBreak: Bool = true) -> some View {
        layoutValue(key: FlowRowBreak.self, value: isBreak)
    }
}

struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrange(width: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, cache: cache)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews: subviews, cache: cache) {
            var x = bounds.minX
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(
                    at: CGPoint(x: x, y: y + (row.height - size.height) / 2),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(size)
                )
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width maxWidth: CGFloat, subviews: Subviews, cache: Cache) -> [Row] {
        var rows: [Row] = [Row()]
        for (index, subview) in subviews.enumerated() {
            let size = cache.sizes[index]
            let needsBreak = subview[FlowRowBreak.self]
            let projected = rows[rows.count - 1].width + (rows[rows.count - 1].indices.isEmpty ? 0 : spacing) + size.width
            if needsBreak || (projected > maxWidth && !rows[rows.count - 1].indices.isEmpty) {
                rows.append(Row())
            }
            var row = rows.removeLast()
            row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows.append(row)
        }
        return rows
    }
}

// MARK: - Usage

struct FilterChips: View {
    let filters: [String]
    @Binding var selected: Set<String>
    @State private var badgeWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            FlowLayout(spacing: 6, lineSpacing: 6) {
                ForEach(filters, id: \.self) { filter in
                    Button(filter) {
                        if selected.contains(filter) { selected.remove(filter) } else { selected.insert(filter) }
                    }
                    .buttonStyle(.pill(prominent: selected.contains(filter)))
                }
                Text("Clear")
                    .flowRowBreak()
                    .measureBadgeWidth()
            }
            Toggle("Only in stock", isOn: .constant(true))
                .toggleStyle(CheckboxToggleStyle())
        }
        .card(selected: !selected.isEmpty)
        .density(.compact)
        .environment(\.accentCornerRadius, 14)
        .onPreferenceChange(BadgeWidthKey.self) { badgeWidth = $0 }
    }
}

#Preview {
    @Previewable @State var selected: Set<String> = ["Shoes"]
    FilterChips(filters: ["Shoes", "Bags", "Sale", "New", "Under $50", "Vegan leather"], selected: $selected)
        .padding()
}
