import Testing
import ModelValidationValues
@testable import ModelValidationMessages

struct MessageArgumentsTests {
    @Test func aFailuresArgumentsPutTheLabelAndTheValueFirst() {
        var others = MessageArguments()
        others.set("min", .int(3))
        others.setLabel("compareAttribute", "Password")
        others.setSubmitted("compareValue", .string("hunter2"))
        let all = MessageArguments(label: "User Name", value: .string("ab"), then: others)
        #expect(all.entries.map(\.name) == ["attribute", "value", "min", "compareAttribute", "compareValue"])
        #expect(all["attribute"] == .string("User Name"))
        #expect(all["value"] == .string("ab"))
        #expect(all.entries.map(\.isLabel) == [true, false, false, true, false])
        #expect(all.entries.map(\.isSubmitted) == [false, false, false, false, true])
    }

    @Test func aValidatorsOwnAttributeOrValueTakesThatPlace() {
        // As `set` would: the validator's entry replaces the label (and its mark) in place.
        let others: MessageArguments = ["value": .int(7), "attribute": .string("Custom"), "max": .int(9)]
        let all = MessageArguments(label: "Age", value: .string("x"), then: others)
        #expect(all.entries.map(\.name) == ["attribute", "value", "max"])
        #expect(all["attribute"] == .string("Custom"))
        #expect(all.entries[0].isLabel == false)
        #expect(all["value"] == .int(7))
        #expect(all.count == 3)
    }
}
