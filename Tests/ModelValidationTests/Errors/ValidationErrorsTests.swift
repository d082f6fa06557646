import Testing
@testable import ModelValidation

struct ValidationErrorsTests {
    @Test func errorsKeepInsertionOrderPerAttribute() {
        var model = makeModel(["a", "b"], [])
        model.addError("b", message: "b1")
        model.addError("a", message: "a1")
        model.addError("b", message: "b2")
        model.addError(ValidationErrors.modelKey, message: "whole")
        #expect(model.errors.attributes == ["b", "a", "*"])
        #expect(model.errorSummary() == ["b1", "b2", "a1", "whole"])
        #expect(model.errorSummary(showAll: false) == ["b1", "a1", "whole"])
        #expect(model.errors.firstMessages.map(\.message) == ["b1", "a1", "whole"])
        #expect(model.firstError("b") == "b1")
        #expect(model.hasErrors("a"))
        #expect(model.errors.count == 4)
        model.clearErrors("b")
        #expect(model.errors.attributes == ["a", "*"])
        model.clearErrors()
        #expect(!model.hasErrors())
    }

    @Test func anAttributeHasTheErrorsOfItsParts() {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "user.name", message: "Taken."))
        #expect(!errors.contains("user"))   // a plain attribute whose name has a dot
        var nested = ValidationError(attribute: "items.2.sku", message: "Unknown product.")
        nested.path = ["items", 2, "sku"]
        errors.add(nested)
        #expect(errors.contains("items"))
        #expect(errors.contains("items.2"))
        #expect(errors.contains("items.2.sku"))
        #expect(!errors.contains("item"))
        #expect(!errors.contains("items.2.s"))
        #expect(!errors.contains("items.2.sku.x"))
        #expect(errors["items"].isEmpty)   // filed under the whole path
        errors.removeAll(for: "items")
        errors.removeAll(for: "user")
        #expect(errors.attributes == ["user.name"])
    }

    @Test func hasErrorsCountsNestedModels() throws {
        var order = Order()
        order.assign(["number": "A-1", "address": ["city": "Oslo"], "items": [["sku": "", "quantity": 1]]])
        #expect(try order.validate() == false)
        #expect(order.hasErrors("items"))
        #expect(!order.hasErrors("address"))
        #expect(!order.hasErrors("number"))
        order.clearErrors("items")
        #expect(!order.hasErrors())
    }

    @Test func literalMessagesAreNotFormatted() {
        let error = ValidationError(attribute: "a", message: "{attribute} stays")
        #expect(error.message == "{attribute} stays")
        #expect(error.code == "custom")
    }

    @Test func addErrorsTakesLists() {
        var model = makeModel(["a"], [])
        model.addErrors([(attribute: "a", messages: ["x", "y"])])
        #expect(model.errors.messages(for: "a") == ["x", "y"])
    }

    @Test func templatedErrorsCarryCodeLabelAndValue() {
        var model = makeModel(["firstName"], [Rule(["firstName"], "string", ["min": 2])])
        model.assign(["firstName": "A"])
        #expect(!check(&model))
        let error = try! #require(model.errors.first(for: "firstName"))
        #expect(error.code == "string.tooShort")
        #expect(error.arguments["attribute"] == "First Name")
        #expect(error.arguments["value"] == "A")
        #expect(error.arguments["min"] == 2)
        #expect(error.message == "First Name should contain at least 2 characters.")
    }

    /// Many keys: beyond 16 the collection answers from its indexes; order, parts and removal
    /// stay the same as for a few keys.
    @Test(arguments: [3, 16, 17, 40, 1000])
    func manyKeysKeepOrderAndParts(count: Int) {
        var errors = ValidationErrors()
        for i in 0..<count {
            errors.add(ValidationError(attribute: "a\(i)", message: "first \(i)"))
            var nested = ValidationError(attribute: "items.\(i).sku", message: "sku \(i)")
            nested.path = ["items", .index(i), "sku"]
            errors.add(nested)
            errors.add(ValidationError(attribute: "user.name\(i)", message: "plain \(i)"))
        }
        for i in stride(from: count - 1, through: 0, by: -1) {
            errors.add(ValidationError(attribute: "a\(i)", message: "second \(i)"))
        }
        #expect(errors.attributes.count == 3 * count)
        #expect(Array(errors.attributes.prefix(3)) == ["a0", "items.0.sku", "user.name0"])
        #expect(errors["a\(count - 1)"].map(\.message) == ["first \(count - 1)", "second \(count - 1)"])
        #expect(errors.count == 4 * count)
        #expect(errors.contains("items") && errors.contains("items.\(count - 1)") && errors.contains("a0"))
        #expect(!errors.contains("user") && !errors.contains("item") && !errors.contains("a\(count)"))
        #expect(!errors.contains("items.\(count)"))

        errors.removeAll(for: "items.0")
        #expect(!errors.contains("items.0") && errors.contains("items") == (count > 1))
        errors.removeAll(for: "items")
        #expect(!errors.contains("items") && errors.attributes.count == 2 * count)
        #expect(errors.attributes.first == "a0" && errors.attributes.last == "user.name\(count - 1)")
        errors.add(ValidationError(attribute: "a0", message: "third 0"))
        #expect(errors["a0"].map(\.message) == ["first 0", "second 0", "third 0"])
    }

    /// Parts follow the path's segments: dots inside a segment (a key a nested model refused,
    /// chosen by whoever sent the body) make no parts, however many there are.
    @Test(arguments: [3, 40])
    func partsFollowPathSegments(count: Int) {
        var errors = ValidationErrors()
        let dotted = String(repeating: "x.", count: 50_000) + "x"
        for i in 0..<count {
            var refused = ValidationError(attribute: "items.\(i)." + dotted, message: "refused")
            refused.path = ["items", .index(i), .name(dotted)]
            errors.add(refused)
        }
        var plain = ValidationError(attribute: "user.name.city", message: "nested under a dotted name")
        plain.path = ["user.name", "city"]
        errors.add(plain)
        #expect(errors.contains("items") && errors.contains("items.0") && errors.contains("items.\(count - 1)"))
        #expect(errors.contains("items.0." + dotted))
        #expect(!errors.contains("items.0.x") && !errors.contains("items.0.x.x"))
        #expect(errors.contains("user.name") && !errors.contains("user"))
        errors.removeAll(for: "items.0")
        #expect(!errors.contains("items.0") && errors.attributes.count == count)
    }

    @Test func equalityComparesKeysByBytes() {
        var composed = ValidationErrors(), decomposed = ValidationErrors()
        composed.add(ValidationError(attribute: "\u{E9}", message: "m"))
        decomposed.add(ValidationError(attribute: "e\u{301}", message: "m"))
        #expect(composed != decomposed)
        #expect(composed["e\u{301}"].isEmpty)
    }
}

