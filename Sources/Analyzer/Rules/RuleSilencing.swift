/// Compile-time switches that turn rules off, for `Tools/check-tests-bite.sh`: it builds the
/// tests with one switch set (`-Xswiftc -DSILENCE_NON_POD_VIEW`) and proves that rule's tests
/// then fail. No normal build sets them.
enum RuleSilencing {
    /// The ids of the rules this build silences.
    static let silencedIDs: Set<String> = {
        var ids: Set<String> = []
        #if SILENCE_UNTRACKED_TASK_DEPENDENCY
        ids.insert("untracked-task-dependency")
        #endif
        #if SILENCE_CONDITIONAL_MODIFIER
        ids.insert("conditional-modifier")
        #endif
        #if SILENCE_NON_POD_VIEW
        ids.insert("non-pod-view")
        #endif
        #if SILENCE_ONAPPEAR_TASK_WRAPPER
        ids.insert("onappear-task-wrapper")
        #endif
        #if SILENCE_OBSERVED_OBJECT_INLINE_INIT
        ids.insert("observed-object-inline-init")
        #endif
        #if SILENCE_ANYVIEW_ERASURE
        ids.insert("anyview-erasure")
        #endif
        #if SILENCE_BINDING_IN_BODY
        ids.insert("binding-in-body")
        #endif
        #if SILENCE_IMAGE_FRAME_WITHOUT_RESIZABLE
        ids.insert("image-frame-without-resizable")
        #endif
        #if SILENCE_FORMATTER_IN_BODY
        ids.insert("formatter-in-body")
        #endif
        #if SILENCE_STATE_INITIALIZED_FROM_INPUT
        ids.insert("state-initialized-from-input")
        #endif
        #if SILENCE_UNSTABLE_IDENTITY
        ids.insert("unstable-identity")
        #endif
        #if SILENCE_SUPPRESSION_RULES
        ids.formUnion(["invalid-suppression", "unused-suppression"])
        #endif
        return ids
    }()

    /// The linter reports nothing at all.
    static let silencesEverything: Bool = {
        #if SILENCE_ALL_RULES
        return true
        #else
        return false
        #endif
    }()

    static func isSilenced(_ id: String) -> Bool {
        silencesEverything || silencedIDs.contains(id)
    }
}
