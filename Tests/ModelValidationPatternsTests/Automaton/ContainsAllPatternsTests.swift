import Testing
@testable import ModelValidationPatterns

struct ContainsAllPatternsTests {
    @Test func agreesWithEachPatternOnDrawnSubjects() throws {
        let sources = ["/[A-Z]/", "/[a-z]/", "/[0-9]/", "/[^\\x00-\\x7F]/", "/[!-\\/]/u", "/x/", "/[a-c]+/i"]
        let patterns = try sources.map { try PCREPattern($0) }
        // Every pattern has the shape, so any two to seven of them can be checked together.
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet: [Character] = ["A", "Z", "a", "c", "C", "x", "0", "9", "!", "/", " ", "é", "€", "_"]
        var compared = 0
        for _ in 0..<2_000 {
            let chosen = (0..<(2 + next() % 6)).map { _ in patterns[next() % patterns.count] }
            let check = try #require(ContainsAllPatterns(chosen))
            let subject = String((0..<(next() % 12)).map { _ in alphabet[next() % alphabet.count] })
            #expect(check.allMatch(subject) == chosen.allSatisfy { $0.matches(subject) }, "\(chosen.map(\.source)) \(subject)")
            compared += 1
        }
        #expect(compared == 2_000)
    }

    @Test func answersAPasswordPolicy() throws {
        let policy = try #require(ContainsAllPatterns(["/[A-Z]/", "/[a-z]/", "/[0-9]/"].map { try PCREPattern($0) }))
        #expect(policy.allMatch("Secret12"))
        #expect(!policy.allMatch("secret12"))
        #expect(!policy.allMatch("SECRET12"))
        #expect(!policy.allMatch("Secrets!"))
        #expect(!policy.allMatch(""))
        #expect(policy.allMatch(String(repeating: "é", count: 40) + "aB3"))
    }

    @Test func onlyTwoToEightPatternsOfTheShape() throws {
        let upper = try PCREPattern("/[A-Z]/")
        #expect(ContainsAllPatterns([upper]) == nil)
        #expect(ContainsAllPatterns(Array(repeating: upper, count: 9)) == nil)
        #expect(ContainsAllPatterns(Array(repeating: upper, count: 8)) != nil)
        // Anchored, a run, Unicode classes beyond ASCII, or not a single class: other shapes.
        for other in ["/^[A-Z]/", "/^[a-z]+$/", "/[é]/u", "/ab/", "/[a-z]{2}/"] {
            #expect(ContainsAllPatterns([upper, try PCREPattern(other)]) == nil, "\(other)")
        }
    }
}
