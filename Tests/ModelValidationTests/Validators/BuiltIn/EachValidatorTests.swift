import Testing
@testable import ModelValidation

/// Upper-cases a string element, and fails (after filtering) when it was `"bad"`.
private struct ShoutValidator: Validator {
    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard case .string(let s) = value else { return }
        model.setFilteredValue(.string(s.uppercased()), of: attribute)
        if s == "bad" { model.addError(attribute, code: "shout.bad", template: "{attribute} is bad.", value: value) }
    }
}

struct EachValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("not-an-array"), ["each.invalid"], ["Attr is invalid."]), (5, ["each.invalid"], ["Attr is invalid."]),
        (" ", ["each.invalid"], ["Attr is invalid."]), ([], [], []), (["a", "b"], [], []),
        (["a", "abcd"], ["string.tooLong"], ["Attr should contain at most 3 characters."]),
        (["a", 1], ["string.invalid"], ["Attr must be a string."]),
        (["k1": "a", "k2": "abcd"], ["string.tooLong"], ["Attr should contain at most 3 characters."]),
    ] as [(AttributeValue, [String], [String])])
    func validatesEveryElement(value: AttributeValue, codes: [String], messages: [String]) {
        let result = run("each", ["rule": ["type": "string", "max": 3]], value: value)
        #expect(result.codes == codes)
        #expect(result.messages == messages)
        #expect(result.value == value)
    }

    @Test func emptyValuesAreSkippedUnlessAsked() {
        #expect(run("each", ["rule": ["type": "string"]], value: nil).codes == [])
        #expect(run("each", ["rule": ["type": "string"]], value: "").codes == [])
        #expect(run("each", ["rule": ["type": "string"]], value: nil, skipOnEmpty: false).codes == ["each.invalid"])
        #expect(run("each", ["rule": ["type": "string"]], value: ["k": 1], skipOnEmpty: false).codes == ["string.invalid"])
    }

    @Test func flagsGivenAsNullAreFalse() {
        let rule: AttributeValue = ["type": "integer"]
        #expect(run("each", ["rule": rule, "stopOnFirstError": nil], value: ["a", "b"]).messages
            == ["Attr must be an integer.", "Attr must be an integer."])
        #expect(run("each", ["rule": rule, "allowMessageFromRule": nil], value: ["a"]).messages == ["Attr is invalid."])
    }

    @Test func stopOnFirstErrorControlsTheCount() {
        let rule: AttributeValue = ["type": "match", "pattern": "/^[a-z]$/"]
        #expect(run("each", ["rule": rule], value: ["A", "b", "C"]).messages == ["Attr is invalid."])
        #expect(run("each", ["rule": rule, "stopOnFirstError": false], value: ["A", "b", "C"]).codes
            == ["match.invalid", "match.invalid"])
    }

    @Test func ownMessageWithoutMessagesFromTheRule() {
        var model = makeModel(["items"], [Rule(["items"], "each", [
            "rule": ["type": "string"], "allowMessageFromRule": false, "stopOnFirstError": false,
        ], message: "{attribute} #{value}")])
        model["items"] = [1, "a", 2]
        #expect(!check(&model))
        #expect(codes(model, "items") == ["each.invalid", "each.invalid"])
        #expect(model.errors.messages(for: "items") == ["Items #1", "Items #2"])
    }

    @Test func nestedRuleOptionsApply() {
        let custom = run("each", ["rule": ["type": "string", "message": "{value} is not text"]], value: ["a", 7])
        #expect(custom.messages == ["7 is not text"])
        #expect(run("each", ["rule": ["type": "required"]], value: ["", "x"]).messages == ["Attr cannot be blank."])
        #expect(run("each", ["rule": ["type": "string"]], value: [nil, ""]).codes == [])
        #expect(run("each", ["rule": ["type": "string", "skipOnEmpty": false]], value: [nil]).codes == ["string.invalid"])
        #expect(run("each", ["rule": ["type": "string", "on": "other"]], value: [1]).codes == [])
        #expect(run("each", ["rule": ["type": "string", "except": "default"]], value: [1]).codes == [])
        #expect(run("each", ["rule": ["type": "safe"]], value: [1]).codes == [])
    }

    @Test func nestedWhenSeesTheElementAndTheOwner() {
        var model = makeModel(["items", "mode"], [
            Rule(["items"], "each", ["rule": ["type": "string", "when": ["attribute": "mode", "value": "strict"]]]),
        ])
        model["items"] = [1]
        model["mode"] = "loose"
        #expect(check(&model))
        model["mode"] = "strict"
        #expect(!check(&model))
        let onElement = run("each", ["rule": ["type": "string", "when": ["attribute": "attr", "value": 2]]], value: [1, 2])
        #expect(onElement.codes == ["string.invalid"])
    }

    @Test func messagesUseTheOwnersLabel() {
        var model = makeModel(["tags"], [Rule(["tags"], "each", ["rule": ["type": "string"]])], labels: ["tags": "Tag list"])
        model["tags"] = ["ok", 5]
        #expect(!check(&model))
        #expect(model.firstError("tags") == "Tag list must be a string.")
    }

    @Test func filteredElementsAreWrittenBack() {
        #expect(run("each", ["rule": ["type": "trim"]], value: [" a ", ["x"]]).value == ["a", ["x"]])
        #expect(run("each", ["rule": ["type": "filter", "filter": "intval"]], value: ["1", "2x", "x"]).value == [1, 2, 0])
        #expect(run("each", ["rule": ["type": "trim"]], value: ["k": " a "]).value == ["k": "a"])
    }

    @Test func writeBackStopsAtTheFirstError() throws {
        let stop = try EachValidator(Rule([], validator: ShoutValidator()))
        var model = makeModel(["items"], [Rule(["items"], validator: stop, name: "each")])
        model["items"] = ["a", "bad", "c"]
        #expect(!check(&model))
        #expect(model["items"] == ["A", "BAD", "c"])
        #expect(model.errors.messages(for: "items") == ["Items is bad."])

        let all = try EachValidator(Rule([], validator: ShoutValidator()), stopOnFirstError: false)
        var other = makeModel(["items"], [Rule(["items"], validator: all, name: "each")])
        other["items"] = ["bad", "c", "bad"]
        #expect(!check(&other))
        #expect(other["items"] == ["BAD", "C", "BAD"])
        #expect(codes(other, "items") == ["shout.bad", "shout.bad"])
    }

    @Test func eachCanNest() {
        let rule: AttributeValue = ["type": "each", "rule": ["type": "string"]]
        #expect(run("each", ["rule": rule], value: [["a"], ["b", 2]]).messages == ["Attr must be a string."])
        #expect(run("each", ["rule": rule], value: ["a"]).messages == ["Attr is invalid."])
    }

    @Test func outerSkipOnErrorStillApplies() {
        let result = run("each", ["rule": ["type": "string"]], value: [1])
        #expect(result.codes == ["string.invalid"])
        var model = makeModel(["items"], [
            Rule(["items"], "each", ["rule": ["type": "string"]]),
            Rule(["items"], "each", ["rule": ["type": "string", "max": 0]]),
        ])
        model["items"] = [1, "x"]
        #expect(!check(&model))
        #expect(codes(model, "items") == ["string.invalid"])
    }

    @Test func nestedRuleMistakesArePrefixed() {
        let missing = ruleError([Rule(["a"], "each")])
        #expect(missing?.path == "rules[0].rule")
        #expect(missing?.kind == .missingParameter)
        #expect(ruleError([Rule(["a"], "each", ["rule": "integer"])])?.path == "rules[0].rule")
        #expect(ruleError([Rule(["a"], "each", ["rule": [:]])])?.path == "rules[0].rule.type")
        #expect(ruleError([Rule(["a"], "each", ["rule": ["type": "nope"]])])?.path == "rules[0].rule.type")
        #expect(ruleError([Rule(["a"], "each", ["rule": ["type": "string", "min": "x"]])])?.path == "rules[0].rule.min")
        #expect(ruleError([Rule(["a"], "each", ["rule": ["type": "string", "bogus": 1]])])?.path == "rules[0].rule.bogus")
        #expect(ruleError([Rule(["a"], "each", ["rule": ["type": "string", "attributes": ["a"]]])])?.path
            == "rules[0].rule.attributes")
        let deep: AttributeValue = ["type": "each", "rule": ["type": "match"]]
        #expect(ruleError([Rule(["a"], "each", ["rule": deep])])?.path == "rules[0].rule.rule.pattern")
    }

    @Test func customRegistryIsUsedForNestedRules() throws {
        var registry = ValidatorRegistry.builtIn
        registry.register("even") { _, _ in
            InlineValidator(code: "even.invalid", message: "{attribute} must be even.") { value, _, _ in
                (value.intValue ?? 1) % 2 == 0
            }
        }
        let rules = try RuleSet([Rule(["n"], "each", ["rule": ["type": "even"]])], registry: registry)
        var model = DynamicModel(attributes: ["n"], ruleSet: rules)
        model["n"] = [2, 3]
        #expect(!check(&model))
        #expect(model.firstError("n") == "N must be even.")
        #expect(ruleError([Rule(["n"], "each", ["rule": ["type": "even"]])])?.path == "rules[0].rule.type")
    }

    @Test func swiftInitializerReportsWithoutAnIndex() {
        #expect(throws: RuleError(.missingParameter, key: "rule.pattern", reason: "the \"pattern\" property must be set")) {
            try EachValidator(Rule([], "match"))
        }
        #expect(throws: RuleError.self) { try EachValidator(Rule(["x"], "string")) }
    }

    @Test func docsExample() throws {
        let ids = Rule(["categoryIDs"], "each", ["rule": ["type": "integer", "min": 1]])
        let tags = Rule(["tags"], validator: try EachValidator(Rule([], "string", ["max": 20]), stopOnFirstError: false), name: "each")
        #expect(ids.parameters["rule"] == ["type": "integer", "min": 1])
        var model = makeModel(["tags"], [tags])
        model["tags"] = ["swift", .string(String(repeating: "x", count: 21)), 3]
        #expect(!check(&model))
        #expect(codes(model, "tags") == ["string.tooLong", "string.invalid"])
        #expect(model.errors.messages(for: "tags") == ["Tags should contain at most 20 characters.", "Tags must be a string."])
    }

    /// An element's rule that reads an attribute the model lacks stops the validation, as Yii's
    /// per-element model throws its unknown property; the elements after it are not validated.
    @Test func aModelErrorOfTheElementsRuleStopsTheValidation() throws {
        var model = try DynamicModel(attributes: ["tags", "b"], rules: [
            Rule(["tags"], "each", ["rule": ["type": "compare", "compareAttribute": "nope"]]),
            Rule(["b"], "required"),
        ])
        model["tags"] = ["x", "y"]
        #expect(throws: ModelError(.unknownAttribute, name: "nope")) { try model.validate() }
        #expect(model.errors.isEmpty)
        var repeated = try DynamicModel(attributes: ["tags"], rules: [Rule(["tags"], "each", ["rule": ["type": "compare"]])])
        repeated["tags"] = ["x"]
        #expect(throws: ModelError(.unknownAttribute, name: "tags_repeat")) { try repeated.validate() }
        // With the attribute it compares with, each element is compared.
        var declared = try DynamicModel(attributes: ["tags", "other"], rules: [
            Rule(["tags"], "each", ["rule": ["type": "compare", "compareAttribute": "other"]]),
        ])
        declared["tags"] = ["x", "y"]
        declared["other"] = "x"
        #expect(try declared.validate() == false)
        #expect(declared.errors.all.map(\.path.description) == ["tags.1"])
    }

    @Test func failingElementsValueIsRenderedAsYiiRendersIt() {
        let parameters: AttributeObject = ["rule": ["type": "required"], "allowMessageFromRule": false, "stopOnFirstError": false]
        // Yii's addError sees no `value` for a null element (`isset`) and renders the owner's
        // array; an empty string is set, so it stays empty.
        #expect(run("each", parameters, value: ["a", nil, ""], message: "{attribute}: {value}").messages
            == ["Attr: array()", "Attr: "])
        #expect(run("each", parameters, value: [nil], message: "{value, number}").messages == ["0"])
        // An array element reaches ICU as an array: 1 with elements, 0 when empty.
        let arrays = run("each", [
            "rule": ["type": "integer", "skipOnEmpty": false], "allowMessageFromRule": false, "stopOnFirstError": false,
        ], value: [[5, 6], [], ["k": 1], "x"], message: "{value, number} {value, plural, one{one} other{other}}")
        #expect(arrays.codes == ["each.invalid", "each.invalid", "each.invalid", "each.invalid"])
        #expect(arrays.messages == ["1 one", "0 other", "1 one", "0 other"])
        // The failure's `{value}` argument is what Yii renders; its path names the element.
        var model = makeModel(["tags"], [Rule(["tags"], "each", parameters, message: "{value}")])
        model["tags"] = ["a", nil]
        #expect(!check(&model))
        #expect(model.errors.first(for: "tags")?.arguments["value"] == "array()")
        #expect(model.errors.first(for: "tags")?.path.description == "tags.1")
        #expect(model.errors.first(for: "tags")?.message == "array()")
    }

    @Test func aZeroIsWrittenBackWithItsSign() {
        func signs(_ value: AttributeValue) -> [FloatingPointSign] {
            switch value {
            case .double(let d): return [d.sign]
            case .array(let items): return items.flatMap(signs)
            default: return []
            }
        }
        let flat = run("each", ["rule": ["type": "filter", "filter": "abs"]], value: [-0.0, -1.5])
        #expect(flat.value == [0.0, 1.5])
        #expect(signs(flat.value) == [.plus, .plus])
        let nested = run("each", ["rule": ["type": "each", "rule": ["type": "filter", "filter": "abs"]]],
                         value: [[-0.0, 1], [2]])
        #expect(nested.value == [[0.0, 1], [2]])
        #expect(signs(nested.value) == [.plus])
    }
}
