/// The plural rules of one language: an ordered condition per category, `other` for the rest.
///
/// ```swift
/// let russian = PluralRules.cardinal(for: LocaleIdentifier("ru")!)
/// russian.category(for: PluralOperands(21))   // .one
/// russian.category(for: PluralOperands(5))    // .many
/// ```
package struct PluralRules: Hashable, Sendable {
    /// The categories other than `other` that have a condition, in CLDR order (zero, one, two, few, many).
    package let ruledCategories: [PluralCategory]
    /// The condition of each of ``ruledCategories``, in the same order.
    package let conditions: [PluralRule]

    /// Rules that select `other` for every number (Japanese, Chinese, and languages CLDR does not know).
    package static let otherOnly = PluralRules(ruledCategories: [], conditions: [])

    /// Parses a rule set.
    ///
    /// - Parameter rules: Category and condition pairs; `other` needs none (and any given is ignored).
    /// - Throws: ``PluralRuleError`` for a condition that does not parse.
    package init(_ rules: [(PluralCategory, String)]) throws(PluralRuleError) {
        var categories: [PluralCategory] = []
        var conditions: [PluralRule] = []
        for category in PluralCategory.allCases where category != .other {
            for (given, text) in rules where given == category {
                categories.append(category)
                conditions.append(try PluralRule(text))
            }
        }
        self.init(ruledCategories: categories, conditions: conditions)
    }

    private init(ruledCategories: [PluralCategory], conditions: [PluralRule]) {
        self.ruledCategories = ruledCategories
        self.conditions = conditions
    }

    /// The category of a number: the first whose condition holds, else `other`.
    package func category(for operands: PluralOperands) -> PluralCategory {
        for (index, condition) in conditions.enumerated() where condition.matches(operands) { return ruledCategories[index] }
        return .other
    }

    /// The categories this language distinguishes, `other` last.
    package var categories: [PluralCategory] { ruledCategories + [.other] }
}

extension PluralRules {
    /// The cardinal rules (`plural`) for a locale, as ICU picks them: the most specific entry on
    /// the locale's fallback chain (CLDR has regional rules for `pt-PT`), else the language's
    /// (the rules do not depend on the script: `sr-Latn` counts as `sr`), else `other` only.
    package static func cardinal(for locale: LocaleIdentifier) -> PluralRules {
        lookup(locale, in: cardinalTable)
    }

    /// The ordinal rules (`selectordinal`) for a locale, looked up as ``cardinal(for:)``.
    package static func ordinal(for locale: LocaleIdentifier) -> PluralRules {
        lookup(locale, in: ordinalTable)
    }

    private static func lookup(_ locale: LocaleIdentifier, in table: [String: PluralRules]) -> PluralRules {
        for candidate in locale.fallbackChain {
            if let rules = table[candidate.description] { return rules }
        }
        return table[locale.language] ?? .otherOnly
    }

    /// CLDR's cardinal rules, parsed on first use.
    static let cardinalTable: [String: PluralRules] = table(CLDRPluralData.cardinal)
    /// CLDR's ordinal rules, parsed on first use.
    static let ordinalTable: [String: PluralRules] = table(CLDRPluralData.ordinal)

    /// Parses each distinct rule set once and lists it under each of its languages. The data is
    /// the package's own and its test parses every entry; an entry that fails gives `other` only.
    private static func table(_ data: [CLDRPluralData.Entry]) -> [String: PluralRules] {
        var table: [String: PluralRules] = [:]
        for entry in data {
            let rules = (try? PluralRules(entry.rules)) ?? .otherOnly
            for language in entry.languages.split(separator: " ") { table[String(language)] = rules }
        }
        return table
    }
}
