/// An attribute a validator reads or writes besides the one it validates.
struct AttributeUse {
    /// The key of what names it inside the rule: the parameter (`compareAttribute`,
    /// `rule.compareAttribute` in the rule of `each`), or the child rule that uses it by default
    /// (empty for the rule itself, `rule` for the rule of `each`).
    var key: String
    /// The attribute.
    var name: String
    /// Whether a parameter names it; `false` for a default (`compare`'s `<attribute>_repeat`).
    var isNamed: Bool
    /// Whether the validator writes it (`date`'s `timestampAttribute`) rather than reads it.
    var isWritten = false
}

/// A validator that reads or writes attributes besides the one it validates: `compare` reads
/// the attribute it compares with, `unique` and `exist` the model attributes of their
/// `targetAttribute` (and `unique` those of its `primaryKey`), `date` writes its
/// `timestampAttribute`, `each` and the composites use what their child rules use.
///
/// A schema declares every attribute, so it checks these names when it is built
/// (``ModelSchema``): a name it lacks is a mistake in the rules, reported with the rule's path,
/// not an ``ModelError/Kind/unknownAttribute`` that stops every validation. A model without a
/// schema keeps Yii's behaviour: the validation stops when the rule runs.
protocol UsesOtherAttributes {
    /// The other attributes used when validating `attribute`.
    func otherAttributes(usedFor attribute: String) -> [AttributeUse]
}

extension CompareValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        guard compareValue == nil else { return [] }
        let isNamed = compareAttribute != nil
        return [AttributeUse(key: isNamed ? "compareAttribute" : "", name: comparedAttribute(of: attribute), isNamed: isNamed)]
    }
}

extension DateValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        timestampAttribute.map { [AttributeUse(key: "timestampAttribute", name: $0, isNamed: true, isWritten: true)] } ?? []
    }
}

extension RecordLookup {
    /// The model attributes of `targetAttribute` given as a list or an object.
    var targetAttributes: [AttributeUse] {
        guard case .pairs(let pairs) = target else { return [] }
        return pairs.map { AttributeUse(key: "targetAttribute", name: $0.attribute, isNamed: true) }
    }
}

extension UniqueValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        lookup.targetAttributes + (primaryKey ?? []).map { AttributeUse(key: "primaryKey", name: $0.attribute, isNamed: true) }
    }
}

extension ExistValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        lookup.targetAttributes
    }
}

extension EachValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        rule.otherAttributes(usedFor: attribute, inside: "rule")
    }
}

extension AllOfValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        children.enumerated().flatMap { $1.otherAttributes(usedFor: attribute, inside: "validators[\($0)]") }
    }
}

extension AnyOfValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        children.enumerated().flatMap { $1.otherAttributes(usedFor: attribute, inside: "validators[\($0)]") }
    }
}

extension NotValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        child.otherAttributes(usedFor: attribute, inside: "validator")
    }
}

extension ConditionalValidator: UsesOtherAttributes {
    func otherAttributes(usedFor attribute: String) -> [AttributeUse] {
        condition.otherAttributes(usedFor: attribute, inside: "if") + then.otherAttributes(usedFor: attribute, inside: "then")
            + (otherwise?.otherAttributes(usedFor: attribute, inside: "else") ?? [])
    }
}

extension CompiledRule {
    /// The other attributes this rule's validator uses when validating `attribute` (see
    /// ``UsesOtherAttributes``), with keys inside `key`, the rule's key in its owner (`rule`
    /// for the rule of `each`); `nil` for a top-level rule.
    func otherAttributes(usedFor attribute: String, inside key: String? = nil) -> [AttributeUse] {
        guard let user = validator as? any UsesOtherAttributes else { return [] }
        let uses = user.otherAttributes(usedFor: attribute)
        guard let key else { return uses }
        return uses.map { use in
            var inside = use
            inside.key = use.key.isEmpty ? key : key + "." + use.key
            return inside
        }
    }

    /// The problems of a rule that uses attributes `declared` lacks (see
    /// ``UsesOtherAttributes``), each name once, in the order the rule uses them: first the
    /// attribute its `when` condition reads (which, undeclared, reads as `null`: the rule would
    /// never run, or always), then what its validator reads or writes.
    func undeclaredUses(declared: Set<NameKey>) -> [SchemaError.Problem] {
        var problems: [SchemaError.Problem] = []
        var reported = Set<NameKey>()
        if case .attribute(let name, _, _)? = rule.when, !declared.contains(NameKey(name)) {
            reported.insert(NameKey(name))
            problems.append(.init(path: "rules[\(index)].when.attribute", reason: "\"\(name)\" is not a declared attribute"))
        }
        for attribute in attributeNames {
            for use in otherAttributes(usedFor: attribute)
            where !declared.contains(NameKey(use.name)) && reported.insert(NameKey(use.name)).inserted {
                let path = use.key.isEmpty ? "rules[\(index)]" : "rules[\(index)].\(use.key)"
                let reason = use.isNamed ? "\"\(use.name)\" is not a declared attribute"
                    : "\"\(attribute)\" is compared with \"\(use.name)\", which is not a declared attribute (give compareAttribute or compareValue)"
                problems.append(.init(path: path, reason: reason))
            }
        }
        return problems
    }
}
