/// Validates the nested model or collection an attribute of a typed model holds (alias
/// `nested`).
///
/// The JSON form of the typed `.nested` check: it finds the attribute's binding in the model's
/// ``AttributeTable`` (``AttributeTable/Binding/model(_:_:scenario:)`` or
/// ``AttributeTable/Binding/models(_:_:make:scenario:)``) and runs its nested validation. On a
/// model without such a binding (a ``DynamicModel``, or a plain attribute) it does nothing.
///
/// | code | default message |
/// | --- | --- |
/// | the nested models' | the nested models', under `attribute.nested` paths |
///
/// ```swift
/// Rule(["address", "items"], "nested")
/// ```
public struct NestedValidator: ConfigurableValidator {
    public static let aliases = ["nested"]

    /// Builds the validator (it takes no parameters).
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {}

    /// Creates the validator.
    public init() {}

    public var skipsOnEmptyByDefault: Bool { false }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard let typed = M.self as? any TypedModel.Type else { return }
        func binding<T: TypedModel>(_ type: T.Type) -> (any Validator)? { T.attributes.binding(attribute)?.nested }
        binding(typed)?.validate(attribute, value: value, model: &model)
    }
}
