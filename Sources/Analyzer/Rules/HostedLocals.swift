/// The values of a member's locals that only ever reach a host: Keychy's snapshot builds
/// `let targetView: AnyView = …`, uses it only inside `let captureView = ZStack { … }`, and hands
/// that only to `UIHostingController(rootView: captureView)`. What such a local holds is made for
/// that host, outside any render tree, as if it were written in the host's argument.
enum HostedLocals {
    /// Locals followed back from a host at most this many steps.
    private static let maximumSteps = 4

    /// The initial values of the locals of `statements` whose every use lies in `hosted` (the
    /// hosts' arguments) or in the initial value of another such local.
    static func values(in statements: [Stmt], hosted: [SourceRange]) -> [SourceRange] {
        guard !hosted.isEmpty else { return [] }
        let bindings = SyntaxWalk.boundValues(in: statements, nested: true)
        guard !bindings.isEmpty else { return [] }
        let names = Set(bindings.map(\.name))
        var uses: [String: [SourceRange]] = [:]
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if case .identifier(let name) = expr.kind, names.contains(name) { uses[name, default: []].append(expr.range) }
        }
        var reached = hosted
        var found: [SourceRange] = []
        var followed: Set<String> = []
        for _ in 0..<maximumSteps {
            let next = bindings.filter { binding in
                guard !followed.contains(binding.name), let places = uses[binding.name], !places.isEmpty else { return false }
                return places.allSatisfy { place in reached.contains { $0.contains(place) } }
            }
            guard !next.isEmpty else { break }
            for binding in next {
                followed.insert(binding.name)
                found.append(binding.value.range)
                reached.append(binding.value.range)
            }
        }
        return found
    }
}
