import ModelValidation

/// The strings of a ``ValueSet``: a conjunction of clauses, each a constraint or'ed with an
/// optional "empty" alternative.
///
/// The alternative is how Yii's `skipOnEmpty` enters: `string` with `min: 3` passes `""` (skipped)
/// and strings of three or more characters, so its clause is `"" or minLength 3`. A `required`
/// rule on the same attribute excludes `""`, and the alternative then drops out. Clauses are kept
/// normalized: plain bounds merged, alternatives dropped where another clause excludes them.
struct StringSet: Equatable, Sendable {
    /// The clauses, all of which a string must satisfy.
    private(set) var clauses: [StringClause]

    /// Every string.
    init() { clauses = [] }

    /// The strings satisfying every clause, or `nil` when there is none.
    static func make(_ clauses: [StringClause]) -> StringSet? {
        var set = StringSet()
        set.clauses = clauses
        return set.normalized()
    }

    /// Exactly `""`.
    static let emptyString: StringSet = {
        var set = StringSet()
        set.clauses = [StringClause(.oneOf([""]))]
        return set
    }()
    /// The strings PHP's `trim()` empties, `""` included.
    static let blank: StringSet = {
        var set = StringSet()
        set.clauses = [StringClause(.maxLength(0), or: .blank)]
        return set
    }()

    var isAny: Bool { clauses.isEmpty }

    /// Whether `string` may be in the set.
    func mayContain(_ string: String) -> Bool {
        clauses.allSatisfy { $0.mayHold(for: string) }
    }

    /// The strings in both; `nil` when none is left.
    func intersection(_ other: StringSet) -> StringSet? {
        StringSet.make(clauses + other.clauses)
    }

    /// A set with the strings of both.
    func union(_ other: StringSet) -> StringSet {
        if isAny || other.isAny { return StringSet() }
        if other == .emptyString { return adding(.emptyString) }
        if self == .emptyString { return other.adding(.emptyString) }
        if other == .blank { return adding(.blank) }
        if self == .blank { return other.adding(.blank) }
        var kept = clauses.filter(other.clauses.contains)
        let mine = plainBounds, theirs = other.plainBounds
        if let a = mine.min, let b = theirs.min, !kept.contains(StringClause(.minLength(Swift.min(a, b)))) {
            kept.append(StringClause(.minLength(Swift.min(a, b))))
        }
        if let a = mine.max, let b = theirs.max, !kept.contains(StringClause(.maxLength(Swift.max(a, b)))) {
            kept.append(StringClause(.maxLength(Swift.max(a, b))))
        }
        if let a = mine.values, let b = theirs.values {
            let listed = Set(a.map(NameKey.init))
            kept.append(StringClause(.oneOf(a + b.filter { !listed.contains(NameKey($0)) })))
        }
        return StringSet.make(kept) ?? StringSet()
    }

    /// The set with the empty string (or every blank string) added: each clause gets the
    /// alternative, which is exact (`(a ∧ b) ∨ e` is `(a ∨ e) ∧ (b ∨ e)`).
    func adding(_ alternative: StringSet) -> StringSet {
        let kind: StringClause.Alternative = alternative == .blank ? .blank : .emptyString
        if isAny { return self }
        var out = StringSet()
        out.clauses = clauses.map { clause in
            var widened = clause
            widened.alternative = clause.alternative == .blank ? .blank : kind
            return widened
        }
        return out.normalized() ?? StringSet()
    }

    /// The plain (alternative-free) bounds and enumeration.
    var plainBounds: (min: Int?, max: Int?, values: [String]?) {
        var result: (min: Int?, max: Int?, values: [String]?) = (nil, nil, nil)
        for clause in clauses where clause.alternative == nil {
            switch clause.constraint {
            case .minLength(let n): result.min = n
            case .maxLength(let n): result.max = n
            case .oneOf(let values): result.values = values
            default: break
            }
        }
        return result
    }

    /// Merges and simplifies the clauses; `nil` when they contradict each other.
    private func normalized() -> StringSet? {
        var current = clauses
        for _ in 0..<3 {
            guard let next = Self.simplify(current) else { return nil }
            if next == current { break }
            current = next
        }
        var out = StringSet()
        out.clauses = current
        return out
    }

