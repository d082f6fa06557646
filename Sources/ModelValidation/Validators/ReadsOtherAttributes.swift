/// An attribute a validator reads besides the one it validates.
struct AttributeRead {
    /// The key of what names it inside the rule: the parameter (`compareAttribute`,
    /// `rule.compareAttribute` in the rule of `each`), or the child rule that reads it by default
    /// (empty for the rule itself, `rule` for the rule of `each`).
    var key: String
    /// The attribute.
    var name: String
    /// Whether a parameter names it; `false` for a default (`compare`'s `<attribute>_repeat`).
    var isNamed: Bool
}

/// A validator that reads attributes besides the one it validates: `compare` the attribute it
/// compares with, `unique` and `exist` the model attributes of their `targetAttribute` (and
/// `unique` those of its `primaryKey`), `each` and the composites what their child rules read.
///
/// A schema declares every attribute, so it checks these names when it is built
/// (``ModelSchema``): a name it lacks is a mistake in the rules, reported with the rule's path,
/// not an ``ModelError/Kind/unknownAttribute`` that stops every validation. A model without a
/// schema keeps Yii's behaviour: the validation stops when the rule runs.
protocol ReadsOtherAttributes {
    /// The other attributes read when validating `attribute`.
    func otherAttributes(readFor attribute: String) -> [AttributeRead]
}

extension CompareValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        guard compareValue == nil else { return [] }
        if let compareAttribute { return [AttributeRead(key: "compareAttribute", name: compareAttribute, isNamed: true)] }
        return [AttributeRead(key: "", name: attribute + "_repeat", isNamed: false)]
    }
}

extension RecordLookup {
    /// The model attributes of `targetAttribute` given as a list or an object.
    var targetAttributes: [AttributeRead] {
        guard case .pairs(let pairs) = target else { return [] }
        return pairs.map { AttributeRead(key: "targetAttribute", name: $0.attribute, isNamed: true) }
    }
}

extension UniqueValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        lookup.targetAttributes + (primaryKey ?? []).map { AttributeRead(key: "primaryKey", name: $0.attribute, isNamed: true) }
    }
}

extension ExistValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        lookup.targetAttributes
    }
}

extension EachValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        rule.otherAttributes(readFor: attribute, inside: "rule")
    }
}

extension AllOfValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        children.enumerated().flatMap { $1.otherAttributes(readFor: attribute, inside: "validators[\($0)]") }
    }
}

extension AnyOfValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        children.enumerated().flatMap { $1.otherAttributes(readFor: attribute, inside: "validators[\($0)]") }
    }
}

extension NotValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        child.otherAttributes(readFor: attribute, inside: "validator")
    }
}

extension ConditionalValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [AttributeRead] {
        condition.otherAttributes(readFor: attribute, inside: "if") + then.otherAttributes(readFor: attribute, inside: "then")
            + (otherwise?.otherAttributes(readFor: attribute, inside: "else") ?? [])
    }
}

extension CompiledRule {
    /// The other attributes this rule's validator reads when validating `attribute` (see
    /// ``ReadsOtherAttributes``), with keys inside `key`, the rule's key in its owner (`rule`
    /// for the rule of `each`); `nil` for a top-level rule.
    func otherAttributes(readFor attribute: String, inside key: String? = nil) -> [AttributeRead] {
        guard let reader = validator as? any ReadsOtherAttributes else { return [] }
        let reads = reader.otherAttributes(readFor: attribute)
        guard let key else { return reads }
        return reads.map { AttributeRead(key: $0.key.isEmpty ? key : key + "." + $0.key, name: $0.name, isNamed: $0.isNamed) }
    }

    /// The problems of a rule that reads attributes `declared` lacks (see
    /// ``ReadsOtherAttributes``), each name once, in the order the rule reads them.
    func undeclaredReads(declared: Set<NameKey>) -> [SchemaError.Problem] {
        var problems: [SchemaError.Problem] = []
        var reported = Set<NameKey>()
        for attribute in attributeNames {
            for read in otherAttributes(readFor: attribute)
            where !declared.contains(NameKey(read.name)) && reported.insert(NameKey(read.name)).inserted {
                let path = read.key.isEmpty ? "rules[\(index)]" : "rules[\(index)].\(read.key)"
                let reason = read.isNamed ? "\"\(read.name)\" is not a declared attribute"
                    : "\"\(attribute)\" is compared with \"\(read.name)\", which is not a declared attribute (give compareAttribute or compareValue)"
                problems.append(.init(path: path, reason: reason))
            }
        }
        return problems
    }
}
