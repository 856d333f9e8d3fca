import Testing
@testable import Analyzer
@Test func placeholder() {}
