import ModelValidation

extension ValueSet {
    /// The set as JSON Schema (draft 2020-12) keywords.
    ///
    /// A finite set becomes `enum` (or `const`); otherwise `type` lists the JSON types with
    /// their type-specific keywords (`minLength`, `minimum`, `maxItems`, …), which leave values
    /// of other types alone. Values a type keyword cannot single out (one boolean, a list of
    /// numbers or strings next to types with keywords) join through `anyOf`.
    func jsonSchema() -> AttributeObject {
        if isAny { return [:] }
        if isNothing { return ["not": .object([:])] }
        if let values = enumeration {
            return values.count == 1 ? ["const": values[0]] : ["enum": .array(values)]
        }
        var types: [String] = []
        var finite: [AttributeValue] = []
        var facets = AttributeObject()
        var excluded: [AttributeValue] = []
        var allOf: [AttributeValue] = []
        if let numbers {
            if let allowed = numbers.allowed {
                finite += allowed
            } else {
                types.append(numbers.integersOnly ? "integer" : "number")
                if let lower = numbers.lower { facets[lower.isExclusive ? "exclusiveMinimum" : "minimum"] = lower.value }
                if let upper = numbers.upper { facets[upper.isExclusive ? "exclusiveMaximum" : "maximum"] = upper.value }
                excluded += numbers.excluded
            }
        }
        if let strings {
            if let values = strings.enumeration {
                finite += values.map(AttributeValue.string)
            } else {
                types.append("string")
                strings.write(into: &facets, allOf: &allOf, excluded: &excluded)
            }
        }
        // One boolean: in the list of values if there is one, else the type less the other.
        let oneBoolean = booleans.true != booleans.false
        if booleans.true && booleans.false { types.append("boolean") }
        if let arrays {
            types.append("array")
            arrays.write(into: &facets, allOf: &allOf, count: ("minItems", "maxItems"), element: "items")
        }
        if let objects {
            types.append("object")
            objects.write(into: &facets, allOf: &allOf, count: ("minProperties", "maxProperties"), element: "additionalProperties")
        }
        if allowsNull { types.append("null") }
        if oneBoolean {
            if types.isEmpty || !finite.isEmpty {
                finite.append(.bool(booleans.true))
            } else {
                types.insert("boolean", at: types.firstIndex { $0 == "array" || $0 == "object" || $0 == "null" } ?? types.count)
                excluded.append(.bool(!booleans.true))
            }
        }
        var typed: AttributeObject = ["type": types.count == 1 ? .string(types[0]) : .array(types.map(AttributeValue.string))]
        for (key, value) in facets { typed[key] = value }
        if !allOf.isEmpty {
            if allOf.count == 1, case .object(let only) = allOf[0], only.keys == ["anyOf"] {
                typed["anyOf"] = only["anyOf"]
            } else {
                typed["allOf"] = .array(allOf)
            }
        }
        if !excluded.isEmpty { typed["not"] = ["enum": .array(excluded)] }
        guard !finite.isEmpty else { return typed }
        if types.isEmpty { return ["enum": .array(finite)] }
        return ["anyOf": [.object(typed), ["enum": .array(finite)]]]
    }

    /// Every value of the set, when it is finite.
    private var enumeration: [AttributeValue]? {
        var values: [AttributeValue] = []
        if let strings {
            guard let list = strings.enumeration else { return nil }
            values += list.map(AttributeValue.string)
        }
        if let numbers {
            guard let allowed = numbers.allowed else { return nil }
            values += allowed
        }
        if booleans.true { values.append(true) }
        if booleans.false { values.append(false) }
        if allowsNull { values.append(.null) }
        if let arrays {
            guard arrays.maxCount == 0 else { return nil }
            values.append(.array([]))
        }
        if let objects {
            guard objects.maxCount == 0 else { return nil }
            values.append(.object([:]))
        }
        return values
    }
}

extension StringSet {
    /// The strings, when the set is a plain list of them.
    var enumeration: [String]? {
        guard clauses.count == 1, clauses[0].alternative == nil, case .oneOf(let values) = clauses[0].constraint else {
            return nil
        }
        return values
    }

