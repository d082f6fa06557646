extension PCREPattern {
    /// The pattern as an ECMA-262 regular expression with the same matches, for JSON Schema's
    /// `pattern` keyword (see ``ECMAScriptTranslator``).
    ///
    /// ```swift
    /// try PCREPattern("/^\\d{5}$/").ecmaScript(bound: .atLeast)  // "^[0-9]{5}\\n?$"
    /// ```
    ///
    /// - Parameter bound: How PCRE's `$` before a final line feed is treated.
    /// - Returns: The ECMA-262 source.
    /// - Throws: ``ECMAScriptTranslationError`` when no exact translation exists.
    package func ecmaScript(bound: ECMAScriptBound) throws(ECMAScriptTranslationError) -> String {
        try ECMAScriptTranslator.translate(source, bound: bound)
    }
}

extension PCREPattern {
    /// Whether every match consumes at least one character outside `excluded`, so that only
    /// strings holding such a character can match (`/[A-Z]/` never matches `"  "`).
    ///
    /// ```swift
    /// try PCREPattern("/^[a-z]+$/").requiresCharacter(outside: [0x20]) // true
    /// try PCREPattern("/^\\s*$/").requiresCharacter(outside: [0x20])   // false
    /// ```
    ///
    /// - Parameter excluded: Character values (bytes below 0x80, or scalars with `u`).
    /// - Returns: `true` only when it is certain; `false` when it cannot tell.
    package func requiresCharacter(outside excluded: [UInt32]) -> Bool {
        guard let envelope = try? PatternEnvelope(source), let units = try? envelope.units() else { return false }
        var flags = PatternParser.Flags()
        flags.caseless = envelope.modifiers.caseless
        flags.multiline = envelope.modifiers.multiline
        flags.dotAll = envelope.modifiers.dotAll
        flags.extended = envelope.modifiers.extended
        flags.noAutoCapture = envelope.modifiers.noAutoCapture
        var parser = PatternParser(units: units, unicode: envelope.modifiers.unicode, flags: flags)
        guard let node = try? parser.parse() else { return false }
        let unicode = envelope.modifiers.unicode
        func consumes(_ node: PatternNode) -> Bool {
            switch node {
            case .unit(let set, let caseless):
                return !excluded.contains { set.contains($0, unicode: unicode, caseless: caseless) }
            case .concat(let items): return items.contains(where: consumes)
            case .alternation(let branches): return branches.allSatisfy(consumes)
            case .group(let inner, _, _), .atomic(let inner): return consumes(inner)
            case .quantified(let inner, let minimum, _, _): return minimum > 0 && consumes(inner)
            case .empty, .anchor, .look, .backreference: return false
            }
        }
        return consumes(node)
    }
}
