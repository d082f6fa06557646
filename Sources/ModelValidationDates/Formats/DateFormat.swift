#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A date format as Yii's `date`, `datetime` and `time` validators take it: `php:` plus a PHP
/// `createFromFormat` format, an ICU pattern, or a preset name (`short`, `medium`, `long`,
/// `full`), compiled once.
///
/// Use ``timestamp(from:timeZone:defaultTimeZone:strict:now:)`` for Yii's parsing rules (which
/// zone applies, midnight for date-only PHP formats, the strict round trip), ``parse(_:timeZone:now:)``
/// for a plain parse in one zone, and ``format(_:timeZone:)`` to write a timestamp back (Yii
/// writes `timestampAttributeFormat` with the PHP format ``timestampWriter(_:locale:)`` makes).
///
/// ```swift
/// let f = try DateFormat("php:Y-m-d")
/// f.timestamp(from: "2013-09-13", timeZone: .utc, defaultTimeZone: .utc, now: 0)   // 1379030400
/// f.format(1_379_030_400, timeZone: try TZ("Europe/Berlin"))                        // "2013-09-13"
/// ```
public struct DateFormat: Sendable {
    enum Engine: Sendable {
        case php(PHPDateFormat)
        case icu(ICUDatePattern)
    }

    /// The format as given (with `php:` if it had it).
    public let source: String
    /// The kind the format was made for.
    public let type: DateKind
    /// The ICU pattern a preset resolved to, the ICU pattern itself, or the PHP format without
    /// `php:`.
    public let pattern: String
    /// Whether the format was a preset name.
    public let isPreset: Bool
    /// Whether Yii reads values of this format in `timeZone` (`true`) or in `defaultTimeZone`
    /// (`false`): PHP formats containing one of `HhGgisU`, ICU patterns containing one of
    /// `ahHkKmsSA` (both checked character by character, quotes included, as Yii does), and
    /// presets of type datetime or time.
    public let hasTimeInfo: Bool
    let engine: Engine

    /// Compiles a format.
    ///
    /// PHP formats are accepted with any locale (PHP parses English only). ICU patterns with
    /// month or weekday names need a locale whose names are known (`en`, `en-US`, `en-GB`, `de`,
    /// `fr`); ICU patterns that contain only numeric fields and literals
    /// parse the same in every locale. Presets need en-US, or `short`/`medium` in `de`, `en-GB`
    /// or `fr` (see ``DateFormatPresets/pattern(for:type:locale:)``).
    ///
    /// - Parameters:
    ///   - format: `php:…`, an ICU pattern, or `short`/`medium`/`long`/`full`.
    ///   - type: The kind, used to resolve preset names.
    ///   - locale: The locale identifier.
    /// - Throws: ``DateFormatError``: `date.unsupportedLocale` for text-bearing ICU patterns in
    ///   other locales, `date.invalidFormat` for a bad or unsupported ICU pattern.
    public init(_ format: String, type: DateKind = .date, locale: String = "en-US") throws(DateFormatError) {
        source = format
        self.type = type
        if format.hasPrefix("php:") {
            let php = PHPDateFormat(String(format.dropFirst(4)))
            pattern = php.source
            isPreset = false
            hasTimeInfo = php.hasTimeInfo
            engine = .php(php)
            return
        }
        let names = ICUDateNames.forLocale(locale)
        if DateFormatPresets.names.contains(format) {
            guard let preset = DateFormatPresets.pattern(for: format, type: type, locale: locale) else {
                throw .unsupportedLocale(locale)
            }
            pattern = preset
            isPreset = true
            hasTimeInfo = type != .date
            engine = .icu(try ICUDatePattern(preset, names: names ?? .english))
            return
        }
        let icu = try ICUDatePattern(format, names: names ?? .english)
        if names == nil && icu.tokens.contains(where: { if case .field = $0 { return !$0.isNumeric } else { return false } }) {
            throw .unsupportedLocale(locale)
        }
        pattern = format
        isPreset = false
        hasTimeInfo = format.utf8.contains { "ahHkKmsSA".utf8.contains($0) }
        engine = .icu(icu)
    }

    /// Whether the format is a PHP (`php:`) format.
    public var isPHP: Bool {
        if case .php = engine { return true }
        return false
    }

    /// Whether the format is an ICU pattern (or preset) with fields that are words rather than
    /// numbers (month or weekday names, an AM/PM marker, a zone name), so it reads differently
    /// in each locale.
    public var hasTextFields: Bool {
        guard case .icu(let icu) = engine else { return false }
        return icu.tokens.contains { if case .field = $0 { return !$0.isNumeric } else { return false } }
    }

    /// The locales besides en-US whose patterns or names this engine knows, normalized (`de`,
    /// `en-gb`, `pt-br`): a preset or a pattern with names compiles for them.
    public static var localizedLocales: [String] { DateFormatPresets.localizedLocales }

