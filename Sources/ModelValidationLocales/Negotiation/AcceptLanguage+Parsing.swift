extension AcceptLanguage {
    /// Splits the bytes into elements and keeps the well-formed ones.
    ///
    /// When the header was cut at ``maximumBytes``, the last (partial) element is dropped.
    static func parse(_ bytes: some Collection<UInt8>, wasTruncated: Bool) -> [Preference] {
        var kept: [Preference] = []
        var element: [UInt8] = []
        var elements = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            if byte == UInt8(ascii: ",") {
                elements += 1
                if let preference = parseElement(element) { kept.append(preference) }
                element.removeAll(keepingCapacity: true)
                if elements == maximumElements || kept.count == maximumPreferences { return ordered(kept) }
            } else if element.count <= maximumElementLength {
                element.append(byte)
            }
        }
        if !wasTruncated, let preference = parseElement(element) { kept.append(preference) }
        return ordered(kept)
    }

    /// The longest element considered, in bytes (a range of at most ``LocaleIdentifier/maximumLength``
    /// plus a weight and whitespace); a longer one is malformed.
    private static let maximumElementLength = LocaleIdentifier.maximumLength + 16

    /// One element: `OWS range [OWS ";" OWS "q=" qvalue] OWS`; `nil` when malformed or empty.
    private static func parseElement(_ element: [UInt8]) -> Preference? {
        guard element.count <= maximumElementLength else { return nil }
        let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let rangeBytes = parts.first.map(trimmed), !rangeBytes.isEmpty, parts.count <= 2 else { return nil }
        var quality = 1000
        if parts.count == 2 {
            guard let weight = parseWeight(trimmed(parts[1])) else { return nil }
            quality = weight
        }
        if rangeBytes.elementsEqual("*".utf8) { return Preference(range: nil, quality: quality) }
        // RFC 4647 basic range: 1*8ALPHA *("-" 1*8alphanum); `_` is tolerated as a separator.
        guard rangeBytes.allSatisfy(isRangeByte), let range = LocaleIdentifier(String(decoding: rangeBytes, as: UTF8.self)) else { return nil }
        return Preference(range: range, quality: quality)
    }

    /// `q=` qvalue, with qvalue = `0[.ddd]` or `1[.000]`; the weight in thousandths.
    private static func parseWeight(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= 3, bytes.count <= 7 else { return nil }
        var index = bytes.startIndex
        guard bytes[index] | 0x20 == UInt8(ascii: "q"), bytes[index + 1] == UInt8(ascii: "=") else { return nil }
        index += 2
        let whole = bytes[index]
        guard whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        index += 1
        var thousandths = 0
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "."), bytes.endIndex - index <= 4 else { return nil }
            index += 1
            var scale = 100
            while index < bytes.endIndex {
                let digit = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                thousandths += Int(digit - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
        }
        if whole == UInt8(ascii: "1") {
            return thousandths == 0 ? 1000 : nil
        }
        return thousandths
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { slice.removeFirst() }
        while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { slice.removeLast() }
        return slice
    }

    private static func isRangeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
