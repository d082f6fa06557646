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
}
