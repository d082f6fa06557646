/// Sets a default when the value is empty (alias `default`; a filter).
///
/// An empty value (per the rule's `isEmpty`, by default `null`, `""` or an empty array) is
/// replaced by `value`. So `Rule(["email"], "default")` turns `""` into `null`. Empty values
/// are not skipped by default (that is the point), while `skipOnError` still applies, so a
/// `default` after a failed `required` leaves the value alone.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `value` | `null` | the default value |
///
/// ```swift
/// Rule(["role"], "default", ["value": "user"])
/// ```
public struct DefaultValueValidator: ConfigurableValidator {
    public static let aliases = ["default"]

    /// The default value.
    public let value: AttributeValue
    /// The emptiness test deciding which values are replaced.
    package let isEmpty: EmptinessCheck

    public var skipsOnEmptyByDefault: Bool { false }

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        value = parameters.value("value") ?? .null
        isEmpty = parameters.isEmpty
    }

    /// Creates the validator in Swift.
    public init(value: AttributeValue, isEmpty: EmptinessCheck = .default) {
        self.value = value
        self.isEmpty = isEmpty
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value current: AttributeValue, model: inout M) {
        if isEmpty.isEmpty(current) { model.setFilteredValue(value, of: attribute) }
    }
}
