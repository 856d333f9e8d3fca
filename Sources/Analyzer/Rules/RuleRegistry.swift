/// Every rule viewlint has, in the order `viewlint rules` lists them.
public enum RuleRegistry {
    public static let rules: [Rule] = [
        UntrackedTaskDependencyRule.rule,
        ConditionalModifierRule.rule,
        NonPODViewRule.rule,
        OnAppearTaskWrapperRule.rule,
        ObservedObjectInlineInitRule.rule,
        AnyViewErasureRule.rule,
        BindingInBodyRule.rule,
        ImageFrameWithoutResizableRule.rule,
        FormatterInBodyRule.rule,
        StateInitializedFromInputRule.rule,
        UnstableIdentityRule.rule,
        SuppressionRules.invalidSuppression,
        SuppressionRules.unusedSuppression,
    ]

    public static func rule(withID id: String) -> Rule? {
        rules.first { $0.id == id }
    }

    public static var ids: Set<String> { Set(rules.map(\.id)) }
}
