import Testing
import ModelValidation
@testable import ModelValidationSchema

struct NumberSetTests {
    @Test func boundsTighten() throws {
        let a = NumberSet(lower: .init(value: 1, isExclusive: false), upper: .init(value: 10, isExclusive: false))
        let b = NumberSet(integersOnly: true, lower: .init(value: 1, isExclusive: true), upper: .init(value: 20, isExclusive: false))
        let both = try #require(a.intersection(b))
        #expect(both == NumberSet(integersOnly: true, lower: .init(value: 1, isExclusive: true), upper: .init(value: 10, isExclusive: false)))
        #expect(both.mayContain(2) && !both.mayContain(1) && !both.mayContain(2.5) && both.mayContain(10.0) && !both.mayContain(11))
    }

    @Test func emptyRangesLeaveNoNumber() {
        #expect(NumberSet(lower: .init(value: 5, isExclusive: false)).intersection(NumberSet(upper: .init(value: 4, isExclusive: false))) == nil)
        #expect(NumberSet(lower: .init(value: 5, isExclusive: true)).intersection(NumberSet(upper: .init(value: 5, isExclusive: false))) == nil)
        #expect(NumberSet.only([1, 2]).intersection(NumberSet(lower: .init(value: 3, isExclusive: false))) == nil)
    }

    @Test func enumerationsFilterByBoundsAndCompareByValue() throws {
        let set = try #require(NumberSet.only([1, 2.0, 3]).intersection(NumberSet(integersOnly: true, upper: .init(value: 2, isExclusive: false))))
        #expect(set.allowed == [1, 2.0])
        #expect(set.mayContain(2) && set.mayContain(1.0) && !set.mayContain(3))
    }

    @Test func unionsWiden() {
        let a = NumberSet(integersOnly: true, lower: .init(value: 1, isExclusive: false), upper: .init(value: 5, isExclusive: false))
        let b = NumberSet(lower: .init(value: 3, isExclusive: false))
        #expect(a.union(b) == NumberSet(lower: .init(value: 1, isExclusive: false)))
        #expect(NumberSet.only([1]).union(.only([0, 1])) == .only([1, 0]))
        #expect(NumberSet.only([1, 4]).union(NumberSet(lower: .init(value: 2, isExclusive: false), upper: .init(value: 3, isExclusive: false)))
            == NumberSet(integersOnly: false, lower: .init(value: 1, isExclusive: false), upper: .init(value: 4, isExclusive: false)))
    }

    @Test func exclusionsRemoveValues() throws {
        let set = try #require(NumberSet(excluded: [0]).intersection(NumberSet()))
        #expect(!set.mayContain(0) && !set.mayContain(-0.0) && set.mayContain(1))
    }
}
