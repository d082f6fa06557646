/// Compares a value with a constant or with another attribute (alias `compare`).
///
/// The value is compared with `compareValue` when the rule sets one, otherwise with the
/// attribute named by `compareAttribute` (by default the attribute's name plus `_repeat`, as in
/// `password` / `password_repeat`). A compared attribute the model lacks stops validation with
/// ``ModelError/Kind/unknownAttribute``, as Yii raises an unknown-property exception.
///
/// Both sides are first converted as Yii does: with `compareType: "string"` (the default; any
/// value other than `"number"` means string) both become PHP strings, and PHP's `==`, `<` and
/// `>` still compare numeric strings as numbers (`"1e1" == "10"`, `"10" > "9"`, but
/// `"abc" > "10"` bytewise); `===` compares the strings' bytes, so `1 === "1"` holds. With
/// `compareType: "number"` both become doubles with PHP's `(float)` (`"12abc"` → 12, `"abc"` →
/// 0). An array value fails with `{attribute} is invalid.`. When `skipOnError` is `false` and
/// the compared attribute already has errors, the rule fails with `{compareAttribute} is
/// invalid.` instead of comparing.
///
/// Placeholders: `{compareAttribute}` is the compared attribute's label (or the constant),
/// `{compareValue}` its value (or the constant), `{compareValueOrAttribute}` the label when
/// comparing with an attribute and the constant otherwise.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `compareAttribute` | `<attribute>_repeat` | the attribute to compare with |
/// | `compareValue` | — | a constant to compare with (wins over `compareAttribute`) |
/// | `operator` | `"=="` | `==`, `===`, `!=`, `!==`, `>`, `>=`, `<` or `<=` |
/// | `compareType` | `"string"` | `"string"` or `"number"` (Yii's `type`) |
///
/// | code | default message |
/// | --- | --- |
/// | `compare.invalid` | per operator: `{attribute} must be equal to "{compareValueOrAttribute}".` (`==`, `===`), `… must not be equal to …` (`!=`, `!==`), `… must be greater than …`, `… must be greater than or equal to …`, `… must be less than …`, `… must be less than or equal to …` |
/// | `compare.invalidValue` | `{attribute} is invalid.` (an array value) |
/// | `compare.invalidCompareAttribute` | `{compareAttribute} is invalid.` |
///
/// ```swift
/// Rule(["password"], "compare")                                  // equals password_repeat
/// Rule(["end"], "compare", ["compareAttribute": "start", "operator": ">", "compareType": "number"])
/// Rule(["age"], "compare", ["compareValue": 18, "operator": ">=", "compareType": "number"])
/// ```
public struct CompareValidator: ConfigurableValidator {
    public static let aliases = ["compare"]

    /// The attribute compared with, when the rule names one.
    public let compareAttribute: String?
    /// The constant compared with, if any.
    public let compareValue: AttributeValue?
    /// The comparison operator.
    public let `operator`: Operator
    /// How both sides are converted.
    public let type: ComparisonType
    let skipOnError: Bool
    let message: String
    private let constantString: String
    private let constantNumber: Double

