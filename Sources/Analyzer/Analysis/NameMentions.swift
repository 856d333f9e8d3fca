/// Whether the module's code names a declaration anywhere but where it is declared, in previews
/// and in comments: a use that the collection of creation sites and member uses does not see
/// (`ForEach(items, content: Row.init)`, a generic argument, a member used from another type)
/// still names it. A view or member named nowhere is dead code: nothing shows what it builds,
/// and a warning about it helps no one. The module's ``NameIndex`` answers, built on the first
/// question.
enum NameMentions {
    /// Whether anything may show the view: in an app's module (it declares the `App`, so every
    /// view shown starts from there), a view reached from code outside views
    /// (``ViewReachability``); in any other module (a library, a lone file), any view. A view
    /// nothing shows is dead code: no rule reports it (``Linter``).
    static func isShown(_ view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard !isLibraryAPI(view, index: index), index.declaresApp else { return true }
        return uses.reachability.isShown(view, index: index, uses: uses)
    }

    /// Whether a view is a library's API, which other modules may show: `public`, in a Swift
    /// package (MeetMemento's `public` timeline section, in the app's own folder, is the app's).
    static func isLibraryAPI(_ view: TypeInfo, index: ModuleIndex) -> Bool {
        view.isPublic && SwiftPackages.contains(index.trees[view.fileIndex].file.path)
    }

    /// Whether a place is in a custom modifier of `extension View` that the module never calls
    /// nor names (`func isPresentedSearchable(…) -> some View { modifier(…) }` left unused).
    static func isInUnusedModifier(_ site: CallSite, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard let name = site.viewExtensionMethod else { return false }
        let declarations = index.viewExtensionMethods.filter { $0.name == name }
        guard !declarations.isEmpty else { return false }
        var skipped: [Int: [SourceRange]] = [:]
        for method in declarations { skipped[method.fileIndex, default: []].append(method.declaration.name.range) }
        return !isNamed(name, uses: uses, except: skipped)
    }

    /// Whether a type is named outside its declaration (all of it, and its extensions' names), the
    /// creation sites given (`sites`: all of them, or its previews) and comments. A nested
    /// type is named bare only inside the type around it, elsewhere only after its name
    /// (`CardView_Previews.Preview`): ZENO's previews each nest a `Preview` view, and one's
    /// name says nothing of another.
    static func isNamedOutsideItsDeclaration(_ type: TypeInfo, index: ModuleIndex, uses: ModuleUses, sites: [CallSite]) -> Bool {
        // Its own declaration naming it (`InsightTag.lightText`, a static colour) shows nothing.
        // Nor does a namesake's (another platform's `ConsoleView`), which names itself.
        var skipped: [Int: [SourceRange]] = [:]
        for declared in index.types(qualifiedName: type.qualifiedName) where declared === type || !declared.isFilePrivate {
            skipped[declared.fileIndex, default: []].append(declared.declarationRange)
            for (fileIndex, range) in declared.extensionNames { skipped[fileIndex, default: []].append(range) }
        }
        for site in sites { skipped[site.context.fileIndex, default: []].append(site.range) }
        let outer = type.qualifiedName.lastIndex(of: ".").flatMap { index.type(named: String(type.qualifiedName[..<$0])) }
        return uses.names.occurrences(of: type.name).contains { occurrence in
            guard !(skipped[occurrence.fileIndex] ?? []).contains(where: { $0.contains(occurrence.offset) }),
                  !reachesNestedType(occurrence, of: type, index: index) else { return false }
            guard let outer else { return true }
            if occurrence.fileIndex == outer.fileIndex && outer.declarationRange.contains(occurrence.offset) { return true }
            let text = index.trees[occurrence.fileIndex].file.text(SourceRange(max(0, occurrence.offset - outer.name.utf8.count - 1), occurrence.offset))
            return text == outer.name + "."
        }
    }

