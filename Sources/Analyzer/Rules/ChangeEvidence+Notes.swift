extension ChangeEvidence {
    /// At most `limit` places of the evidence as finding notes: the nearest ones and, when the
    /// chain is longer, the last — the change itself (`` `selection` is changed here``).
    func notes(limit: Int, in context: ViewContext) -> [FindingNote] {
        let shown = steps.count <= limit ? steps : Array(steps.prefix(max(limit - 1, 0))) + [steps[steps.count - 1]]
        return shown.map { step in
            FindingNote(message: step.description, path: context.file(step.fileIndex).path, range: step.range)
        }
    }
}
