import Testing
@testable import ModelValidationAddresses

/// One conformance vector of Yii's `email` validator (string values only).
struct EmailCase: Sendable, CustomTestStringConvertible {
    var id: String
    var value: String
    var allowName: Bool
    var enableIDN: Bool
    var enableLocalIDN: Bool
    var valid: Bool
    var testDescription: String { id }

    init(_ id: String, _ value: String, allowName: Bool, enableIDN: Bool, enableLocalIDN: Bool, valid: Bool) {
        self.id = id
        self.value = value
        self.allowName = allowName
        self.enableIDN = enableIDN
        self.enableLocalIDN = enableLocalIDN
        self.valid = valid
    }
}

struct EmailAddressMatcherTests {
    /// Built from `yii2-cases.ndjson`, group `email`. `sys.email.001` (a trailing line feed) is
    /// expected invalid: the documented deviation from PCRE's `$`.
    static let cases: [EmailCase] = [
        EmailCase("yii.email.002", "5011@gmail.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.004", "user+mailbox/department=shipping@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.005", "!#$%&'*+-/=?^_`.{|}~@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.006", "firstName.x.lastName.-nd@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.007", "rmcreative.ru", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.008", "Carsten Brandt <mail@cebe.cc>", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.009", "\"Carsten Brandt\" <mail@cebe.cc>", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.010", "<mail@cebe.cc>", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.011", "info@örtliches.de", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.015", "sam@rmcreative.ru", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.016", "5011@gmail.com", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.017", "rmcreative.ru", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.019", "\"Carsten Brandt\" <mail@cebe.cc>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.021", "\"FirstName LastName\" <firstName.x.lastName.-nd@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.022", "info@örtliches.de", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.023", "üñîçøðé@üñîçøðé.com", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.024", "sam@рмкреатиф.ru", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.025", "Informtation info@oertliches.de", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.026", "test@example.com", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.027", "John Smith <john.smith@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.029", "John Smith <example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.031", "Short Name <domainNameIsMoreThan254Characters@example-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah-blah.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.033", "5011@example.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.034", "example@äüößìà.de", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.035", "example@xn--zcack7ayc9a.de", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.036", "info@örtliches.de", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.037", "sam@рмкреатиф.ru", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.038", "sam@rmcreative.ru", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.041", "firstName.x.lastName.-nd@example.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.042", "rmcreative.ru", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.043", "Carsten Brandt <mail@cebe.cc>", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.044", "\"Carsten Brandt\" <mail@cebe.cc>", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.045", "<mail@cebe.cc>", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.046", "info@örtliches.de", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.047", "Informtation <info@örtliches.de>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.048", "Informtation info@örtliches.de", allowName: true, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.049", "sam@рмкреатиф.ru", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.050", "sam@rmcreative.ru", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.051", "5011@gmail.com", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.052", "rmcreative.ru", allowName: true, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.054", "\"Carsten Brandt\" <mail@cebe.cc>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.057", "test@example.com", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.059", "\"Такое имя достаточно длинное, но оно все равно может пройти валидацию\" <shortmail@example.com>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.060", "\"FirstName LastName\" <firstName.x.lastName.-nd@example.com>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.061", "John Smith <example.com>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.062", "Короткое имя <после-преобразования-в-idn-тут-будет-больше-чем-64-символа@пример.com>", allowName: true, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.063", "test@nonexistingsubdomain.example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.064", "5011@gmail.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.065", "\"attacker\\\" -oQ/tmp/ -X/var/www/cache/phpcode.php \"@email.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.066", "\"attacker\\\" -oQ/tmp/ -X/var/www/cache/phpcode.php \"@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.067", "\"Attacker -Param2 -Param3\"@test.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.068", "\"Attacker -Param2 -Param3\"@test.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.069", "'Attacker -Param2 -Param3'@test.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.073", "'Attacker \\' -Param2 -Param3'@test.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.074", "'Attacker \\' -Param2 -Param3'@test.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.075", "\"attacker\\\"\\ -oQ/tmp/\\ -X/var/www/cache/phpcode.php\"@email.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.076", "\"attacker\\\"\\ -oQ/tmp/\\ -X/var/www/cache/phpcode.php\"@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.079", "\"attacker@cebe.cc\\\"-Xbeep\"@email.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.080", "\"attacker@cebe.cc\\\"-Xbeep\"@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.084", "'attacker\\\\' -oQ/tmp/ -X/var/www/cache/phpcode.php'@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.085", "'attacker\\\\'\\ -oQ/tmp/ -X/var/www/cache/phpcode.php'@email.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.086", "'attacker\\\\'\\ -oQ/tmp/ -X/var/www/cache/phpcode.php'@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.088", "'attacker\\';touch /tmp/hackme'@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.089", "'attacker\\\\';touch /tmp/hackme'@email.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.090", "'attacker\\\\';touch /tmp/hackme'@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.092", "'attacker\\';touch/tmp/hackme'@email.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.095", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("yii.email.096", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("yii.email.097", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ccccccccccccccccccccccccccccccccccccccccccccccccccccccccc.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.matrix.email.whitespace-mix", " \t\n", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-1", "1", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-1.0", "1.0", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-1.5", "1.5", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-1e3", "1e3", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-1E3", "1E3", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-12-newline", "12\n", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-hex", "0x1A", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-bin", "0b11", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-octal", "012", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-plus5", "+5", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-minus5", "-5", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-5dot", "5.", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-dot5", ".5", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-underscore", "1_000", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-abc", "abc", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.emoji", "😀", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.combining", "é", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.nbsp-12", " 12 ", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.fullwidth-12", "１２", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.arabic-12", "١٢", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.str-INF", "INF", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.url-like", "http://example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.ip-like", "192.168.0.1", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.matrix.email.date-like", "2013-09-13", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.001", "user@example.com\n", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.002", " user@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.003", "user@example.com ", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.004", "user@localhost", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.006", "user@[127.0.0.1]", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.007", "\"john doe\"@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.008", "john.@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.009", ".john@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.010", "user@-example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.011", "user@example-.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.012", "a@b.c", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.013", "a@b.123", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.014", "user@sub.domain.example.co.uk", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.015", "USER+tag@EXAMPLE.COM", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.016", "user@exa_mple.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.017", "user@@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.022", "user@éxample.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.023", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.024", "x@aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.026", "<user@example.com>", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.027", "user@example.com>", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.028", "<user@example.com", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.032", "\"Quoted, Name\" <user@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.033", "Name<user@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.035", "<user@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.036", "Name <user@example.com", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.038", "Näme <user@example.com>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.039", "Name <bad@>", allowName: true, enableIDN: false, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.041", "user@bücher.de", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.042", "user@bücher.de", allowName: false, enableIDN: true, enableLocalIDN: false, valid: true),
        EmailCase("sys.email.043", "bücher@example.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.044", "bücher@example.com", allowName: false, enableIDN: true, enableLocalIDN: false, valid: false),
        EmailCase("sys.email.046", "user@xn--bcher-kva.de", allowName: false, enableIDN: true, enableLocalIDN: false, valid: true),
        EmailCase("sys.email.047", "user@例え.jp", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.048", "user@例え.jp", allowName: false, enableIDN: true, enableLocalIDN: false, valid: true),
        EmailCase("sys.email.049", "user@example.com", allowName: false, enableIDN: true, enableLocalIDN: true, valid: true),
        EmailCase("sys.email.050", "user@example.com", allowName: false, enableIDN: true, enableLocalIDN: false, valid: true),
        EmailCase("sys.email.051", "Name <user@bücher.de>", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.052", "Name <user@bücher.de>", allowName: false, enableIDN: true, enableLocalIDN: false, valid: false),
        EmailCase("sys.email.053", "user@-bücher.de", allowName: false, enableIDN: true, enableLocalIDN: true, valid: false),
        EmailCase("sys.email.054", "user@-bücher.de", allowName: false, enableIDN: true, enableLocalIDN: false, valid: false),
        EmailCase("sys.email.055", "nope", allowName: false, enableIDN: false, enableLocalIDN: true, valid: false),
    ]

    @Test(arguments: cases)
    func conformance(_ testCase: EmailCase) {
        let matcher = EmailAddressMatcher(
            allowName: testCase.allowName, enableIDN: testCase.enableIDN, enableLocalIDN: testCase.enableLocalIDN)
        #expect(matcher.matches(testCase.value) == testCase.valid)
    }

    @Test func splitFollowsPCREBacktracking() {
        func parts(_ value: String) -> [String]? {
            ByteScanning.withBytes(value) { bytes in
                guard let split = EmailAddressSplit(bytes) else { return nil }
                func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                return [text(split.name), split.hasOpen ? "<" : "", text(split.local), text(split.domain), split.hasClose ? ">" : ""]
            }
        }
        #expect(parts("John Smith <john@example.com>") == ["John Smith ", "<", "john", "example.com", ">"])
        #expect(parts("\"Quoted, Name\" <user@example.com>") == ["\"Quoted, Name\" ", "<", "user", "example.com", ">"])
        #expect(parts("Name<user@example.com>") == ["", "", "Name<user", "example.com", ">"])
        #expect(parts("a@b@") == ["", "", "a", "b@", ""])
        #expect(parts("a b\n@c.d") == nil)
        #expect(parts("x\ny z@c.d") == ["x\ny ", "", "z", "c.d", ""])
        #expect(parts("user@example.com\n") == nil)
        #expect(parts("no-at-sign") == nil)
    }

    @Test func candidateRebuildsConvertedAddress() {
        let matcher = EmailAddressMatcher(allowName: true, enableIDN: true, enableLocalIDN: true)
        #expect(matcher.candidate("Name   <Bücher@Bücher.de>") == "Name   <xn--bcher-kva@xn--bcher-kva.de>")
        #expect(matcher.candidate("  <Bücher@Bücher.de>") == "  <xn--bcher-kva@xn--bcher-kva.de>")
        #expect(matcher.candidate("user@-bücher.de") == "user@")
        let plain = EmailAddressMatcher()
        #expect(plain.candidate("a@b.c") == "a@b.c")
        #expect(plain.candidate(String(repeating: "a", count: 65) + "@b.c") == nil)
    }

    @Test func lengthLimitsOfAddressesThePatternAccepts() {
        let plain = EmailAddressMatcher()
        let named = EmailAddressMatcher(allowName: true)
        let local64 = String(repeating: "a", count: 64)
        let domain = String(repeating: "b", count: 63) + "." + String(repeating: "c", count: 63) + "." + String(repeating: "d", count: 61)
        for matcher in [plain, named] {
            #expect(matcher.matches(local64 + "@b.c"))
            #expect(!matcher.matches(local64 + "a@b.c"))
            #expect(matcher.matches(local64 + "@" + domain))               // 254 bytes
            #expect(!matcher.matches(local64 + "@" + domain + "d"))        // 255 bytes
        }
        #expect(named.matches("Name <" + local64 + "@b.c>"))
        #expect(!named.matches("Name <" + local64 + "a@b.c>"))
        #expect(!plain.matches("Name <a@b.c>"))
    }

    @Test func atomBytesAreTheLettersDigitsAndSymbolsOfYiisPattern() {
        let symbols = Array("!#$%&'*+/=?^_`{|}~-".utf8)
        for byte in UInt8.min...UInt8.max {
            let expected = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || symbols.contains(byte)
            #expect(EmailAddressMatcher.isAtomByte(byte) == expected, "byte \(byte)")
        }
    }

    @Test func alphanumericBytesAreASCIILettersAndDigits() {
        for byte in UInt8.min...UInt8.max {
            let expected = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            #expect(ByteScanning.isAlphanumeric(byte) == expected, "byte \(byte)")
        }
    }

    @Test func theLocalPartEndsAtItsFirstAtSign() {
        let plain = EmailAddressMatcher()
        for (value, matches) in [("a.b@c.d", true), ("a..b@c.d", false), (".a@c.d", false), ("a.@c.d", false), ("@c.d", false),
                                 ("a@b@c.d", false), ("a b@c.d", false), ("a", false), ("a.b", false), ("ab@c", false),
                                 ("a@b-.c", false), ("a@-b.c", false), ("a@b.c-", false), ("a@b..c", false), ("a@b-c.d-e", true), ("a@b.c.", false)] {
            #expect(plain.matches(value) == matches, "\(value)")
        }
        let named = EmailAddressMatcher(allowName: true)
        #expect(named.matches("A <a.b@c.d>"))
        #expect(!named.matches("A <a..b@c.d>"))
        #expect(!named.matches("A <a@b@c.d>"))
    }

    @Test(arguments: ["a", " ", "@", "\"", "a ", "<", ">", "a@", "\n "])
    func megabyteInputsFinish(_ unit: String) {
        let value = String(repeating: unit, count: 1_000_000 / unit.utf8.count)
        for matcher in [EmailAddressMatcher(allowName: true), EmailAddressMatcher(allowName: true, enableIDN: true)] {
            #expect(!matcher.matches(value))
            #expect(!matcher.matches("\"" + value + "\" <" + value + "@x.y>"))
        }
    }
}
