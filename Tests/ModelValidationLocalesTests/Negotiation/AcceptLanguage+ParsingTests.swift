import Testing
@testable import ModelValidationLocales

/// The header read element by element: weights, malformed and empty elements, ranges, and the
/// bounds on the work a huge header can cause.
struct AcceptLanguageParsingTests {
    /// The header as `range;quality` strings, best first.
    private func parsed(_ header: String) -> [String] {
        AcceptLanguage(header).preferences.map { "\($0.range?.description ?? "*");\($0.quality)" }
    }

    @Test(arguments: [
        ("de;q=1", 1000), ("de;q=1.", 1000), ("de;q=1.000", 1000), ("de;q=0", 0), ("de;q=0.", 0),
        ("de;q=0.5", 500), ("de;q=0.05", 50), ("de;q=0.001", 1), ("de;Q=0.25", 250), ("de ; q=0.3 ", 300), ("de\t;\tq=0.3", 300),
    ])
    func readsWeights(header: String, quality: Int) {
        #expect(AcceptLanguage(header).preferences.map(\.quality) == [quality])
    }

    @Test(arguments: [
        "de;q=1.001", "de;q=2", "de;q=0.1234", "de;q=", "de;q=.5", "de;q=-0", "de;q= 0.5", "de;q =0.5", "de;level=1",
        "de;q=0.5;q=0.4", "de;", ";q=0.5", "de-", "d€", "de AT", "x-private", "de=1", "*-de", "de;q=0.5x",
    ])
    func skipsMalformedElements(element: String) {
        #expect(parsed("fr, \(element), en;q=0.1") == ["fr;1000", "en;100"])
    }

    @Test func emptyListElementsAreIgnored() {
        #expect(parsed(" , de ,, ,en ") == ["de;1000", "en;1000"])
        #expect(parsed("") == [])
        #expect(parsed("   ") == [])
    }

    @Test func normalizesRanges() {
        #expect(parsed("PT_br, ZH-hant-TW;q=0.5") == ["pt-BR;1000", "zh-Hant-TW;500"])
    }

    @Test func boundsTheWorkOnHugeHeaders() {
        let many = Array(repeating: "de;q=0.5", count: 100_000).joined(separator: ", ")
        let parsedMany = AcceptLanguage(many)
        #expect(parsedMany.preferences.count == AcceptLanguage.maximumPreferences)
        let junk = Array(repeating: "???", count: 100_000).joined(separator: ",") + ", fr"
        #expect(AcceptLanguage(junk).preferences.isEmpty)
        let wide = "fr;q=0.5, " + String(repeating: "a", count: 5_000_000)
        #expect(AcceptLanguage(wide).preferences.map(\.range?.description) == ["fr"])
    }

    @Test func dropsAnElementCutAtTheByteLimit() {
        let padding = String(repeating: " ", count: AcceptLanguage.maximumBytes - 6)
        // "de" ends exactly at the limit, so it may continue ("de-AT"): it is dropped.
        #expect(AcceptLanguage("fr," + padding + ",de-AT").preferences.map(\.range?.description) == ["fr"])
        #expect(AcceptLanguage("fr," + padding).preferences.map(\.range?.description) == ["fr"])
    }
}
