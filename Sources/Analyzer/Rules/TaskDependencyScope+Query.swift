/// SwiftData's `@Query` results change as the store changes: where the module inserts or
/// deletes a model of the queried type, or writes one's properties. A change made in a view is
/// judged like any write of the view's data: one its user cannot make while the view shows
/// (from the screen a sheet covers, from a step never shown with it) leaves the results as they
/// were, and coming back shows the view again. A change made outside views — a sync, a service
/// taking in data — can come at any time, unless only such views call the code that makes it.
extension TaskDependencyScope {
    /// Why the results of the `@Query` property can change while the view shows; `nil` when the
    /// module shows no change that can. The work's own changes of the store are its output.
    func queryChange(of property: StoredProperty, work: TaskWork, closure: ClosureSummary, closureFile: Int) -> Change? {
        guard let model = queriedModel(property) else {
            return Change(evidence: ChangeEvidence(description: "`@Query` results change as the store changes",
                                                   fileIndex: view.fileIndex, range: property.nameRange))
        }
        for (key, verb) in [(FunctionKey.storeInsert, "inserted"), (FunctionKey.storeDelete, "deleted")] {
            for site in context.uses.calls[key] ?? [] {
                // A model of another type leaves these results alone; one of a type viewlint
                // cannot tell may be of this one.
                if let changed = site.call.allArguments.first.flatMap({ types.type(of: $0.value, in: site.context) }),
                   changed.qualifiedName != model.qualifiedName { continue }
                if !isMadeByTheWork(site.range, fileIndex: site.context.fileIndex, work: work, closure: closure, closureFile: closureFile),
                   canChangeWhileShown(site.range, fileIndex: site.context.fileIndex, depth: 0) {
                    return Change(evidence: ChangeEvidence(description: "a `\(model.name)` is \(verb) here",
                                                           fileIndex: site.context.fileIndex, range: site.range))
                }
            }
        }
        for stored in model.storedProperties {
            for write in variability.effectiveWrites(of: stored.name, in: model)
            where !isMadeByTheWork(write.range, fileIndex: write.fileIndex, work: work, closure: closure, closureFile: closureFile)
                && canChangeWhileShown(write.range, fileIndex: write.fileIndex, depth: 0) {
                return Change(evidence: ChangeEvidence(description: "`\(model.name).\(stored.name)` is changed here",
                                                       fileIndex: write.fileIndex, range: write.range))
            }
        }
        return nil
    }

    /// The module's `@Model` class a `@Query` property holds an array of.
    private func queriedModel(_ property: StoredProperty) -> TypeInfo? {
        guard case .array(let element)? = property.type?.unwrappingOptionals.kind,
              let model = types.type(named: element, in: view), model.isPersistentModel else { return nil }
        return model
    }

    /// Whether code making a store change can run while the view shows: view code as
    /// ``canRunWhileShown(_:fileIndex:via:)`` judges it; other code when some call of the
    /// method it is in can (a view model's `save()` called from a form under the sheet cannot),
    /// and always when that method is called from nowhere known (a delegate, a sync) — unless
    /// nothing can call it (a static method called nowhere) or it is a test's.
    private func canChangeWhileShown(_ range: SourceRange, fileIndex: Int, depth: Int) -> Bool {
        // Tests change a store of their own; the app's initializer runs at launch, before any
        // view shows (a test session inserted for UI tests).
        guard !context.index.isTestFile(fileIndex), !isInTheAppsInitializer(range, fileIndex: fileIndex) else { return false }
        guard let member = context.index.memberLocator.member(at: range.start, fileIndex: fileIndex) else { return true }
        if member.type.isView { return canRunWhileShown(range, fileIndex: fileIndex, via: nil) }
        guard depth < Self.maximumCallerDepth else { return true }
        guard let sites = context.uses.calls[FunctionKey(owner: member.type.qualifiedName, name: member.name)], !sites.isEmpty else {
            // A static method nothing calls never runs; an instance method may be a delegate's.
            return !member.type.methods(named: member.name).allSatisfy(\.isStatic)
        }
        return sites.contains { canChangeWhileShown($0.range, fileIndex: $0.context.fileIndex, depth: depth + 1) }
    }

    /// Whether code is in an initializer of the app (`@main struct FilesApp: App`).
    private func isInTheAppsInitializer(_ range: SourceRange, fileIndex: Int) -> Bool {
        context.index.types.contains { type in
            type.inheritedNames.contains("App") && type.initializersWithFiles.contains { initializer, file in
                file == fileIndex && initializer.body?.range.contains(range) == true
            }
        }
    }

    /// Methods outside views followed back to their callers, at most.
    static let maximumCallerDepth = 3
}
