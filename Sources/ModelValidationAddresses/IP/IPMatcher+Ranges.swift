/// Expansion and parsing of Yii's `ranges` for ``IPMatcher``.
extension IPMatcher {
    /// One prepared range: an optional `!`, an address and an optional prefix length.
    struct RangeRule: Sendable, Equatable {
        /// Whether the range forbids (`!`) rather than allows.
        var isNegated: Bool
        /// Whether the address is IPv6 (contains `:`).
        var isIPv6: Bool
        /// The address bits as PHP computes them.
        var bits: IPAddress
        /// The prefix length, or `nil` for the whole address.
        var netMask: Int?

        /// Parses a prepared range such as `!10.0.0.0/8`; text after a second `/` is ignored, as
        /// Yii's `explode` does.
        ///
        /// - Parameter text: The range.
        /// - Throws: ``IPConfigurationError`` when the prefix length is not an integer.
        init(_ text: String) throws(IPConfigurationError) {
            isNegated = text.hasPrefix("!")
            let body = isNegated ? text.dropFirst() : Substring(text)
            let pieces = body.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            let net = pieces[0]
            isIPv6 = IPAddress.isIPv6(net)
            bits = IPAddress(phpBitsOf: net)
            if pieces.count > 1 {
                let mask = pieces[1].trimmingASCIIWhitespace()
                guard let value = Int(mask) else {
                    throw IPConfigurationError(reason: "The range \"\(text)\" has an invalid prefix length")
                }
                netMask = value
            } else {
                netMask = nil
            }
        }
    }

    /// Yii's `prepareRanges`: replaces aliases recursively (a `!` before an alias negates each
    /// of its entries, and cancels an entry's own `!`; an entry's `!` is dropped when the alias
    /// is not negated) and removes duplicates, keeping first occurrences.
    static func prepare(
        _ ranges: [String], networks: [String: [String]], expanding: inout [String]
    ) throws(IPConfigurationError) -> [String] {
        var result: [String] = []
        for text in ranges {
            let isNegated = text.hasPrefix("!")
            let name = isNegated ? String(text.dropFirst()) : text
            guard let entries = networks[name] else {
                result.append(text)
                continue
            }
            guard !expanding.contains(name) else {
                throw IPConfigurationError(reason: "The network alias \"\(name)\" refers to itself")
            }
            expanding.append(name)
            for replacement in try prepare(entries, networks: networks, expanding: &expanding) {
                let isReplacementNegated = replacement.hasPrefix("!")
                let plain = isReplacementNegated ? String(replacement.dropFirst()) : replacement
                result.append((isNegated && !isReplacementNegated ? "!" : "") + plain)
            }
            expanding.removeLast()
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }
}

extension Substring {
    /// The text without leading and trailing ASCII whitespace (PHP's numeric-string leniency).
    fileprivate func trimmingASCIIWhitespace() -> Substring {
        var text = self
        while let first = text.utf8.first, ByteScanning.isSpace(first) { text = text.dropFirst() }
        while let last = text.utf8.last, ByteScanning.isSpace(last) { text = text.dropLast() }
        return text
    }
}
