import ModelValidation
import ModelValidationPatterns

/// The effects of the validators that check one value on their own (formats and comparisons
/// are in `RuleEffect+Formats.swift`; the composites, which need their children read, in
/// ``AttributeReader``).
extension RuleEffect {
    static func required(_ validator: RequiredValidator) -> RuleEffect {
        if let value = validator.requiredValue {
            guard validator.strict else { return RuleEffect(passes: .looselyEqual(to: value)) }
            return RuleEffect(passes: .identical(to: value), gaps: identityGaps([value], excluded: false))
        }
        var set = ValueSet.any
        set.allowsNull = false
        if validator.strict { return RuleEffect(passes: set) }
        switch validator.isEmpty {
        case .null:
            return RuleEffect(passes: set)
        case .custom:
            return RuleEffect(passes: set, gaps: ["its custom emptiness test is not expressed"])
        case .default, .trimmed:
            set.strings = StringSet.make([StringClause(.notBlank)])
            set.arrays = ContainerSet(minCount: 1)
            set.objects = ContainerSet(minCount: 1)
            return RuleEffect(passes: set)
        }
    }

    static func string(_ validator: StringValidator) -> RuleEffect {
        let number = { (value: AttributeValue?) in value.map(PHPSemantics.toDouble) }
        var minimum = number(validator.min), maximum = number(validator.max)
        if let exact = number(validator.length) {
            minimum = Swift.max(minimum ?? exact, exact)
            maximum = Swift.min(maximum ?? exact, exact)
            if exact.rounded() != exact { maximum = -1 }
        }
        var gaps: [String] = []
        // Bounds in code points: the unit counts at least one per code point for bytes, and a
        // code point takes at most four bytes, two UTF-16 units or one UTF-32 unit.
        var low = minimum.map { Int(Swift.max(0, $0.rounded(.up))) }
        var high = maximum.map { $0 < 0 ? -1 : Int($0.rounded(.down)) }
        switch validator.lengthUnit {
        case .scalars: break
        case .bytes:
            low = low.map { ($0 + 3) / 4 }
        case .utf16Units:
            low = low.map { Swift.max(0, (2 * $0 - 1 + 3) / 4) }
            high = high.map { $0 < 0 ? $0 : 2 * $0 }
        case .utf32Units:
            low = low.map { Swift.max(0, (4 * $0 - 3 + 3) / 4) }
            high = high.map { $0 < 0 ? $0 : 4 * $0 }
        }
        if validator.lengthUnit != .scalars && (minimum != nil || maximum != nil) {
            gaps.append("lengths counted in bytes or code units are expressed as code-point bounds that hold for any text")
        }
        var set = ValueSet.nothing
        if let high, high < 0 {
            set.strings = nil
        } else {
            var clauses: [StringClause] = []
            if let low { clauses.append(StringClause(.minLength(low))) }
            if let high { clauses.append(StringClause(.maxLength(high))) }
            set.strings = StringSet.make(clauses)
        }
        if !validator.strict {
            set.booleans = .both
            set.numbers = NumberSet()
            if minimum != nil || maximum != nil { gaps.append("the lengths of numbers and booleans, read as strings, are not expressed") }
        }
        return RuleEffect(passes: set, gaps: gaps)
    }

    static func number(_ validator: NumberValidator) -> RuleEffect {
        var gaps: [String] = []
        var numbers = NumberSet(integersOnly: validator.integerOnly && validator.customPattern == nil)
        for (value, isLower) in [(validator.min, true), (validator.max, false)] {
            guard let value else { continue }
            guard let bound = numericBound(value) else {
                gaps.append("\(isLower ? "min" : "max") \(JSONWriter.string(value)) is compared as PHP compares strings; not expressed")
                continue
            }
            if isLower { numbers.lower = .init(value: bound, isExclusive: false) } else { numbers.upper = .init(value: bound, isExclusive: false) }
        }
        var set = ValueSet.nothing
        set.numbers = numbers.intersection(NumberSet())
        let defaults = NumberValidator.defaultPatterns
        let source = validator.customPattern?.source ?? (validator.integerOnly ? defaults.integer : defaults.number)
        if let pattern = SchemaPattern.translating(source) {
            set.strings = StringSet.make([StringClause(.pattern(pattern))])
        } else {
            set.strings = StringSet()
            gaps.append("the format \(source) has no exact ECMA-262 form; strings are not checked")
        }
        if validator.min != nil || validator.max != nil {
            gaps.append("min and max also bound numeric strings (\"42\"), which the schema checks only for their format")
        }
        if validator.allowArray {
            var element = set
            element.allowsNull = false
            set.arrays = ContainerSet(element: element)
            set.objects = ContainerSet(element: element)
        }
        return RuleEffect(passes: set, gaps: gaps)
    }

    /// A bound as a number the schema can compare exactly, or `nil`.
    static func numericBound(_ value: AttributeValue) -> AttributeValue? {
        let number: AttributeValue
        switch value {
        case .int, .double: number = value
        case .string(let s) where PHPSemantics.isNumericString(s):
            let d = PHPSemantics.toDouble(value)
            number = d.rounded() == d && abs(d) < NumberSet.exactLimit ? .int(Int(d)) : .double(d)
        default: return nil
        }
        guard let d = number.numberValue, d.isFinite, abs(d) < NumberSet.exactLimit else { return nil }
        return number
    }