struct ValidationErrorsEntryTests {
    @Test func anAttributesLaterFailuresAreChangedFromTheOneAsked() {
        var errors = ValidationErrors()
        for text in ["one", "two", "three"] { errors.add(ValidationError(attribute: "a", message: text)) }
        errors.add(ValidationError(attribute: "b", message: "four"))
        errors.entries[0].update(from: 2) { $0.template += "!" }
        #expect(errors.messages(for: "a") == ["one", "two", "three!"])
        errors.entries[0].update(from: 1) { $0.template += "?" }
        #expect(errors.messages(for: "a") == ["one", "two?", "three!?"])
        errors.entries[0].update { $0.template = $0.template.uppercased() }
        #expect(errors.messages(for: "a") == ["ONE", "TWO?", "THREE!?"])
        #expect(errors.messages(for: "b") == ["four"])
        #expect(errors.count == 4)
        #expect(errors.all.map(\.attribute) == ["a", "a", "a", "b"])
    }

    /// The entries live in a buffer shared by copies of a table until one changes
    /// (`ValidationErrors.Entries`): each copy keeps its own failures, through growth past the
    /// first room and the hash index, changes in place and clearing.
    @Test func copiesOfATableKeepTheirOwnFailures() {
        var original = ValidationErrors()
        #expect(original.isEmpty && original.entries.storage == nil)   // no buffer without failures
        original.add(ValidationError(attribute: "a", message: "a1"))
        let one = original
        original.add(ValidationError(attribute: "b", message: "b1"))
        original.add(ValidationError(attribute: "a", message: "a2"))
        #expect(one.attributes == ["a"] && one.all.map(\.template) == ["a1"])
        #expect(original.attributes == ["a", "b"] && original.all.map(\.template) == ["a1", "a2", "b1"])

        var changed = original
        changed.entries[0].update { $0.template += "!" }
        #expect(changed.messages(for: "a") == ["a1!", "a2!"])
        #expect(original.messages(for: "a") == ["a1", "a2"])

        // Past the first room (four keys) and past the keys compared one by one (sixteen).
        var many = original
        for i in 0..<30 { many.add(ValidationError(attribute: "k\(i)", message: "m\(i)")) }
        #expect(many.attributes == ["a", "b"] + (0..<30).map { "k\($0)" })
        #expect(many.count == 33 && many.messages(for: "k29") == ["m29"] && many.contains("k17"))
        #expect(original.attributes == ["a", "b"] && original.count == 3)
        #expect(many != original)

        // Cleared: the copy that shares the buffer keeps its failures; the table keeps working.
        let beforeClearing = many
        many.removeAll()
        #expect(many.isEmpty && many.count == 0 && many.attributes.isEmpty && !many.contains("a"))
        #expect(beforeClearing.count == 33 && beforeClearing.messages(for: "k3") == ["m3"])
        many.add(ValidationError(attribute: "z", message: "z1"))
        #expect(many.attributes == ["z"] && many.all.map(\.template) == ["z1"])
        // Cleared alone, the buffer is kept for the next failures (emptied, not freed).
        var alone = ValidationErrors()
        for name in ["x", "y", "z"] { alone.add(ValidationError(attribute: name, message: name)) }
        alone.removeAll()
        #expect(alone.isEmpty && alone.entries.storage != nil && alone.mayHaveFailures)
        alone.add(ValidationError(attribute: "y", message: "again"))
        #expect(alone.attributes == ["y"] && alone.messages(for: "y") == ["again"] && !alone.contains("x"))
        #expect(alone == { var e = ValidationErrors(); e.add(ValidationError(attribute: "y", message: "again")); return e }())
    }
}
