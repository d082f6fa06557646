@testable import ModelValidationAddresses
import ModelValidationPatterns

/// The scanners that stand in for Yii's address patterns (`email`, `url`, `ip`), checked against
/// the library's PCRE engine running the patterns themselves, and IDNA's conversion.
///
/// Input: a flag byte, then the value (invalid UTF-8 replaced, as a string attribute would hold
/// it). The flag's two low bits choose the check; the others choose its options:
/// - 0, `email`: bit 2 `allowName`, bit 3 `enableIDN`, bit 4 `enableLocalIDN`;
/// - 1, `url`: bits 2–3 the schemes (`http` and `https`, `ftp`, none, `a` and `ab`), bit 4 a
///   `defaultScheme`, bit 5 `enableIDN`;
/// - 2, `ip`: the IPv4 and IPv6 patterns on the whole value;
/// - 3, IDNA on the value as a domain name.
///
/// Checks:
/// - `email`: Yii's split pattern matches exactly when the split scanner finds the parts, and the
///   matcher accepts exactly when the split value (rebuilt with IDNA when asked) passes the length
///   limits and matches Yii's `pattern`, or with `allowName` its `fullPattern`, run as patterns;
/// - `url`: the matcher accepts exactly when the value (with the default scheme and IDNA applied)
///   matches Yii's pattern with the schemes put in, and rewrites exactly what gets a default
///   scheme;
/// - `ip`: the two scanners accept exactly what Yii's `ipv4Pattern` and `ipv6Pattern` accept;
/// - IDNA: a name converts to ASCII, converts to itself again, and each label's Punycode decodes
///   to the label.
///
/// A value ending with a line feed is only checked to be refused: Yii's PCRE lets it through
/// `$`, the scanners refuse it at once (a documented deviation), and the engine, whose `$`
/// matches at the very end only, still finds the split pattern in some of them.
enum AddressTarget {
    static let target = FuzzTarget(
        name: "address", summary: "email, url and ip scanners against Yii's patterns run by PCREPattern; IDNA and Punycode round trips",
        maxLength: 512, run: run)

    /// Yii's patterns, as the library's PCRE engine reads them.
    static let split = pattern(#"/^(?P<name>(?:"?([^"]*)"?\s)?)(?:\s+)?(?:(?P<open><?)((?P<local>.+)@(?P<domain>[^>]+))(?P<close>>?))$/i"#)
    static let email = pattern(EmailAddressMatcher.defaultPattern)
    static let fullEmail = pattern(#"/^[^@]*<[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?>$/"#)
    static let ipv4 = pattern(#"/^(?:(?:2(?:[0-4][0-9]|5[0-5])|[0-1]?[0-9]?[0-9])\.){3}(?:(?:2([0-4][0-9]|5[0-5])|[0-1]?[0-9]?[0-9]))$/"#)
    static let ipv6 = pattern(#"/^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))$/"#)
    static let schemeChoices: [[String]] = [["http", "https"], ["ftp"], [], ["a", "ab"]]
    /// Yii's URL pattern with each choice of schemes put in.
    static let urlPatterns = schemeChoices.map { pattern(URLMatcher(validSchemes: $0).expandedPattern(URLMatcher.defaultPattern)) }

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let flags = parts.byte()
        let value = FuzzInput.text(parts.rest())
        switch flags & 3 {
        case 0: checkEmail(value, allowName: flags & 4 != 0, enableIDN: flags & 8 != 0, enableLocalIDN: flags & 16 != 0)
        case 1: checkURL(value, schemes: Int(flags >> 2) & 3, defaultScheme: flags & 16 != 0 ? "https" : nil,
                         enableIDN: flags & 32 != 0)
        case 2: checkIP(value)
        default: checkIDNA(value)
        }
    }

    static func checkEmail(_ value: String, allowName: Bool, enableIDN: Bool, enableLocalIDN: Bool) {
        let matcher = EmailAddressMatcher(allowName: allowName, enableIDN: enableIDN, enableLocalIDN: enableLocalIDN)
        let accepted = matcher.matches(value)
        if value.utf8.last == 0x0A {
            Invariant.expect(!accepted, "email accepted a value ending with a line feed: \(Invariant.quoted(value))")
            return
        }
        let splits = ByteScanning.withBytes(value) { EmailAddressSplit($0) != nil }
        Invariant.expect(splits == split.matches(value),
                         "the split scanner says \(splits), Yii's split pattern \(!splits) on \(Invariant.quoted(value))")
        var expected = false
        if let candidate = matcher.candidate(value) {
            expected = email.matches(candidate) || (allowName && fullEmail.matches(candidate))
            if candidate.utf8.last == 0x0A { expected = false }
        }
        Invariant.expect(accepted == expected,
                         "email (allowName \(allowName), enableIDN \(enableIDN), enableLocalIDN \(enableLocalIDN)) says \(accepted), "
                         + "Yii's patterns \(expected) on \(Invariant.quoted(value))")
    }

    static func checkURL(_ value: String, schemes choice: Int, defaultScheme: String?, enableIDN: Bool) {
        let schemes = schemeChoices[choice]
        let matcher = URLMatcher(validSchemes: schemes, defaultScheme: defaultScheme, enableIDN: enableIDN)
        let result = matcher.validate(value)
        var expected = URLMatchResult.invalid
        if let candidate = matcher.candidate(value), candidate.utf8.last != 0x0A,
           urlPatterns[choice].matches(candidate) {
            expected = .valid(rewritten: matcher.rewrittenValue(value))
        }
        Invariant.expect(result == expected,
                         "url (schemes \(schemes), defaultScheme \(defaultScheme ?? "none"), enableIDN \(enableIDN)) says \(result), "
                         + "Yii's pattern \(expected) on \(Invariant.quoted(value))")
    }

    static func checkIP(_ value: String) {
        ByteScanning.withBytes(value) { bytes in
            let whole = 0..<bytes.count
            let endsWithLineFeed = bytes.last == 0x0A
            let v4 = IPAddress.matchesYiiIPv4(bytes, whole)
            let v6 = IPAddress.matchesYiiIPv6(bytes, whole)
            Invariant.expect(v4 == (!endsWithLineFeed && ipv4.matches(value)),
                             "the IPv4 scanner says \(v4) on \(Invariant.quoted(value))")
            Invariant.expect(v6 == (!endsWithLineFeed && ipv6.matches(value)),
                             "the IPv6 scanner says \(v6) on \(Invariant.quoted(value))")
        }
    }

    static func checkIDNA(_ value: String) {
        if let ascii = IDNA.toASCII(value) {
            Invariant.expect(ascii.utf8.allSatisfy { $0 < 0x80 }, "IDNA gave non-ASCII \(Invariant.quoted(ascii)) for \(Invariant.quoted(value))")
            Invariant.expect(IDNA.toASCII(ascii) == ascii,
                             "IDNA of \(Invariant.quoted(ascii)) (from \(Invariant.quoted(value))) is \(IDNA.toASCII(ascii).map(Invariant.quoted) ?? "nil")")
        }
        for label in value.unicodeScalars.split(separator: ".") where label.count <= 200 {
            let scalars = Array(label)
            guard let encoded = Punycode.encode(scalars) else { continue }
            let decoded = Punycode.decode(encoded.utf8)
            Invariant.expect(decoded == scalars, "Punycode \(encoded) does not decode to its label")
        }
    }

    /// A pattern the harness relies on; one that does not compile is a defect of the harness.
    static func pattern(_ source: String) -> PCREPattern {
        do { return try PCREPattern(source) } catch { fatalError("the harness's pattern \(source) does not compile: \(error)") }
    }
}
