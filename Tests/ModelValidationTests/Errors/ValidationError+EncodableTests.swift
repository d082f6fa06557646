import Foundation
import Testing
@testable import ModelValidation

struct ValidationErrorEncodableTests {
    static func invalidName() -> DynamicModel {
        var model = makeModel(["name", "tags"], [
            Rule(["name"], "string", ["min": 3]),
            Rule(["name"], "match", ["pattern": "/^[a-z]+$/"], skipOnError: false),
            Rule(["tags"], "each", ["rule": ["type": "string", "max": 3], "stopOnFirstError": false]),
        ])
        model.assign(["name": "A", "tags": ["ok", "toolong", "abc", "four"]])
        #expect(!check(&model))
        return model
    }

    static func encoded(_ value: some Encodable, formatter: (any MessageFormatter)? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let formatter { encoder.userInfo[.messageFormatter] = formatter }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func oneErrorEncodesItsPathCodeParametersAndMessage() throws {
        let model = Self.invalidName()
        let error = try #require(model.errors.first(for: "name"))
        #expect(try Self.encoded(error) ==
            #"{"attribute":"name","code":"string.tooShort","message":"Name should contain at least 3 characters.","params":{"min":3},"path":"name"}"#)
        #expect(JSONWriter.string(error.jsonValue()) ==
            #"{"attribute":"name","path":"name","code":"string.tooShort","params":{"min":3},"message":"Name should contain at least 3 characters."}"#)
    }

    @Test func theEncoderCanCarryTheFormatter() throws {
        let error = try #require(Self.invalidName().errors.first(for: "name"))
        #expect(try Self.encoded(error, formatter: Upper()).contains(#""message":"NAME SHOULD CONTAIN AT LEAST 3 CHARACTERS.""#))
        #expect(JSONWriter.string(error.jsonValue(using: Upper())).contains(#""message":"NAME SHOULD CONTAIN AT LEAST 3 CHARACTERS.""#))
    }

    @Test func theCollectionEncodesPerAttributeInRuleOrder() throws {
        let errors = Self.invalidName().errors
        #expect(JSONWriter.string(errors.jsonValue()) == """
            {"name":[\
            {"attribute":"name","path":"name","code":"string.tooShort","params":{"min":3},"message":"Name should contain at least 3 characters."},\
            {"attribute":"name","path":"name","code":"match.invalid","params":{},"message":"Name is invalid."}],\
            "tags":[\
            {"attribute":"tags","path":"tags.1","code":"string.tooLong","params":{"max":3},"message":"Tags should contain at most 3 characters."},\
            {"attribute":"tags","path":"tags.3","code":"string.tooLong","params":{"max":3},"message":"Tags should contain at most 3 characters."}]}
            """)
        let decoded = try JSONReader.parse(Array(Self.encoded(errors).utf8))
        #expect(decoded.objectValue?.keys.sorted() == ["name", "tags"])
        #expect(decoded.objectValue?["tags"]?.arrayValue?.map { $0.objectValue?["path"] } == ["tags.1", "tags.3"])
        #expect(decoded.objectValue?["name"]?.arrayValue?.map { $0.objectValue?["code"] } == ["string.tooShort", "match.invalid"])
    }

    @Test func literalErrorsEncodeTheCustomCode() throws {
        var model = makeModel(["a"], [])
        model.addError(ValidationErrors.modelKey, message: "The form expired.")
        #expect(try Self.encoded(model.errors) ==
            #"{"*":[{"attribute":"*","code":"custom","message":"The form expired.","params":{},"path":"*"}]}"#)
    }
}
