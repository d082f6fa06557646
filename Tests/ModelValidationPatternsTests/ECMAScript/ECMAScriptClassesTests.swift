import Testing
@testable import ModelValidationPatterns

struct ECMAScriptClassesTests {
    @Test func rangesMergeAndComplement() {
        let set = ScalarRanges([0x61...0x63, 0x62...0x65, 0x66...0x66, 0x30...0x39])
        #expect(set.ranges == [0x30...0x39, 0x61...0x66])
        #expect(set.complement().ranges == [0...0x2F, 0x3A...0x60, 0x67...0x10FFFF])
        #expect(set.subtracting(ScalarRanges([0x62...0x62])).ranges == [0x30...0x39, 0x61...0x61, 0x63...0x66])
        #expect(set.intersects(ScalarRanges([0x66...0x70])) && !set.intersects(ScalarRanges([0x40...0x50])))
    }

    @Test func syntaxEscapesWhatBothDialectsNeed() {
        #expect(ScalarRanges([0x2D...0x2D, 0x5B...0x5E]).syntax(negated: false) == #"[\-\[-\^]"#)
        #expect(ScalarRanges([0x41...0x42]).syntax(negated: true) == "[^AB]")
        #expect(ScalarRanges([]).syntax(negated: false) == #"[^\s\S]"#)
        #expect(ScalarRanges([]).syntax(negated: true) == #"[\s\S]"#)
        #expect(ScalarRanges([0x2E...0x2E]).syntax(negated: false) == #"\."#)
        #expect(ECMAScriptSyntax.character(0, inClass: false) == #"\x00"# && ECMAScriptSyntax.character(0xE9, inClass: true) == "é")
        #expect(ECMAScriptSyntax.character(0x200B, inClass: false) == #"\u200B"#)
    }

    @Test func byteClassesSortNonASCIIBytes() {
        #expect(ByteClass(.single(0x61), caseless: true).kind == .ascii)
        #expect(ByteClass(CharClass(items: [.range(0x40, 0x40)], isNegated: true), caseless: false).kind == .wide)
        #expect(ByteClass(CharClass(items: [.range(0xC3, 0xC3)], isNegated: false), caseless: false).kind == .mixed)
        #expect(ByteClass(CharClass(items: [.range(0x40, 0x40)], isNegated: true), caseless: false).wideSyntax() == "[^@]")
    }
}
