import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `check` on fixture schemas, compared with golden outputs.
struct CheckCommandTests {
    static let goldens: [(String, [String], Int32)] = [
        ("check-ok.txt", ["check", "signup.json"], 0),
        ("check-problems.txt", ["check", "broken-schema.json"], 2),
        ("check-nested-problems.txt", ["check", "broken-nested-schema.json"], 2),
        ("check-orders.txt", ["check", "orders.json"], 0),
    ]

    @Test(arguments: goldens)
    func golden(name: String, arguments: [String], status: Int32) throws {
        try CLI.expectGoldenRun(name, arguments, status: status)
    }

    @Test func checkNamesEveryProblemWithItsPath() {
        let lines = CLI.run(["check", "broken-schema.json"]).stdout.split(separator: "\n")
        #expect(lines.contains("broken-schema.json: rules[1].min: expected a number, got string"))
        #expect(lines.contains("broken-schema.json: rules[2].type: unknown validator type \"nosuch\""))
        #expect(lines.contains("broken-schema.json: rules[4].attributes[0]: \"other\" is not a declared attribute"))
        #expect(lines.last == "10 problems")
    }

    @Test func checkWarnsAboutParametersPHPWouldCoerce() {
        let result = CLI.run(["check", "coerced-schema.json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            coerced-schema.json: warning: rules[0].min: the string "18" is compared as the number 18; write it as a number
            coerced-schema.json: warning: rules[1].max: the string "8" is compared as the number 8; write it as a number
            coerced-schema.json: warning: rules[2].compareType: "numeric" is neither "string" nor "number"; values are compared as strings
            coerced-schema.json: warning: rules[3].rule.max: the string "1e3" is compared as the number 1000; write it as a number
            coerced-schema.json: warning: rules[4].validators[0].max: the string " 20" is compared as the number 20; write it as a number
            coerced-schema.json: ok (4 attributes, 5 rules, 1 scenario), 5 warnings

            """)
    }

    @Test func checkRejectsABoundThatMakesTheRuleMeaningless() {
        let result = CLI.run(["check", "meaningless-schema.json"])
        #expect(result.status == 2)
        #expect(result.stdout == """
            meaningless-schema.json: rules[0].max: expected a number, got the non-numeric string "one hundred"
            1 problem

            """)
    }

    /// Every mistake in a rule's parameters, in its child rule and in its nested schema, at
    /// once; none that follows from another (the `min` of `date` with a faulty `format`).
    @Test func checkListsEveryMistakeOfARule() {
        let result = CLI.run(["check", "mistakes-schema.json"])
        #expect(result.status == 2)
        #expect(result.stdout == """
            mistakes-schema.json: rules[0].min: expected a number, got string
            mistakes-schema.json: rules[0].max: expected a number, got array
            mistakes-schema.json: rules[0].lenght: unknown parameter of "string"
            mistakes-schema.json: rules[1].max: expected a number, got the non-numeric string "one hundred"
            mistakes-schema.json: rules[1].tooBig: expected a string, got integer
            mistakes-schema.json: rules[2].rule.pattern: the "pattern" property must be set
            mistakes-schema.json: rules[2].rule.patern: unknown parameter of "match"
            mistakes-schema.json: rules[2].stopOnFirstError: expected a boolean, got string
            mistakes-schema.json: rules[3].schema.rules[0].min: expected a number, got the non-numeric string "one"
            mistakes-schema.json: rules[3].schema.rules[0].max: expected a number, got the non-numeric string "ten"
            mistakes-schema.json: rules[4].format: expected a string, got integer
            11 problems

            """)
        let validate = CLI.run(["validate", "--rules", "mistakes-schema.json"])
        #expect(validate.stderr == "model-validate: mistakes-schema.json: rules[0].min: expected a number, got string (and 10 more; run \"model-validate check\" to list them)\n")
        #expect(validate.status == 2)
    }

    /// Every faulty common key of a rule (`on`, `message`, `when`, …), with the mistakes in its
    /// parameters, in a child rule and in a nested schema; a faulty or unknown type leaves the
    /// parameters unchecked. `validate` still names the first.
    @Test func checkListsEveryFaultyCommonKeyOfARule() {
        let result = CLI.run(["check", "own-keys-schema.json"])
        #expect(result.status == 2)
        #expect(result.stdout == """
            own-keys-schema.json: rules[0].on: expected a string or a list of strings, got integer
            own-keys-schema.json: rules[0].skipOnEmpty: expected a boolean, got string
            own-keys-schema.json: rules[0].min: expected a number, got string
            own-keys-schema.json: rules[1].message: expected a string, got integer
            own-keys-schema.json: rules[1].type: unknown validator type "strnig"
            own-keys-schema.json: rules[1].attributes[1]: "title" is not a declared attribute
            own-keys-schema.json: rules[2].rule.except: expected a string or a list of strings
            own-keys-schema.json: rules[2].rule.max: expected a number, got string
            own-keys-schema.json: rules[3].validators[0].when.nott: unknown key
            own-keys-schema.json: rules[3].validators[1].attributes: a nested rule has no attributes
            own-keys-schema.json: rules[3].validators[1].min: expected a number, got the non-numeric string "m"
            own-keys-schema.json: rules[4].schema.rules[0].on: expected a string or a list of strings, got object
            own-keys-schema.json: rules[4].schema.rules[0].max: expected a number, got the non-numeric string "z"
            own-keys-schema.json: rules[4].schema.rules[0].foo: unknown parameter of "integer"
            own-keys-schema.json: rules[5].type: expected a string
            15 problems

            """)
        let validate = CLI.run(["validate", "--rules", "own-keys-schema.json"])
        #expect(validate.stderr == "model-validate: own-keys-schema.json: rules[0].on: expected a string or a list of strings, got integer (and 14 more; run \"model-validate check\" to list them)\n")
        #expect(validate.status == 2)
    }

    @Test func nestedSchemasListEveryProblemUnderTheirRule() {
        let lines = CLI.run(["check", "broken-nested-schema.json"]).stdout.split(separator: "\n")
        #expect(lines.contains("broken-nested-schema.json: rules[0].schema.attributes[1]: \"sku\" is declared twice"))
        #expect(lines.contains("broken-nested-schema.json: rules[0].schema.rules[0].max: expected a number, got string"))
        #expect(lines.contains("broken-nested-schema.json: rules[0].schema.rules[1].attributes[0]: \"qty\" is not a declared attribute"))
        #expect(lines.last == "6 problems")
        let validate = CLI.run(["validate", "--rules", "broken-nested-schema.json"])
        #expect(validate.stderr == "model-validate: broken-nested-schema.json: rules[0].schema.attributes[1]: \"sku\" is declared twice (and 5 more; run \"model-validate check\" to list them)\n")
        #expect(validate.status == 2)
    }

    /// A repeated key made `check` call a schema sound whose first `"rules"` it never read. The
    /// library finds them (`RepeatedKeys`); the tool lists them first.
    @Test func checkListsRepeatedKeysFirst() {
        let result = CLI.run(["check", "repeated-keys-schema.json"])
        #expect(result.stdout == """
            repeated-keys-schema.json: labels.name: repeated key; only its last value is read
            repeated-keys-schema.json: rules: repeated key; only its last value is read
            repeated-keys-schema.json: rules[0].min: repeated key; only its last value is read
            repeated-keys-schema.json: rules[1].rule.max: repeated key; only its last value is read
            4 problems

            """)
        #expect(result.stderr == "")
        #expect(result.status == 2)
    }

    static let failures: [([String], String)] = [
        (["check"], "model-validate: check needs exactly one SCHEMA.json\n"),
        (["check", "missing.json"], "model-validate: missing.json: No such file or directory\n"),
        (["check", "signups.ndjson"], "model-validate: signups.ndjson: unexpected character '{' at line 2, column 1\n"),
    ]

    @Test(arguments: failures)
    func failuresAreOneLineAndExitTwo(arguments: [String], message: String) {
        let result = CLI.run(arguments)
        #expect(result.stderr == message)
        #expect(result.status == 2)
    }
}
