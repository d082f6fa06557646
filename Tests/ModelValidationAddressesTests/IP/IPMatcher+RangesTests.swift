import Testing
@testable import ModelValidationAddresses

/// Yii's `ranges`: aliases expanded, negations carried through them, duplicates dropped, and
/// each range parsed.
struct IPMatcherRangesTests {
    static func prepare(_ ranges: [String], _ networks: [String: [String]] = IPMatcher.defaultNetworks) throws -> [String] {
        var expanding: [String] = []
        return try IPMatcher.prepare(ranges, networks: networks, expanding: &expanding)
    }

    @Test func aliasesAreExpandedRecursivelyAndDuplicatesDropped() throws {
        #expect(try Self.prepare(["10.0.0.1", "localhost", "10.0.0.1"]) == ["10.0.0.1", "127.0.0.0/8", "::1"])
        #expect(try Self.prepare(["*"]) == ["0.0.0.0/0", "::/0"])
        #expect(try Self.prepare(["system"]) == [
            "224.0.0.0/4", "ff00::/8", "169.254.0.0/16", "fe80::/10", "127.0.0.0/8", "::1",
            "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32",
        ])
    }

    /// A `!` before an alias negates each entry, and cancels an entry's own `!`; an entry's `!`
    /// is dropped when the alias is not negated.
    @Test func negationsCarryThroughAliases() throws {
        let networks = ["mixed": ["1.1.1.1", "!2.2.2.2"], "outer": ["!mixed", "3.3.3.3"]]
        #expect(try Self.prepare(["mixed"], networks) == ["1.1.1.1", "2.2.2.2"])
        #expect(try Self.prepare(["!mixed"], networks) == ["!1.1.1.1", "2.2.2.2"])
        #expect(try Self.prepare(["outer"], networks) == ["1.1.1.1", "2.2.2.2", "3.3.3.3"])
        #expect(try Self.prepare(["!outer"], networks) == ["1.1.1.1", "!2.2.2.2", "!3.3.3.3"])
    }

    @Test func aCycleOfAliasesIsAConfigurationError() {
        #expect(throws: IPConfigurationError(reason: "The network alias \"a\" refers to itself")) {
            try Self.prepare(["a"], ["a": ["b"], "b": ["a"]])
        }
    }

    @Test func rangesAreParsed() throws {
        let range = try IPMatcher.RangeRule("!10.0.0.0/8")
        #expect(range.isNegated && !range.isIPv6)
        #expect(range.bits == IPAddress(phpBitsOf: "10.0.0.0"))
        #expect(range.netMask == 8)
        #expect(try IPMatcher.RangeRule("::1").netMask == nil)
        #expect(try IPMatcher.RangeRule("::1").isIPv6)
        // Whitespace around the prefix length is read past; text after a second `/` is ignored.
        #expect(try IPMatcher.RangeRule("10.0.0.0/ 8 ").netMask == 8)
        #expect(try IPMatcher.RangeRule("10.0.0.0/8/junk").netMask == 8)
        #expect(throws: IPConfigurationError(reason: "The range \"10.0.0.0/x\" has an invalid prefix length")) {
            try IPMatcher.RangeRule("10.0.0.0/x")
        }
    }
}