    static func boolean(_ validator: BooleanValidator) -> RuleEffect {
        let make = validator.strict ? ValueSet.identical(to:) : ValueSet.looselyEqual(to:)
        let gaps = validator.strict ? identityGaps([validator.trueValue, validator.falseValue], excluded: false) : []
        return RuleEffect(passes: make(validator.trueValue).union(make(validator.falseValue)), gaps: gaps)
    }

    static func range(_ validator: RangeValidator) -> RuleEffect {
        if validator.passesEveryValue { return RuleEffect(passes: .any, gaps: []) }
        let gaps = validator.strict ? identityGaps(validator.range, excluded: validator.not) : []
        if validator.not {
            return RuleEffect(passes: ValueSet.any.excluding(validator.range, strictly: validator.strict), gaps: gaps)
        }
        let make = validator.strict ? ValueSet.identical(to:) : ValueSet.looselyEqual(to:)
        var set = ValueSet.union(of: validator.range.lazy.map(make))
        if validator.allowArray {
            let element = set
            set = set.union(ValueSet(allowsNull: false, booleans: .neither, numbers: nil, strings: nil,
                                     arrays: ContainerSet(element: element), objects: ContainerSet(element: element)))
        }
        return RuleEffect(passes: set, gaps: gaps)
    }

    static func match(_ validator: MatchValidator) -> RuleEffect {
        let passes = { (subject: String) in validator.pattern.matches(subject) != validator.not }
        var set = ValueSet.nothing
        set.allowsNull = passes("")
        set.booleans = BooleanSet(true: passes("1"), false: passes(""))
        // Numbers match as PHP prints them: digits, "-", ".", "E" and "+" ("1.0E+25").
        let numberCharacters = "0123456789-.E+".unicodeScalars.map(\.value)
        set.numbers = !validator.not && validator.pattern.requiresCharacter(outside: numberCharacters) ? nil : NumberSet()
        do {
            let ecmaScript = try validator.pattern.ecmaScript(bound: validator.not ? .atMost : .atLeast)
            let pattern = SchemaPattern(ecmaScript: ecmaScript, engine: validator.pattern)
            set.strings = StringSet.make([StringClause(validator.not ? .notPattern(pattern) : .pattern(pattern))])
            return RuleEffect(passes: set)
        } catch {
            set.strings = StringSet()
            return RuleEffect(passes: set, gaps: ["its pattern \(validator.pattern.source) has no exact ECMA-262 form (\(error.reason))"])
        }
    }

    static func characterClass(_ validator: CharacterClassValidator) -> RuleEffect {
        RuleEffect(passes: .strings(clauses: [StringClause(.minLength(validator.minimum))]),
                   gaps: ["the count of \(validator.alias) characters is not expressed (only a minimum length)"])
    }

    static func lengthLimit(_ validator: LengthLimitValidator) -> RuleEffect {
        if validator.isMinimum {
            return RuleEffect(passes: .strings(clauses: [StringClause(.minLength(Swift.max(0, validator.limit)))]))
        }
        guard validator.limit >= 0 else { return RuleEffect(passes: .nothing) }
        return RuleEffect(passes: .strings(clauses: [StringClause(.maxLength(validator.limit))]))
    }

    static func equality(_ validator: EqualityValidator) -> RuleEffect {
        let gaps = validator.strict ? identityGaps([validator.expected], excluded: validator.negated) : []
        if validator.negated {
            return RuleEffect(passes: ValueSet.any.excluding(validator.expected, strictly: validator.strict), gaps: gaps)
        }
        return RuleEffect(passes: validator.strict ? .identical(to: validator.expected) : .looselyEqual(to: validator.expected),
                          gaps: gaps)
    }

    /// What a strict (`===`) comparison with `values` checks that JSON Schema cannot: PHP's
    /// identity tells an integer from a float of the same value (`1` from `1.0`), JSON Schema
    /// compares numbers by value. So for each whole number among the values the schema lets the
    /// number of the other type through too (`excluded: false`, `in`, `equals`), or does not
    /// exclude the number at all (`excluded: true`, `not` of `in`, `notEquals`); a number with a
    /// fraction (`1.5`) is exact.
    static func identityGaps(_ values: [AttributeValue], excluded: Bool) -> [String] {
        let whole = values.filter { value in
            guard let number = value.numberValue else { return false }
            return abs(number) < NumberSet.exactLimit && number.rounded() == number
        }
        guard let first = whole.first, let number = first.numberValue else { return [] }
        // The same number as the other type: 1 and 1.0, 2.0 and 2.
        let other: AttributeValue
        if case .int = first { other = .double(number) } else { other = .int(Int(number)) }
        let listed = whole.map(JSONWriter.string).joined(separator: " or ")
        let consequence = excluded ? "numbers equal to \(listed) are not excluded" : "numbers equal to \(listed) pass whatever their type"
        return ["=== tells \(JSONWriter.string(first)) from \(JSONWriter.string(other)) and JSON Schema does not, so \(consequence)"]
    }

    static func emptiness(_ validator: EmptinessValidator) -> RuleEffect {
        let empties = ValueSet.empties(.trimmed)
        guard validator.negated else { return RuleEffect(passes: empties) }
        var set = ValueSet.any
        set.allowsNull = false
        set.strings = StringSet.make([StringClause(.notBlank)])
        set.arrays = ContainerSet(minCount: 1)
        set.objects = ContainerSet(minCount: 1)
        return RuleEffect(passes: set)
    }
}
