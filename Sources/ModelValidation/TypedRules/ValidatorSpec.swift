/// A validator as written in Swift: an alias with parameters, a validator instance, or a
/// composite of other specifications, built into a ``Validator`` when a rule set is built.
///
/// A specification is inert data, so it can be declared once and reused on many models, in
/// ``Validated`` property wrappers and in composites. It builds through the same
/// ``ValidatorRegistry`` as JSON rules: `.string(min: 8)` becomes exactly the rule
/// `{"type": "string", "min": 8}`, with the same codes and messages.
///
/// ```swift
/// extension ValidatorSpecRepresentable {
///     /// A company address: present, well formed, not too long.
///     static var companyEmail: Self {
///         .allOf(.required, .email, .string(max: 254)).named("companyEmail")
///     }
/// }
///
/// let spec: ValidatorSpec = .companyEmail
/// ```
///
/// Use the leading-dot factories of ``ValidatorSpecRepresentable`` to create one; in typed rules
/// the same factories produce a ``Check``, which can also refer to other attributes by key path.
public struct ValidatorSpec: ValidatorSpecRepresentable {
    /// What the specification builds.
    enum Kind: Sendable {
        /// A registered alias with its parameters (the JSON rule form).
        case alias(String, AttributeObject)
        /// A ready validator instance, shown under `name`.
        case instance(any Validator, name: String)
        /// A composite of child specifications.
        case composite(CompositeKind, [ValidatorSpec])
        /// The validator of the nested model or collection bound to the attribute.
        case nested
    }

    /// The composite kinds.
    enum CompositeKind: Sendable {
        case allOf(stopOnFirstError: Bool)
        case anyOf
        case not
        /// Children: the condition, the branch taken when it passes, and optionally the other.
        case conditional
    }

    var kind: Kind
    /// The name a composite or instance is shown under (the rule's type).
    public internal(set) var name: String?
    /// The rule's `message` option, if set.
    public internal(set) var message: String?
    var skipOnEmpty: Bool?
    var skipOnError: Bool?
    var isEmpty: EmptinessCheck?
    /// Parameters that name another attribute by key path, resolved to names when a typed rule
    /// set is built.
    var attributeReferences: [(key: String, keyPath: AnyKeyPath & Sendable)] = []

    init(_ kind: Kind) { self.kind = kind }

    /// Creates a specification from a registered alias and its parameters, as a JSON rule
    /// object would write them.
    ///
    /// ```swift
    /// let isbn = ValidatorSpec(type: "match", ["pattern": "/^[0-9]{13}$/"])
    /// ```
    ///
    /// - Parameters:
    ///   - type: The validator alias.
    ///   - parameters: The validator's parameters under their JSON names.
    public init(type: String, _ parameters: AttributeObject = [:]) {
        self.kind = .alias(type, parameters)
    }

    /// Creates a specification that runs a validator instance.
    ///
    /// - Parameters:
    ///   - validator: The validator to run.
    ///   - name: The name shown as the rule's type.
    public init(validator: any Validator, name: String = "inline") {
        self.kind = .instance(validator, name: name)
    }

    /// The type of the asynchronous validator this specification is or holds, known without
    /// building it: a built-in database rule (`unique`, `exist`) or an ``AsyncValidator``
    /// instance; `nil` otherwise (a registered alias is only known once built).
    var asynchronousType: String? {
        switch kind {
        case .alias(let type, _):
            let builtIn = ValidatorRegistry.builtInTypes.contains { $0 is any AsyncValidator.Type && $0.aliases.contains(type) }
            return builtIn ? type : nil
        case .instance(let validator, let name): return validator is any AsyncValidator ? name : nil
        case .composite(_, let children): return children.lazy.compactMap(\.asynchronousType).first
        case .nested: return nil
        }
    }

    /// The specification itself, for ``ValidatorSpecRepresentable``.
    public var spec: ValidatorSpec {
        get { self }
        set { self = newValue }
    }

    /// Wraps a specification, for ``ValidatorSpecRepresentable``.
    ///
    /// - Parameter spec: The specification.
    public init(spec: ValidatorSpec) { self = spec }

    /// The alias this specification builds (`"string"`, `"allOf"`), or its instance name.
    public var type: String {
        switch kind {
        case .alias(let type, _): return type
        case .instance(_, let name): return self.name ?? name
        case .composite(let kind, _):
            if let name { return name }
            switch kind {
            case .allOf: return "allOf"
            case .anyOf: return "anyOf"
            case .not: return "not"
            case .conditional: return "conditional"
            }
        case .nested: return "nested"
        }
    }

    /// The parameters of an alias specification (empty for the other kinds).
    public var parameters: AttributeObject {
        if case .alias(_, let parameters) = kind { return parameters }
        return [:]
    }
}
