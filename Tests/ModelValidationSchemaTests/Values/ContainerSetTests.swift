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
}
