import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// The server's catalogs and the language each request gets from its `Accept-Language`.
struct MessageFilesTests {
    @Test func theServersCatalogsAreReadAtStart() throws {
        let messages = try MessageFiles()
        #expect(messages.catalogs.includesYiiTranslations)
        #expect(messages.catalogs.applicationCatalogs.keys.map(\.description).sorted() == ["de", "ru"])
        let german = MessageLanguage(LocaleIdentifier("de")!, catalogs: messages.catalogs)
        #expect(german.translation(of: "Unprocessable Content") == "Nicht verarbeitbarer Inhalt")
        #expect(german.translation(of: "{attribute} cannot be blank.") == "{attribute} darf nicht leer sein.")
        #expect(german.formatter.format("The data has {count, plural, one{# error} other{# errors}}.", arguments: ["count": 1])
                == "Die Daten enthalten 1 Fehler.")
        let russian = MessageLanguage(LocaleIdentifier("ru")!, catalogs: messages.catalogs)
        let summary = "The data has {count, plural, one{# error} other{# errors}}."
        #expect([1, 3, 5, 21].map { russian.formatter.format(summary, arguments: ["count": .int($0)]) }
                == ["В данных 1 ошибка.", "В данных 3 ошибки.", "В данных 5 ошибок.", "В данных 21 ошибка."])
    }

    @Test func aBadCatalogStopsTheStartNamingTheFile() {
        let cases: [(String, String, String)] = [
            ("de", #"{"Username": 1}"#, #"Messages/de.json: the translation of "Username" is not a string"#),
            ("de", "{\"Username\": \n}", "Messages/de.json: unexpected character '}' at line 2, column 1"),
            ("not a tag", "{}", #"Messages/not a tag.json: "not a tag" is not a language tag"#),
        ]
        for (tag, file, message) in cases {
            #expect(throws: (any Error).self) { try MessageFiles.catalog(tag, bytes: Array(file.utf8)) }
            do {
                _ = try MessageFiles.catalog(tag, bytes: Array(file.utf8))
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test(arguments: [
        ([String](), "en"),
        (["de"], "de"),
        (["de-CH, ru;q=0.9"], "de-CH"),
        (["ru;q=0.3, de;q=0.8, *;q=0.1"], "de"),
        (["fr-FR"], "fr-FR"),
        (["pt-BR"], "pt-BR"),
        (["tlh, en;q=0.1"], "en"),
        (["ru;q=0.5", "uk"], "uk"),
        (["", ";;;q=,,"], "en"),
        ([String(repeating: "x-", count: 10_000)], "en"),
    ])
    func eachRequestGetsTheBestLanguageOfItsHeader(fields: [String], expected: String) async throws {
        let messages = try MessageFiles()
        try await withServer { app in
            var headers = HTTPHeaders()
            for field in fields { headers.add(name: .acceptLanguage, value: field) }
            let request = Request(application: app, headers: headers, on: app.eventLoopGroup.next())
            #expect(messages.language(for: request).description == expected)
        }
    }
}
