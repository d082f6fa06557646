import Testing
@testable import ModelValidationValues

/// PHP's `trim()`, `ltrim()` and `rtrim()`.
struct PHPSemanticsTrimTests {
    @Test func trimming() {
        #expect(PHPSemantics.trim("  hi\n\t\0\u{0B}") == "hi")
        #expect(PHPSemantics.trim("\u{00A0}hi ") == "\u{00A0}hi")
        #expect(PHPSemantics.ltrim("  hi ") == "hi ")
        #expect(PHPSemantics.rtrim("  hi ") == "  hi")
        #expect(PHPSemantics.trim("abcxcba", characters: "a..c") == "x")
        #expect(PHPSemantics.trim("--x--", characters: "-") == "x")
        #expect(PHPSemantics.trim("   ") == "")
        #expect(PHPSemantics.trim("..x..", characters: "..") == "x")
        #expect(PHPCharacterMask("..").hasInvalidRange)
        #expect(!PHPCharacterMask("a..z").hasInvalidRange)
        let long = String(repeating: " ", count: 1_000_000) + "x"
        #expect(PHPSemantics.trim(long) == "x")
    }

    @Test func trimPredicatesAgreeWithTrimming() {
        let custom = PHPCharacterMask("a..c")
        for s in ["", " ", "x", " x", "x ", "a x b", "\0", "abc", "xabcx", "\u{00A0}x", "é ", String(repeating: "a", count: 40) + "!",
                  " \n\r\t\u{0B}\0", "\u{0C}", "\u{00A0}", String(repeating: " ", count: 40)] {
            #expect(PHPSemantics.isTrimmed(s, mask: .whitespace) == (PHPSemantics.trim(s) == s), "\(s)")
            #expect(PHPSemantics.trimsToEmpty(s, mask: .whitespace) == PHPSemantics.trim(s).isEmpty, "\(s)")
            #expect(PHPSemantics.isTrimmed(s, mask: custom) == (PHPSemantics.trim(s, characters: "a..c") == s), "\(s)")
            #expect(PHPSemantics.trimsToEmpty(s, mask: custom) == PHPSemantics.trim(s, characters: "a..c").isEmpty, "\(s)")
        }
    }

    @Test(arguments: [
        ("xxhixx", "x", "hi", "hixx", "xxhi"),
        ("  a b  ", " ", "a b", "a b  ", "  a b"),
        ("", " ", "", "", ""),
        ("abc", "a..c", "", "", ""),
        ("\u{00A0}x\u{00A0}", " ", "\u{00A0}x\u{00A0}", "\u{00A0}x\u{00A0}", "\u{00A0}x\u{00A0}"),
    ])
    func eachSideOnItsOwn(text: String, characters: String, both: String, left: String, right: String) {
        #expect(PHPSemantics.trim(text, characters: characters) == both)
        #expect(PHPSemantics.ltrim(text, characters: characters) == left)
        #expect(PHPSemantics.rtrim(text, characters: characters) == right)
        let mask = PHPCharacterMask(characters)
        #expect(PHPSemantics.trim(text, mask: mask) == both)
        #expect(PHPSemantics.trim(text, mask: mask, right: false) == left)
        #expect(PHPSemantics.trim(text, mask: mask, left: false) == right)
        #expect(PHPSemantics.trim(text, mask: mask, left: false, right: false) == text)
    }

    /// A character in the list is its bytes: every byte of it is stripped where it stands.
    @Test func aCharacterInTheListIsItsBytes() {
        #expect(PHPSemantics.trim("ééxé", characters: "é") == "x")
        #expect(PHPSemantics.trim("xé", characters: "é") == "x")
        #expect(PHPSemantics.trim("éx", mask: PHPCharacterMask("é"), left: false) == "éx")
    }

    /// A cut inside a multi-byte character (a byte of `é`, C3 A9, stripped from `è`, C3 A8, or
    /// from `Ω`, CE A9) leaves invalid UTF-8, repaired with U+FFFD; cuts at ASCII bytes keep the
    /// rest byte for byte.
    @Test func aCutInsideACharacterIsRepaired() {
        #expect(PHPSemantics.trim("èx", characters: "é") == "\u{FFFD}x")
        #expect(PHPSemantics.trim("xΩ", characters: "é") == "x\u{FFFD}")
        #expect(PHPSemantics.trim("èxΩ", characters: "é").unicodeScalars.map(\.value) == [0xFFFD, 0x78, 0xFFFD])
        #expect(PHPSemantics.trim("  東京 é 😀\n").utf8.elementsEqual("東京 é 😀".utf8))
        #expect(PHPSemantics.trim("x東京x", characters: "x").utf8.elementsEqual("東京".utf8))
    }
}
