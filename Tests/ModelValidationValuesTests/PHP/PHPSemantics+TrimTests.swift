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

    /// On random strings of ASCII, whitespace and two- to four-byte characters, with lists of
    /// ASCII and non-ASCII bytes, each side or both: the bytes a plain scan keeps, decoded as
    /// `String(decoding:as:)` decodes them (a cut inside a character repaired with U+FFFD).
    @Test func agreesWithAPlainScanOfTheBytes() {
        let pieces = [" ", "\t", "\0", "x", "a", "c", "é", "è", "Ω", "東", "😀"]
        let lists = [" \t\0", "é", "è", "a..c", "Ω", "東", "😀", "x", "é a..c"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            let mask = PHPCharacterMask(lists[next(lists.count)])
            let (left, right) = [(true, true), (true, false), (false, true)][next(3)]
            let bytes = Array(text.utf8)
            var start = 0
            var end = bytes.count
            if left { while start < end, mask.contains(bytes[start]) { start += 1 } }
            if right { while end > start, mask.contains(bytes[end - 1]) { end -= 1 } }
            let expected = String(decoding: bytes[start..<end], as: UTF8.self)
            let trimmed = PHPSemantics.trim(text, mask: mask, left: left, right: right)
            #expect(trimmed.utf8.elementsEqual(expected.utf8), "\(Array(text.unicodeScalars)) \(left) \(right)")
        }
    }
}
