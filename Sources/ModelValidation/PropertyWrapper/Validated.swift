/// A property validated by its own rules: `@Validated(.required, .email) var email = ""`.
///
/// The projected value (`$email`) is the property's ``ValidatedField``: `$email.errors`,
/// `$email.isValid`, `$email.validate()`, `$email.errorUpdates`, and Observation support.
///
/// ```swift
/// struct SignupForm: ValidatedForm {
///     @Validated(.required, .email, label: "Email") var email = ""
///     @Validated(.required, .minLength(8), .digits()) var password = ""
/// }
///
/// let form = SignupForm()
/// form.$email.validate()        // false
/// form.$email.firstError        // "Email cannot be blank." (the label given: see below)
/// form.email = "ann@example.com"
/// form.$email.isValid           // true
/// ```
///
/// Validators are the same ``ValidatorSpec`` values typed rules use, so a named composite or a
/// preset declared once (`@Validated(.companyEmail)`) works everywhere. A faulty specification
/// (an invalid pattern, `.email` on an `Int`) never stops the program: the field keeps the
/// ``RuleError`` in `$property.configurationError` and fails every validation with it (code
/// `rules.invalid`, never a rule's message); a form lists them all in
/// ``ValidatedForm/configurationErrors``. Build a ``ValidatedField`` directly to get the error
/// thrown instead. An asynchronous validator is such a mistake, named as one: a property
/// validates synchronously, and `.unique` and `.exist`, typed-rule factories, do not compile here.
///
/// The label in messages is the explicit `label`, else one generated from the property's name:
/// in a class from the first time the property is read or written, in a struct from the first
/// time the form is reflected (``ValidatedForm/validateFields()``, ``ValidatedForm/fieldErrors``)
/// — a struct's property cannot learn its name before, so give a property of a struct that
/// validates on change an explicit `label`.
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
        let ruleSet: RuleSet
        do {
            ruleSet = try ValidatedField<Value>.ruleSet(validators, name: "value", registry: .builtIn)
        } catch {
            ruleSet = RuleSet(failedWith: error)
        }
        projectedValue = ValidatedField(wrappedValue, ruleSet: ruleSet, name: "value", label: label,
                                        validatesOnChange: validatesOnChange)
    }

    /// The value.
    public var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }

    /// The value of a property of a class: the field first learns the property's name, so its
    /// first message already carries the label (the compiler uses this accessor for properties
    /// of classes and ``wrappedValue`` for those of structs).
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Validated<Value>>
    ) -> Value {
        get {
            let field = owner[keyPath: storageKeyPath].projectedValue
            field.adoptPropertyName(in: owner)
            return field.value
        }
        set {
            let field = owner[keyPath: storageKeyPath].projectedValue
            field.adoptPropertyName(in: owner)
            field.value = newValue
        }
    }
}
