/// Opted-in views in `#if` clauses the default build (iOS, Debug) leaves out — `#if os(macOS)`,
/// `#if !DEBUG`, the `#else` of `os(iOS)` — are planned under a build where their clause is
/// active. The `#if`s around such a view are copied around its extension, so the conformance
/// is compiled exactly where the view is.
public enum EquatableClauses {
    /// The builds tried after the default one, in this order, until every opt-in is found.
    static let builds: [BuildConfiguration] = {
        var builds: [BuildConfiguration] = []
        for platform in ["iOS", "macOS", "tvOS", "watchOS", "visionOS"] {
            for isDebug in [true, false] {
                var build = BuildConfiguration.iOSDebug
                build.platform = platform
                build.isDebug = isDebug
                builds.append(build)
            }
        }
        return builds
    }()

    /// One generation per build that contributes a view (the first, the default build, always),
    /// each with the index it was planned in; a view is planned in the first build that has it.
    public static func generations(trees: [SyntaxTree], equatableViews: Set<String>) -> [(generation: EquatableGeneration, index: ModuleIndex)] {
        let commentOptIns = trees.reduce(0) { $0 + EquatableOptIn.comments(in: $1).count }
        var results: [(generation: EquatableGeneration, index: ModuleIndex)] = []
        var planned: Set<String> = []
        var namesFound: Set<String> = []
        var commentViews: Set<String> = []
        for build in builds {
            let index = ModuleIndex(trees: trees, configuration: build, equatableViews: equatableViews)
            let optedIn = index.views.filter { $0.equatableOptIn != nil }
            let new = optedIn.filter { !planned.contains(key($0)) }
            if results.isEmpty || !new.isEmpty {
                let keys = Set(new.map(key))
                results.append((EquatableGeneration(index: index, only: { keys.contains(key($0)) }), index))
            }
            planned.formUnion(optedIn.map(key))
            for view in optedIn { namesFound.formUnion([view.name, view.qualifiedName]) }
            commentViews.formUnion(optedIn.filter { $0.equatableOptIn?.range != nil }.map(key))
            // Done when every opt-in comment has found its view and every configured name its.
            if commentViews.count >= commentOptIns && equatableViews.isSubset(of: namesFound) { break }
        }
        return results
    }

    private static func key(_ view: TypeInfo) -> String { "\(view.fileIndex):\(view.declarationRange.start)" }
}
