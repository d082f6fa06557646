extension Validate {
    /// The data rules this typed rule stands for, one per check, in order.
    ///
    /// - Parameters:
    ///   - table: Where key paths are resolved to attribute names.
    ///   - registry: Where composites build their children.
    ///   - firstIndex: The index the first produced rule will have in its rule set.
    /// - Throws: ``RuleError`` for a key path the table does not bind, a validator that only
    ///   accepts strings on a property that never holds one, or a faulty composite.
    func rules(table: AttributeTable<Root>, registry: ValidatorRegistry, firstIndex: Int) throws(RuleError) -> [Rule] {
        var names: [String] = []
        for keyPath in keyPaths {
            guard let name = table.name(of: keyPath) else {
                throw RuleError(.invalidRule, ruleIndex: firstIndex, key: "attributes",
                                reason: "the key path \(keyPath) names no attribute of the model's attribute table")
            }
            names.append(name)
        }
        var condition: Condition?
        switch when {
        case nil: condition = nil
        case .condition(let c)?: condition = c
        case .attribute(let keyPath, let value, let negated)?:
            guard let name = table.name(of: keyPath) else {
                throw RuleError(.invalidParameter, ruleIndex: firstIndex, key: "when",
                                reason: "the key path \(keyPath) names no attribute of the model's attribute table")
            }
            condition = .attribute(name, equals: value, negated: negated)
        }
        let written = isUnsafe ? names.map { "!" + $0 } : names
        var out: [Rule] = []
        for check in checks {
            for (keyPath, name) in zip(keyPaths, names) {
                let valueType = type(of: keyPath as AnyKeyPath).valueType
                if let mistake = check.spec.valueTypeMistake(valueType, attribute: name, ruleIndex: firstIndex + out.count) {
                    throw mistake
                }
            }
            // A nested check needs the binding of its attribute, so it makes one rule per attribute.
            let groups: [[String]]
            if case .nested = check.spec.kind { groups = written.map { [$0] } } else { groups = [written] }
            for group in groups {
                let index = firstIndex + out.count
                let attribute = names[written.firstIndex { $0.hasSameBytes(as: group[0]) } ?? 0]
                let context = SpecBuildContext(
                    registry: registry, ruleIndex: index,
                    resolve: { table.name(of: $0) },
                    nested: { table.binding(attribute)?.nested }
                )
                var rule = try check.spec.rule(for: group, context: context)
                rule.on = on
                rule.except = except
                rule.when = condition
                rule.skipOnEmpty = rule.skipOnEmpty ?? skipOnEmpty
                rule.skipOnError = rule.skipOnError ?? skipOnError
                rule.isEmpty = rule.isEmpty ?? isEmpty
                out.append(rule)
            }
        }
        return out
    }
}
