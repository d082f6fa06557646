extension ECMAScriptEmitter {
    /// Whether repeating `body` lets a backtracking engine try exponentially many ways to split
    /// a subject: an iteration can end in a repeated run whose characters could also start the
    /// next iteration (`(a+)+`, `(\w+\s?)*`, `((ab)+)+`), or alternatives can start alike
    /// (`(a|ab)*`). Iterations that end in a delimiter no run takes (`(\.[a-z]+)*`) are fine.
    func isAmbiguousRepetition(_ body: PatternNode) throws(ECMAScriptTranslationError) -> Bool {
        let first = try firstSet(body)
        if case .alternation(let branches) = unwrapped(body) {
            var seen = ScalarRanges([])
            for branch in branches {
                let set = try firstSet(branch)
                if seen.intersects(set) { return true }
                seen = seen.union(set)
            }
        }
        for run in try trailingRuns(body) where run.intersects(first) { return true }
        return false
    }

    /// The units a non-empty match of `node` can start with.
    private func firstSet(_ node: PatternNode) throws(ECMAScriptTranslationError) -> ScalarRanges {
        switch node {
        case .unit(let set, let caseless): return try members(set, caseless: caseless)
        case .concat(let items):
            var out = ScalarRanges([])
            for item in items {
                out = out.union(try firstSet(item))
                if !isNullable(item) { break }
            }
            return out
        case .alternation(let branches):
            var out = ScalarRanges([])
            for branch in branches { out = out.union(try firstSet(branch)) }
            return out
        case .group(let inner, _, _), .atomic(let inner): return try firstSet(inner)
        case .quantified(let inner, _, let maximum, _): return maximum == 0 ? ScalarRanges([]) : try firstSet(inner)
        case .empty, .anchor, .look, .backreference: return ScalarRanges([])
        }
    }

    /// The units of the repeated runs a match of `node` can end with.
    private func trailingRuns(_ node: PatternNode) throws(ECMAScriptTranslationError) -> [ScalarRanges] {
        switch node {
        case .concat(let items):
            var out: [ScalarRanges] = []
            for item in items.reversed() {
                out += try trailingRuns(item)
                if !isNullable(item) { break }
            }
            return out
        case .alternation(let branches):
            var out: [ScalarRanges] = []
            for branch in branches { out += try trailingRuns(branch) }
            return out
        case .group(let inner, _, _), .atomic(let inner): return try trailingRuns(inner)
        case .quantified(let inner, _, let maximum, _):
            var out = try trailingRuns(inner)
            if maximum.map({ $0 > 1 }) ?? true { out.append(try firstSet(inner)) }
            return out
        case .unit, .empty, .anchor, .look, .backreference: return []
        }
    }

    private func isNullable(_ node: PatternNode) -> Bool {
        switch node {
        case .unit: return false
        case .concat(let items): return items.allSatisfy(isNullable)
        case .alternation(let branches): return branches.contains(where: isNullable)
        case .group(let inner, _, _), .atomic(let inner): return isNullable(inner)
        case .quantified(let inner, let minimum, _, _): return minimum == 0 || isNullable(inner)
        case .empty, .anchor, .look, .backreference: return true
        }
    }

    private func unwrapped(_ node: PatternNode) -> PatternNode {
        if case .group(let inner, _, _) = node { return unwrapped(inner) }
        return node
    }

    /// The unit values of a class: bytes without `u`, scalars with it.
    private func members(_ set: CharClass, caseless: Bool) throws(ECMAScriptTranslationError) -> ScalarRanges {
        if unicode { return try ScalarClass(set, caseless: caseless, bound: .atLeast).ranges }
        let bytes = ByteClass(set, caseless: caseless)
        return ScalarRanges((0..<256).filter { bytes.members[$0] }.map { UInt32($0)...UInt32($0) })
    }
}

extension ScalarRanges {
    func intersects(_ other: ScalarRanges) -> Bool {
        !subtracting(subtracting(other)).ranges.isEmpty
    }
}
