/// The value logic of Yii's `email` validator with its default `pattern` and `fullPattern`.
///
/// Yii first splits the value into an optional name, `<`, local part, `@`, domain and `>` (with
/// `/^(?P<name>(?:"?([^"]*)"?\s)?)(?:\s+)?(?:(?P<open><?)((?P<local>.+)@(?P<domain>[^>]+))(?P<close>>?))$/i`),
/// converts the domain (and, with `enableLocalIDN`, the local part) to ASCII when `enableIDN` is
/// on, rejects a local part over 64 bytes or `local@domain` over 254 bytes, and finally matches
/// the (rebuilt) value against `pattern`, or `fullPattern` when `allowName` is on. All three
/// steps are byte scanners here, linear on any input.
///
/// For a custom `pattern` or `fullPattern`, call ``candidate(_:)`` and match its result with the
/// custom patterns instead of ``matches(_:)``.
///
/// A trailing line feed is rejected (PCRE's `$` would accept it; a documented deviation).
///
/// ```swift
/// let matcher = EmailAddressMatcher(allowName: true, enableIDN: true, enableLocalIDN: true)
/// matcher.matches("John <john@example.com>") // true
/// matcher.matches("info@örtliches.de")       // true
/// matcher.matches("john@localhost")          // false
/// ```
package struct EmailAddressMatcher: Sendable {
    /// Whether `Name <local@domain>` is accepted.
    let allowName: Bool
    /// Whether the domain is converted with IDNA before matching.
    let enableIDN: Bool
    /// Whether the local part is converted too (only with `enableIDN`).
    let enableLocalIDN: Bool

    /// Yii's default `pattern`, which ``matchesPattern(_:)`` implements as a scanner: for a
    /// translation of the rule into another regular-expression dialect.
    package static let defaultPattern =
        #"/^[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/"#

    /// Creates a matcher from Yii's options.
    ///
    /// - Parameters:
    ///   - allowName: Yii's `allowName` (default `false`).
    ///   - enableIDN: Yii's `enableIDN` (default `false`).
    ///   - enableLocalIDN: Yii's `enableLocalIDN` (default `true`; used only with `enableIDN`).
    package init(allowName: Bool = false, enableIDN: Bool = false, enableLocalIDN: Bool = true) {
        self.allowName = allowName
        self.enableIDN = enableIDN
        self.enableLocalIDN = enableLocalIDN
    }

    /// Whether a string value is a valid address for Yii's default patterns.
    ///
    /// - Parameter value: The attribute value.
    /// - Returns: `true` when Yii would accept it.
    /// - Complexity: O(*n*) in the length of `value`.
    package func matches(_ value: String) -> Bool {
        if !enableIDN {
            return ByteScanning.withBytes(value) { bytes in
                // An address the pattern accepts has no space, quote, angle bracket or line
                // feed, so PHP's split puts the local part before its one `@` and the domain
                // after it: the length limits are read off directly.
                if let at = Self.patternAtSign(bytes) { return at <= 64 && bytes.count <= 254 }
                guard allowName else { return false }
                guard let split = EmailAddressSplit(bytes), split.satisfiesLengthLimits else { return false }
                return Self.matchesPattern(bytes) || (allowName && Self.matchesFullPattern(bytes))
            }
        }
        guard let candidate = candidate(value) else { return false }
        return ByteScanning.withBytes(candidate) { bytes in
            Self.matchesPattern(bytes) || (allowName && Self.matchesFullPattern(bytes))
        }
    }

    /// The string Yii matches against `pattern` and `fullPattern`, or `nil` when the value fails
    /// before that (it cannot be split, or a length limit is exceeded).
    ///
    /// Without `enableIDN` this is the value itself. With it, the value is rebuilt from its parts
    /// after conversion (whitespace between the name and `<` is dropped, as Yii does); a domain
    /// that cannot be converted becomes empty, a local part that cannot be converted stays as is.
    ///
    /// - Parameter value: The attribute value.
    /// - Returns: The string to match, or `nil` when the value is invalid already.
    package func candidate(_ value: String) -> String? {
        ByteScanning.withBytes(value) { bytes -> String? in
            guard let split = EmailAddressSplit(bytes) else { return nil }
            if !enableIDN { return split.satisfiesLengthLimits ? value : nil }
            func text(_ range: Range<Int>) -> Substring {
                Substring(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            let localText = text(split.local)
            let local = enableLocalIDN ? (IDNA.toASCII(localText) ?? String(localText)) : String(localText)
            let domain = IDNA.toASCII(text(split.domain)) ?? ""
            let localLength = local.utf8.count
            guard localLength <= 64, localLength + 1 + domain.utf8.count <= 254 else { return nil }
            var rebuilt = String(text(split.name))
            if split.hasOpen { rebuilt += "<" }
            rebuilt += local
            rebuilt += "@"
            rebuilt += domain
            if split.hasClose { rebuilt += ">" }
            return rebuilt
        }
    }

    /// Whether `bytes` match Yii's default `pattern`: `local@domain` with nothing around it.
    ///
    /// - Parameter bytes: The UTF-8 bytes.
    /// - Returns: Whether the whole input is an address.
    package static func matchesPattern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        patternAtSign(bytes) != nil
    }

    /// Where the `@` is when `bytes` match Yii's default email pattern (there is exactly one
    /// then); `nil` when they do not match.
    static func patternAtSign(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // One pass: the local part up to the first `@`, then the domain after it.
        guard let at = localPartEnd(bytes, from: 0) else { return nil }
        return isDomain(bytes, (at + 1)..<bytes.count) ? at : nil
    }

    /// Whether `bytes` match Yii's default `fullPattern`: any text without `@`, then
    /// `<local@domain>` at the end.
    ///
    /// - Parameter bytes: The UTF-8 bytes.
    /// - Returns: Whether the whole input is a named address.
    package static func matchesFullPattern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: ">"),
              let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        var open = at - 1
        while open >= 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
        guard open >= 0 else { return false }
        return localPartEnd(bytes, from: open + 1) == at && isDomain(bytes, (at + 1)..<(bytes.count - 1))
    }

    /// Where the local part that starts at `start` ends: the index of the `@` after it, when
    /// the bytes before it are dot-separated, non-empty atoms of
    /// `[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]`; `nil` otherwise (another byte, or no `@`).
    private static func localPartEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var atomLength = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if isAtomByte(byte) {
                atomLength &+= 1
            } else if byte == UInt8(ascii: ".") {
                guard atomLength > 0 else { return nil }
                atomLength = 0
            } else {
                return byte == UInt8(ascii: "@") && atomLength > 0 ? index : nil
            }
            index &+= 1
        }
        return nil
    }

    /// At least two dot-separated labels of letters, digits and inner hyphens.
    private static func isDomain(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var labels = 0
        var labelLength = 0
        var previous: UInt8 = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if ByteScanning.isAlphanumeric(byte) || (byte == UInt8(ascii: "-") && labelLength > 0) {
                labelLength &+= 1
            } else if byte == UInt8(ascii: ".") {
                guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
                labels &+= 1
                labelLength = 0
            } else {
                return false
            }
            previous = byte
            index &+= 1
        }
        return labels >= 1 && labelLength > 0 && previous != UInt8(ascii: "-")
    }

    /// Whether `byte` may be in an atom: one bit per byte value below 128 (the set is
    /// `[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]`), tested with a shift instead of a switch.
    static func isAtomByte(_ byte: UInt8) -> Bool {
        ByteScanning.isIn(byte, low: 0xA3FF_ACFA_0000_0000, high: 0x7FFF_FFFF_C7FF_FFFE)
    }
}
