import Testing
@testable import ModelValidation

/// The run a rule set keeps for the first typed model type (or dynamic models' list of names)
/// and scenario validated with it: found by the type, the names' storage and the
/// representation of the scenario's name; every other validation looks the scenario up by its
/// bytes, with the same errors.
struct CompiledRunTests {
    static let longName = "signup-with-a-long-name"

    static func rules() throws -> RuleSet {
        try RuleSet([
            Rule(["name"], "required"),
            Rule(["code"], "string", ["max": 2], on: [longName]),
        ], scenarios: ScenarioMap([("default", ["name", "code"]), (longName, ["name", "code"])]))
    }

    /// A typed model; `Tag` makes two model types of one declaration.
    struct Model<Tag: Sendable>: TypedModel {
        var name: String?
        var code = ""
        var validation = ValidationState()
        let rules: RuleSet
        static var attributes: AttributeTable<Model> { [.attribute(\.name), .attribute(\.code)] }
        var ruleSet: RuleSet { rules }
    }

    enum First {}
    enum Second {}
    typealias Account = Model<First>
    typealias Other = Model<Second>

    static func run(_ rules: RuleSet, _ type: Any.Type, names: [String]? = nil, _ scenario: String) -> CompiledRun? {
        withUnsafePointer(to: scenario) { rules.unretainedRun(for: ObjectIdentifier(type), names: names, scenario: $0)?.takeUnretainedValue() }
    }

    @Test func theFirstTypeAndScenarioValidatedAreKept() throws {
        let rules = try Self.rules()
        #expect(Self.run(rules, Account.self, "default") == nil)
        var account = Account(name: nil, code: "abc", rules: rules)
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Name cannot be blank."])
        let kept = try #require(Self.run(rules, Account.self, "default"))
        #expect(kept.plan === rules.scenario(named: "default")?.plan)
        // One operation: `required` on the name (the `string` rule is for the other scenario).
        #expect(kept.published.entry.program.ops.map(\.slot) == [0])
        #expect(Self.run(rules, Account.self, Self.longName) == nil)
        #expect(Self.run(rules, Other.self, "default") == nil)
        // Found again: the same errors, from a model without any.
        account.name = "Ann"
        #expect(try account.validate())
        account.name = nil
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Name cannot be blank."])
    }

    /// Another scenario and another type go the long way, with their own rules; the run kept
    /// first stays.
    @Test func otherScenariosAndTypesHaveTheirOwnErrors() throws {
        let rules = try Self.rules()
        var account = Account(name: "Ann", code: "abc", rules: rules)
        #expect(try account.validate())
        account.validation.scenario = Self.longName
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Code should contain at most 2 characters."])
        account.validation.scenario = "default"
        #expect(try account.validate())
        var other = Other(name: nil, code: "abc", rules: rules)
        other.validation.scenario = Self.longName
        #expect(try other.validate() == false)
        #expect(other.errors.all.map(\.message) == ["Name cannot be blank.", "Code should contain at most 2 characters."])
        #expect(Self.run(rules, Account.self, "default") != nil)
        #expect(Self.run(rules, Other.self, Self.longName) == nil)
        account.validation.scenario = "missing"
        #expect(throws: ModelError.self) { try account.validate() }
    }

    /// A name longer than fifteen bytes is kept with its storage: the same storage finds the
    /// run, a copy of its bytes elsewhere is looked up by them (and validates alike).
    @Test func aLongNameIsFoundByItsStorage() throws {
        let rules = try Self.rules()
        var account = Account(name: "Ann", code: "abc", rules: rules)
        account.validation.scenario = String(decoding: Array(Self.longName.utf8), as: UTF8.self)
        #expect(try account.validate() == false)
        let kept = try #require(rules.keptRun.unretainedValue?.takeUnretainedValue())
        #expect(kept.scenario == Self.longName)
        #expect(Self.run(rules, Account.self, kept.scenario) === kept)
        let copy = String(decoding: Array(Self.longName.utf8), as: UTF8.self)
        #expect(Self.run(rules, Account.self, copy) == nil)
        account.validation.scenario = copy
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Code should contain at most 2 characters."])
        account.validation.scenario = kept.scenario
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Code should contain at most 2 characters."])
    }

