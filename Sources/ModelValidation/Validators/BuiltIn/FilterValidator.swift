/// Replaces a value with the result of a function (alias `filter`; a filter).
///
/// From JSON rules, `filter` names one of the PHP functions Yii users pass most often
/// (``Function``); each behaves as the PHP 8 function does, including PHP's conversions
/// (`intval("12abc")` is 12, `strtolower` changes only ASCII letters, `mb_strtoupper("straße")`
/// is `"STRASSE"`). From Swift, any `@Sendable` closure over ``AttributeValue`` can be the filter.
///
/// Arrays are passed to the function as they are unless `skipOnArray` is set, in which case
/// they are left unchanged. Empty values are not skipped by default, so `null` reaches the
/// function (`intval(null)` is 0, `trim(null)` is `""`).
///
/// Where PHP would throw a `TypeError` or turn a warning into an exception (`trim` of an
/// array, `abs("abc")`, `strval` of an array), the attribute keeps its value and gets a
/// `filter.invalidType` error instead.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `filter` | — (required) | the function's name, see ``Function`` |
/// | `skipOnArray` | `false` | leave arrays unchanged |
///
/// | code | default message |
/// | --- | --- |
/// | `filter.invalidType` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["age"], "filter", ["filter": "intval"])
/// Rule(["tags"], validator: FilterValidator({ value in
///     guard case .string(let s) = value else { return value }
///     return .array(s.split(separator: ",").map { .string(String($0)) })
/// }))
/// ```
public struct FilterValidator: ConfigurableValidator {
    public static let aliases = ["filter"]

    /// The function that computes the new value.
    enum Transform: Sendable {
        case named(Function)
        case custom(@Sendable (AttributeValue) -> AttributeValue)
    }

    let transform: Transform
    /// Whether arrays (and objects) are left unchanged.
    public let skipOnArray: Bool
    /// The template of the `filter.invalidType` message.
    public let message: String

    /// The named PHP function, or `nil` for a closure filter.
    public var function: Function? {
        if case .named(let function) = transform { return function }
        return nil
    }

    public var skipsOnEmptyByDefault: Bool { false }

    static let defaultMessage = "{attribute} is invalid."

    /// Creates a filter that runs a closure.
    ///
    /// ```swift
    /// let slug = FilterValidator { value in
    ///     .string((value.stringValue ?? "").lowercased())
    /// }
    /// Rule(["slug"], validator: slug)
    /// ```
    ///
    /// - Parameters:
    ///   - transform: Computes the new value from the current one.
    ///   - skipOnArray: Whether arrays and objects are left unchanged.
    public init(_ transform: @escaping @Sendable (AttributeValue) -> AttributeValue, skipOnArray: Bool = false) {
        self.transform = .custom(transform)
        self.skipOnArray = skipOnArray
        self.message = Self.defaultMessage
    }

    /// Creates a filter that runs one of the named PHP functions.
    ///
    /// ```swift
    /// Rule(["age"], validator: FilterValidator(.intval))
    /// ```
    ///
    /// - Parameters:
    ///   - function: The PHP function.
    ///   - skipOnArray: Whether arrays and objects are left unchanged.
    ///   - message: The template of the `filter.invalidType` message.
    public init(_ function: Function, skipOnArray: Bool = false, message: String? = nil) {
        self.transform = .named(function)
        self.skipOnArray = skipOnArray
        self.message = message ?? Self.defaultMessage
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `filter` is missing or names no supported function.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let name = try parameters.string("filter")
        if name == nil { parameters.noteMissing("filter", "the \"filter\" property must be set") }
        let function = name.flatMap(Function.init(rawValue:))
        if let name, function == nil {
            let names = Function.allCases.map(\.rawValue).joined(separator: ", ")
            throw parameters.valueError("filter", "unknown filter \"\(name)\"; expected one of: \(names)")
        }
        let skipOnArray = try parameters.bool("skipOnArray") ?? false
        guard let function else { throw parameters.notedMistake() }
        self.init(function, skipOnArray: skipOnArray, message: parameters.message)
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if skipOnArray {
            switch value {
            case .array, .object: return
            default: break
            }
        }
        let result: AttributeValue
        switch transform {
        case .named(let function):
            guard let computed = function.apply(to: value) else {
                model.addError(attribute, code: "filter.invalidType", template: message, value: value)
                return
            }
            result = computed
        case .custom(let body):
            result = body(value)
        }
        // -0.0 == 0.0, yet abs(-0.0) writes 0.0 back: the sign of a zero counts too.
        if result != value || Self.zeroSignChanged(result, value) { model.setFilteredValue(result, of: attribute) }
    }

    private static func zeroSignChanged(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        guard case .double(let x) = a, case .double(let y) = b else { return false }
        return x.sign != y.sign
    }
}
