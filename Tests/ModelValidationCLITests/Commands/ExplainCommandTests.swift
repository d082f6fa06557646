import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `explain` on fixture schemas, compared with golden outputs.
struct ExplainCommandTests {
    static let goldens: [(String, [String], Int32)] = [
        ("explain-text.txt", ["explain", "--rules", "signup.json"], 0),
        ("explain-admin-text.txt", ["explain", "--rules", "signup.json", "--scenario", "admin"], 0),
        ("explain-json.txt", ["explain", "--rules", "signup.json", "--format", "json"], 0),
        ("explain-orders.txt", ["explain", "--rules", "orders.json"], 0),
        ("explain-language-text.txt", ["explain", "--rules", "signup.json", "--language", "de"], 0),
        ("explain-language-json.txt", ["explain", "--rules", "orders.json", "--format", "json", "--language", "pl"], 0),
        ("explain-language-fallback.txt", ["explain", "--rules", "signup.json", "--scenario", "admin", "--language", "zh-HK"], 0),
    ]

    @Test(arguments: goldens)
    func golden(name: String, arguments: [String], status: Int32) throws {
        try CLI.expectGoldenRun(name, arguments, status: status)
    }

    /// The heading of the messages names the language and the catalogs they come from when
    /// those are not the language's own.
    @Test(arguments: [
        ("de", "de"), ("de-AT", "de-AT, from de"), ("zh-HK", "zh-HK, from zh-TW"), ("zh-TW", "zh-TW"),
        ("sr-ME", "sr-ME, from sr-Latn"), ("uz-Cyrl", "uz-Cyrl, from uz-CY"), ("uz-Cy", "uz-CY"),
        ("pt-BR", "pt-BR"), ("en-GB", "en-GB"),
    ])
    func theMessagesHeadingNamesTheirCatalogs(tag: String, heading: String) throws {
        #expect(ExplainCommand.heading(try #require(MessageLanguage(tag))) == heading)
    }

    /// The JSON names the catalog the messages come from when it is another locale's, as the
    /// text heading does.
    @Test(arguments: [
        ("de-AT", #","language":"de-AT","messagesFrom":"de"}"#), ("zh-HK", #","language":"zh-HK","messagesFrom":"zh-TW"}"#),
        ("de", #","language":"de"}"#),
    ])
    func theJSONNamesTheCatalogOfTheMessages(tag: String, ending: String) {
        let result = CLI.run(["explain", "--rules", "signup.json", "--format", "json", "--language", tag])
        #expect(result.stdout.hasSuffix(ending + "\n"), "\(result.stdout.suffix(80))")
        #expect(result.status == 0)
    }

    @Test func explainWithATagWithoutMessagesListsEnglishAndWarns() {
        let text = CLI.run(["explain", "--rules", "signup.json", "--scenario", "admin", "--language", "gr"])
        #expect(text.stdout.hasSuffix("""

              messages (en-US):
                #0 required  required.blank   {attribute} cannot be blank.
                #1 string    string.invalid   {attribute} must be a string.
                #1 string    string.tooShort  {attribute} is too short.
                #1 string    string.tooLong   {attribute} is too long.
                #4 in        in.invalid       {attribute} is invalid.

            """))
        #expect(text.stderr == "model-validate: no messages for \"gr\"; using English\n")
        #expect(text.status == 0)
        let json = CLI.run(["explain", "--rules", "signup.json", "--format", "json", "--language", "gr"])
        #expect(json.stdout.hasSuffix(#","language":"en-US"}"# + "\n"))
        #expect(json.stdout.contains(#""messages":{"required.blank":"{attribute} cannot be blank."}"#))
        #expect(json.stderr == text.stderr)
    }

    /// A schema whose scenarios leave out the default one is explained scenario by scenario,
    /// as any other (it was refused: the template was built in the default scenario).
    @Test func aSchemaWithoutTheDefaultScenarioIsExplained() {
        let json = CLI.run(["explain", "--rules", "scenarios-only.json", "--format", "json"])
        #expect(json.stdout == #"{"scenarios":[{"name":"register","active":["email","password"],"safe":["email","password"],"unsafe":[],"required":["email","password"],"rules":{"email":[{"index":0,"type":"required"},{"index":1,"type":"email"}],"password":[{"index":0,"type":"required"}]},"notInJSONSchema":[]},{"name":"update","active":["email"],"safe":["email"],"unsafe":[],"required":["email"],"rules":{"email":[{"index":0,"type":"required"},{"index":1,"type":"email"}]},"notInJSONSchema":[]}]}"# + "\n")
        #expect(json.stderr == "")
        #expect(json.status == 0)
        let text = CLI.run(["explain", "--rules", "scenarios-only.json", "--scenario", "update"])
        #expect(text.stdout == """
            Scenario "update"
              active:   email
              safe:     email
              unsafe:   (none)
              required: email

              attribute  safe  required  rules in run order
              email      yes   yes       #0 required
                                         #1 email

              not in its JSON Schema: (none)

            """)
        #expect(text.status == 0)
    }

    static let failures: [([String], String)] = [
        (["explain", "--rules", "signup.json", "--scenario", "nope"],
         "model-validate: signup.json: unknown scenario \"nope\" (the schema declares: default, admin)\n"),
        (["explain"], "model-validate: explain needs --rules SCHEMA.json\n"),
        (["explain", "--rules", "scenarios-only.json", "--scenario", "default"],
         "model-validate: scenarios-only.json: unknown scenario \"default\" (the schema declares: register, update)\n"),
    ]

    @Test(arguments: failures)
    func failuresAreOneLineAndExitTwo(arguments: [String], message: String) {
        let result = CLI.run(arguments)
        #expect(result.stderr == message)
        #expect(result.status == 2)
    }
}
