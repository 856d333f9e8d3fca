/// `--help` and `--version` text.
enum Usage {
    static let version = "viewlint 0.1.0"

    static var text: String {
        var lines = [
            "viewlint: a SwiftUI static analyzer.",
            "",
            "USAGE:",
            "  viewlint [lint] [options] [PATH …]   Lint Swift files and directories (default: .)",
            "  viewlint types [--tree] PATH …       Print each view body's static type (type(of: body))",
            "  viewlint dump-syntax FILE            Print the syntax tree of one file",
            "  viewlint rules [--markdown]          List the rules (or print rules.md)",
            "  viewlint explain RULE                Explain one rule, with examples",
            "  viewlint trace PATH … --view NAME    Run a view in the engine and print what SwiftUI does",
            "        [--input N=V] [--change N=V] [--set N=V] [--tap TITLE] [--format text|dot]",
            "  viewlint trace PATH … --all          Mount every view once; one line each and a summary",
            "  viewlint layout PATH … --view NAME   Lay a view out: what each view was proposed, reported and where it went",
            "        [--size WxH] [--image-size NAME=WxH] [--input N=V] [--format text|svg] [--output FILE]",
            "  viewlint layout PATH … --all         Lay out every view once; one line each and a summary",
            "  viewlint generate PATH … [--output FILE]",
            "                                       Write the Equatable conformances of the views that opt in",
            "                                       (// viewlint:equatable) as one Swift file",
            "",
            "OPTIONS:",
        ]
        let names = Arguments.options.map { $0.name + ($0.valueName.map { " " + $0 } ?? "") }
        let width = (names.map(\.count).max() ?? 0) + 2
        for (option, name) in zip(Arguments.options, names) {
            lines.append("  " + name.padded(to: width) + option.help)
        }
        lines += [
            "",
            "EXIT STATUS:",
            "  0 nothing to report, 1 findings at a failing severity, 2 usage or input error.",
        ]
        return lines.joined(separator: "\n")
    }
}
