import Testing
@testable import ModelValidationAddresses

/// The byte classes and comparisons the matchers share.
struct ByteScanningTests {
    static let all = (0...255).map(UInt8.init)

    @Test func classesOfBytes() {
        #expect(Self.all.filter(ByteScanning.isAlphanumeric) == Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8))
        #expect(Self.all.filter(ByteScanning.isDigit) == Array("0123456789".utf8))
        #expect(Self.all.filter(ByteScanning.isSpace) == [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
        #expect(Self.all.filter { ByteScanning.isIn($0, low: 1 << 0x2E, high: 1 << (0x5F - 64)) } == Array("._".utf8))
    }

    @Test func hexadecimalDigits() {
        #expect(Self.all.compactMap(ByteScanning.hexValue) == Array(0...15) + Array(10...15))
        #expect(ByteScanning.hexValue(UInt8(ascii: "0")) == 0)
        #expect(ByteScanning.hexValue(UInt8(ascii: "9")) == 9)
        #expect(ByteScanning.hexValue(UInt8(ascii: "A")) == 10)
        #expect(ByteScanning.hexValue(UInt8(ascii: "f")) == 15)
        #expect(ByteScanning.hexValue(UInt8(ascii: "g")) == nil)
        #expect(ByteScanning.hexValue(UInt8(ascii: "G")) == nil)
    }

    @Test(arguments: [
        ("HTTP", "http", true), ("hTtPs", "https", true), ("http", "https", false), ("Mailto", "mailto", true),
        ("[", "{", false), ("@", "`", false), ("", "", true), ("é", "É", false),
    ])
    func equalsIgnoringASCIICase(text: String, literal: String, equal: Bool) {
        let result = Array(text.utf8).withUnsafeBufferPointer {
            ByteScanning.equalsIgnoringASCIICase($0, 0..<$0.count, Array(literal.utf8))
        }
        #expect(result == equal)
    }

    /// A part of the bytes is compared, not the whole.
    @Test func aRangeIsCompared() {
        let result = Array("xxHTTPxx".utf8).withUnsafeBufferPointer {
            (ByteScanning.equalsIgnoringASCIICase($0, 2..<6, Array("http".utf8)),
             ByteScanning.equalsIgnoringASCIICase($0, 2..<7, Array("http".utf8)))
        }
        #expect(result == (true, false))
    }

    @Test func theBytesOfStringsAndSubstrings() {
        let text = "aé😀"
        #expect(ByteScanning.withBytes(text) { Array($0) } == Array(text.utf8))
        let part = text.dropFirst()
        #expect(ByteScanning.withBytes(part) { Array($0) } == Array("é😀".utf8))
    }
}
