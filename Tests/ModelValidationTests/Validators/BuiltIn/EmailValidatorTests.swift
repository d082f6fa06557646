import Testing
@testable import ModelValidation

struct EmailValidatorTests {
    @Test(arguments: [
        ("5011@gmail.com", true), ("user+mailbox/department=shipping@example.com", true),
        ("!#$%&'*+-/=?^_`.{|}~@example.com", true), ("a@b.c", true), ("USER+tag@EXAMPLE.COM", true),
        ("rmcreative.ru", false), ("user@localhost", false), ("user@example.com ", false), (" user@example.com", false),
        ("\"john doe\"@example.com", false), ("john.@example.com", false), ("user@-example.com", false),
        ("user@exa_mple.com", false), ("user@@example.com", false), ("user@éxample.com", false),
        ("Carsten Brandt <mail@cebe.cc>", false), ("<mail@cebe.cc>", false), ("user@example.com\n", false),
        (String(repeating: "a", count: 64) + "@example.com", true),
        (String(repeating: "a", count: 65) + "@example.com", false),
    ] as [(String, Bool)])
    func defaultPattern(value: String, passes: Bool) {
        let result = run("email", value: .string(value))
        #expect(result.codes == (passes ? [] : ["email.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr is not a valid email address."]))
        #expect(result.value == .string(value))
    }

    @Test(arguments: [
        ("John Smith <john.smith@example.com>", true), ("\"Quoted, Name\" <user@example.com>", true),
        ("Name<user@example.com>", true), ("<user@example.com>", true), ("Näme <user@example.com>", true),
        ("test@example.com", true), ("Name <user@example.com", false), ("John Smith <example.com>", false),
        ("Informtation info@oertliches.de", false), ("Name <bad@>", false),
    ] as [(String, Bool)])
    func allowName(value: String, passes: Bool) {
        #expect(run("email", ["allowName": true], value: .string(value)).codes == (passes ? [] : ["email.invalid"]))
    }

    @Test(arguments: [
        (["enableIDN": true] as AttributeObject, "user@bücher.de", true),
        (["enableIDN": true], "bücher@example.com", true),
        (["enableIDN": true, "enableLocalIDN": false], "bücher@example.com", false),
        (["enableIDN": true, "enableLocalIDN": false], "user@例え.jp", true),
        (["enableIDN": true], "user@-bücher.de", false),
        (["enableIDN": true], "Name <user@bücher.de>", false),
        (["enableIDN": true, "allowName": true], "Informtation <info@örtliches.de>", true),
        ([:], "info@örtliches.de", false),
    ] as [(AttributeObject, String, Bool)])
    func internationalizedDomains(parameters: AttributeObject, value: String, passes: Bool) {
        let result = run("email", parameters, value: .string(value))
        #expect(result.codes == (passes ? [] : ["email.invalid"]))
        #expect(result.value == .string(value))
    }

    @Test(arguments: [AttributeValue.int(5), .double(1.5), .bool(true), .array(["a@b.cd"]), .object(["k": "a@b.cd"])])
    func nonStringsFail(value: AttributeValue) {
        #expect(run("email", value: value).codes == ["email.invalid"])
    }

    @Test func emptyValuesAreSkippedUnlessAsked() {
        #expect(run("email", value: "").codes == [])
        #expect(run("email", value: "", skipOnEmpty: false).codes == ["email.invalid"])
        #expect(run("email", value: .null, skipOnEmpty: false).messages == ["Attr is not a valid email address."])
    }

    @Test func customMessage() {
        var model = makeModel(["attr"], [Rule(["attr"], "email", message: "'{value}' is not an e-mail for {attribute}")])
        _ = model.setValue("nope", of: "attr")
        check(&model)
        #expect(model.errors.messages(for: "attr") == ["'nope' is not an e-mail for Attr"])
    }

    @Test func checkDNSIsRefused() {
        #expect(ruleError([Rule(["a"], "email", ["checkDNS": true])])?.path == "rules[0].checkDNS")
        #expect(ruleError([Rule(["a"], "email", ["checkDNS": false])]) == nil)
    }

    @Test func parametersAreTyped() {
        #expect(ruleError([Rule(["a"], "email", ["allowName": "yes"])])?.path == "rules[0].allowName")
        #expect(ruleError([Rule(["a"], "email", ["patternASCII": "/x/"])])?.kind == .unknownParameter)
    }

    @Test func longInputsStayFast() {
        let huge = String(repeating: "a", count: 1_000_000) + "@" + String(repeating: "b.", count: 100_000) + "com"
        #expect(run("email", ["allowName": true], value: .string(huge)).codes == ["email.invalid"])
    }

    /// Twin of the `email` examples in Docs/Rules.md.
    @Test func documentedExamples() throws {
        let json = try JSONReader.parse(#"{"attributes": ["contact"], "type": "email", "allowName": true, "enableIDN": true}"#)
        let rules = [Rule(["contact"], "email", ["allowName": true, "enableIDN": true])]
        for rule in [try Rule(json: json, index: 0), rules[0]] {
            var model = makeModel(["contact"], [rule])
            _ = model.setValue("Jürgen <info@bücher.de>", of: "contact")
            #expect(check(&model))
            _ = model.setValue("info@localhost", of: "contact")
            #expect(!check(&model))
            #expect(model.errors.messages(for: "contact") == ["Contact is not a valid email address."])
        }
    }

    @Test func customPatterns() {
        let custom: AttributeObject = ["pattern": "/^[a-z]+@example\\.com$/"]
        #expect(run("email", custom, value: "abc@example.com").codes == [])
        #expect(run("email", custom, value: "abc1@example.com").codes == ["email.invalid"])
        // The split and the length limits still apply before the custom pattern.
        #expect(run("email", ["pattern": "/./"], value: "no-at-sign").codes == ["email.invalid"])
        #expect(run("email", ["pattern": "/./"], value: .string(String(repeating: "a", count: 65) + "@b.cd")).codes
            == ["email.invalid"])
        // With enableIDN the custom pattern sees the converted address.
        #expect(run("email", ["pattern": "/@xn--bcher-kva\\.de$/", "enableIDN": true], value: "a@bücher.de").codes == [])
        // A custom fullPattern is used only with allowName; the default pattern still applies.
        let named: AttributeObject = ["allowName": true, "fullPattern": "/^Boss <[a-z]+@example\\.com>$/"]
        #expect(run("email", named, value: "Boss <abc@example.com>").codes == [])
        #expect(run("email", named, value: "Other <abc@example.com>").codes == ["email.invalid"])
        #expect(run("email", named, value: "abc@example.com").codes == [])
        #expect(ruleError([Rule(["a"], "email", ["pattern": "no delimiters"])])?.path == "rules[0].pattern")
    }

    /// Yii's split gives the local part the whitespace, or the `<`, right before an `@`: such a
    /// value reaches a custom pattern, and its local part counts for the length limit.
    @Test func splitGivesWhitespaceToTheLocalPart() {
        #expect(run("email", ["pattern": "/./"], value: " @a").codes == [])
        #expect(run("email", ["pattern": "/./"], value: "x <@a.b>").codes == [])
        #expect(run("email", ["pattern": "/./"], value: "a \n@b").codes == ["email.invalid"])
        // The default pattern refuses them all the same.
        #expect(run("email", [:], value: " @a").codes == ["email.invalid"])
    }
}
