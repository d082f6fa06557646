import Testing
@testable import ModelValidation

/// The values every check is tried on: empty, blank, padded, numeric, long, multibyte, other types.
private let samples: [AttributeValue] = [
    .null, "", " ", "\t\n", "a", "ab", "abc", "  padded ", "UPPER", "lower", "Mixed1234", "user", "admin",
    "10", "1e1", " 10", "010", "12.5", "a@b.co", "name@example.com", "Name <name@example.com>",
    "http://example.com", "https://example.com/path?q=1", "ftp://example.com", "example.com", "http://пример.рф",
    "http://bad_host.com", "http://例子.测试/路径",
    .string(String(repeating: "é", count: 20)), .string(String(repeating: "x", count: 40)), "日本語テキスト", "e\u{301}",
    // Longer than a check counts the characters of at first look (see `StringValidator.countingLimit`).
    .string(String(repeating: "é", count: 200)), .string(String(repeating: "y", count: 300)),
    .int(0), .int(5), .int(13), .int(130), .int(131), .int(-1), .double(1.5), .bool(true), [1, 2], ["k": "v"],
]

struct ValueCheckTests {
    /// The validators a check covers, with the parameters that change what passes.
    private static let rules: [Rule] = [
        Rule(["v"], "required"),
        Rule(["v"], "required", ["strict": true]),
        Rule(["v"], "required", ["requiredValue": "abc"]),
        Rule(["v"], "string", ["min": 3, "max": 12]),
        Rule(["v"], "string", ["length": 3]),
        Rule(["v"], "string", ["max": 20]),
        Rule(["v"], "string", ["max": 250]),
        Rule(["v"], "string", ["min": 2.5, "max": 4.5]),
        Rule(["v"], "string", ["max": -1]),
        Rule(["v"], "string", ["min": 1e300]),
        Rule(["v"], "match", ["pattern": "/^[a-z]+$/"]),
        Rule(["v"], "match", ["pattern": "/[0-9]/", "not": true]),
        Rule(["v"], "email"),
        Rule(["v"], "email", ["allowName": true]),
        Rule(["v"], "trim"),
        Rule(["v"], "trim", ["chars": "x"]),
        Rule(["v"], "in", ["range": ["user", "admin", "10"]]),
        Rule(["v"], "in", ["range": ["user", 10], "strict": true]),
        Rule(["v"], "in", ["range": ["user"], "not": true]),
        Rule(["v"], "in", ["range": ["user", "admin"]]),
        Rule(["v"], "url"),
        Rule(["v"], "url", ["validSchemes": ["http"], "defaultScheme": "http"]),
        Rule(["v"], "url", ["enableIDN": true]),
        Rule(["v"], "integer", ["min": 13, "max": 130]),
        Rule(["v"], "integer", ["min": 1.5]),
        Rule(["v"], "number", ["max": 100]),
        Rule(["v"], "integer", ["min": 10, "max": 5]),
    ]

