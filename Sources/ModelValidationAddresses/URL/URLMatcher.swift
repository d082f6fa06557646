/// The value logic of Yii's `url` validator with its default pattern,
/// `/^{schemes}:\/\/(([A-Z0-9][A-Z0-9_-]*)(\.[A-Z0-9][A-Z0-9_-]*)+)(?::\d{1,5})?(?:$|[?\/#])/i`.
///
/// A value is accepted when it is shorter than 2000 bytes and, after `defaultScheme` is prepended
/// to a value without `://` and (with `enableIDN`) every `://host` run is converted with IDNA,
/// it starts with one of the schemes (ASCII case-insensitive), `://`, a host of at least two
/// dot-separated labels of letters, digits, `_` and `-` (each starting with a letter or digit),
/// an optional `:` and one to five digits, and then ends or continues with `?`, `/` or `#`.
/// Schemes are compared literally (Yii inserts them into the regular expression unescaped; an
/// empty list accepts an empty scheme, as Yii's `()` does). A trailing line feed is rejected
/// (a documented deviation from PCRE's `$`).
///
/// For a custom `pattern`, call ``candidate(_:)`` and ``expandedPattern(_:)`` and match with the
/// custom pattern instead of using ``validate(_:)``.
///
/// ```swift
/// let matcher = URLMatcher(validSchemes: ["http", "https"], defaultScheme: nil, enableIDN: true)
/// matcher.validate("http://bücher.de/") // .valid(rewritten: nil)
/// matcher.validate("ftp://example.com") // .invalid
/// ```
package struct URLMatcher: Sendable {
    /// The accepted schemes.
    let validSchemes: [String]
    /// The scheme prepended to a value without `://`, if any.
    let defaultScheme: String?
    /// Whether hosts are converted with IDNA before matching.
    let enableIDN: Bool
    private let schemeBytes: [[UInt8]]

    /// Yii's default pattern, with `{schemes}` still in it, which ``validate(_:)`` implements as
    /// a scanner: for a translation of the rule into another regular-expression dialect.
    package static let defaultPattern = #"/^{schemes}:\/\/(([A-Z0-9][A-Z0-9_-]*)(\.[A-Z0-9][A-Z0-9_-]*)+)(?::\d{1,5})?(?:$|[?\/#])/i"#

    /// Creates a matcher from Yii's options.
    ///
    /// - Parameters:
    ///   - validSchemes: Yii's `validSchemes` (default `["http", "https"]`).
    ///   - defaultScheme: Yii's `defaultScheme` (default `nil`).
    ///   - enableIDN: Yii's `enableIDN` (default `false`).
    package init(validSchemes: [String] = ["http", "https"], defaultScheme: String? = nil, enableIDN: Bool = false) {
        self.validSchemes = validSchemes
        self.defaultScheme = defaultScheme
        self.enableIDN = enableIDN
        self.schemeBytes = validSchemes.isEmpty ? [[]] : validSchemes.map { Array($0.utf8) }
    }

    /// Validates one string value.
    ///
    /// - Parameter value: The attribute value.
    /// - Returns: ``URLMatchResult/valid(rewritten:)`` or ``URLMatchResult/invalid``.
    /// - Complexity: O(*n*) in the length of `value` (bounded by 2000 bytes).
    package func validate(_ value: String) -> URLMatchResult {
        // The value matched as it is (no default scheme, no host to convert): `candidate(_:)`
        // returned a copy of it, a retain and a release per value.
        if defaultScheme == nil && !enableIDN {
            guard value.utf8.count < 2000, ByteScanning.withBytes(value, { matchesDefaultPattern($0) }) else { return .invalid }
            return .valid(rewritten: nil)
        }
        guard let candidate = candidate(value) else { return .invalid }
        let matched = ByteScanning.withBytes(candidate) { matchesDefaultPattern($0) }
        guard matched else { return .invalid }
        return .valid(rewritten: rewrittenValue(value))
    }

    /// The string Yii matches against the pattern, or `nil` when the value is 2000 bytes or longer.
    ///
    /// - Parameter value: The attribute value.
    /// - Returns: The value with `defaultScheme` applied and hosts converted (with `enableIDN`).
    package func candidate(_ value: String) -> String? {
        guard value.utf8.count < 2000 else { return nil }
        let withScheme = rewrittenValue(value) ?? value
        return enableIDN ? Self.convertingHosts(withScheme) : withScheme
    }

    /// The value Yii stores after a successful validation: `defaultScheme://value` when a default
    /// scheme is set and the value has no `://`; `nil` otherwise.
    ///
    /// - Parameter value: The attribute value.
    /// - Returns: The rewritten value, or `nil` when it stays as it is.
    package func rewrittenValue(_ value: String) -> String? {
        guard let defaultScheme, !Self.contains(value, "://") else { return nil }
        return defaultScheme + "://" + value
    }

    /// A custom pattern with `{schemes}` replaced by `(scheme1|scheme2|…)`, as Yii does.
    ///
    /// - Parameter pattern: The pattern from the rule.
    /// - Returns: The pattern to compile.
    package func expandedPattern(_ pattern: String) -> String {
        guard Self.contains(pattern, "{schemes}") else { return pattern }
        return pattern.replacing("{schemes}", with: "(" + validSchemes.joined(separator: "|") + ")")
    }

    private func matchesDefaultPattern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, bytes[count - 1] != 0x0A else { return false }
        for scheme in schemeBytes {
            let hostStart = scheme.count + 3
            guard count >= hostStart, ByteScanning.equalsIgnoringASCIICase(bytes, 0..<scheme.count, scheme),
                  bytes[scheme.count] == UInt8(ascii: ":"), bytes[scheme.count + 1] == UInt8(ascii: "/"),
                  bytes[scheme.count + 2] == UInt8(ascii: "/") else { continue }
            if Self.matchesHostAndPort(bytes, from: hostStart) { return true }
        }
        return false
    }

    private static func matchesHostAndPort(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let count = bytes.count
        var index = start
        var labels = 0
        while true {
            guard index < count, ByteScanning.isAlphanumeric(bytes[index]) else { return false }
            index += 1
            while index < count, ByteScanning.isAlphanumeric(bytes[index])
                || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            labels += 1
            guard index < count, bytes[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        guard labels >= 2 else { return false }
        if index < count, bytes[index] == UInt8(ascii: ":") {
            let digitsStart = index + 1
            index = digitsStart
            while index < count, ByteScanning.isDigit(bytes[index]) { index += 1 }
            guard (1...5).contains(index - digitsStart) else { return false }
        }
        if index == count { return true }
        switch bytes[index] {
        case UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: "#"): return true
        default: return false
        }
    }

    /// Replaces every `://` followed by a run of non-`/` bytes with `://` and the run's IDNA form
    /// (or nothing when it cannot be converted), as Yii's `preg_replace_callback` does.
    private static func convertingHosts(_ value: String) -> String {
        guard contains(value, "://") else { return value }
        var result = ""
        var rest = Substring(value)
        while let marker = rest.firstRange(of: "://") {
            let runEnd = rest[marker.upperBound...].firstIndex(of: "/") ?? rest.endIndex
            result += rest[..<marker.upperBound]
            if runEnd > marker.upperBound {
                result += IDNA.toASCII(rest[marker.upperBound..<runEnd]) ?? ""
            }
            rest = rest[runEnd...]
        }
        result += rest
        return result
    }

    private static func contains(_ text: String, _ needle: String) -> Bool {
        text.utf8.firstRange(of: needle.utf8) != nil
    }
}
