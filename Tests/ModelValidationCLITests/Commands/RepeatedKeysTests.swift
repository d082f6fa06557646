import Testing
import ModelValidation
@testable import ModelValidationCLI

/// Keys written twice in one object of a schema file, found by their decoded bytes.
struct RepeatedKeysTests {
    static let cases: [(String, [String])] = [
        (#"{"attributes":["a"],"rules":[]}"#, []),
        (#"{"attributes":["a"],"rules":[],"rules":[]}"#, ["rules"]),
        (#"{"a":{"b":1,"c":{"b":2}},"d":[{"x":1},{"x":2,"x":3}]}"#, ["d[1].x"]),
        // Keys compare by their bytes once escapes are decoded, not by their spelling.
        (#"{"\u00e9":1,"é":2,"e\u0301":3,"\ud83d\ude00":4,"😀":5,"\"":6,"\\":7,"\"":8}"#, ["é", "😀", "\""]),
        // A key's text in a value, or in another object, is no repeat.
        (#"{"k":"k","l":["k",{"k":{"k":"k"}}],"m":{"k":1}}"#, []),
        (#"[{"a":1,"a":2},[{"b":[],"b":{}}]]"#, ["[0].a", "[1][0].b"]),
    ]

    @Test(arguments: cases)
    func findsTheRepeatedKeysAtTheirPaths(document: String, paths: [String]) {
        let problems = RepeatedKeys.problems(in: Array(document.utf8))
        #expect(problems.map(\.path) == paths)
        #expect(problems.allSatisfy { $0.reason == "repeated key; only its last value is read" })
    }

    /// A repeated key made `check` call a schema sound whose first `"rules"` it never read.
    @Test func checkListsThemFirst() {
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

    @Test func validateRefusesTheSchema() {
        let result = CLI.run(["validate", "--rules", "repeated-keys-schema.json"], input: "{}\n")
        #expect(result.stdout == "")
        #expect(result.stderr == """
            model-validate: repeated-keys-schema.json: labels.name: repeated key; only its last value is read \
            (and 3 more; run "model-validate check" to list them)

            """)
        #expect(result.status == 2)
    }
}
