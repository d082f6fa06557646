import Testing
import ModelValidation
@testable import ModelValidationSchema

/// Massive assignment of nested objects read backwards, and the whole export checked against the
/// engine on generated documents.
struct NestedAssignmentTests {
    static func nested(_ schema: AttributeValue, list: Bool = false) throws -> NestedValidator {
        var parameters: AttributeObject = ["schema": schema]
        if list { parameters["list"] = true }
        return try #require(try RuleSet([Rule(["a"], "nested", parameters)]).rules[0].validator as? NestedValidator)
    }

    static let contact: AttributeValue = ["attributes": ["phone", "role", "inner"], "rules": [
        ["attributes": ["phone"], "type": "required"],
        ["attributes": ["!role"], "type": "in", "range": ["user"]],
        ["attributes": ["inner"], "type": "nested", "schema": ["attributes": ["x"], "rules": [["attributes": ["x"], "type": "required"]]]],
    ]]

    @Test func aValueOfAnotherShapeFailsAtTheTopAndKeepsTheCurrentValueInside() throws {
        let nested = try Self.nested(Self.contact)
        var after = ValueSet.any
        after.allowsNull = true
        let top = NestedAssignment.documentValues(assigning: after, with: nested, parent: "default", current: .null,
                                                  refusesWrongShape: true, validatesObjects: true)
        #expect(top.mayContain(.null) && top.mayContain([:]) && !top.mayContain("x") && !top.mayContain([]) && !top.mayContain(1))
        // Inside an object no rule validates, the key keeps its value unreported.
        let inside = NestedAssignment.documentValues(assigning: after, with: nested, parent: "default", current: .null,
                                                     refusesWrongShape: false, validatesObjects: false)
        #expect(inside.mayContain("x") && inside.mayContain([]) && inside.mayContain(1))
        // When the current value would fail, a refused value fails too.
        after.allowsNull = false
        let failing = NestedAssignment.documentValues(assigning: after, with: nested, parent: "default", current: .null,
                                                      refusesWrongShape: false, validatesObjects: false)
        #expect(!failing.mayContain("x") && !failing.mayContain(.null) && failing.mayContain([:]))
    }

    /// Inside objects the `nested` rule validates, a value of another shape for a nested key
    /// fails (the object's model refuses it, and the rule reports it); inside objects it may
    /// not validate, the key keeps its value.
    @Test func aValueOfAnotherShapeInsideFailsWhereTheObjectsAreValidated() throws {
        let nested = try Self.nested(Self.contact)
        let validated = NestedAssignment.documentValues(assigning: .any, with: nested, parent: "default", current: .null,
                                                        refusesWrongShape: true, validatesObjects: true)
        #expect(validated.mayContain(["phone": "1", "inner": ["x": 1]]) && validated.mayContain(["phone": "1", "inner": nil]))
        for value in ["x", 5, [], true] as [AttributeValue] {
            #expect(!validated.mayContain(["phone": "1", "inner": value]))
        }
        let unvalidated = NestedAssignment.documentValues(assigning: .any, with: nested, parent: "default", current: .null,
                                                          refusesWrongShape: true, validatesObjects: false)
        #expect(unvalidated.mayContain(["phone": "1", "inner": "x"]) && unvalidated.mayContain(["phone": "1", "inner": []]))
    }

