/// A validation rule as data: which attributes, which validator, in which scenarios, and how.
///
/// A rule names its attributes (a leading `!` marks one active but unsafe: validated, never
/// massively assigned), a validator `type` (an alias such as `"required"` or `"string"`), the
/// common options Yii gives every validator, and the validator's own parameters. Rules are
/// inert until a ``RuleSet`` builds them, which checks every option and parameter.
///
/// ```swift
/// let rules = [
///     Rule(["username", "email"], "required"),
///     Rule(["username"], "string", ["min": 3, "max": 32]),
///     Rule(["!role"], "in", ["range": ["user", "admin"]], on: ["admin"]),
/// ]
/// ```
///
/// The same rule can be decoded from the JSON rule object of the conformance format with
/// ``init(json:index:)`` and encoded back with ``jsonValue``.
public struct Rule: Sendable {
    /// The attribute names, as written (a leading `!` marks the attribute unsafe).
    public var attributes: [String]
    /// The validator alias.
    public var type: String
    /// The scenarios in which the rule is active; empty means every scenario.
    public var on: [String]
    /// The scenarios in which the rule is inactive. It wins over ``on``.
    public var except: [String]
    /// Whether to skip empty values; `nil` takes the validator's default.
    public var skipOnEmpty: Bool?
    /// Whether to skip attributes that already have errors; `nil` means `true`.
    public var skipOnError: Bool?
    /// The main message template; `nil` takes the validator's default.
    public var message: String?
    /// A condition the model must meet for the rule to run on an attribute.
    public var when: Condition?
    /// How the rule decides that a value is empty; `nil` is ``EmptinessCheck/default``.
    public var isEmpty: EmptinessCheck?
    /// The validator's own parameters under their Yii names, in order.
    public var parameters: AttributeObject
    /// A validator instance to use instead of looking ``type`` up in the registry (inline and
    /// custom validators written in Swift).
    public var validator: (any Validator)?

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - attributes: The attribute names; `!name` marks an active but unsafe attribute.
    ///   - type: The validator alias.
    ///   - parameters: The validator's parameters under their Yii names.
    ///   - on: Scenarios in which the rule applies (empty: all).
    ///   - except: Scenarios in which it does not apply.
    ///   - skipOnEmpty: Overrides the validator's default.
    ///   - skipOnError: Overrides the default `true`.
    ///   - message: Overrides the default message.
    ///   - when: A condition for running the rule.
    ///   - isEmpty: The emptiness test for this rule.
    public init(
        _ attributes: [String], _ type: String, _ parameters: AttributeObject = [:],
        on: [String] = [], except: [String] = [],
        skipOnEmpty: Bool? = nil, skipOnError: Bool? = nil, message: String? = nil,
        when: Condition? = nil, isEmpty: EmptinessCheck? = nil
    ) {
        self.attributes = attributes
        self.type = type
        self.parameters = parameters
        self.on = on
        self.except = except
        self.skipOnEmpty = skipOnEmpty
        self.skipOnError = skipOnError
        self.message = message
        self.when = when
        self.isEmpty = isEmpty
        self.validator = nil
    }

    /// Creates a rule that runs a validator instance (a custom or inline validator).
    ///
    /// ```swift
    /// let noAdmin = Rule(["username"], validator: InlineValidator(code: "username.reserved",
    ///     message: "{attribute} is reserved.") { value, _, _ in value != "admin" })
    /// ```
    ///
    /// - Parameters:
    ///   - attributes: The attribute names.
    ///   - validator: The validator to run.
    ///   - name: The name shown as the rule's type (default `"inline"`).
    public init(
        _ attributes: [String], validator: any Validator, name: String = "inline",
        on: [String] = [], except: [String] = [],
        skipOnEmpty: Bool? = nil, skipOnError: Bool? = nil, when: Condition? = nil
    ) {
        self.init(attributes, name, on: on, except: except,
                  skipOnEmpty: skipOnEmpty, skipOnError: skipOnError, when: when)
        self.validator = validator
    }

    /// The attribute names without their `!` marks (Yii strips every leading `!`).
    public var attributeNames: [String] {
        attributes.map { name in
            var start = name.startIndex
            while start < name.endIndex, name[start] == "!" { start = name.index(after: start) }
            return start == name.startIndex ? name : String(name[start...])
        }
    }
}
