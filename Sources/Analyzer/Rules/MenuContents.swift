/// The content of a `Menu` or of a `.contextMenu`: SwiftUI turns it into the platform's menu
/// items when the menu opens. Items keep no state, never appear as views do, and never animate,
/// so an `if` that swaps one item for another shows nothing (Swiftfin's playback menu gives a
/// version picker `.pickerStyle(.menu)` only when there are several sections). The menu's label,
/// and a context menu's preview, are views like any other.
enum MenuContents {
    /// Whether the code at `offset` of the file `fileIndex` lies in a menu's content.
    static func holds(_ offset: Int, fileIndex: Int, index: ModuleIndex) -> Bool {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return false }
        var found = false
        SyntaxWalk.expressions(in: member.statements, around: offset, intoClosures: true) { expr in
            guard !found, case .call(let call) = expr.kind, let content = content(of: call) else { return }
            found = content.range.contains(offset)
        }
        return found
    }

    /// The closure a `Menu(…) { … }` or `.contextMenu { … }` call builds its items with.
    private static func content(of call: Call) -> Expr? {
        let label: String
        switch call.callee.kind {
        case .identifier("Menu"): label = "content"
        case .memberAccess(_, let name, _) where name.text == "contextMenu": label = "menuItems"
        default: return nil
        }
        let arguments = call.allArguments.filter { $0.value.isClosure }
        return (arguments.first { $0.label?.text == label } ?? arguments.first { $0.label == nil })?.value
    }
}
