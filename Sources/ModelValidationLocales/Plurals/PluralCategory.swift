/// A CLDR plural category: the keyword a `plural` or `selectordinal` argument selects.
///
/// Every language uses `other`; which of the others it uses depends on its rules (Japanese and
/// Chinese none, English `one`, Russian `one`, `few` and `many`, Arabic all six).
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// `zero`, as in Arabic `0` or Latvian `10`.
    case zero
    /// `one`, as in English `1` or Russian `21`.
    case one
    /// `two`, as in Arabic `2` or Slovenian `102`.
    case two
    /// `few`, as in Russian `2`–`4` or Arabic `3`–`10`.
    case few
    /// `many`, as in Russian `5`–`20` or Arabic `11`–`99`.
    case many
    /// `other`: everything the language's rules do not single out.
    case other

    /// The keyword as written in rules and messages (`"few"`).
    package var keyword: String { rawValue }
}
