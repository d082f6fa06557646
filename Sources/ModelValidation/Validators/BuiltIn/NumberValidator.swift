/// Checks that a value is a number or an integer, optionally within bounds (aliases `number`,
/// `double` and `integer`; `integer` sets `integerOnly`).
///
/// The value's PHP string form must have Yii's format: `integerPattern` (an optional sign and
/// digits: `"012"`, `"+5"`, `"-0"`, the double `1.0`) or `numberPattern` (also a decimal point
/// and an exponent: `".5"`, `"1e3"`). There is no range limit on the digits, so a 40-digit
/// string is an integer. Surrounding spaces, `"0x1A"`, `"1_000"`, `"5."` and `"1,5"` fail, as do
/// booleans and arrays; `null` fails too when `skipOnEmpty` is off. A trailing `"\n"` fails
/// (Yii accepts it: PCRE's `$`).
///
/// `min` and `max` compare the raw value with PHP's `<` and `>`, and they are checked even
/// after a format failure, as in Yii: `"abc"` with `max: 5` fails twice, because `"abc" > "5"`
/// compares as strings. With `allowArray`, each element of an array is checked in turn, so
/// format and bound failures of different elements interleave; a boolean or nested array
/// element stops the check with the main message.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `integerOnly` | `false` (`true` for `integer`) | use `integerPattern` instead of `numberPattern` |
/// | `min`, `max` | — | inclusive bounds: a number, or a numeric string (`"5.65"`) compared the PHP way |
/// | `allowArray` | `false` | check every element of an array value |
/// | `integerPattern` | `/^[+-]?\d+$/` | a PCRE pattern with delimiters |
/// | `numberPattern` | `/^[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$/` | a PCRE pattern with delimiters |
/// | `tooSmall`, `tooBig` | see below | messages |
///
/// | code | default message |
/// | --- | --- |
/// | `number.invalid` | `{attribute} must be a number.` (`{attribute} must be an integer.` with `integerOnly`) |
/// | `number.tooSmall` | `{attribute} must be no less than {min}.` |
/// | `number.tooBig` | `{attribute} must be no greater than {max}.` |
///
/// ```swift
/// Rule(["age"], "integer", ["min": 0, "max": 150])
/// Rule(["price"], "number", ["min": 0.01])
/// ```
public struct NumberValidator: ConfigurableValidator {
    public static let aliases = ["number", "double", "integer"]

    /// Whether only integers pass.
    public let integerOnly: Bool
    /// The lower bound, as written.
    public let min: AttributeValue?
    /// The upper bound, as written.
    public let max: AttributeValue?
    /// Whether an array value is checked element by element.
    public let allowArray: Bool
    let format: NumberFormat
    let message: String
    let tooSmall: String
    let tooBig: String
    /// The failures of a number out of bounds, with their arguments, made once: made per
    /// failure, each cost an array.
    private let boundFailures: BoundFailures

    /// The rule's own `integerPattern` or `numberPattern` (whichever applies), or `nil` for
    /// Yii's default.
    package var customPattern: PCREPattern? {
        if case .pattern(let pattern) = format { return pattern }
        return nil
    }

    /// Yii's default `integerPattern` and `numberPattern`, as written in a rule.
    package static var defaultPatterns: (integer: String, number: String) {
        (NumberFormat.defaultIntegerPattern, NumberFormat.defaultNumberPattern)
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Parameters:
    ///   - alias: `integer` makes `integerOnly` default to `true`.
    ///   - parameters: The rule's parameters.
    /// - Throws: ``RuleError`` for a mistyped parameter, a bound that is neither a number nor a
    ///   numeric string, or a pattern PCRE would reject.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        integerOnly = try parameters.bool("integerOnly") ?? (alias == "integer")
        min = try Self.bound("min", &parameters)
        max = try Self.bound("max", &parameters)
        allowArray = try parameters.bool("allowArray") ?? false
        let integerFormat = try Self.format("integerPattern", default: .integer, &parameters)
        let numberFormat = try Self.format("numberPattern", default: .number, &parameters)
        format = integerOnly ? integerFormat : numberFormat
        message = parameters.message
            ?? (integerOnly ? "{attribute} must be an integer." : "{attribute} must be a number.")
        tooSmall = try parameters.string("tooSmall") ?? "{attribute} must be no less than {min}."
        tooBig = try parameters.string("tooBig") ?? "{attribute} must be no greater than {max}."
        boundFailures = BoundFailures(low: ValueCheckFailure(code: "number.tooSmall", template: tooSmall, bound: "min", min),
                                      high: ValueCheckFailure(code: "number.tooBig", template: tooBig, bound: "max", max))
    }

