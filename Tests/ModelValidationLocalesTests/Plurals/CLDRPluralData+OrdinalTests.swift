import Testing
@testable import ModelValidationLocales

/// CLDR 42's ordinal rules (`selectordinal`).
struct CLDRPluralDataOrdinalTests {
    static func rules(of language: String) -> [(PluralCategory, String)]? {
        CLDRPluralData.ordinal.first { $0.languages.split(separator: " ").contains(Substring(language)) }?.rules
    }

    @Test func languagesAndGroups() {
        #expect(CLDRPluralData.ordinal.count == 24)
        #expect(CLDRPluralData.ordinal.reduce(0) { $0 + $1.languages.split(separator: " ").count } == 102)
    }

    @Test func rulesOfSomeLanguages() throws {
        #expect(try #require(Self.rules(of: "de")).isEmpty)
        #expect(try #require(Self.rules(of: "ru")).isEmpty)
        #expect(try #require(Self.rules(of: "en")).map(\.1) == [
            "n % 10 = 1 and n % 100 != 11", "n % 10 = 2 and n % 100 != 12", "n % 10 = 3 and n % 100 != 13",
        ])
        #expect(try #require(Self.rules(of: "fr")).map(\.0) == [.one])
    }

    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "2", .two), ("en", "3", .few), ("en", "4", .other), ("en", "11", .other),
        ("en", "12", .other), ("en", "13", .other), ("en", "21", .one), ("en", "102", .two), ("fr", "1", .one),
        ("fr", "2", .other), ("de", "1", .other), ("it", "8", .many), ("it", "11", .many), ("it", "7", .other),
    ])
    func categories(language: String, sample: String, category: PluralCategory) throws {
        let rules = PluralRules.ordinal(for: try #require(LocaleIdentifier(language)))
        #expect(rules.category(for: try #require(PluralOperands(sample: sample))) == category)
    }
}
