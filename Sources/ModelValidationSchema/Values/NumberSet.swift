import ModelValidation

/// The numbers of a ``ValueSet``: JSON Schema's `integer` or `number`, bounds, an enumeration and
/// exclusions. Numbers compare by value, as in JSON Schema and PHP's `==` (`1` equals `1.0`).
struct NumberSet: Equatable, Sendable {
    /// A bound, as written in the rule (`13`, `0.5`), inclusive or not.
    struct Bound: Equatable, Sendable {
        var value: AttributeValue
        var isExclusive: Bool

        var number: Double { value.numberValue ?? 0 }
    }

    /// Whether only numbers with no fractional part are in the set (JSON Schema's `integer`).
    var integersOnly = false
    /// The lower bound.
    var lower: Bound?
    /// The upper bound.
    var upper: Bound?
    /// The only numbers in the set, or `nil` when it is not an enumeration.
    var allowed: [AttributeValue]?
    /// Numbers left out.
    var excluded: [AttributeValue] = []

    /// Beyond this magnitude, doubles no longer hold every integer, so PHP's and JSON Schema's
    /// comparisons of integers with doubles may disagree; bounds and values there are dropped.
    static let exactLimit = 9_007_199_254_740_992.0

    var isAny: Bool { !integersOnly && lower == nil && upper == nil && allowed == nil && excluded.isEmpty }

    /// The numbers equal to `value`.
    static func only(_ values: [AttributeValue]) -> NumberSet {
        NumberSet(allowed: values)
    }

    func mayContain(_ value: AttributeValue) -> Bool {
        guard let x = value.numberValue else { return false }
        if integersOnly && x.rounded() != x { return false }
        if let lower, x < lower.number || (lower.isExclusive && x == lower.number) { return false }
        if let upper, x > upper.number || (upper.isExclusive && x == upper.number) { return false }
        if excluded.contains(where: { $0.numberValue == x }) { return false }
        if let allowed { return allowed.contains { $0.numberValue == x } }
        return true
    }

    /// The numbers in both; `nil` when none is left.
    func intersection(_ other: NumberSet) -> NumberSet? {
        var out = NumberSet()
        out.integersOnly = integersOnly || other.integersOnly
        out.lower = Self.tighter(lower, other.lower, lower: true)
        out.upper = Self.tighter(upper, other.upper, lower: false)
        // Lists are looked up in hash sets of their values (`1` and `1.0` alike): two `in` rules
        // of thousands of numbers each would otherwise cost the product of their lengths.
        let left = Self.values(of: excluded)
        out.excluded = excluded + other.excluded.filter { !left.contains($0) }
        switch (allowed, other.allowed) {
        case (nil, nil): out.allowed = nil
        case (let a?, nil): out.allowed = a
        case (nil, let b?): out.allowed = b
        case (let a?, let b?): out.allowed = a.filter(Self.values(of: b).contains)
        }
        if let allowed = out.allowed {
            let kept = allowed.filter(out.withoutEnumeration)
            if kept.isEmpty { return nil }
            return NumberSet(allowed: kept)
        }
        if let low = out.lower, let high = out.upper {
            if low.number > high.number || (low.number == high.number && (low.isExclusive || high.isExclusive)) { return nil }
        }
        return out
    }

    /// A set with the numbers of both.
    func union(_ other: NumberSet) -> NumberSet {
        if let a = allowed, let b = other.allowed {
            let listed = Self.values(of: a)
            return NumberSet(allowed: a + b.filter { !listed.contains($0) })
        }
        var out = NumberSet()
        out.integersOnly = integersOnly && other.integersOnly
        out.lower = Self.looser(lower, other.lower, lower: true)
        out.upper = Self.looser(upper, other.upper, lower: false)
        out.excluded = excluded.filter(Self.values(of: other.excluded).contains)
        // An enumeration on one side bounds nothing of the other; keep bounds only if both
        // sides had them (an enumeration counts as bounded by its extremes).
        if allowed != nil || other.allowed != nil {
            let left = self.hull, right = other.hull
            out.lower = Self.looser(left.lower, right.lower, lower: true)
            out.upper = Self.looser(left.upper, right.upper, lower: false)
            out.integersOnly = left.integersOnly && right.integersOnly
            out.excluded = []
        }
        return out
    }

    /// The set without its enumeration: bounds covering the enumerated values.
    private var hull: NumberSet {
        guard let allowed else { return self }
        var out = NumberSet()
        out.integersOnly = allowed.allSatisfy { ($0.numberValue ?? 0).rounded() == $0.numberValue }
        let sorted = allowed.sorted { ($0.numberValue ?? 0) < ($1.numberValue ?? 0) }
        if let first = sorted.first, let last = sorted.last {
            out.lower = Bound(value: first, isExclusive: false)
            out.upper = Bound(value: last, isExclusive: false)
        }
        return out
    }

    /// Whether `value` may be in the set were it not an enumeration, with the exclusions in a
    /// hash set: as ``mayContain(_:)`` without ``allowed``, for many values at once.
    private var withoutEnumeration: (AttributeValue) -> Bool {
        var bounds = self
        bounds.allowed = nil
        bounds.excluded = []
        let left = Self.values(of: excluded)
        return { value in bounds.mayContain(value) && !left.contains(value) }
    }

    /// The numbers of `values` by value, for lookups: `contains` is whether a number with the
    /// same value is in the list (`1.0` for `1`; never NaN, which equals nothing).
    private static func values(of values: [AttributeValue]) -> NumberLookup {
        NumberLookup(values: Set(values.compactMap(\.numberValue)))
    }

    private static func tighter(_ a: Bound?, _ b: Bound?, lower: Bool) -> Bound? {
        guard let a else { return b }
        guard let b else { return a }
        if a.number == b.number { return Bound(value: a.value, isExclusive: a.isExclusive || b.isExclusive) }
        return (a.number > b.number) == lower ? a : b
    }

    private static func looser(_ a: Bound?, _ b: Bound?, lower: Bool) -> Bound? {
        guard let a, let b else { return nil }
        if a.number == b.number { return Bound(value: a.value, isExclusive: a.isExclusive && b.isExclusive) }
        return (a.number < b.number) == lower ? a : b
    }
}

/// The values of a list of numbers in a hash set (see ``NumberSet/values(of:)``).
private struct NumberLookup {
    let values: Set<Double>

    /// Whether a number of the list has the value of `value` (`false` for anything else).
    func contains(_ value: AttributeValue) -> Bool {
        value.numberValue.map(values.contains) ?? false
    }
}

extension AttributeValue {
    /// The value of a number, `nil` for anything else.
    var numberValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
