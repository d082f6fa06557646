import Testing
@testable import ModelValidationAddresses

/// RFC 3492's Punycode, with the sample strings of its section 7.1.
struct PunycodeTests {
    static func scalars(_ values: [UInt32]) -> [Unicode.Scalar] { values.map { Unicode.Scalar($0)! } }

    @Test(arguments: [
        ("bücher", "bcher-kva"),
        ("münchen", "mnchen-3ya"),
        ("ü", "tda"),
        ("-> $1.00 <-", "-> $1.00 <--"),
    ])
    func wordsAndTheirEncoding(text: String, encoded: String) throws {
        #expect(Punycode.encode(Array(text.unicodeScalars)) == encoded)
        let decoded = try #require(Punycode.decode(encoded.utf8))
        #expect(String(String.UnicodeScalarView(decoded)) == text)
    }

    /// RFC 3492, 7.1: (A) Arabic (Egyptian), (B) Chinese (simplified), (L) 3年B組金八先生,
    /// (R) そのスピードで.
    @Test(arguments: [
        ([0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645, 0x0648, 0x0634,
          0x0639, 0x0631, 0x0628, 0x064A, 0x061F], "egbpdaj6bu4bxfgehfvwxn"),
        ([0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4, 0x4E2D, 0x6587], "ihqwcrb4cv8a8dqg056pqjye"),
        ([0x0033, 0x5E74, 0x0042, 0x7D44, 0x91D1, 0x516B, 0x5148, 0x751F], "3B-ww4c5e180e575a65lsy2b"),
        ([0x305D, 0x306E, 0x30B9, 0x30D4, 0x30FC, 0x30C9, 0x3067], "d9juau41awczczp"),
    ] as [([UInt32], String)])
    func rfcSamples(points: [UInt32], encoded: String) {
        #expect(Punycode.encode(Self.scalars(points)) == encoded)
        #expect(Punycode.decode(encoded.utf8) == Self.scalars(points))
    }

    /// Digits are read in either case; the basic code points are copied as they are written.
    @Test func digitsAreCaseInsensitive() {
        #expect(Punycode.decode("BCHER-KVA".utf8).map { String(String.UnicodeScalarView($0)) } == "BüCHER")
        #expect(Punycode.decode("TDA".utf8) == Self.scalars([0xFC]))
    }

    @Test(arguments: ["bcher-kv!", "tda!", "99999999999", "ü-tda"])
    func malformedInputIsRefused(text: String) {
        #expect(Punycode.decode(text.utf8) == nil)
    }
}
