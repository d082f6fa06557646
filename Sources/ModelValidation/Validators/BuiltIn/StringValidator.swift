/// Checks that a value is a string of an allowed length (alias `string`).
///
/// Length counts Unicode code points, as PHP's `mb_strlen` does (`"é"` written with a combining
/// accent counts 2). With `strict` (the default) only strings pass; with `strict: false`,
/// booleans and numbers are first converted as PHP converts them (`false` → `""`, `1.0` → `"1"`).
/// The `min`, `max` and `length` checks are independent, so one value can fail more than one.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `length` | — | an exact length, or `[min]`, or `[min, max]` |
/// | `min`, `max` | — | inclusive bounds |
/// | `encoding` | `"UTF-8"` | only UTF-8 is supported |
/// | `strict` | `true` | reject non-strings instead of converting them |
/// | `tooShort`, `tooLong`, `notEqual` | see below | messages |
///
/// | code | default message |
/// | --- | --- |
/// | `string.invalid` | `{attribute} must be a string.` |
/// | `string.tooShort` | `{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.` |
/// | `string.tooLong` | `{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.` |
/// | `string.notEqual` | `{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.` |
///
/// ```swift
/// Rule(["username"], "string", ["min": 3, "max": 32])
/// Rule(["pin"], "string", ["length": 4])
/// ```
public struct StringValidator: ConfigurableValidator {
    public static let aliases = ["string"]

    /// The minimum length, as written.
    public let min: AttributeValue?
    /// The maximum length, as written.
    public let max: AttributeValue?
    /// The exact length, as written.
    public let length: AttributeValue?
    /// Whether only strings pass.
    public let strict: Bool
    let message: String
    let tooShort: String
    let tooLong: String
    let notEqual: String
    private let minBound: Double?
    private let maxBound: Double?
    private let exactLength: Double?

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        var min = try parameters.number("min")
        var max = try parameters.number("max")
        var length: AttributeValue?
        let lengthParameter = parameters.value("length")
        switch lengthParameter {
        case nil: length = nil
        case .int?, .double?: length = lengthParameter
        case .array(let bounds)?:
            for (i, bound) in bounds.prefix(2).enumerated() {
                switch bound {
                case .null: continue
                case .int, .double: if i == 0 { min = bound } else { max = bound }
                default: throw parameters.error("length", "expected a number or a list of one or two numbers")
                }
            }
            if bounds.count > 2 { throw parameters.error("length", "expected a number or a list of one or two numbers") }
        case let other?:
            throw parameters.error("length", "expected a number or a list of one or two numbers, got \(other.kindName)")
        }
        if let encoding = try parameters.string("encoding"),
           !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw parameters.error("encoding", "only UTF-8 is supported")
        }
        self.min = min
        self.max = max
        self.length = length
        strict = try parameters.bool("strict") ?? true
        message = parameters.message ?? "{attribute} must be a string."
        tooShort = try parameters.string("tooShort")
            ?? "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."
        tooLong = try parameters.string("tooLong")
            ?? "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}."
        notEqual = try parameters.string("notEqual")
            ?? "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}."
        minBound = min.map(Self.number)
        maxBound = max.map(Self.number)
        exactLength = length.map(Self.number)
    }

    private static func number(_ value: AttributeValue) -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return 0
        }
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let string: String
        switch value {
        case .string(let s): string = s
        case .bool, .int, .double:
            guard !strict else { fallthrough }
            string = PHPSemantics.string(value) ?? ""
        default:
            model.addError(attribute, code: "string.invalid", template: message, value: value)
            return
        }
        let count = Double(string.unicodeScalars.count)
        if let minBound, count < minBound, let min {
            var arguments = MessageArguments()
            arguments.set("min", min)
            model.addError(attribute, code: "string.tooShort", template: tooShort, value: value, arguments: arguments)
        }
        if let maxBound, count > maxBound, let max {
            var arguments = MessageArguments()
            arguments.set("max", max)
            model.addError(attribute, code: "string.tooLong", template: tooLong, value: value, arguments: arguments)
        }
        if let exactLength, count != exactLength, let length {
            var arguments = MessageArguments()
            arguments.set("length", length)
            model.addError(attribute, code: "string.notEqual", template: notEqual, value: value, arguments: arguments)
        }
    }
}
