import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// The comparison route: the same registration rules with Vapor's `Validatable`.
struct ValidatableUserRoutesTests {
    @Test func aValidBodyIsStored() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "validatable/users", #"{"username": "ann_lee", "email": "ann@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "age": 34}"#)
            #expect(answer.status == .created)
            #expect(answer.json == Answer.sortingKeys(["id": 1, "username": "ann_lee", "email": "ann@example.com", "age": 34, "isAdmin": false]))
        }
    }

    @Test func theSameFailingBodyIsVapors400WithOneEnglishString() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "validatable/users", #"{"username": "a!", "email": "not-an-email", "password": "short", "passwordRepeat": "other", "age": 7, "website": "nope"}"#)
            #expect(answer.status == .badRequest)
            #expect(answer.contentType == "application/json; charset=utf-8")
            #expect(answer["error"] == true)
            #expect(answer["reason"] == .string("username is less than minimum of 3 character(s) and is not a valid pattern [A-Za-z0-9_]+, "
                + "email is not a valid email address, "
                + "password is less than minimum of 10 character(s) and is not a valid pattern .*[A-Z].* and is not a valid pattern .*[0-9].*, "
                + "age is not null and is less than minimum of 13, website is not null and is an invalid URL"))
            #expect(try await app.userCount() == 0)
        }
    }
}
