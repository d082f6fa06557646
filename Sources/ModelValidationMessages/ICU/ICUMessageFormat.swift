/// ICU MessageFormat as Yii drives it through PHP's intl extension (the subset the package
/// needs), for en-US or for the locale of a ``MessageLocale``.
///
/// Steps, as in Yii: named placeholders are rewritten to positional ones and unknown ones are
/// quoted (``YiiPatternRewriter``); ICU parses the result (``ICUMessagePattern``); each
/// argument is converted once to the type its declarations in the pattern ask for (untyped and
/// `select` → string, `number`/`plural`/`selectordinal` → double, `number, integer` → 32-bit
/// integer; an argument declared with two of these types fails, as ICU refuses to create such a
/// formatter, `U_ARGUMENT_TYPE_MISMATCH`); then the message is rendered. An array or object stands
/// for the text Yii puts in its place, `array()`, so it reads as 0 where a number is asked for.
///
/// Supported: `{n}`, `{n, number}` with no style or `integer`, `percent`, `currency`;
/// `{n, plural, …}` and `{n, selectordinal, …}` with `offset:`, `=N` and keywords, `#`;
/// `{n, select, …}`; apostrophe quoting. Anything else makes formatting fail.
///
/// In another locale, numbers take its CLDR symbols, grouping and digits, and plural keywords
/// its CLDR rules. The `currency` style is known for English only (US dollars for en-US, the
/// generic `¤` for `en` with no region): elsewhere it makes formatting fail.
import ModelValidationLocales
import ModelValidationValues

enum ICUMessageFormat {
    typealias Formattable = ICUNumberFormat.Formattable

    private enum ArgumentType: Equatable { case string, double, long }

