import Testing
import ModelValidation
@testable import ModelValidationSchema

struct ValueSetTests {
    @Test func anyAndNothing() {
        #expect(ValueSet.any.isAny && !ValueSet.any.isNothing)
        #expect(ValueSet.nothing.isNothing && !ValueSet.nothing.isAny)
        for value in SchemaTesting.samples {
            #expect(ValueSet.any.mayContain(value) && !ValueSet.nothing.mayContain(value))
        }
    }

    @Test func emptiesFollowTheEmptinessTest() {
        let standard = ValueSet.empties(.default)
        #expect(standard.mayContain(.null) && standard.mayContain("") && standard.mayContain(.array([])) && standard.mayContain(.object([:])))
        #expect(!standard.mayContain(" ") && !standard.mayContain(0) && !standard.mayContain(false) && !standard.mayContain(["a"]))
        let trimmed = ValueSet.empties(.trimmed)
        #expect(trimmed.mayContain(" \t") && !trimmed.mayContain("a"))
        let null = ValueSet.empties(.null)
        #expect(null.mayContain(.null) && !null.mayContain(""))
        #expect(ValueSet.empties(.custom { _ in false }).isAny)
    }

    @Test func intersectionAndUnionWorkTypeByType() {
        var strings = ValueSet.strings(clauses: [StringClause(.minLength(2))])
        strings.allowsNull = true
        var numbers = ValueSet.nothing
        numbers.numbers = NumberSet(integersOnly: true)
        numbers.allowsNull = true
        let both = strings.intersection(numbers)
        #expect(both.allowsNull && both.strings == nil && both.numbers == nil && !both.isNothing)
        let either = strings.union(numbers)
        #expect(either.mayContain("ab") && either.mayContain(3) && !either.mayContain(3.5) && !either.mayContain("a") && !either.mayContain(true))
    }

    @Test func onlyTheStringsSatisfyingTheClauses() {
        #expect(ValueSet.strings(clauses: [StringClause(.minLength(3)), StringClause(.maxLength(2))]).isNothing)
        #expect(ValueSet.strings().mayContain("anything") && !ValueSet.strings().mayContain(1))
    }
}
