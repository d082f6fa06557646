import ModelValidationMessages

/// The label generated from each attribute name the rules of a rule set name
/// (``AttributeLabel/generate(_:)``), made once when the rule set is built.
///
/// Every failure's message carries its attribute's label, and generating one (splitting
/// `passwordRepeat` into `Password Repeat`) cost more than the rest of recording the failure;
/// a rule set is built once and validates many models, so its attributes' labels are looked up
/// rather than generated again. Names are matched byte for byte, as explicit labels are.
///
/// A class, so that reaching it from a rule set retains one reference (as a struct, each
/// lookup copied its five arrays out of the rule set, a retain and a release each).
final class GeneratedLabels: Sendable {
    /// The attribute names, each once, in the order rules first name them.
    private let names: NameIndex
    /// The label of each name in ``names``, by position.
    private let labels: [String]

    /// The labels of the attributes `rules` name.
    init(rules: [CompiledRule]) {
        var names = NameIndex()
        var labels: [String] = []
        for rule in rules {
            for name in rule.attributeNames where names.insert(name).inserted {
                labels.append(AttributeLabel.generate(name))
            }
        }
        self.names = names
        self.labels = labels
    }

    /// The generated label of `name`, if a rule names it.
    func label(of name: String) -> String? {
        names.position(of: name).map { labels[$0] }
    }
}
