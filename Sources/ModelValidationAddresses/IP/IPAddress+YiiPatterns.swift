/// Byte scanners for the languages of Yii's default `ipv4Pattern` and `ipv6Pattern`.
///
/// They accept exactly the strings those patterns accept, except that a trailing line feed
/// (which PCRE's `$` lets through) is rejected.
extension IPAddress {
    /// Whether `bytes[range]` matches Yii's `ipv4Pattern`: four dot-separated parts of one to
    /// three digits with a value of at most 255; leading zeros are allowed (`01.02.03.004`).
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - range: The part to check.
    /// - Returns: Whether the part is an IPv4 address for Yii.
    static func matchesYiiIPv4(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        dottedQuad(bytes, range, embedded: false)
    }

    /// Whether `bytes[range]` matches Yii's `ipv6Pattern`.
    ///
    /// The pattern accepts: eight groups of one to four hex digits; one `::` with at most seven
    /// groups around it; `fe80:` followed by up to four `:`-prefixed groups of zero to four hex
    /// digits, `%` and an alphanumeric zone; `::`, `::ffff:` or `::ffff:0{1,4}:` followed by an
    /// IPv4 address; and one to four groups followed by `::` and an IPv4 address. In the IPv4
    /// tails, a part is one or two digits, or three digits from 100 to 255.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - range: The part to check.
    /// - Returns: Whether the part is an IPv6 address for Yii.
    static func matchesYiiIPv6(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var hasDot = false
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "%"): return matchesZoned(bytes, range, percent: index)
            case UInt8(ascii: "."): hasDot = true
            default: break
            }
        }
        if hasDot { return matchesIPv4Tailed(bytes, range) }
        // Hex groups and colons only.
        var groups = 0
        var gaps = 0
        var index = range.lowerBound
        let end = range.upperBound
        guard index < end else { return false }
        if bytes[index] == UInt8(ascii: ":") {
            guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ":") else { return false }
            gaps = 1
            index += 2
        }
        while index < end {
            let start = index
            while index < end, ByteScanning.hexValue(bytes[index]) != nil, index - start < 4 { index += 1 }
            guard index > start else { return false }
            groups += 1
            if index == end { break }
            guard bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            if index < end, bytes[index] == UInt8(ascii: ":") {
                gaps += 1
                index += 1
            } else if index == end {
                return false
            }
        }
        return gaps == 0 ? groups == 8 : gaps == 1 && groups <= 7
    }

    private static func matchesZoned(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, percent: Int) -> Bool {
        let prefix: [UInt8] = Array("fe80:".utf8)
        guard percent - range.lowerBound >= prefix.count, percent + 1 < range.upperBound else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[range.lowerBound + offset] != byte { return false }
        var index = range.lowerBound + prefix.count
        var segments = 0
        while index < percent {
            guard bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            let start = index
            while index < percent, ByteScanning.hexValue(bytes[index]) != nil, index - start < 4 { index += 1 }
            segments += 1
            if segments > 4 { return false }
        }
        for index in (percent + 1)..<range.upperBound where !ByteScanning.isAlphanumeric(bytes[index]) { return false }
        return true
    }

    private static func matchesIPv4Tailed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var lastColon = range.upperBound - 1
        while lastColon >= range.lowerBound, bytes[lastColon] != UInt8(ascii: ":") { lastColon -= 1 }
        guard lastColon > range.lowerBound, dottedQuad(bytes, (lastColon + 1)..<range.upperBound, embedded: true) else {
            return false
        }
        // The text before the IPv4 part, including its final colon.
        let prefix = range.lowerBound..<(lastColon + 1)
        let mapped: [UInt8] = Array("::ffff:".utf8)
        if prefix.count >= mapped.count, zip(prefix, mapped).allSatisfy({ bytes[$0] == $1 }) {
            // "::ffff:" alone, or followed by one to four zeros and a colon.
            let rest = (prefix.lowerBound + mapped.count)..<prefix.upperBound
            if rest.isEmpty { return true }
            guard (2...5).contains(rest.count) else { return false }
            return rest.dropLast().allSatisfy { bytes[$0] == UInt8(ascii: "0") }
        }
        guard bytes[lastColon - 1] == UInt8(ascii: ":") else { return false }
        let head = prefix.lowerBound..<(lastColon - 1)
        if head.isEmpty { return true }
        var groups = 0
        var index = head.lowerBound
        while index < head.upperBound {
            let start = index
            while index < head.upperBound, ByteScanning.hexValue(bytes[index]) != nil, index - start < 4 { index += 1 }
            guard index > start else { return false }
            groups += 1
            if index == head.upperBound { break }
            guard bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            guard index < head.upperBound else { return false }
        }
        return groups <= 4
    }

    private static func dottedQuad(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, embedded: Bool) -> Bool {
        var index = range.lowerBound
        for part in 0..<4 {
            let start = index
            var value = 0
            while index < range.upperBound, ByteScanning.isDigit(bytes[index]), index - start < 3 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            let length = index - start
            guard length > 0, value <= 255 else { return false }
            if embedded && length == 3 && value < 100 { return false }
            if part < 3 {
                guard index < range.upperBound, bytes[index] == UInt8(ascii: ".") else { return false }
                index += 1
            }
        }
        return index == range.upperBound
    }
}
