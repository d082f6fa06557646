import Testing
import ModelValidation
@testable import ModelValidationCLI

/// The case key `language`: the application language a conformance case runs in.
struct CaseRunnerTests {
    static func run(_ language: AttributeValue?) -> AttributeValue {
        var object: AttributeObject = [
            "id": "t", "attributes": ["name"], "labels": ["name": "the input value"],
            "rules": [["attributes": ["name"], "type": "string", "min": 1000], ["attributes": ["name"], "type": "required"]],
            "input": ["name": "ab"],
        ]
        if let language { object["language"] = language }
        return CaseRunner.run(.object(object))
    }

    @Test(arguments: [
        (nil, "the input value should contain at least 1,000 characters."),
        ("en-US", "the input value should contain at least 1,000 characters."),
        ("de", "the input value muss mindestens 1.000 Zeichen enthalten."),
        ("ar", "the input value يجب أن يحتوي على أكثر من ١٬٠٠٠ حرف."),
        ("zh-CN", "the input value应该包含至少1,000个字符。"),
        ("tlh", "the input value should contain at least 1,000 characters."),
    ] as [(AttributeValue?, String)])
    func theCaseLanguageIsTheApplicationLanguage(language: AttributeValue?, summary: String) {
        let result = Self.run(language).objectValue
        #expect(result?["errorSummary"] == .array([.string(summary)]))
        #expect(result?["valid"] == false)
    }

    @Test(arguments: [AttributeValue.string("not a tag"), .int(1), .array(["de"])])
    func aMalformedLanguageIsAnErrorOfTheCase(language: AttributeValue) {
        let result = Self.run(language).objectValue
        #expect(result?["error"]?.objectValue?["type"] == "OracleCaseError")
        #expect(result?["error"]?.objectValue?["phase"] == "case")
        #expect(result?["valid"] == nil)
    }

    @Test func evalHonoursTheLanguageLineByLine() {
        let lines = """
            {"id": "a", "attributes": ["x"], "rules": [{"attributes": ["x"], "type": "required"}], "language": "ru"}
            {"id": "b", "attributes": ["x"], "rules": [{"attributes": ["x"], "type": "required"}]}

            """
        let result = ModelValidateCommand.run(arguments: ["eval"], input: lines)
        let outputs = result.stdout.split(separator: "\n")
        #expect(outputs.count == 2)
        #expect(outputs[0].contains(#""errorSummary":["Необходимо заполнить «X»."]"#))
        #expect(outputs[1].contains(#""errorSummary":["X cannot be blank."]"#))
        #expect(result.status == 0)
    }
}
