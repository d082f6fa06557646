import Testing
@testable import ModelValidation

struct IpValidatorTests {
    @Test(arguments: [
        (AttributeObject(), "192.168.5.321", "ip.invalid", "Attr must be a valid IP address."),
        ([:], "!192.168.5.32", "ip.invalid", "Attr must be a valid IP address."),
        ([:], "1.2.3.4 ", "ip.invalid", "Attr must be a valid IP address."),
        ([:], "2008:fa::0::1", "ip.invalid", "Attr must be a valid IP address."),
        ([:], "192.168.5.32/11", "ip.hasSubnet", "Attr must not be a subnet."),
        (["ipv4": false], "192.168.10.11", "ip.ipv4NotAllowed", "Attr must not be an IPv4 address."),
        (["ipv6": false], "::1", "ip.ipv6NotAllowed", "Attr must not be an IPv6 address."),
        (["subnet": .null], "192.168.5.32/33", "ip.wrongCidr", "Attr contains wrong subnet mask."),
        (["subnet": true], "::1/129", "ip.wrongCidr", "Attr contains wrong subnet mask."),
        (["subnet": .null], "192.168.5.32/af", "ip.invalid", "Attr must be a valid IP address."),
        (["subnet": true], "2008:db0::1", "ip.noSubnet", "Attr must be an IP address with specified subnet."),
        (["subnet": true, "negation": true], "!!192.168.5.32/32", "ip.invalid", "Attr must be a valid IP address."),
        (["ranges": "10.0.0.1"], "10.0.0.2", "ip.notInRange", "Attr is not in the allowed range."),
        (["ipv4": false], "1.2.3.4/8", "ip.hasSubnet", "Attr must not be a subnet."),
    ] as [(AttributeObject, String, String, String)])
    func failures(parameters: AttributeObject, value: String, code: String, message: String) {
        let result = run("ip", parameters, value: .string(value))
        #expect(result.codes == [code])
        #expect(result.messages == [message])
        #expect(result.value == .string(value))
    }

    @Test(arguments: [
        "2008:fa::1", "2008:00fa::0001", "::ffff:192.0.2.1", "fe80::1%eth0", "01.02.03.004", "::", "::1",
        "0.0.0.0", "255.255.255.255",
    ])
    func validAddressesStayAsTheyAre(value: String) {
        let result = run("ip", value: .string(value))
        #expect(result.codes == [])
        #expect(result.value == .string(value))
    }

    @Test(arguments: [
        (["subnet": .null, "normalize": true] as AttributeObject, "::1", "::1/128"),
        (["subnet": .null, "normalize": true], "10.0.0.1", "10.0.0.1/32"),
        (["subnet": .null, "normalize": true], "10.0.0.1/8", "10.0.0.1/8"),
        (["normalize": true], "10.0.0.1", "10.0.0.1"),
        (["expandIPv6": true], "2001:db8::1", "2001:0db8:0000:0000:0000:0000:0000:0001"),
        (["expandIPv6": true], "::ffff:1.2.3.4", "0000:0000:0000:0000:0000:ffff:0102:0304"),
        (["subnet": true, "negation": true], "!192.168.5.32/32", "!192.168.5.32/32"),
    ] as [(AttributeObject, String, String)])
    func rewrites(parameters: AttributeObject, value: String, stored: String) {
        let result = run("ip", parameters, value: .string(value))
        #expect(result.codes == [])
        #expect(result.value == .string(stored))
    }

