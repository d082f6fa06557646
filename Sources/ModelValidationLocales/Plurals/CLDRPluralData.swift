/// CLDR's plural rules as data: for each group of languages, a condition per category.
///
/// The rules are facts; ``PluralRule`` is this package's own parser and evaluator for them.
enum CLDRPluralData {
    /// Languages (space-separated CLDR codes) and their rules; `other` is implied.
    struct Entry {
        /// The languages, e.g. `"ru uk"`; `pt-PT` is the one regional entry.
        let languages: String
        /// Category and condition, in CLDR order.
        let rules: [(PluralCategory, String)]
    }
}
