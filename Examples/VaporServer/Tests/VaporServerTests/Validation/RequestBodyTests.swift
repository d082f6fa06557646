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

    /// Through a running server: a gzip body that does not inflate (here cut short) closed the
    /// connection without an answer while the server decompressed bodies; every compressed
    /// body is now a 415.
    @Test func aCompressedBodyIs415EvenWhenItDoesNotInflate() async throws {
        // `{"username": "x"}` compressed by gzip -n.
        let gzip: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xab, 0x56, 0x2a, 0x2d, 0x4e, 0x2d,
                             0xca, 0x4b, 0xcc, 0x4d, 0x55, 0xb2, 0x52, 0x50, 0xaa, 0x50, 0xaa, 0x05, 0x00, 0x8f, 0xdd, 0x4b,
                             0x1c, 0x11, 0x00, 0x00, 0x00]
        try await withServer { app in
            let server = try app.testing(method: .running(port: 0))
            for (coding, body) in [("gzip", gzip), ("gzip", Array(gzip.dropLast(6))), ("gzip", Array("{}".utf8)), ("br", Array("{}".utf8))] {
                let response = try await server.sendRequest(.POST, "users", headers: ["Content-Type": "application/json", "Content-Encoding": coding],
                                                            body: ByteBuffer(bytes: body))
                #expect(response.status == .unsupportedMediaType)
                #expect(response.headers.first(name: .contentType) == "application/problem+json")
                let detail = try JSONReader.parseObject(Array(response.body.readableBytesView))["detail"]
                #expect(detail == "The body must not be compressed (no Content-Encoding).")
            }
            let identity = try await app.send(.POST, "users", "{}", headers: ["Content-Type": "application/json", "Content-Encoding": "identity"])
            #expect(identity.status == .unprocessableEntity)
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
