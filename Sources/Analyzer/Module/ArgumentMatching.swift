/// Pairs a call's arguments with a function's (or initializer's) parameters the way the
/// compiler does.
public enum ArgumentMatching {
    /// In order, skipping defaulted parameters whose label does not match; trailing closures go
    /// to the first function-typed parameters left (aliases of function types count).
    public static func pairs(_ call: Call, _ parameters: [Parameter], index: ModuleIndex, owner: TypeInfo?) -> [(Parameter, Argument)] {
        var pairs: [(Parameter, Argument)] = []
        var next = 0
        for argument in call.arguments {
            while next < parameters.count, parameters[next].label != argument.label?.text, parameters[next].defaultValue != nil {
                next += 1
            }
            guard next < parameters.count else { break }
            pairs.append((parameters[next], argument))
            next += 1
        }
        for trailing in call.trailingClosures {
            let argument = Argument(label: trailing.label, value: trailing.closure, range: trailing.closure.range)
            let match = parameters[next...].firstIndex { parameter in
                (trailing.label == nil || parameter.label == trailing.label?.text)
                    && (parameter.type.map { index.isFunctionType($0, in: owner) } ?? false)
            }
            guard let match else { break }
            pairs.append((parameters[match], argument))
            next = match + 1
        }
        return pairs
    }

    /// Whether a call can be a call of a function with these parameters: every argument pairs
    /// with a parameter of its label, and every parameter left out has a default value.
    public static func accepts(_ call: Call, _ parameters: [Parameter], index: ModuleIndex, owner: TypeInfo?) -> Bool {
        let pairs = self.pairs(call, parameters, index: index, owner: owner)
        guard pairs.count == call.allArguments.count else { return false }
        let matched = Set(pairs.map { $0.0.range.start })
        guard parameters.allSatisfy({ matched.contains($0.range.start) || $0.defaultValue != nil }) else { return false }
        // A trailing closure drops its label; any other argument is written with its parameter's
        // (`.font(.body)` is not a call of `font(size:style:)`).
        let trailing = Set(call.trailingClosures.map(\.closure.range))
        return pairs.allSatisfy { parameter, argument in
            parameter.label == argument.label?.text || (argument.label == nil && trailing.contains(argument.range))
        }
    }
}
