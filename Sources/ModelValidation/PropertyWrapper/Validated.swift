/// A property validated by its own rules: `@Validated(.required, .email) var email = ""`.
///
/// The projected value (`$email`) is the property's ``ValidatedField``: `$email.errors`,
/// `$email.isValid`, `$email.validate()`, `$email.errorUpdates`, and Observation support.
///
/// ```swift
/// struct SignupForm: ValidatedForm {
///     @Validated(.required, .email) var email = ""
///     @Validated(.required, .minLength(8), .digits()) var password = ""
/// }
///
/// let form = SignupForm()
/// form.$email.validate()        // false
/// form.$email.firstError        // "Email cannot be blank."
/// form.email = "ann@example.com"
/// form.$email.isValid           // true
/// ```
///
/// Validators are the same ``ValidatorSpec`` values typed rules use, so a named composite or a
/// preset declared once (`@Validated(.companyEmail)`) works everywhere. A faulty specification
/// (an invalid pattern, for instance) stops the program when the property is created; build a
/// ``ValidatedField`` directly to get the ``RuleError`` instead.
///
/// The state lives in a shared field object, so copies of the enclosing value share it, as
/// SwiftUI's `@State` does. Like ``ValidatedField`` it needs Observation (macOS 14, iOS 17,
/// tvOS 17, watchOS 10, visionOS 1).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@propertyWrapper
public struct Validated<Value: AttributeConvertible>: Sendable {
    /// The field: value, errors and observation.
    public let projectedValue: ValidatedField<Value>

    /// Creates the property.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - validators: The validators, run in order.
    ///   - label: The label in messages; `nil` generates one (from the property's name inside a
    ///     ``ValidatedForm``).
    ///   - validatesOnChange: Whether every change validates.
    public init(wrappedValue: Value, _ validators: ValidatorSpec..., label: String? = nil,
                validatesOnChange: Bool = false) {
        self.init(wrappedValue: wrappedValue, validators: validators, label: label, validatesOnChange: validatesOnChange)
    }

    /// Creates the property from a list of validators.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - validators: The validators, run in order.
    ///   - label: The label in messages.
    ///   - validatesOnChange: Whether every change validates.
    public init(wrappedValue: Value, validators: [ValidatorSpec], label: String? = nil, validatesOnChange: Bool = false) {
        do {
            projectedValue = try ValidatedField(wrappedValue, validators: validators, label: label,
                                                validatesOnChange: validatesOnChange)
        } catch {
            preconditionFailure("@Validated: \(error)")
        }
    }

    /// The value.
    public var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }
}
