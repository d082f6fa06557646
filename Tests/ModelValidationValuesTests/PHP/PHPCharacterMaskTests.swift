import Testing
@testable import ModelValidationValues

struct PHPCharacterMaskTests {
    @Test func theWhitespaceMaskIsPHPsDefaultList() {
        #expect(PHPCharacterMask.whitespace == PHPCharacterMask(" \n\r\t\u{0B}\0"))
        #expect((0...255).filter { PHPCharacterMask.whitespace.contains(UInt8($0)) } == [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20])
        #expect((0...255).filter { PHPCharacterMask.isWhitespace(UInt8($0)) } == [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20])
    }

    /// The bytes of a mask, in order.
    static func bytes(of mask: PHPCharacterMask) -> [UInt8] {
        (0...255).map(UInt8.init).filter(mask.contains)
    }

    @Test func rangesAddEveryByteBetweenTheirEnds() {
        let mask = PHPCharacterMask("a..e/")
        #expect(Self.bytes(of: mask) == Array("/abcde".utf8))
        #expect(!mask.hasInvalidRange)
        #expect(Self.bytes(of: PHPCharacterMask("x..x")) == [UInt8(ascii: "x")])
        #expect(Self.bytes(of: PHPCharacterMask("0..9a..c")) == Array("0123456789abc".utf8))
    }

    /// A decreasing range, or `..` at an end, is what PHP warns about: the dots and the ends are
    /// then bytes of their own, as they are in PHP after the warning.
    @Test(arguments: [
        ("c..a", ".ac"),
        ("a..", ".a"),
        ("..a", ".a"),
        ("..", "."),
    ])
    func malformedRangesKeepTheirBytes(list: String, expected: String) {
        let mask = PHPCharacterMask(list)
        #expect(mask.hasInvalidRange)
        #expect(Self.bytes(of: mask) == Array(expected.utf8))
    }

    /// Each byte of a multibyte character is in the mask on its own, in every word of the mask.
    @Test func bytesAboveASCIIAreMembersToo() {
        #expect(Self.bytes(of: PHPCharacterMask("é")) == [0xA9, 0xC3])
        #expect(Self.bytes(of: PHPCharacterMask("\u{7F}\u{FF}")) == [0x7F, 0xBF, 0xC3])
        #expect(PHPCharacterMask("ab") == PHPCharacterMask("ba"))
        #expect(PHPCharacterMask("a..b") != PHPCharacterMask("b..a"))
    }
}
