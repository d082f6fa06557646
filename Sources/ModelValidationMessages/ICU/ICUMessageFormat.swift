/// ICU MessageFormat for en-US as Yii drives it through PHP's intl extension (the subset the
/// package needs).
///
/// Steps, as in Yii: named placeholders are rewritten to positional ones and unknown ones are
/// quoted (``YiiPatternRewriter``); ICU parses the result (``ICUMessagePattern``); each
/// argument is converted once to the type its last declaration in the pattern asks for (PHP's
/// rule: untyped and `select` → string, `number`/`plural`/`selectordinal` → double,
/// `number, integer` → 32-bit integer); then the message is rendered.
///
/// Supported: `{n}`, `{n, number}` with no style or `integer`, `percent`, `currency`;
/// `{n, plural, …}` and `{n, selectordinal, …}` with `offset:`, `=N` and keywords, `#`;
/// `{n, select, …}`; apostrophe quoting. Anything else makes formatting fail.
import ModelValidationValues

enum ICUMessageFormat {
    typealias Formattable = ICUNumberFormat.Formattable

    private enum ArgumentType: Equatable { case string, double, long }

    /// Formats `template`; `nil` when Yii/ICU would fail (Yii then returns the template as is).
    static func format(_ template: String, arguments: MessageArguments) -> String? {
        guard let (pattern, values) = YiiPatternRewriter.rewrite(template, arguments: arguments),
              let parsed = ICUMessagePattern(pattern) else { return nil }
        var types = [ArgumentType?](repeating: nil, count: values.count)
        var conflict = false
        collectTypes(parsed.nodes, into: &types, conflict: &conflict)
        if conflict && parsed.hasNamedArguments { return nil }
        var formattables: [Formattable] = []
        formattables.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            guard let converted = convert(value, to: types[i] ?? .string) else { return nil }
            formattables.append(converted)
        }
        var out = ""
        guard render(parsed.nodes, formattables, pound: nil, into: &out) else { return nil }
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
            default: return .long(PHPSemantics.toInt(value))
            }
            guard d <= Double(Int32.max), d >= Double(Int32.min) else { return nil }
            return .long(Int(d))
        }
    }

    private static func render(_ nodes: [ICUMessagePattern.Node], _ values: [Formattable], pound: String?, into out: inout String) -> Bool {
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
                        out += ICUNumberFormat.format(value, style: .decimal)
                    }
                case .number(let style):
                    guard value.isNumeric else { return false }
                    out += ICUNumberFormat.format(value, style: style)
                case .plural(let ordinal, let offset, let variants):
                    guard value.isNumeric else { return false }
                    let number = value.doubleValue
                    let shifted: Formattable = offset == 0 ? value : .double(number - offset)
                    let rounded = ICUNumberFormat.digits(of: shifted)?.rounded(fractionDigits: 3)
                    let numberText = ICUNumberFormat.format(shifted, style: .decimal)
                    var chosen: ICUMessagePattern.Variant?
                    if let i = variants.firstIndex(where: { $0.explicitValue == number }) {
                        chosen = variants[i]
                    } else {
                        let keyword = rounded.map { ICUNumberFormat.pluralKeyword($0, ordinal: ordinal) } ?? "other"
                        chosen = variants.first { $0.explicitValue == nil && $0.keyword.elementsEqual(keyword.utf8) }
                            ?? variants.first { $0.explicitValue == nil && $0.keyword.elementsEqual("other".utf8) }
                    }
                    guard let chosen, render(chosen.message, values, pound: numberText, into: &out) else { return false }
                case .select(let variants):
                    guard case .string(let s) = value else { return false }
                    let chosen = variants.first { $0.keyword.count == s.utf8.count && $0.keyword.elementsEqual(s.utf8) }
                        ?? variants.first { $0.keyword.elementsEqual("other".utf8) }
                    guard let chosen, render(chosen.message, values, pound: nil, into: &out) else { return false }
                }
            }
        }
        return true
    }
}
