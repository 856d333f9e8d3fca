import Testing
@testable import Analyzer

/// Static types that once came out wrong, checked against what the compiler and SwiftUI print.
@Suite struct ReviewRegressionTests {
    @Test func nestedTypesPrintWithoutTheirParent() {
        let types = BodyTypes.all("""
        enum Feed {
            struct Post: Identifiable { let id: Int; let title: String }
            struct Row: View {
                let post: Post
                var body: some View { Text(post.title) }
            }
        }
        struct Screen: View {
            let posts: [Feed.Post]
            var body: some View {
                List(posts) { post in Feed.Row(post: post) }
                    .imageScale(.large)
            }
        }
        """)
        #expect(types["Screen.body"] == "ModifiedContent<List<Never, ForEach<Array<Post>, Int, Row>>, _EnvironmentKeyWritingModifier<Scale>>")
        #expect(types["Feed.Row.body"] == "Text")
    }

    /// From a manga reader: a parser's nested `Group` struct does not take SwiftUI's `Group`
    /// for code outside the parser (the engine built the parser's struct for `Group { … }`);
    /// a nested name no one else uses still resolves, and a top-level type wins over a nested one.
    @Test func aNestedTypesSimpleNameYieldsToSwiftUIAndTopLevelTypes() {
        let source = """
        enum FuriganaParser {
            struct Group { let text: String; let isKana: Bool }
            struct Token { let text: String }
            struct Entry { let id: Int }
        }
        struct Entry: Identifiable { let id: Int; let title: String }
        """
        let index = ModuleIndex(trees: [SyntaxTree.parse(SourceFile(path: "Parser.swift", text: source))])
        #expect(index.type(named: "Group") == nil)
        #expect(index.type(named: "FuriganaParser.Group")?.name == "Group")
        #expect(index.type(named: "Token")?.qualifiedName == "FuriganaParser.Token")
        #expect(index.type(named: "Entry")?.qualifiedName == "Entry")
    }

    /// From IceCubes: an extension's `enum Error: Swift.Error` is not the `Error` a screen's
    /// state enum carries (`case error(error: Error)`); inside its owner, it still is.
    @Test func aNestedErrorYieldsToSwiftsOutsideItsOwner() {
        let source = """
        final class ActionRequestHandler {
            enum Error: Swift.Error { case loadedItemHasWrongType }
            func fail() -> Error { .loadedItemHasWrongType }
        }
        enum ConversationsListState { case loading, error(error: Error) }
        """
        let index = ModuleIndex(trees: [SyntaxTree.parse(SourceFile(path: "Handler.swift", text: source))])
        #expect(index.type(named: "Error") == nil)
        let handler = index.type(named: "ActionRequestHandler")
        #expect(index.type(named: "Error", in: handler)?.qualifiedName == "ActionRequestHandler.Error")
    }

    @Test func collectionMethodsReturnTheirOwnTypes() {
        let types = BodyTypes.all("""
        struct Tags: View {
            let tags: Set<String>
            let count: Int
            var body: some View {
                VStack {
                    ForEach(tags.sorted(), id: \\.self) { Text($0) }
                    ForEach((0..<count).filter { $0 > 1 }, id: \\.self) { Text("\\($0)") }
                }
            }
        }
        """)
        #expect(types["Tags.body"] == "VStack<TupleView<(ForEach<Array<String>, String, Text>, ForEach<Array<Int>, Int, Text>)>>")
    }

    @Test func helperArgumentsBindByLabelAndTrailingClosure() {
        let types = BodyTypes.all("""
        struct Rows: View {
            let title: String
            var body: some View {
                row(title) { Image(systemName: "star") }
            }
            @ViewBuilder
            func row<T: View>(_ text: String, highlighted: Bool = false, @ViewBuilder trailing: () -> T) -> some View {
                HStack { Text(text); trailing() }
            }
        }
        """)
        #expect(types["Rows.body"] == "HStack<TupleView<(Text, Image)>>")
    }

    @Test func aClosureStartingWithSetIsNotAnAccessorBlock() {
        let source = SourceFile(text: "struct V: View { @State var n = 1\n var body: some View { Button(\"Reset\") { set(0) } } }")
        #expect(SyntaxTree.parse(source).errors.isEmpty)
        #expect(BodyTypes.of("V.body", source.text(SourceRange(0, source.bytes.count))) == "Button<Text>")
    }
}
