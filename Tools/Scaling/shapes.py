"""Writes one module of a given shape and size into a folder: the inputs of Tools/Scaling/check.sh.

    python3 shapes.py SHAPE N FOLDER

Each shape grows one thing real code has a lot of (views in a file, files in a module, cases of a
switch, siblings in a stack, properties of a model, …) N times, so that a lint whose time is not
linear in N shows as a ratio.
"""
import os
import sys

HEADER = "import SwiftUI\n"


def lines(template, count, start=0):
    return "".join(template.format(i=i, next=i + 1, prev=max(i - 1, 0)) for i in range(start, count))


def view(name, members, body):
    return f"struct {name}: View {{\n{members}  var body: some View {{\n{body}  }}\n}}\n"


LOADER = "  let url: URL\n  @State private var data: Data?\n"
LOAD = "{{ data = try? await URLSession.shared.data(from: url).0 }}"


def views_in_one_file(n):
    return {"A.swift": HEADER + lines("struct Row{i}: View {{\n" + LOADER.replace("{", "{{").replace("}", "}}")
                                      + "  var body: some View {{\n    Text(\"row {i}\").task " + LOAD + "\n  }}\n}}\n", n)}


def files_in_one_module(n):
    return {f"V{i}.swift": HEADER + f"struct V{i}: View {{\n{LOADER}  var body: some View {{ V{(i + 1) % n}(url: url)"
            f".task {{ data = try? await URLSession.shared.data(from: url).0 }} }}\n}}\n" for i in range(n)}


