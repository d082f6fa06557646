import ModelValidation

/// A set of JSON values, described type by type, that contains at least every value it stands
/// for: the exporter's picture of "what the engine may accept".
///
/// Each rule is read as such a set (the values it lets through); sets are intersected along an
/// attribute's rules and written out as a JSON Schema. Every operation may only grow a set, never
/// shrink it, which is what keeps the schema from rejecting a document the engine accepts.
///
/// ```swift
/// var set = ValueSet.strings(StringSet([.init(.minLength(3))]))
/// set.formIntersection(.empties(.default).union(.any))
/// ```
struct ValueSet: Equatable, Sendable {
    /// Whether `null` is in the set.
    var allowsNull: Bool
    /// The booleans in the set.
    var booleans: BooleanSet
    /// The numbers, or `nil` for none.
    var numbers: NumberSet?
    /// The strings, or `nil` for none.
    var strings: StringSet?
    /// The arrays, or `nil` for none.
    var arrays: ContainerSet?
    /// The objects, or `nil` for none.
    var objects: ContainerSet?

    /// Every JSON value.
    static let any = ValueSet(allowsNull: true, booleans: .both, numbers: NumberSet(), strings: StringSet(),
                              arrays: ContainerSet(), objects: ContainerSet())
    /// No value at all.
    static let nothing = ValueSet(allowsNull: false, booleans: .neither, numbers: nil, strings: nil, arrays: nil, objects: nil)

    /// Only strings.
    static func strings(_ strings: StringSet = StringSet()) -> ValueSet {
        var set = nothing
        set.strings = strings
        return set
    }

    /// Only the strings satisfying every clause (none when they contradict each other).
    static func strings(clauses: [StringClause]) -> ValueSet {
        var set = nothing
        set.strings = StringSet.make(clauses)
        return set
    }

    /// The values a rule's emptiness test calls empty: Yii's default `null`, `""`, `[]` and `{}`;
    /// with `trimmed` also strings of PHP whitespace; with `null` only `null`. A custom test
    /// could call anything empty.
    static func empties(_ check: EmptinessCheck) -> ValueSet {
        var set = nothing
        set.allowsNull = true
        switch check {
        case .null:
            return set
        case .custom:
            return .any
        case .default, .trimmed:
            set.strings = check.name == "trimmed" ? .blank : .emptyString
            set.arrays = ContainerSet(maxCount: 0)
            set.objects = ContainerSet(maxCount: 0)
            return set
        }
    }

    /// Whether the set holds every JSON value.
    var isAny: Bool {
        allowsNull && booleans == .both && numbers?.isAny == true && strings?.isAny == true
            && arrays?.isAny == true && objects?.isAny == true
    }

    /// Whether the set is empty.
    var isNothing: Bool {
        !allowsNull && booleans == .neither && numbers == nil && strings == nil && arrays == nil && objects == nil
    }

    /// The values in both sets (exact where each part is exact).
    func intersection(_ other: ValueSet) -> ValueSet {
        var out = ValueSet.nothing
        out.allowsNull = allowsNull && other.allowsNull
        out.booleans = BooleanSet(true: booleans.true && other.booleans.true, false: booleans.false && other.booleans.false)
        out.numbers = Self.both(numbers, other.numbers) { $0.intersection($1) }
        out.strings = Self.both(strings, other.strings) { $0.intersection($1) }
        out.arrays = Self.both(arrays, other.arrays) { $0.intersection($1) }
        out.objects = Self.both(objects, other.objects) { $0.intersection($1) }
        return out
    }

    /// A set holding the values of both (possibly more).
    func union(_ other: ValueSet) -> ValueSet {
        var out = ValueSet.nothing
        out.allowsNull = allowsNull || other.allowsNull
        out.booleans = BooleanSet(true: booleans.true || other.booleans.true, false: booleans.false || other.booleans.false)
        out.numbers = Self.either(numbers, other.numbers) { $0.union($1) }
        out.strings = Self.either(strings, other.strings) { $0.union($1) }
        out.arrays = Self.either(arrays, other.arrays) { $0.union($1) }
        out.objects = Self.either(objects, other.objects) { $0.union($1) }
        return out
    }

    /// Whether `value` may be in the set: `false` only when it certainly is not.
    func mayContain(_ value: AttributeValue) -> Bool {
        switch value {
        case .null: return allowsNull
        case .bool(let b): return b ? booleans.true : booleans.false
        case .int, .double: return numbers?.mayContain(value) ?? false
        case .string(let s): return strings?.mayContain(s) ?? false
        case .array(let items): return arrays?.mayContain(count: items.count, items) ?? false
        case .object(let object): return objects?.mayContain(count: object.count, object.values, object: object) ?? false
        }
    }

    private static func both<T>(_ a: T?, _ b: T?, _ combine: (T, T) -> T?) -> T? {
        guard let a, let b else { return nil }
        return combine(a, b)
    }

    private static func either<T>(_ a: T?, _ b: T?, _ combine: (T, T) -> T) -> T? {
        guard let a else { return b }
        guard let b else { return a }
        return combine(a, b)
    }
}

/// Which of `true` and `false` a set holds.
struct BooleanSet: Equatable, Sendable {
    var `true`: Bool
    var `false`: Bool

    static let both = BooleanSet(true: true, false: true)
    static let neither = BooleanSet(true: false, false: false)
}
