import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// What every validated route does with a body before its rules: JSON only, parsed once.
struct RequestBodyTests {
    @Test(arguments: ["users", "orders"])
    func malformedJSONIs400NamingLineAndColumn(path: String) async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, path, "{\"username\": \"ann\",\n  \"age\": }")
            #expect(answer.status == .badRequest)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer["title"] == "Bad Request")
            #expect(answer["detail"] == "The body is not valid JSON: unexpected character '}' at line 2, column 10.")
            #expect(answer.failures == [.init("", "json.invalid", "The body is not valid JSON: unexpected character '}' at line 2, column 10.")])
        }
    }

    @Test func malformedJSONInAnUpdateIs400NamingLineAndColumn() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.PATCH, "users/\(user)", "{\"username\": \"ann\",\n  \"age\": }")
            #expect(answer.status == .badRequest)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.failures == [.init("", "json.invalid", "The body is not valid JSON: unexpected character '}' at line 2, column 10.")])
        }
    }

    @Test func anEmptyBodyOrOneThatIsNoObjectIs400() async throws {
        try await withServer { app in
            let empty = try await app.send(.POST, "users", "")
            #expect(empty.status == .badRequest)
            #expect(empty["detail"] == "The body is not valid JSON: unexpected end of input at line 1, column 1.")
            let array = try await app.send(.POST, "users", "[1]")
            #expect(array.status == .badRequest)
            #expect(array["detail"] == "The body is not valid JSON: expected an object at the top level, got array at line 1, column 1.")
        }
    }

    @Test func aBodyThatIsNotJSONIs415() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", "username=ann", headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(answer.status == .unsupportedMediaType)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer["detail"] == "The body must be JSON (Content-Type: application/json).")
            let problemJSON = try await app.send(.POST, "users", "{}", headers: ["Content-Type": "application/merge-patch+json"])
            #expect(problemJSON.status == .unprocessableEntity)
        }
    }

    /// Only a body without a Content-Type is taken for JSON; one that does not parse as a media
    /// type, or names no JSON, is refused like any other type.
    @Test(arguments: ["json", ";;;", "application", "application/+json", "application/json/x", ""])
    func aContentTypeThatIsNoJSONTypeIs415(contentType: String) async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", "{}", headers: ["Content-Type": contentType])
            #expect(answer.status == .unsupportedMediaType)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer["detail"] == "The body must be JSON (Content-Type: application/json).")
        }
    }

    /// JSON is UTF-8: a body declared in another charset is refused before it is read, rather
    /// than answered 400 for bytes that are not UTF-8.
    @Test func aCharsetOtherThanUTF8Is415() async throws {
        try await withServer { app in
            for charset in ["utf-16", "ISO-8859-1", "\"latin1\""] {
                let answer = try await app.send(.POST, "users", "{}", headers: ["Content-Type": "application/json; charset=\(charset)"])
                #expect(answer.status == .unsupportedMediaType, "\(charset)")
                #expect(answer.contentType == "application/problem+json")
                #expect(answer["detail"] == "A JSON body must be UTF-8 (charset=utf-8, or no charset).")
            }
            for charset in ["utf-8", "UTF-8", "\"utf-8\"", "utf8"] {
                let answer = try await app.send(.POST, "users", "{}", headers: ["Content-Type": "application/json; charset=\(charset)"])
                #expect(answer.status == .unprocessableEntity, "\(charset)")
            }
        }
    }

    @Test func wrongTypesAreFailuresNotCrashes() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", #"{"username": ["a"], "email": {"x": 1}, "password": 12345678901, "passwordRepeat": true, "age": "old"}"#)
            #expect(answer.status == .unprocessableEntity)
            // An integer rule goes on to compare after a non-number, as Yii's does ("old" > 130
            // in PHP 8's string comparison).
            #expect(answer.failures == [
                .init("/email", "filter.invalidType", "Email is invalid."),
                .init("/username", "string.invalid", "Username must be a string."),
                .init("/password", "string.invalid", "Password must be a string."),
                .init("/passwordRepeat", "compare.invalid", "Password repeat must be equal to \"Password\"."),
                .init("/age", "number.invalid", "Age must be an integer."),
                .init("/age", "number.tooBig", "Age must be no greater than 130."),
            ])
        }
    }
}
