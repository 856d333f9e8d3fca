import Testing
@testable import Analyzer

/// `TypeNameParts` reads printed types on their UTF-8 bytes: the delimiters are ASCII, so
/// names in any script split at the same places as they are written.
@Suite struct TypeNamePartsTests {
    @Test func genericArgumentsSplitAtTheTopLevelOnly() {
        let parts = TypeNameParts("Dictionary<String, Array<(Int, Bool)>>")
        #expect(parts.head == "Dictionary")
        #expect(parts.arguments == ["String", "Array<(Int, Bool)>"])
        #expect(TypeNameParts("Text").arguments.isEmpty)
    }

    @Test func namesInOtherScriptsKeepEveryCharacter() {
        let parts = TypeNameParts("Café<Crème, 视图<Ünïcode>,  🍵 >")
        #expect(parts.head == "Café")
        #expect(parts.arguments == ["Crème", "视图<Ünïcode>", "🍵"])
        #expect(TypeNameParts.elementType(of: "Array<Café>") == "Café")
        #expect(TypeNameParts.elementType(of: "Binding<Array<视图>>") == "Binding<视图>")
    }
}

/// Every catalog template is expanded by scanning for `{…}` holes: each hole must close.
@Suite struct CatalogTemplateTests {
    @Test func everyTemplateHoleCloses() {
        var templates = ViewCatalog.entries.map(\.template)
        for spec in ModifierCatalog.entries {
            switch spec.result {
            case .modifier(let template), .wrapper(let template): templates.append(template)
            default: break
            }
        }
        #expect(templates.count > 40)
        for template in templates {
            var depth = 0
            for byte in template.utf8 {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
                #expect(depth == 0 || depth == 1, "\(template)")
            }
            #expect(depth == 0, "an unclosed hole in \(template)")
        }
    }
}
