/// Marks attributes safe for massive assignment without checking them (alias `safe`).
///
/// Its rules only put their attributes into the scenarios; the engine never runs it, so it never
/// reads a value. It takes no parameters.
///
/// ```swift
/// Rule(["nickname", "bio"], "safe")
/// ```
public struct SafeValidator: ConfigurableValidator {
    public static let aliases = ["safe"]

    public var validatesValues: Bool { false }

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {}

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {}
}
