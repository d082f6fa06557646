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
}
