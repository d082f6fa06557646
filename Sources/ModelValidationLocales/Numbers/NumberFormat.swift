/// How one locale writes numbers in messages, as ICU's `DecimalFormat` does for a MessageFormat
/// argument (`{n, number}`, `#`, `{n, number, integer}`, `{n, number, percent}`).
///
/// The data is CLDR's: decimal and grouping separators, minus and percent signs, grouping
/// sizes from the standard pattern (`#,##0.###`, or `#,##,##0.###` in Hindi), and the digits
/// of the locale's default numbering system (Arabic-Indic in `ar`, Extended Arabic-Indic in
/// `fa`). Decimal style keeps at most three fraction digits, rounding half to even.
///
/// CLDR's `minimumGroupingDigits` (2 in Spanish and Polish) is kept but not applied by default:
/// ICU's `DecimalFormat`, which MessageFormat uses, ignores it, so Yii writes `1.000` in Spanish
/// and `1 000` in Polish.
///
/// ```swift
/// let german = NumberFormat.cldr(for: LocaleIdentifier("de")!)
/// german.format(1_000_000)              // "1.000.000"
/// german.format(2.5)                    // "2,5"
/// NumberFormat.cldr(for: LocaleIdentifier("ar")!).format(-1)   // "\u{61C}-١"
/// ```
package struct NumberFormat: Hashable, Sendable {
    /// The digits a locale writes numbers with.
    package enum Digits: Hashable, Sendable {
        /// `0123456789` (CLDR `latn`).
        case latin
        /// `٠١٢٣٤٥٦٧٨٩` (CLDR `arab`).
        case arabicIndic
        /// `۰۱۲۳۴۵۶۷۸۹` (CLDR `arabext`).
        case extendedArabicIndic

        /// The Unicode scalar value of the digit zero; the others follow it.
        var zero: UInt32 {
            switch self {
            case .latin: return 0x30
            case .arabicIndic: return 0x660
            case .extendedArabicIndic: return 0x6F0
            }
        }
    }

    /// A MessageFormat number style.
    package enum Style: Hashable, Sendable {
        /// `{n, number}` and `#`: grouped, up to three fraction digits.
        case decimal
        /// `{n, number, integer}`: grouped, rounded to an integer.
        case integer
        /// `{n, number, percent}`: times 100, rounded to an integer, with the locale's percent pattern.
        case percent
    }

    /// The digits used.
    package let digits: Digits
    /// The decimal separator (`,` in German).
    package let decimalSeparator: String
    /// The grouping separator (`.` in German, U+202F in French, U+00A0 in Russian).
    package let groupingSeparator: String
    /// The minus sign, with any direction mark CLDR puts in it (U+061C before `-` in Arabic).
    package let minusSign: String
    /// Text before the digits in percent style, the percent sign already in place.
    package let percentPrefix: String
    /// Text after the digits in percent style (`\u{A0}%` in German).
    package let percentSuffix: String
    /// Digits in the group next to the decimal point (3), 0 when the pattern does not group.
    package let primaryGroupingSize: Int
    /// Digits in each further group (3, or 2 in Hindi).
    package let secondaryGroupingSize: Int
    /// CLDR's minimum number of digits before the first separator is written (applied only on request).
    package let minimumGroupingDigits: Int
    /// What NaN is written as.
    package let notANumber: String

    /// A format from CLDR symbols and patterns.
    ///
    /// - Parameters:
    ///   - digits: The default numbering system's digits.
    ///   - decimal: The decimal separator.
    ///   - group: The grouping separator.
    ///   - minus: The minus sign.
    ///   - percentSign: The percent sign, substituted for `%` in `percentPattern`.
    ///   - decimalPattern: The standard decimal pattern, such as `#,##0.###`; only its grouping is read.
    ///   - percentPattern: The standard percent pattern, such as `#,##0 %`; its affixes are read.
    ///   - minimumGroupingDigits: CLDR's minimum grouping digits.
    ///   - notANumber: The NaN symbol.
    package init(
        digits: Digits, decimal: String, group: String, minus: String, percentSign: String,
        decimalPattern: String, percentPattern: String, minimumGroupingDigits: Int, notANumber: String
    ) {
        self.digits = digits
        decimalSeparator = decimal
        groupingSeparator = group
        minusSign = minus
        self.minimumGroupingDigits = minimumGroupingDigits
        self.notANumber = notANumber
        (primaryGroupingSize, secondaryGroupingSize) = NumberFormat.groupingSizes(of: decimalPattern)
        let pattern = Array(percentPattern.unicodeScalars)
        let isNumberPart: (Unicode.Scalar) -> Bool = { "#0,.".unicodeScalars.contains($0) }
        let first = pattern.firstIndex(where: isNumberPart) ?? pattern.count
        let last = pattern.lastIndex(where: isNumberPart) ?? (pattern.count - 1)
        func affix(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var text = ""
            for scalar in scalars {
                if scalar == "%" { text += percentSign } else { text.unicodeScalars.append(scalar) }
            }
            return text
        }
        percentPrefix = affix(pattern[..<first])
        percentSuffix = affix(pattern[min(last + 1, pattern.count)...])
    }

    /// Primary and secondary grouping sizes of a pattern's integer part.
    private static func groupingSizes(of pattern: String) -> (Int, Int) {
        var groups: [Int] = []
        var current = 0
        for character in pattern.unicodeScalars {
            if character == "." { break }
            if character == "," {
                groups.append(current)
                current = 0
            } else if character == "#" || character == "0" {
                current += 1
            }
        }
        guard !groups.isEmpty else { return (0, 0) }
        let secondary = groups.count >= 2 ? groups[groups.count - 1] : current
        return (current, secondary)
    }

    /// CLDR root's format (also English's): `1,234.5`, `-1`, `50%`.
    package static let root = NumberFormat(
        digits: .latin, decimal: ".", group: ",", minus: "-", percentSign: "%",
        decimalPattern: "#,##0.###", percentPattern: "#,##0%", minimumGroupingDigits: 1, notANumber: "NaN"
    )

    /// The format ICU uses for a locale: the most specific CLDR entry on the locale's fallback
    /// chain (`de-CH`, else `de`; `zh-HK` reads `zh-Hant`), else the language's (`sr-Latn`
    /// writes numbers as `sr` does, so the table lists no entry for it), else root.
    package static func cldr(for locale: LocaleIdentifier) -> NumberFormat {
        for candidate in locale.fallbackChain {
            if let format = cldrTable[candidate.description] { return format }
        }
        return cldrTable[locale.language] ?? root
    }
}
