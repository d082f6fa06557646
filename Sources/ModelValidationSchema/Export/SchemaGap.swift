/// Something a rule checks that the exported schema does not express.
///
/// The schema is sound: it accepts every document the engine accepts, so whatever it cannot
/// express is left out rather than guessed. Each gap names the attribute, the rule (its index
/// in the rule set and its type) and what is left out; the engine still checks it.
///
/// ```swift
/// let export = try JSONSchemaExporter(ruleSet: rules).export()
/// for gap in export.gaps { print(gap) }
/// // passwordRepeat: rule #8 compare: compares with another attribute (password)
/// ```
public struct SchemaGap: Sendable, Hashable, CustomStringConvertible {
    /// The attribute whose check is left out.
    public let attribute: String
    /// The rule's position in its rule set.
    public let ruleIndex: Int
    /// The rule's type (validator alias).
    public let ruleType: String
    /// What is left out, in words.
    public let reason: String

    /// Creates a gap.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - ruleIndex: The rule's index.
    ///   - ruleType: The rule's type.
    ///   - reason: What is left out.
    public init(attribute: String, ruleIndex: Int, ruleType: String, reason: String) {
        self.attribute = attribute
        self.ruleIndex = ruleIndex
        self.ruleType = ruleType
        self.reason = reason
    }

    /// `attribute: rule #index type: reason`.
    public var description: String { "\(attribute): rule #\(ruleIndex) \(ruleType): \(reason)" }
}
