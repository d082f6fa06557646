/// The binary form of an IP address, as PHP's `IpHelper::ip2bin` sees it.
///
/// Yii compares addresses and ranges as strings of bits. An IPv4 address has 32 bits, an IPv6
/// address 128. PHP's parsers are stricter than Yii's patterns, and Yii does not check their
/// failures, so this type keeps the quirks: an IPv4 address that `inet_pton` rejects (one with a
/// leading zero, such as `01.02.03.004`) becomes 32 zero bits, and an IPv6 address it rejects
/// (one with a zone, such as `fe80::1%eth0`) has no bits at all.
///
/// ```swift
/// let address = IPAddress(phpBitsOf: "10.0.0.1")
/// address.bitCount                                      // 32
/// address.hasSamePrefix(as: IPAddress(phpBitsOf: "10.9.9.9"), length: 8) // true
/// ```
struct IPAddress: Sendable, Equatable {
    /// The first 64 bits, most significant first (an IPv4 address uses the top 32).
    var high: UInt64
    /// The last 64 bits of an IPv6 address.
    var low: UInt64
    /// The number of bits PHP produced: 32, 128, or 0 when `inet_pton` failed for IPv6.
    var bitCount: Int

    /// Whether `ip` is IPv6 by Yii's rule (`IpHelper::getIpVersion`): it contains a colon.
    ///
    /// - Parameter ip: The address text.
    /// - Returns: `true` when the text contains `:`.
    static func isIPv6<S: StringProtocol>(_ ip: S) -> Bool { ip.utf8.contains(UInt8(ascii: ":")) }

    /// Converts an address the way `IpHelper::ip2bin` does.
    ///
    /// - Parameter ip: The address text (no prefix length).
    init<S: StringProtocol>(phpBitsOf ip: S) {
        let parsed: IPAddress = ByteScanning.withBytes(ip) { bytes in
            let range = 0..<bytes.count
            if bytes.contains(UInt8(ascii: ":")) {
                if let value = IPAddress.parseIPv6(bytes, range) {
                    return IPAddress(high: value.high, low: value.low, bitCount: 128)
                }
                return IPAddress(high: 0, low: 0, bitCount: 0)
            }
            let value = IPAddress.parseIPv4(bytes, range) ?? 0
            return IPAddress(high: UInt64(value) << 32, low: 0, bitCount: 32)
        }
        self = parsed
    }

    /// Creates an address from its bits.
    ///
    /// - Parameters:
    ///   - high: The first 64 bits.
    ///   - low: The last 64 bits.
    ///   - bitCount: 0, 32 or 128.
    init(high: UInt64, low: UInt64, bitCount: Int) {
        self.high = high
        self.low = low
        self.bitCount = bitCount
    }

    /// Compares the first `length` bits the way PHP compares `substr($bits, 0, $length)`.
    ///
    /// A length beyond the address takes all its bits; a negative length drops that many bits
    /// from the end, as `substr` does.
    ///
    /// - Parameters:
    ///   - other: The address to compare with.
    ///   - length: The prefix length.
    /// - Returns: Whether both prefixes are the same bit string.
    func hasSamePrefix(as other: IPAddress, length: Int) -> Bool {
        let mine = Self.effectiveLength(length, bitCount)
        guard mine == Self.effectiveLength(length, other.bitCount) else { return false }
        return Self.prefix(high, mine) == Self.prefix(other.high, mine)
            && Self.prefix(low, mine - 64) == Self.prefix(other.low, mine - 64)
    }

