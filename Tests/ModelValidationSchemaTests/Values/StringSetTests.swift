import Testing
import ModelValidation
@testable import ModelValidationSchema

struct StringSetTests {
    @Test func plainBoundsMerge() throws {
        let set = try #require(StringSet.make([StringClause(.minLength(2)), StringClause(.minLength(4)),
                                               StringClause(.maxLength(9)), StringClause(.maxLength(6))]))
        #expect(set.clauses == [StringClause(.minLength(4)), StringClause(.maxLength(6))])
    }

    /// Whether a pattern's strings all have a character `trim()` keeps is read once, as the
    /// pattern is made, and simplifying uses it: `notBlank` drops next to such a pattern.
    @Test func aPatternKnowsWhetherItsStringsAreBlank() throws {
        #expect(SchemaPattern.numericString.requiresNonBlankCharacter)
        #expect(try #require(SchemaPattern.translating("/^[a-z]+$/")).requiresNonBlankCharacter)
        #expect(try !#require(SchemaPattern.translating("/^\\s*$/")).requiresNonBlankCharacter)
        #expect(!SchemaPattern(ecmaScript: "x", engine: nil).requiresNonBlankCharacter)
        #expect(StringSet.make([StringClause(.notBlank), StringClause(.pattern(.numericString))])?.clauses
            == [StringClause(.pattern(.numericString))])
        #expect(StringSet.numericStrings?.clauses == [StringClause(.pattern(.numericString))])
    }

    /// A loose `in` of numbers: each number, and the numeric strings (one pattern for all).
    @Test func aLooseRangeOfNumbersExportsOnePattern() throws {
        let range: [AttributeValue] = (0..<2_000).map { .int($0) }
        let set = ValueSet.union(of: range.map(ValueSet.looselyEqual(to:)))
        let numbers = (0..<2_000).map(String.init).joined(separator: ",")
        #expect(JSONWriter.string(.object(set.jsonSchema()))
            == #"{"anyOf":[{"type":["string","boolean","null"],"pattern":"# + JSONWriter.string(.string(SchemaPattern.numericString.ecmaScript))
            + #"},{"enum":["# + numbers + "]}]}")
    }

    @Test func contradictionsLeaveNoString() {
        #expect(StringSet.make([StringClause(.minLength(5)), StringClause(.maxLength(4))]) == nil)
        #expect(StringSet.make([StringClause(.oneOf(["a"])), StringClause(.oneOf(["b"]))]) == nil)
        #expect(StringSet.make([StringClause(.oneOf(["ab"])), StringClause(.minLength(3))]) == nil)
    }

    @Test func anEmptyAlternativeDropsWhereAnotherClauseExcludesTheEmptyString() throws {
        let set = try #require(StringSet.make([StringClause(.minLength(3), or: .emptyString), StringClause(.notBlank)]))
        #expect(set.clauses == [StringClause(.minLength(3)), StringClause(.notBlank)])
        let kept = try #require(StringSet.make([StringClause(.minLength(3), or: .emptyString)]))
        #expect(kept.clauses == [StringClause(.minLength(3), or: .emptyString)])
        #expect(kept.mayContain("") && kept.mayContain("abc") && !kept.mayContain("ab"))
    }

    @Test func anEmptyAlternativeDropsWhereTheConstraintHoldsForIt() throws {
        let set = try #require(StringSet.make([StringClause(.maxLength(3), or: .emptyString)]))
        #expect(set.clauses == [StringClause(.maxLength(3))])
    }

    @Test func enumerationsAbsorbTheirAlternativeAndWhatTheirValuesSatisfy() throws {
        let set = try #require(StringSet.make([StringClause(.oneOf(["user", "x"]), or: .emptyString),
                                               StringClause(.minLength(2), or: .emptyString)]))
        #expect(set.enumeration == ["user", ""])
    }

    @Test func blankAlternativesFollowPHPTrim() throws {
        let set = try #require(StringSet.make([StringClause(.minLength(3), or: .blank)]))
        #expect(set.mayContain(" \t\n") && set.mayContain("\0") && !set.mayContain("a") && set.mayContain("abc"))
        #expect(StringSet.make([StringClause(.minLength(3), or: .blank), StringClause(.notBlank)])?.clauses
            == [StringClause(.minLength(3)), StringClause(.notBlank)])
    }

    @Test func patternsThatNeedAVisibleCharacterImplyNotBlank() throws {
        let letters = try #require(SchemaPattern.translating("/[a-z]/"))
        let spaces = try #require(SchemaPattern.translating("/^\\s*$/"))
        #expect(StringSet.make([StringClause(.pattern(letters)), StringClause(.notBlank)])?.clauses == [StringClause(.pattern(letters))])
        #expect(StringSet.make([StringClause(.pattern(spaces)), StringClause(.notBlank)])?.clauses.count == 2)
    }

    @Test func unionKeepsCommonClausesAndWidensBounds() {
        let a = StringSet.make([StringClause(.minLength(2)), StringClause(.maxLength(5)), StringClause(.notBlank)])!
        let b = StringSet.make([StringClause(.minLength(4)), StringClause(.maxLength(9)), StringClause(.notBlank)])!
        #expect(a.union(b).clauses == [StringClause(.minLength(2)), StringClause(.maxLength(9)), StringClause(.notBlank)])
        #expect(a.union(StringSet()).isAny)
    }

    @Test func unionWithTheEmptyStringIsExact() {
        let a = StringSet.make([StringClause(.minLength(2)), StringClause(.notBlank)])!
        let widened = a.union(.emptyString)
        #expect(widened.clauses == [StringClause(.minLength(2), or: .emptyString), StringClause(.notBlank, or: .emptyString)])
        #expect(widened.mayContain("") && !widened.mayContain("a") && !widened.mayContain("  "))
    }

    @Test func patternsMayMatchBeforeAFinalLineFeed() throws {
        let digits = try #require(SchemaPattern.translating("/^\\d+$/"))
        let set = try #require(StringSet.make([StringClause(.pattern(digits))]))
        #expect(set.mayContain("12") && set.mayContain("12\n") && !set.mayContain("1a"))
    }
}
