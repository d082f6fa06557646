import ModelValidationLocales

/// Keeps a rule's own messages out of Yii's catalogs when they repeat one of Yii's default texts.
///
/// Yii translates a validator's default message (`Yii::t('yii', …)`) but never a `message` the
/// rule sets, even one with the very same words. Failures only carry their template, so when a
/// rule's custom text equals a default text, the registry wraps its validator in this one: the
/// failures it adds with those texts are marked ``TemplateOrigin/application``. Rules whose
/// messages differ from Yii's (nearly all) are not wrapped and pay nothing.
struct ApplicationMessages: Validator {
    /// The validator that does the work.
    let inner: any Validator
    /// The rule's custom texts that are also Yii default texts.
    let texts: [String]

    var skipsOnEmptyByDefault: Bool { inner.skipsOnEmptyByDefault }
    var marksAttributeRequired: Bool { inner.marksAttributeRequired }
    var validatesValues: Bool { inner.validatesValues }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let mark = model.validation.errors.mark(for: attribute)
        inner.validate(attribute, value: value, model: &model)
        model.validation.errors.markApplicationTemplates(texts, addedSince: mark)
    }

    /// Yii's English default texts: the keys of its message catalogs.
    static let yiiTexts = Set(YiiCatalogs.englishTemplates)

    /// The custom texts of a rule that repeat one of Yii's defaults: its `message` and any other
    /// string parameter (`tooShort`, `notInRange`, …) equal to a Yii text. Read before the
    /// factory consumes the parameters.
    static func repeatedDefaults(in parameters: RuleParameters) -> [String] {
        var texts: [String] = []
        if let message = parameters.message, yiiTexts.contains(message) { texts.append(message) }
        for value in parameters.remaining.values {
            if case .string(let text) = value, yiiTexts.contains(text), !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// `validator`, wrapped when `texts` is not empty. A nested validator is left alone (its
    /// messages are the package's, and rule sets look for it by type), and so is an
    /// asynchronous one, whose failures arrive after its rule's turn: a custom message of
    /// `unique` or `exist` that repeats Yii's text is translated like the default.
    static func wrapping(_ validator: any Validator, texts: [String]) -> any Validator {
        if texts.isEmpty || validator is NestedValidator || validator is any AsyncValidator { return validator }
        return ApplicationMessages(inner: validator, texts: texts)
    }
}
