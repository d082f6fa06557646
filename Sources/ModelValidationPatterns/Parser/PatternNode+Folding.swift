extension PatternNode {
    /// The tree with nested counted repeats of one unit folded into one repeat where both
    /// describe the same lengths: `(?:a{0,1000}){0,1000}` is `a{0,1000000}`, `(?:a+)*` is `a*`.
    ///
    /// `(X{lo,hi}){c,d}` matches runs of X whose lengths are the union, over the repetition
    /// counts k from c to d, of the intervals [k·lo, k·hi]. Consecutive intervals touch or
    /// overlap when lo ≤ k·(hi − lo) + 1, a condition that only gets easier as k grows; when it
    /// holds for the smallest k the union is [c·lo, d·hi]. Groups that capture are left alone
    /// (their text matters to backreferences), and so are possessive repeats.
    var foldingNestedRepeats: PatternNode {
        switch self {
        case .empty, .unit, .anchor, .backreference:
            return self
        case .concat(let items):
            return .concat(items.map(\.foldingNestedRepeats))
        case .alternation(let branches):
            return .alternation(branches.map(\.foldingNestedRepeats))
        case .group(let inner, let capturing, let name):
            return .group(inner.foldingNestedRepeats, capturing: capturing, name: name)
        case .look(let inner, let ahead, let negated):
            return .look(inner.foldingNestedRepeats, ahead: ahead, negated: negated)
        case .atomic(let inner):
            return .atomic(inner.foldingNestedRepeats)
        case .quantified(let inner, let outerMinimum, let outerMaximum, let kind):
            let folded = inner.foldingNestedRepeats
            guard kind != .possessive,
                  case .quantified(let unit, let innerMinimum, let innerMaximum, kind) = folded.unwrappingGroups,
                  case .unit = unit.unwrappingGroups
            else { return .quantified(folded, min: outerMinimum, max: outerMaximum, kind: kind) }
            let contiguous: Bool
            if outerMaximum == outerMinimum {
                contiguous = true
            } else if outerMinimum == 0 {
                contiguous = innerMinimum <= 1
            } else if let innerMaximum {
                contiguous = innerMinimum <= outerMinimum * (innerMaximum - innerMinimum) + 1
            } else {
                contiguous = true
            }
            guard contiguous else { return .quantified(folded, min: outerMinimum, max: outerMaximum, kind: kind) }
            var maximum: Int?
            if let outerMaximum, let innerMaximum { maximum = outerMaximum * innerMaximum }
            return .quantified(unit, min: outerMinimum * innerMinimum, max: maximum, kind: kind)
        }
    }
}
