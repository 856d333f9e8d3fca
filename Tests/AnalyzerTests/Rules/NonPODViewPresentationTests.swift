import Testing
@testable import Analyzer

/// A screen presents one modal presentation at a time: a view built in one sheet of a parent
/// never shows while another sheet of it, where the parent's state is typed into, is up. Each
/// case comes from a real app's false warning, beside the change that makes it true.
@Suite struct NonPODViewPresentationTests {
    let rule = NonPODViewRule.rule

    /// The severity of `view`'s finding, with the template's `⟪⟫` replaced by `fill`.
    func severity(_ template: String, filling fill: String, of view: String) -> Severity? {
        let source = NonPODViewParentUpdateTests.promptGrid + template.replacingOccurrences(of: "⟪⟫", with: fill)
        return lintSingleFile(source, rules: [rule]).first { $0.message.hasPrefix("`\(view)`") }?.severity
    }

    /// Convos' conversation info edits its description in one sheet and explains agents in
    /// another: typing in the first re-runs the info view, but the second is never up then. In
    /// an overlay, the explainer shows while the user types.
    @Test func aViewInASecondSheetVersusInAnOverlay() {
        let template = Self.screen(presenter: "", call: ".⟪⟫")
        #expect(severity(template, filling: "sheet(isPresented: $showingIntro)", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "popover(isPresented: $showingIntro)", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "overlay(alignment: .bottom)", of: "PromptGrid") == .warning)
    }

    /// Convos' conversation info with its explainer presented by `call` (by default the
    /// module's own `selfSizingSheet`, declared by `presenter`); the description is edited in
    /// another sheet, by a view of its own.
    private static func screen(presenter: String, call: String = ".selfSizingSheet(isPresented: $showingIntro)") -> String {
        presenter + """

        final class ConversationModel: ObservableObject {
            @Published var editingDescription = ""
        }
        struct DescriptionEditor: View {
            @ObservedObject var model: ConversationModel
            var body: some View {
                TextField("Description", text: $model.editingDescription)
            }
        }
        struct ConversationInfoView: View {
            @ObservedObject var model: ConversationModel
            @State private var isEditing = false
            @State private var showingIntro = false
            let onSend: (String) -> Void
            var body: some View {
                List {
                    Text(model.editingDescription)
                    Button("Edit") { isEditing = true }
                    Button("What can I ask?") { showingIntro = true }
                }
                .sheet(isPresented: $isEditing) {
                    DescriptionEditor(model: model)
                }
                \(call) {
                    PromptGrid(send: { onSend($0) })
                }
            }
        }
        """
    }

    /// Convos' `selfSizingSheet` hands the content to a modifier that stores it and shows it in
    /// a `.sheet`: a sheet like any other, never up with the description editor's. A modifier
    /// that shows the content in an overlay keeps it beside the editor.
    @Test func aModulesOwnSheetModifierVersusOneShowingAnOverlay() {
        let presenter = """
        extension View {
            func selfSizingSheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                @ViewBuilder content: @escaping () -> Content) -> some View {
                modifier(SelfSizingSheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheetContent: content))
            }
        }
        private struct SelfSizingSheetModifier<SheetContent: View>: ViewModifier {
            @Binding var isPresented: Bool
            let onDismiss: (() -> Void)?
            let sheetContent: () -> SheetContent
            @State private var height: CGFloat = 300
            func body(content: Content) -> some View {
                ⟪⟫
            }
        }
        """
        let sheet = """
        content.sheet(isPresented: $isPresented, onDismiss: onDismiss) {
                    sheetContent().presentationDetents([.height(height)])
                }
        """
        let overlay = """
        content.overlay(alignment: .bottom) {
                    if isPresented { sheetContent().frame(height: height) }
                }
        """
        #expect(severity(Self.screen(presenter: presenter), filling: sheet, of: "PromptGrid") == .info)
        #expect(severity(Self.screen(presenter: presenter), filling: overlay, of: "PromptGrid") == .warning)
    }

    /// The same method presenting its closure itself, as a sheet's content or an overlay's.
    @Test func aModulesOwnSheetMethodVersusOneShowingAnOverlay() {
        let presenter = """
        extension View {
            func selfSizingSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                ⟪⟫
            }
        }
        """
        let sheet = "sheet(isPresented: isPresented, content: content)"
        let overlay = "overlay { if isPresented.wrappedValue { content() } }"
        #expect(severity(Self.screen(presenter: presenter), filling: sheet, of: "PromptGrid") == .info)
        #expect(severity(Self.screen(presenter: presenter), filling: overlay, of: "PromptGrid") == .warning)
    }

    /// A sheet whose close button calls the caller's `onClose`: the callback is no content;
    /// the trailing closure is.
    @Test func aSheetMethodWithACloseCallbackVersusAnOverlayOne() {
        let presenter = """
        extension View {
            func selfSizingSheet<Content: View>(isPresented: Binding<Bool>, onClose: @escaping () -> Void = {},
                                                @ViewBuilder content: @escaping () -> Content) -> some View {
                ⟪⟫ { NavigationStack { content().toolbar { Button("Close") { onClose() } } } }
            }
        }
        """
        let screen = Self.screen(presenter: presenter, call: ".selfSizingSheet(isPresented: $showingIntro, onClose: { showingIntro = false })")
        #expect(severity(screen, filling: "sheet(isPresented: isPresented)", of: "PromptGrid") == .info)
        #expect(severity(screen, filling: "overlay", of: "PromptGrid") == .warning)
    }

    /// A presenting method whose parameters are unlabelled: the trailing closure is the second.
    @Test func anUnlabelledSheetMethodVersusAnOverlayOne() {
        let presenter = """
        extension View {
            func modal<V: View>(_ shown: Binding<Bool>, _ content: @escaping () -> V) -> some View {
                ⟪⟫
            }
        }
        """
        let screen = Self.screen(presenter: presenter, call: ".modal($showingIntro)")
        #expect(severity(screen, filling: "sheet(isPresented: shown, content: content)", of: "PromptGrid") == .info)
        #expect(severity(screen, filling: "overlay { if shown.wrappedValue { content() } }", of: "PromptGrid") == .warning)
    }
}
