import Testing
@testable import ModelValidation

struct ValidationStateTests {
    @Test func aStateWithoutRareFactsHoldsNoReferenceForThem() {
        var state = ValidationState(scenario: "register")
        #expect(state.rare == nil)
        state.invalidAssignments = []
        state.abortError = nil
        #expect(state.rare == nil)
        #expect(state.invalidAssignments.isEmpty)
        #expect(state.abortError == nil)
    }

    @Test func invalidAssignmentsAndAStopAreKeptApartAndClearedTogether() throws {
        var state = ValidationState()
        state.invalidAssignments.append((attribute: "age", value: "x"))
        let held = try #require(state.rare)
        // Each validation clears the stop first: with none set, the part stays as it is.
        state.abortError = nil
        #expect(state.rare === held)
        state.abortError = ModelError(.unknownAttribute, name: "other")
        #expect(state.abortError?.name == "other")
        #expect(state.invalidAssignments.map(\.attribute) == ["age"])
        state.abortError = nil
        #expect(state.abortError == nil)
        #expect(state.invalidAssignments.map(\.value) == ["x"])
        state.invalidAssignments.removeAll()
        #expect(state.rare == nil)
    }

    @Test func aCopyKeepsItsOwnRareFacts() {
        var first = ValidationState()
        first.invalidAssignments = [(attribute: "a", value: 1)]
        var second = first
        second.invalidAssignments.append((attribute: "b", value: 2))
        #expect(first.invalidAssignments.map(\.attribute) == ["a"])
        #expect(second.invalidAssignments.map(\.attribute) == ["a", "b"])
        #expect(first != second)
    }
}