    /// Builds the validator from a rule's parameters.
    ///
    /// - Parameters:
    ///   - alias: `compare`.
    ///   - parameters: The rule's parameters.
    /// - Throws: ``RuleError`` for an unknown operator, an array `compareValue` or a mistyped
    ///   parameter.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        compareAttribute = try parameters.string("compareAttribute")
        let constant = parameters.value("compareValue")
        if let constant, constant.isCollection {
            throw parameters.valueError("compareValue", "expected a scalar, got \(constant.kindName)")
        }
        compareValue = constant
        let spelling: String
        if parameters.isNull("operator") {
            // Yii looks a null operator up as "" and finds no such operator.
            _ = parameters.rawValue("operator")
            spelling = ""
        } else {
            spelling = try parameters.string("operator") ?? "=="
        }
        guard let op = Operator(rawValue: spelling) else {
            throw parameters.valueError("operator", "Unknown operator: \(spelling)")
        }
        self.operator = op
        switch parameters.value("compareType") {
        case .string("number")?: type = .number
        case nil, .string("string")?: type = .string
        case let other?:
            // Yii compares as strings whenever the type is not "number".
            let shown = other.stringValue.map { "\"\($0)\"" } ?? JSONWriter.string(other)
            parameters.warn("compareType", "\(shown) is neither \"string\" nor \"number\"; values are compared as strings")
            type = .string
        }
        skipOnError = parameters.skipOnError ?? true
        message = parameters.message ?? op.defaultMessage
        constantString = constant.flatMap(PHPSemantics.string) ?? ""
        constantNumber = constant.map(PHPSemantics.toDouble) ?? 0
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if value.isCollection {
            model.addError(attribute, code: "compare.invalidValue", template: "{attribute} is invalid.", value: value)
            return
        }
        // The arguments (and the label they need) are built only for a failure.
        var arguments = MessageArguments()
        let holds: Bool
        if let compareValue {
            holds = type == .number
                ? self.operator.holds(PHPSemantics.toDouble(value), constantNumber)
                : self.operator.holds(PHPSemantics.string(value) ?? "", constantString)
            guard !holds else { return }
            arguments.set("compareAttribute", compareValue)
            arguments.set("compareValue", compareValue)
            arguments.set("compareValueOrAttribute", compareValue)
        } else {
            let name = comparedAttribute(of: attribute)
            guard let other = model.value(of: name) else {
                model.abortValidation(ModelError(.unknownAttribute, name: name))
                return
            }
            if !skipOnError && model.hasErrors(name) {
                arguments.setLabel("compareAttribute", model.label(of: name))
                model.addError(attribute, code: "compare.invalidCompareAttribute",
                               template: "{compareAttribute} is invalid.", value: value, arguments: arguments)
                return
            }
            holds = type == .number
                ? self.operator.holds(PHPSemantics.toDouble(value), PHPSemantics.toDouble(other))
                // PHP casts an array to "Array" (with a warning Yii turns into an exception).
                : self.operator.holds(PHPSemantics.string(value) ?? "", PHPSemantics.string(other) ?? "Array")
            guard !holds else { return }
            arguments = Self.comparedArguments(other, label: model.label(of: name))
        }
        model.addError(attribute, code: "compare.invalid", template: message, value: value, arguments: arguments)
    }
}

extension CompareValidator {
    /// The attribute the value of `attribute` is compared with when the rule has no
    /// ``compareValue``: ``compareAttribute``, else Yii's default `<attribute>_repeat`.
    package func comparedAttribute(of attribute: String) -> String {
        compareAttribute ?? attribute + "_repeat"
    }

    /// Whether the rule requires the value to equal another attribute's as strings (`==` or
    /// `===`, no constant, no `number` type): strings with the same bytes then pass.
    var requiresEqualStrings: Bool {
        compareValue == nil && type == .string && (self.operator == .equal || self.operator == .identical)
    }

    /// The failure of the string `value` compared with the other attribute's string `other`,
    /// labelled `otherLabel`, as ``validate(_:value:model:)`` adds it when the other attribute
    /// has no errors it reports; `nil` when the comparison holds. For a rule that compares
    /// with another attribute (``requiresEqualStrings``), which the engine compares in place.
    @usableFromInline
    func failure(string value: String, other: String, otherLabel: String) -> ValueCheckFailure? {
        guard !self.operator.holds(value, other) else { return nil }
        return ValueCheckFailure(code: "compare.invalid", template: message,
                                 arguments: Self.comparedArguments(.string(other), label: otherLabel))
    }

    /// The arguments of a failure against another attribute labelled `label` holding `other`.
    private static func comparedArguments(_ other: AttributeValue, label: String) -> MessageArguments {
        // As `setLabel`, `setSubmitted` and `setLabel` would set them, without the lookups.
        var compared = MessageArguments.Entry(name: "compareValue", value: other)
        compared.isSubmitted = true
        return MessageArguments(distinct: [
            MessageArguments.Entry(name: "compareAttribute", value: .string(label), isLabel: true),
            compared,
            MessageArguments.Entry(name: "compareValueOrAttribute", value: .string(label), isLabel: true),
        ])
    }
}
