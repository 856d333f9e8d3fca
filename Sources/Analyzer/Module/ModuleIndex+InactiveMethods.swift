/// Methods the module's types declare only in `#if` clauses the build configuration leaves
/// out (`#if os(macOS)` while viewlint reads the code as iOS, or a `DEBUG` branch). Code that
/// calls such a method compiles only where its clause is active, so for that call it is the
/// method meant: ``ModuleIndex/methods(named:)`` falls back to these when no active method has
/// the name. Like the active ones, they are methods of the module's own types: extensions of
/// `View`, `EnvironmentValues` or a library type are left out.
extension ModuleIndex {
    /// Every method in an inactive clause, inside a type or extension, in source order.
    func inactiveMethods() -> [Method] {
        var found: [Method] = []
        for (fileIndex, tree) in trees.enumerated() where tree.file.bytes.contains(ascii: "#if") {
            for statement in tree.statements {
                collectInactive(in: statement, isInactive: false, fileIndex: fileIndex, into: &found)
            }
        }
        return found
    }

    private func collectInactive(in statement: Stmt, isInactive: Bool, fileIndex: Int, into found: inout [Method]) {
        switch statement.kind {
        case .declaration(let decl):
            collectInactive(in: decl, owner: nil, isInactive: isInactive, fileIndex: fileIndex, into: &found)
        case .ifConfig(let config):
            forEachElement(of: config, isInactive: isInactive) { element, inactive in
                collectInactive(in: element, isInactive: inactive, fileIndex: fileIndex, into: &found)
            }
        default:
            break
        }
    }

    /// Every element of every clause of `config`, with whether it is left out: its clause is
    /// not the active one, or the whole block already is.
    private func forEachElement<Element>(of config: IfConfig<Element>, isInactive: Bool, _ body: (Element, Bool) -> Void) {
        let active = configuration.activeClause(of: config)?.range
        for clause in config.clauses {
            for element in clause.elements { body(element, isInactive || clause.range != active) }
        }
    }

    /// `owner`: the type or extension whose members are being read, which receives the
    /// inactive ones (a scratch copy, so the index itself is unchanged).
    private func collectInactive(in decl: Decl, owner: (info: TypeInfo, extendedType: String?)?, isInactive: Bool, fileIndex: Int,
                                 into found: inout [Method]) {
        switch decl.kind {
        case .ifConfig(let config):
            forEachElement(of: config, isInactive: isInactive) { element, inactive in
                collectInactive(in: element, owner: owner, isInactive: inactive, fileIndex: fileIndex, into: &found)
            }
        case .typeDecl(let typeDecl):
            let extendedType = typeDecl.kind == .extension ? typeDecl.extendedType.map(Self.qualifiedName) : nil
            if let extendedType, type(named: extendedType) == nil { return }
            let scratch = TypeInfo(name: typeDecl.name.text, qualifiedName: typeDecl.name.text, kind: typeDecl.kind, fileIndex: fileIndex,
                                   declarationRange: decl.range, nameRange: typeDecl.name.range, genericParameters: [], inheritance: [])
            for member in typeDecl.members {
                collectInactive(in: member, owner: (scratch, extendedType), isInactive: isInactive, fileIndex: fileIndex, into: &found)
            }
        case .function where isInactive:
            guard let owner else { return }
            let before = owner.info.methods.count
            Self.addMember(decl, to: owner.info, extendedType: owner.extendedType, fileIndex: fileIndex, file: trees[fileIndex].file)
            found += owner.info.methods[before...]
        default:
            break
        }
    }
}
