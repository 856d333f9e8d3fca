/// The reads of the parent's stored properties whose values a creation site hands the view it
/// creates:
/// those its arguments read (action closures aside), the data its rows come from, and the
/// builder closures the view calls to build its content. Reads are followed through the
/// locals and the parent's helpers they use (`let isCenter = index == selectedIndex`,
/// `isSelected(device)` reading `selection`), so every spelling gets the inline one's verdict.
enum SiteInputs {
    /// `builders`: the closures the site passes that the view calls while building its body.
    static func passed(at site: CallSite, builders: [Expr]) -> [StoredRead] {
        guard let owner = site.context.owner else { return [] }
        var inputs = (site.call.allArguments.map(\.value).filter { !$0.isClosure } + builders).map { ($0, site.context) }
        if let data = site.context.rowData { inputs.append(data) }
        let dependencies = MemberDependencies(type: owner)
        return inputs.flatMap { reads(of: $0.0, in: $0.1, dependencies: dependencies, depth: 0) }
    }

    /// The stored properties `value` reads, through the parent's members it calls and the
    /// locals it uses.
    private static func reads(of value: Expr, in context: CodeContext, dependencies: MemberDependencies, depth: Int) -> [StoredRead] {
        var locals: [String] = []
        var origins: [(Expr, CodeContext)] = []
        SyntaxWalk.expressions(in: value, intoClosures: true) { expr in
            guard case .identifier(let name) = expr.kind, let origin = context.origin(of: name) else { return }
            locals.append(name)
            switch origin {
            case .value(let initial, let outer), .unwrapped(let initial, let outer): origins.append((initial, outer))
            default: break
            }
        }
        let accesses = AccessCollector.accesses(in: value, owner: dependencies.type, locals: locals).filter { $0.kind != .write }
        let direct = dependencies.storedReads(of: accesses)
        guard depth < maximumDepth else { return direct }
        return direct + origins.flatMap { reads(of: $0.0, in: $0.1, dependencies: dependencies, depth: depth + 1) }
    }

    /// Locals followed to their values, at most.
    private static let maximumDepth = 4
}
