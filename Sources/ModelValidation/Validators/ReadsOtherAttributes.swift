/// A validator that reads attributes besides the one it validates: `compare` the attribute it
/// compares with, `unique` and `exist` the model attributes of their `targetAttribute` (and
/// `unique` those of its `primaryKey`).
///
/// A schema declares every attribute, so it checks these names when it is built
/// (``ModelSchema``): a name it lacks is a mistake in the rules, reported with the rule's path,
/// not an ``ModelError/Kind/unknownAttribute`` that stops every validation. A model without a
/// schema keeps Yii's behaviour: the validation stops when the rule runs.
protocol ReadsOtherAttributes {
    /// The other attributes read when validating `attribute`, each with the parameter that
    /// names it (`nil`: a default, no parameter names it).
    func otherAttributes(readFor attribute: String) -> [(parameter: String?, name: String)]
}

extension CompareValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [(parameter: String?, name: String)] {
        guard compareValue == nil else { return [] }
        if let compareAttribute { return [("compareAttribute", compareAttribute)] }
        return [(nil, attribute + "_repeat")]
    }
}

extension RecordLookup {
    /// The model attributes of `targetAttribute` given as a list or an object.
    var targetAttributes: [(parameter: String?, name: String)] {
        guard case .pairs(let pairs) = target else { return [] }
        return pairs.map { ("targetAttribute", $0.attribute) }
    }
}

extension UniqueValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [(parameter: String?, name: String)] {
        lookup.targetAttributes + (primaryKey ?? []).map { ("primaryKey", $0.attribute) }
    }
}

extension ExistValidator: ReadsOtherAttributes {
    func otherAttributes(readFor attribute: String) -> [(parameter: String?, name: String)] {
        lookup.targetAttributes
    }
}

extension CompiledRule {
    /// The problems of a rule whose validator reads attributes that `declared` lacks (see
    /// ``ReadsOtherAttributes``), each name once, in the order the rule reads them.
    func undeclaredReads(declared: Set<NameKey>) -> [SchemaError.Problem] {
        guard let reader = validator as? any ReadsOtherAttributes else { return [] }
        var problems: [SchemaError.Problem] = []
        var reported = Set<NameKey>()
        for attribute in attributeNames {
            for (parameter, name) in reader.otherAttributes(readFor: attribute)
            where !declared.contains(NameKey(name)) && reported.insert(NameKey(name)).inserted {
                if let parameter {
                    problems.append(.init(path: "rules[\(index)].\(parameter)", reason: "\"\(name)\" is not a declared attribute"))
                } else {
                    problems.append(.init(path: "rules[\(index)]", reason: "\"\(attribute)\" is compared with \"\(name)\", which is not a declared attribute (give compareAttribute or compareValue)"))
                }
            }
        }
        return problems
    }
}
