/// When a catalog entry applies to a call, decided from how the call is written.
public indirect enum CallCondition: Sendable {
    case always
    /// The first argument is unlabelled and not a closure: a title (`Button("Save") { … }`) or
    /// data (`List(items) { … }`).
    case firstArgumentUnlabelled
    /// Some argument (or trailing closure) has this label; `_` means an unlabelled argument.
    case hasLabel(String)
    case lacksLabel(String)
    /// Every labelled argument has one of these labels.
    case onlyLabels(Set<String>)
    /// The call has exactly this many unlabelled arguments.
    case unlabelledArguments(Int)
    /// The first (trailing or argument) closure has this many parameters.
    case closureParameters(Int)
    /// A trailing closure or a closure argument is present.
    case hasClosure
    /// The first unlabelled argument is a view expression (not a style, value or closure).
    case firstArgumentIsView
    /// The first unlabelled argument is a known ShapeStyle other than a color
    /// (`.regularMaterial`, `.secondary`, `LinearGradient(…)`).
    case firstArgumentIsStyle
    /// The first unlabelled argument is a `Color` (`.red`, `Color.accentColor`), which is both a
    /// view and a style.
    case firstArgumentIsColor
    case all([CallCondition])
    case not(CallCondition)
}
