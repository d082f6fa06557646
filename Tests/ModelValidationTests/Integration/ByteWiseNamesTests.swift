import Testing
@testable import ModelValidation

/// Attribute names are matched by their bytes everywhere, as Yii matches them, whatever the size
/// of the model: `"é"` (U+00E9, composed) and `"e\u{301}"` (decomposed) are two names, although
/// Swift's `==` calls them equal.
struct ByteWiseNamesTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"
    /// Both directions: the declared spelling, then the other one.
    static let spellings = [(composed, decomposed), (decomposed, composed)]
    /// Every model size from 1 to 40 attributes (the declared name is the last one).
    static let sizes = Array(1...40)

    /// A model of `size` attributes, the last one `declared`, all safe, `declared` required and
    /// labelled.
    func model(size: Int, declared: String) -> DynamicModel {
        let names = (0..<size - 1).map { "f\($0)" } + [declared]
        return makeModel(names, [Rule(names, "safe"), Rule([declared], "required")], labels: [declared: "Accent"])
    }

    @Test(arguments: sizes)
    func assignmentAndScenariosMatchBytes(size: Int) {
        #expect(Self.composed == Self.decomposed) // what Swift's == says
        for (declared, other) in Self.spellings {
            var model = model(size: size, declared: declared)
            let refused = model.assign([other: "x"])
            #expect(refused.unknown == [other], "size \(size)")
            #expect(refused.assigned.isEmpty, "size \(size)")
            #expect(model.value(of: declared) == .null, "size \(size)")
            #expect(model.value(of: other) == nil, "size \(size)")
            #expect(!model.hasAttribute(other), "size \(size)")
            #expect(!model.isAttributeSafe(other) && model.isAttributeSafe(declared), "size \(size)")
            #expect(!model.isAttributeActive(other) && model.isAttributeActive(declared), "size \(size)")
            #expect(!model.isAttributeRequired(other) && model.isAttributeRequired(declared), "size \(size)")
            #expect(model.safeAttributes.filter { $0 == declared }.count == 1, "size \(size)")
            #expect(throws: AssignmentError(report: refused)) { try model.assign([other: "x"], strict: true) }

            let written = model.assign([declared: "y"])
            #expect(written.assigned == [declared], "size \(size)")
            #expect(model[declared] == "y" && model[other] == nil, "size \(size)")
        }
    }

    @Test(arguments: sizes)
    func errorsAndLabelsMatchBytes(size: Int) throws {
        for (declared, other) in Self.spellings {
            var model = model(size: size, declared: declared)
            #expect(try model.validate() == false)
            #expect(model.errors.attributes == [declared], "size \(size)")
            #expect(model.hasErrors(declared) && !model.hasErrors(other), "size \(size)")
            #expect(model.errors[other].isEmpty && model.firstError(other) == nil, "size \(size)")
            #expect(model.firstError(declared) == "Accent cannot be blank.", "size \(size)")
            #expect(model.label(of: declared) == "Accent", "size \(size)")
            #expect(model.label(of: other) == AttributeLabel.generate(other), "size \(size)")

            // As many failing keys as the model has attributes, the other spelling's among them.
            for name in model.attributeNames where name != declared { model.addError(name, message: "m") }
            model.addError(other, message: "other")
            #expect(model.errors.attributes.count == size + 1, "size \(size)")
            #expect(model.errors[other].map(\.message) == ["other"], "size \(size)")
            #expect(model.errors[declared].map(\.code) == ["required.blank"], "size \(size)")
            model.clearErrors(other)
            #expect(model.hasErrors(declared) && !model.hasErrors(other), "size \(size)")
            #expect(model.errors.attributes.count == size, "size \(size)")
        }
    }

    @Test(arguments: sizes)
    func rulesScenariosAndSchemasMatchBytes(size: Int) throws {
        for (declared, other) in Self.spellings {
            let names = (0..<size - 1).map { "f\($0)" } + [declared]
            // A rule naming the other spelling is not a rule of the declared attribute.
            var model = makeModel(names, [Rule(names, "safe"), Rule([other], "required")])
            #expect(model.activeAttributes.count == size + 1, "size \(size)")
            #expect(throws: ModelError(.unknownAttribute, name: other)) { try model.validate() }
            // Scenario names match by bytes too.
            model = makeModel(names, [Rule(names, "safe", on: [declared])])
            model.scenario = other
            #expect(model.safeAttributes.isEmpty, "size \(size)")
            #expect(throws: ModelError(.unknownScenario, name: other)) { try model.validate() }
            model.scenario = declared
            #expect(model.safeAttributes == names, "size \(size)")
            // A schema lists the other spelling as undeclared.
            #expect(throws: SchemaError.self) { try ModelSchema(attributes: names, rules: [Rule([other], "required")]) }
            let both = try ModelSchema(attributes: names + [other], rules: [Rule([declared], "required")])
            #expect(both.template.attributeNames.count == size + 1, "size \(size)")
        }
    }

    @Test(arguments: sizes)
    func typedTablesAndNestedSchemasMatchBytes(size: Int) throws {
        for (declared, other) in Self.spellings {
            let names = (0..<size - 1).map { "f\($0)" } + [declared]
            let table = AttributeTable<Slots>(names.indices.map { .attribute(names[$0], \Slots.values[$0]) })
            #expect(table.position(of: declared) == size - 1, "size \(size)")
            #expect(table.position(of: other) == nil, "size \(size)")

            let item = try ModelSchema(attributes: names, rules: [Rule(names, "safe")])
            var order = makeModel(["items"], [
                Rule(["items"], validator: NestedValidator(schema: item, list: true), name: "nested"),
            ])
            order.assign(["items": [[declared: "a", other: "b"]]])
            guard case .array(let items)? = order["items"], case .object(let first)? = items.first else {
                Issue.record("items not assigned")
                continue
            }
            #expect(first[declared] == "a" && first[other] == nil, "size \(size)")
        }
    }

    @Test func aJSONObjectKeepsBothSpellings() throws {
        let object = try JSONReader.parseObject(Array(#"{"\#(Self.composed)": 1, "\#(Self.decomposed)": 2}"#.utf8))
        #expect(object.count == 2)
        #expect(object[Self.composed] == 1 && object[Self.decomposed] == 2)
    }
}

/// A typed root for attribute tables of any size.
struct Slots: Sendable {
    var values = Array(repeating: "", count: 40)
}