    /// Whether a finding about `view` lies in one of its members (a method, a computed
    /// property) that nothing uses (``isMemberUsed(_:of:index:uses:)``). Only for a view that is
    /// nothing but a view (`View`, and `Equatable`, `Hashable`, `Identifiable`, `Sendable`): a
    /// representable's or a modifier's methods are SwiftUI's to call.
    static func isInUnusedMember(_ finding: Finding, of view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard let fileIndex = index.trees.firstIndex(where: { $0.file.path == finding.path }),
              let member = index.memberLocator.member(at: finding.range.start, fileIndex: fileIndex),
              member.type === view else { return false }
        return isUnusedCode(at: finding.range.start, fileIndex: fileIndex, index: index, uses: uses)
    }

    /// Whether code lies in a member of a view that is nothing but a view and nothing uses:
    /// a write there (an unused `move(from:to:)` helper's) never happens.
    static func isUnusedCode(at offset: Int, fileIndex: Int, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex), member.type.isView,
              Set(member.type.inheritedNames).isSubset(of: plainViewConformances) else { return false }
        return uses.unusedCodeAnswers.answer(for: member.type.useKey + "." + member.name) {
            !isMemberUsed(member.name, of: member.type, index: index, uses: uses)
        }
    }

    private static let plainViewConformances: Set<String> = ["View", "Equatable", "Hashable", "Identifiable", "Sendable"]

    /// Whether `member` of `type` (a computed property or method) is used where it can run:
    /// `body`; a use in the type's own code inside a member that is itself used (followed a few
    /// members up); or a mention anywhere else in the module (another type's code, a key path),
    /// leaving out every type's declarations of that name (their code too) and their own uses of
    /// theirs — for a method, a mention that can name it (after a receiver, outside the type's
    /// own code; bare or after `self.` only in its file, when it is `private`). `true` for names
    /// the type does not declare.
    static func isMemberUsed(_ member: String, of type: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        isMemberUsed(member, of: type, index: index, uses: uses, depth: 0, visiting: [])
    }

    /// Members followed up through the members that use them, at most.
    private static let maximumDepth = 4

    private static func isMemberUsed(_ member: String, of type: TypeInfo, index: ModuleIndex, uses: ModuleUses, depth: Int,
                                     visiting: Set<String>) -> Bool {
        let key = type.qualifiedName + "." + member
        guard member != "body", depth < maximumDepth, !visiting.contains(key),
              type.computedProperty(named: member) != nil || type.hasMethod(named: member) else { return true }
        let own = uses.memberUses[key] ?? []
        for use in own {
            guard let from = use.from, let dot = from.lastIndex(of: ".") else { return true }
            let caller = String(from[from.index(after: dot)...])
            if isMemberUsed(caller, of: type, index: index, uses: uses, depth: depth + 1, visiting: visiting.union([key])) { return true }
        }
        // Every type's declarations of the name, whole (atlas's unused `move(from:to:)` calls
        // `itemList.move(fromOffsets:toOffset:)`: no use of itself), and their uses of their own,
        // are accounted for.
        var skipped: [Int: [SourceRange]] = [:]
        for declaring in index.types where declaring.computedProperty(named: member) != nil || declaring.hasMethod(named: member) {
            for property in declaring.computedProperties where property.name == member {
                skipped[property.fileIndex, default: []].append(property.declarationRange)
            }
            for method in declaring.methods where method.name == member {
                skipped[method.fileIndex, default: []].append(method.declarationRange)
            }
            // A use is recorded at the start of `name` or of `self.name`.
            for use in uses.memberUses[declaring.qualifiedName + "." + member] ?? [] {
                skipped[use.fileIndex, default: []].append(SourceRange(use.offset, use.offset + "self.".utf8.count + 1))
            }
        }
        // A method is named outside its type's own code only after a receiver (`tabs.refresh()`,
        // `\.refresh`): a bare name there is another declaration's (atlas's free
        // `getDestinationSplit(item:)` beside a method of the same name), and `.move(edge:)` a
        // static member's. A `private` one is named only in its own file, bare or after `self.`.
        let methods = type.methods(named: member)
        if type.computedProperty(named: member) == nil, !methods.isEmpty, methods.allSatisfy({ !$0.isStatic }) {
            let isFileScoped = methods.allSatisfy(\.isFileScoped)
            let files = Set(methods.map(\.fileIndex))
            var ownCode: [Int: [SourceRange]] = [type.fileIndex: [type.declarationRange]]
            for method in type.methods { ownCode[method.fileIndex, default: []].append(method.declarationRange) }
            for property in type.computedProperties { ownCode[property.fileIndex, default: []].append(property.declarationRange) }
            return uses.names.occurrences(of: member).contains { occurrence in
                guard !(skipped[occurrence.fileIndex] ?? []).contains(where: { $0.contains(occurrence.offset) }) else { return false }
                let file = index.trees[occurrence.fileIndex].file
                if isFileScoped {
                    return files.contains(occurrence.fileIndex) && [.none, .selfReceiver].contains(prefix(at: occurrence.offset, in: file))
                }
                if (ownCode[occurrence.fileIndex] ?? []).contains(where: { $0.contains(occurrence.offset) }) { return true }
                return prefix(at: occurrence.offset, in: file) == .otherReceiver
            }
        }
        return isNamed(member, uses: uses, except: skipped)
    }

    /// What a name is written after.
    private enum NamePrefix { case none, selfReceiver, otherReceiver, implicitMember }

    /// What stands before the name at `offset`: nothing (a bare name), `self.`, another
    /// receiver (`path.`, `items[0].`, a key path's `\.`), or a lone `.` (`.move(edge:)`).
    private static func prefix(at offset: Int, in file: SourceFile) -> NamePrefix {
        let bytes = file.bytes
        func skipBlanks(_ from: Int) -> Int {
            var position = from
            while position >= 0, CharacterClass.has(bytes[position], CharacterClass.whitespace) { position -= 1 }
            return position
        }
        let dot = skipBlanks(offset - 1)
        guard dot >= 0, bytes[dot] == UInt8(ascii: ".") else { return .none }
        var end = skipBlanks(dot - 1)
        guard end >= 0 else { return .implicitMember }
        let last = bytes[end]
        if last == UInt8(ascii: "\\") { return .otherReceiver }
        guard isIdentifierByte(last) || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(last) else {
            return .implicitMember
        }
        // `self?.rebuild()`, `self!.rebuild()`.
        if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { end -= 1 }
        let start = end - 3
        let isSelf = start >= 0 && bytes[start...end].elementsEqual("self".utf8) && (start == 0 || !isIdentifierByte(bytes[start - 1]))
        return isSelf ? .selfReceiver : .otherReceiver
    }

    /// A byte of an identifier: the lexer's ASCII class, or any byte of a non-ASCII scalar
    /// (MemorizeWidget's `📗model`).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || CharacterClass.has(byte, CharacterClass.identifierBody)
    }

    /// Whether the name at `occurrence` only leads to a type nested in `type`
    /// (`NavigationHistoryMenu.HistoryType`, a row's property type): that uses the nested type,
    /// not the view.
    private static func reachesNestedType(_ occurrence: NameIndex.Occurrence, of type: TypeInfo, index: ModuleIndex) -> Bool {
        let bytes = index.trees[occurrence.fileIndex].file.bytes
        let dot = occurrence.offset + type.name.utf8.count
        guard dot < bytes.count, bytes[dot] == UInt8(ascii: ".") else { return false }
        let end = bytes[(dot + 1)...].firstIndex { !isIdentifierByte($0) } ?? bytes.count
        guard end > dot + 1 else { return false }
        let member = String(decoding: bytes[(dot + 1)..<end], as: UTF8.self)
        return index.type(named: type.qualifiedName + "." + member) != nil
    }

    private static func isNamed(_ name: String, uses: ModuleUses, except skipped: [Int: [SourceRange]]) -> Bool {
        uses.names.occurrences(of: name).contains { occurrence in
            !(skipped[occurrence.fileIndex] ?? []).contains { $0.contains(occurrence.offset) }
        }
    }
}
