import Testing
import ModelValidation

/// Keys written twice in one object of a schema document, found by their decoded bytes.
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
        // Bytes not stored contiguously are read from a copy, with the same outcome.
        #expect(RepeatedKeys.problems(in: Array(document.utf8).lazy.map { $0 }) == problems)
    }
}
