import Testing
@testable import ModelValidationPatterns

/// The ECMA-262 translations: exact output for what translates, the reason for what does not.
struct ECMAScriptTranslatorTests {
    static let translated: [(source: String, bound: ECMAScriptBound, expected: String)] = [
        // Anchors: PCRE's `$` also matches before a final "\n"; at least is both, at most neither.
        (#"/^[a-zA-Z0-9_]+$/"#, .atLeast, #"^[0-9A-Z_a-z]+\n?$"#),
        (#"/^[a-zA-Z0-9_]+$/"#, .atMost, #"^[0-9A-Z_a-z]+(?![\s\S])"#),
        (#"/^a$/D"#, .atLeast, #"^a$"#),
        (#"/^a\z/"#, .atLeast, #"^a$"#),
        (#"/^a\Z/"#, .atLeast, #"^a\n?$"#),
        (#"/^a\Z/"#, .atMost, #"^a(?=\n?(?![\s\S]))"#),
        (#"/a$|b/"#, .atLeast, #"a\n?$|b"#),
        (#"/(?:$|[?\/#])x/"#, .atLeast, #"(?:(?=\n?$)|[#/?])x"#),
        (#"/a$/m"#, .atLeast, #"a(?=\n|$)"#),
        (#"/a$/m"#, .atMost, #"a(?=\n|(?![\s\S]))"#),
        (#"/abc/A"#, .atLeast, #"^(?:abc)"#),
        // Searches stay searches; escapes and classes become explicit.
        (#"/[A-Z]/"#, .atLeast, #"[A-Z]"#),
        (#"/\d{3,}-\d{2}/"#, .atLeast, #"[0-9]{3,}-[0-9]{2}"#),
        (#"/^\w+\s?$/"#, .atLeast, #"^[0-9A-Z_a-z]+[\t-\r ]?\n?$"#),
        (#"/a.b/u"#, .atLeast, #"a[^\n]b"#),
        (#"/a.b/su"#, .atLeast, #"a[\s\S]b"#),
        (#"/^x{2}y{1,3}z{0,}$/"#, .atLeast, #"^x{2}y{1,3}z*\n?$"#),
        (#"/^(ab)+?(?<n>c|d)*$/"#, .atLeast, #"^(?:ab)+(?:c|d)*\n?$"#),
        (#"/^[\^\-\]\\\[]$/"#, .atLeast, #"^[\-\[-\^]\n?$"#),
        (#"/a\.b\/c\{d\}/"#, .atLeast, #"a\.b\/c\{d\}"#),
        (#"/\x00\x7f\t/"#, .atLeast, #"\x00\x7F\t"#),
        (#"/^ab$/i"#, .atLeast, #"^[Aa][Bb]\n?$"#),
        (#"/^[a-c]$/i"#, .atLeast, #"^[A-Ca-c]\n?$"#),
        // Without u, a run of "any byte but ASCII x" is a run of characters.
        (#"/^[^@]+@[^@]+$/"#, .atLeast, #"^[^@]+@[^@]+\n?$"#),
        (#"/^.*$/"#, .atLeast, #"^[^\n]*\n?$"#),
        (#"/é/"#, .atLeast, "é"),
        (#"/^(?:é|ü)$/"#, .atLeast, #"^(?:é|ü)\n?$"#),
        // With u, units are characters.
        (#"/^.{2,5}$/u"#, .atLeast, #"^[^\n]{2,5}\n?$"#),
        (#"/^[à-ÿ]+$/u"#, .atLeast, #"^[à-ÿ]+\n?$"#),
        (#"/^[^a]$/u"#, .atLeast, #"^[^a]\n?$"#),
        (#"/😀/u"#, .atLeast, "😀"),
        (#"/\x{2028}/u"#, .atLeast, #"\u2028"#),
        (#"/^k$/iu"#, .atLeast, "^[Kk\u{212A}]\\n?$"),
        (#"/^k$/iu"#, .atMost, #"^[Kk](?![\s\S])"#),
        (#"/^[^s]$/iu"#, .atMost, "^[^Ss\u{17F}](?![\\s\\S])"),
        (#"/\h/u"#, .atLeast, "[\\t \\u00A0\\u1680\\u180E\\u2000-\\u200A\\u202F\\u205F\\u3000]"),
        (#"/\R/u"#, .atLeast, #"\r\n|[\n-\r\u0085\u2028\u2029]"#),
        (#"/x\Ry/u"#, .atLeast, #"x(?:\r\n|[\n-\r\u0085\u2028\u2029])y"#),
        (#"/[[:xdigit:]]/u"#, .atLeast, #"[0-9A-Fa-f]"#),
        (#"/[[:alpha:]]/"#, .atLeast, #"[A-Za-z]"#),
        (#"/(?i)ab(?-i)c/"#, .atLeast, #"[Aa][Bb]c"#),
        (#"/a # note/"#, .atLeast, "a # note"),
        ("/a b # note\n/x", .atLeast, "ab"),
        (#"//"#, .atLeast, ""),
        // Repetitions whose iterations end in a delimiter are safe to repeat.
        (#"/^[a-z]+(?:\.[a-z]+)*$/"#, .atLeast, #"^[a-z]+(?:\.[a-z]+)*\n?$"#),
        (#"/^(?:[a-z](?:[a-z-]*[a-z])?\.)+$/"#, .atLeast, #"^(?:[a-z](?:[\-a-z]*[a-z])?\.)+\n?$"#),
        (#"/^(?:ab|cd)+$/"#, .atLeast, #"^(?:ab|cd)+\n?$"#),
    ]

    @Test(arguments: translated)
    func translates(_ example: (source: String, bound: ECMAScriptBound, expected: String)) throws {
        #expect(try ECMAScriptTranslator.translate(example.source, bound: example.bound) == example.expected)
    }

    static let refused: [(source: String, reason: String)] = [
        (#"/^.{3}$/"#, "counts the bytes of non-ASCII characters (no u modifier)"),
        (#"/^a.b$/"#, "matches single bytes of non-ASCII characters (no u modifier)"),
        (#"/[^a]+[^b]/"#, "matches single bytes of non-ASCII characters (no u modifier)"),
        (#"/x(?:[^a]+)/"#, "matches single bytes of non-ASCII characters (no u modifier)"),
        (#"/[é]/"#, "a class with some non-ASCII bytes (no u modifier)"),
        (#"/é+/"#, "a non-ASCII byte that is not part of a whole UTF-8 character (no u modifier)"),
        (#"/\d/u"#, #"a Unicode-aware class such as \d, \w, \s or \p{…} (u modifier)"#),
        (#"/\p{Lu}/u"#, #"a Unicode-aware class such as \d, \w, \s or \p{…} (u modifier)"#),
        (#"/é/iu"#, "caseless matching of non-ASCII letters (u and i modifiers)"),
        (#"/\bword\b/"#, #"a word boundary (\b, \B)"#),
        (#"/^a/m"#, "^ with the m modifier"),
        (#"/(?=a)b/"#, "a lookahead assertion"),
        (#"/(?<=a)b/"#, "unsupported construct (?<= (lookbehind) at offset 0"),
        (#"/(?>ab)/"#, "an atomic group"),
        (#"/a++/"#, "a possessive quantifier"),
        (#"/(a)\1/"#, "a backreference"),
        (#"/abc"#, "no ending delimiter '/' found"),
        (#"/\R/"#, "a class with some non-ASCII bytes (no u modifier)"),
        (#"/^(?:a+)+$/"#, "a nested repetition a backtracking engine may take exponential time on"),
        (#"/^(\w+\s?)*$/"#, "a nested repetition a backtracking engine may take exponential time on"),
        (#"/^((ab)+)+$/"#, "a nested repetition a backtracking engine may take exponential time on"),
        (#"/^(a|ab)*$/"#, "a nested repetition a backtracking engine may take exponential time on"),
    ]

    @Test(arguments: refused)
    func refuses(_ example: (source: String, reason: String)) {
        #expect(throws: ECMAScriptTranslationError(example.reason)) {
            try ECMAScriptTranslator.translate(example.source, bound: .atLeast)
        }
    }

    @Test func patternsTranslateThroughTheirSource() throws {
        #expect(try PCREPattern(#"/^\d{5}$/"#).ecmaScript(bound: .atLeast) == #"^[0-9]{5}\n?$"#)
    }

    /// The scalars this library's caseless Unicode matching folds onto ASCII letters are exactly
    /// the ones the translation adds (checked over the Basic Multilingual Plane and beyond).
    @Test func caselessUnicodeMatesAreComplete() throws {
        let pattern = try PCREPattern("/[a-z]/iu")
        var mates: [UInt32] = []
        for value in UInt32(0x80)..<0x20000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if pattern.matches(String(Character(scalar))) { mates.append(value) }
        }
        #expect(mates == [0x131, 0x17F, 0x212A])
    }
}
