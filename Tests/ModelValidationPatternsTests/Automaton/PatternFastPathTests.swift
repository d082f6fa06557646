import Testing
@testable import ModelValidationPatterns

struct PatternFastPathTests {
    /// Tables with members in each of the four words of byte values.
    static let tables: [ByteTable] = {
        var sets: [ByteTable] = []
        for members in [[UInt8(ascii: "a")], [0x00, 0x3F, 0x40, 0x7F], [0x80, 0xBF, 0xC0, 0xFF], Array(0x30...0x39) + [0xE9]] {
            var table = ByteTable()
            for byte in members { table.insert(byte) }
            sets.append(table)
        }
        return sets
    }()

    @Test(arguments: 0..<tables.count)
    func theTableReadInMemoryAgreesWithItsOwnTestOnEveryByte(index: Int) {
        let table = Self.tables[index]
        table.withWords { words in
            for byte in UInt8.min...UInt8.max {
                #expect(ByteTable.contains(byte, in: words) == table.contains(byte), "byte \(byte)")
            }
        }
    }

    @Test func shortcutsAnswerAsTheirShapesSay() throws {
        // Latin-1 mode, so that bytes of every word are in play.
        let run = try PCREPattern("/^[\\x{80}-\\x{FF}0-9]+$/")
        #expect(run.matches(String(decoding: [0x31, 0xC3, 0xA9, 0x32], as: UTF8.self)))   // "1é2": bytes 0xC3 0xA9
        #expect(!run.matches("1a2"))
        #expect(!run.matches(""))
        let any = try PCREPattern("/[A-Z]/")
        #expect(any.matches("abcD"))
        #expect(!any.matches("abcdé"))
        #expect(!any.matches(""))
    }
}
