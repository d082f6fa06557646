import Testing
@testable import ModelValidationLocales

struct PluralRuleTests {
    private func holds(_ rule: String, _ sample: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let operands = try #require(PluralOperands(sample: sample), sourceLocation: sourceLocation)
        return try PluralRule(rule).matches(operands)
    }

    @Test func equalityAndRanges() throws {
        #expect(try holds("n = 1", "1"))
        #expect(try holds("n = 1", "1.0"))
        #expect(try !holds("n = 1", "1.5"))
        #expect(try holds("n = 0..1", "0"))
        #expect(try !holds("n = 0..1", "0.5"))
        #expect(try holds("i = 0..1", "0.5"))
        #expect(try holds("n % 100 = 3..10", "103"))
        #expect(try !holds("n % 100 = 3..10", "111"))
        #expect(try holds("n % 10 = 3..4,9", "29"))
        #expect(try !holds("n % 10 = 3..4,9", "25"))
    }

    @Test func negationHoldsForNonIntegers() throws {
        #expect(try holds("n != 1", "1.5"))
        #expect(try !holds("n != 1", "1"))
        #expect(try holds("n % 100 != 11,71,91", "21"))
        #expect(try !holds("n % 100 != 11,71,91", "171"))
    }

    @Test func andBindsTighterThanOr() throws {
        let rule = "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"
        #expect(try holds(rule, "21"))
        #expect(try !holds(rule, "11"))
        #expect(try holds(rule, "0.1"))
        #expect(try holds(rule, "2.21"))
        #expect(try !holds(rule, "2.11"))
    }

    @Test func fractionOperands() throws {
        #expect(try holds("v = 2 and f % 100 = 11..19", "0.15"))
        #expect(try holds("t = 5", "1.50"))
        #expect(try holds("w = 1", "1.50"))
        #expect(try holds("v = 2", "1.50"))
        #expect(try holds("f = 50", "1.50"))
        #expect(try holds("n = 1 or t != 0 and i = 0,1", "0.1"))
        #expect(try !holds("n = 1 or t != 0 and i = 0,1", "0.0"))
    }

    @Test func compactExponent() throws {
        let many = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"
        #expect(try holds(many, "1000000"))
        #expect(try holds(many, "1c6"))
        #expect(try !holds(many, "1c3"))
        #expect(try holds(many, "1.5c6"))
        #expect(try !holds(many, "1000"))
        #expect(try holds("c = 3", "1.1c3"))
    }

    @Test func emptyConditionAlwaysHolds() throws {
        #expect(try PluralRule("").matches(PluralOperands(42)))
        #expect(try PluralRule("  @integer 0~15").matches(PluralOperands(42)))
    }

    @Test(arguments: [
        ("n", "expected `=` or `!=`, found the end"),
        ("x = 1", "expected an operand, found `x`"),
        ("n == 1", "expected a number in a range list"),
        ("n = 1 and", "expected an operand, found the end"),
        ("n = 1 xor i = 2", "expected `and` or `or`, found `xor`"),
        ("n % 0 = 1", "expected a positive modulus after `%`"),
        ("n = 5..3", "expected a range end not below 5"),
        ("n = 1,", "expected a number in a range list"),
        ("n = 99999999999999999999", "expected a number in a range list"),
    ])
    func rejectsMalformedRules(rule: String, problem: String) {
        #expect(throws: PluralRuleError(rule: rule, problem: problem)) { try PluralRule(rule) }
    }

    @Test func errorDescriptionNamesTheRule() {
        #expect(PluralRuleError(rule: "n ==", problem: "p").description == "invalid plural rule \"n ==\": p")
    }
}
