/// Checks that a value is a date, a date and time, or a time in a given format (aliases `date`,
/// `datetime`, `time`), and can write its Unix timestamp to another attribute.
///
/// The alias picks the kind, which decides what the preset names `short`, `medium`, `long` and
/// `full` stand for (the default format is `medium`). A `php:` format is read as PHP's
/// `DateTime::createFromFormat` reads it; anything else is an ICU pattern (see ``DateFormat``).
/// Numbers and booleans are read as PHP prints them (`true` → `"1"`); arrays and objects fail.
///
/// Empty values (`null`, `""`, `[]`) are skipped by default. With `skipOnEmpty: false` they are
/// still never an error: the validator only sets `timestampAttribute`, if any, to `null`.
///
/// A value that parses is compared with `min` and `max` (inclusive; one error at most), then
/// its timestamp is written to `timestampAttribute`: an integer, or a string in
/// `timestampAttributeFormat` shown in `timestampAttributeTimeZone`, written as Yii writes it
/// (with PHP, in English: an ICU pattern is converted to PHP letters first, a preset is the date
/// pattern of the validation's language; Rules.md says what Yii writes). The write does not care
/// whether that attribute is safe or active, and later rules see it. When `timestampAttribute`
/// is the validated attribute itself, a value that is already a timestamp passes: an integer
/// when there is no `timestampAttributeFormat`, else a string in that format.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `format` | `"medium"` | `php:…`, an ICU pattern, or a preset name |
/// | `locale` | the validation's language | ICU locale (other locales: numeric ICU patterns and a few presets only) |
/// | `timeZone` | `"UTC"` | zone of values whose format has time fields |
/// | `defaultTimeZone` | `"UTC"` | zone of values whose format has no time fields |
/// | `timestampAttribute` | — | attribute that receives the timestamp |
/// | `timestampAttributeFormat` | — | format of the written timestamp (an integer when unset) |
/// | `timestampAttributeTimeZone` | `"UTC"` | zone of the written, formatted timestamp |
/// | `min`, `max` | — | inclusive limits: a timestamp, or a string in `format` |
/// | `minString`, `maxString` | `min`, `max` as written | the limits as messages show them |
/// | `strictDateFormat` | `false` | the value must be a string equal to its parsed date formatted back |
/// | `tooSmall`, `tooBig` | see below | messages |
///
/// | code | default message |
/// | --- | --- |
/// | `date.invalid` | `The format of {attribute} is invalid.` (`{value}` is available) |
/// | `date.tooSmall` | `{attribute} must be no less than {min}.` |
/// | `date.tooBig` | `{attribute} must be no greater than {max}.` |
///
/// Without `locale`, the locale is the validation's language, as Yii's is the application
/// language: a preset (the default `medium` included) or an ICU pattern with month or weekday
/// names or an AM/PM marker reads values the way that language writes them (`time` takes
/// `14:23:15` in German, `2:23:15 PM` in English). Where this package has no date patterns or
/// names for the language (see ``DateFormatPresets``), en-US's are used; limits (`min`, `max`)
/// given as text are read in en-US.
///
/// ```swift
/// Rule(["birthday"], "date", ["format": "php:Y-m-d", "max": "2010-12-31", "timestampAttribute": "birthdayTs"])
/// Rule(["startsAt"], "datetime", ["format": "yyyy-MM-dd HH:mm", "timeZone": "Europe/Berlin"])
/// ```
public struct DateValidator: ConfigurableValidator {
    public static let aliases = ["date", "datetime", "time"]

    /// An inclusive limit, as a Unix timestamp (a float when the rule gave one).
    enum Limit: Sendable {
        case int(Int)
        case double(Double)

        /// Whether `timestamp` is below the limit.
        func isAbove(_ timestamp: Int) -> Bool {
            switch self {
            case .int(let limit): return timestamp < limit
            case .double(let limit): return Double(timestamp) < limit
            }
        }

        /// Whether `timestamp` is above the limit.
        func isBelow(_ timestamp: Int) -> Bool {
            switch self {
            case .int(let limit): return timestamp > limit
            case .double(let limit): return Double(timestamp) > limit
            }
        }
    }