    /// A validation of listed attributes compiles a plan of its own: it keeps no run.
    @Test func listedAttributesKeepNoRun() throws {
        let rules = try Self.rules()
        var account = Account(name: nil, code: "abc", rules: rules)
        #expect(try account.validate(["name"]) == false)
        #expect(account.errors.all.map(\.message) == ["Name cannot be blank."])
        #expect(rules.keptRun.unretainedValue == nil)
    }

    /// A dynamic model's run is kept for its list of names, by their storage: models copied from
    /// one template share it; equal names elsewhere go the long way, with the same errors.
    @Test func aDynamicModelsRunIsKeptForItsNames() throws {
        let rules = try Self.rules()
        let template = DynamicModel(attributes: ["name", "code"], ruleSet: rules)
        var first = template
        first["code"] = "abc"
        #expect(try first.validate() == false)
        #expect(first.errors.all.map(\.message) == ["Name cannot be blank."])
        let kept = try #require(Self.run(rules, DynamicModel.self, names: template.attributeNames, "default"))
        #expect(kept.names?.sharesStorage(with: template.attributeNames) == true)
        #expect(Self.run(rules, DynamicModel.self, "default") == nil)
        #expect(Self.run(rules, Account.self, "default") == nil)
        var copy = template
        copy["name"] = "Ann"
        #expect(try copy.validate())
        var elsewhere = DynamicModel(attributes: ["name", "code"], ruleSet: rules)
        #expect(Self.run(rules, DynamicModel.self, names: elsewhere.attributeNames, "default") == nil)
        elsewhere["code"] = "abc"
        elsewhere.validation.scenario = Self.longName
        #expect(try elsewhere.validate() == false)
        #expect(elsewhere.errors.all.map(\.message) == ["Name cannot be blank.", "Code should contain at most 2 characters."])
        // A typed model with the same rules goes the long way too.
        var account = Account(name: nil, code: "abc", rules: rules)
        #expect(try account.validate() == false)
        #expect(account.errors.all.map(\.message) == ["Name cannot be blank."])
    }

    /// Eight tasks validate with a fresh rule set at once, typed and dynamic models in both
    /// scenarios: whichever keeps the run, every validation has its own errors, and one run
    /// is kept (run under ThreadSanitizer too, `Docs/Reliability.md`).
    @Test func concurrentFirstValidationsKeepOneRunAndAgree() async throws {
        for _ in 0..<20 {
            let rules = try Self.rules()
            let template = DynamicModel(attributes: ["name", "code"], ruleSet: rules)
            let results = await withTaskGroup(of: [[String]].self) { group in
                for task in 0..<8 {
                    group.addTask {
                        var messages: [[String]] = []
                        for step in 0..<20 {
                            let scenario = (task + step).isMultiple(of: 2) ? "default" : Self.longName
                            if task.isMultiple(of: 2) {
                                var account = Account(name: nil, code: "abc", rules: rules)
                                account.validation.scenario = scenario
                                _ = try? account.validate()
                                messages.append(account.errors.all.map(\.message))
                            } else {
                                var model = template
                                model["code"] = "abc"
                                model.validation.scenario = scenario
                                _ = try? model.validate()
                                messages.append(model.errors.all.map(\.message))
                            }
                        }
                        return messages
                    }
                }
                var all: [[String]] = []
                for await messages in group { all += messages }
                return all
            }
            #expect(results.count == 160)
            let both = ["Name cannot be blank.", "Code should contain at most 2 characters."]
            #expect(results.allSatisfy { $0 == ["Name cannot be blank."] || $0 == both })
            #expect(results.filter { $0 == both }.count == 80)
            let kept = try #require(rules.keptRun.unretainedValue?.takeUnretainedValue())
            #expect(kept.scenario == "default" || kept.scenario == Self.longName)
        }
    }
}
