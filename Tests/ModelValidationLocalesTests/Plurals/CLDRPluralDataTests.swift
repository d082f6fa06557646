import Testing
@testable import ModelValidationLocales

/// The shape of both tables of CLDR plural data: every language once, categories in CLDR order,
/// `other` left implied, every condition readable.
struct CLDRPluralDataTests {
    @Test(arguments: [("cardinal", CLDRPluralData.cardinal), ("ordinal", CLDRPluralData.ordinal)])
    func everyTableIsWellFormed(kind: String, table: [CLDRPluralData.Entry]) throws {
        var seen = Set<String>()
        for entry in table {
            for language in entry.languages.split(separator: " ") {
                #expect(seen.insert(String(language)).inserted, "\(kind): \(language) twice")
                #expect(LocaleIdentifier(language) != nil, "\(kind): \(language)")
            }
            let categories = entry.rules.map(\.0)
            #expect(!categories.contains(.other), "\(kind): \(entry.languages)")
            #expect(categories == categories.sorted { PluralCategory.allCases.firstIndex(of: $0)! < PluralCategory.allCases.firstIndex(of: $1)! })
            for (_, condition) in entry.rules { #expect(throws: Never.self) { try PluralRule(condition) } }
        }
        #expect(seen.contains("und"))
    }
}

extension CLDRPluralData.Entry: CustomTestStringConvertible {
    public var testDescription: String { languages }
}