    /// The address in full IPv6 notation (`2001:0db8:0000:…`), or `""` when PHP's `inet_pton`
    /// rejected it (Yii's `expandIPv6` then yields an empty string).
    var expandedIPv6: String {
        guard bitCount == 128 else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(39)
        let digits = Array("0123456789abcdef".utf8)
        for (index, word) in [high, low].enumerated() {
            for shift in stride(from: 60, through: 0, by: -4) {
                bytes.append(digits[Int((word >> UInt64(shift)) & 0xF)])
                if shift % 16 == 0 && !(index == 1 && shift == 0) { bytes.append(UInt8(ascii: ":")) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func effectiveLength(_ length: Int, _ count: Int) -> Int {
        length >= 0 ? min(length, count) : max(count + length, 0)
    }

    private static func prefix(_ word: UInt64, _ bits: Int) -> UInt64 {
        if bits <= 0 { return 0 }
        if bits >= 64 { return word }
        return word & ~(UInt64.max >> UInt64(bits))
    }
}

extension IPAddress {
    /// Parses dotted IPv4 like glibc's `inet_pton(AF_INET)`: four decimal parts of at most 255,
    /// no leading zeros.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - range: The part of `bytes` to parse.
    /// - Returns: The address, or `nil` when it is rejected.
    static func parseIPv4(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32? {
        var result: UInt32 = 0
        var parts = 0
        var index = range.lowerBound
        while true {
            guard index < range.upperBound, ByteScanning.isDigit(bytes[index]) else { return nil }
            if bytes[index] == UInt8(ascii: "0"), index + 1 < range.upperBound, ByteScanning.isDigit(bytes[index + 1]) {
                return nil
            }
            var part: UInt32 = 0
            while index < range.upperBound, ByteScanning.isDigit(bytes[index]) {
                part = part * 10 + UInt32(bytes[index] - 0x30)
                if part > 255 { return nil }
                index += 1
            }
            result = result << 8 | part
            parts += 1
            if parts == 4 { return index == range.upperBound ? result : nil }
            guard index < range.upperBound, bytes[index] == UInt8(ascii: ".") else { return nil }
            index += 1
        }
    }

    /// Parses IPv6 text like glibc's `inet_pton(AF_INET6)`: groups of one to four hex digits,
    /// at most one `::` standing for at least one zero group, and an optional dotted IPv4 tail.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - range: The part of `bytes` to parse.
    /// - Returns: The 128 bits, or `nil` when the text is rejected.
    static func parseIPv6(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (high: UInt64, low: UInt64)? {
        var head = (high: UInt64(0), low: UInt64(0), count: 0)
        var tail = (high: UInt64(0), low: UInt64(0), count: 0)
        var sawGap = false
        var index = range.lowerBound
        let end = range.upperBound
        func push(_ value: UInt64, _ groups: Int) {
            for shift in stride(from: (groups - 1) * 16, through: 0, by: -16) {
                let word = (value >> UInt64(shift)) & 0xFFFF
                if sawGap {
                    tail.high = tail.high << 16 | tail.low >> 48
                    tail.low = tail.low << 16 | word
                    tail.count += 1
                } else {
                    head.high = head.high << 16 | head.low >> 48
                    head.low = head.low << 16 | word
                    head.count += 1
                }
            }
        }
        if index < end, bytes[index] == UInt8(ascii: ":") {
            guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
            sawGap = true
            index += 2
        }
        while index < end {
            let start = index
            var value: UInt64 = 0
            while index < end, let digit = ByteScanning.hexValue(bytes[index]), index - start < 4 {
                value = value << 4 | digit
                index += 1
            }
            if index < end, bytes[index] == UInt8(ascii: "."), index > start {
                guard head.count + tail.count <= 6, let v4 = parseIPv4(bytes, start..<end) else { return nil }
                push(UInt64(v4), 2)
                index = end
                break
            }
            guard index > start else { return nil }
            push(value, 1)
            if head.count + tail.count > 8 { return nil }
            if index == end { break }
            guard bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            if index < end, bytes[index] == UInt8(ascii: ":") {
                guard !sawGap else { return nil }
                sawGap = true
                index += 1
            } else if index == end {
                return nil
            }
        }
        let total = head.count + tail.count
        if sawGap ? total >= 8 : total != 8 { return nil }
        // Shift the head left over the missing groups and the tail; both fit in 128 bits.
        var high = head.high
        var low = head.low
        for _ in 0..<(8 - head.count) {
            high = high << 16 | low >> 48
            low <<= 16
        }
        return (high | tail.high, low | tail.low)
    }
}
