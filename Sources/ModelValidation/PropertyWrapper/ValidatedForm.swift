/// A type whose stored ``Validated`` properties are validated together.
///
/// The properties are found once per call by reflection (their storage is `_name`; the
/// underscore is dropped), and a property without an explicit label gets one from its name
/// (`backupEmail` → `Backup Email`).
///
/// ```swift
/// struct SignupForm: ValidatedForm {
///     @Validated(.required, .email) var email = ""
///     @Validated(.required, .minLength(8)) var password = ""
/// }
///
/// let form = SignupForm()
/// form.validateFields()                 // false
/// form.fieldErrors.map(\.attribute)     // ["email", "password"]
/// ```
public protocol ValidatedForm {}

/// A ``Validated``-style property seen through reflection.
protocol ValidatingProperty {
    var field: any FieldValidating { get }
}

/// A field validated without knowing its value type.
protocol FieldValidating: AnyObject {
    func validate() -> Bool
    var errors: [ValidationError] { get }
    var configurationError: RuleError? { get }
    func adoptLabel(_ label: String)
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension ValidatedField: FieldValidating {}
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension Validated: ValidatingProperty { var field: any FieldValidating { projectedValue } }
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension Email: ValidatingProperty { var field: any FieldValidating { projectedValue } }

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension ValidatedForm {
    /// The validated properties: name (without the underscore) and field.
    private var validatedFields: [(name: String, field: any FieldValidating)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let property = child.value as? any ValidatingProperty, var name = child.label else { return nil }
            if name.hasPrefix("_") { name.removeFirst() }
            property.field.adoptLabel(AttributeLabel.generate(name))
            return (name: name, field: property.field)
        }
    }

    /// Validates every ``Validated`` property, publishing each one's errors.
    ///
    /// - Returns: Whether every property is valid.
    @discardableResult
    public func validateFields() -> Bool {
        var valid = true
        for (_, field) in validatedFields where !field.validate() { valid = false }
        return valid
    }

    /// The mistakes in the validators of the ``Validated`` properties, by property name, in
    /// declaration order: empty when every property is well configured. A faulty property does
    /// not stop the program; check this once, in a test.
    ///
    /// ```swift
    /// #expect(SignupForm().configurationErrors.isEmpty)
    /// ```
    public var configurationErrors: [(property: String, error: RuleError)] {
        validatedFields.compactMap { name, field in field.configurationError.map { (property: name, error: $0) } }
    }

    /// The errors of every ``Validated`` property from its last validation, keyed by the
    /// property's name, in declaration order.
    public var fieldErrors: [ValidationError] {
        validatedFields.flatMap { name, field in
            field.errors.map { error in
                var renamed = error
                renamed.attribute = name
                return renamed
            }
        }
    }
}