    /// Formats `template`; `nil` when Yii/ICU would fail (Yii then returns the template as is).
    ///
    /// - Parameters:
    ///   - template: The pattern, with named placeholders.
    ///   - arguments: The values.
    ///   - locale: The locale whose numbers and plural rules apply; `nil` for en-US.
    static func format(_ template: String, arguments: MessageArguments, locale: MessageLocale? = nil) -> String? {
        guard let (pattern, values) = YiiPatternRewriter.rewrite(template, arguments: arguments),
              let parsed = ICUMessagePattern(pattern) else { return nil }
        var types = [ArgumentType?](repeating: nil, count: values.count)
        var conflict = false
        collectTypes(parsed.nodes, into: &types, conflict: &conflict)
        if conflict { return nil }
        var formattables: [Formattable] = []
        formattables.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            guard let converted = convert(value, to: types[i] ?? .string) else { return nil }
            formattables.append(converted)
        }
        var out = ""
        guard render(parsed.nodes, formattables, pound: nil, locale: locale, into: &out) else { return nil }
        return out
    }

    private static func collectTypes(_ nodes: [ICUMessagePattern.Node], into types: inout [ArgumentType?], conflict: inout Bool) {
        for node in nodes {
            guard case .argument(let argument) = node else { continue }
            let type: ArgumentType
            var children: [ICUMessagePattern.Variant] = []
            switch argument.kind {
            case .none: type = .string
            case .number(let style): type = style == .integer ? .long : .double
            case .plural(_, _, let variants): type = .double; children = variants
            case .select(let variants): type = .string; children = variants
            }
            if let n = argument.number, n < types.count {
                if let old = types[n], old != type { conflict = true }
                types[n] = type
            }
            for child in children { collectTypes(child.message, into: &types, conflict: &conflict) }
        }
    }

    /// PHP intl's conversion of an argument to the declared type; `nil` when PHP reports an error.
    private static func convert(_ value: AttributeValue, to type: ArgumentType) -> Formattable? {
        switch type {
        case .string:
            return .string(PHPSemantics.messageString(value))
        case .double:
            switch value {
            case .int(let i): return .double(Double(i))
            case .double(let d): return .double(d)
            case .array, .object: return .double(0)
            default: return .double(PHPSemantics.toDouble(value))
            }
        case .long:
            let d: Double
            switch value {
            case .int(let i):
                guard i >= Int(Int32.min) && i <= Int(Int32.max) else { return nil }
                return .long(i)
            case .double(let x): d = x
            case .string(let s):
                switch PHPSemantics.parseNumber(s, allowTrailingData: true) {
                case .int(let i)?:
                    guard i >= Int(Int32.min) && i <= Int(Int32.max) else { return nil }
                    return .long(i)
                case .double(let x, _)?: d = x
                case nil: return .long(0)
                }
            case .array, .object: return .long(0)
            default: return .long(PHPSemantics.toInt(value))
            }
            guard d <= Double(Int32.max), d >= Double(Int32.min) else { return nil }
            return .long(Int(d))
        }
    }

    private static func render(_ nodes: [ICUMessagePattern.Node], _ values: [Formattable], pound: String?,
                               locale: MessageLocale?, into out: inout String) -> Bool {
        for node in nodes {
            switch node {
            case .text(let bytes):
                out += String(decoding: bytes, as: UTF8.self)
            case .pound:
                out += pound ?? "#"
            case .argument(let argument):
                guard let n = argument.number, n < values.count else {
                    out += "{" + String(decoding: argument.name, as: UTF8.self) + "}"
                    continue
                }
                let value = values[n]
                switch argument.kind {
                case .none:
                    if case .string(let s) = value {
                        out += s
                    } else {
                        guard let text = formatNumber(value, style: .decimal, locale: locale) else { return false }
                        out += text
                    }
                case .number(let style):
                    guard value.isNumeric, let text = formatNumber(value, style: style, locale: locale) else { return false }
                    out += text
                case .plural(let ordinal, let offset, let variants):
                    guard value.isNumeric else { return false }
                    let number = value.doubleValue
                    let shifted: Formattable = offset == 0 ? value : .double(number - offset)
                    guard let numberText = formatNumber(shifted, style: .decimal, locale: locale) else { return false }
                    var chosen: ICUMessagePattern.Variant?
                    if let i = variants.firstIndex(where: { $0.explicitValue == number }) {
                        chosen = variants[i]
                    } else {
                        let keyword = pluralKeyword(shifted, ordinal: ordinal, locale: locale)
                        chosen = variants.first { $0.explicitValue == nil && $0.keyword.elementsEqual(keyword.utf8) }
                            ?? variants.first { $0.explicitValue == nil && $0.keyword.elementsEqual("other".utf8) }
                    }
                    guard let chosen, render(chosen.message, values, pound: numberText, locale: locale, into: &out) else {
                        return false
                    }
                case .select(let variants):
                    guard case .string(let s) = value else { return false }
                    let chosen = variants.first { $0.keyword.count == s.utf8.count && $0.keyword.elementsEqual(s.utf8) }
                        ?? variants.first { $0.keyword.elementsEqual("other".utf8) }
                    guard let chosen, render(chosen.message, values, pound: nil, locale: locale, into: &out) else {
                        return false
                    }
                }
            }
        }
        return true
    }

    /// A number argument in a style: en-US as ICU writes it, or with the locale's symbols;
    /// `nil` for a style the locale cannot write (currency outside English).
    private static func formatNumber(_ value: Formattable, style: ICUMessagePattern.NumberStyle,
                                     locale: MessageLocale?) -> String? {
        guard let locale else { return ICUNumberFormat.format(value, style: style) }
        let localeStyle: NumberFormat.Style
        switch style {
        case .decimal: localeStyle = .decimal
        case .integer: localeStyle = .integer
        case .percent: localeStyle = .percent
        case .currency:
            let identifier = locale.identifier
            guard identifier.language == "en", identifier.script == nil,
                  identifier.region == nil || identifier.region == "US" else { return nil }
            // English with no region has no currency: ICU writes the generic sign.
            return ICUNumberFormat.format(value, style: .currency, currencySymbol: identifier.region == nil ? "¤" : "$")
        }
        switch value {
        case .long(let i): return locale.format(i, style: localeStyle)
        case .double(let d): return locale.format(d, style: localeStyle)
        case .string: return ""
        }
    }

    /// The plural keyword of a number, by en-US rules or the locale's CLDR rules, from the
    /// number as the decimal style shows it (at most three fraction digits).
    private static func pluralKeyword(_ value: Formattable, ordinal: Bool, locale: MessageLocale?) -> String {
        guard let locale else {
            guard let rounded = ICUNumberFormat.digits(of: value)?.rounded(fractionDigits: 3) else { return "other" }
            return ICUNumberFormat.pluralKeyword(rounded, ordinal: ordinal)
        }
        switch value {
        case .long(let i): return locale.pluralCategory(for: i, ordinal: ordinal).keyword
        case .double(let d): return locale.pluralCategory(for: d, ordinal: ordinal).keyword
        case .string: return "other"
        }
    }
}
