import Testing
@testable import ModelValidationPatterns

/// Nested counted repeats of one unit fold into one repeat, and only where both describe the
/// same lengths.
struct PatternNodeFoldingTests {
    @Test(arguments: [
        ("/(?:a{0,3}){0,3}/", PatternNode.quantified(.unit(.single(0x61), caseless: false), min: 0, max: 9, kind: .greedy)),
        ("/(?:a+)*/", .quantified(.unit(.single(0x61), caseless: false), min: 0, max: nil, kind: .greedy)),
        ("/(?:a{2,3}){2}/", .quantified(.unit(.single(0x61), caseless: false), min: 4, max: 6, kind: .greedy)),
    ])
    func nestedRepeatsOfOneUnitFold(pattern: String, folded: PatternNode) throws {
        var parser = PatternParser(units: Array(pattern.dropFirst().dropLast().unicodeScalars.map(\.value)),
                                   unicode: false, flags: .init())
        #expect(try parser.parse().foldingNestedRepeats == folded)
    }

    @Test(arguments: [
        // Lengths 0, 2, 4: not an interval, so not folded.
        ("/^(?:a{2}){0,2}$/", ["", "aa", "aaaa"], ["a", "aaa", "aaaaa"]),
        // Lengths 4 to 6 and 6 to 9 overlap: 4 to 9.
        ("/^(?:a{2,3}){2,3}$/", ["aaaa", "aaaaaaaaa"], ["aaa", "aaaaaaaaaa"]),
        // A capturing group is kept: its text matters to \1.
        ("/^(a{1,2}){2}\\1$/", ["aaa", "aaaaaa", "aaaa"], ["aaaaaaa"]),
    ])
    func foldingKeepsTheLanguage(pattern: String, matching: [String], notMatching: [String]) throws {
        for subject in matching { try expectEnginesAgree(pattern, subject, true) }
        for subject in notMatching { try expectEnginesAgree(pattern, subject, false) }
    }
}
