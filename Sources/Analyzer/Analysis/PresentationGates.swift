/// Presented content that can never show: a sheet, full-screen cover, popover or inspector
/// presented while `isPresented: $flag` holds, where `flag` is its view's `@State` that starts
/// `false` and that nothing sets to anything but `false` — only the presentation writes it, as
/// it closes. A feature left unwired: branchr's DJ controls sheet, whose flag only a menu no
/// screen creates would set.
enum PresentationGates {
    /// The presentations gated by a flag.
    private static let gated: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

    /// Whether the view created at `site` is content of such a presentation.
    static func neverPresents(_ site: CallSite, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard case .presentation(let kind) = site.context.placement, gated.contains(kind), let owner = site.context.owner,
              let flag = gatingFlag(of: site, kind: kind, in: owner, index: index),
              let property = owner.storedProperty(named: flag), property.wrapper == .state,
              case .booleanLiteral(false)? = property.defaultValue?.kind else { return false }
        return uses.writes(of: flag, in: owner).allSatisfy { write in
            write.handedTo == nil && (write.via == kind || write.assignedLiteral == "false")
        }
    }

    /// The owner's property named by `isPresented: $flag` of the `kind` call whose content
    /// holds the site.
    private static func gatingFlag(of site: CallSite, kind: String, in owner: TypeInfo, index: ModuleIndex) -> String? {
        guard let member = index.memberLocator.member(at: site.range.start, fileIndex: site.context.fileIndex),
              member.type === owner else { return nil }
        var flag: String?
        SyntaxWalk.expressions(in: member.statements, around: site.range.start, intoClosures: true) { expr in
            guard flag == nil, case .call(let call) = expr.kind, CallMeaning.lastName(call.callee) == kind,
                  call.allArguments.contains(where: { $0.value.isClosure && $0.value.range.contains(site.range) }),
                  let gate = call.allArguments.first(where: { $0.label?.text == "isPresented" })?.value,
                  case .identifier(let name) = gate.kind, name.hasPrefix("$") else { return }
            flag = String(name.dropFirst())
        }
        return flag
    }
}
