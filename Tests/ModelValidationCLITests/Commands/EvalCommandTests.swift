import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `eval --schema` adds each case's JSON Schema (the CI check validates the cases' documents
/// against them with a real JSON Schema validator).
struct EvalCommandTests {
    static let line = #"{"id":"t1","attributes":["email","age"],"labels":{"age":"Years"},"rules":[{"attributes":["email"],"type":"required"},{"attributes":["age"],"type":"integer","on":"adult"}],"scenario":"adult","input":{"email":"a@b.c"}}"#

    @Test func addsTheSchemaOfTheCasesScenario() throws {
        let result = CLI.run(["eval", "--schema"], input: Self.line + "\n")
        #expect(result.status == 0)
        let object = try #require(try JSONReader.parse(Array(result.stdout.utf8)).objectValue)
        #expect(object.keys.last == "jsonSchema")
        let properties = try #require(object["jsonSchema"]?.objectValue?["properties"]?.objectValue)
        // The scenario "adult" has the rule without "on" too.
        #expect(properties.keys == ["email", "age"])
        #expect(properties["age"]?.objectValue?["title"] == "Years")
        let plain = try #require(try JSONReader.parse(Array(CLI.run(["eval"], input: Self.line + "\n").stdout.utf8)).objectValue)
        #expect(plain["jsonSchema"] == nil)
        var withoutSchema = object
        withoutSchema["jsonSchema"] = nil
        #expect(withoutSchema == plain)
    }

    /// A parse error names the line of the input in its message, as in `"line"`, not the
    /// first line of the case alone.
    @Test func aParseErrorNamesTheLineOfTheInput() {
        let result = CLI.run(["eval"], input: Self.line + "\r\n\n" + #"{"id": "t3", x}"# + "\n")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last == #"{"id":null,"line":3,"error":{"type":"ParseError","message":"unexpected character 'x' at line 3, column 14","phase":"parse"}}"#)
        #expect(result.status == 1)
    }

    @Test func noSchemaForAnUnknownScenario() throws {
        let line = #"{"id":"t2","attributes":["a"],"scenario":"nope"}"#
        let object = try #require(try JSONReader.parse(Array(CLI.run(["eval", "--schema"], input: line + "\n").stdout.utf8)).objectValue)
        #expect(object["jsonSchema"] == nil && object["error"] != nil)
    }
}
