import Testing
@testable import ModelValidation

struct ValidatableModelMultipleTests {
    @Test func loadMultipleReadsRowsUnderTheFormName() {
        var items = [LineItem(), LineItem(), LineItem()]
        let loaded = LineItem.loadMultiple(&items, [
            "LineItem": [["sku": "A", "quantity": "2"], [:], ["sku": "C", "quantity": 3]],
        ])
        #expect(loaded)
        #expect(items.map(\.sku) == ["A", "", "C"])
        #expect(items.map(\.quantity) == [2, 0, 3])
    }

    @Test func loadMultipleWithABlankFormNameAndObjectRows() {
        var items = [LineItem(), LineItem()]
        #expect(LineItem.loadMultiple(&items, ["1": ["sku": "B"]], formName: ""))
        #expect(items.map(\.sku) == ["", "B"])
    }

    @Test func loadMultipleReportsNothingLoaded() {
        var none: [LineItem] = []
        #expect(LineItem.loadMultiple(&none, ["LineItem": [["sku": "A"]]]) == false)
        var items = [LineItem()]
        #expect(LineItem.loadMultiple(&items, ["Other": [["sku": "A"]]]) == false)
        #expect(LineItem.loadMultiple(&items, ["LineItem": [nil]]) == false)
    }

    @Test func validateMultipleValidatesEveryModel() throws {
        var items = [LineItem(), LineItem(), LineItem()]
        items[1].sku = "B"
        items[1].quantity = 1
        #expect(try LineItem.validateMultiple(&items) == false)
        #expect(items.map { $0.hasErrors() } == [true, false, true])
        #expect(items[2].errors.attributes == ["sku", "quantity"])
        for index in items.indices { items[index].sku = "X"; items[index].quantity = 1 }
        #expect(try LineItem.validateMultiple(&items))
        #expect(try LineItem.validateMultiple(&items, attributeNames: ["sku"]))
    }

    @Test func databaseRulesNeedTheAsynchronousForm() async throws {
        let store = GateStore(expected: 3, ["invitees": [["email": "ann@example.com"]]])
        let rules = try RuleSet([Rule(["email"], "unique", ["targetClass": "invitees"])], registry: registry(with: store))
        var invitees = ["ann@example.com", "bob@example.com", "cat@example.com"].map { email in
            var model = DynamicModel(attributes: ["email"], ruleSet: rules)
            model.assign(["email": .string(email)])
            return model
        }
        // The synchronous form refuses, naming the rule; every model is still tried.
        #expect(throws: ModelError(.asynchronousRule, name: "rules[0] (unique on email)")) {
            try DynamicModel.validateMultiple(&invitees)
        }
        // The asynchronous one validates every model, their lookups in flight together.
        #expect(try await DynamicModel.validateMultipleAsync(&invitees) == false)
        #expect(invitees.map { $0.errors.all.map(\.code) } == [["unique.taken"], [], []])
        #expect(await store.gate.openedByArrivals)
    }

    @Test func validateMultipleAsyncThrowsTheFirstModelsError() async throws {
        let rules = try RuleSet([Rule(["email"], "unique", ["targetClass": "invitees"])], registry: registry(with: FailingStore()))
        var invitees = [DynamicModel(attributes: ["email"], ruleSet: rules), DynamicModel(attributes: ["email"], ruleSet: rules)]
        invitees[1].assign(["email": "bob@example.com"])
        await #expect(throws: StoreDown()) { try await DynamicModel.validateMultipleAsync(&invitees) }
        #expect(invitees[0].errors.isEmpty)
    }
}
