import Testing
import ModelValidation
@testable import ModelValidationSchema

struct ValueSetTrimTests {
    @Test func minimumLengthsCarryOverAndTheRestIsLost() throws {
        let after = ValueSet.strings(clauses: [StringClause(.minLength(2)), StringClause(.maxLength(4))])
        let (before, lossy) = after.beforeTrim(characters: ValueSet.trimCharacters, skipOnArray: true)
        #expect(lossy)
        #expect(before.strings?.clauses == [StringClause(.minLength(2))])
        #expect(before.numbers == NumberSet() && before.booleans == BooleanSet(true: false, false: false) && !before.allowsNull)
    }

    @Test func emptyStringsAfterwardsAreBlankStringsBefore() throws {
        let after = ValueSet.strings(clauses: [StringClause(.minLength(3), or: .emptyString)])
        let (before, lossy) = after.beforeTrim(characters: ValueSet.trimCharacters, skipOnArray: true)
        #expect(!lossy)
        #expect(before.strings?.clauses == [StringClause(.minLength(3), or: .blank)])
        #expect(before.allowsNull && before.booleans == BooleanSet(true: false, false: true))
    }

    @Test func customCharactersKeepNoAlternative() {
        let after = ValueSet.strings(clauses: [StringClause(.minLength(3), or: .emptyString)])
        let (before, lossy) = after.beforeTrim(characters: "x", skipOnArray: true)
        #expect(lossy && before.strings?.isAny == true)
    }

    @Test func arraysAreKeptOrTrimmedElementByElement() {
        var after = ValueSet.nothing
        after.arrays = ContainerSet(minCount: 1, element: .strings())
        #expect(after.beforeTrim(characters: ValueSet.trimCharacters, skipOnArray: true).set.arrays == after.arrays)
        let (trimmed, lossy) = after.beforeTrim(characters: ValueSet.trimCharacters, skipOnArray: false)
        #expect(lossy && trimmed.arrays == ContainerSet(minCount: 1))
    }
}