    /// `rule` built alone: its rule set, its validator and the validator's check.
    private static func built(_ rule: Rule) throws -> (RuleSet, any Validator, any ValueCheck) {
        let set = try RuleSet([rule])
        let validator = try #require(set.rules.first?.validator)
        return (set, validator, try #require(validator as? any ValueCheck))
    }

    /// A value a check passes is one the validator leaves alone: no error, no write.
    @Test(arguments: rules)
    func aValueTheCheckPassesIsOneTheValidatorLeavesAlone(rule: Rule) throws {
        let (set, validator, check) = try Self.built(rule)
        var passed = 0
        for value in samples where check.passes(value) {
            passed += 1
            var model = ByNameModel(["v": value], attributes: ["v"], rules: set)
            validator.validate("v", value: value, model: &model)
            #expect(model.errors.isEmpty, "\(rule) passed \(value) but the validator reported \(model.errors.all.map(\.code))")
            #expect(model.values["v"] == value, "\(rule) passed \(value) but the validator wrote \(model.values["v"] ?? .null)")
            #expect(model.validation.abortError == nil)
        }
        // What the check passes at first sight it passes, and the engine's box for the check
        // passes what the check passes.
        let box = ValueCheckBox.holding(check)
        for case .string(let string) in samples {
            #expect(!check.firstSight.passes(string) || check.passes(string: string), "\(rule) at first sight of \(string)")
            #expect(box.passes(string: string) == check.passes(string: string), "\(rule) boxed on \(string)")
        }
        // A string the check rewrites is one the validator writes, with no error.
        for case .string(let string) in samples {
            guard let rewritten = check.rewritten(string: string) else { continue }
            var model = ByNameModel(["v": .string(string)], attributes: ["v"], rules: set)
            validator.validate("v", value: .string(string), model: &model)
            #expect(model.errors.isEmpty)
            #expect(model.values["v"] == .string(rewritten), "\(rule) rewrote \(string) as \(rewritten)")
        }
        // Each check decides some sample (the fast path is in use), except those it leaves to
        // the validator: a `requiredValue`, `in` with `not`, bounds that are not integers, and
        // lengths or numbers no value has.
        let noLength = rule.type == "string"
            && (rule.parameters["max"] == .int(-1) || rule.parameters["min"] == .double(1e300))
            || rule.type == "integer" && rule.parameters["max"] == .int(5)
        let undecided = rule.parameters["requiredValue"] != nil || rule.parameters["not"] == true && rule.type == "in"
            || rule.parameters["min"] == .double(1.5) || noLength
        #expect(undecided ? passed == 0 : passed > 0, "\(rule) passed \(passed) samples")
    }

    /// A failure a check names for a string or an integer is the one failure the validator
    /// adds for it, and nothing else happens; a value the check passes has none named.
    @Test(arguments: rules)
    func aFailureTheCheckNamesIsTheOneTheValidatorAdds(rule: Rule) throws {
        let (set, validator, check) = try Self.built(rule)
        var named = 0
        for value in samples {
            let failure: ValueCheckFailure?
            switch value {
            case .string(let string): failure = check.failure(string: string)
            case .int(let int): failure = check.failure(int: int)
            default: continue
            }
            guard let failure else { continue }
            named += 1
            #expect(!check.passes(value), "\(rule) named a failure for \(value), which it passes")
            try Self.expectTheValidatorAdds(failure, for: value, rule: rule, in: set, validator)
        }
        // Named where the validator's failure follows from the value alone: not for a
        // `requiredValue`, a strict `required`, `trim` (never fails), lengths no string fails
        // in one way only, or a bound that is no integer.
        let none = rule.parameters["requiredValue"] != nil || rule.parameters["strict"] == true && rule.type == "required"
            || rule.type == "trim" || rule.parameters["min"] == .double(1.5)
        #expect(none ? named == 0 : named > 0, "\(rule) named \(named) failures")
        // A check with one failure for every string it rejects: that is the validator's failure
        // for each of them.
        if let rejected = check.failureOfRejectedStrings {
            for case .string(let string) in samples where !check.passes(string: string) {
                try Self.expectTheValidatorAdds(rejected, for: .string(string), rule: rule, in: set, validator)
            }
        }
        // The failure a check names for `null` is the validator's.
        if let failure = check.failureOfNull {
            try Self.expectTheValidatorAdds(failure, for: .null, rule: rule, in: set, validator)
        }
        // The second look at a string the first did not pass keeps the same promises.
        for case .string(let string) in samples where !check.passes(string: string) {
            switch check.verdict(string: string) {
            case .passes:
                var model = ByNameModel(["v": .string(string)], attributes: ["v"], rules: set)
                validator.validate("v", value: .string(string), model: &model)
                #expect(model.errors.isEmpty && model.values["v"] == .string(string), "\(rule) passed \(string) at second look")
            case .fails(let failure):
                try Self.expectTheValidatorAdds(failure, for: .string(string), rule: rule, in: set, validator)
            case .undecided:
                #expect(check.failure(string: string) == nil)
            }
        }
    }

    /// Expects that validating `value` with `validator` adds `failure` and nothing else.
    private static func expectTheValidatorAdds(_ failure: ValueCheckFailure, for value: AttributeValue, rule: Rule,
                                               in set: RuleSet, _ validator: any Validator) throws {
        var model = ByNameModel(["v": value], attributes: ["v"], rules: set)
        validator.validate("v", value: value, model: &model)
        let expected = ValidationError.failure(attribute: "v", code: failure.code, template: failure.template, label: "V",
                                               value: value, arguments: failure.arguments, path: nil)
        #expect(model.errors.all == [expected], "\(rule) on \(value): \(model.errors.all.map(\.message))")
        #expect(model.values["v"] == value)
    }

    /// The checks that name the same failure for every string they reject, and those that
    /// cannot: a string that fails `in` may still equal a number or a numeric string loosely.
    @Test func theChecksWithOneFailureForEveryRejectedString() throws {
        func rejected(_ type: String, _ parameters: AttributeObject = [:]) throws -> String? {
            try Self.built(Rule(["v"], type, parameters)).2.failureOfRejectedStrings?.code
        }
        #expect(try rejected("email") == "email.invalid")
        #expect(try rejected("match", ["pattern": "/a/"]) == "match.invalid")
        #expect(try rejected("required") == "required.blank")
        #expect(try rejected("required", ["strict": true]) == nil)
        #expect(try rejected("required", ["requiredValue": "abc"]) == nil)
        #expect(try rejected("in", ["range": ["user", "admin"]]) == "in.invalid")
        #expect(try rejected("in", ["range": ["user", 10], "strict": true]) == "in.invalid")
        #expect(try rejected("in", ["range": ["user", "10"]]) == nil)
        #expect(try rejected("in", ["range": ["user", " 1e3"]]) == nil)
        #expect(try rejected("in", ["range": ["user", true]]) == nil)
        #expect(try rejected("in", ["range": ["user"], "not": true]) == nil)
        #expect(try rejected("url") == "url.invalid")
        #expect(try rejected("url", ["enableIDN": true]) == "url.invalid")
        // A string without a scheme may be rewritten, not rejected.
        #expect(try rejected("url", ["defaultScheme": "http"]) == nil)
        #expect(try rejected("string", ["max": 3]) == nil)
    }

    /// `required` names its failure for `null` unless the value it requires or a custom
    /// emptiness check decides; no other check names one.
    @Test func theChecksThatNameTheFailureOfNull() throws {
        func null(_ rule: Rule) throws -> String? { try Self.built(rule).2.failureOfNull?.code }
        #expect(try null(Rule(["v"], "required")) == "required.blank")
        #expect(try null(Rule(["v"], "required", ["strict": true])) == "required.blank")
        #expect(try null(Rule(["v"], "required", isEmpty: .null)) == "required.blank")
        #expect(try null(Rule(["v"], "required", ["requiredValue": "abc"])) == nil)
        #expect(try null(Rule(["v"], "required", isEmpty: .custom { _ in false })) == nil)
        #expect(try null(Rule(["v"], "string", ["max": 3])) == nil)
        #expect(try null(Rule(["v"], "email")) == nil)
    }

    /// `string` (counting code points) and `required` (deciding by whitespace) pass some
    /// strings at first sight; the others pass none that way.
    @Test func theChecksThatPassAtFirstSight() throws {
        func sight(_ rule: Rule) throws -> FirstSight { try Self.built(rule).2.firstSight }
        let lengths = try sight(Rule(["v"], "string", ["min": 1, "max": 12]))
        // 9 bytes are 3 to 9 code points, within the bounds whatever they are.
        #expect(lengths.passes("abcd") && lengths.passes("日本語"))
        // 13 bytes are counted (13 code points: too many); none is too few, whatever it is.
        #expect(!lengths.passes("abcdefghijklm") && !lengths.passes(""))
        // A short string the byte count leaves open is counted.
        let counted = try sight(Rule(["v"], "string", ["min": 3, "max": 8]))
        #expect(counted.passes("abcd") && counted.passes("日本語") && counted.passes("日本語abcde"))
        #expect(!counted.passes("日本") && !counted.passes("日本語日本語日本語"))
        // Longer than that, the check counts.
        let long = try sight(Rule(["v"], "string", ["min": 3, "max": 15]))
        #expect(!long.passes(String(repeating: "é", count: 20)))
        let blank = try sight(Rule(["v"], "required"))
        #expect(blank.passes("x ") && blank.passes("é"))
        #expect(!blank.passes(" x") && !blank.passes("") && !blank.passes("\u{0B}"))
        for rule in [Rule(["v"], "string", ["max": 3, "encoding": "8bit"]), Rule(["v"], "required", ["strict": true]),
                     Rule(["v"], "required", ["requiredValue": "x"]), Rule(["v"], "email")] {
            guard case .none = try sight(rule) else { Issue.record("\(rule) passes at first sight"); continue }
        }
    }

    /// The standard library's ASCII flag, read from a string's words, in each form a string
    /// takes: small (up to 15 bytes in the two words) and large, made ASCII and then given a
    /// non-ASCII character; `false` for any string with a byte above 127.
    @Test func theASCIIFlagIsReadForSmallAndLargeStrings() {
        #expect(FirstSight.isKnownASCII("") && FirstSight.isKnownASCII("alice") && FirstSight.isKnownASCII("fifteen_bytes__"))
        #expect(!FirstSight.isKnownASCII("zoë") && !FirstSight.isKnownASCII("日本"))
        let large = String(repeating: "a", count: 40)
        #expect(FirstSight.isKnownASCII(large) && FirstSight.isKnownASCII(String(decoding: Array(large.utf8), as: UTF8.self)))
        #expect(!FirstSight.isKnownASCII(String(repeating: "é", count: 40)))
        var grown = large
        grown += "é"
        #expect(!FirstSight.isKnownASCII(grown))
        var small = "abc"
        small += "é"
        #expect(!FirstSight.isKnownASCII(small))
        // Every string the flag calls ASCII is: no byte above 127.
        for string in ["", "alice", large, grown, small, "日本語abcde", String(repeating: "x", count: 300) + "ü"] {
            #expect(!FirstSight.isKnownASCII(string) || string.utf8.allSatisfy { $0 < 0x80 })
        }
    }

    /// An ASCII string of any length is decided at first sight by its byte count; a longer
    /// string of other characters is left to the check.
    @Test func anASCIIStringIsDecidedAtFirstSight() throws {
        let lengths = try Self.built(Rule(["v"], "string", ["min": 3, "max": 40])).2.firstSight
        #expect(lengths.passes(String(repeating: "a", count: 35)) && lengths.passes("abc"))
        #expect(!lengths.passes(String(repeating: "a", count: 41)) && !lengths.passes("ab"))
        // 41 bytes (21 characters) that are not all ASCII: the byte count leaves them open, and
        // they are past the bytes counted at first sight; the check counts them.
        let open = String(repeating: "é", count: 20) + "a"
        #expect(!lengths.passes(open))
        let check = try Self.built(Rule(["v"], "string", ["min": 3, "max": 40])).2
        #expect(check.passes(string: open))
        guard case .fails(let failure) = check.verdict(string: String(repeating: "y", count: 300)) else {
            Issue.record("no failure named for 300 ASCII characters")
            return
        }
        #expect(failure.code == "string.tooLong")
    }

    @Test func integerNamesNoFailureWhenTheValueFailsBothBounds() throws {
        let check = try Self.built(Rule(["v"], "integer", ["min": 10, "max": 5])).2
        // Below the minimum and above the maximum: two failures, left to the validator.
        #expect(check.failure(int: 7) == nil)
        #expect(check.failure(int: 3)?.code == "number.tooSmall")
        #expect(check.failure(int: 3)?.arguments["min"] == 10)
        #expect(check.failure(int: 12)?.code == "number.tooBig")
        #expect(try Self.built(Rule(["v"], "integer", ["min": "10"])).2.failure(int: 3) == nil)
        #expect(try Self.built(Rule(["v"], "integer", ["integerPattern": "/^[0-9]$/", "max": 5])).2.failure(int: 7) == nil)
    }

    @Test func stringCountsALongStringAtSecondLook() throws {
        let check = try Self.built(Rule(["v"], "string", ["min": 100, "max": 250])).2
        let long = String(repeating: "é", count: 200)
        // 400 bytes: too many to count at first look, 200 characters when counted.
        #expect(!check.passes(string: long))
        guard case .passes = check.verdict(string: long) else { Issue.record("not passed at second look"); return }
        guard case .fails(let failure) = check.verdict(string: String(repeating: "y", count: 300)) else {
            Issue.record("no failure named at second look")
            return
        }
        #expect(failure.code == "string.tooLong" && failure.arguments["max"] == 250)
    }

    @Test func stringNamesNoFailureWhenTheLengthFailsTwice() throws {
        let both = try #require(try RuleSet([Rule(["v"], "string", ["min": 4, "length": 5])]).rules[0].validator as? any ValueCheck)
        // Too short and not the length: the validator adds two failures, left to it.
        #expect(both.failure(string: "ab") == nil)
        let failure = try #require(both.failure(string: "abcdef"))
        #expect(failure.code == "string.notEqual")
        #expect(failure.arguments["length"] == 5)
        let short = try #require(try RuleSet([Rule(["v"], "string", ["min": 3])]).rules[0].validator as? any ValueCheck)
        #expect(short.failure(string: "ab")?.code == "string.tooShort")
        #expect(short.failure(string: "ab")?.arguments["min"] == 3)
        #expect(short.failure(string: "abc") == nil)
    }

    @Test func requiredPassesAStringWithANonWhitespaceByteAndAnyInteger() throws {
        let check = try #require(try RuleSet([Rule(["v"], "required")]).rules[0].validator as? any ValueCheck)
        #expect(check.passes(string: " x "))
        #expect(!check.passes(string: " \t"))
        #expect(!check.passes(string: ""))
        #expect(check.passes(int: 0))
    }

    @Test func stringBoundsBecomeTheWholeLengthsThatPass() {
        #expect(StringValidator.passingLengths(min: 3, max: 12, exact: nil) == (3, 12))
        #expect(StringValidator.passingLengths(min: 2.5, max: 4.5, exact: nil) == (3, 4))
        #expect(StringValidator.passingLengths(min: -2, max: nil, exact: 5) == (5, 5))
        #expect(StringValidator.passingLengths(min: nil, max: -0.5, exact: nil) == (1, 0))
        #expect(StringValidator.passingLengths(min: nil, max: nil, exact: 2.5) == (1, 0))
        #expect(StringValidator.passingLengths(min: .nan, max: .nan, exact: nil) == (0, .max))
        #expect(StringValidator.passingLengths(min: .infinity, max: nil, exact: nil) == (.max, .max))
        #expect(StringValidator.passingLengths(min: 6, max: 4, exact: nil) == (6, 4))
    }

    @Test func stringCountsCharactersWhenTheByteCountCannotDecide() throws {
        let check = try #require(try RuleSet([Rule(["v"], "string", ["min": 3, "max": 4])]).rules[0].validator as? any ValueCheck)
        #expect(check.passes(string: "éé é"))      // 7 bytes, 4 characters
        #expect(!check.passes(string: "ééééé"))    // 10 bytes, 5 characters
        #expect(!check.passes(string: "ab"))
    }

    @Test func inPassesOnlyAnIdenticalStringElement() throws {
        let check = try #require(try RuleSet([Rule(["v"], "in", ["range": [10, "user"]])]).rules[0].validator as? any ValueCheck)
        #expect(check.passes(string: "user"))
        // Equal to 10 in PHP's loose sense: left to the validator, which accepts it.
        #expect(!check.passes(string: "10"))
        var model = ByNameModel(["v": "10"], attributes: ["v"], rules: try RuleSet([Rule(["v"], "in", ["range": [10, "user"]])]))
        #expect(try model.validate())
    }

    @Test func integerPassesAnIntegerWithinIntegerBoundsOnly() throws {
        let bounded = try #require(try RuleSet([Rule(["v"], "integer", ["min": 13, "max": 130])]).rules[0].validator as? any ValueCheck)
        #expect(bounded.passes(int: 13))
        #expect(bounded.passes(int: 130))
        #expect(!bounded.passes(int: 12))
        #expect(!bounded.passes(int: 131))
        #expect(!bounded.passes(string: "20"))
        let doubleBound = try #require(try RuleSet([Rule(["v"], "integer", ["min": 1.5])]).rules[0].validator as? any ValueCheck)
        #expect(!doubleBound.passes(int: 2))
    }

    @Test func trimWritesTheEmptyStringForNullUnlessTheEmptinessCheckIsCustom() throws {
        let trim = try #require(try RuleSet([Rule(["v"], "trim")]).rules[0].validator as? any ValueCheck)
        #expect(trim.writesEmptyStringForNull)
        #expect(trim.passes(string: "kept"))
        #expect(!trim.passes(string: " padded"))
        #expect(!trim.passes(string: ""))
        #expect(trim.rewritten(string: " padded\t") == "padded")
        #expect(trim.rewritten(string: "kept") == nil)
        #expect(trim.rewritten(string: "") == nil)
        let required = try #require(try RuleSet([Rule(["v"], "required")]).rules[0].validator as? any ValueCheck)
        #expect(!required.writesEmptyStringForNull)
    }
}