    @Test(arguments: [
        (AttributeValue.array(["10.0.0.1", "!private"]), "10.0.0.1", true),
        (["10.0.0.1", "!private"], "8.8.8.8", false),
        (["private", "!system"], "10.1.2.3", true),
        (["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], "10.0.0.2", false),
        (["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], "cafe::babe", true),
        ("2001:db0:1:1::/64", "2001:db0:1:1::6", true),
        ("2001:db0:1:1::/64", "2001:db0:1:2::7", false),
        (["localhost"], "::1", true),
        (["system"], "127.0.0.1", true),
    ] as [(AttributeValue, String, Bool)])
    func ranges(ranges: AttributeValue, value: String, passes: Bool) {
        #expect(run("ip", ["ranges": ranges], value: .string(value)).codes == (passes ? [] : ["ip.notInRange"]))
    }

    @Test func networksApplyOnlyToRangesAfterThem() {
        let networks: AttributeValue = ["office": ["192.0.2.0/24"]]
        #expect(run("ip", ["networks": networks, "ranges": ["office"]], value: "192.0.2.7").codes == [])
        #expect(run("ip", ["ranges": ["office"], "networks": networks], value: "192.0.2.7").codes == ["ip.notInRange"])
        #expect(run("ip", ["networks": networks, "ranges": ["private"]], value: "10.0.0.1").codes == ["ip.notInRange"])
    }

    @Test(arguments: [
        (AttributeValue.int(123456), "123456"), (.bool(true), "1"), (.bool(false), ""), (.double(1.5), "1.5"),
        (["what an array", "??"], "array()"), (["k": "v"], "array()"),
    ] as [(AttributeValue, String)])
    func nonStringsFail(value: AttributeValue, shown: String) {
        var model = makeModel(["attr"], [Rule(["attr"], "ip", message: "{ip}")])
        _ = model.setValue(value, of: "attr")
        check(&model)
        #expect(codes(model, "attr") == ["ip.invalid"])
        #expect(model.errors.messages(for: "attr") == [shown])
        #expect(model.value(of: "attr") == value)
    }

    @Test(arguments: [
        ("message", AttributeObject(), "x", "Attr bad (x/x)"),
        ("ipv6NotAllowed", ["ipv6": false], "::1", "no v6: ::1"),
        ("ipv4NotAllowed", ["ipv4": false], "1.1.1.1", "no v4: 1.1.1.1"),
        ("wrongCidr", ["subnet": .null], "1.1.1.1/40", "cidr? 1.1.1.1/40"),
        ("noSubnet", ["subnet": true], "1.1.1.1", "need subnet: 1.1.1.1"),
        ("hasSubnet", [:], "1.1.1.1/8", "no subnet: 1.1.1.1/8"),
        ("notInRange", ["ranges": "10.0.0.0/8"], "1.1.1.1", "Attr 1.1.1.1 out of range"),
    ] as [(String, AttributeObject, String, String)])
    func customMessages(property: String, parameters: AttributeObject, value: String, message: String) {
        var all = parameters
        all["ipv6NotAllowed"] = "no v6: {ip}"
        all["ipv4NotAllowed"] = "no v4: {ip}"
        all["wrongCidr"] = "cidr? {ip}"
        all["noSubnet"] = "need subnet: {ip}"
        all["hasSubnet"] = "no subnet: {ip}"
        all["notInRange"] = "{attribute} {ip} out of range"
        var model = makeModel(["attr"], [Rule(["attr"], "ip", all, message: "{attribute} bad ({value}/{ip})")])
        _ = model.setValue(.string(value), of: "attr")
        check(&model)
        #expect(model.errors.messages(for: "attr") == [message])
        #expect(codes(model, "attr") == [IpValidator.code(IPFailure(rawValue: property)!)])
    }

    @Test func flagsGivenAsNull() {
        // ipv4/ipv6 read as false; negation allows a `!`, as Yii refuses one only when `=== false`.
        #expect(run("ip", ["ipv6": nil], value: "::1").messages == ["Attr must not be an IPv6 address."])
        #expect(run("ip", ["ipv4": nil], value: "10.0.0.1").messages == ["Attr must not be an IPv4 address."])
        #expect(ruleError([Rule(["a"], "ip", ["ipv4": nil, "ipv6": false])])?.path == "rules[0].ipv4")
        #expect(run("ip", ["negation": nil], value: "!10.0.0.1").codes == [])
    }

    @Test func configurationErrors() {
        #expect(ruleError([Rule(["a"], "ip", ["ipv4": false, "ipv6": false])])?.path == "rules[0].ipv4")
        #expect(ruleError([Rule(["a"], "ip", ["ranges": ["10.0.0.0/x"]])])?.path == "rules[0].ranges")
        #expect(ruleError([Rule(["a"], "ip", ["networks": ["a": ["b"], "b": ["a"]], "ranges": ["a"]])])?.path
            == "rules[0].ranges")
        #expect(ruleError([Rule(["a"], "ip", ["subnet": "only"])])?.path == "rules[0].subnet")
        #expect(ruleError([Rule(["a"], "ip", ["ranges": [1]])])?.path == "rules[0].ranges")
        #expect(ruleError([Rule(["a"], "ip", ["networks": ["x"]])])?.path == "rules[0].networks")
    }

    /// Twin of the `ip` examples in Docs/Rules.md.
    @Test func documentedExamples() throws {
        let json = try JSONReader.parse(
            #"{"attributes": ["clientIp"], "type": "ip", "networks": {"office": ["192.0.2.0/24"]}, "ranges": ["!192.0.2.13", "office"]}"#)
        var fromJSON = makeModel(["clientIp"], [try Rule(json: json, index: 0)])
        for (value, passes) in [("192.0.2.7", true), ("192.0.2.13", false), ("8.8.8.8", false)] {
            _ = fromJSON.setValue(.string(value), of: "clientIp")
            #expect(check(&fromJSON) == passes)
        }
        let rules = [Rule(["clientIp"], "ip", ["subnet": nil, "normalize": true, "ranges": ["!10.0.1.0/24", "private"]])]
        var model = makeModel(["clientIp"], rules)
        _ = model.setValue("10.0.0.1", of: "clientIp")
        #expect(check(&model))
        #expect(model.value(of: "clientIp") == "10.0.0.1/32")
        _ = model.setValue("10.0.1.1", of: "clientIp")
        #expect(!check(&model))
        #expect(model.errors.messages(for: "clientIp") == ["Client Ip is not in the allowed range."])
    }

    @Test func longInputsStayFast() {
        let huge = String(repeating: "1.", count: 500_000) + "/32"
        #expect(run("ip", ["subnet": nil, "ranges": ["any"]], value: .string(huge)).codes == ["ip.invalid"])
        let colons = String(repeating: "f:", count: 500_000)
        #expect(run("ip", value: .string(colons)).codes == ["ip.invalid"])
    }
}
