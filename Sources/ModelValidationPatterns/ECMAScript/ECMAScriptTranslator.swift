/// Which way a translation may differ from the PCRE pattern where PHP's PCRE and this library's
/// matcher disagree (a `$` before a final line feed).
package enum ECMAScriptBound: Sendable, Hashable {
    /// The translation matches every string that PHP or this library matches (a `pattern` a
    /// value must satisfy).
    case atLeast
    /// The translation matches only strings that both match (a pattern a value must *not*
    /// match).
    case atMost
}

/// Why a PCRE pattern has no exact ECMA-262 translation.
package struct ECMAScriptTranslationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The construct that stopped the translation, in words.
    package let reason: String

    package init(_ reason: String) { self.reason = reason }

    package var description: String { reason }
}

/// Writes a PCRE pattern as an ECMA-262 regular expression with the same matches, for JSON
/// Schema's `pattern` keyword (a search, as `preg_match`).
///
/// The output is meant for Unicode-aware engines (JSON Schema asks for ECMA-262 with the `u`
/// flag; Python's `re` behaves the same on these constructs): it counts code points and uses
/// only constructs both read alike: literals, classes of explicit ranges, `(?:…)`, greedy
/// quantifiers, `^`, `$` and lookaheads for PCRE's end anchors. A pattern is refused, with the
/// reason, when no exact translation exists:
///
/// - lookbehind, atomic groups, possessive quantifiers, backreferences, `\b`, multiline `^`;
/// - a repetition a backtracking engine (most JSON Schema validators) may take exponential time
///   on: `(a+)+`, `(\w+\s?)*`, `(a|ab)*`, where one iteration can end in a run that the next
///   could start (this library's automaton is linear on them; a schema consumer may not be);
/// - with `u`: Unicode-aware `\d`, `\w`, `\s`, POSIX classes and `\p{…}` (ECMA-262 and
///   Python disagree on them), caseless matching of non-ASCII letters;
/// - without `u` (the subject is bytes): a class that holds some but not all non-ASCII bytes,
///   or `.` and negated classes counted one byte at a time (`^.{3}$` counts bytes). Such a
///   unit is exact only as a run (`[^@]+`, `.*`) bounded by ASCII units or the pattern's ends,
///   where a run of bytes and a run of characters are the same thing.
///
/// PCRE's `$` (no `m`, no `D`) also matches before a final `"\n"`; this library's matcher does
/// not. With ``ECMAScriptBound/atLeast`` it becomes `\n?$` (or `(?=\n?$)` inside), accepting
/// both; with ``ECMAScriptBound/atMost`` it is the strict end, `(?![\s\S])`.
///
/// ```swift
/// try ECMAScriptTranslator.translate("/^[a-z0-9_]+$/i", bound: .atLeast)  // "^[0-9A-Z_a-z]+\\n?$"
/// ```
package enum ECMAScriptTranslator {
    /// Translates a pattern with delimiters and modifiers.
    ///
    /// - Parameters:
    ///   - source: The pattern as written for `preg_match`.
    ///   - bound: How `$` before a final line feed is treated.
    /// - Returns: The ECMA-262 source.
    /// - Throws: ``ECMAScriptTranslationError`` naming what has no exact translation (or why
    ///   the pattern does not parse).
    package static func translate(_ source: String, bound: ECMAScriptBound) throws(ECMAScriptTranslationError) -> String {
        let envelope: PatternEnvelope
        let units: [UInt32]
        do {
            envelope = try PatternEnvelope(source)
            units = try envelope.units()
        } catch {
            throw ECMAScriptTranslationError(error.reason)
        }
        let modifiers = envelope.modifiers
        var flags = PatternParser.Flags()
        flags.caseless = modifiers.caseless
        flags.multiline = modifiers.multiline
        flags.dotAll = modifiers.dotAll
        flags.extended = modifiers.extended
        flags.noAutoCapture = modifiers.noAutoCapture
        flags.duplicateNames = modifiers.duplicateNames
        var parser = PatternParser(units: units, unicode: modifiers.unicode, flags: flags,
                                   pcreDollar: bound == .atLeast && !modifiers.dollarEndOnly)
        let node: PatternNode
        do { node = try parser.parse() } catch { throw ECMAScriptTranslationError(error.reason) }
        let emitter = ECMAScriptEmitter(unicode: modifiers.unicode, bound: bound)
        if modifiers.anchored {
            return "^(?:" + (try emitter.emit(node, atEnd: true, topLevel: true, isRoot: false)) + ")"
        }
        return try emitter.emit(node, atEnd: true, topLevel: true, isRoot: true)
    }
}