    private static func simplify(_ input: [StringClause]) -> [StringClause]? {
        var clauses: [StringClause] = []
        for clause in input where !clauses.contains(clause) { clauses.append(clause) }
        let plain = clauses.filter { $0.alternative == nil }
        // Alternatives another clause rules out, or that the clause's own constraint covers.
        let excludesEmpty = plain.contains { $0.excludesEmptyString }
        let excludesBlank = plain.contains { $0.constraint == .notBlank }
        clauses = clauses.map { clause in
            var clause = clause
            switch clause.alternative {
            case .emptyString?:
                if excludesEmpty || clause.constraint.definitelyHolds(for: "") { clause.alternative = nil }
            case .blank?:
                if excludesBlank { clause.alternative = nil }
            case nil: break
            }
            if case .oneOf(let values) = clause.constraint, clause.alternative == .emptyString {
                clause = StringClause(.oneOf(values.contains("") ? values : values + [""]))
            }
            return clause
        }
        // Merge the plain bounds, enumerations and exclusions.
        var minimum: Int?, maximum: Int?, values: [String]?, excluded: [String]?
        var rest: [StringClause] = []
        for clause in clauses {
            guard clause.alternative == nil else { rest.append(clause); continue }
            switch clause.constraint {
            case .minLength(let n): minimum = Swift.max(minimum ?? 0, n)
            case .maxLength(let n): maximum = Swift.min(maximum ?? n, n)
            // Lists are looked up in hash sets of their strings' bytes: two `in` rules of
            // thousands of values each would otherwise cost the product of their lengths.
            case .oneOf(let list):
                values = values.map { current in
                    let listed = Set(list.map(NameKey.init))
                    return current.filter { listed.contains(NameKey($0)) }
                } ?? list
            case .noneOf(let list):
                let listed = Set((excluded ?? []).map(NameKey.init))
                excluded = (excluded ?? []) + list.filter { !listed.contains(NameKey($0)) }
            default: if !rest.contains(clause) { rest.append(clause) }
            }
        }
        if let minimum, let maximum, minimum > maximum { return nil }
        // "Not blank" is implied by a pattern that always consumes a non-whitespace character.
        if rest.contains(where: { $0.constraint.requiresNonBlankCharacter }) {
            rest.removeAll { $0 == StringClause(.notBlank) }
        }
        var out: [StringClause] = []
        if var values {
            // An enumeration: keep the values every other clause may allow; drop the clauses
            // each kept value certainly satisfies. The exclusions are one such clause once the
            // values they list are left out (looked up in a hash set, not the list).
            var others = rest
            if let minimum { others.append(StringClause(.minLength(minimum))) }
            if let maximum { others.append(StringClause(.maxLength(maximum))) }
            let left = Set((excluded ?? []).map(NameKey.init))
            values = values.filter { value in !left.contains(NameKey(value)) && others.allSatisfy { $0.mayHold(for: value) } }
            if values.isEmpty { return nil }
            out.append(StringClause(.oneOf(values)))
            out += others.filter { clause in !values.allSatisfy { clause.definitelyHolds(for: $0) } }
            return out
        }
        if let minimum, minimum > 0 { out.append(StringClause(.minLength(minimum))) }
        if let maximum { out.append(StringClause(.maxLength(maximum))) }
        if let excluded { out.append(StringClause(.noneOf(excluded))) }
        return out + rest
    }
}

/// One clause of a ``StringSet``: a constraint, or'ed with an optional empty alternative.
struct StringClause: Hashable, Sendable {
    /// What a string must satisfy. Strings compare by their UTF-8 bytes, as PHP compares them
    /// (see ``Constraint/==(_:_:)``).
    enum Constraint: Hashable, Sendable {
        /// At least this many code points.
        case minLength(Int)
        /// At most this many code points.
        case maxLength(Int)
        /// Matches the pattern (a search).
        case pattern(SchemaPattern)
        /// Does not match the pattern.
        case notPattern(SchemaPattern)
        /// One of these strings.
        case oneOf([String])
        /// None of these strings.
        case noneOf([String])
        /// Not empty once PHP's `trim()` has run: it has a character other than space, tab, line
        /// feed, carriage return, vertical tab or NUL.
        case notBlank

        /// Whether the two constraints are the same, their strings compared byte for byte:
        /// `oneOf(["é"])` (U+00E9) is not `oneOf(["e\u{301}"])`, which Swift's `==` on strings
        /// would find equal, while PHP, and the engine, tell the two apart.
        static func == (lhs: Constraint, rhs: Constraint) -> Bool {
            switch (lhs, rhs) {
            case let (.minLength(a), .minLength(b)), let (.maxLength(a), .maxLength(b)): return a == b
            case let (.pattern(a), .pattern(b)), let (.notPattern(a), .notPattern(b)): return a == b
            case let (.oneOf(a), .oneOf(b)), let (.noneOf(a), .noneOf(b)):
                return a.elementsEqual(b) { $0.hasSameBytes(as: $1) }
            case (.notBlank, .notBlank): return true
            default: return false
            }
        }

