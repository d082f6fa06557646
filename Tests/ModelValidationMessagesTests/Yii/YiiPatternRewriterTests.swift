import Testing
import ModelValidationValues
@testable import ModelValidationMessages

/// Yii's step before ICU: named placeholders numbered in order of first appearance, unknown
/// ones quoted so that ICU prints them, sub-messages rewritten too.
struct YiiPatternRewriterTests {
    static func rewrite(_ template: String, _ arguments: MessageArguments) -> (String, [AttributeValue])? {
        YiiPatternRewriter.rewrite(template, arguments: arguments).map { (String(decoding: $0.pattern, as: UTF8.self), $0.values) }
    }

    @Test func knownPlaceholdersAreNumberedAndUnknownOnesQuoted() throws {
        let rewritten = try #require(Self.rewrite("{attribute} {unknown, number}", ["attribute": "Name"]))
        #expect(rewritten.0 == "{0} '{'unknown, number'}'")
        #expect(rewritten.1 == ["Name"])
    }

    @Test(arguments: [
        ("{a} and {a} {b}", "{0} and {0} {1}", [AttributeValue.int(1), .int(2)]),
        ("{b} {a}", "{0} {1}", [.int(2), .int(1)]),
        ("{ a }!", "{0}!", [.int(1)]),
        ("{a, number, integer}", "{0, number, integer}", [.int(1)]),
        ("{n, plural, one{# item} other{# items}}", "{0, plural, one{# item} other{# items}}", [.int(3)]),
        ("no placeholders", "no placeholders", []),
        ("a}", "a}", []),
    ])
    func rewrites(template: String, pattern: String, values: [AttributeValue]) throws {
        let rewritten = try #require(Self.rewrite(template, ["a": 1, "b": 2, "n": 3]))
        #expect(rewritten.0 == pattern)
        #expect(rewritten.1 == values)
    }

    /// Placeholders inside sub-messages are numbered too, after the ones before them.
    @Test func subMessagesAreRewritten() throws {
        let rewritten = try #require(Self.rewrite("{n, plural, other{{attribute} has # items}} {x}", ["n": 2, "attribute": "Cart"]))
        #expect(rewritten.0 == "{0, plural, other{{1} has # items}} '{'x'}'")
        #expect(rewritten.1 == [2, "Cart"])
    }

    /// An unknown plural is quoted whole, its sub-messages' braces too.
    @Test func anUnknownPluralIsQuotedWhole() throws {
        let rewritten = try #require(Self.rewrite("{x, plural, one{#} other{#s}}", [:]))
        #expect(rewritten.0 == "'{'x, plural, one'{'#'}' other'{'#s'}''}'")
    }

    /// Yii gives up when the braces do not balance or a plural has no sub-messages; this
    /// package also when sub-messages nest deeper than 32 levels (Yii has no limit; see
    /// Docs/YiiCompatibility.md).
    @Test func whereYiiGivesUp() {
        #expect(Self.rewrite("{a", ["a": 1]) == nil)
        #expect(Self.rewrite("{a}}", ["a": 1]) == nil)
        #expect(Self.rewrite("{n, plural}", ["n": 1]) == nil)
        func nested(_ depth: Int) -> String {
            String(repeating: "{n, select, other{", count: depth) + "x" + String(repeating: "}}", count: depth)
        }
        #expect(Self.rewrite(nested(32), ["n": 1]) != nil)
        #expect(Self.rewrite(nested(33), ["n": 1]) == nil)
    }

    @Test func tokens() throws {
        let tokens = try #require(YiiPatternRewriter.tokenize(Array("a{b}c{d,e,f,g}".utf8)[...]))
        let spelled = tokens.map { token -> String in
            switch token {
            case .text(let text): return "text(" + String(decoding: text, as: UTF8.self) + ")"
            case .placeholder(let parts): return "(" + parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|") + ")"
            }
        }
        #expect(spelled == ["text(a)", "(b)", "text(c)", "(d|e|f,g)", "text()"])
    }
}
