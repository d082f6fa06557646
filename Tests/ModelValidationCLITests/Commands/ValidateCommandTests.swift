#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `validate` on small fixture files, compared with golden outputs for each format.
struct ValidateCommandTests {
    static let goldens: [(String, [String], Int32)] = [
        ("validate-json.txt", ["validate", "--rules", "signup.json", "signups.ndjson"], 1),
        ("validate-text.txt", ["validate", "--rules", "signup.json", "--format", "text", "signups.ndjson", "signups-array.json", "signup-one.json"], 1),
        ("validate-strict.txt", ["validate", "--rules", "signup.json", "--strict", "--format=text", "signups.ndjson"], 1),
        ("validate-admin.txt", ["validate", "--rules", "signup.json", "--scenario", "admin", "signups.ndjson"], 1),
        ("validate-summary-text.txt", ["validate", "--rules", "signup.json", "--summary", "--format", "text", "signups.ndjson", "signups-array.json"], 1),
        ("validate-summary-json.txt", ["validate", "--rules", "signup.json", "--summary", "signups.ndjson", "signups-array.json"], 1),
        ("validate-array.txt", ["validate", "--rules", "signup.json", "signups-array.json"], 1),
        ("validate-one.txt", ["validate", "--rules", "signup.json", "signup-one.json"], 0),
        ("validate-orders-json.txt", ["validate", "--rules", "orders.json", "orders.ndjson"], 1),
        ("validate-orders-text.txt", ["validate", "--rules", "orders.json", "--format", "text", "orders.ndjson"], 1),
        ("validate-orders-summary.txt", ["validate", "--rules", "orders.json", "--summary", "--format", "text", "orders.ndjson"], 1),
        ("validate-language-ru.txt", ["validate", "--rules", "signup.json", "--format", "text", "--language", "ru", "signups.ndjson"], 1),
        ("validate-language-de-strict.txt", ["validate", "--rules", "signup.json", "--strict", "--language=de", "signups.ndjson"], 1),
        ("validate-language-ar-orders.txt", ["validate", "--rules", "orders.json", "--language", "ar", "orders.ndjson"], 1),
        ("help-main.txt", ["--help"], 0),
        ("help-validate.txt", ["validate", "--help"], 0),
        ("help-explain.txt", ["explain", "--help"], 0),
        ("help-check.txt", ["check", "--help"], 0),
        ("help-eval.txt", ["eval", "--help"], 0),
        ("help-help.txt", ["help", "help"], 0),
    ]

    @Test(arguments: goldens)
    func golden(name: String, arguments: [String], status: Int32) throws {
        try CLI.expectGoldenRun(name, arguments, status: status)
    }