        /// Hashes the case and its value, strings by their bytes (as ``==(_:_:)`` compares).
        func hash(into hasher: inout Hasher) {
            switch self {
            case .minLength(let n): hasher.combine(0); hasher.combine(n)
            case .maxLength(let n): hasher.combine(1); hasher.combine(n)
            case .pattern(let p): hasher.combine(2); hasher.combine(p)
            case .notPattern(let p): hasher.combine(3); hasher.combine(p)
            case .oneOf(let values): hasher.combine(4); hasher.combine(values.map(NameKey.init))
            case .noneOf(let values): hasher.combine(5); hasher.combine(values.map(NameKey.init))
            case .notBlank: hasher.combine(6)
            }
        }
    }

    /// The values a clause also lets through.
    enum Alternative: Hashable, Sendable {
        /// `""`.
        case emptyString
        /// Any string PHP's `trim()` empties.
        case blank
    }

    var constraint: Constraint
    var alternative: Alternative?

    init(_ constraint: Constraint, or alternative: Alternative? = nil) {
        self.constraint = constraint
        self.alternative = alternative
    }

    /// Whether the clause certainly excludes `""`.
    var excludesEmptyString: Bool {
        alternative == nil && !constraint.mayHold(for: "")
    }

    func mayHold(for string: String) -> Bool {
        switch alternative {
        case .emptyString? where string.isEmpty: return true
        case .blank? where Self.isBlank(string): return true
        default: return constraint.mayHold(for: string)
        }
    }

    func definitelyHolds(for string: String) -> Bool {
        switch alternative {
        case .emptyString? where string.isEmpty: return true
        case .blank? where Self.isBlank(string): return true
        default: return constraint.definitelyHolds(for: string)
        }
    }

    /// Whether PHP's `trim()` empties `string`.
    static func isBlank(_ string: String) -> Bool { PHPSemantics.trim(string).isEmpty }
}

extension StringClause.Constraint {
    /// Whether every string satisfying the constraint has a character PHP's `trim()` keeps.
    var requiresNonBlankCharacter: Bool {
        guard case .pattern(let pattern) = self else { return false }
        return pattern.requiresNonBlankCharacter
    }

    /// `false` only when `string` certainly fails the constraint.
    func mayHold(for string: String) -> Bool {
        switch self {
        case .pattern(let pattern):
            // The translation may also match before a final line feed (PCRE's `$`).
            return pattern.engine.map { $0.matches(string) } ?? true || string.contains("\n")
        default: return definitelyHolds(for: string)
        }
    }

    /// `true` only when `string` certainly satisfies the constraint.
    func definitelyHolds(for string: String) -> Bool {
        switch self {
        case .minLength(let n): return string.unicodeScalars.count >= n
        case .maxLength(let n): return string.unicodeScalars.count <= n
        case .pattern(let pattern): return pattern.engine?.matches(string) ?? false
        case .notPattern(let pattern):
            // The translation matches at most where the engine does.
            guard let engine = pattern.engine else { return false }
            return !engine.matches(string)
        case .oneOf(let values): return values.contains { $0.hasSameBytes(as: string) }
        case .noneOf(let values): return !values.contains { $0.hasSameBytes(as: string) }
        case .notBlank: return !StringClause.isBlank(string)
        }
    }
}

/// A regular expression for JSON Schema's `pattern`, with the compiled pattern it came from to
/// test known strings (`""`, `"1"`) while simplifying. Two patterns are the same when their
/// ECMA-262 sources have the same bytes.
struct SchemaPattern: Hashable, Sendable {
    /// The ECMA-262 source.
    let ecmaScript: String
    /// The compiled PCRE pattern.
    let engine: PCREPattern?
    /// Whether every string the pattern matches has a character PHP's `trim()` keeps. Read from
    /// the pattern once, when it is made: simplifying a set asks at each step, and reading it
    /// parses the pattern (a loose `in` rule of 16,000 numbers parsed the numeric-string
    /// pattern twice per number).
    let requiresNonBlankCharacter: Bool

    /// A pattern with its ECMA-262 source and the compiled pattern it translates, if any.
    init(ecmaScript: String, engine: PCREPattern?) {
        self.ecmaScript = ecmaScript
        self.engine = engine
        requiresNonBlankCharacter = engine?.requiresCharacter(outside: [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20]) ?? false
    }

    static func == (lhs: SchemaPattern, rhs: SchemaPattern) -> Bool { lhs.ecmaScript.hasSameBytes(as: rhs.ecmaScript) }
    func hash(into hasher: inout Hasher) { hasher.combine(NameKey(ecmaScript)) }
}
