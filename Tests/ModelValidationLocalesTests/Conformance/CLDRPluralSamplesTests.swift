import Testing
@testable import ModelValidationLocales

/// The evaluator agrees with every sample CLDR lists, in every language: each `@integer` and
/// `@decimal` sample (ranges `a~b` expanded) selects the category it is listed under.
struct CLDRPluralSamplesTests {
    @Test func cardinalSamples() throws {
        try check(CLDRPluralSamples.cardinal, rules: PluralRules.cardinalTable)
    }

    @Test func ordinalSamples() throws {
        try check(CLDRPluralSamples.ordinal, rules: PluralRules.ordinalTable)
    }

    @Test func expandsRanges() {
        #expect(expand("@integer 0, 2~4, 100, … @decimal 0.0~0.2, 1.0000001c6") == ["0", "2", "3", "4", "100", "0.0", "0.1", "0.2", "1.0000001c6"])
    }

    private func check(_ sets: [CLDRPluralSamples.SampleSet], rules table: [String: PluralRules]) throws {
        var checked = 0
        for set in sets {
            for language in set.languages.split(separator: " ") {
                let rules = try #require(table[String(language)], "no rules for \(language)")
                for (category, samples) in set.samples {
                    for sample in expand(samples) {
                        let operands = try #require(PluralOperands(sample: sample), "bad sample \(sample)")
                        #expect(rules.category(for: operands) == category, "\(language) \(sample)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// `@integer 0, 2~16, 100, …` → the listed numbers, ranges stepped by their last digit.
    private func expand(_ text: String) -> [String] {
        var out: [String] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            if token.hasPrefix("@") || token == "…" { continue }
            let bounds = token.split(separator: "~")
            guard bounds.count == 2 else {
                out.append(String(token))
                continue
            }
            let decimals = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scale = (0..<decimals).reduce(1) { value, _ in value * 10 }
            func scaled(_ text: Substring) -> Int { Int(text.replacingOccurrences(".", "")) ?? 0 }
            for value in scaled(bounds[0])...scaled(bounds[1]) {
                if decimals == 0 {
                    out.append(String(value))
                } else {
                    let fraction = String(value % scale)
                    out.append("\(value / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction)
                }
            }
        }
        return out
    }
}

private extension Substring {
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
