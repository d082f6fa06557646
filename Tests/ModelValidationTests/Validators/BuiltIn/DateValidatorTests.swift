import Testing
@testable import ModelValidation

/// Validates `day` under one date rule on a model with `day` and `ts`, `ts` starting as
/// `"untouched"`; returns the codes and messages of `day` and both values afterwards.
private func runWithTimestamp(
    _ parameters: AttributeObject, day: AttributeValue, type: String = "date", skipOnEmpty: Bool? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (codes: [String], messages: [String], day: AttributeValue, ts: AttributeValue) {
    var model = makeModel(["day", "ts"], [Rule(["day"], type, parameters, skipOnEmpty: skipOnEmpty)],
                          sourceLocation: sourceLocation)
    _ = model.setValue(day, of: "day")
    _ = model.setValue("untouched", of: "ts")
    check(&model, sourceLocation: sourceLocation)
    return (codes(model, "day"), model.errors.messages(for: "day"), model.value(of: "day") ?? .null,
            model.value(of: "ts") ?? .null)
}

struct DateValidatorTests {
    @Test(arguments: [
        ("php:Y-m-d", AttributeValue.string("2013-09-13"), true), ("php:Y-m-d", "2013-2-3", true),
        ("php:Y-m-d", "2013-02-29", false), ("php:Y-m-d", " 2013-09-13", false), ("php:Y-m-d", "20121212", false),
        ("php:Y-m-d", 1_379_030_400, false), ("php:U", 1_379_030_400, true), ("php:U", "1379030400", true),
        ("php:Y-m-d", true, false), ("php:Y-m-d", false, false), ("php:Y-m-d", ["a"], false), ("php:Y-m-d", 1.5, false),
        ("yyyy-MM-dd", "2013-09-13", true), ("yyyy-MM-dd", "2012-12-12foo", false), ("yyyy-MM-dd", "13-09-13", true),
        ("dd.MM.yyyy", "31.7.2013", true), ("dd.MM.yyyy", "32.01.2013", false), ("MM/dd/yyyy", "13/09/2013", false),
    ] as [(String, AttributeValue, Bool)])
    func acceptsWhatYiiAccepts(format: String, value: AttributeValue, valid: Bool) {
        #expect(run("date", ["format": .string(format)], value: value).codes == (valid ? [] : ["date.invalid"]))
    }

    @Test func invalidMessageHasAttributeAndValue() {
        let result = run("date", ["format": "php:Y-m-d"], value: "nope")
        #expect(result.messages == ["The format of Attr is invalid."])
        var model = makeModel(["day"], [Rule(["day"], "date", ["format": "php:Y-m-d"], message: "{attribute} '{value}' is not a date")])
        _ = model.setValue("nope", of: "day")
        check(&model)
        #expect(model.errors.messages(for: "day") == ["Day 'nope' is not a date"])
    }

    @Test func presetsDependOnTheAlias() {
        #expect(run("date", value: "Sep 13, 2013").codes == [])
        #expect(run("date", value: "2013-09-13").codes == ["date.invalid"])
        #expect(run("datetime", value: "Sep 13, 2013, 2:23:15\u{202F}PM").codes == [])
        #expect(run("datetime", value: "Sep 13, 2013, 2:23:15 PM").codes == ["date.invalid"])
        #expect(run("time", value: "2:23:15\u{202F}PM").codes == [])
        #expect(run("time", ["format": "HH:mm"], value: "24:00").codes == ["date.invalid"])
        #expect(run("date", ["format": "short"], value: "9/13/2013").codes == [])
    }

    @Test func limitsAreInclusiveAndShownAsWritten() {
        let limits: AttributeObject = ["format": "yyyy-MM-dd", "min": "1900-01-01", "max": "2000-01-01"]
        #expect(run("date", limits, value: "2000-01-01").codes == [])
        #expect(run("date", limits, value: "1900-01-01").codes == [])
        let small = run("date", limits, value: "1899-12-31")
        #expect(small.codes == ["date.tooSmall"])
        #expect(small.messages == ["Attr must be no less than 1900-01-01."])
        let big = run("date", limits, value: "2000-01-02")
        #expect(big.codes == ["date.tooBig"])
        #expect(big.messages == ["Attr must be no greater than 2000-01-01."])
        #expect(run("date", ["format": "yyyy-MM-dd", "min": "1920-01-01"], value: "14-09-13").codes == ["date.tooSmall"])
    }

    @Test func timestampLimitsAndCustomTexts() {
        let rule: AttributeObject = ["format": "php:Y-m-d", "min": 1_379_030_400, "tooSmall": "{attribute} before {min}"]
        #expect(run("date", rule, value: "2013-09-12").messages == ["Attr before 1379030400"])
        #expect(run("date", rule, value: "2013-09-13").codes == [])
        let named: AttributeObject = ["format": "php:Y-m-d", "max": "2010-12-31", "maxString": "the end of 2010"]
        #expect(run("date", named, value: "2011-01-01").messages == ["Attr must be no greater than the end of 2010."])
    }

    @Test func badConfigurationIsARuleError() {
        #expect(ruleError([Rule(["a"], "date", ["format": "php:Y-m-d", "min": "yesterday"])])?.reason
            == "Invalid min date value: yesterday")
        #expect(ruleError([Rule(["a"], "date", ["max": "2000-01-01"])])?.path == "rules[0].max")
        #expect(ruleError([Rule(["a"], "date", ["timeZone": "Mars/Olympus"])])?.path == "rules[0].timeZone")
        #expect(ruleError([Rule(["a"], "date", ["format": "yyyy-MM-dd QQ"])])?.path == "rules[0].format")
        #expect(ruleError([Rule(["a"], "date", ["min": [1]])])?.path == "rules[0].min")
        // A limit as messages show it is a scalar; Yii fails showing an array ("Array to string").
        let shownAsArray = ruleError([Rule(["a"], "date", ["format": "php:Y-m-d", "min": "2000-01-01", "minString": []])])
        #expect(shownAsArray?.path == "rules[0].minString")
        #expect(shownAsArray?.reason == "expected a string or a number, got array")
        #expect(ruleError([Rule(["a"], "date", ["maxString": ["a": 1]])])?.path == "rules[0].maxString")
        #expect(ruleError([Rule(["a"], "date", ["format": "php:Y-m-d", "min": "2000-01-01", "minString": 5])]) == nil)
        #expect(ruleError([Rule(["a"], "date", ["format": "php:Y-m-d", "min": "2000-01-01", "timestampAttributeFormat": nil])]) == nil)
    }

    /// An ICU `timestampAttributeFormat` is converted to PHP letters when the rule is built, at
    /// a cost of its length times its quoted texts: one over 1,024 bytes is a rule error, in
    /// a moment, where converting 80 KB of quoted texts took minutes.
    @Test func aLongICUTimestampFormatIsARuleError() {
        func rule(_ format: String) -> [Rule] {
            [Rule(["a"], "date", ["format": "php:Y-m-d", "timestampAttribute": "ts", "timestampAttributeFormat": .string(format)])]
        }
        let quoted = "yyyy" + String(repeating: " 'a'", count: 255)
        #expect(quoted.utf8.count == 1_024)
        #expect(ruleError(rule(quoted)) == nil)
        #expect(runWithTimestamp(["format": "php:Y-m-d", "timestampAttribute": "ts", "timestampAttributeFormat": .string(quoted)],
                                 day: "2013-09-13").ts == .string("2013" + String(repeating: " a", count: 255)))
        let long = ruleError(rule(quoted + " 'a'" + String(repeating: " 'a'", count: 20_000)))
        #expect(long?.path == "rules[0].timestampAttributeFormat")
        #expect(long?.reason == "an ICU pattern of 81028 bytes; at most 1024 are converted to PHP letters")
        // A PHP format is used as it is, whatever its length.
        #expect(ruleError(rule("php:Y" + String(repeating: " \\a", count: 2_000))) == nil)
    }

    @Test func writesTheTimestamp() {
        let written = runWithTimestamp(["format": "php:Y-m-d", "timestampAttribute": "ts"], day: "2013-09-13")
        #expect(written.codes == [])
        #expect(written.ts == 1_379_030_400)
        #expect(runWithTimestamp(["format": "php:Y-m-d", "timestampAttribute": "ts"], day: "nope").ts == "untouched")
        let formatted: AttributeObject = ["format": "php:Y-m-d", "timestampAttribute": "ts", "timestampAttributeFormat": "php:d.m.Y"]
        #expect(runWithTimestamp(formatted, day: "2013-09-13").ts == "13.09.2013")
        let unix: AttributeObject = ["format": "yyyy-MM-dd", "timestampAttribute": "ts", "timestampAttributeFormat": "php:U"]
        #expect(runWithTimestamp(unix, day: "2013-09-13").ts == "1379030400")
        let limited: AttributeObject = ["format": "php:Y-m-d", "timestampAttribute": "ts", "max": "2000-01-01"]
        #expect(runWithTimestamp(limited, day: "2013-09-13").ts == "untouched")
    }

    /// Yii writes a formatted timestamp with PHP: an ICU pattern as `FormatConverter` turns it
    /// into PHP letters, a preset as the language's date pattern whatever the rule's type.
    @Test func writesTheFormattedTimestampAsYiiDoes() throws {
        func written(_ type: String, _ format: String, _ value: String = "2013-09-13 14:23:15") -> AttributeValue {
            runWithTimestamp([
                "format": "php:Y-m-d H:i:s", "timestampAttribute": "ts", "timestampAttributeFormat": .string(format),
                "timestampAttributeTimeZone": "Europe/Berlin",
            ], day: .string(value), type: type).ts
        }
        #expect(written("datetime", "medium") == "Sep 13, 2013")
        #expect(written("time", "short") == "9/13/13")
        #expect(written("datetime", "yyyy-MM-dd HH:mm:ss.SSS z") == "2013-09-13 16:23:15. CEST")
        #expect(written("datetime", "H:m:s") == "16:23:15")
        #expect(written("datetime", "yyyy-MM-dd'T'HH:mm:ssXXX") == "2013-09-13T16:23:15+02:00, Z")
        #expect(written("date", "y-MM-dd", "0005-09-03 00:00:00") == "0005-09-03")
        // The validation's language picks the preset's date pattern.
        var model = makeModel(["day", "ts"], [Rule(["day"], "datetime", [
            "format": "php:Y-m-d H:i:s", "timestampAttribute": "ts", "timestampAttributeFormat": "medium",
        ])])
        _ = model.setValue("2013-09-13 14:23:15", of: "day")
        #expect(try model.validate(language: MessageLanguage(LocaleIdentifier("de")!)))
        #expect(model.value(of: "ts") == "13.09.2013")
        #expect(try model.validate(language: MessageLanguage(LocaleIdentifier("ru")!)))
        #expect(model.value(of: "ts") == "Sep 13, 2013")
    }

    @Test func emptyValuesClearTheTimestampOnlyWhenNotSkipped() {
        let rule: AttributeObject = ["format": "php:Y-m-d", "timestampAttribute": "ts"]
        #expect(runWithTimestamp(rule, day: "").ts == "untouched")
        let cleared = runWithTimestamp(rule, day: "", skipOnEmpty: false)
        #expect(cleared.codes == [])
        #expect(cleared.ts == .null)
        #expect(run("date", ["format": "php:Y-m-d"], value: [], skipOnEmpty: false).codes == [])
    }

    /// A rule's parameters, a value and the timestamp attribute it writes.
    struct TimestampCase: Sendable, CustomTestStringConvertible {
        let parameters: AttributeObject
        let day: AttributeValue
        let ts: AttributeValue
        var testDescription: String { "\(day) → \(ts)" }
    }

    /// The zones a `date` rule reads and writes in. Zone names match whatever the case of their
    /// ASCII letters, as PHP's `DateTimeZone` matches them, and are the tz database's spelling
    /// where a format writes them (`e`); a zone named in the value is read as PHP reads it.
    @Test(arguments: [
        TimestampCase(parameters: ["format": "yyyy-MM-dd HH:mm:ss", "timestampAttribute": "ts", "timeZone": "Europe/Berlin"],
                      day: "2013-09-13 16:23:15", ts: 1_379_082_195),
        TimestampCase(parameters: ["format": "yyyy-MM-dd", "timestampAttribute": "ts", "timeZone": "Europe/Berlin"],
                      day: "2013-09-13", ts: 1_379_030_400),
        TimestampCase(parameters: ["format": "php:Y-m-d", "timestampAttribute": "ts", "defaultTimeZone": "Europe/Warsaw"],
                      day: "2017-06-15", ts: 1_497_477_600),
        TimestampCase(parameters: ["format": "yyyy-MM-dd HH:mm", "timestampAttribute": "ts", "timeZone": "Asia/Tokyo",
                                   "timestampAttributeFormat": "yyyy-MM-dd HH:mm:ss",
                                   "timestampAttributeTimeZone": "America/New_York"],
                      day: "2013-09-13 09:00", ts: "2013-09-12 20:00:00"),
        TimestampCase(parameters: ["format": "yyyy-MM-dd HH:mm", "timestampAttribute": "ts", "timeZone": "europe/paris",
                                   "timestampAttributeFormat": "php:Y-m-d H:i:s e T",
                                   "timestampAttributeTimeZone": "AMERICA/NEW_YORK"],
                      day: "2013-09-13 16:23", ts: "2013-09-13 10:23:00 America/New_York EDT"),
        TimestampCase(parameters: ["format": "yyyy-MM-dd HH:mm", "timestampAttribute": "ts", "timeZone": "EUROPE/Paris"],
                      day: "2013-09-13 16:23", ts: 1_379_082_180),
        TimestampCase(parameters: ["format": "php:Y-m-d", "timestampAttribute": "ts", "defaultTimeZone": "etc/utc",
                                   "timestampAttributeFormat": "php:e", "timestampAttributeTimeZone": "utc"],
                      day: "2013-09-13", ts: "UTC"),
        TimestampCase(parameters: ["format": "php:Y-m-d H:i e", "timestampAttribute": "ts"],
                      day: "2013-09-13 16:23 europe/paris", ts: 1_379_082_180),
    ])
    func timestampInZones(_ example: TimestampCase) {
        #expect(runWithTimestamp(example.parameters, day: example.day).ts == example.ts)
    }

    /// A zone name that is none, in the value or in the rule.
    @Test func unknownTimeZoneNames() {
        let named: AttributeObject = ["format": "php:Y-m-d H:i e", "timestampAttribute": "ts"]
        #expect(runWithTimestamp(named, day: "2013-09-13 16:23 europe/pariss").codes == ["date.invalid"])
        #expect(ruleError([Rule(["a"], "date", ["timeZone": "europe/pariss"])])?.reason == "Unknown or bad time zone: europe/pariss")
    }

    @Test func timestampAttributeOnItself() {
        var model = makeModel(["d"], [Rule(["d"], "date", ["format": "php:Y/m/d", "timestampAttribute": "d"])])
        _ = model.setValue(1_379_030_400, of: "d")
        #expect(check(&model))
        #expect(model.value(of: "d") == 1_379_030_400)
        _ = model.setValue("invalid", of: "d")
        #expect(!check(&model))
        var formatted = makeModel(["d"], [Rule(["d"], "date", [
            "format": "php:Y/m/d", "timestampAttribute": "d", "timestampAttributeFormat": "php:Y-m-d",
        ])])
        _ = formatted.setValue("2013-09-13", of: "d")
        #expect(check(&formatted))
        #expect(formatted.value(of: "d") == "2013-09-13")
    }

    @Test func strictDateFormatFailsAValueThatIsNotAString() {
        // Yii compares the date formatted back, a string, with the value by `!==`.
        #expect(run("date", ["format": "php:U", "strictDateFormat": true], value: 1_379_030_400).codes == ["date.invalid"])
        #expect(run("date", ["format": "yyyyMMdd", "strictDateFormat": true], value: 20_130_913).codes == ["date.invalid"])
        #expect(run("date", ["format": "php:U", "strictDateFormat": true], value: "1379030400").codes == [])
        #expect(run("date", ["format": "php:U"], value: 1_379_030_400).codes == [])
    }

    @Test func strictDateFormatNeedsARoundTrip() {
        #expect(run("date", ["format": "yyyy-MM-dd", "strictDateFormat": true], value: "13-03-19").codes == ["date.invalid"])
        #expect(run("date", ["format": "yyyy-MM-dd", "strictDateFormat": true], value: "0013-03-19").codes == [])
        #expect(run("date", ["format": "php:Y-m-d", "strictDateFormat": true], value: "13-3-19").codes == ["date.invalid"])
        #expect(run("date", ["format": "php:Y-m-d", "strictDateFormat": true], value: "2013-03-19").codes == [])
    }

    /// Twins of the examples in Docs/Rules.md.
    @Test func documentedExamples() throws {
        let json = try JSONReader.parse("""
            [{"attributes": ["birthday"], "type": "date", "format": "php:Y-m-d", "max": "2010-12-31", "timestampAttribute": "birthdayTs"}]
            """)
        var person = DynamicModel(attributes: ["birthday", "birthdayTs"], ruleSet: try RuleSet(json: json))
        _ = person.setValue("2001-02-03", of: "birthday")
        #expect(try person.validate())
        #expect(person.value(of: "birthdayTs") == 981_158_400)
        _ = person.setValue("2011-02-03", of: "birthday")
        #expect(try !person.validate())
        #expect(person.firstError("birthday") == "Birthday must be no greater than 2010-12-31.")

        var event = try DynamicModel(attributes: ["startsAt", "startsAtUTC"], rules: [
            Rule(["startsAt"], "datetime", ["format": "yyyy-MM-dd HH:mm", "timeZone": "Europe/Berlin",
                                             "timestampAttribute": "startsAtUTC",
                                             "timestampAttributeFormat": "php:Y-m-d H:i:s"]),
        ])
        _ = event.setValue("2013-09-13 16:23", of: "startsAt")
        #expect(try event.validate())
        #expect(event.value(of: "startsAtUTC") == "2013-09-13 14:23:00")
    }

    /// A `timestampAttribute` the model lacks stops the validation when the rule writes it, as
    /// Yii's write of an unknown property throws: after a valid date, and for an empty value,
    /// which writes `null`; an invalid date writes nothing and fails as usual.
    @Test func aTimestampAttributeTheModelLacksStopsTheValidation() throws {
        var model = try DynamicModel(attributes: ["day", "b"], rules: [
            Rule(["day"], "date", ["format": "php:Y-m-d", "timestampAttribute": "ts"], skipOnEmpty: false),
            Rule(["b"], "required"),
        ])
        model["day"] = "2013-09-13"
        #expect(throws: ModelError(.unknownAttribute, name: "ts")) { try model.validate() }
        #expect(model.errors.isEmpty)
        model["day"] = .null
        #expect(throws: ModelError(.unknownAttribute, name: "ts")) { try model.validate() }
        model["day"] = "nope"
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.code) == ["date.invalid", "required.blank"])
    }
}