    /// A bound: a number, or a numeric string (PHP compares with the number it spells, so it
    /// is accepted with a warning). Any other string is an error: PHP 8 would compare numbers
    /// with it as text, so `"max": "one hundred"` would let 150 through.
    private static func bound(_ key: String, _ parameters: inout RuleParameters) throws(RuleError) -> AttributeValue? {
        switch parameters.value(key) {
        case nil: return nil
        case let value? where value.isNumberOrString:
            if case .string(let text) = value {
                guard PHPSemantics.isNumericString(text) else {
                    throw parameters.valueError(key, "expected a number, got the non-numeric string \"\(text)\"")
                }
                parameters.warnNumericString(key, text)
            }
            return value
        case let value?: throw parameters.valueError(key, "expected a number or a numeric string, got \(value.kindName)")
        }
    }

    private static func format(
        _ key: String, default standard: NumberFormat, _ parameters: inout RuleParameters
    ) throws(RuleError) -> NumberFormat {
        guard let source = try parameters.string(key) else { return standard }
        switch source {
        case NumberFormat.defaultIntegerPattern: return .integer
        case NumberFormat.defaultNumberPattern: return .number
        default:
            do {
                return .pattern(try PCREPattern(source))
            } catch {
                throw parameters.valueError(key, error.description)
            }
        }
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        switch value {
        case .array(let items):
            guard allowArray else { return fail(attribute, value, &model) }
            for item in items {
                guard check(item, attribute, value, &model) else { return }
            }
        case .object(let object):
            guard allowArray else { return fail(attribute, value, &model) }
            for item in object.values {
                guard check(item, attribute, value, &model) else { return }
            }
        default:
            _ = check(value, attribute, value, &model)
        }
    }

    /// Checks one value (the attribute's, or an element of it); `false` when it is no scalar
    /// at all, which ends the check.
    private func check<M: ValidatableModel>(
        _ element: AttributeValue, _ attribute: String, _ value: AttributeValue, _ model: inout M
    ) -> Bool {
        switch element {
        case .bool, .array, .object:
            fail(attribute, value, &model)
            return false
        default:
            break
        }
        if !format.matches(element) { fail(attribute, value, &model) }
        if let min, Self.isLess(element, min), let failure = boundFailures.low {
            model.addError(attribute, code: failure.code, template: failure.template, value: value, arguments: failure.arguments)
        }
        if let max, Self.isLess(max, element), let failure = boundFailures.high {
            model.addError(attribute, code: failure.code, template: failure.template, value: value, arguments: failure.arguments)
        }
        return true
    }

    private func fail<M: ValidatableModel>(_ attribute: String, _ value: AttributeValue, _ model: inout M) {
        model.addError(attribute, code: "number.invalid", template: message, value: value)
    }

    /// PHP's `$a < $b` (`$a > $b` is `$b < $a`); a NaN double is never smaller nor greater.
    static func isLess(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        if case .double(let x) = a, x.isNaN { return false }
        if case .double(let y) = b, y.isNaN { return false }
        return PHPSemantics.compare(a, b) < 0
    }
}

extension AttributeValue {
    fileprivate var isNumberOrString: Bool {
        switch self {
        case .int, .double, .string: return true
        default: return false
        }
    }
}

extension NumberValidator: ValueCheck {
    /// Passes an integer within integer bounds (any integer matches both formats); bounds of
    /// another type, a custom pattern and strings are left to the validator.
    @usableFromInline package func passes(int value: Int) -> Bool {
        switch format {
        case .integer, .number: break
        default: return false
        }
        if let min {
            guard case .int(let bound) = min, value >= bound else { return false }
        }
        if let max {
            guard case .int(let bound) = max, value <= bound else { return false }
        }
        return true
    }

    /// `number.tooSmall` or `number.tooBig` for an integer out of integer bounds (any integer
    /// matches both formats); `nil` for bounds of another type, a custom pattern, or an integer
    /// that fails both bounds (`min` above `max`), which adds two failures.
    @usableFromInline package func failure(int value: Int) -> ValueCheckFailure? {
        switch format {
        case .integer, .number: break
        default: return nil
        }
        var found: ValueCheckFailure?
        var failures = 0
        if let min {
            guard case .int(let bound) = min else { return nil }
            if value < bound { found = boundFailures.low; failures += 1 }
        }
        if let max {
            guard case .int(let bound) = max else { return nil }
            if value > bound { found = boundFailures.high; failures += 1 }
        }
        return failures == 1 ? found : nil
    }
}
