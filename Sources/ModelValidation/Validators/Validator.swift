/// A check (or a filter) that a rule runs on each of its attributes.
///
/// The engine decides *whether* a validator runs on an attribute (scenario, `skipOnError`,
/// `skipOnEmpty`, `when`); the validator decides what the value means. It reports failures
/// with ``ValidatableModel/addError(_:code:template:value:arguments:path:)`` and, if it is a filter,
/// writes a new value with ``ValidatableModel/setFilteredValue(_:of:)``.
///
/// Validators are built once per rule set and shared by every validation, from any thread: keep
/// their parameters in stored properties computed at construction.
///
/// ```swift
/// struct EvenValidator: Validator {
///     func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
///         if case .int(let n) = value, n % 2 == 0 { return }
///         model.addError(attribute, code: "even.invalid", template: "{attribute} must be even.", value: value)
///     }
/// }
/// ```
public protocol Validator: Sendable {
    /// Whether empty values are skipped when the rule does not say (Yii: `true`, except for
    /// `required`, `default`, `filter` and `trim`).
    var skipsOnEmptyByDefault: Bool { get }

    /// Whether the validator counts toward ``ValidatableModel/isAttributeRequired(_:)``.
    var marksAttributeRequired: Bool { get }

    /// Whether the validator looks at values at all. `safe` does not: its rules only declare
    /// safe attributes, and the engine never runs them.
    var validatesValues: Bool { get }

    /// Checks `value`, the current value of `attribute` in `model`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute being validated.
    ///   - value: Its current value.
    ///   - model: The model, to read other attributes, add errors or write filtered values.
    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M)
}

extension Validator {
    public var skipsOnEmptyByDefault: Bool { true }
    public var marksAttributeRequired: Bool { false }
    public var validatesValues: Bool { true }
}

/// A validator the registry can build from a rule's parameters under one or more aliases.
///
/// Adding a built-in validator is one file with a type conforming to this protocol, plus its
/// line in ``ValidatorRegistry/builtInTypes``.
public protocol ConfigurableValidator: Validator {
    /// The aliases the validator is registered under (`["number", "double", "integer"]`).
    static var aliases: [String] { get }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Parameters:
    ///   - alias: The alias the rule used (`integer` sets `integerOnly`, for instance).
    ///   - parameters: The rule's parameters; read every key you accept, whatever the others
    ///     hold (a key left unread is an unknown one).
    /// - Throws: ``RuleError`` for a missing, mistyped or unusable parameter. The validator is
    ///   then built again with that parameter reading as absent, to find the rule's other
    ///   mistakes (see ``ValidatorRegistry/Factory``).
    init(alias: String, parameters: inout RuleParameters) throws(RuleError)
}
