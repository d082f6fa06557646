/// The month and weekday names an ICU pattern reads and writes for one locale (CLDR 42, as
/// ICU 72 has them).
///
/// Locales with names here: English (`en`, `en-US`, and `en-GB`, whose abbreviation of
/// September is `Sept`), German (`de`, `de-DE`) and French (`fr`, `fr-FR`). Parsing matches
/// wide and abbreviated names alike, ignoring ASCII case, and an abbreviation that ends with a
/// period also matches without it, as ICU does.
///
/// ```swift
/// ICUDateNames.forLocale("de_DE")?.shortMonths[8]   // "Sept."
/// ```
struct ICUDateNames: Sendable {
    let months: [String]
    let shortMonths: [String]
    let weekdays: [String]
    let shortWeekdays: [String]
    /// Lower-cased UTF-8 tables tried when parsing a month: wide, abbreviated, abbreviated
    /// without a final period.
    let monthTables: [[[UInt8]]]
    /// The same for weekdays.
    let weekdayTables: [[[UInt8]]]

    init(months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String]) {
        self.months = months
        self.shortMonths = shortMonths
        self.weekdays = weekdays
        self.shortWeekdays = shortWeekdays
        func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.lowercased().utf8) } }
        func withoutDot(_ names: [String]) -> [[UInt8]] {
            bytes(names.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 })
        }
        monthTables = [bytes(months), bytes(shortMonths), withoutDot(shortMonths)]
        weekdayTables = [bytes(weekdays), bytes(shortWeekdays), withoutDot(shortWeekdays)]
    }

    /// en-US.
    static let english = ICUDateNames(
        months: EnglishDateNames.months, shortMonths: EnglishDateNames.shortMonths,
        weekdays: EnglishDateNames.weekdays, shortWeekdays: EnglishDateNames.shortWeekdays)

    /// en-GB: as en-US, except `Sept`.
    static let british = ICUDateNames(
        months: EnglishDateNames.months,
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
        weekdays: EnglishDateNames.weekdays, shortWeekdays: EnglishDateNames.shortWeekdays)

    /// de.
    static let german = ICUDateNames(
        months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                 "November", "Dezember"],
        shortMonths: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
        weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
        shortWeekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."])

    /// fr.
    static let french = ICUDateNames(
        months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                 "novembre", "décembre"],
        shortMonths: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
        weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        shortWeekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."])

    /// The normalized form of a locale identifier: lower case, `-` as separator.
    static func normalized(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The names of a locale, or `nil` when this implementation has none for it.
    ///
    /// - Parameter locale: A locale identifier (`en-US`, `de_DE`, `fr`).
    /// - Returns: The names, or `nil`.
    static func forLocale(_ locale: String) -> ICUDateNames? {
        switch normalized(locale) {
        case "en", "en-us", "en-us-posix": return .english
        case "en-gb": return .british
        case "de", "de-de": return .german
        case "fr", "fr-fr": return .french
        default: return nil
        }
    }
}
