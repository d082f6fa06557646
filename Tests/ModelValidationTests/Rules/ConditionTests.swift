import Testing
@testable import ModelValidation

/// A rule's `when` on another attribute: PHP's `===` on its value.
struct ConditionTests {
    private static func model(_ condition: Condition) throws -> DynamicModel {
        try DynamicModel(attributes: ["b", "c"], rules: [Rule(["b"], "required", when: condition)])
    }

    /// Identical strings are the same bytes: "é" as one code point and as "e" with a combining
    /// accent are two values (Swift's `==` finds them equal).
    @Test func stringsAreIdenticalByteForByte() throws {
        var model = try Self.model(.attribute("c", equals: "caf\u{E9}"))
        model["c"] = "cafe\u{301}"
        #expect(try model.validate())
        model["c"] = "caf\u{E9}"
        #expect(try !model.validate())
        #expect(model.errors.first(for: "b")?.code == "required.blank")

        var negated = try Self.model(.attribute("c", equals: "caf\u{E9}", negated: true))
        negated["c"] = "cafe\u{301}"
        #expect(try !negated.validate())
        negated["c"] = "caf\u{E9}"
        #expect(try negated.validate())
    }

    /// Types count, as with `===`: the integer 1 is not the string "1" nor the float 1.0.
    @Test(arguments: [
        (AttributeValue.int(1), true), (.string("1"), false), (.double(1), false), (.bool(true), false), (.null, false),
    ])
    func typesMustMatch(value: AttributeValue, runs: Bool) throws {
        var model = try Self.model(.attribute("c", equals: 1))
        model["c"] = value
        #expect(try model.validate() == !runs)
    }

    /// Yii reads an attribute to judge it empty (`skipOnEmpty`), then checks `when`, then reads
    /// it to validate it: a `when` that fails leaves an attribute the model lacks unread.
    @Test func aFailingWhenLeavesAnUndeclaredAttributeUnread() throws {
        var model = try DynamicModel(attributes: ["a", "b"],
                                     rules: [Rule(["a", "zz"], "required", when: .attribute("b", equals: "x"))])
        #expect(try model.validate())
        #expect(model.errors.isEmpty)
        model["b"] = "x"
        #expect(throws: ModelError(.unknownAttribute, name: "zz")) { try model.validate() }
        #expect(model.errors.first(for: "a")?.message == "A cannot be blank.")
    }

    /// With `skipOnEmpty` the empty check reads the attribute before `when` is checked.
    @Test func theEmptyCheckReadsAnUndeclaredAttributeBeforeWhen() throws {
        var model = try DynamicModel(attributes: ["a", "b"],
                                     rules: [Rule(["zz"], "string", when: .attribute("b", equals: "x"))])
        #expect(throws: ModelError(.unknownAttribute, name: "zz")) { try model.validate() }
    }

    /// A `when` on an attribute the model lacks reads it, as Yii's `$model->zz` does: the
    /// validation stops, whichever way the condition is put; a rule that skips the empty value
    /// first never gets to it. `isSatisfied` alone answers as for a value that is not identical.
    @Test func aWhenOnAnUndeclaredAttributeStopsTheValidation() throws {
        for negated in [false, true] {
            let condition = Condition.attribute("zz", equals: .null, negated: negated)
            var model = try DynamicModel(attributes: ["a"], rules: [Rule(["a"], "required", when: condition)])
            model["a"] = "x"
            #expect(throws: ModelError(.unknownAttribute, name: "zz")) { try model.validate() }
            #expect(condition.isSatisfied(by: model, attribute: "a") == negated)
        }
        var skipping = try DynamicModel(attributes: ["a"],
                                        rules: [Rule(["a"], "string", when: .attribute("zz", equals: .null))])
        #expect(try skipping.validate())
        skipping["a"] = "x"
        #expect(throws: ModelError(.unknownAttribute, name: "zz")) { try skipping.validate() }
    }

    /// `validateAsync` reads in the same order.
    @Test func validateAsyncReadsAsValidateDoes() async throws {
        var model = try DynamicModel(attributes: ["a", "b"],
                                     rules: [Rule(["a", "zz"], "required", when: .attribute("b", equals: "x"))])
        #expect(try await model.validateAsync())
        var reading = try DynamicModel(attributes: ["a"],
                                       rules: [Rule(["a"], "required", when: .attribute("zz", equals: "x"))])
        reading["a"] = "x"
        await #expect(throws: ModelError(.unknownAttribute, name: "zz")) { try await reading.validateAsync() }
    }
}
