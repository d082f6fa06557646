import Testing
@testable import ModelValidationPatterns

struct PCREPatternECMAScriptTests {
    static let blanks: [UInt32] = [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20]

    @Test(arguments: [
        ("/[A-Z]/", true), ("/^[a-z]+$/", true), ("/a|b/", true), ("/(?:ab)+/", true), ("/x?y/", true),
        ("/^\\s*$/", false), ("/a*/", false), ("/a|\\s/", false), ("/[^a]/", false), ("/(?=a)/", false), ("/a?/", false),
        ("/[a-z]/i", true), ("/\\d/u", true),
    ])
    func requiresANonBlankCharacter(_ source: String, _ expected: Bool) throws {
        #expect(try PCREPattern(source).requiresCharacter(outside: Self.blanks) == expected)
    }

    @Test func translatesThroughItsSource() throws {
        #expect(try PCREPattern("/^ab$/").ecmaScript(bound: .atMost) == #"^ab(?![\s\S])"#)
    }
}
