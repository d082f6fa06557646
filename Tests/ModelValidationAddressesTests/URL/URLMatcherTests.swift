import Testing
@testable import ModelValidationAddresses

/// One conformance vector of Yii's `url` validator (string values, default pattern).
struct URLCase: Sendable, CustomTestStringConvertible {
    var id: String
    var value: String
    var schemes: [String]
    var defaultScheme: String?
    var enableIDN: Bool
    var expected: URLMatchResult
    var testDescription: String { id }

    init(_ id: String, _ value: String, schemes: [String], defaultScheme: String?, enableIDN: Bool, expected: URLMatchResult) {
        self.id = id
        self.value = value
        self.schemes = schemes
        self.defaultScheme = defaultScheme
        self.enableIDN = enableIDN
        self.expected = expected
    }
}

struct URLMatcherTests {
    /// Built from `yii2-cases.ndjson`, group `url`; `rewritten` is the attribute value Yii stored.
    static let cases: [URLCase] = [
        URLCase("yii.url.001", "google.de", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.005", "https://www.google.de/search?q=yii+framework&ie=utf-8&oe=utf-8&rls=org.mozilla:de:official&client=firefox-a&gws_rd=cr", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.006", "ftp://ftp.ruhr-uni-bochum.de/", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.007", "http://invalid,domain", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.009", "http://example.com*12", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.010", "http://example.com/*12", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.011", "http://example.com/?test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.012", "http://example.com/#test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.014", "http://example.com:65535/#test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.016", "http://example.com?test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.018", "http://example.com:81#test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.019", "http://example.com:81?good", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.020", "http://example.com,?test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.022", "http://example.com:test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.023", "http://example.com:123456/test", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.024", "http://äüö?=!\"§$%&/()=}][{³²€.edu", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("yii.url.025", "yiiframework.com", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .valid(rewritten: "https://yiiframework.com")),
        URLCase("yii.url.028", "ftp://ftp.ruhr-uni-bochum.de/", schemes: ["http", "https", "ftp", "ftps"], defaultScheme: "http", enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.029", "google.de", schemes: ["http", "https", "ftp", "ftps"], defaultScheme: "http", enableIDN: false, expected: .valid(rewritten: "http://google.de")),
        URLCase("yii.url.031", "https://google.de", schemes: ["http", "https", "ftp", "ftps"], defaultScheme: "http", enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.033", "//yiiframework.com", schemes: ["http", "https", "ftp", "ftps"], defaultScheme: "http", enableIDN: false, expected: .invalid),
        URLCase("yii.url.034", "http://äüößìà.de", schemes: ["http", "https"], defaultScheme: nil, enableIDN: true, expected: .valid(rewritten: nil)),
        URLCase("yii.url.037", "http://google.de", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("yii.url.038", "google.de", schemes: ["http", "https"], defaultScheme: "http", enableIDN: false, expected: .valid(rewritten: "http://google.de")),
        URLCase("yii.url.039", "gttp;/invalid string", schemes: ["http", "https"], defaultScheme: "http", enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.whitespace-mix", " \t\n", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-0", "0", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-1", "1", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-01", "01", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-1.0", "1.0", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-space-1", " 1", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-1E3", "1E3", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-12-newline", "12\n", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-hex", "0x1A", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-octal", "012", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-plus5", "+5", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-minus5", "-5", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-5dot", "5.", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-dot5", ".5", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-underscore", "1_000", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-true", "true", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-false", "false", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.cjk", "日本語", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.emoji", "😀", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.combining", "é", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.long-300", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.nbsp-12", " 12 ", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.fullwidth-12", "１２", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.arabic-12", "١٢", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-INF", "INF", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.str-NAN", "NAN", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.url-like", "http://example.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.matrix.url.ip-like", "192.168.0.1", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.matrix.url.date-like", "2013-09-13", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.002", "http://127.0.0.1", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.003", "http://127.0.0.1:8080/path", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.004", "HTTP://EXAMPLE.COM", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.006", "http://exa_mple.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.007", "http://-example.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.008", "https://example.com:0", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.010", "mailto:user@example.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.012", "http://example.com/path with space", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.013", "http:/example.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.016", "https://example.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.017", "https://example.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.020", "http://[::1]/", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.021", "http://example.com:99999", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.022", "http://example.com.", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.023", "http://.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.024", "http://example.com?q=1#frag", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.025", " http://example.com", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.026", "example.com", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .valid(rewritten: "https://example.com")),
        URLCase("sys.url.027", "http://example.com", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.028", "ftp://example.com", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .invalid),
        URLCase("sys.url.029", "example.com/path?x=1", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .valid(rewritten: "https://example.com/path?x=1")),
        URLCase("sys.url.030", "localhost", schemes: ["http", "https"], defaultScheme: "https", enableIDN: false, expected: .invalid),
        URLCase("sys.url.032", "ftp://example.com", schemes: ["ftp"], defaultScheme: nil, enableIDN: false, expected: .valid(rewritten: nil)),
        URLCase("sys.url.034", "sftp://example.com", schemes: ["ftp"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.035", "http://example.com", schemes: ["ftp"], defaultScheme: nil, enableIDN: false, expected: .invalid),
        URLCase("sys.url.039", "http://xn--bcher-kva.de", schemes: ["http", "https"], defaultScheme: nil, enableIDN: true, expected: .valid(rewritten: nil)),
        URLCase("sys.url.041", "nope", schemes: ["http", "https"], defaultScheme: nil, enableIDN: false, expected: .invalid),
    ]

    @Test(arguments: cases)
    func conformance(_ testCase: URLCase) {
        let matcher = URLMatcher(
            validSchemes: testCase.schemes, defaultScheme: testCase.defaultScheme, enableIDN: testCase.enableIDN)
        #expect(matcher.validate(testCase.value) == testCase.expected)
    }

    @Test func trailingLineFeedIsRejected() {
        #expect(URLMatcher().validate("http://example.com\n") == .invalid)
        #expect(URLMatcher().validate("http://example.com/\n") == .invalid)
    }

    @Test func idnConvertsEveryHostRun() {
        let matcher = URLMatcher(enableIDN: true)
        #expect(matcher.candidate("http://Bücher.de/x?u=http://ö.de") == "http://xn--bcher-kva.de/x?u=http://xn--nda.de")
        #expect(matcher.validate("http://-bücher.de") == .invalid)
        #expect(matcher.validate("http://BÜCHER.de:8080/path") == .valid(rewritten: nil))
    }

    @Test func schemesAreLiteralAndCaseInsensitive() {
        #expect(URLMatcher(validSchemes: ["x", "y"]).validate("Y://abc.de") == .valid(rewritten: nil))
        #expect(URLMatcher(validSchemes: []).validate("://abc.de") == .valid(rewritten: nil))
        #expect(URLMatcher(validSchemes: ["x", "y"]).expandedPattern("/^{schemes}:\\/\\/[a-z]+$/") == "/^(x|y):\\/\\/[a-z]+$/")
        #expect(URLMatcher().expandedPattern("/abc/") == "/abc/")
    }

    @Test func megabyteInputsFinish() {
        let long = "http://" + String(repeating: "a.", count: 500_000)
        #expect(URLMatcher().validate(long) == .invalid)
        #expect(URLMatcher(defaultScheme: "http", enableIDN: true).validate(String(repeating: "é", count: 500_000)) == .invalid)
        let nearLimit = "http://" + String(repeating: "a.", count: 995) + "b"
        #expect(URLMatcher().validate(nearLimit) == .valid(rewritten: nil))
    }
}