    /// The whitespace PHP's `trim()` strips, as an ECMA-262 class body.
    static let trimmedCharacters = #"\x00\t\n\v\r "#

    /// Writes the clauses as string keywords: plain clauses directly, each group of clauses
    /// sharing an empty alternative as `anyOf: [empty, group]`.
    func write(into facets: inout AttributeObject, allOf: inout [AttributeValue], excluded: inout [AttributeValue]) {
        Self.writePlain(clauses.filter { $0.alternative == nil }.map(\.constraint), into: &facets, allOf: &allOf, excluded: &excluded)
        for kind in [StringClause.Alternative.emptyString, .blank] {
            let group = clauses.filter { $0.alternative == kind }.map(\.constraint)
            guard !group.isEmpty else { continue }
            var sub = AttributeObject()
            var subAllOf: [AttributeValue] = []
            var subExcluded: [AttributeValue] = []
            Self.writePlain(group, into: &sub, allOf: &subAllOf, excluded: &subExcluded)
            if !subAllOf.isEmpty { sub["allOf"] = .array(subAllOf) }
            if !subExcluded.isEmpty { sub["not"] = ["enum": .array(subExcluded)] }
            let empty: AttributeValue = kind == .emptyString
                ? ["maxLength": 0]
                : ["pattern": .string("^[" + Self.trimmedCharacters + "]*$")]
            allOf.append(["anyOf": [empty, .object(sub)]])
        }
    }

    private static func writePlain(_ constraints: [StringClause.Constraint], into facets: inout AttributeObject,
                                   allOf: inout [AttributeValue], excluded: inout [AttributeValue]) {
        func pattern(_ source: String) {
            if facets["pattern"] == nil { facets["pattern"] = .string(source) } else { allOf.append(["pattern": .string(source)]) }
        }
        for constraint in constraints {
            switch constraint {
            case .minLength(let n): facets["minLength"] = .int(n)
            case .maxLength(let n): facets["maxLength"] = .int(n)
            case .pattern(let p): pattern(p.ecmaScript)
            case .notBlank: pattern("[^" + trimmedCharacters + "]")
            // `not` of a string keyword alone would reject every other type: name the type.
            case .notPattern(let p): allOf.append(["not": ["type": "string", "pattern": .string(p.ecmaScript)]])
            case .noneOf(let values): excluded += values.map(AttributeValue.string)
            // `enum` alone would reject every other type: apply it to strings only.
            case .oneOf(let values):
                allOf.append(["if": ["type": "string"], "then": ["enum": .array(values.map(AttributeValue.string))]])
            }
        }
    }
}

extension ContainerSet {
    /// Writes the size range, the element schema and, for objects, the named properties (each
    /// also constrained by the element set, which JSON Schema's `additionalProperties` leaves
    /// out for them) and the keys that may not be missing (`required`). When the empty
    /// container passes too, they go into `allOf` as `anyOf: [{max: 0}, constraints]`.
    func write(into facets: inout AttributeObject, allOf: inout [AttributeValue], count keys: (min: String, max: String),
               element key: String) {
        guard orEmpty else { return writeConstraints(into: &facets, count: keys, element: key) }
        var constraints = AttributeObject()
        withoutEmptyAlternative.writeConstraints(into: &constraints, count: keys, element: key)
        allOf.append(["anyOf": [.object([keys.max: 0]), .object(constraints)]])
    }

    private func writeConstraints(into facets: inout AttributeObject, count keys: (min: String, max: String), element key: String) {
        if minCount > 0 { facets[keys.min] = .int(minCount) }
        if let maxCount { facets[keys.max] = .int(maxCount) }
        if let properties {
            var named = AttributeObject()
            var required: [AttributeValue] = []
            for property in properties.properties {
                let set = element.map { property.set.intersection($0.set) } ?? property.set
                named[property.name] = .object(set.propertySchema(annotations: property.annotations))
                if !property.allowsMissing { required.append(.string(property.name)) }
            }
            facets["properties"] = .object(named)
            if !required.isEmpty { facets["required"] = .array(required) }
        }
        if let element { facets[key] = .object(element.set.jsonSchema()) }
    }
}
