import Testing
@testable import ModelValidationValues

struct NameKeyTests {
    @Test func comparesAndHashesBytes() {
        #expect(NameKey("\u{E9}") != NameKey("e\u{301}"))
        #expect(NameKey("\u{212A}") != NameKey("K"))
        #expect(NameKey("email") == NameKey(String("em" + "ail")))
        let table: [NameKey: Int] = [NameKey("\u{E9}"): 1, NameKey("e\u{301}"): 2]
        #expect(table.count == 2 && table[NameKey("e\u{301}")] == 2)
        #expect("\u{E9}".hasSameBytes(as: "\u{E9}") && !"\u{E9}".hasSameBytes(as: "e\u{301}"))
        #expect("abc".isAllASCII && !"\u{E9}".isAllASCII)
    }
}
