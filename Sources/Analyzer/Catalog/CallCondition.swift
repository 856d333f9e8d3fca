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

/// How a catalog template refers to a call's arguments. Templates are type names with holes:
///
/// - `{self}`: the receiver's type (modifiers only);
/// - `{view:label}`: the view built by the argument or trailing closure bound to `label`
///   (`_` is the first unlabelled argument);
/// - `{type:label}`: the value type of an argument (`.task(id: url)` → `URL`);
/// - `{binding:label}`: the value type behind a binding argument (`selection: $tab` → `Tab`);
/// - `{style:label}`, `{shape:label}`: the ShapeStyle or Shape type of an argument;
/// - `{data:_}`, `{id:_}`: a `ForEach`'s data and identifier types;
/// - `{environment:_}`: the value type of an `EnvironmentValues` key path argument;
/// - `{…|Fallback}`: the type to use when the argument is absent.
public enum TemplateHole: Sendable, Equatable {
    case receiver
    case view(label: String)
    case valueType(label: String)
    case bindingValue(label: String)
    case style(label: String)
    case shape(label: String)
    case forEachData
    case forEachID
    case environmentValue(label: String)
}