    /// The rule validates the objects when it certainly runs on the value as assigned.
    @Test(arguments: [
        ([Rule(["a"], "nested", ["schema": contact])], true),
        ([Rule(["a"], "required"), Rule(["a"], "string"), Rule(["a"], "nested", ["schema": contact])], true),
        ([Rule(["a"], "nested", ["schema": contact]), Rule(["a"], "trim")], true),
        ([Rule(["a"], "safe")], false),
        ([Rule(["a"], "trim"), Rule(["a"], "nested", ["schema": contact])], false),
        ([Rule(["a"], "default", ["value": [:]]), Rule(["a"], "nested", ["schema": contact])], false),
        ([Rule(["a"], "nested", ["schema": contact], when: .attribute("b", equals: "x"))], false),
        ([Rule(["a"], "nested", ["schema": contact], isEmpty: .custom { _ in true })], false),
        ([Rule(["a"], "nested", ["schema": contact], skipOnEmpty: false, isEmpty: .custom { _ in true })], true),
        ([Rule(["a"], "nested", ["schema": contact], on: ["other"])], false),
    ] as [([Rule], Bool)])
    func whetherTheRuleValidatesTheObjects(_ rules: [Rule], _ validates: Bool) throws {
        let ruleSet = try RuleSet(rules + [Rule(["a"], "safe")])
        let steps = ruleSet.steps(for: "a", in: try #require(ruleSet.scenario(named: "default")))
        #expect(NestedAssignment.validatesObjects(steps) == validates)
    }

    static func contactSchema() throws -> ModelSchema { try #require(try nested(contact).schema) }

    @Test func onlySafeAttributesAreProperties() throws {
        let phone = PropertySet.Property(name: "phone", set: .strings(), allowsMissing: false)
        let schema = try Self.contactSchema()
        let objects = try #require(NestedAssignment.objects(
            assigning: ContainerSet(properties: PropertySet([phone])), schema: schema, scenario: "default", current: .null, validated: false))
        #expect(objects.properties?.properties.map(\.name) == ["phone", "inner"])
        // The key may be left out only when the value it keeps passes.
        #expect(objects.properties?.property(named: "phone")?.allowsMissing == false)
        #expect(objects.mayContain(count: 1, ["1"], object: ["phone": "1", "role": 5, "other": 1]))
        #expect(!objects.mayContain(count: 1, [1], object: ["phone": 1]))
        let kept = try #require(NestedAssignment.objects(
            assigning: ContainerSet(properties: PropertySet([phone])), schema: schema, scenario: "default", current: ["phone": "555"],
            validated: false))
        #expect(kept.properties?.property(named: "phone")?.allowsMissing == true)
    }

    @Test func anUnsafeAttributeKeepsItsValueWhichMustPass() throws {
        let role = PropertySet.Property(name: "role", set: .strings(), allowsMissing: false)
        let schema = try Self.contactSchema()
        #expect(NestedAssignment.objects(assigning: ContainerSet(properties: PropertySet([role])), schema: schema,
                                         scenario: "default", current: .null, validated: false) == nil)
        #expect(NestedAssignment.objects(assigning: ContainerSet(properties: PropertySet([role])), schema: schema,
                                         scenario: "default", current: ["role": "user"], validated: false) != nil)
    }

    @Test func countsAndElementsApplyToTheAssignedObject() throws {
        let schema = try Self.contactSchema()
        // Every assigned object has the three attributes.
        #expect(NestedAssignment.objects(assigning: ContainerSet(minCount: 4), schema: schema, scenario: "default", current: .null, validated: false) == nil)
        #expect(NestedAssignment.objects(assigning: ContainerSet(maxCount: 2), schema: schema, scenario: "default", current: .null, validated: false) == nil)
        let three = try #require(NestedAssignment.objects(assigning: ContainerSet(minCount: 1, maxCount: 3), schema: schema,
                                                           scenario: "default", current: .null, validated: false))
        #expect(three.mayContain(count: 0, [], object: [:]))
        // An element rule checks every value, those of keys left out and of unsafe attributes too.
        #expect(NestedAssignment.objects(assigning: ContainerSet(element: .strings()), schema: schema, scenario: "default", current: .null, validated: false) == nil)
        let strings = try #require(NestedAssignment.objects(assigning: ContainerSet(element: .strings()), schema: schema,
                                                             scenario: "default", current: ["role": "user", "inner": "kept"],
                                                             validated: false))
        #expect(strings.properties?.property(named: "phone")?.allowsMissing == false)
        #expect(strings.properties?.property(named: "inner")?.allowsMissing == true)
        // A string for the nested object inner, refused where nothing validates the object: "kept" stays.
        #expect(strings.mayContain(count: 2, [], object: ["phone": "1", "inner": "x"]))
        #expect(!strings.mayContain(count: 2, [], object: ["phone": "1", "inner": [:]]) && !strings.mayContain(count: 1, [], object: ["phone": 1]))
    }

    @Test func listElementsMayStartFromCurrentObjects() throws {
        let nested = try Self.nested(Self.contact, list: true)
        let phone = PropertySet.Property(name: "phone", set: .strings(), allowsMissing: false)
        var element = ValueSet.nothing
        element.objects = ContainerSet(properties: PropertySet([phone]))
        var after = ValueSet.nothing
        after.arrays = ContainerSet(maxCount: 2, element: element)
        let fresh = NestedAssignment.documentValues(assigning: after, with: nested, parent: "default", current: .null,
                                                    refusesWrongShape: true, validatesObjects: true)
        #expect(!fresh.mayContain([[:]]) && fresh.mayContain([["phone": "1"]]) && !fresh.mayContain([["phone": "1"], [:], [:]]))
        #expect(!fresh.mayContain([5]) && !fresh.mayContain(["phone": "1"]))
        let existing = NestedAssignment.documentValues(assigning: after, with: nested, parent: "default",
                                                       current: [["phone": "1"]], refusesWrongShape: true, validatesObjects: true)
        #expect(existing.mayContain([[:]]))
    }

    // MARK: - The engine

    /// Rule sets with nested objects and lists; each exported set must hold every value of `a`
    /// the engine accepts.
    static let ruleSets: [[Rule]] = [
        [Rule(["a"], "nested", ["schema": contact])],
        [Rule(["a"], "required"), Rule(["a"], "nested", ["schema": contact])],
        [Rule(["a"], "nested", ["list": true, "min": 2, "max": 3, "schema": contact])],
        [Rule(["a"], "required"), Rule(["a"], "nested", ["list": true, "min": 1, "schema": contact]),
         Rule(["a"], "each", ["rule": ["type": "required"]])],
        [Rule(["a"], "nested", ["schema": contact], skipOnEmpty: false)],
        [Rule(["a"], "default", ["value": ["phone": "1"]]), Rule(["a"], "nested", ["schema": contact]), Rule(["a"], "required")],
        [Rule(["a"], "nested", ["schema": ["attributes": ["city"], "rules": [
            ["attributes": ["city"], "type": "trim"], ["attributes": ["city"], "type": "string", "min": 2]]]]),
         Rule(["a"], "each", ["rule": ["type": "string", "max": 3]])],
        // Not validated in this scenario, yet assigned as objects of the schema.
        [Rule(["a"], "safe"), Rule(["a"], "nested", ["schema": contact], on: ["other"])],
    ]

    /// Values of a nested key: every JSON type, objects of the innermost schema among them.
    static let keyValues: [AttributeValue?] = [nil, .null, "", " ", "1", "user", "Oslo", 5, true, [], [:], ["x"], ["x": 1], ["x": ""], ["y": 1]]

    /// Documents for `a`: objects and lists of objects made of `keyValues`, and other shapes.
    static func documents() -> [AttributeValue] {
        var objects: [AttributeValue] = []
        for phone in keyValues {
            for inner in [nil, AttributeValue.null, "x", ["x": 1], ["x": ""], [:]] as [AttributeValue?] {
                for (role, city) in [(nil, nil), (AttributeValue.string("admin"), AttributeValue.string(" Oslo ")), (nil, "x")] as [(AttributeValue?, AttributeValue?)] {
                    var object = AttributeObject()
                    for (key, value) in [("phone", phone), ("inner", inner), ("role", role), ("city", city)] {
                        if let value { object[key] = value }
                    }
                    objects.append(.object(object))
                }
            }
        }
        var documents: [AttributeValue] = [.null, "", "x", 0, true, [], [:], [5], [[:]], [.null]]
        documents += objects
        for (i, object) in objects.enumerated() {
            documents.append([object])
            documents.append([object, objects[(i * 7 + 3) % objects.count]])
            documents.append([object, object, object, object])
            documents.append([object, 5])
        }
        return documents
    }

    /// A value of another shape for the nested key `inner`: the engine fails it where the
    /// rule validates the object (at `a.inner`), and the schema leaves it out there; where the
    /// rule does not run, both accept it.
    @Test(arguments: [(0, false), (1, false), (4, false), (7, true)])
    func aWrongShapeInsideIsInTheSchemaExactlyWhenTheEngineAcceptsIt(_ index: Int, _ accepted: Bool) throws {
        let ruleSet = try RuleSet(Self.ruleSets[index])
        let read = JSONSchemaExporter(ruleSet: ruleSet).values(of: "a", in: try #require(ruleSet.scenario(named: "default")))
        for inner in ["x", 5, [], true] as [AttributeValue] {
            let document: AttributeValue = ["phone": "1", "inner": inner]
            var model = DynamicModel(attributes: ["a"], ruleSet: ruleSet)
            model.assign(["a": document])
            #expect(try model.validate() == accepted)
            #expect(model.errors.attributes == (accepted ? [] : ["a.inner"]))
            #expect(read.document.mayContain(document) == accepted)
        }
    }

    @Test(arguments: ruleSets.indices)
    func everyDocumentTheEngineAcceptsIsInTheSchema(_ index: Int) throws {
        let ruleSet = try RuleSet(Self.ruleSets[index])
        let exporter = JSONSchemaExporter(ruleSet: ruleSet)
        let read = exporter.values(of: "a", in: try #require(ruleSet.scenario(named: "default")))
        var accepted = 0
        var caught = 0
        for document in Self.documents() {
            var model = DynamicModel(attributes: ["a"], ruleSet: ruleSet)
            model.assign(["a": document])
            if (try? model.validate()) ?? false {
                accepted += 1
                let inSchema = read.document.mayContain(document)
                #expect(inSchema, "the engine accepts \(JSONWriter.string(document))")
            } else if !read.document.mayContain(document) {
                caught += 1
            }
        }
        // Both sides are visited, and the schema tells some apart.
        #expect(accepted > 0 && caught > 0)
        // Leaving the key out keeps null.
        var model = DynamicModel(attributes: ["a"], ruleSet: ruleSet)
        #expect(read.allowsMissing == ((try? model.validate()) ?? false))
    }
}
