import Fluent
import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// The validated routes answer in the language of the request's `Accept-Language`: Yii's
/// translations of the rules' messages, the server's own of its labels, titles and summaries.
struct UserRoutesLanguagesTests {
    /// Every rule of `register` fails but `compare` (the repeat equals the password), and
    /// `isAdmin` is refused.
    static let failing = #"{"username": "a!", "email": "not-an-email", "password": "short", "passwordRepeat": "short", "age": 7, "website": "nope", "isAdmin": true}"#

    @Test func anEnglish422IsExactlyThis() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", Self.failing, headers: ["Accept-Language": "en-GB, de;q=0.5"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.headers.first(name: .contentLanguage) == "en-GB")
            #expect(answer.text == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The data has 6 errors.","errors":[\
                {"pointer":"/username","detail":"Username should contain at least 3 characters.","code":"string.tooShort","params":{"min":3}},\
                {"pointer":"/email","detail":"Email is not a valid email address.","code":"email.invalid","params":{}},\
                {"pointer":"/password","detail":"Password should contain at least 10 characters.","code":"string.tooShort","params":{"min":10}},\
                {"pointer":"/age","detail":"Age must be no less than 13.","code":"number.tooSmall","params":{"min":13}},\
                {"pointer":"/website","detail":"Website is not a valid URL.","code":"url.invalid","params":{}},\
                {"pointer":"/isAdmin","detail":"Is Admin cannot be assigned in this scenario.","code":"assignment.unsafe","params":{}}]}
                """)
        }
    }

    @Test func aGerman422IsExactlyThis() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "users", Self.failing, headers: ["Accept-Language": "de-DE, de;q=0.9, en;q=0.5"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.headers.first(name: .contentLanguage) == "de-DE")
            // Yii's German messages; the labels, title, summary and refusal from Messages/de.json.
            #expect(answer.text == """
                {"type":"about:blank","title":"Nicht verarbeitbarer Inhalt","status":422,"detail":"Die Daten enthalten 6 Fehler.","errors":[\
                {"pointer":"/username","detail":"Benutzername muss mindestens 3 Zeichen enthalten.","code":"string.tooShort","params":{"min":3}},\
                {"pointer":"/email","detail":"E-Mail ist keine gültige E-Mail-Adresse.","code":"email.invalid","params":{}},\
                {"pointer":"/password","detail":"Passwort muss mindestens 10 Zeichen enthalten.","code":"string.tooShort","params":{"min":10}},\
                {"pointer":"/age","detail":"Alter darf nicht kleiner als 13 sein.","code":"number.tooSmall","params":{"min":13}},\
                {"pointer":"/website","detail":"Webseite ist keine gültige URL.","code":"url.invalid","params":{}},\
                {"pointer":"/isAdmin","detail":"Administrator kann in diesem Szenario nicht zugewiesen werden.","code":"assignment.unsafe","params":{}}]}
                """)
        }
    }

    @Test func aGermanOrderPointsIntoItsItems() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "orders", #"{"userId": \#(user), "items": [{"sku": "A-1", "quantity": 2}, {"sku": "b", "quantity": 0, "price": 1}]}"#,
                                            headers: ["Accept-Language": "de"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer["title"] == "Nicht verarbeitbarer Inhalt")
            #expect(answer["detail"] == "Die Daten enthalten 3 Fehler.")
            #expect(answer.failures == [
                .init("/items/1/sku", "match.invalid", "Artikelnummer ist ungültig."),
                .init("/items/1/quantity", "number.tooSmall", "Menge darf nicht kleiner als 1 sein."),
                // A key the nested schema does not know: its generated label has no translation.
                .init("/items/1/price", "assignment.unknown", "Price ist kein Attribut des Schemas."),
            ])
        }
    }

    /// The byte limit of the password (bcrypt reads 72 bytes) has the server's own message,
    /// which its catalogs translate.
    @Test func thePasswordsByteLimitIsTranslated() async throws {
        try await withServer { app in
            let wide = "Aa1" + String(repeating: "é", count: 40)
            let body = #"{"username": "ann_lee", "email": "ann@example.com", "password": "\#(wide)", "passwordRepeat": "\#(wide)"}"#
            let german = try await app.send(.POST, "users", body, headers: ["Accept-Language": "de"])
            #expect(german.failures == [.init("/password", "string.tooLong", "Passwort darf höchstens 72 Bytes enthalten.")])
            let russian = try await app.send(.POST, "users", body, headers: ["Accept-Language": "ru"])
            #expect(russian.failures == [.init("/password", "string.tooLong", "Значение «Пароль» должно содержать максимум 72 байта.")])
        }
    }

    @Test func aGermanOrderForAMissingUserIsExactlyThis() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "orders", #"{"userId": 42, "items": [{"sku": "A-1", "quantity": 1}]}"#,
                                            headers: ["Accept-Language": "de"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.headers.first(name: .contentLanguage) == "de")
            // `exist` has Yii's "{attribute} is invalid." ("{attribute} ist ungültig."), the label
            // "User" from Messages/de.json.
            #expect(answer.text == """
                {"type":"about:blank","title":"Nicht verarbeitbarer Inhalt","status":422,"detail":"Die Daten enthalten 1 Fehler.","errors":[\
                {"pointer":"/userId","detail":"Benutzer ist ungültig.","code":"exist.missing","params":{}}]}
                """)
            #expect(try await Order.query(on: app.db).count() == 0)
        }
    }

    @Test func aRussian422UsesRussianPluralsAndQuotes() async throws {
        try await withServer { app in
            _ = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "users", #"{"username": "ann_lee", "email": "ANN@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "role": 1}"#,
                                            headers: ["Accept-Language": "ru-RU, ru;q=0.9, en;q=0.8"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.headers.first(name: .contentLanguage) == "ru-RU")
            #expect(answer["title"] == "Необрабатываемое содержимое")
            #expect(answer["detail"] == "В данных 3 ошибки.")
            #expect(answer.failures == [
                .init("/username", "unique.taken", "Значение «ann_lee» для «Имя пользователя» уже занято."),
                .init("/email", "unique.taken", "Значение «ann@example.com» для «Электронная почта» уже занято."),
                .init("/role", "assignment.unknown", "«Role» не является атрибутом схемы."),
            ])
            let many = try await app.send(.POST, "users", Self.failing, headers: ["Accept-Language": "ru"])
            #expect(many["detail"] == "В данных 6 ошибок.")
            #expect(many.failures.first == .init("/username", "string.tooShort", "Значение «Имя пользователя» должно содержать минимум 3 символа."))
        }
    }

    @Test func anUpdateRefusesKeysInGerman() async throws {
        try await withServer { app in
            let id = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.PATCH, "users/\(id)", #"{"username": "root", "email": ""}"#, headers: ["Accept-Language": "de"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/email", "required.blank", "E-Mail darf nicht leer sein."),
                .init("/username", "assignment.unsafe", "Benutzername kann in diesem Szenario nicht zugewiesen werden."),
            ])
        }
    }

    @Test func aRefusedWriteIsReportedInTheRequestsLanguage() async throws {
        try await withServer(wrapStore: { _ in FixedStore(count: 0) }) { app in
            _ = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "users", UserRoutesTests.valid, headers: ["Accept-Language": "de"])
            #expect(answer.status == .unprocessableEntity)
            #expect(answer["detail"] == "Die Daten enthalten 1 Fehler.")
            #expect(answer.failures == [.init("", "record.conflict", "Der Datensatz hat sich beim Speichern geändert; bitte erneut senden.")])
        }
    }

    @Test func problemsOutsideValidationStayEnglishWithoutContentLanguage() async throws {
        try await withServer { app in
            let malformed = try await app.send(.POST, "users", "{\"username\": \n}", headers: ["Accept-Language": "de"])
            #expect(malformed.status == .badRequest)
            #expect(malformed["detail"] == "The body is not valid JSON: unexpected character '}' at line 2, column 1.")
            #expect(malformed.headers.first(name: .contentLanguage) == nil)
            let missing = try await app.send(.PATCH, "users/9", #"{"email": "x@example.com"}"#, headers: ["Accept-Language": "de"])
            #expect(missing.status == .notFound)
            #expect(missing.headers.first(name: .contentLanguage) == nil)
        }
    }

    /// The answers a request in each language must get for ``racingBody``, with `ann_lee` taken.
    static let expectedByLanguage: [String: (title: String, failures: [Answer.Failure])] = [
        "de": ("Nicht verarbeitbarer Inhalt", [
            .init("/email", "email.invalid", "E-Mail ist keine gültige E-Mail-Adresse."),
            .init("/username", "unique.taken", "Benutzername \"ann_lee\" wird bereits verwendet."),
            .init("/isAdmin", "assignment.unsafe", "Administrator kann in diesem Szenario nicht zugewiesen werden."),
        ]),
        "ru": ("Необрабатываемое содержимое", [
            .init("/email", "email.invalid", "Значение «Электронная почта» не является правильным email адресом."),
            .init("/username", "unique.taken", "Значение «ann_lee» для «Имя пользователя» уже занято."),
            .init("/isAdmin", "assignment.unsafe", "Значение «Администратор» нельзя задать в этом сценарии."),
        ]),
        // French has Yii's messages but no catalog of the server's: labels and refusals stay English.
        "fr": ("Unprocessable Content", [
            .init("/email", "email.invalid", "Email n'est pas une adresse email valide."),
            .init("/username", "unique.taken", "Username « ann_lee » a déjà été pris."),
            .init("/isAdmin", "assignment.unsafe", "Is Admin cannot be assigned in this scenario."),
        ]),
        "en": ("Unprocessable Content", [
            .init("/email", "email.invalid", "Email is not a valid email address."),
            .init("/username", "unique.taken", "Username \"ann_lee\" has already been taken."),
            .init("/isAdmin", "assignment.unsafe", "Is Admin cannot be assigned in this scenario."),
        ]),
    ]
    static let racingBody = #"{"username": "ann_lee", "email": "not-an-email", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "isAdmin": true}"#

    @Test func concurrentRequestsInDifferentLanguagesEachGetTheirOwn() async throws {
        let languages = ["de", "ru", "fr", "en", "ru", "en", "fr", "de"]
        for round in 1...5 {
            // Every request's `unique` lookup is held until all eight have arrived, so all eight
            // are in the middle of validating, each in its language, at the same time.
            let log = QueryLog(holdingUntil: languages.count)
            try await withServer(wrapStore: { ObservedStore(inner: $0, log: log) }) { app in
                try await User(username: "ann_lee", email: "ann@example.com", passwordHash: "x", age: nil, website: nil).create(on: app.db)
                let answers = try await withDeadline(log) {
                    try await withThrowingTaskGroup(of: (String, Answer).self) { group in
                        for language in languages {
                            group.addTask { (language, try await app.send(.POST, "users", Self.racingBody, headers: ["Accept-Language": language])) }
                        }
                        return try await group.reduce(into: []) { $0.append($1) }
                    }
                }
                #expect(answers.count == languages.count)
                for (language, answer) in answers {
                    let expected = try #require(Self.expectedByLanguage[language])
                    #expect(answer.status == .unprocessableEntity, "round \(round), \(language)")
                    #expect(answer.headers.first(name: .contentLanguage) == language, "round \(round), \(language)")
                    #expect(answer["title"] == .string(expected.title), "round \(round), \(language)")
                    #expect(answer.failures == expected.failures, "round \(round), \(language)")
                }
            }
            #expect(await log.rendezvous?.releasedEarly == false, "round \(round)")
            #expect(await log.peakConcurrentQueries == languages.count, "round \(round)")
        }
    }
}
