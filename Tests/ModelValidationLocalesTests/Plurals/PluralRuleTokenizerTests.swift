import Testing
@testable import ModelValidationLocales

/// The tokens of a CLDR plural condition; samples after `@` are not read.
struct PluralRuleTokenizerTests {
    static func tokens(_ source: String) -> [PluralRuleTokenizer.Token] {
        var tokenizer = PluralRuleTokenizer(source)
        var tokens: [PluralRuleTokenizer.Token] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    @Test func aConditionAndItsSamples() {
        #expect(Self.tokens("n % 10 = 1 and n % 100 != 11 @integer 1, 21, 31") == [
            .word("n"), .percent, .number(10), .equals, .number(1), .word("and"),
            .word("n"), .percent, .number(100), .notEquals, .number(11),
        ])
    }

    @Test func rangesAndLists() {
        #expect(Self.tokens("i = 2..4,7\tor v!=0") == [
            .word("i"), .equals, .number(2), .dots, .number(4), .comma, .number(7), .word("or"), .word("v"), .notEquals, .number(0),
        ])
        #expect(Self.tokens("") == [])
        #expect(Self.tokens("  @decimal 1.5") == [])
    }

    /// What no rule contains: a lone `!` or `.`, other symbols, capitals, a number beyond 64 bits.
    @Test func invalidTokens() {
        #expect(Self.tokens("n > 1") == [.word("n"), .invalid(">"), .number(1)])
        #expect(Self.tokens("!x") == [.invalid("!"), .word("x")])
        #expect(Self.tokens("1.5") == [.number(1), .invalid("."), .number(5)])
        #expect(Self.tokens("N") == [.invalid("N")])
        #expect(Self.tokens("18446744073709551615") == [.number(UInt64.max)])
        #expect(Self.tokens("18446744073709551616").first == .invalid("6"))
    }

    @Test func peekingAndSkipping() {
        var tokenizer = PluralRuleTokenizer("n = 1")
        let first = tokenizer.peek(), again = tokenizer.peek()
        let skippedEquals = tokenizer.skip(.equals), skippedN = tokenizer.skip(.word("n")), skippedThen = tokenizer.skip(.equals)
        let last = tokenizer.next(), afterPeek = tokenizer.peek(), afterNext = tokenizer.next()
        #expect(first == .word("n") && again == .word("n"))
        #expect(!skippedEquals && skippedN && skippedThen)
        #expect(last == .number(1))
        #expect(afterPeek == nil && afterNext == nil)
    }

    @Test func tokensAreDescribedAsWritten() {
        let described = [PluralRuleTokenizer.Token.word("mod"), .number(7), .percent, .equals, .notEquals, .dots, .comma, .invalid("?")]
            .map(\.description)
        #expect(described == ["`mod`", "`7`", "`%`", "`=`", "`!=`", "`..`", "`,`", "`?`"])
    }
}
