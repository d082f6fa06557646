import Testing
@testable import ModelValidationAddresses

/// One conformance vector of Yii's `ip` validator (string values).
struct IPCase: Sendable, CustomTestStringConvertible {
    var id: String
    var value: String
    var ipv4: Bool
    var ipv6: Bool
    var subnet: IPMatcher.SubnetPolicy
    var normalize: Bool
    var negation: Bool
    var expandIPv6: Bool
    var ranges: [String]
    var networks: [String: [String]]?
    var expected: IPMatchResult
    var testDescription: String { id }

    init(
        _ id: String, _ value: String, ipv4: Bool, ipv6: Bool, subnet: IPMatcher.SubnetPolicy, normalize: Bool,
        negation: Bool, expandIPv6: Bool, ranges: [String], networks: [String: [String]]?, expected: IPMatchResult
    ) {
        self.id = id
        self.value = value
        self.ipv4 = ipv4
        self.ipv6 = ipv6
        self.subnet = subnet
        self.normalize = normalize
        self.negation = negation
        self.expandIPv6 = expandIPv6
        self.ranges = ranges
        self.networks = networks
        self.expected = expected
    }
}

struct IPMatcherTests {
    /// Built from `yii2-cases.ndjson`, group `ip`. `networks: nil` means Yii's defaults, which is
    /// also what applies when a rule lists `networks` after `ranges` (`sys.ip.045`).
    static let cases: [IPCase] = [
        IPCase("yii.ip.002", "10.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.003", "10.0.0.2", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.004", "192.168.0.32", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["192.168.0.32", "fa::/32", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.005", "8.8.8.8", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["192.168.0.32", "fa::/32", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.006", "fa::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["192.168.0.32", "fa::/32", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.007", "10.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!private"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.009", "8.8.8.8", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!private"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.010", "10.1.2.3", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["private", "!system"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.012", "8.8.8.8", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["private", "!system"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.014", "10.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.015", "10.0.0.2", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.016", "192.168.5.101", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.017", "cafe::babe", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.1", "!10.0.0.0/8", "!babe::/8", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.021", "not.an.ip", ipv4: true, ipv6: false, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.034", "bad:forSure", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.035", "bad:forSure", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.039", "192.168.5.321", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.040", "!192.168.5.32", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.041", "192.168.5.32/11", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.hasSubnet)),
        IPCase("yii.ip.042", "192.168.10.11", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.ipv4NotAllowed)),
        IPCase("yii.ip.043", "192.168.5.32/11", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.045", "0.0.0.0/0", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.046", "192.168.5.32/33", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("yii.ip.047", "192.168.5.32/af", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.049", "10.0.0.1/24", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.050", "10.0.0.1/0", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.052", "!192.168.5.32/32", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: true, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.053", "!!192.168.5.32/32", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: true, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.054", "2008:fa::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.055", "2008:00fa::0001", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.056", "2008:fz::0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.057", "2008:fa::0::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.058", "!2008:fa::0::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.059", "2008:fa::0:1/64", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.hasSubnet)),
        IPCase("yii.ip.062", "2008:fa::0:1/64", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.063", "2008:fa::0:1/128", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.065", "!2008:fa::0:1/0", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.066", "2008:fz::0/129", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("yii.ip.067", "2008:db0::1/64", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.068", "2008:db0::1", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.noSubnet)),
        IPCase("yii.ip.069", "!2008:fa::0:1/64", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: true, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.070", "!!2008:fa::0:1/64", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: true, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("yii.ip.071", "10.0.1.2", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.075", "127.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["!10.0.1.0/24", "10.0.0.0/8", "localhost"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.080", "10.0.1.1/22", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "!10.0.0.0/8", "localhost"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.081", "2001:db0:1:1::6", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["2001:db0:1:1::/64"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.082", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["2001:db0:1:1::/64"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.083", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["2001:db0:1:2::/64"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.084", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["!2001:db0::/32", "2001:db0:1:2::/64"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.087", "192.5.1.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.088", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.089", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "127.0.0.1"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.090", "10.0.1.2", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "127.0.0.1"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.092", "127.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["!system", "any"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.093", "fe80::face", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["!system", "any"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.094", "8.8.8.8", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["!system", "any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.095", "10.0.1.2", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "localhost", "!any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.096", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "localhost", "!any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.097", "127.0.0.1", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "localhost", "!any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.098", "10.0.1.28/28", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "localhost", "!any"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.100", "10.0.1.1/22", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.1.0/24", "2001:db0:1:2::/64", "localhost", "!any"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("yii.ip.102", "8.8.8.8", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.103", "8.8.8.8/24", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.hasSubnet)),
        IPCase("yii.ip.104", "8.8.8.8", ipv4: true, ipv6: true, subnet: .optional, normalize: true, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: "8.8.8.8/32")),
        IPCase("yii.ip.106", "2001:db0:1:2::7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.108", "fa01::1", ipv4: true, ipv6: true, subnet: .optional, normalize: true, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: "fa01::1/128")),
        IPCase("yii.ip.109", "fa01::1/64", ipv4: true, ipv6: true, subnet: .optional, normalize: true, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("yii.ip.111", "fa01::2/614", ipv4: true, ipv6: true, subnet: .optional, normalize: true, negation: false, expandIPv6: true, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("sys.matrix.ip.space", " ", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.whitespace-mix", " \t\n", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-0", "0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-1.0", "1.0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-1.5", "1.5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-1e3", "1e3", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-12-newline", "12\n", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-hex", "0x1A", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-bin", "0b11", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-octal", "012", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-plus5", "+5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-minus5", "-5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-dot5", ".5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-comma", "1,5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-true", "true", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-false", "false", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-abc", "abc", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.cjk", "日本語", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.umlaut", "Äpfel", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.emoji", "😀", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.combining", "é", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.long-300", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.nbsp-12", " 12 ", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.fullwidth-12", "１２", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.arabic-12", "١٢", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-INF", "INF", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-NAN", "NAN", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.str-neg0", "-0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.url-like", "http://example.com", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.matrix.ip.ip-like", "192.168.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.001", "::ffff:192.0.2.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.002", "fe80::1%eth0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.003", "1.2.3.4 ", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.ip.004", "01.02.03.004", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.007", "1.2.3.4.5", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.ip.008", "::", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.009", "::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.015", "0.0.0.0", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.016", "255.255.255.255", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.018", "1.2.3.4/24", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.hasSubnet)),
        IPCase("sys.ip.019", "!1.2.3.4", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.ip.020", "1.2.3.4", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.ipv4NotAllowed)),
        IPCase("sys.ip.021", "::1", ipv4: true, ipv6: false, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.ipv6NotAllowed)),
        IPCase("sys.ip.022", "1.2.3.4", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.noSubnet)),
        IPCase("sys.ip.023", "1.2.3.4/33", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("sys.ip.024", "::1/129", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("sys.ip.025", "10.0.0.1/8", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.027", "::1", ipv4: true, ipv6: true, subnet: .optional, normalize: true, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .valid(rewritten: "::1/128")),
        IPCase("sys.ip.029", "2001:db8::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: true, ranges: [], networks: nil, expected: .valid(rewritten: "2001:0db8:0000:0000:0000:0000:0000:0001")),
        IPCase("sys.ip.030", "::ffff:1.2.3.4", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: true, ranges: [], networks: nil, expected: .valid(rewritten: "0000:0000:0000:0000:0000:ffff:0102:0304")),
        IPCase("sys.ip.033", "192.168.1.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["private"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.036", "::1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["localhost"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.037", "224.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["multicast"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.039", "169.254.1.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["linklocal"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.040", "127.0.0.1", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["system"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.043", "10.1.0.0/16", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: ["10.0.0.0/8"], networks: nil, expected: .valid(rewritten: nil)),
        IPCase("sys.ip.044", "192.0.2.7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["office"], networks: ["office": ["192.0.2.0/24"]], expected: .valid(rewritten: nil)),
        IPCase("sys.ip.045", "192.0.2.7", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: ["office"], networks: nil, expected: .invalid(.notInRange)),
        IPCase("sys.ip.046", "not an ip", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.ip.047", "1.2.3.4/8", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.hasSubnet)),
        IPCase("sys.ip.048", "x", ipv4: true, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.message)),
        IPCase("sys.ip.049", "::1", ipv4: true, ipv6: false, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.ipv6NotAllowed)),
        IPCase("sys.ip.050", "1.1.1.1", ipv4: false, ipv6: true, subnet: .forbidden, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.ipv4NotAllowed)),
        IPCase("sys.ip.051", "1.1.1.1/40", ipv4: true, ipv6: true, subnet: .optional, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.wrongCidr)),
        IPCase("sys.ip.052", "1.1.1.1", ipv4: true, ipv6: true, subnet: .required, normalize: false, negation: false, expandIPv6: false, ranges: [], networks: nil, expected: .invalid(.noSubnet)),
    ]

    @Test(arguments: cases)
    func conformance(_ testCase: IPCase) throws {
        let matcher = try IPMatcher(
            ipv4: testCase.ipv4, ipv6: testCase.ipv6, subnet: testCase.subnet, normalize: testCase.normalize,
            negation: testCase.negation, expandIPv6: testCase.expandIPv6, ranges: testCase.ranges,
            networks: testCase.networks ?? IPMatcher.defaultNetworks)
        #expect(matcher.validate(testCase.value) == testCase.expected)
    }

    @Test func bothVersionsOffIsAConfigurationError() {
        #expect(throws: IPConfigurationError(reason: "Both IPv4 and IPv6 checks can not be disabled at the same time")) {
            try IPMatcher(ipv4: false, ipv6: false)
        }
        #expect(throws: IPConfigurationError.self) { try IPMatcher(ranges: ["loop"], networks: ["loop": ["loop"]]) }
        #expect(throws: IPConfigurationError.self) { try IPMatcher(ranges: ["10.0.0.0/x"]) }
    }

    @Test func rangesAreExpandedLikeYii() throws {
        let matcher = try IPMatcher(ranges: ["10.0.0.1", "!system", "any", "10.0.0.1"])
        #expect(matcher.preparedRanges == [
            "10.0.0.1", "!224.0.0.0/4", "!ff00::/8", "!169.254.0.0/16", "!fe80::/10", "!127.0.0.0/8", "!::1",
            "!192.0.2.0/24", "!198.51.100.0/24", "!203.0.113.0/24", "!2001:db8::/32", "0.0.0.0/0", "::/0",
        ])
        let dropped = try IPMatcher(ranges: ["x"], networks: ["x": ["!10.0.0.0/8"]])
        #expect(dropped.preparedRanges == ["10.0.0.0/8"])
        let cancelled = try IPMatcher(ranges: ["!x"], networks: ["x": ["!10.0.0.0/8"]])
        #expect(cancelled.preparedRanges == ["10.0.0.0/8"])
    }

    @Test func phpParsingQuirksAreKept() throws {
        // Leading zeros pass Yii's pattern but compare as 0.0.0.0.
        let private10 = try IPMatcher(ranges: ["10.0.0.0/8"])
        #expect(private10.validate("010.0.0.1") == .invalid(.notInRange))
        #expect(try IPMatcher(ranges: ["0.0.0.0/8"]).validate("010.0.0.1") == .valid(rewritten: nil))
        // A zone has no bits: only a /0 range contains it, and expanding gives "".
        #expect(try IPMatcher(ranges: ["linklocal"]).validate("fe80::1%eth0") == .invalid(.notInRange))
        #expect(try IPMatcher(ranges: ["any"]).validate("fe80::1%eth0") == .valid(rewritten: nil))
        #expect(try IPMatcher(expandIPv6: true).validate("fe80::1%eth0") == .valid(rewritten: ""))
        // The prefix length is kept as written.
        #expect(try IPMatcher(subnet: .optional).validate("10.0.0.1/008") == .valid(rewritten: nil))
        #expect(try IPMatcher(subnet: .required, negation: true, expandIPv6: true).validate("!::1/64")
            == .valid(rewritten: "!0000:0000:0000:0000:0000:0000:0000:0001/64"))
    }

    @Test(arguments: [
        ("1:2:3:4:5:6:7:8", true), ("1:2:3:4:5:6:7::", true), ("::2:3:4:5:6:7:8", true), ("1::8", true),
        ("1:2:3:4:5:6:7:8:9", false), ("1:2:3:4:5:6:7::8", false), ("1::2::3", false), (":1::2", false),
        ("12345::1", false), ("::ffff:1.2.3.4", true), ("::ffff:0:1.2.3.4", true), ("::ffff:00000:1.2.3.4", false),
        ("::1.2.3.4", true), ("1:2:3:4::1.2.3.4", true), ("1:2:3:4:5::1.2.3.4", false), ("1:2:3:4:5:6:1.2.3.4", false),
        ("::FFFF:1.2.3.4", false), ("::01.02.03.04", true), ("::001.2.3.4", false), ("::256.1.1.1", false),
        ("fe80::1%eth0", true), ("fe80:%x", true), ("FE80::1%eth0", false), ("fe80::1%", false), ("fe80::1%e-1", false),
        (":", false), ("::", true), ("1:", false),
    ])
    func yiiIPv6Pattern(_ text: String, _ accepted: Bool) {
        #expect(ByteScanning.withBytes(text) { IPAddress.matchesYiiIPv6($0, 0..<$0.count) } == accepted)
    }

    @Test func megabyteInputsFinish() throws {
        let matcher = try IPMatcher(subnet: .optional, negation: true, ranges: ["private"])
        for unit in ["1", ":", "1.", "/1", "!", "f:"] {
            let value = String(repeating: unit, count: 1_000_000 / unit.count)
            #expect(matcher.validate(value) != .valid(rewritten: nil))
        }
    }
}
