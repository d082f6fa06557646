import Testing
@testable import ModelValidation

struct AsyncInlineValidatorTests {
    @Test func aClosureDecides() async throws {
        let reserved: Set<String> = ["root", "admin"]
        let available = AsyncInlineValidator(code: "username.reserved", message: "{attribute} \"{value}\" is reserved.") { value, attribute in
            await Task.yield()
            return attribute == "username" && !reserved.contains(value.stringValue ?? "")
        }
        var model = makeModel(["username"], [Rule(["username"], validator: available, name: "available")])
        model.assign(["username": "root"])
        #expect(try await model.validateAsync() == false)
        #expect(model.errors["username"].map(\.code) == ["username.reserved"])
        #expect(model.firstError("username") == "Username \"root\" is reserved.")
        model.assign(["username": "ann"])
        #expect(try await model.validateAsync())
        model.assign(["username": ""])
        #expect(try await model.validateAsync())   // skipped when empty
    }

    @Test func aCheckRunsOnItsOwn() async throws {
        let failure = AsyncCheck.Failure(code: "x.taken", template: "{attribute} is taken.", value: "a", arguments: ["n": 1])
        #expect(try await AsyncCheck(failure: failure) { true }.run() == [failure])
        #expect(try await AsyncCheck(failure: failure) { false }.run() == [])
        #expect(try await AsyncCheck { [failure, failure] }.run().count == 2)
    }
}
