import ModelValidation

extension ValueSet {
    /// A set holding the values of all of `sets`: the set ``union(_:)`` gives when folded over
    /// them from ``nothing``, built in one pass.
    ///
    /// Folding ``union(_:)`` copies and searches the list of numbers or strings at each step,
    /// so the sets of an `in` rule's values, one per value, cost the square of their count. Here
    /// a list that only grows (numbers of ``NumberSet/allowed``, a plain list of strings) is kept
    /// aside with a hash set of what it holds, and appended to; every other step is
    /// ``union(_:)`` itself, with the list put back into the set first (a list that meets
    /// anything else never grows again).
    ///
    /// ```swift
    /// ValueSet.union(of: ["a", "b", "a"].map(ValueSet.identical(to:)))   // "a" and "b"
    /// ```
    ///
    /// - Parameter sets: The sets, in the order of the fold.
    /// - Returns: The same set as `sets.reduce(.nothing) { $0.union($1) }`.
    /// - Complexity: O(*n*) on average in the number of sets and the length of their lists.
    static func union(of sets: some Sequence<ValueSet>) -> ValueSet {
        var out = ValueSet.nothing
        // The numbers and strings of `out` while they are a growing list (`out` then holds none).
        var numbers: GrowingList<AttributeValue, Double?>?
        var strings: GrowingList<String, NameKey>?
        for var set in sets {
            if let added = set.numbers?.allowed, numbers != nil || out.numbers?.allowed != nil {
                // Two lists of numbers: `union` appends the numbers of the second that are not
                // in the first.
                if numbers == nil, let current = out.numbers?.allowed {
                    numbers = GrowingList(current, key: \.numberValue)
                    out.numbers = nil
                }
                numbers?.append(added)
                set.numbers = nil
            } else if set.numbers != nil, let list = numbers {
                out.numbers = NumberSet(allowed: list.values)
                numbers = nil
            }
            if let added = set.strings?.enumeration, strings != nil || out.strings?.enumeration != nil {
                if strings == nil, let current = out.strings?.enumeration {
                    strings = GrowingList(current, key: NameKey.init)
                    out.strings = nil
                }
                // `union` with exactly `""` adds `""` as an alternative to the other side's
                // list, so a list after `""` comes first: `""` then `"a"` is `["a", ""]`.
                if strings?.values == [""], added != [""] {
                    strings = GrowingList(added, key: NameKey.init)
                    strings?.append([""])
                } else {
                    strings?.append(added)
                }
                set.strings = nil
            } else if set.strings != nil, let list = strings {
                out.strings = StringSet.make([StringClause(.oneOf(list.values))])
                strings = nil
            }
            out = out.union(set)
        }
        if let numbers { out.numbers = NumberSet(allowed: numbers.values) }
        if let strings { out.strings = StringSet.make([StringClause(.oneOf(strings.values))]) }
        return out
    }
}

/// A list that grows at its end, with the hash set of its values' keys: appending leaves out
/// the values whose key the list held before, as ``ValueSet/union(_:)`` merges two lists.
private struct GrowingList<Value, Key: Hashable> {
    /// The values, in order.
    private(set) var values: [Value]
    /// The keys of ``values``.
    private var keys: Set<Key>
    /// What compares values: two values with equal keys are the same.
    private let key: (Value) -> Key

    init(_ values: [Value], key: @escaping (Value) -> Key) {
        self.values = values
        self.keys = Set(values.map(key))
        self.key = key
    }

    /// Appends the values of `added` whose key the list does not hold yet (`added`'s own
    /// repeats are kept, as `a + b.filter { !a.contains($0) }` keeps them).
    mutating func append(_ added: [Value]) {
        let fresh = added.filter { !keys.contains(key($0)) }
        values += fresh
        keys.formUnion(fresh.map(key))
    }
}
