/// The modal presentations a module makes — SwiftUI's `sheet`, `fullScreenCover` and `popover`,
/// and the module's own presenting modifiers: `extension View` methods that show one of their
/// closure parameters as such content, directly (`sheet(isPresented: isPresented, content:
/// content)`) or through a view modifier of the module that stores it and calls it in such
/// content of its body (`modifier(SelfSizingSheetModifier(sheetContent: content))`).
///
/// A call of a presenting method presents its closure as the library modifier would: built
/// only while presented, over the screen that presents it.
struct ModalPresentations: Sendable {
    /// SwiftUI's modal presentations, which present the closure they are given as `content`.
    static let library: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A presenting method of the module: the library presentation it makes, the key of the
    /// parameter it presents (its label, or `_`, `_2`… as ``CallArguments`` numbers unlabelled
    /// ones), the keys of its closure parameters a trailing closure may fill, in order, and
    /// every key it takes (a call with another label is another overload).
    private struct Presenter: Sendable {
        let kind: String
        let key: String
        let closureKeys: [String]
        let keys: Set<String>
    }

    private let presenters: [String: [Presenter]]

    init(index: ModuleIndex) {
        var presenters: [String: [Presenter]] = [:]
        for method in index.viewExtensionMethods {
            guard let body = method.declaration.body else { continue }
            let parameters = method.declaration.parameters
            var unlabelled = 0
            let keys = parameters.map { parameter -> String in
                guard let label = parameter.label else {
                    unlabelled += 1
                    return unlabelled == 1 ? "_" : "_\(unlabelled)"
                }
                return label
            }
            // A trailing closure fills the first closure parameter with no default not given.
            let closureKeys = zip(parameters, keys).filter { parameter, _ in
                parameter.defaultValue == nil && parameter.type.map { index.isFunctionType($0) } == true
            }.map(\.1)
            for (parameter, key) in zip(parameters, keys) {
                // Content is built: a closure returning a view, not a callback returning nothing
                // (an `onClose` the sheet's close button calls).
                guard let name = parameter.internalName, let type = parameter.type, index.isVoidFunction(type) == false,
                      let kind = Self.presentation(of: name, in: body.statements, index: index, fileIndex: method.fileIndex) else {
                    continue
                }
                presenters[method.name, default: []].append(Presenter(kind: kind, key: key, closureKeys: closureKeys, keys: Set(keys)))
            }
        }
        self.presenters = presenters
    }

    /// The modal presentation a call named `name` makes, and the argument it presents; `nil`
    /// when it makes none.
    func presented(by call: Call, named name: String) -> (kind: String, content: Expr)? {
        if Self.library.contains(name) {
            return CallArguments(call, closureParameters: ["content"])["content"].map { (name, $0) }
        }
        let labels = call.arguments.compactMap { $0.label?.text } + call.trailingClosures.compactMap { $0.label?.text }
        for presenter in presenters[name] ?? [] where labels.allSatisfy(presenter.keys.contains) {
            if let content = CallArguments(call, closureParameters: presenter.closureKeys)[presenter.key] {
                return (presenter.kind, content)
            }
        }
        return nil
    }

    /// Whether the module has presenting methods named `name`.
    func isPresenter(_ name: String) -> Bool {
        presenters[name] != nil
    }

    /// The library presentation whose content uses `name` in `statements`: a `sheet` (…) whose
    /// content mentions it, or a view modifier of the module built with it whose body presents
    /// the property it is stored in.
    private static func presentation(of name: String, in statements: [Stmt], index: ModuleIndex, fileIndex: Int) -> String? {
        var found: String?
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard found == nil, case .call(let call) = expr.kind else { return }
            if let callee = calleeName(call), library.contains(callee),
               let content = CallArguments(call, closureParameters: ["content"])["content"], mentions(name, in: content) {
                found = callee
            } else if case .identifier(let typeName) = call.callee.kind, let modifier = index.type(named: typeName, file: fileIndex),
                      modifier.isViewModifier {
                for argument in call.arguments {
                    guard let label = argument.label?.text, argument.value.selfMemberName == name else { continue }
                    found = modifier.methods(named: "body").lazy.compactMap { body in
                        body.declaration.body.flatMap { presentationOfProperty(label, in: $0.statements) }
                    }.first
                    if found != nil { break }
                }
            }
        }
        return found
    }

    /// The library presentation whose content mentions the property `name` in a modifier's body.
    private static func presentationOfProperty(_ name: String, in statements: [Stmt]) -> String? {
        var found: String?
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard found == nil, case .call(let call) = expr.kind, let callee = calleeName(call), library.contains(callee),
                  let content = CallArguments(call, closureParameters: ["content"])["content"], mentions(name, in: content) else {
                return
            }
            found = callee
        }
        return found
    }

    /// The name a call is made by: `sheet` in `view.sheet(…)` and `sheet(…)`.
    private static func calleeName(_ call: Call) -> String? {
        switch call.callee.kind {
        case .identifier(let name): return name
        case .memberAccess(_, let name, _): return name.text
        default: return nil
        }
    }

    /// Whether `expr` reads `name` (or `self.name`).
    private static func mentions(_ name: String, in expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: true) { inner in
            if inner.selfMemberName == name { found = true }
        }
        return found
    }
}