    /// Parses a value as Yii's `DateValidator::parseDateValueFormat` does.
    ///
    /// The zone is `timeZone` when ``hasTimeInfo`` is true, else `defaultTimeZone`. A PHP format
    /// without time fields gets its time set to midnight (in the zone the value named, if any,
    /// else `defaultTimeZone`). With `strict`, the parsed date formatted back with the same format
    /// must equal the input (Yii's `strictDateFormat`).
    ///
    /// - Parameters:
    ///   - value: The text (callers turn ints, floats and booleans into PHP strings first).
    ///   - timeZone: Yii's `timeZone`.
    ///   - defaultTimeZone: Yii's `defaultTimeZone`.
    ///   - strict: Yii's `strictDateFormat`.
    ///   - now: The current Unix timestamp (PHP fills unset fields from it; ICU uses it for the
    ///     two-digit-year window).
    /// - Returns: The Unix timestamp, or `nil` when the value does not match.
    public func timestamp(from value: String, timeZone: TZ, defaultTimeZone: TZ, strict: Bool = false,
                          now: Int = DateFormat.currentTimestamp()) -> Int? {
        let zone = hasTimeInfo ? timeZone : defaultTimeZone
        switch engine {
        case .php(let php):
            guard let fields = php.parseFields(value, timeZone: zone, now: now) else { return nil }
            let actual = fields.zone ?? zone
            var wall = fields.civil
            if strict {
                let parsed = actual.utc(fromLocal: wall.secondsSinceEpoch, preferEarlier: true)
                guard php.format(parsed, timeZone: actual) == value else { return nil }
            }
            if !hasTimeInfo { wall.hour = 0; wall.minute = 0; wall.second = 0 }
            return actual.utc(fromLocal: wall.secondsSinceEpoch, preferEarlier: true)
        case .icu(let icu):
            guard let parsed = icu.parse(value, timeZone: zone, now: now) else { return nil }
            if strict && icu.format(parsed, timeZone: zone) != value { return nil }
            return parsed
        }
    }

    /// Parses a value in one zone, without Yii's zone choice or midnight rule.
    ///
    /// - Parameters:
    ///   - value: The text.
    ///   - timeZone: The zone for wall times (a zone named in the text wins).
    ///   - now: The current Unix timestamp.
    /// - Returns: The Unix timestamp, or `nil`.
    public func parse(_ value: String, timeZone: TZ, now: Int = DateFormat.currentTimestamp()) -> Int? {
        switch engine {
        case .php(let php): return php.parse(value, timeZone: timeZone, now: now)
        case .icu(let icu): return icu.parse(value, timeZone: timeZone, now: now)
        }
    }

    /// The longest ICU pattern, in bytes, that a `date` rule converts to PHP letters for its
    /// `timestampAttributeFormat` (``timestampWriter(_:locale:)``); a longer one is a rule
    /// error. Patterns are a few dozen bytes; the bound keeps the conversion's cost, which
    /// grows with the length times the quoted texts, under a millisecond.
    package static let maximumConvertedPatternLength = 1_024

    /// The format Yii writes `timestampAttribute` with for a `timestampAttributeFormat`
    /// (`DateValidator::formatTimestamp`), always a PHP format written in English.
    ///
    /// A `php:` format is used as it is. An ICU pattern is converted to PHP letters as Yii's
    /// `FormatConverter::convertDateIcuToPhp` does (see ``ICUDatePattern/phpFormat(of:)``), so
    /// what Yii writes differs from what ICU would: `H:m:s` pads minutes and seconds, `z` is the
    /// zone's abbreviation (`CEST`), and letters Yii has no PHP letter for (`S`, `k`, `K`, `u`,
    /// `X`, `x`, …) write nothing. A preset name stands for the locale's *date* pattern whatever
    /// the rule's kind, as Yii asks for it (en-US's where this package knows none for the locale).
    ///
    /// ```swift
    /// let f = DateFormat.timestampWriter("yyyy-MM-dd HH:mm:ss.SSS z")
    /// f.format(1_379_082_195, timeZone: try TZ("Europe/Berlin"))   // "2013-09-13 16:23:15. CEST"
    /// DateFormat.timestampWriter("medium").pattern                   // "M j, Y"
    /// ```
    ///
    /// - Parameters:
    ///   - format: `php:…`, an ICU pattern, or `short`/`medium`/`long`/`full`.
    ///   - locale: The language of the validation (Yii's application language), for presets.
    /// - Returns: A PHP format; ``format(_:timeZone:)`` writes with it.
    /// - Complexity: O(*n* × *q*) for an ICU pattern of *n* bytes with *q* quoted texts (as
    ///   PHP's `strtr`, each position is compared with every key): callers bound *n* with
    ///   ``maximumConvertedPatternLength``.
    package static func timestampWriter(_ format: String, locale: String = "en-US") -> DateFormat {
        if format.hasPrefix("php:") { return DateFormat(php: PHPDateFormat(String(format.dropFirst(4))), source: format) }
        var pattern = format
        if DateFormatPresets.names.contains(format) {
            pattern = DateFormatPresets.pattern(for: format, type: .date, locale: locale)
                ?? DateFormatPresets.pattern(for: format, type: .date) ?? format
        }
        return DateFormat(php: PHPDateFormat(ICUDatePattern.phpFormat(of: pattern)), source: format)
    }

    /// A PHP format compiled already.
    private init(php: PHPDateFormat, source: String) {
        self.source = source
        type = .date
        pattern = php.source
        isPreset = false
        hasTimeInfo = php.hasTimeInfo
        engine = .php(php)
    }

    /// Formats a timestamp with this format: a PHP format as `DateTime::format` writes it, an ICU
    /// pattern as ICU does. Yii writes `timestampAttribute` with a PHP format, made by
    /// ``timestampWriter(_:locale:)``.
    ///
    /// - Parameters:
    ///   - timestamp: A Unix timestamp.
    ///   - timeZone: Yii's `timestampAttributeTimeZone`.
    /// - Returns: The text.
    public func format(_ timestamp: Int, timeZone: TZ) -> String {
        switch engine {
        case .php(let php): return php.format(timestamp, timeZone: timeZone)
        case .icu(let icu): return icu.format(timestamp, timeZone: timeZone)
        }
    }

    /// The current Unix timestamp from the system clock.
    ///
    /// - Returns: Seconds since 1970-01-01 00:00:00 UTC.
    public static func currentTimestamp() -> Int { Int(time(nil)) }
}
