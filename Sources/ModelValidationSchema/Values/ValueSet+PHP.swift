import ModelValidation
import ModelValidationPatterns

extension ValueSet {
    /// A set holding every value PHP 8's `==` finds equal to `constant` (Yii's non-strict `in`,
    /// `boolean`, `required` with `requiredValue`).
    ///
    /// `true` equals every truthy value, `null` equals `false`, `0`, `""` and `[]`, a number
    /// equals the numeric strings of the same value (`" 1"`, `"1.0"`, `"1e0"`), a non-numeric
    /// string equals only itself and `true`.
    static func looselyEqual(to constant: AttributeValue) -> ValueSet {
        var set = ValueSet.nothing
        switch constant {
        case .null:
            set = .falsy
            set.strings = .emptyString
        case .bool(true):
            set.booleans = BooleanSet(true: true, false: false)
            set.numbers = NumberSet(excluded: [0])
            set.strings = StringSet.make([StringClause(.noneOf(["", "0"]))])
            set.arrays = ContainerSet(minCount: 1)
            set.objects = ContainerSet(minCount: 1)
        case .bool(false):
            set = .falsy
        case .int, .double:
            let value = constant.numberValue ?? 0
            set.allowsNull = value == 0
            set.booleans = BooleanSet(true: value != 0, false: value == 0)
            set.numbers = abs(value) < NumberSet.exactLimit ? .only([constant]) : NumberSet()
            set.strings = .numericStrings
        case .string(let string):
            set.allowsNull = string.isEmpty
            let truthy = PHPSemantics.toBool(constant)
            set.booleans = BooleanSet(true: truthy, false: !truthy)
            if PHPSemantics.isNumericString(string) {
                set.numbers = numbers(equalTo: PHPSemantics.toDouble(constant))
                set.strings = .numericStrings
            } else {
                set.strings = StringSet.make([StringClause(.oneOf([string]))])
            }
        case .array, .object:
            let count = constant.arrayValue?.count ?? constant.objectValue?.count ?? 0
            set.allowsNull = count == 0
            set.booleans = BooleanSet(true: count > 0, false: count == 0)
            set.arrays = ContainerSet(minCount: count, maxCount: count)
            set.objects = ContainerSet(minCount: count, maxCount: count)
        }
        return set
    }

    /// A set holding every value identical (`===`) to `constant`. JSON Schema's equality is
    /// looser on numbers (`1` equals `1.0`), which only adds values.
    static func identical(to constant: AttributeValue) -> ValueSet {
        var set = ValueSet.nothing
        switch constant {
        case .null: set.allowsNull = true
        case .bool(let b): set.booleans = BooleanSet(true: b, false: !b)
        case .int, .double:
            set.numbers = abs(constant.numberValue ?? 0) < NumberSet.exactLimit ? .only([constant]) : NumberSet()
        case .string(let s): set.strings = StringSet.make([StringClause(.oneOf([s]))])
        case .array, .object:
            // PHP arrays: a JSON array and an object with the same entries can be identical.
            let count = constant.arrayValue?.count ?? constant.objectValue?.count ?? 0
            set.arrays = ContainerSet(minCount: count, maxCount: count)
            set.objects = ContainerSet(minCount: count, maxCount: count)
        }
        return set
    }

    /// The set without values certainly equal to `constant` (`notEquals`): the constant itself,
    /// and with PHP's `==` also the `null` and booleans equal to it and the numbers equal to a
    /// numeric string. Arrays and objects are kept.
    ///
    /// - Parameter strictly: Whether the rule compares with `===`, so that `1.0` differs from
    ///   `1`: a number with no fractional part is then kept (JSON Schema does not tell `1` from
    ///   `1.0`), one with a fractional part, identical only to itself, is excluded.
    func excluding(_ constant: AttributeValue, strictly: Bool) -> ValueSet {
        excluding([constant], strictly: strictly)
    }

