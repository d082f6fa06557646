import Testing
@testable import ModelValidationLocales

struct PluralRulesTests {
    private func category(_ language: String, _ value: Int) throws -> PluralCategory {
        PluralRules.cardinal(for: try #require(LocaleIdentifier(language))).category(for: PluralOperands(value))
    }

    private func category(_ language: String, _ sample: String) throws -> PluralCategory {
        PluralRules.cardinal(for: try #require(LocaleIdentifier(language))).category(for: try #require(PluralOperands(sample: sample)))
    }

    @Test(arguments: ["ru", "uk"])
    func russianAndUkrainian(language: String) throws {
        for value in [1, 21, 101, 1001, -1] { #expect(try category(language, value) == .one) }
        for value in [2, 3, 4, 22, 104] { #expect(try category(language, value) == .few) }
        for value in [0, 5, 11, 12, 14, 20, 25, 111, 1000, 1_000_000] { #expect(try category(language, value) == .many) }
        for sample in ["1.5", "2.5", "0.1"] { #expect(try category(language, sample) == .other) }
    }

    @Test func polish() throws {
        #expect(try category("pl", 1) == .one)
        for value in [2, 3, 4, 22, 23, 24, 102] { #expect(try category("pl", value) == .few) }
        for value in [0, 5, 11, 12, 13, 14, 21, 25, 1000] { #expect(try category("pl", value) == .many) }
        #expect(try category("pl", "1.5") == .other)
    }

    @Test func arabicHasSixCategories() throws {
        #expect(try category("ar", 0) == .zero)
        #expect(try category("ar", 1) == .one)
        #expect(try category("ar", 2) == .two)
        for value in [3, 10, 103, 110] { #expect(try category("ar", value) == .few) }
        for value in [11, 21, 99, 111] { #expect(try category("ar", value) == .many) }
        for value in [100, 101, 102, 1000, 1_000_000] { #expect(try category("ar", value) == .other) }
        #expect(try category("ar", "2.5") == .other)
        #expect(PluralRules.cardinal(for: try #require(LocaleIdentifier("ar"))).categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test(arguments: ["ja", "zh", "zh-TW", "ko", "th", "vi", "id"])
    func onlyOtherInEastAsianLanguages(language: String) throws {
        let rules = PluralRules.cardinal(for: try #require(LocaleIdentifier(language)))
        #expect(rules.categories == [.other])
        #expect(rules.category(for: PluralOperands(1)) == .other)
    }

    @Test func frenchAndPortugueseCountZeroAsOne() throws {
        #expect(try category("fr", 0) == .one)
        #expect(try category("fr", "1.5") == .one)
        #expect(try category("fr", 2) == .other)
        #expect(try category("fr", 1_000_000) == .many)
        #expect(try category("pt-BR", 0) == .one)
        #expect(try category("pt", 1) == .one)
        // Portugal has its own rule: zero is not `one` there.
        #expect(try category("pt-PT", 0) == .other)
        #expect(try category("pt-PT", 1) == .one)
    }

    /// `i` of an integer part beyond 18 digits is its last 18 digits, as ICU reads it, while `n`
    /// is the whole number: 1e20 is `one` in French (`i = 0,1`) and not `many` in Spanish
    /// (`i != 0 and i % 1000000 = 0`), as Yii2 on ICU 72 writes them.
    @Test func anIntegerPartBeyond18DigitsKeepsItsLast18ForI() throws {
        #expect(try category("fr", "100000000000000000000") == .one)
        #expect(try category("fr", "1000000000000000000001") == .one)
        #expect(try category("fr", "1000000000000000000002") == .other)
        #expect(try category("es", "100000000000000000000") == .other)
        #expect(try category("es", "1000000000000000000") == .other)
        #expect(try category("es", "999000000000001000000") == .many)
        // `i` is 1 there, so English says `one` (`i = 1 and v = 0`); `n` is the whole number:
        // not 1 in Spanish (`n = 1`), not 0 in Arabic.
        #expect(try category("en", "100000000000000000001") == .one)
        #expect(try category("es", "100000000000000000001") == .other)
        #expect(try category("ar", "100000000000000000000") == .other)
        #expect(try category("ar", "100000000000000000003") == .few)
    }

    @Test func germanicOneNeedsNoVisibleFraction() throws {
        #expect(try category("de", 1) == .one)
        #expect(try category("de", "1.0") == .other)
        #expect(try category("en", "1.5") == .other)
    }

    @Test func unknownLanguagesHaveOnlyOther() throws {
        #expect(try category("kz", 1) == .other)
        #expect(try category("xx", 1) == .other)
    }

    @Test func ordinals() throws {
        let english = PluralRules.ordinal(for: .english)
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map { english.category(for: PluralOperands($0)) }
            == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one])
        #expect(PluralRules.ordinal(for: try #require(LocaleIdentifier("fr"))).category(for: PluralOperands(1)) == .one)
        #expect(PluralRules.ordinal(for: try #require(LocaleIdentifier("de"))).categories == [.other])
    }

    @Test func everyBuiltInRuleParses() throws {
        for entry in CLDRPluralData.cardinal + CLDRPluralData.ordinal {
            #expect(throws: Never.self) { try PluralRules(entry.rules) }
        }
        #expect(PluralRules.cardinalTable.count == 216)
        #expect(PluralRules.ordinalTable.count == 102)
    }

    @Test func everyYiiLanguageHasRules() {
        // Every Yii language is in CLDR 42's plural data but Yii's `kz` folder (not a language
        // code) and Tajik, which CLDR 42 has no rules for: ICU then uses `other` alone, as here.
        let missing = YiiCatalogs.locales.filter { PluralRules.cardinalTable[$0.language] == nil }.map(\.description)
        #expect(missing == ["kz", "tg"])
        #expect(PluralRules.cardinal(for: LocaleIdentifier(builtIn: "tg")).categories == [.other])
    }

    @Test func initRejectsBadRules() {
        #expect(throws: PluralRuleError.self) { try PluralRules([(.one, "n = ")]) }
    }
}
