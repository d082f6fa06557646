import Testing
import ModelValidation
@testable import ModelValidationSchema

struct PropertySetTests {
    static let city = PropertySet.Property(name: "city", set: .strings(clauses: [StringClause(.minLength(2))]), allowsMissing: false)
    static let zip = PropertySet.Property(name: "zip", set: .strings(), allowsMissing: true)

    @Test func aKeyHoldsAValueOfItsSetOrIsMissingWhereAllowed() {
        let properties = PropertySet([Self.city, Self.zip])
        #expect(properties.mayContain(["city": "Oslo"]))
        #expect(properties.mayContain(["city": "Oslo", "zip": "0150", "other": 1]))
        #expect(!properties.mayContain(["city": "O"]))
        #expect(!properties.mayContain(["zip": "0150"]))
        #expect(!properties.mayContain(["city": "Oslo", "zip": 150]))
        #expect(!properties.allowsEmptyObject && PropertySet([Self.zip]).allowsEmptyObject)
    }

    @Test func anIntersectionConstrainsKeysNamedByBoth() throws {
        var shortZip = Self.zip
        shortZip.set = .strings(clauses: [StringClause(.maxLength(4))])
        shortZip.allowsMissing = false
        let both = PropertySet([Self.city, Self.zip]).intersection(PropertySet([shortZip]))
        #expect(both.properties.map(\.name) == ["city", "zip"])
        let zip = try #require(both.property(named: "zip"))
        #expect(!zip.allowsMissing && zip.set.mayContain("0150") && !zip.set.mayContain("01500"))
    }

    @Test func aUnionKeepsOnlyKeysNamedByBoth() throws {
        var anyCity = Self.city
        anyCity.set = .any
        anyCity.allowsMissing = true
        let either = try #require(PropertySet([Self.city, Self.zip]).union(PropertySet([anyCity])))
        #expect(either.properties.map(\.name) == ["city"])
        #expect(either.property(named: "city")?.set == .any && either.property(named: "city")?.allowsMissing == true)
        #expect(PropertySet([Self.city]).union(PropertySet([Self.zip])) == nil)
    }

    @Test func allowingMissingLetsTheEmptyObjectThrough() {
        let properties = PropertySet([Self.city]).allowingMissing()
        #expect(properties.mayContain([:]) && !properties.mayContain(["city": "O"]))
    }
}
