/// The `.onAppear`s of a body, each with the data of the `ForEach` (or `List`) rows it sits in,
/// to tell a row's next-page trigger (`if item.id == items.last?.id { Task { await loadMore() } }`)
/// from work of the view's own.
///
/// In a lazy list a row appears and disappears as the user scrolls. A load the last row
/// starts must outlive that row: under `.task` it would be cancelled as soon as a fast scroll
/// takes the row off screen, and the page would never come.
struct RowAppearances {
    /// An `.onAppear` node, the data expressions of the rows around it (innermost last), and
    /// the conditions of the `if`s inside the innermost row that hold it (`if post.id ==
    /// posts.last?.id { ProgressView().onAppear { … } }`).
    struct Appearance {
        let node: StaticView
        let rowData: [Expr]
        let rowConditions: [Expr]

        /// Whether its code, or a condition in its row around it, asks where the row is in the
        /// rows' data before it starts the work (`if index >= model.results.count - 3`, `guard
        /// post.id == posts.last?.id`): a condition reads the data the rows come from, itself
        /// or through the locals it compares.
        func testsRowPosition(_ statements: [Stmt], view: TypeInfo) -> Bool {
            let dataPaths = rowData.flatMap { RowAppearances.dataPaths(in: $0, view: view) }
            let conditions = rowConditions + RowAppearances.conditions(of: statements)
            // A row built by a helper the `ForEach` calls (`postRow(post:)`): its rows' data is
            // out of sight, but the condition asks whether the row is the end of the view's data
            // (`post == viewModel.posts.last`).
            guard !dataPaths.isEmpty else { return conditions.contains { RowAppearances.testsEnd(in: $0, view: view) } }
            // What the condition's locals are computed from counts too (`let threshold =
            // Int(Double(posts.count) * 0.6)`, then `if index >= threshold`).
            let bound = SyntaxWalk.boundValues(in: statements, nested: true)
            return conditions.contains { condition in
                let sources = [condition] + bound.filter { RowAppearances.names([$0.name], in: condition) }.map(\.value)
                return sources.contains { source in
                    RowAppearances.memberPaths(in: source, view: view).contains { path in dataPaths.contains { path.starts(with: $0) } }
                }
            }
        }

        /// Whether its code hands the row to code that asks where the row is
        /// (``RowAppearances/handsRow(in:rowLocals:models:view:index:)``), on the model the
        /// rows' data comes from — any of the view's, for a row a helper builds for rows out of
        /// sight (`contactRow(for:)`, handed to a list view of the module as its row content).
        func handsRowToDataSource(_ statements: [Stmt], rowLocals: [String], view: TypeInfo, index: ModuleIndex) -> Bool {
            let paths = rowData.flatMap { RowAppearances.dataPaths(in: $0, view: view) }
            // Rows of a local (`if let connections = vm.followers { ForEach(connections) … }`):
            // the data's model is out of sight too.
            let models = paths.isEmpty ? Set(view.storedProperties.map(\.name)) : Set(paths.filter { $0.count > 1 }.map { $0[0] })
            return RowAppearances.handsRow(in: statements, rowLocals: rowLocals, models: models, view: view, index: index)
        }
    }

    /// Whether statements first ask whether the row is the end of the view's data (`if
    /// commentView == personDetails.comments.last`), for rows whose data is out of sight (a
    /// helper's parameter).
    static func asksForTheEnd(_ statements: [Stmt], view: TypeInfo) -> Bool {
        conditions(of: statements).contains { testsEnd(in: $0, view: view) }
    }

    /// The conditions of the `if`s and `guard`s among statements.
    private static func conditions(of statements: [Stmt]) -> [Expr] {
        statements.flatMap { statement -> [Expr] in
            switch statement.kind {
            case .ifStmt(let ifStatement): return ifStatement.conditions.compactMap(\.value)
            case .guardStmt(let guardConditions, _): return guardConditions.compactMap(\.value)
            default: return []
            }
        }
    }

