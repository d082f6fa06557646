import Testing
@testable import ModelValidationLocales

/// CLDR 42's cardinal rules (`plural`).
struct CLDRPluralDataCardinalTests {
    static func rules(of language: String) -> [(PluralCategory, String)]? {
        CLDRPluralData.cardinal.first { $0.languages.split(separator: " ").contains(Substring(language)) }?.rules
    }

    @Test func languagesAndGroups() {
        #expect(CLDRPluralData.cardinal.count == 39)
        #expect(CLDRPluralData.cardinal.reduce(0) { $0 + $1.languages.split(separator: " ").count } == 216)
    }

    @Test func rulesOfSomeLanguages() throws {
        #expect(try #require(Self.rules(of: "ja")).isEmpty)
        #expect(try #require(Self.rules(of: "zh")).isEmpty)
        let russian = try #require(Self.rules(of: "ru"))
        #expect(russian.map(\.0) == [.one, .few, .many])
        #expect(russian.map(\.1) == [
            "v = 0 and i % 10 = 1 and i % 100 != 11",
            "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        ])
        #expect(try #require(Self.rules(of: "uk")).map(\.1) == russian.map(\.1))
        #expect(try #require(Self.rules(of: "ar")).map(\.0) == [.zero, .one, .two, .few, .many])
        #expect(try #require(Self.rules(of: "tr")).map(\.1) == ["n = 1"])
    }

    /// The tables give the categories CLDR's samples name.
    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "2", .other), ("fr", "0", .one), ("fr", "1.5", .one),
        ("fr", "1000000", .many), ("pl", "22", .few), ("pl", "25", .many), ("pl", "1.5", .other), ("cy", "3", .few),
        ("cy", "6", .many), ("lv", "0", .zero), ("lv", "21", .one), ("ga", "7", .many),
    ])
    func categories(language: String, sample: String, category: PluralCategory) throws {
        let rules = PluralRules.cardinal(for: try #require(LocaleIdentifier(language)))
        #expect(rules.category(for: try #require(PluralOperands(sample: sample))) == category)
    }
}