    @Test func readsStandardInputAndFilesInOrder() {
        let result = CLI.run(["validate", "--rules", "signup.json", "--format", "text", "signup-one.json", "-"],
                             input: #"{"name": "Zed"}"# + "\n")
        #expect(result.stdout == """
            -:1: invalid
              email: E-mail cannot be blank. (required.blank)

            2 records: 1 valid, 1 invalid

            """)
        #expect(result.status == 1)
    }

    @Test func allValidTextReportIsTheCountLine() {
        let result = CLI.run(["validate", "--rules", "signup.json", "--format", "text"],
                             input: #"{"name": "Zed", "email": "z@example.com"}"#)
        #expect(result.stdout == "1 record: 1 valid, 0 invalid\n")
        #expect(result.status == 0)
    }

    @Test func strictModeKeysErrorsByTheRefusedKey() {
        let result = CLI.run(["validate", "--rules", "signup.json", "--strict"],
                             input: #"{"name": "Zed", "email": "z@example.com", "isAdmin": 1, "x": 2}"#)
        #expect(result.stdout.contains(#""errors":{"isAdmin":[{"code":"assignment.unsafe","message":"Administrator cannot be assigned in this scenario."}],"x":[{"code":"assignment.unknown","message":"X is not an attribute of the schema."}]}"#))
        #expect(result.status == 1)
    }

    @Test func aRepeatedKeyKeepsItsFirstPlaceAndLastValue() {
        // As PHP's json_decode reads it: the record is assigned as the parsed object.
        let result = CLI.run(["validate", "--rules", "signup.json", "--strict"],
                             input: #"{"name": "Zed", "x": 1, "email": "bad", "isAdmin": 1, "name": "Z", "x": 2, "email": "z@example.com"}"#)
        #expect(result.stdout.contains(#""errors":{"name":[{"code":"string.tooShort","message":"Name is too short."}],"isAdmin":[{"code":"assignment.unsafe","message":"Administrator cannot be assigned in this scenario."}],"x":[{"code":"assignment.unknown","message":"X is not an attribute of the schema."}]},"refused":{"unsafe":["isAdmin"],"unknown":["x"]},"attributes":{"name":"Z","email":"z@example.com","plan":"free","note":"","isAdmin":null}"#))
        #expect(result.status == 1)
    }

    @Test func nestedBodiesAreReportedByPath() {
        let result = CLI.run(["validate", "--rules", "orders.json", "--format", "text"],
                             input: #"{"userId": 1, "items": [{"sku": "A", "quantity": 1}, {"sku": "", "quantity": 1001}]}"#)
        #expect(result.stdout == """
            -:1: invalid
              items.1.sku: SKU cannot be blank. (required.blank)
              items.1.quantity: Quantity must be no greater than 1000. (number.tooBig)

            1 record: 0 valid, 1 invalid

            """)
        let strict = CLI.run(["validate", "--rules", "orders.json", "--strict"],
                             input: #"{"userId": 1, "items": [{"sku": "A", "quantity": 1, "price": 0}], "isAdmin": true}"#)
        #expect(strict.stdout.contains(#""errors":{"items.0.price":[{"code":"assignment.unsafe","message":"Price cannot be assigned in this scenario."}],"isAdmin":[{"code":"assignment.unknown","message":"Is Admin is not an attribute of the schema."}]},"refused":{"unsafe":["items.0.price"],"unknown":["isAdmin"]}"#))
        #expect(strict.stdout.contains(#""attributes":{"userId":1,"items":[{"sku":"A","quantity":1,"price":null}],"shipping":null}"#))
    }

    @Test func eachReportsTheIndexOfTheElement() {
        let text = CLI.run(["validate", "--rules", "tags.json", "--format", "text"], input: #"{"tags": ["ok", "long", 7, "fine"]}"#)
        #expect(text.stdout == """
            -:1: invalid
              tags.1: Tags should contain at most 3 characters. (string.tooLong)
              tags.2: Tags must be a string. (string.invalid)
              tags.3: Tags should contain at most 3 characters. (string.tooLong)

            1 record: 0 valid, 1 invalid

            """)
        let json = CLI.run(["validate", "--rules", "tags.json"], input: #"{"tags": ["ok", "long"]}"#)
        #expect(json.stdout.contains(#""errors":{"tags.1":[{"code":"string.tooLong","message":"Tags should contain at most 3 characters."}]}"#))
        #expect(json.status == 1)
    }

    @Test func withoutStrictRefusedKeysAreOnlyListed() {
        let result = CLI.run(["validate", "--rules", "signup.json"],
                             input: #"{"name": "Zed", "email": "z@example.com", "isAdmin": 1}"#)
        #expect(result.stdout.contains(#""valid":true,"errors":{},"refused":{"unsafe":["isAdmin"],"unknown":[]}"#))
        #expect(result.status == 0)
    }

    /// The text report keeps each failure on its line: line breaks and controls in attribute
    /// names, labels and messages are escaped (a tab stays), in the blocks and the summary.
    @Test func textLinesEscapeLineBreaks() {
        let result = CLI.run(["validate", "--rules", "control-characters.json", "--format", "text"], input: "{}")
        #expect(result.stdout == """
            -:1: invalid
              a\\nb: A\\nB\\r\\nis missing (required.blank)
              c: Tab\there\\u{2028}there\\r\\nis missing (required.blank)

            1 record: 0 valid, 1 invalid

            """)
        #expect(result.status == 1)
        let summary = CLI.run(["validate", "--rules", "control-characters.json", "--format", "text", "--summary"], input: "{}")
        #expect(summary.stdout == """
            1 record: 0 valid, 1 invalid

            Invalid records by attribute:
              a\\nb  1
              c     1

            Errors by code:
              required.blank  2

            """)
    }

    static let usageErrors: [([String], String)] = [
        (["validate", "signups.ndjson"], "model-validate: validate needs --rules SCHEMA.json\n"),
        (["validate", "--rules", "missing.json"], "model-validate: missing.json: No such file or directory\n"),
        (["validate", "--rules", "signup.json", "--scenario", "nope"],
         "model-validate: signup.json: unknown scenario \"nope\" (the schema declares: default, admin)\n"),
        (["validate", "--rules", "scenarios-only.json"],
         "model-validate: scenarios-only.json: unknown scenario \"default\" (the schema declares: register, update); name one with --scenario\n"),
        (["validate", "--rules", "signup.json", "missing.ndjson"], "model-validate: missing.ndjson: No such file or directory\n"),
        (["validate", "--rules", "signup.json", "--format", "xml"], "model-validate: --format must be json or text, not \"xml\"\n"),
        (["validate", "--rules", "broken-schema.json"],
         "model-validate: broken-schema.json: extra: unknown key (expected attributes, labels, rules, scenarios) (and 9 more; run \"model-validate check\" to list them)\n"),
        (["validate", "--rules", "signup.json", "--bogus"], "model-validate: unknown option --bogus\n"),
        (["validate", "--rules", "signup.json", "--strict=yes"], "model-validate: --strict takes no value\n"),
        (["validate", "--rules", "signup.json", "--max-record-size", "99999999999999999999"],
         "model-validate: --max-record-size needs a number of bytes from 1 to 9223372036854775807, not \"99999999999999999999\"\n"),
        (["validate", "--rules", "signup.json", "--max-record-size", "0"],
         "model-validate: --max-record-size needs a number of bytes from 1 to 9223372036854775807, not \"0\"\n"),
        (["validate", "--rules", "signup.json", "--jobs", "abc"], "model-validate: --jobs needs a number of jobs from 1 to 256, not \"abc\"\n"),
        (["validate", "--rules", "signup.json", "--format", "text", "signups.ndjson", "--format", "json"],
         "model-validate: --format is given twice (\"text\" and \"json\"); give it once\n"),
        (["validate", "--rules", "signup.json", "--language", "not a tag"],
         "model-validate: --language needs a language tag such as de or pt-BR, not \"not a tag\"\n"),
        (["explain", "--rules", "signup.json", "--language", "x"],
         "model-validate: --language needs a language tag such as de or pt-BR, not \"x\"\n"),
        (["frobnicate"], "model-validate: unknown command \"frobnicate\"\n"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsAreOneLineAndExitTwo(arguments: [String], message: String) {
        let result = CLI.run(arguments)
        #expect(result.stderr == message)
        #expect(result.stdout == "")
        #expect(result.status == 2)
    }

    @Test func theLanguageAppliesToEveryRecordAndItsNumbers() {
        let result = CLI.run(["validate", "--rules", "orders.json", "--format", "text", "--language", "de"],
                             input: #"{"userId": 1, "items": [{"sku": "A", "quantity": 1001}]}"#)
        #expect(result.stdout == """
            -:1: invalid
              items.0.quantity: Quantity darf nicht größer als 1000 sein. (number.tooBig)

            1 record: 0 valid, 1 invalid

            """)
        #expect(result.status == 1)
    }

    /// A well-formed tag without messages is no usage error: the report is the English one,
    /// plurals and numbers included, and one line on standard error says so.
    @Test(arguments: ["gr", "tlh", "GR_gr"])
    func aTagWithoutMessagesIsReportedInEnglishWithAWarning(tag: String) {
        let warning = "model-validate: no messages for \"\(tag)\"; using English\n"
        for format in ["text", "json"] {
            let english = CLI.run(["validate", "--rules", "orders.json", "--format", format, "orders.ndjson"])
            let result = CLI.run(["validate", "--rules", "orders.json", "--format", format, "--language", tag, "orders.ndjson"])
            #expect(result.stdout == english.stdout)
            #expect(result.stderr == warning)
            #expect(result.status == english.status)
            #expect(result.status == 1)
        }
        let parallel = CLI.run(["validate", "--rules", "signup.json", "--summary", "--jobs", "2", "--language", tag, "signups.ndjson"])
        #expect(parallel.stdout == CLI.run(["validate", "--rules", "signup.json", "--summary", "signups.ndjson"]).stdout)
        #expect(parallel.stderr == warning)
    }

    /// The English used is Yii's en-US: its plural rules and numbers, not the unknown
    /// language's (CLDR has no rules for `gr`, so ICU would say `1 items`).
    @Test func aTagWithoutMessagesResolvesToEnglish() throws {
        let parsed = try ArgumentParser.parse(["--language", "gr"], options: ["--language"], flags: [])
        let (language, warning) = try parsed.language()
        #expect(language == MessageLanguage.english)
        #expect(warning == "model-validate: no messages for \"gr\"; using English\n")
        let items = "{attribute} should contain at least {min, number} {min, plural, one{item} other{items}}."
        #expect(language?.formatter.format(items, arguments: ["attribute": "Items", "min": 1]) == "Items should contain at least 1 item.")
        let german = try ArgumentParser.parse(["--language", "de-AT"], options: ["--language"], flags: []).language()
        #expect(german.language?.description == "de-AT")
        #expect(german.warning == nil)
        let none = try ArgumentParser.parse([], options: ["--language"], flags: []).language()
        #expect(none.language == nil)
        #expect(none.warning == nil)
    }

    @Test(arguments: ["en", "en-GB", "en_US", "de-AT", "zh-HK", "zh-Hant", "uz-Cyrl", "sr-ME", "kz"])
    func aTagWithMessagesOrInEnglishGetsNoWarning(tag: String) {
        let result = CLI.run(["validate", "--rules", "signup.json", "--language", tag, "signups.ndjson"])
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    @Test func theWarningIsNotAddedToAUsageError() {
        let missing = CLI.run(["validate", "--rules", "signup.json", "--language", "gr", "missing.ndjson"])
        #expect(missing.stderr == "model-validate: missing.ndjson: No such file or directory\n")
        #expect(missing.status == 2)
        let schema = CLI.run(["explain", "--rules", "missing.json", "--language", "gr"])
        #expect(schema.stderr == "model-validate: missing.json: No such file or directory\n")
        #expect(schema.status == 2)
    }

    @Test func helpHasAnExample() {
        for command in ["validate", "explain", "check", "eval"] {
            let result = CLI.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Usage: model-validate \(command)"))
            #expect(result.stdout.contains("Example:\n  "))
        }
        #expect(CLI.run(["--version"]).stdout == "model-validate \(ModelValidateCommand.version)\n")
        #expect(CLI.run(["--help"]).stdout == HelpText.main)
    }

    /// Standard input can be read once: a second `-` read nothing and said nothing. It is a
    /// usage error, before the schema or any input is read.
    @Test(arguments: [["-", "-"], ["signups.ndjson", "-", "-"], ["-", "--", "-"], ["-", "signup-one.json", "-", "-"]])
    func standardInputGivenTwiceIsAUsageError(operands: [String]) {
        let result = CLI.run(["validate", "--rules", "signup.json", "--format", "text"] + operands,
                             input: #"{"name": "Zed", "email": "z@example.com"}"# + "\n")
        #expect(result.stdout == "")
        #expect(result.stderr == "model-validate: standard input (\"-\") is given twice; give it once\n")
        #expect(result.status == 2)
        let missingSchema = CLI.run(["validate", "--rules", "missing.json"] + operands)
        #expect(missingSchema.stderr == "model-validate: standard input (\"-\") is given twice; give it once\n")
    }

    /// A schema with a key written twice is refused, naming the first (see `CheckCommandTests`).
    @Test func refusesASchemaWithRepeatedKeys() {
        let result = CLI.run(["validate", "--rules", "repeated-keys-schema.json"], input: "{}\n")
        #expect(result.stdout == "")
        #expect(result.stderr == """
            model-validate: repeated-keys-schema.json: labels.name: repeated key; only its last value is read \
            (and 3 more; run "model-validate check" to list them)

            """)
        #expect(result.status == 2)
    }

    @Test func noProgressWhenStandardErrorIsNotATerminal() {
        let lines = String(repeating: #"{"name": "Zed", "email": "z@example.com"}"# + "\n", count: 5000)
        let result = CLI.run(["validate", "--rules", "signup.json", "--summary"], input: lines)
        #expect(result.stderr == "")
        #expect(result.stdout == #"{"records":5000,"valid":5000,"invalid":0,"unreadable":0,"attributes":{},"codes":{}}"# + "\n")
    }
}

/// A UTF-8 byte order mark that opens an input or a rules file, as some editors save text, is
/// passed over (JSON's specification lets a reader ignore it); one inside an input is data,
/// and the record it opens is unreadable, with the mark named.
struct ByteOrderMarkTests {
    static let mark = "\u{FEFF}"
    static let valid = #"{"name": "Zed", "email": "z@example.com"}"#

    @Test func aMarkOpeningNDJSONIsPassedOver() {
        let result = CLI.run(["validate", "--rules", "signup.json", "--format", "text"], input: Self.mark + Self.valid + "\n")
        #expect(result.stdout == "1 record: 1 valid, 0 invalid\n")
        #expect(result.status == 0)
    }

    @Test(arguments: ["1", "2"])
    func aMarkOpeningAnArrayIsPassedOver(jobs: String) {
        let result = CLI.run(["validate", "--rules", "signup.json", "--jobs", jobs, "--format", "text"],
                             input: Self.mark + "[" + Self.valid + ", " + Self.valid + "]")
        #expect(result.stdout == "2 records: 2 valid, 0 invalid\n")
        #expect(result.status == 0)
    }

    /// Files written one after the other (`cat a.ndjson b.ndjson`) put the second file's mark at
    /// the start of a line: that line is reported, and the mark named.
    @Test func aMarkInsideTheInputIsReported() {
        let result = CLI.run(["validate", "--rules", "signup.json"], input: Self.mark + Self.valid + "\n" + Self.mark + Self.valid + "\n")
        #expect(result.stdout.split(separator: "\n").last == #"{"file":"-","line":2,"record":2,"valid":false,"error":"unexpected character U+FEFF (a byte order mark) (column 1)"}"#)
        #expect(result.status == 1)
    }

    @Test func aMarkOpeningTheRulesFileIsPassedOver() throws {
        let rules = try Fixture.bytes("cli/signup.json")
        let path = "/tmp/model-validate-bom-\(getpid()).json"
        let file = try #require(fopen(path, "w"))
        _ = fwrite(Array(Self.mark.utf8) + rules, 1, 3 + rules.count, file)
        fclose(file)
        defer { unlink(path) }
        let check = ModelValidateCommand.run(arguments: ["check", path], input: "")
        #expect(check.stdout == "\(path): ok (5 attributes, 6 rules, 2 scenarios)\n")
        #expect(check.status == 0)
        let validate = ModelValidateCommand.run(arguments: ["validate", "--rules", path, "--format", "text"], input: Self.valid)
        #expect(validate.stdout == "1 record: 1 valid, 0 invalid\n")
        #expect(validate.status == 0)
    }

    @Test func evalPassesOverAMarkOpeningItsInput() throws {
        let line = #"{"id":"b1","attributes":["a"],"rules":[{"attributes":["a"],"type":"required"}],"input":{"a":"x"}}"#
        let plain = CLI.run(["eval"], input: line + "\n")
        let marked = CLI.run(["eval"], input: Self.mark + line + "\n")
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix(#"{"id":"b1""#))
        #expect(marked.stdout == plain.stdout)
        #expect(marked.status == 0)
    }
}
