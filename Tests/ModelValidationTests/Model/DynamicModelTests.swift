import Testing
@testable import ModelValidation

struct DynamicModelTests {
    static func template() throws -> DynamicModel {
        var model = try DynamicModel(attributes: ["email", "age"], rules: [
            Rule(["email"], "email"),
            Rule(["age"], "integer", ["min": 13]),
        ])
        model.scenario = "default"
        model.attributeLabels = ["age": "Your age"]
        return model
    }

    @Test func resetMakesTheModelTheTemplateAgain() throws {
        let template = try Self.template()
        var model = template
        model.assign(["email": "not an address", "age": "x"])
        #expect(try model.validate() == false)
        model.attributeLabels = [:]
        model.formName = "Other"
        model.reset(to: template)
        #expect(model.attributeValues == template.attributeValues)
        #expect(model.errors.isEmpty)
        #expect(model.validation == template.validation)
        #expect(model.attributeLabels == ["age": "Your age"] && model.formName == "DynamicModel")
        // And it validates as a fresh copy does.
        model.assign(["email": "ann@example.com", "age": 9])
        #expect(try model.validate() == false)
        #expect(model.errors.firstMessages.map(\.message) == ["Your age must be no less than 13."])
    }

    @Test func resetKeepsTheModelsOwnStorageForTheValues() throws {
        let template = try Self.template()
        var model = template
        model.assign(["email": "ann@example.com"])   // the first write copies the template's values
        let storage = model.values.withUnsafeBufferPointer { $0.baseAddress }
        model.reset(to: template)
        #expect(model.values.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(template.values.withUnsafeBufferPointer { $0.baseAddress } != storage)
        #expect(model.attributeValues == ["email": .null, "age": .null])
    }

    @Test func aModelWithOtherAttributesIsResetToACopy() throws {
        let template = try Self.template()
        var model = template
        model.defineAttribute("extra", value: 1)
        model.reset(to: template)
        #expect(model.attributeNames == ["email", "age"])
        #expect(model.attributeValues == template.attributeValues)
        var other = try DynamicModel(attributes: ["x"], rules: [Rule(["x"], "required")])
        other.reset(to: template)
        #expect(other.attributeNames == ["email", "age"])
        #expect(try other.validate() == true)
    }

    /// Copies share their names, rules, labels and form name until one changes them: a change
    /// is the changed copy's own, whichever part it touches.
    @Test func aCopyChangesItsOwnShapeOnly() throws {
        let template = try Self.template()
        var labelled = template
        labelled.attributeLabels["email"] = "E-mail"
        var renamed = template
        renamed.formName = "Signup"
        var extended = template
        extended.defineAttribute("extra", value: "x")
        var ruled = template
        ruled.ruleSet = try RuleSet([Rule(["email"], "required")])
        #expect(template.attributeLabels == ["age": "Your age"])
        #expect(labelled.attributeLabels == ["age": "Your age", "email": "E-mail"])
        #expect(template.formName == "DynamicModel" && renamed.formName == "Signup")
        #expect(template.attributeNames == ["email", "age"])
        #expect(extended.attributeNames == ["email", "age", "extra"])
        #expect(extended.value(of: "extra") == "x" && template.value(of: "extra") == nil)
        #expect(template.ruleSet.rules.count == 2 && ruled.ruleSet.rules.count == 1)
        // Each validates with its own rules and labels.
        var original = template
        original.assign(["email": "nowhere"])
        labelled.assign(["email": "nowhere"])
        ruled.assign(["email": "nowhere"])
        #expect(try !original.validate() && original.firstError("email") == "Email is not a valid email address.")
        #expect(try !labelled.validate() && labelled.firstError("email") == "E-mail is not a valid email address.")
        #expect(try ruled.validate())
        // Defining many attributes one by one stays linear: the shape is changed in place.
        var wide = try DynamicModel(attributes: [], rules: [])
        for i in 0..<2_000 { wide.defineAttribute("a\(i)") }
        #expect(wide.attributeNames.count == 2_000 && wide.attributePosition(of: "a1999") == 1_999)
    }
}
