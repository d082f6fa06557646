import Foundation
import Testing
@testable import ModelValidation

/// `DynamicModel.assign(json:)`, member by member, against parsing the object and assigning it.
struct DynamicModelJSONTests {
    static func signup() -> DynamicModel {
        makeModel(["email", "isAdmin", "note", "é"], [
            Rule(["email", "é"], "required"),
            Rule(["!isAdmin"], "safe"),
        ])
    }

    /// Assigns `text` into two copies of `model`, member by member and parsed first; expects
    /// the same report (byte for byte), values, failed assignments and validation errors.
    @discardableResult
    static func expectSameAsParsing(
        _ model: DynamicModel, _ text: String, safeOnly: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (report: AssignmentReport, model: DynamicModel) {
        var members = model
        var parsed = model
        let bytes = Array(text.utf8)
        let report = try bytes.withUnsafeBytes { raw throws(JSONParseError) in try members.assign(json: raw, safeOnly: safeOnly) }
        let expected = parsed.assign(try JSONReader.parseObject(bytes), safeOnly: safeOnly)
        #expect(report == expected, sourceLocation: sourceLocation)
        let lists = [(report.assigned, expected.assigned), (report.unsafe, expected.unsafe),
                     (report.unknown, expected.unknown), (report.invalid, expected.invalid)]
        for (mine, theirs) in lists {
            #expect(mine.map { Array($0.utf8) } == theirs.map { Array($0.utf8) }, sourceLocation: sourceLocation)
        }
        #expect(report.nestedUnsafe == expected.nestedUnsafe && report.nestedUnknown == expected.nestedUnknown,
                sourceLocation: sourceLocation)
        #expect(members.attributeValues == parsed.attributeValues, sourceLocation: sourceLocation)
        #expect(members.validation.invalidAssignments.map(\.attribute) == parsed.validation.invalidAssignments.map(\.attribute),
                sourceLocation: sourceLocation)
        #expect(members.validation.invalidAssignments.map(\.value) == parsed.validation.invalidAssignments.map(\.value),
                sourceLocation: sourceLocation)
        let valid = try members.validate()
        #expect(try parsed.validate() == valid, sourceLocation: sourceLocation)
        #expect(members.errors.all.map(\.code) == parsed.errors.all.map(\.code), sourceLocation: sourceLocation)
        #expect(members.errors.all.map(\.message) == parsed.errors.all.map(\.message), sourceLocation: sourceLocation)
        return (report, members)
    }

    @Test func keysAreLookedUpByTheirBytes() throws {
        let text = #"{"email": "ann@example.com", "isAdmin": true, "e\u0301": 1, "\u00e9": "x", "foo": [1], "note": null}"#
        let (report, model) = try Self.expectSameAsParsing(Self.signup(), text)
        #expect(report.assigned == ["email", "é"])
        #expect(report.unsafe == ["isAdmin", "note"])
        #expect(report.unknown.map { Array($0.utf8) } == [Array("e\u{301}".utf8), Array("foo".utf8)])
        #expect(model["é"] == "x")
        #expect(model["isAdmin"] == .null)
        #expect(try Self.expectSameAsParsing(Self.signup(), text, safeOnly: false).report.assigned == ["email", "isAdmin", "é", "note"])
    }

    @Test(arguments: [
        #"{"email": "a", "note": 1, "email": "b"}"#,
        #"{"foo": 1, "email": "a", "foo": 2}"#,
        #"{"isAdmin": true, "isAdmin": false, "é": 1}"#,
        #"{"email": "a", "em\u0061il": "b"}"#,
        #"{"email": {"x": 1, "x": 2}, "note": [{"y": 1, "y": 2}]}"#,
    ])
    func repeatedKeysKeepTheirFirstPositionAndLastValue(text: String) throws {
        try Self.expectSameAsParsing(Self.signup(), text)
        try Self.expectSameAsParsing(Self.signup(), text, safeOnly: false)
    }

    @Test func repeatedKeysAreFoundAmongManyUnknownKeys() throws {
        let keys = (0..<40).map { "\"u\($0)\": \($0)" }
        let repeated = "{" + (keys + ["\"email\": \"a\"", "\"u30\": \"again\""]).joined(separator: ", ") + "}"
        let (report, _) = try Self.expectSameAsParsing(Self.signup(), repeated)
        #expect(report.unknown.count == 40)
        let distinct = "{" + (keys + ["\"email\": \"a\""]).joined(separator: ", ") + "}"
        #expect(try Self.expectSameAsParsing(Self.signup(), distinct).report.assigned == ["email"])
    }

    @Test(arguments: [3, 16, 17, 63, 64, 65, 100])
    func modelsOfEverySizeFindTheirAttributes(size: Int) throws {
        let names = (0..<size).map { "a\($0)" }
        let model = makeModel(names, [Rule(Array(names.dropFirst()), "safe")])
        let last = size - 1
        let text = #"{"a\#(last)": 1, "a0": 2, "zz": 3, "a\#(last / 2)": "x"}"#
        let (report, assigned) = try Self.expectSameAsParsing(model, text)
        #expect(report.unsafe == ["a0"])
        #expect(assigned["a\(last)"] == (last == 0 ? .null : 1))
        try Self.expectSameAsParsing(model, #"{"a\#(last)": 1, "zz": 3, "a\#(last)": 4}"#)
    }

    @Test func nestedSchemasAssignAsWhenParsed() throws {
        let order = try NestedDataFormTests.model()
        let body = String(decoding: try JSONSerialization.data(withJSONObject: [
            "userId": 7, "address": ["city": " Oslo ", "zip": "123", "verified": true, "extra": 1],
            "items": [["sku": "A-1", "quantity": 2], ["sku": "b", "price": 0]],
        ] as [String: Any], options: [.sortedKeys]), as: UTF8.self)
        let (report, _) = try Self.expectSameAsParsing(order, body)
        #expect(report.nestedUnknown.map(\.description) == ["address.extra", "items.1.price"])
        try Self.expectSameAsParsing(order, #"{"userId": 1, "address": [1, 2], "items": "many"}"#)
        var checkout = order
        checkout.scenario = "checkout"
        try Self.expectSameAsParsing(checkout, body)
        // A failed assignment is cleared when the attribute is assigned again.
        var failed = order
        #expect(failed.assign(["address": "Oslo", "items": 1]).invalid == ["address", "items"])
        let (again, _) = try Self.expectSameAsParsing(failed, #"{"userId": 2, "address": {"city": "Bergen"}}"#)
        #expect(again.assigned == ["userId", "address"])
    }

    @Test func aProblemAfterTheFirstMembersLeavesTheModelAsItWas() throws {
        var model = try NestedDataFormTests.model()
        model.assign(["userId": 3, "address": "Oslo"])   // a failed assignment the model keeps
        let before = model
        let text = #"{"userId": 5, "items": [{"sku": "A"}], "address": {"city": "Bergen"}, "x": tru}"#
        #expect(throws: JSONParseError(reason: "unexpected character '}'", offset: 78, line: 1, column: 79)) {
            try Array(text.utf8).withUnsafeBytes { raw throws(JSONParseError) in try model.assign(json: raw) }
        }
        #expect(model.attributeValues == before.attributeValues)
        #expect(model.validation.invalidAssignments.map(\.attribute) == ["address"])
        #expect(model.validation.invalidAssignments.map(\.value) == ["Oslo"])
    }

    @Test func aFlatModelWritesNothingBeforeTheWholeDocumentIsRead() throws {
        // Without nested schemas or failed assignments, the values wait for the end of the
        // document: a problem, or a repeated key, leaves the model's values as they were.
        var model = Self.signup()
        model.assign(["email": "kept@example.com"])
        let before = model.attributeValues
        #expect(throws: JSONParseError(reason: "unexpected character '}'", offset: 53, line: 1, column: 53)) {
            try Array(#"{"é": "new", "email": "ann@example.com", "note": tru}"#.utf8).withUnsafeBytes { raw throws(JSONParseError) in
                try model.assignMembers(json: raw)
            }
        }
        #expect(model.attributeValues == before)
        let repeated = try Array(#"{"é": "new", "email": "a@b.io", "é": "again"}"#.utf8).withUnsafeBytes { raw throws(JSONParseError) in
            try model.assignMembers(json: raw)
        }
        #expect(repeated == nil)
        #expect(model.attributeValues == before)
        // Read whole, every value is written, in document order.
        let report = try Array(#"{"é": "x", "note": "n", "email": "a@b.io"}"#.utf8).withUnsafeBytes { raw throws(JSONParseError) in
            try model.assignMembers(json: raw)
        }
        #expect(report?.assigned == ["é", "email"])
        #expect(report?.unsafe == ["note"])
        #expect(model.attributeValues == ["email": "a@b.io", "isAdmin": .null, "note": .null, "é": "x"])
    }

    @Test(arguments: [
        ("[1, 2]", "expected an object at the top level, got array at line 1, column 1"),
        ("\n  \"text\"", "expected an object at the top level, got string at line 2, column 3"),
        ("", "unexpected end of input at line 1, column 1"),
        (#"{"email": "a"} x"#, "unexpected character 'x' at line 1, column 16"),
        (#"{"email": "a", "email": tru}"#, "unexpected character '}' at line 1, column 28"),
    ])
    func documentsThatAreNotObjectsAreTheSameErrors(text: String, message: String) {
        var model = Self.signup()
        do {
            try model.assign(json: Data(text.utf8))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
        #expect(model.attributeValues == Self.signup().attributeValues)
    }

    @Test func everyCollectionOfBytesTakesThisPath() throws {
        let text = #"{"email": "ann@example.com", "email": "bob@example.com", "foo": 1}"#
        for bytes in [AnyCollection(Array(text.utf8)), AnyCollection(Data(text.utf8)), AnyCollection(text.utf8)] {
            var model = Self.signup()
            let report = try model.assign(json: bytes)
            #expect(report.assigned == ["email"] && report.unknown == ["foo"])
            #expect(model["email"] == "bob@example.com")
        }
    }
}
