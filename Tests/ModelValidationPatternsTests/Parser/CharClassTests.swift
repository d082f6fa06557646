import Testing
@testable import ModelValidationPatterns

/// Membership in a class, with negation and case folding in each mode.
struct CharClassTests {
    static let letters = CharClass(items: [.range(0x61, 0x63), .named(.digit, negated: false)], isNegated: false)

    @Test func membersAndNegation() {
        #expect([0x61, 0x62, 0x63, 0x35].allSatisfy { Self.letters.contains($0, unicode: false) })
        #expect(![0x60, 0x64, 0x41].contains { Self.letters.contains($0, unicode: false) })
        var negated = Self.letters
        negated.isNegated = true
        #expect(negated.contains(0x64, unicode: false) && !negated.contains(0x61, unicode: false))
        #expect(CharClass.single(0x41) == CharClass(items: [.range(0x41, 0x41)], isNegated: false))
        #expect(CharClass.named(.word, negated: true).contains(0x20, unicode: false))
        #expect(CharClass(items: [], isNegated: true).contains(0x0A, unicode: false))
    }

    /// Folding: ASCII letters in byte mode; simple case mappings, in two steps, with `u`.
    @Test func caseFolding() {
        #expect(Self.letters.contains(0x41, unicode: false, caseless: true))
        #expect(!Self.letters.contains(0x41, unicode: false, caseless: false))
        let s = CharClass.single(0x73)
        #expect(s.contains(0x53, unicode: true, caseless: true))
        // ſ (long s) folds to s through S; K (Kelvin sign) to k.
        #expect(s.contains(0x17F, unicode: true, caseless: true))
        #expect(!s.contains(0x17F, unicode: false, caseless: true))
        #expect(CharClass.single(0x6B).contains(0x212A, unicode: true, caseless: true))
        #expect(CharClass.single(0xE9).contains(0xC9, unicode: true, caseless: true))
        #expect(!CharClass.single(0xE9).contains(0xC9, unicode: false, caseless: true))
        // A negated class is negated after folding: [^a] under i refuses A.
        let notA = CharClass(items: [.range(0x61, 0x61)], isNegated: true)
        #expect(!notA.contains(0x41, unicode: false, caseless: true))
        #expect(notA.contains(0x42, unicode: false, caseless: true))
    }

    @Test func caseVariants() {
        #expect(CaseFolding.variants(of: 0x41, unicode: false) == [0x61])
        #expect(CaseFolding.variants(of: 0x7A, unicode: true) == [0x5A])
        #expect(CaseFolding.variants(of: 0x31, unicode: true) == [])
        #expect(CaseFolding.variants(of: 0xE9, unicode: false) == [])
        #expect(CaseFolding.variants(of: 0xE9, unicode: true) == [0xC9, 0xC9])
        // ǅ has a lower and an upper form, and is its own titlecase.
        #expect(CaseFolding.variants(of: 0x1C5, unicode: true) == [0x1C6, 0x1C4])
    }
}
