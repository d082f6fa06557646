import Foundation
import Testing
import ModelValidation

private struct BytesSignup: TypedModel {
    var email = ""
    var age: Int? = nil
    var score: AttributeValue = .null
    var validation = ValidationState()
    static let attributes: AttributeTable<BytesSignup> = [.attribute(\.email), .attribute(\.age), .attribute(\.score)]
    static let rules = try! RuleSet(for: BytesSignup.self) {
        Validate(\.email, .required, .email)
        Validate(\.age, .integer(min: 18))
        Validate(\.score, .safe)
    }
}

/// Bytes that are not stored contiguously, as some buffers are.
private struct ScatteredBytes: Collection {
    let storage: [UInt8]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> UInt8 { storage[position] }
}

struct ValidatableModelJSONBytesTests {
    static let body = #"{"email": "ann@example.com", "age": 17, "score": 1.0, "isAdmin": true}"#

    @Test func dataIsParsedOnceAndAssigned() throws {
        var model = BytesSignup()
        let report = try model.assign(json: Data(Self.body.utf8))
        #expect(report.assigned == ["email", "age", "score"])
        #expect(report.unknown == ["isAdmin"])
        #expect(model.age == 17)
        // JSONReader keeps 1.0 a double.
        #expect(model.score == .double(1.0))
        #expect(try model.validate() == false)
        #expect(model.errors["age"].map(\.code) == ["number.tooSmall"])
    }

    @Test func everyKindOfByteCollectionFits() throws {
        let bytes = Array(Self.body.utf8)
        var fromArray = BytesSignup()
        var fromSlice = BytesSignup()
        var fromView = BytesSignup()
        var fromScattered = BytesSignup()
        try fromArray.assign(json: bytes)
        try fromSlice.assign(json: bytes[...])
        try fromView.assign(json: Self.body.utf8)
        try fromScattered.assign(json: ScatteredBytes(storage: bytes))
        for model in [fromArray, fromSlice, fromView, fromScattered] {
            #expect(model.email == "ann@example.com")
            #expect(model.age == 17)
        }
    }

    @Test func aParseErrorNamesLineAndColumnAndAssignsNothing() {
        var model = BytesSignup()
        let text = "{\n  \"email\": \"ann@example.com\",\n  \"age\": tru\n}"
        #expect(throws: JSONParseError(reason: "unexpected character U+000A", offset: 44, line: 3, column: 13)) {
            try model.assign(json: Data(text.utf8))
        }
        #expect(model.email == "")
        do {
            try model.assign(json: Array(text.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.description == "unexpected character U+000A at line 3, column 13")
        }
    }

    @Test(arguments: [
        ("[1, 2]", "expected an object at the top level, got array at line 1, column 1"),
        ("\n  \"text\"", "expected an object at the top level, got string at line 2, column 3"),
        ("42", "expected an object at the top level, got integer at line 1, column 1"),
        ("null", "expected an object at the top level, got null at line 1, column 1"),
        ("", "unexpected end of input at line 1, column 1"),
    ])
    func aDocumentThatIsNotAnObjectIsAClearError(text: String, message: String) {
        var model = BytesSignup()
        do {
            try model.assign(json: Data(text.utf8))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func loadReadsTheFormName() throws {
        var model = BytesSignup()
        #expect(try model.load(json: Array(#"{"BytesSignup": {"email": "ann@example.com"}}"#.utf8))?.assigned == ["email"])
        #expect(try model.load(json: Array(#"{"age": 30}"#.utf8), formName: "")?.assigned == ["age"])
        #expect(try model.load(json: Array(#"{"Other": {}}"#.utf8)) == nil)
        #expect(throws: JSONParseError.self) { try model.load(json: Array("[]".utf8)) }
        #expect(model.email == "ann@example.com")
        #expect(model.age == 30)
    }

    @Test func strictAssignmentParsesFirst() throws {
        var model = BytesSignup()
        let bytes = Array(Self.body.utf8)
        #expect(throws: AssignmentError.self) { try model.assign(JSONReader.parseObject(bytes), strict: true) }
        #expect(model.email == "")
    }
}