    /// What the rule validates: a date, a date and time, or a time.
    public let kind: DateKind
    /// The compiled format values must have.
    public let format: DateFormat
    /// The zone of values with time fields.
    public let timeZone: TZ
    /// The zone of values without time fields.
    public let defaultTimeZone: TZ
    /// The attribute that receives the timestamp, if any.
    public let timestampAttribute: String?
    /// The format of the written timestamp, as the rule gave it; `nil` writes an integer. A
    /// value of the validated attribute in this format passes when the rule writes its own
    /// timestamp.
    public let timestampAttributeFormat: DateFormat?
    /// The PHP format Yii writes the timestamp with (see ``DateFormat/timestampWriter(_:locale:)``).
    let timestampWriter: DateFormat?
    /// When `timestampAttributeFormat` is a preset: its writer in each locale the date engine
    /// knows, by normalized tag, as the validation's language picks the date pattern.
    let languageTimestampWriters: [String: DateFormat]
    /// The zone the written, formatted timestamp is shown in.
    public let timestampAttributeTimeZone: TZ
    /// Whether values must round-trip through the format unchanged.
    public let strictDateFormat: Bool
    let min: Limit?
    let max: Limit?
    let minString: AttributeValue
    let maxString: AttributeValue
    let message: String
    let tooSmall: String
    let tooBig: String
    /// The emptiness test deciding which values are never an error.
    package let isEmpty: EmptinessCheck
    /// When the rule names no locale and the format reads differently per language: the format
    /// compiled for each locale the date engine knows, by normalized tag (`de`, `pt-br`).
    let languageFormats: [String: DateFormat]

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        kind = DateKind(rawValue: alias) ?? .date
        let givenLocale = try parameters.string("locale")
        let formatText = try parameters.string("format") ?? "medium"
        do {
            format = try DateFormat(formatText, type: kind, locale: givenLocale ?? "en-US")
        } catch {
            throw parameters.error(error.code == "date.unsupportedLocale" ? "locale" : "format", error.message)
        }
        languageFormats = givenLocale == nil ? Self.languageFormats(of: format, kind: kind) : [:]
        timeZone = try Self.zone("timeZone", &parameters)
        defaultTimeZone = try Self.zone("defaultTimeZone", &parameters)
        timestampAttributeTimeZone = try Self.zone("timestampAttributeTimeZone", &parameters)
        timestampAttribute = try parameters.string("timestampAttribute")
        if let text = try parameters.string("timestampAttributeFormat") {
            do {
                timestampAttributeFormat = try DateFormat(text, type: kind, locale: "en-US")
            } catch {
                throw parameters.valueError("timestampAttributeFormat", error.message)
            }
            // The conversion to PHP letters compares each position with every quoted text of
            // the pattern: bounded here, so that no rule costs more than a moment to build.
            if !text.hasPrefix("php:"), text.utf8.count > DateFormat.maximumConvertedPatternLength {
                throw parameters.valueError("timestampAttributeFormat",
                                            "an ICU pattern of \(text.utf8.count) bytes; at most \(DateFormat.maximumConvertedPatternLength) are converted to PHP letters")
            }
            // Yii writes the timestamp with PHP in English, a preset being the language's date.
            timestampWriter = DateFormat.timestampWriter(text)
            languageTimestampWriters = DateFormatPresets.names.contains(text)
                ? Dictionary(uniqueKeysWithValues: DateFormat.localizedLocales.map { ($0, DateFormat.timestampWriter(text, locale: $0)) })
                : [:]
        } else {
            timestampAttributeFormat = nil
            timestampWriter = nil
            languageTimestampWriters = [:]
        }
        strictDateFormat = try parameters.bool("strictDateFormat") ?? false
        message = parameters.message ?? "The format of {attribute} is invalid."
        tooSmall = try parameters.string("tooSmall") ?? "{attribute} must be no less than {min}."
        tooBig = try parameters.string("tooBig") ?? "{attribute} must be no greater than {max}."
        isEmpty = parameters.isEmpty
        let now = DateFormat.currentTimestamp()
        let minValue = parameters.value("min"), maxValue = parameters.value("max")
        let minText = try Self.shownLimit("minString", &parameters), maxText = try Self.shownLimit("maxString", &parameters)
        min = try Self.limit(minValue, "min", format: format, zones: (timeZone, defaultTimeZone),
                             strict: strictDateFormat, now: now, parameters: parameters)
        max = try Self.limit(maxValue, "max", format: format, zones: (timeZone, defaultTimeZone),
                             strict: strictDateFormat, now: now, parameters: parameters)
        minString = minText ?? .string(minValue.flatMap { PHPSemantics.string($0) } ?? "")
        maxString = maxText ?? .string(maxValue.flatMap { PHPSemantics.string($0) } ?? "")
    }

    /// Whether the rule sets `min` or `max`.
    package var hasLimits: Bool { min != nil || max != nil }

    /// The format in every locale the date engine knows, when it reads differently per language:
    /// a preset, or an ICU pattern with text fields (names, AM/PM). Empty otherwise.
    private static func languageFormats(of format: DateFormat, kind: DateKind) -> [String: DateFormat] {
        guard !format.isPHP, format.isPreset || format.hasTextFields else { return [:] }
        var formats: [String: DateFormat] = [:]
        for locale in DateFormat.localizedLocales {
            if let compiled = try? DateFormat(format.source, type: kind, locale: locale) { formats[locale] = compiled }
        }
        return formats
    }

    /// The entry of `formats` for the validation's language: the most specific locale on its
    /// fallback chain that the date engine knows, else `fallback` (en-US's).
    private static func localized(_ formats: [String: DateFormat], for language: MessageLanguage?,
                                  else fallback: DateFormat) -> DateFormat {
        guard let language else { return fallback }
        for candidate in language.locale.fallbackChain {
            if let localized = formats[candidate.description.lowercased()] { return localized }
        }
        return fallback
    }

    private static func zone(_ key: String, _ parameters: inout RuleParameters) throws(RuleError) -> TZ {
        guard let name = try parameters.string(key) else { return .utc }
        do {
            return try TZ(name)
        } catch {
            throw parameters.valueError(key, error.message)
        }
    }

    /// `minString` or `maxString`: a scalar, which messages show as PHP prints it. An array or
    /// an object is a rule error (Yii fails when a message shows it: "Array to string
    /// conversion").
    private static func shownLimit(_ key: String, _ parameters: inout RuleParameters) throws(RuleError) -> AttributeValue? {
        let value = parameters.value(key)
        switch value {
        case .array?, .object?:
            throw parameters.valueError(key, "expected a string or a number, got \(value?.kindName ?? "")")
        default:
            return value
        }
    }

    private static func limit(
        _ value: AttributeValue?, _ key: String, format: DateFormat, zones: (TZ, TZ), strict: Bool, now: Int,
        parameters: RuleParameters
    ) throws(RuleError) -> Limit? {
        switch value {
        case nil: return nil
        case .int(let i)?: return .int(i)
        case .double(let d)?: return .double(d)
        case .string(let s)?:
            guard let ts = format.timestamp(from: s, timeZone: zones.0, defaultTimeZone: zones.1, strict: strict, now: now)
            else { throw parameters.error(key, "Invalid \(key) date value: \(s)") }
            return .int(ts)
        case let other?:
            throw parameters.valueError(key, "expected a timestamp or a date string, got \(other.kindName)")
        }
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if isEmpty.isEmpty(value) {
            if let timestampAttribute { model.setFilteredValue(.null, of: timestampAttribute) }
            return
        }
        let now = DateFormat.currentTimestamp()
        let format = languageFormats.isEmpty ? self.format : Self.localized(languageFormats, for: MessageLanguage.current, else: self.format)
        guard let timestamp = parse(value, with: format, now: now) else {
            if timestampAttribute?.hasSameBytes(as: attribute) == true {
                if let timestampAttributeFormat {
                    if parse(value, with: timestampAttributeFormat, now: now) != nil { return }
                } else if case .int = value {
                    return
                }
            }
            model.addError(attribute, code: "date.invalid", template: message, value: value)
            return
        }
        if let min, min.isAbove(timestamp) {
            var arguments = MessageArguments()
            arguments.set("min", minString)
            model.addError(attribute, code: "date.tooSmall", template: tooSmall, value: value, arguments: arguments)
        } else if let max, max.isBelow(timestamp) {
            var arguments = MessageArguments()
            arguments.set("max", maxString)
            model.addError(attribute, code: "date.tooBig", template: tooBig, value: value, arguments: arguments)
        } else if let timestampAttribute {
            if var writer = timestampWriter {
                if !languageTimestampWriters.isEmpty {
                    writer = Self.localized(languageTimestampWriters, for: MessageLanguage.current, else: writer)
                }
                model.setFilteredValue(.string(writer.format(timestamp, timeZone: timestampAttributeTimeZone)), of: timestampAttribute)
            } else {
                model.setFilteredValue(.int(timestamp), of: timestampAttribute)
            }
        }
    }

    /// Yii's `parseDateValueFormat`: arrays and objects fail, scalars are read as PHP strings.
    /// With `strictDateFormat` a scalar that is not a string fails: Yii compares the formatted
    /// date, a string, with the value by `!==`.
    private func parse(_ value: AttributeValue, with format: DateFormat, now: Int) -> Int? {
        let text: String
        switch value {
        case .string(let s): text = s
        case .bool, .int, .double:
            guard !strictDateFormat, let s = PHPSemantics.string(value) else { return nil }
            text = s
        default: return nil
        }
        return format.timestamp(from: text, timeZone: timeZone, defaultTimeZone: defaultTimeZone,
                                strict: strictDateFormat, now: now)
    }
}