    /// Whether code hands the row (its element, or a part of it) to code of the module that
    /// asks where that row is (`loadMoreIfNeeded(currentStatusID: status.id)`, whose body
    /// compares the id with `statuses.last?.id`): a method of one of `models` (the objects the
    /// rows' data comes from), or of the view. Work for the row itself
    /// (`loadThumbnail(for: photo.id)`) is not a next-page trigger. `rowLocals`: the names the
    /// rows bind (`status`).
    static func handsRow(in statements: [Stmt], rowLocals: [String], models: Set<String>, view: TypeInfo, index: ModuleIndex) -> Bool {
        guard !rowLocals.isEmpty else { return false }
        let rowLocals = rowLocals + copies(of: rowLocals, in: statements)
        func methods(_ callee: Expr) -> [Method] {
            if case .memberAccess(let base, let name, _) = callee.kind, let root = base.rootName, models.contains(root) {
                // The model's own type's methods, where its type is known (`vm` of `@StateObject
                // var vm = ConnectionsVM()`); else every type's of that name.
                if base.memberPath == [root], let property = view.storedProperty(named: root),
                   let type = ExpressionTypes(index: index).type(of: property, in: view), type.hasMethod(named: name.text) {
                    return type.methods(named: name.text).filter { !$0.isStatic }
                }
                return index.methods(named: name.text).filter { !$0.isStatic }
            }
            guard let name = callee.selfMemberName else { return [] }
            return view.methods(named: name).filter { !$0.isStatic }
        }
        var hands = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !hands, case .call(let call) = expr.kind else { return }
            // A method that lacks one of the call's labels is not the one called; a protocol's
            // requirement has no code: its conformances' methods answer.
            let labels = Set(call.allArguments.compactMap { $0.label?.text })
            let candidates = methods(call.callee).filter {
                $0.declaration.body != nil && labels.isSubset(of: $0.declaration.parameters.compactMap(\.label))
            }
            guard !candidates.isEmpty else { return }
            for (position, argument) in call.allArguments.enumerated() where names(rowLocals, in: argument.value) {
                hands = candidates.allSatisfy { method in
                    guard let parameter = method.declaration.parameterName(at: position, label: argument.label?.text) else { return false }
                    return comparesPosition(of: parameter, in: method.declaration.body?.statements ?? [])
                }
                if hands { break }
            }
        }
        return hands
    }

    /// The names the top-level statements bind to a part of the row (`let rowId = row.id`).
    private static func copies(of rowLocals: [String], in statements: [Stmt]) -> [String] {
        var copies: [String] = []
        for (name, value) in SyntaxWalk.boundValues(in: statements, nested: false) where names(rowLocals + copies, in: value) {
            copies.append(name)
        }
        return copies
    }

    /// Whether an expression names one of `locals`.
    fileprivate static func names(_ locals: [String], in expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if case .identifier(let name) = inner.kind, locals.contains(name) { found = true }
        }
        return found
    }

    /// Whether statements compare `parameter` with a position in a collection (`id ==
    /// items.last?.id`, `index >= items.count - 3`, `index == items.endIndex - 1`), directly or
    /// through a name bound to it first (`guard let lastID = gists.last?.id, currentID == lastID`).
    /// The row's place may be looked up first (`followers.firstIndex(where: { $0.id ==
    /// currentItem.id }) == thresholdIndex`, the threshold bound in a `switch` case).
    fileprivate static func comparesPosition(of parameter: String, in statements: [Stmt]) -> Bool {
        let positions = positionLocals(in: statements)
        // The row's place, looked up first (`let index = items.firstIndex(where: { $0.id ==
        // currentItem.id })`, then `index >= items.count - 3`).
        let rowPlaces = SyntaxWalk.boundValues(in: statements, nested: true).filter { looksUp(parameter, in: $0.value) }.map(\.name)
        func isPosition(_ side: Expr) -> Bool { readsPosition(side) || names(positions, in: side) }
        func isRow(_ side: Expr) -> Bool { names([parameter] + rowPlaces, in: side) || looksUp(parameter, in: side) }
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found, case .binaryOperator(let lhs, let spelling, let rhs) = expr.kind,
                  ["==", "!=", ">=", ">", "<=", "<"].contains(spelling) else { return }
            found = (isRow(lhs) && isPosition(rhs)) || (isRow(rhs) && isPosition(lhs))
        }
        return found
    }

    /// Whether an expression looks `parameter` up in a collection (`items.firstIndex(where: {
    /// $0.id == item.id })`, `items.firstIndex(of: item)`): the row's position.
    private static func looksUp(_ parameter: String, in expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            guard !found, case .call(let call) = inner.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                  positionLookups.contains(name.text) else { return }
            found = call.allArguments.contains { argument in
                var mentions = false
                SyntaxWalk.expressions(in: argument.value, intoClosures: true) { part in
                    if case .identifier(parameter) = part.kind { mentions = true }
                }
                return mentions
            }
        }
        return found
    }

    /// Collection methods that find where an element is.
    private static let positionLookups: Set<String> = ["firstIndex", "lastIndex", "index"]

    /// The names the statements bind or assign to where a collection ends (`let lastID =
    /// gists.last?.id`, in a `guard`, an `if`, a `switch` case or a declaration; `threshold =
    /// items.index(items.endIndex, offsetBy: -5)` to a `var` declared before).
    private static func positionLocals(in statements: [Stmt]) -> [String] {
        var names = SyntaxWalk.boundValues(in: statements, nested: true).filter { readsPosition($0.value) }.map(\.name)
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if case .assignment(let target, let value) = expr.kind, case .identifier(let name) = target.kind, readsPosition(value) {
                names.append(name)
            }
        }
        return names
    }

    /// Whether a condition compares a value of the row's own (a parameter or local of the helper:
    /// `post`, `index`) with where a collection of the view ends (`post == viewModel.posts.last`,
    /// `index >= items.count - 3`): not a count with a number (`items.count > 0`), nor the view's
    /// own state with a count (`selectedIndex >= photos.count`, a clamp).
    fileprivate static func testsEnd(in condition: Expr, view: TypeInfo) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: condition, intoClosures: false) { expr in
            guard !found, case .binaryOperator(let lhs, let spelling, let rhs) = expr.kind, ["==", ">="].contains(spelling) else { return }
            func ofView(_ side: Expr) -> Bool { readsPosition(side) && !memberPaths(in: side, view: view).isEmpty }
            func rowValue(_ side: Expr) -> Bool {
                guard !readsPosition(side), let root = side.rootName, root != "self" else { return false }
                return view.storedProperty(named: root) == nil && view.computedProperty(named: root) == nil
            }
            // (`>=` asks whether the row's value reached the end: the end is on the right.)
            found = (ofView(rhs) && rowValue(lhs)) || (spelling == "==" && ofView(lhs) && rowValue(rhs))
        }
        return found
    }

    /// Whether an expression reads where a collection ends (`last`, `count`, `endIndex`, `indices`).
    private static func readsPosition(_ expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if case .memberAccess(_, let name, _) = inner.kind, positionMembers.contains(name.text) { found = true }
        }
        return found
    }

    /// Collection members that say where it ends.
    private static let positionMembers: Set<String> = ["last", "count", "endIndex", "indices", "lastIndex"]

    let appearances: [Appearance]

    init(tree: StaticView) {
        var found: [Appearance] = []
        Self.collect(tree, rowData: [], row: nil, into: &found)
        appearances = found
    }

    /// `row`: the range of the innermost `ForEach` (or `List`) above the node.
    private static func collect(_ node: StaticView, rowData: [Expr], row: SourceRange?, into found: inout [Appearance]) {
        if node.modifier?.name == "onAppear" {
            let rowConditions = row.map { row in node.conditions.filter { row.contains($0.range) }.flatMap(\.expressions) } ?? []
            found.append(Appearance(node: node, rowData: rowData, rowConditions: rowConditions))
        }
        var rowData = rowData, row = row
        if node.headName == "ForEach" || node.headName == "List", let data = node.arguments.first(where: { $0.label == nil })?.value {
            rowData.append(data)
            row = node.range
        }
        for child in node.children { collect(child, rowData: rowData, row: row, into: &found) }
    }

    /// The member paths an expression reads (`["model", "results", "enumerated"]` in
    /// `Array(model.results.enumerated())`): chains of members, and single names of the view's
    /// own members (`posts`), not of types or functions (`Array`).
    fileprivate static func memberPaths(in expr: Expr, view: TypeInfo) -> [[String]] {
        var paths: [[String]] = []
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            guard let path = inner.memberPath, let root = path.first,
                  path.count > 1 || view.storedProperty(named: root) != nil || view.computedProperty(named: root) != nil else { return }
            paths.append(path)
        }
        return paths
    }

    /// The data the rows come from, as the longest member chains of the expression that are not
    /// a method called on them: `["model", "results"]` in `Array(model.results.enumerated())`,
    /// `["posts"]` in `posts` (not `["model"]`, which a condition on `model.isLoading` also reads).
    fileprivate static func dataPaths(in expr: Expr, view: TypeInfo) -> [[String]] {
        var callees: Set<SourceRange> = []
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if case .call(let call) = inner.kind { callees.insert(call.callee.range) }
        }
        var paths: [[String]] = []
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            // `$vm.comments`, a `List` of bindings, holds the rows of `vm.comments`.
            guard !callees.contains(inner.range), var path = inner.memberPath, let first = path.first else { return }
            if first.hasPrefix("$") { path[0] = String(first.dropFirst()) }
            let root = path[0]
            guard path.count > 1 || view.storedProperty(named: root) != nil || view.computedProperty(named: root) != nil else { return }
            paths.append(path)
        }
        return paths.filter { path in !paths.contains { $0.count > path.count && $0.starts(with: path) } }
    }
}
