import Foundation
import Testing
@testable import Analyzer

/// The path, search and JSON helpers that stand in for Foundation's (not linked on Linux) must
/// answer as Foundation did: reports, configuration lookup and fix-its depend on them.
@Suite struct SystemTextTests {
    @Test func deletingTheLastPathComponentMatchesNSString() {
        #expect(PathText.deletingLastComponent("/Users/me/App/Sources/View.swift") == "/Users/me/App/Sources")
        #expect(PathText.deletingLastComponent("/Users/me/App/") == "/Users/me")
        #expect(PathText.deletingLastComponent("/App") == "/")
        #expect(PathText.deletingLastComponent("/") == "/")
        #expect(PathText.deletingLastComponent("View.swift") == "")
        #expect(PathText.deletingLastComponent("Sources/View.swift") == "Sources")
    }

    @Test func appendingAPathComponentPutsOneSlashBetween() {
        #expect(PathText.appending(".viewlint.json", to: "/Users/me/App") == "/Users/me/App/.viewlint.json")
        #expect(PathText.appending("Package.swift", to: "/Users/me/App/") == "/Users/me/App/Package.swift")
        #expect(PathText.appending("/Sources", to: "/App") == "/App/Sources")
        #expect(PathText.appending("Package.swift", to: "") == "Package.swift")
    }

    @Test func theLastRangeIsTheLastOccurrence() {
        let call = ".opacity(isHighlighted ? 0.5 : 1).padding(0.5)"
        let range = call.lastRange(of: "0.5")
        #expect(range.map { call[$0.lowerBound...] } == "0.5)")
        #expect(call.lastRange(of: "scale") == nil)
        #expect("".lastRange(of: "x") == nil)
    }

    @Test func replacingComparesScalarsAsFoundationDoes() {
        // GitHub's annotation escapes `\r` and `\n` one by one, even in a `\r\n` line break.
        #expect("a\r\nb".replacingAll("\n", with: "%0A") == "a\r%0Ab")
        #expect("1_000_000".replacingAll("_", with: "") == "1000000")
        #expect("a|b|c".replacingAll("|", with: "\\|") == "a\\|b\\|c")
    }

    @Test func trimmingLeavesInnerSpaces() {
        #expect("  rule-a , ".trimmingWhitespace() == "rule-a ,")
        #expect("\n main \n".trimmingWhitespace(newlines: true) == "main")
        #expect("\n main \n".trimmingWhitespace() == "\n main \n")
    }

    @Test func jsonReadsAsJSONSerializationDid() throws {
        let object = try #require(JSONObject.parse(Data(#"{"version": 1, "rules": {"non-pod-view": "off"}, "exclude": ["Generated/**"], "x": null, "scale": 1.5}"#.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["rules"] as? [String: Any])?["non-pod-view"] as? String == "off")
        #expect(object["exclude"] as? [String] == ["Generated/**"])
        #expect(object["x"] is JSONObject.Null)
        #expect(object["scale"] as? Double == 1.5)
        #expect(JSONObject.parse(Data("{".utf8)) == nil)
    }

    @Test func jsonIsWrittenAsJSONSerializationWroteIt() {
        let text = JSONText.of(["b": [Any](), "B": [String: Any](), "a": ["line\n\"q\"\u{1}/", true, 3]] as [String: Any])
        #expect(text == """
        {
          "a" : [
            "line\\n\\"q\\"\\u0001/",
            true,
            3
          ],
          "b" : [

          ],
          "B" : {

          }
        }

        """)
    }
}
