import Testing
@testable import ModelValidation

struct UrlValidatorTests {
    @Test(arguments: [
        ("http://127.0.0.1", true), ("http://127.0.0.1:8080/path", true), ("HTTP://EXAMPLE.COM", true),
        ("http://exa_mple.com", true), ("https://example.com:0", true), ("http://example.com:99999", true),
        ("http://example.com/path with space", true), ("http://example.com?q=1#frag", true),
        ("http://-example.com", false), ("mailto:user@example.com", false), ("http:/example.com", false),
        ("http://[::1]/", false), ("http://example.com.", false), ("http://.com", false),
        (" http://example.com", false), ("http://localhost", false), ("http://a.com!", false),
        ("ftp://example.com", false), ("http://example.com\n", false),
    ] as [(String, Bool)])
    func defaultPattern(value: String, passes: Bool) {
        let result = run("url", value: .string(value))
        #expect(result.codes == (passes ? [] : ["url.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr is not a valid URL."]))
    }

    @Test func lengthLimitIs2000Bytes() {
        let prefix = "https://example.com/"
        let fits = prefix + String(repeating: "a", count: 1999 - prefix.utf8.count)
        #expect(run("url", value: .string(fits)).codes == [])
        #expect(run("url", value: .string(fits + "a")).codes == ["url.invalid"])
    }

    @Test(arguments: [
        ("example.com", ["https://example.com"]), ("example.com/path?x=1", ["https://example.com/path?x=1"]),
        ("http://example.com", ["http://example.com"]), ("ftp://example.com", nil), ("localhost", nil),
    ] as [(String, [String]?)])
    func defaultSchemeRewritesOnlyValidValues(value: String, stored: [String]?) {
        let result = run("url", ["defaultScheme": "https"], value: .string(value))
        #expect(result.codes == (stored == nil ? ["url.invalid"] : []))
        #expect(result.value == .string(stored?.first ?? value))
    }

    @Test func validSchemes() {
        #expect(run("url", ["validSchemes": ["ftp"]], value: "ftp://example.com").codes == [])
        #expect(run("url", ["validSchemes": ["ftp"]], value: "sftp://example.com").codes == ["url.invalid"])
        #expect(run("url", ["validSchemes": ["ftp"]], value: "http://example.com").codes == ["url.invalid"])
        #expect(ruleError([Rule(["a"], "url", ["validSchemes": [1]])])?.path == "rules[0].validSchemes")
    }

    @Test func internationalizedHosts() {
        #expect(run("url", value: "http://bücher.de").codes == ["url.invalid"])
        let result = run("url", ["enableIDN": true, "defaultScheme": "http"], value: "bücher.de/a")
        #expect(result.codes == [])
        #expect(result.value == "http://bücher.de/a")
        #expect(run("url", ["enableIDN": true], value: "http://xn--bcher-kva.de").codes == [])
    }

    @Test(arguments: [AttributeValue.int(5), .bool(true), .array(["http://example.com"])])
    func nonStringsFail(value: AttributeValue) {
        #expect(run("url", ["defaultScheme": "https"], value: value).codes == ["url.invalid"])
    }

    @Test func customMessage() {
        var model = makeModel(["attr"], [Rule(["attr"], "url", message: "{attribute} '{value}' is no URL")])
        _ = model.setValue("nope", of: "attr")
        check(&model)
        #expect(model.errors.messages(for: "attr") == ["Attr 'nope' is no URL"])
    }

    /// Twin of the `url` examples in Docs/Rules.md.
    @Test func documentedExamples() throws {
        let json = try JSONReader.parse(#"{"attributes": ["website"], "type": "url", "defaultScheme": "https"}"#)
        let rules = [Rule(["website"], "url", ["defaultScheme": "https"])]
        for rule in [try Rule(json: json, index: 0), rules[0]] {
            var model = makeModel(["website"], [rule])
            _ = model.setValue("example.com", of: "website")
            #expect(check(&model))
            #expect(model.value(of: "website") == "https://example.com")
            _ = model.setValue("localhost", of: "website")
            #expect(!check(&model))
            #expect(model.errors.messages(for: "website") == ["Website is not a valid URL."])
        }
    }

    @Test func customPatterns() {
        let schemes: AttributeObject = ["pattern": "/^{schemes}:\\/\\/[a-z]+$/", "validSchemes": ["x", "y"]]
        #expect(run("url", schemes, value: "y://abc").codes == [])
        #expect(run("url", schemes, value: "z://abc").codes == ["url.invalid"])
        let hostOnly: AttributeObject = ["pattern": "/(([A-Z0-9][A-Z0-9_-]*)(\\.[A-Z0-9][A-Z0-9_-]*)+)/i"]
        #expect(run("url", hostOnly, value: "yiiframework.com").codes == [])
        let rewritten = run("url", ["pattern": "/^https:\\/\\//", "defaultScheme": "https"], value: "abc")
        #expect(rewritten.codes == [])
        #expect(rewritten.value == "https://abc")
        #expect(ruleError([Rule(["a"], "url", ["pattern": "/(/"])])?.path == "rules[0].pattern")
    }
}
