import Testing
import ModelValidation
@testable import ModelValidationSchema

struct ContainerSetTests {
    @Test func sizesAndElementsIntersect() throws {
        let a = ContainerSet(minCount: 1, element: .strings())
        let b = ContainerSet(maxCount: 3)
        let both = try #require(a.intersection(b))
        #expect(both == ContainerSet(minCount: 1, maxCount: 3, element: .strings()))
        #expect(both.mayContain(count: 2, ["a", "b"]) && !both.mayContain(count: 1, [1]) && !both.mayContain(count: 0, []))
        #expect(ContainerSet(minCount: 1).intersection(.empty) == nil)
    }

    @Test func elementsThatCannotExistLeaveOnlyEmptyContainers() throws {
        let both = try #require(ContainerSet(element: .strings()).intersection(ContainerSet(element: ValueSet.any.intersection(.nothing))))
        #expect(both == .empty)
    }

    @Test func emptyContainersDoNotNarrowTheElementsOfAUnion() {
        let strings = ContainerSet(minCount: 1, element: .strings())
        #expect(strings.union(.empty) == ContainerSet(element: .strings()))
        #expect(strings.union(ContainerSet(element: .any)) == ContainerSet())
    }

    @Test func namedPropertiesNarrowObjects() throws {
        let city = PropertySet.Property(name: "city", set: .strings(), allowsMissing: false)
        let shipping = ContainerSet(properties: PropertySet([city]))
        #expect(!shipping.isAny)
        #expect(shipping.mayContain(count: 1, ["Oslo"], object: ["city": "Oslo"]))
        #expect(!shipping.mayContain(count: 1, [1], object: ["city": 1]) && !shipping.mayContain(count: 0, [], object: [:]))
        let sized = try #require(shipping.intersection(ContainerSet(minCount: 1, element: .strings())))
        #expect(sized == ContainerSet(minCount: 1, element: .strings(), properties: PropertySet([city])))
    }

    @Test func onlyTheEmptyObjectLeftPassesWhenEveryKeyMayBeMissing() throws {
        let required = ContainerSet(properties: PropertySet([.init(name: "city", set: .strings(), allowsMissing: false)]))
        #expect(required.intersection(.empty) == nil)
        let optional = ContainerSet(properties: PropertySet([.init(name: "city", set: .strings(), allowsMissing: true)]))
        #expect(optional.intersection(.empty) == .empty)
    }

    @Test func aUnionWithTheEmptyContainerAddsJustThat() throws {
        let city = PropertySet([.init(name: "city", set: .strings(), allowsMissing: false)])
        let union = ContainerSet(minCount: 1, properties: city).union(.empty)
        #expect(union == ContainerSet(minCount: 1, properties: city, orEmpty: true) && union.containsEmpty)
        #expect(union.mayContain(count: 0, [], object: [:]) && !union.mayContain(count: 1, [1], object: ["city": 1]))
        #expect(!union.mayContain(count: 1, [1], object: ["zip": 1]))
        // A list of 2 to 5 elements or none; at least one element or none is any list.
        let list = ContainerSet(minCount: 2, maxCount: 5).union(.empty)
        #expect(list.mayContain(count: 0, []) && !list.mayContain(count: 1, [1]) && list.mayContain(count: 2, [1, 2]))
        #expect(ContainerSet(minCount: 1, maxCount: 5).union(.empty) == ContainerSet(maxCount: 5))
        // The empty container stays only where both sides have it.
        #expect(try #require(list.intersection(ContainerSet(minCount: 1))) == ContainerSet(minCount: 2, maxCount: 5))
        #expect(list.intersection(ContainerSet(maxCount: 1)) == .empty)
        #expect(list.intersection(ContainerSet(minCount: 1, maxCount: 1)) == nil)
    }
}
