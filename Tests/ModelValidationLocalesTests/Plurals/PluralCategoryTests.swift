import Testing
@testable import ModelValidationLocales

/// CLDR's six plural categories, as rules and messages spell them.
struct PluralCategoryTests {
    @Test func theCategoriesInCLDROrder() {
        #expect(PluralCategory.allCases.map(\.keyword) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory(rawValue: "few") == .few)
        #expect(PluralCategory(rawValue: "Few") == nil)
    }

    /// The examples of the categories' documentation.
    @Test(arguments: [
        ("ar", 0, PluralCategory.zero), ("lv", 10, .zero), ("en", 1, .one), ("ru", 21, .one), ("ar", 2, .two),
        ("sl", 102, .two), ("ru", 3, .few), ("ar", 10, .few), ("ru", 5, .many), ("ar", 99, .many), ("ja", 1, .other),
    ])
    func documentedExamples(language: String, number: Int, category: PluralCategory) throws {
        let rules = PluralRules.cardinal(for: try #require(LocaleIdentifier(language)))
        #expect(rules.category(for: try #require(PluralOperands(sample: String(number)))) == category)
    }
}