    /// The set without values certainly equal to one of `constants` (`not` of `in`), as
    /// ``excluding(_:strictly:)`` leaves each out, in one pass: the strings to leave out are
    /// gathered without repeats, then excluded at once, and so are the numbers (excluding them
    /// one at a time copied and searched the list of those excluded before, the square of their
    /// count).
    ///
    /// ```swift
    /// ValueSet.any.excluding(["a", 1, "a"], strictly: false)   // not "a", 1, "1", true…
    /// ```
    ///
    /// - Parameters:
    ///   - constants: The values to leave out, in order.
    ///   - strictly: Whether the rule compares with `===` (see ``excluding(_:strictly:)``).
    /// - Complexity: O(*n*) on average in the number of constants and the clauses of the set.
    func excluding(_ constants: some Sequence<AttributeValue>, strictly: Bool) -> ValueSet {
        var set = self
        // The strings and numbers to leave out: each string once, in the order first given (as
        // merging lists of excluded strings keeps them); each number as often as it comes.
        var strings: [String] = []
        var listed = Set<NameKey>()
        var numbers: [AttributeValue] = []
        for constant in constants {
            if strictly {
                switch constant {
                case .null: set.allowsNull = false
                case .bool(let b): if b { set.booleans.true = false } else { set.booleans.false = false }
                default: break
                }
            } else {
                if PHPSemantics.looseEquals(.null, constant) { set.allowsNull = false }
                if PHPSemantics.looseEquals(true, constant) { set.booleans.true = false }
                if PHPSemantics.looseEquals(false, constant) { set.booleans.false = false }
            }
            // The number to exclude, if any. (`AttributeValue` takes the `nil` literal as `.null`:
            // `cond ? nil : constant` would exclude `null` from the numbers, so no ternary here.)
            var number: AttributeValue?
            switch constant {
            case .int, .double:
                let value = constant.numberValue ?? 0
                if !strictly || value.rounded() != value { number = constant }
            case .string(let s):
                if listed.insert(NameKey(s)).inserted { strings.append(s) }
                if !strictly, PHPSemantics.isNumericString(s) {
                    let value = PHPSemantics.toDouble(constant)
                    if value.isFinite, abs(value) < NumberSet.exactLimit { number = value.rounded() == value ? .int(Int(value)) : .double(value) }
                }
            default: break
            }
            if let number, let value = number.numberValue, abs(value) < NumberSet.exactLimit { numbers.append(number) }
        }
        if !strings.isEmpty {
            set.strings = set.strings.flatMap { $0.intersection(StringSet.make([StringClause(.noneOf(strings))]) ?? StringSet()) }
        }
        if !numbers.isEmpty, var current = set.numbers {
            current.excluded += numbers
            set.numbers = current.intersection(NumberSet())
        }
        return set
    }

    /// `null`, `false`, `0`, `"0"`, `""`, `[]` and `{}`: what PHP's `==` finds equal to `false`.
    private static var falsy: ValueSet {
        var set = ValueSet.nothing
        set.allowsNull = true
        set.booleans = BooleanSet(true: false, false: true)
        set.numbers = .only([0])
        set.strings = StringSet.make([StringClause(.oneOf(["", "0"]))])
        set.arrays = .empty
        set.objects = .empty
        return set
    }

    /// The numbers equal to `value`; any number where doubles lose integer precision.
    private static func numbers(equalTo value: Double) -> NumberSet {
        guard value.isFinite, abs(value) < NumberSet.exactLimit else { return NumberSet() }
        return .only([value.rounded() == value ? .int(Int(value)) : .double(value)])
    }
}

extension StringSet {
    /// The numeric strings (``SchemaPattern/numericString``), made once: a loose `in` rule
    /// of numbers asks for them at each value.
    static let numericStrings = StringSet.make([StringClause(.pattern(.numericString))])
}

extension SchemaPattern {
    /// PHP 8's numeric strings (`is_numeric`): optional whitespace, a sign, digits with an
    /// optional fraction, an optional exponent, optional whitespace.
    /// (`\x0B` is the vertical tab: `\v` in PCRE is every vertical space.) Should it not
    /// translate, an empty pattern (any string) keeps the schema sound.
    static let numericString = SchemaPattern.translating(
        #"/^[ \t\n\r\x0B\f]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?[ \t\n\r\x0B\f]*$/D"#)
        ?? SchemaPattern(ecmaScript: "", engine: nil)

    /// The pattern for `source`, translated so that it matches at least what PHP and this
    /// library match; `nil` when it has no exact translation.
    static func translating(_ source: String) -> SchemaPattern? {
        guard let engine = try? PCREPattern(source),
              let ecmaScript = try? engine.ecmaScript(bound: .atLeast) else { return nil }
        return SchemaPattern(ecmaScript: ecmaScript, engine: engine)
    }
}