/// The tree walk of ``ECMAScriptTranslator``.
struct ECMAScriptEmitter {
    /// Whether the pattern has `u` (units are scalars, not bytes).
    let unicode: Bool
    let bound: ECMAScriptBound

    /// Writes `node`.
    ///
    /// - Parameters:
    ///   - atEnd: Whether nothing can follow what `node` matches.
    ///   - topLevel: Whether the ends of `node` are the ends of a match (the root, a branch of
    ///     the root alternation).
    ///   - isRoot: Whether `node` is the whole pattern (a root alternation needs no group).
    func emit(_ node: PatternNode, atEnd: Bool, topLevel: Bool, isRoot: Bool) throws(ECMAScriptTranslationError) -> String {
        switch node {
        case .empty:
            return ""
        case .unit(let set, let caseless):
            return try unit(set, caseless: caseless, asRun: false)
        case .concat(let items):
            return try concat(items, atEnd: atEnd, topLevel: topLevel)
        case .alternation(let branches):
            var parts: [String] = []
            for branch in branches { parts.append(try emit(branch, atEnd: atEnd, topLevel: topLevel, isRoot: false)) }
            let joined = parts.joined(separator: "|")
            return isRoot ? joined : "(?:" + joined + ")"
        case .group(let inner, _, _):
            return try emit(inner, atEnd: atEnd, topLevel: topLevel, isRoot: isRoot)
        case .quantified(let inner, let minimum, let maximum, let kind):
            return try quantified(inner, minimum: minimum, maximum: maximum, kind: kind, asRun: false)
        case .anchor(let anchor):
            return try self.anchor(anchor, atEnd: atEnd)
        case .look(_, let ahead, _):
            throw ECMAScriptTranslationError(ahead ? "a lookahead assertion" : "a lookbehind assertion")
        case .atomic:
            throw ECMAScriptTranslationError("an atomic group")
        case .backreference:
            throw ECMAScriptTranslationError("a backreference")
        }
    }

    /// A sequence. Without `u`, whole UTF-8 characters written as bytes become one character,
    /// and runs of units that match every non-ASCII byte are checked to start and end on
    /// character boundaries.
    private func concat(_ items: [PatternNode], atEnd: Bool, topLevel: Bool) throws(ECMAScriptTranslationError) -> String {
        var out = ""
        var i = 0
        while i < items.count {
            let item = items[i]
            let isLast = i == items.count - 1
            if !unicode, case .unit(let set, _) = item, let byte = set.singleValue, byte >= 0x80 {
                let (character, length) = try utf8Character(items, from: i)
                out += ECMAScriptSyntax.character(character, inClass: false)
                i += length
                continue
            }
            if !unicode, case .quantified(.unit(let set, let caseless), let minimum, let maximum, let kind) = item,
               ByteClass(set, caseless: caseless).kind == .wide {
                guard maximum == nil, minimum <= 1 else {
                    throw ECMAScriptTranslationError("counts the bytes of non-ASCII characters (no u modifier)")
                }
                let before = i > 0 ? items[i - 1] : nil
                let after = isLast ? nil : items[i + 1]
                guard isBoundary(before, topLevel: topLevel, start: true), isBoundary(after, topLevel: topLevel, start: false) else {
                    throw ECMAScriptTranslationError("matches single bytes of non-ASCII characters (no u modifier)")
                }
                out += try quantified(.unit(set, caseless: caseless), minimum: minimum, maximum: maximum, kind: kind, asRun: true)
                i += 1
                continue
            }
            out += try emit(item, atEnd: atEnd && isLast, topLevel: false, isRoot: false)
            i += 1
        }
        return out
    }

