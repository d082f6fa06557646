import Fluent
import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// `POST /users` and `PATCH /users/:id`.
struct UserRoutesTests {
    static let valid = #"{"username": " ann_lee ", "email": "Ann@Example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "age": "34"}"#

    @Test func registerStoresTheUserAndAnswersItWithoutThePassword() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", Self.valid)
            #expect(answer.status == .created)
            #expect(answer.contentType == "application/json; charset=utf-8")
            // Trimmed, lower-cased, the age filtered to an integer: the values the rules left.
            #expect(answer.json == Answer.sortingKeys(["id": 1, "username": "ann_lee", "email": "ann@example.com", "age": 34, "isAdmin": false]))
            #expect(!answer.text.contains("password") && !answer.text.contains("Horse"))
            let stored = try #require(try await User.find(1, on: app.db))
            #expect(stored.username == "ann_lee")
            #expect(stored.passwordHash.hasPrefix("$2b$04$"))
            #expect(try await app.password.async.verify("Correct-Horse-42", created: stored.passwordHash))
        }
    }

    @Test func registerAnswers422WithEveryFailure() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", #"{"username": "a!", "email": "not-an-email", "password": "short", "passwordRepeat": "other", "age": 7, "website": "nope"}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer["type"] == "about:blank")
            #expect(answer["title"] == "Unprocessable Content")
            #expect(answer["status"] == 422)
            #expect(answer["detail"] == "The data has 6 errors.")
            #expect(answer.failures == [
                .init("/username", "string.tooShort", "Username should contain at least 3 characters."),
                .init("/email", "email.invalid", "Email is not a valid email address."),
                .init("/password", "string.tooShort", "Password should contain at least 10 characters."),
                .init("/passwordRepeat", "compare.invalid", "Password repeat must be equal to \"Password\"."),
                .init("/age", "number.tooSmall", "Age must be no less than 13."),
                .init("/website", "url.invalid", "Website is not a valid URL."),
            ])
            #expect(try await app.userCount() == 0)
        }
    }

    @Test func registerChecksTheOtherEndOfEveryRule() async throws {
        try await withServer { app in
            let long = String(repeating: "a", count: 33), longPassword = "Aa1" + String(repeating: "x", count: 70)
            let wide = "Aa1" + String(repeating: "é", count: 40)
            let cases: [(String, [Answer.Failure])] = [
                (#"{"username": "\#(long)", "email": "ann@example.com", "password": "ALLUPPERCASE1", "passwordRepeat": "ALLUPPERCASE1", "age": 131}"#, [
                    .init("/username", "string.tooLong", "Username should contain at most 32 characters."),
                    .init("/password", "lowercase.tooFew", "Password must contain at least 1 lowercase letter."),
                    .init("/age", "number.tooBig", "Age must be no greater than 130."),
                ]),
                (#"{"username": "ann lee", "email": "ann@example.com", "password": "NoDigitsHere", "passwordRepeat": "NoDigitsHere"}"#, [
                    .init("/username", "match.invalid", "Username is invalid."),
                    .init("/password", "digits.tooFew", "Password must contain at least 1 digit."),
                ]),
                (#"{"username": "ann_lee", "email": "ann@example.com", "password": "\#(longPassword)", "passwordRepeat": "\#(longPassword)"}"#, [
                    .init("/password", "string.tooLong", "Password should contain at most 72 bytes."),
                ]),
                // bcrypt reads 72 bytes, so the limit counts bytes: 43 characters, 83 bytes.
                (#"{"username": "ann_lee", "email": "ann@example.com", "password": "\#(wide)", "passwordRepeat": "\#(wide)"}"#, [
                    .init("/password", "string.tooLong", "Password should contain at most 72 bytes."),
                ]),
            ]
            for (body, failures) in cases {
                let answer = try await app.send(.POST, "users", body)
                #expect(answer.status == .unprocessableEntity, "\(body)")
                #expect(answer.failures == failures, "\(body)")
            }
            #expect(try await app.userCount() == 0)
        }
    }

    @Test func registerReportsMissingFieldsAndThePasswordPolicy() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", #"{"username": "ann_lee", "password": "alllowercase1"}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/email", "required.blank", "Email cannot be blank."),
                .init("/passwordRepeat", "required.blank", "Password repeat cannot be blank."),
                .init("/password", "uppercase.tooFew", "Password must contain at least 1 uppercase letter."),
            ])
        }
    }

    /// bcrypt reads the password as a C string, which ends at the first NUL: stored, the
    /// password below would have been hashed as "Aa1", and "Aa1" would have matched it.
    @Test func aPasswordWithANulCharacterIsRefused() async throws {
        try await withServer { app in
            let body = #"{"username": "ann_lee", "email": "ann@example.com", "password": "Aa1\u0000Correct-Horse", "passwordRepeat": "Aa1\u0000Correct-Horse"}"#
            let answer = try await app.send(.POST, "users", body)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [.init("/password", "match.invalid", "Password cannot contain a NUL character.")])
            #expect(try await app.userCount() == 0)
            let german = try await app.send(.POST, "users", body, headers: ["Accept-Language": "de"])
            #expect(german.failures == [.init("/password", "match.invalid", "Passwort darf kein NUL-Zeichen enthalten.")])
            let russian = try await app.send(.POST, "users", body, headers: ["Accept-Language": "ru"])
            #expect(russian.failures == [.init("/password", "match.invalid", "Значение «Пароль» не должно содержать символ NUL.")])
        }
    }

    /// `url` checks how an address begins, so a NUL may follow; SQLite reads text back only up
    /// to its first NUL, and the website answered would not have been the one read later.
    @Test func aWebsiteWithANulCharacterIsRefused() async throws {
        try await withServer { app in
            let body = #"{"username": "ann_lee", "email": "ann@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "website": "https://example.com/\u0000x"}"#
            let answer = try await app.send(.POST, "users", body)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [.init("/website", "match.invalid", "Website cannot contain a NUL character.")])
            #expect(try await app.userCount() == 0)
            let id = try await app.registerUser("ann_lee", email: "ann@example.com")
            let update = try await app.send(.PATCH, "users/\(id)", #"{"website": "https://example.com/\u0000x"}"#)
            #expect(update.failures == [.init("/website", "match.invalid", "Website cannot contain a NUL character.")])
        }
    }

    @Test func isAdminIsRefusedAndNeverStored() async throws {
        try await withServer { app in
            let body = #"{"username": "mallory", "email": "mallory@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "isAdmin": true, "role": "root"}"#
            let answer = try await app.send(.POST, "users", body)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.failures == [
                .init("/isAdmin", "assignment.unsafe", "Is Admin cannot be assigned in this scenario."),
                .init("/role", "assignment.unknown", "Role is not an attribute of the schema."),
            ])
            #expect(try await app.userCount() == 0)
        }
    }

    @Test func aDuplicateUserIsA422NamingBothFields() async throws {
        try await withServer { app in
            _ = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "users", #"{"username": "ann_lee", "email": "ANN@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42"}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/username", "unique.taken", "Username \"ann_lee\" has already been taken."),
                .init("/email", "unique.taken", "Email \"ann@example.com\" has already been taken."),
            ])
            #expect(try await app.userCount() == 1)
        }
    }

    @Test func theTwoUniquenessLookupsOfOneRequestRunAtTheSameTime() async throws {
        // Each lookup is held until two have arrived: run one after the other, the first would
        // wait for a second that only comes after it, until the deadline lets it go.
        let log = QueryLog(holdingUntil: 2)
        try await withServer(wrapStore: { ObservedStore(inner: $0, log: log) }) { app in
            let answer = try await withDeadline(log) { try await app.send(.POST, "users", Self.valid) }
            #expect(answer.status == .created)
        }
        #expect(await log.rendezvous?.releasedEarly == false)
        #expect(await log.peakConcurrentQueries == 2)
        // The two lookups run at the same time: the log has them in either order.
        let queries = await log.queries
        #expect(queries.count == 2)
        #expect(Set(queries) == [
            RecordQuery(table: "users", condition: .compare("username", .equal, "ann_lee")),
            RecordQuery(table: "users", condition: .compare("email", .equal, "ann@example.com")),
        ])
    }

    @Test func aRaceOfTwoIdenticalRegistrationsEndsIn201And422() async throws {
        // Both requests' lookups are held until all four have arrived, so both find the name
        // free; the unique index refuses the second insert, and its answer is still a 422.
        let log = QueryLog(holdingUntil: 4)
        try await withServer(wrapStore: { ObservedStore(inner: $0, log: log) }) { app in
            let answers = try await withDeadline(log) {
                try await withThrowingTaskGroup(of: Answer.self) { group in
                    for _ in 0..<2 { group.addTask { try await app.send(.POST, "users", Self.valid) } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            #expect(answers.map(\.status.code).sorted() == [201, 422])
            let refused = try #require(answers.first { $0.status == .unprocessableEntity })
            #expect(refused.contentType == "application/problem+json")
            #expect(refused.failures == [
                .init("/username", "unique.taken", "Username \"ann_lee\" has already been taken."),
                .init("/email", "unique.taken", "Email \"ann@example.com\" has already been taken."),
            ])
            #expect(try await app.userCount() == 1)
        }
        #expect(await log.rendezvous?.releasedEarly == false)
        // Four lookups before the inserts, two more when the refused one validated again.
        #expect(await log.queries.count == 6)
    }

    @Test func aStoreThatMissesTheDuplicateStillGetsA422() async throws {
        // The lookups always find nothing: the unique index refuses the second insert, and
        // validating again cannot find the other row either.
        try await withServer(wrapStore: { _ in FixedStore(count: 0) }) { app in
            _ = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "users", Self.valid)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.failures == [.init("", "record.conflict", "The record changed while it was saved; send it again.")])
            #expect(try await app.userCount() == 1)
        }
    }

    @Test func aStoreThatThrowsIsAServerErrorNotAFailure() async throws {
        try await withServer(wrapStore: { _ in FixedStore(count: nil) }) { app in
            let answer = try await app.send(.POST, "users", Self.valid)
            #expect(answer.status == .internalServerError)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer["detail"] == "the database is down")
            #expect(answer.failures == [])
        }
    }

    @Test func updateChangesEmailAndWebsite() async throws {
        try await withServer { app in
            let id = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.PATCH, "users/\(id)", #"{"email": "ann@example.org", "website": "https://ann.example.org"}"#)
            #expect(answer.status == .ok)
            #expect(answer.contentType == "application/json; charset=utf-8")
            // Keys sorted, slashes unescaped, no password, no `age` (none was given).
            #expect(answer.text == #"{"email":"ann@example.org","id":\#(id),"isAdmin":false,"username":"ann_lee","website":"https://ann.example.org"}"#)
        }
    }

    @Test func updateKeepsTheUsersOwnAddressAndRefusesAnothers() async throws {
        try await withServer { app in
            let ann = try await app.registerUser("ann_lee", email: "ann@example.com")
            _ = try await app.registerUser("bob_ross", email: "bob@example.com")
            // Its own address is not a duplicate.
            let same = try await app.send(.PATCH, "users/\(ann)", #"{"email": "ann@example.com"}"#)
            #expect(same.status == .ok)
            let taken = try await app.send(.PATCH, "users/\(ann)", #"{"email": "bob@example.com", "website": "ftp:/x"}"#)
            #expect(taken.status == .unprocessableEntity)
            // In rule order: `url` comes before `unique` in users.json.
            #expect(taken.failures == [
                .init("/website", "url.invalid", "Website is not a valid URL."),
                .init("/email", "unique.taken", "Email \"bob@example.com\" has already been taken."),
            ])
            #expect(try await User.find(ann, on: app.db)?.email == "ann@example.com")
        }
    }

    @Test func updateRefusesEveryOtherKeyAndChangesNothing() async throws {
        try await withServer { app in
            let id = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.PATCH, "users/\(id)", #"{"username": "root", "isAdmin": true, "password": "x", "email": "new@example.com"}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/username", "assignment.unsafe", "Username cannot be assigned in this scenario."),
                .init("/isAdmin", "assignment.unsafe", "Is Admin cannot be assigned in this scenario."),
                .init("/password", "assignment.unsafe", "Password cannot be assigned in this scenario."),
            ])
            let stored = try #require(try await User.find(id, on: app.db))
            #expect(stored.username == "ann_lee" && stored.email == "ann@example.com" && !stored.isAdmin)
        }
    }

    @Test func updateOfAnUnknownUserIs404ProblemDetails() async throws {
        try await withServer { app in
            for path in ["users/99", "users/abc"] {
                let answer = try await app.send(.PATCH, path, #"{"email": "x@example.com"}"#)
                #expect(answer.status == .notFound)
                #expect(answer.contentType == "application/problem+json")
                #expect(answer["title"] == "Not Found")
                #expect(answer["detail"] == .string("There is no user \(path.dropFirst(6))."))
            }
        }
    }
}
