import Testing
@testable import ModelValidationCLI

/// Report tallies tell names apart by their bytes, as the engine does.
struct TallyKeyTests {
    @Test func canonicallyEquivalentSpellingsAreTwoKeys() {
        let composed = TallyKey("\u{E9}"), decomposed = TallyKey("e\u{301}")
        #expect("\u{E9}" == "e\u{301}")
        #expect(composed != decomposed)
        var counts: [TallyKey: Int] = [composed: 1]
        #expect(counts[decomposed] == nil)
        counts[decomposed] = 2
        #expect(counts.count == 2)
        #expect(counts[TallyKey("\u{E9}")] == 1)
    }

    @Test func equalBytesAreOneKey() {
        let key = TallyKey("items.*.sku")
        #expect(key == TallyKey("items." + "*.sku"))
        #expect(key.hashValue == TallyKey("items.*.sku").hashValue)
        #expect(TallyKey("ab") != TallyKey("abc"))
        #expect(TallyKey("") == TallyKey(""))
    }
}
