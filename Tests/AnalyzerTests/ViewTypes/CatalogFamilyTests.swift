import Testing
@testable import Analyzer

/// One test per catalog family, on realistic view code.
@Suite struct CatalogFamilyTests {
    private static let members = """
    let value: Int
    var url: URL
    let title: String
    @State private var isOn = false
    @State private var selection: Int? = nil
    @State private var tab = 0
    @State private var path: [Int] = []
    let items: [Item]
    let names: [String]
    """

    private func type(_ body: String) -> String {
        BodyTypes.of("V.body", """
        struct V: View {
            \(Self.members)
            var body: some View {
                \(body)
            }
        }
        struct Item: Identifiable { let id: UUID; var name: String }
        struct Row: View { let item: Item; var body: some View { Text(item.name) } }
        struct Detail: View { var body: some View { Text("Detail") } }
        """)
    }

    @Test(arguments: [
        ("Text(\"Hello\").bold().font(.title).foregroundColor(.red)", "Text"),
        ("Text(\"Hello\").italic().padding()", "ModifiedContent<Text, _PaddingLayout>"),
        ("Text(\"Hello\").padding().font(.title)",
         "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _EnvironmentKeyWritingModifier<Optional<Font>>>"),
        ("Image(systemName: \"star\").resizable().renderingMode(.template)", "Image"),
        ("Image(\"logo\").resizable().aspectRatio(contentMode: .fit)", "ModifiedContent<Image, _AspectRatioLayout>"),
        ("Color.red.opacity(0.5)", "Color"),
        ("Color.blue.opacity(0.5).frame(width: 20, height: 20)", "ModifiedContent<Color, _FrameLayout>"),
        ("Text(\"a\") + Text(\"b\").bold()", "Text"),
    ])
    func typesThatKeepTheirType(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Text(\"x\").frame(width: 100, height: 40)", "ModifiedContent<Text, _FrameLayout>"),
        ("Text(\"x\").frame(width: 100, alignment: .leading)", "ModifiedContent<Text, _FrameLayout>"),
        ("Text(\"x\").frame(maxWidth: .infinity)", "ModifiedContent<Text, _FlexFrameLayout>"),
        ("Text(\"x\").frame(minWidth: 10, maxWidth: 200, alignment: .leading)", "ModifiedContent<Text, _FlexFrameLayout>"),
    ])
    func frameVersusFlexibleFrame(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Text(\"x\").task { await load() }", "ModifiedContent<Text, _TaskModifier>"),
        ("Text(\"x\").task(priority: .high) { await load() }", "ModifiedContent<Text, _TaskModifier>"),
        ("Text(\"x\").task(id: value) { await load() }", "ModifiedContent<Text, _TaskValueModifier<Int>>"),
        ("Text(\"x\").task(id: url) { await load() }", "ModifiedContent<Text, _TaskValueModifier<URL>>"),
        ("Text(\"x\").onAppear { print(1) }.onDisappear { print(2) }",
         "ModifiedContent<ModifiedContent<Text, _AppearanceActionModifier>, _AppearanceActionModifier>"),
    ])
    func taskAndAppearance(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Text(\"x\").onChange(of: value) { newValue in print(newValue) }",
         "ModifiedContent<Text, _ValueActionModifier<Int>>"),
        ("Text(\"x\").onChange(of: value) { print($0) }", "ModifiedContent<Text, _ValueActionModifier<Int>>"),
        ("Text(\"x\").onChange(of: value) { oldValue, newValue in print(newValue) }",
         "ModifiedContent<ModifiedContent<Text, _ValueActionModifier2<Int>>, _AppearanceActionModifier>"),
        ("Text(\"x\").onChange(of: isOn) { print(\"changed\") }",
         "ModifiedContent<ModifiedContent<Text, _ValueActionModifier2<Bool>>, _AppearanceActionModifier>"),
        ("Text(\"x\").onChange(of: title, initial: true) { print(\"changed\") }",
         "ModifiedContent<ModifiedContent<Text, _ValueActionModifier2<String>>, _AppearanceActionModifier>"),
    ])
    func bothOnChangeForms(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Row(item: items[0]).id(url)", "IDView<Row, URL>"),
        ("Row(item: items[0]).padding().id(value)", "IDView<ModifiedContent<Row, _PaddingLayout>, Int>"),
        ("Row(item: items[0]).equatable()", "EquatableView<Row>"),
        ("Detail().id(title).equatable()", "EquatableView<IDView<Detail, String>>"),
    ])
    func identityAndEquatable(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Form { Section(\"Account\") { Toggle(\"Notifications\", isOn: $isOn) } }",
         "Form<Section<Text, Toggle<Text>, EmptyView>>"),
        ("Form { Section { Text(\"a\") } header: { Text(\"Header\") } footer: { Text(\"Footer\") } }",
         "Form<Section<Text, Text, Text>>"),
        ("Section(header: Text(\"H\")) { Text(\"a\"); Text(\"b\") }",
         "Section<Text, TupleView<(Text, Text)>, EmptyView>"),
        ("Label(\"Inbox\", systemImage: \"tray\")", "Label<Text, Image>"),
        ("LabeledContent(\"Pages\", value: \"3\")", "LabeledContent<Text, Text>"),
        ("LabeledContent(\"Volume\") { Slider(value: $level) }", "LabeledContent<Text, Slider<EmptyView, EmptyView>>"),
        ("LabeledContent { Text(\"42\") } label: { Label(\"Answer\", systemImage: \"star\") }",
         "LabeledContent<Label<Text, Image>, Text>"),
        ("Label { Text(\"Inbox\") } icon: { Image(systemName: \"tray\").foregroundStyle(.blue) }",
         "Label<Text, ModifiedContent<Image, _ForegroundStyleModifier<Color>>>"),
        ("Toggle(isOn: $isOn) { Label(\"Wi-Fi\", systemImage: \"wifi\") }", "Toggle<Label<Text, Image>>"),
        ("ProgressView()", "ProgressView<EmptyView, EmptyView>"),
        ("ProgressView(\"Loading…\")", "ProgressView<Text, EmptyView>"),
        ("ProgressView(value: 0.5)", "ProgressView<EmptyView, EmptyView>"),
        ("NavigationLink(\"Detail\", destination: Detail())", "NavigationLink<Text, Detail>"),
        ("NavigationLink(destination: Detail()) { Label(\"Go\", systemImage: \"arrow.right\") }",
         "NavigationLink<Label<Text, Image>, Detail>"),
        ("NavigationLink(\"Item\", value: 3)", "NavigationLink<Text, Never>"),
        ("NavigationLink(value: 3) { Text(\"Item\") }", "NavigationLink<Text, Never>"),
        ("NavigationLink { Detail() } label: { Text(\"Open\") }", "NavigationLink<Text, Detail>"),
        ("NavigationStack { Text(\"Root\") }", "NavigationStack<NavigationPath, Text>"),
        ("NavigationStack(path: $path) { Text(\"Root\") }", "NavigationStack<Array<Int>, Text>"),
        ("List { Text(\"a\"); Text(\"b\") }", "List<Never, TupleView<(Text, Text)>>"),
        ("List(selection: $selection) { Text(\"a\") }", "List<Optional<Int>, Text>"),
        ("List(items) { item in Row(item: item) }", "List<Never, ForEach<Array<Item>, UUID, Row>>"),
        ("Button(\"Save\") { print(1) }", "Button<Text>"),
        ("Button { print(1) } label: { Image(systemName: \"plus\") }", "Button<Image>"),
        ("Button(action: { print(1) }) { Text(\"Go\").bold() }", "Button<Text>"),
        ("TabView(selection: $tab) { Text(\"A\").tag(0) }",
         "TabView<Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>"),
        ("TabView { Text(\"A\") }", "TabView<Int, Text>"),
        ("Group { Text(\"a\") }", "Group<Text>"),
        ("ScrollView(.horizontal) { LazyHStack { Text(\"a\") } }", "ScrollView<LazyHStack<Text>>"),
        ("GeometryReader { proxy in Text(\"w\") }", "GeometryReader<Text>"),
        ("MapReader { proxy in Text(\"w\") }", "MapReader<Text>"),
        ("TextField(\"Name\", text: .constant(\"\"))", "TextField<Text>"),
        ("Picker(\"Tab\", selection: $tab) { Text(\"A\").tag(0) }",
         "Picker<Text, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>"),
    ])
    func containersAndControls(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("ForEach(items) { item in Row(item: item) }", "ForEach<Array<Item>, UUID, Row>"),
        ("ForEach(items, id: \\.name) { item in Text(item.name) }", "ForEach<Array<Item>, String, Text>"),
        ("ForEach(names, id: \\.self) { name in Text(name) }", "ForEach<Array<String>, String, Text>"),
        ("ForEach(0..<5) { index in Text(\"\\(index)\") }", "ForEach<Range<Int>, Int, Text>"),
        ("ForEach(0..<value, id: \\.self) { Text(\"\\($0)\") }", "ForEach<Range<Int>, Int, Text>"),
        ("ForEach(items.indices, id: \\.self) { index in Text(items[index].name) }", "ForEach<Range<Int>, Int, Text>"),
        ("ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text(name) }",
         "ForEach<Array<(offset: Int, element: String)>, Int, Text>"),
    ])
    func forEachForms(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test(arguments: [
        ("Text(\"x\").padding(8).opacity(0.5)", "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _OpacityEffect>"),
        ("Text(\"x\").foregroundStyle(.secondary).padding()", "ModifiedContent<Text, _PaddingLayout>"),
        ("Label(\"x\", systemImage: \"y\").foregroundStyle(.secondary)",
         "ModifiedContent<Label<Text, Image>, _ForegroundStyleModifier<HierarchicalShapeStyle>>"),
        ("VStack { Text(\"x\") }.foregroundStyle(.tint)", "ModifiedContent<VStack<Text>, _ForegroundStyleModifier<TintShapeStyle>>"),
        ("VStack { Text(\"x\") }.foregroundColor(.red)", "ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Color>>>"),
        ("VStack { Text(\"x\") }.font(.headline)", "ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>"),
        ("Text(\"x\").background(.ultraThinMaterial)", "ModifiedContent<Text, _BackgroundStyleModifier<Material>>"),
        ("Text(\"x\").background { Capsule().fill(.blue) }", "ModifiedContent<Text, _BackgroundModifier<_ShapeView<Capsule, Color>>>"),
        ("Text(\"x\").overlay(alignment: .topTrailing) { Circle() }", "ModifiedContent<Text, _OverlayModifier<Circle>>"),
        ("Image(\"a\").clipShape(Circle())", "ModifiedContent<Image, _ClipEffect<Circle>>"),
        ("Image(\"a\").clipShape(.rect(cornerRadius: 8))", "ModifiedContent<Image, _ClipEffect<RoundedRectangle>>"),
        ("Image(\"a\").cornerRadius(8)", "ModifiedContent<Image, _ClipEffect<RoundedRectangle>>"),
        ("Text(\"x\").hidden()", "ModifiedContent<Text, _HiddenModifier>"),
        ("Text(\"x\").disabled(true)", "ModifiedContent<Text, _EnvironmentKeyTransformModifier<Bool>>"),
        ("Text(\"x\").scaleEffect(2).offset(x: 4).rotationEffect(.degrees(3)).blur(radius: 2)",
         "ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _ScaleEffect>, _OffsetEffect>, _RotationEffect>, _BlurEffect>"),
        ("Text(\"x\").animation(.default, value: isOn)", "ModifiedContent<Text, _AnimationModifier<Bool>>"),
        ("Text(\"x\").accessibilityLabel(\"Title\").accessibilityHint(\"Opens\")",
         "ModifiedContent<Text, AccessibilityAttachmentModifier>"),
        ("Text(\"x\").environment(\\.colorScheme, .dark)", "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ColorScheme>>"),
        ("Text(\"x\").zIndex(1).layoutPriority(1)",
         "ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<ZIndexTraitKey>>, _TraitWritingModifier<LayoutPriorityTraitKey>>"),
        ("Text(\"x\").fixedSize().clipped()", "ModifiedContent<ModifiedContent<Text, _FixedSizeLayout>, _ClipEffect<Rectangle>>"),
    ])
    func modifiers(body: String, expected: String) {
        #expect(type(body) == expected)
    }

    @Test func hiddenAndUnknownModifiersAreMarkedPlaceholders() {
        #expect(type("Text(\"x\").navigationTitle(\"T\").sheet(isPresented: $isOn) { Detail() }")
                == "ModifiedContent<ModifiedContent<Text, ‹navigationTitle›>, ‹sheet›>")
        #expect(type("Text(\"x\").myCustomThing(3)") == "ModifiedContent<Text, ‹myCustomThing›>")
    }

    @Test func viewsFromOtherModulesKeepTheirName() {
        #expect(type("KFImage(url).resizable()") == "ModifiedContent<KFImage, ‹resizable›>")
    }

    @Test func customModifierFromViewExtensionIsExpanded() {
        let type = BodyTypes.of("V.body", """
        struct V: View {
            var body: some View {
                Text("x").cardStyle()
            }
        }
        extension View {
            func cardStyle() -> some View {
                padding().background(.regularMaterial)
            }
        }
        """)
        #expect(type == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Material>>")
    }

    @Test func genericModuleViewsFillTheirParameterFromTheBuilder() {
        let types = BodyTypes.all("""
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content.padding() }
        }
        struct Screen: View {
            var body: some View {
                Card { Text("a"); Image(systemName: "b") }
            }
        }
        """)
        #expect(types["Screen.body"] == "Card<TupleView<(Text, Image)>>")
        #expect(types["Card.body"] == "ModifiedContent<Content, _PaddingLayout>")
    }
}
