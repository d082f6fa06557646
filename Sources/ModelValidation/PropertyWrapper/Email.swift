/// A preset: an email address property, required unless told otherwise.
///
/// `@Email var email = ""` is `@Validated(.required, .email) var email = ""`: the same field,
/// rules, codes and messages.
///
/// ```swift
/// struct Contact: ValidatedForm {
///     @Email var email = ""
///     @Email(required: false) var backupEmail = ""
/// }
/// ```
///
/// Like ``Validated`` it needs Observation (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@propertyWrapper
public struct Email: Sendable {
    /// The field: value, errors and observation.
    public let projectedValue: ValidatedField<String>

    /// The preset's validators.
    ///
    /// - Parameter required: Whether an empty address fails.
    /// - Returns: `[.required, .email]`, or `[.email]`.
    public static func validators(required: Bool) -> [ValidatorSpec] {
        required ? [.required, .email] : [.email]
    }

    /// Creates the property.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial address.
    ///   - required: Whether an empty address fails.
    ///   - label: The label in messages.
    ///   - validatesOnChange: Whether every change validates.
    public init(wrappedValue: String = "", required: Bool = true, label: String? = nil, validatesOnChange: Bool = false) {
        projectedValue = Validated(wrappedValue: wrappedValue, validators: Self.validators(required: required),
                                   label: label, validatesOnChange: validatesOnChange).projectedValue
    }

    /// The address.
    public var wrappedValue: String {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }

    /// The address of a property of a class, labelled from the property's name from the first
    /// access (see ``Validated``).
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, String>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Email>
    ) -> String {
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