SHAPES = {
    "views": views_in_one_file,
    "files": files_in_one_module,
    "siblings": lambda n: {"A.swift": HEADER + view("Big", "", "    VStack {\n" + lines('      Text("row {i}").padding()\n', n) + "    }\n")},
    "modifiers": lambda n: {"A.swift": HEADER + view("Big", "  @State private var on = false\n",
                                                     '    Text("x")\n' + lines("      .padding({i})\n      .opacity(on ? 1 : 0.5)\n", n // 2))},
    "statements": lambda n: {"A.swift": HEADER + "struct Big: View {\n  @State private var n = 0\n"
                             "  var body: some View { Text(\"\\(n)\").task { await load() } }\n  func load() async {\n"
                             + lines("    n += {i}\n    if n > {i} {{ n = {i} }}\n", n) + "  }\n}\n"},
    "else-if": lambda n: {"A.swift": HEADER + view("Big", "  let k: Int\n", '    if k == 0 { Text("0") }\n'
                                                   + lines('    else if k == {i} {{ Text("{i}") }}\n', n, 1) + "    else { EmptyView() }\n")},
    "switch": lambda n: {"A.swift": HEADER + view("Big", "  let k: Int\n", "    switch k {\n" + lines('    case {i}: Text("{i}").id({i})\n', n)
                                                  + "    default: EmptyView()\n    }\n")},
    "payload-cases": lambda n: {"A.swift": HEADER + "enum Kind {\n" + lines("  case k{i}(Int)\n", n) + "}\n"
                                + view("Big", "  @State private var kind = Kind.k0(0)\n", "    switch kind {\n"
                                       + "".join(f'    case .k{i}(let v): Text("\\(v)").onTapGesture {{ kind = .k{(i + 1) % n}(v) }}\n' for i in range(n))
                                       + "    }\n")},
    "states-read-on-appear": lambda n: {"A.swift": HEADER + view("Big", lines("  @State private var s{i} = {i}\n  let p{i}: Int\n", n),
                                                                 '    Text("x").onAppear {\n' + lines("      s{i} = p{i}\n", n) + "    }\n")},
    "for-each": lambda n: {"A.swift": HEADER + view("Big", "  @State private var items: [Int] = []\n", "    List {\n"
                                                    + lines('      ForEach(items.indices, id: \\.self) {{ i in Text("{i} \\(items[i])") }}\n', n) + "    }\n")},
    "model-members": lambda n: {"A.swift": HEADER + "final class Model: ObservableObject {\n"
                                + lines("  @Published var v{i} = 0\n  func set{i}() {{ v{i} += 1 }}\n", n) + "}\n"
                                + view("Big", "  @StateObject private var model = Model()\n  let k: Int\n",
                                       '    Text("x").task {\n' + lines("      model.v{i} = k + {i}\n", n) + "    }\n")},
    "buttons": lambda n: {"A.swift": HEADER + view("Big", lines("  @State private var s{i} = 0\n", n), "    VStack {\n"
                                                   + lines('      Button("b{i}") {{ s{i} += 1 }}\n', n) + "    }\n    .task {\n"
                                                   + lines("      print(s{i})\n", n) + "    }\n")},
    "sheets": lambda n: {"A.swift": HEADER + view("Big", lines("  @State private var p{i} = false\n", n),
                                                  '    Text("x")\n' + lines('      .sheet(isPresented: $p{i}) {{ Text("{i}") }}\n', n))},
    "conditional-modifiers": lambda n: {"A.swift": HEADER + "extension View {\n  @ViewBuilder func `if`<C: View>(_ c: Bool, _ t: (Self) -> C) -> some View "
                                        "{ if c { t(self) } else { self } }\n}\n"
                                        + view("Big", "  let on: Bool\n", "    VStack {\n" + lines('      Text("{i}").if(on) {{ $0.bold() }}\n', n) + "    }\n")},
    "children": lambda n: {"A.swift": HEADER + "struct Child: View {\n" + LOADER
                           + "  var body: some View { Text(\"x\").task { data = try? await URLSession.shared.data(from: url).0 } }\n}\n"
                           + view("Big", lines('  @State private var u{i} = URL(string: "https://a/{i}")!\n', n), "    VStack {\n"
                                  + lines('      Child(url: u{i}).onTapGesture {{ u{i} = URL(string: "https://b")! }}\n', n) + "    }\n")},
    "creators": lambda n: {"A.swift": HEADER + "struct Leaf: View {\n" + LOADER
                           + "  var body: some View { Text(\"x\").task { data = try? await URLSession.shared.data(from: url).0 } }\n}\n"
                           + lines('struct P{i}: View {{\n  @State private var u = URL(string: "https://a/{i}")!\n'
                                   '  var body: some View {{ Leaf(url: u).onTapGesture {{ u = URL(string: "https://b")! }} }}\n}}\n', n)},
    "view-extensions": lambda n: {"A.swift": HEADER + "struct Big: View { var body: some View { Text(\"x\").m0() } }\n"
                                  + lines("extension View {{ func m{i}() -> some View {{ self.m{next}() }} }}\n", n)
                                  + f"extension View {{ func m{n}() -> some View {{ self.padding() }} }}\n"},
    "functions": lambda n: {"A.swift": HEADER + lines("let g{i} = {i}\nfunc f{i}() -> Int {{ g{i} + f{prev}() }}\n", n)
                            + "struct Big: View { var body: some View { Text(\"\\(f0())\") } }\n"},
    "nested-types": lambda n: {"A.swift": HEADER + lines("struct T{i} {{ var a: T{next}? = nil }}\n", n)
                               + f"struct T{n} {{}}\nstruct Big: View {{ @State private var t = T0()\n"
                               "  var body: some View { Text(\"x\").task { t.a = nil } }\n}\n"},
    # An app passing its theme down a chain of views that each read it and hand it on (Nostur:
    # `.environment(\.theme, theme)` a hundred times); the theme never changes, so every write is looked at.
    "environment-relay": lambda n: {"A.swift": HEADER + "struct Theme: Equatable { var accent = 0 }\n"
                                    "private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }\n"
                                    "extension EnvironmentValues { var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } } }\n"
                                    "struct Root: View { var body: some View { V0().environment(\\.theme, Theme()) } }\n"
                                    + lines("struct V{i}: View {{\n  @Environment(\\.theme) private var theme\n  @State private var label = \"\"\n"
                                            "  var body: some View {{ VStack {{ Text(label); V{next}().environment(\\.theme, theme) }}"
                                            ".task {{ label = await Styles.label(for: theme) }} }}\n}}\n", n)
                                    + f"struct V{n}: View {{ var body: some View {{ Text(\"end\") }} }}\n"},
}

if __name__ == "__main__":
    shape, count, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(folder, exist_ok=True)
    for name, text in SHAPES[shape](count).items():
        with open(os.path.join(folder, name), "w") as out:
            out.write(text)
