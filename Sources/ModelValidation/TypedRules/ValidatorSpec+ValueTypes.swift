/// Which validators only accept strings, and which Swift property types can never hold one:
/// together they catch a typed rule such as `Validate(\.age, .email)` on an `Int` when the rule
/// set is built.
extension ValidatorSpec {
    /// The aliases whose validators fail every value that is not a string (as Yii's do: `email`,
    /// `url`, `ip` and `string` start with `is_string`), so on a number, a boolean or a list
    /// they could never pass. `match`, `in`, `compare` and the others read numbers as PHP text
    /// and stay allowed.
    static let stringOnlyTypes: Set<String> = [
        "string", "email", "url", "ip", "minLength", "maxLength",
        "uppercase", "lowercase", "digits", "symbols", "characters",
    ]

    /// The first alias in this specification, or among the children of an `allOf` (every one
    /// of which must pass), that only accepts strings.
    var stringOnlyType: String? {
        switch kind {
        case .alias(let type, _):
            return Self.stringOnlyTypes.contains(type) ? type : nil
        case .composite(.allOf, let children):
            return children.lazy.compactMap(\.stringOnlyType).first
        case .composite, .instance, .nested:
            return nil
        }
    }

    /// A mistake when this specification only accepts strings and `valueType` never holds one.
    ///
    /// - Parameters:
    ///   - valueType: The Swift type of the attribute's property.
    ///   - attribute: The attribute's name, for the message.
    ///   - ruleIndex: The index of the rule the specification becomes.
    /// - Returns: The rule error, or `nil` when the combination can work.
    func valueTypeMistake(_ valueType: Any.Type, attribute: String, ruleIndex: Int) -> RuleError? {
        guard let type = stringOnlyType, valueType is any NeverStringAttribute.Type else { return nil }
        return RuleError(.invalidRule, ruleIndex: ruleIndex, key: "attributes",
                         reason: "\"\(type)\" validates strings, but \(attribute) is \(valueType)")
    }
}

/// The property types whose attribute value is never a string: numbers, booleans, lists, and
/// optionals of them. A custom ``AttributeConvertible`` type is not listed: it may hold a string.
protocol NeverStringAttribute {}

extension Int: NeverStringAttribute {}
extension Double: NeverStringAttribute {}
extension Bool: NeverStringAttribute {}
extension Array: NeverStringAttribute {}
extension Optional: NeverStringAttribute where Wrapped: NeverStringAttribute {}
