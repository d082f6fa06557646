/// One CLDR plural rule condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`,
/// parsed once and evaluated against ``PluralOperands``.
///
/// The syntax is CLDR's (UTS #35, Part 3, "Language Plural Rules"): relations joined by `and`,
/// which binds tighter than `or`; a relation is an operand (`n i v w f t e c`), an optional
/// `% modulus`, `=` or `!=`, and a list of values and ranges (`2..4,9`). `=` holds when the
/// value is an integer in one of the ranges (`n = 1` fails for 1.5); `!=` is its negation.
/// An empty condition (the `other` category) holds for every number.
package struct PluralRule: Hashable, Sendable {
    /// An operand of the rule language.
    enum Operand: Hashable, Sendable {
        case n, i, v, w, f, t, e
    }

    /// `operand [% modulus] (= | !=) ranges`.
    struct Relation: Hashable, Sendable {
        var operand: Operand
        var modulus: UInt64?
        var isNegated: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// The condition in disjunctive form: any group whose relations all hold.
    let alternatives: [[Relation]]

    /// The rule's text, as given.
    package let source: String

    /// Parses a condition (samples after `@` are ignored).
    ///
    /// - Parameter source: The condition, e.g. `n % 10 = 1 and n % 100 != 11`.
    /// - Throws: ``PluralRuleError`` naming the offending token.
    package init(_ source: String) throws(PluralRuleError) {
        self.source = source
        var tokens = PluralRuleTokenizer(source)
        var alternatives: [[Relation]] = []
        var current: [Relation] = []
        if tokens.peek() == nil {
            self.alternatives = []
            return
        }
        while true {
            current.append(try PluralRule.parseRelation(&tokens, in: source))
            switch tokens.next() {
            case nil:
                alternatives.append(current)
                self.alternatives = alternatives
                return
            case .word("and"):
                continue
            case .word("or"):
                alternatives.append(current)
                current = []
            case let token?:
                throw PluralRuleError(rule: source, problem: "expected `and` or `or`, found \(token)")
            }
        }
    }

    /// Whether the rule holds for a number.
    package func matches(_ operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }

    private static func parseRelation(_ tokens: inout PluralRuleTokenizer, in source: String) throws(PluralRuleError) -> Relation {
        let operand: Operand
        switch tokens.next() {
        case .word("n"): operand = .n
        case .word("i"): operand = .i
        case .word("v"): operand = .v
        case .word("w"): operand = .w
        case .word("f"): operand = .f
        case .word("t"): operand = .t
        case .word("e"), .word("c"): operand = .e
        case let token: throw PluralRuleError(rule: source, problem: "expected an operand, found \(token.map(String.init(describing:)) ?? "the end")")
        }
        var modulus: UInt64?
        if tokens.peek() == .percent || tokens.peek() == .word("mod") {
            _ = tokens.next()
            guard case .number(let value)? = tokens.next(), value > 0 else {
                throw PluralRuleError(rule: source, problem: "expected a positive modulus after `%`")
            }
            modulus = value
        }
        let isNegated: Bool
        switch tokens.next() {
        case .equals: isNegated = false
        case .notEquals: isNegated = true
        case let token: throw PluralRuleError(rule: source, problem: "expected `=` or `!=`, found \(token.map(String.init(describing:)) ?? "the end")")
        }
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            guard case .number(let low)? = tokens.next() else {
                throw PluralRuleError(rule: source, problem: "expected a number in a range list")
            }
            var high = low
            if tokens.peek() == .dots {
                _ = tokens.next()
                guard case .number(let value)? = tokens.next(), value >= low else {
                    throw PluralRuleError(rule: source, problem: "expected a range end not below \(low)")
                }
                high = value
            }
            ranges.append(low...high)
        } while tokens.skip(.comma)
        return Relation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
    }
}

extension PluralRule.Relation {
    /// Evaluates the relation; values that are not integers never fall in a range.
    func holds(for operands: PluralOperands) -> Bool {
        var value: UInt64
        var isInteger = true
        var isExact = true
        switch operand {
        case .n:
            value = operands.integerDigits
            isInteger = operands.significantFractionDigits == 0
            isExact = !operands.isIntegerLarge
        case .i:
            // ICU reads `i` from the last 18 digits of the integer part (`1e20` has `i` = 0,
            // so it is `one` in French), while `n` stays the whole number.
            value = operands.integerDigits
        case .v: value = UInt64(operands.visibleFractionDigitCount)
        case .w: value = UInt64(operands.significantFractionDigitCount)
        case .f: value = operands.fractionDigits
        case .t: value = operands.significantFractionDigits
        case .e: value = UInt64(max(operands.exponent, 0))
        }
        if let modulus {
            // Exact for moduli dividing 10^18 (all of CLDR's), even for large integer parts.
            value %= modulus
            if PluralOperands.limit % modulus == 0 { isExact = true }
        }
        let inRange = isInteger && isExact && ranges.contains { $0.contains(value) }
        return inRange != isNegated
    }
}

/// A plural rule that does not follow CLDR's syntax.
package struct PluralRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule text.
    package let rule: String
    /// What is wrong with it.
    package let problem: String

    /// `invalid plural rule "…": …`.
    package var description: String { "invalid plural rule \"\(rule)\": \(problem)" }
}
