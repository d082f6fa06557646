import ModelValidation

extension ValueSet {
    /// PHP's `trim()` characters, the `trim` validator's default.
    static let trimCharacters = " \n\r\t\u{0B}\0"

    /// The values that the `trim` validator turns into a member of this set.
    ///
    /// Empty values become `""`, other scalars their trimmed PHP string (`true` → `"1"`), arrays
    /// are kept (`skipOnArray`) or trimmed element by element. Trimming only shortens a string,
    /// so minimum lengths hold before it; with the default characters, `""` afterwards means a
    /// blank string before, and a non-blank string stays non-blank. Maximum lengths, patterns
    /// and lists do not carry over.
    ///
    /// - Returns: The set, and whether a constraint was dropped on the way.
    func beforeTrim(characters: String, skipOnArray: Bool) -> (set: ValueSet, lossy: Bool) {
        var out = ValueSet.nothing
        var lossy = false
        if let strings {
            out.allowsNull = strings.mayContain("")
            out.booleans = BooleanSet(true: strings.mayContain(PHPSemantics.trim("1", characters: characters)),
                                      false: strings.mayContain(""))
            out.numbers = NumberSet()
            let isDefault = characters == Self.trimCharacters
            var kept: [StringClause] = []
            for clause in strings.clauses {
                var clause = clause
                if clause.alternative != nil {
                    guard isDefault else { lossy = true; continue }
                    clause.alternative = .blank
                }
                switch clause.constraint {
                case .minLength: kept.append(clause)
                case .notBlank where isDefault: kept.append(clause)
                default: lossy = true
                }
            }
            out.strings = StringSet.make(kept) ?? StringSet()
        }
        if skipOnArray {
            out.arrays = arrays
            out.objects = objects
        } else {
            out.arrays = arrays.map { ContainerSet(minCount: $0.minCount, maxCount: $0.maxCount, orEmpty: $0.orEmpty) }
            out.objects = objects.map { ContainerSet(minCount: $0.minCount, maxCount: $0.maxCount, orEmpty: $0.orEmpty) }
            if arrays?.element != nil || objects?.element != nil || objects?.properties != nil { lossy = true }
        }
        return (out, lossy)
    }
}