    /// Whether a run of "any non-ASCII byte" next to `neighbor` starts (or ends) on a character
    /// boundary in every match: the neighbor is an end of the match, an anchor, or consumes at
    /// least one ASCII byte.
    private func isBoundary(_ neighbor: PatternNode?, topLevel: Bool, start: Bool) -> Bool {
        switch neighbor {
        case nil:
            return topLevel
        case .anchor(let anchor)?:
            switch anchor {
            case .subjectStart, .lineStart: return start
            case .subjectEnd, .subjectEndOrFinalNewline, .lineEnd: return !start
            case .wordBoundary, .notWordBoundary: return false
            }
        case .unit(let set, let caseless)?:
            return ByteClass(set, caseless: caseless).kind == .ascii
        case .quantified(.unit(let set, let caseless), let minimum, _, _)?:
            return minimum >= 1 && ByteClass(set, caseless: caseless).kind == .ascii
        default:
            return false
        }
    }

    /// Decodes the UTF-8 character whose bytes are single-byte units starting at `start`.
    private func utf8Character(_ items: [PatternNode], from start: Int) throws(ECMAScriptTranslationError) -> (UInt32, Int) {
        var bytes: [UInt8] = []
        var index = start
        let failure = ECMAScriptTranslationError("a non-ASCII byte that is not part of a whole UTF-8 character (no u modifier)")
        guard case .unit(let first, _) = items[start], let lead = first.singleValue else { throw failure }
        let length = lead >= 0xF0 ? 4 : (lead >= 0xE0 ? 3 : 2)
        while bytes.count < length, index < items.count, case .unit(let set, _) = items[index], let value = set.singleValue, value >= 0x80 {
            bytes.append(UInt8(value))
            index += 1
        }
        guard bytes.count == length, let text = bytes.withUnsafeBufferPointer(UTF8Validation.string),
              text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { throw failure }
        return (scalar.value, length)
    }

    private func quantified(_ inner: PatternNode, minimum: Int, maximum: Int?, kind: QuantifierKind,
                            asRun: Bool) throws(ECMAScriptTranslationError) -> String {
        if kind == .possessive { throw ECMAScriptTranslationError("a possessive quantifier") }
        if maximum.map({ $0 > 1 }) ?? true, try isAmbiguousRepetition(inner) {
            throw ECMAScriptTranslationError("a nested repetition a backtracking engine may take exponential time on")
        }
        let body: String
        if case .unit(let set, let caseless) = inner {
            body = try unit(set, caseless: caseless, asRun: asRun)
        } else {
            body = "(?:" + (try emit(inner, atEnd: false, topLevel: false, isRoot: true)) + ")"
        }
        switch (minimum, maximum) {
        case (0, nil): return body + "*"
        case (1, nil): return body + "+"
        case (0, 1?): return body + "?"
        case (let low, nil): return body + "{\(low),}"
        case (let low, let high?) where low == high: return body + "{\(low)}"
        case (let low, let high?): return body + "{\(low),\(high)}"
        }
    }

    private func anchor(_ anchor: Anchor, atEnd: Bool) throws(ECMAScriptTranslationError) -> String {
        switch anchor {
        case .subjectStart: return "^"
        case .subjectEnd: return bound == .atLeast ? "$" : "(?![\\s\\S])"
        case .subjectEndOrFinalNewline:
            if bound == .atMost { return "(?=\\n?(?![\\s\\S]))" }
            return atEnd ? "\\n?$" : "(?=\\n?$)"
        case .lineEnd: return bound == .atLeast ? "(?=\\n|$)" : "(?=\\n|(?![\\s\\S]))"
        case .lineStart: throw ECMAScriptTranslationError("^ with the m modifier")
        case .wordBoundary, .notWordBoundary: throw ECMAScriptTranslationError("a word boundary (\\b, \\B)")
        }
    }

    /// One unit: a literal or a class.
    private func unit(_ set: CharClass, caseless: Bool, asRun: Bool) throws(ECMAScriptTranslationError) -> String {
        if unicode {
            return try ScalarClass(set, caseless: caseless, bound: bound).syntax()
        }
        let bytes = ByteClass(set, caseless: caseless)
        switch bytes.kind {
        case .ascii: return bytes.asciiSyntax()
        case .wide:
            guard asRun else { throw ECMAScriptTranslationError("matches single bytes of non-ASCII characters (no u modifier)") }
            return bytes.wideSyntax()
        case .mixed:
            throw ECMAScriptTranslationError("a class with some non-ASCII bytes (no u modifier)")
        }
    }
}

extension CharClass {
    /// The value of a one-member, non-negated class (a literal).
    var singleValue: UInt32? {
        guard !isNegated, items.count == 1, case .range(let low, let high) = items[0], low == high else { return nil }
        return low
    }
}
