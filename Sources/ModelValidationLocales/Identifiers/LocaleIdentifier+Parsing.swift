extension LocaleIdentifier {
    /// The slot the next subtag may fill; slots only move forward.
    private enum Slot: Int, Comparable {
        case script, region, variant

        static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Parses the bytes of a tag (see ``init(_:)`` for the accepted forms).
    static func parse(_ bytes: [UInt8]) -> LocaleIdentifier? {
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return nil }
        // A POSIX suffix (`.UTF-8`, `@euro`) ends the tag.
        var end = bytes.count
        if let suffix = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) { end = suffix }
        var subtags: [ArraySlice<UInt8>] = []
        var start = 0
        for index in 0...end {
            if index == end || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") {
                guard index > start else { return nil }
                subtags.append(bytes[start..<index])
                start = index + 1
            } else if !isAlphanumeric(bytes[index]) {
                return nil
            }
        }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(isLetter) else { return nil }
        var language = lowercased(first)
        switch language {
        case "iw": language = "he"
        case "in": language = "id"
        case "ji": language = "yi"
        default: break
        }
        var script: String?
        var region: String?
        var variants: [String] = []
        var next = Slot.script
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }  // an extension or private-use singleton: the rest is dropped
            if next <= .script, subtag.count == 4, subtag.allSatisfy(isLetter) {
                script = titlecased(subtag)
                next = .region
            } else if next <= .region, subtag.count == 2, subtag.allSatisfy(isLetter) {
                region = uppercased(subtag)
                next = .variant
            } else if next <= .region, subtag.count == 3, subtag.allSatisfy(isDigit) {
                region = String(decoding: subtag, as: UTF8.self)
                next = .variant
            } else if isVariant(subtag) {
                variants.append(lowercased(subtag))
                next = .variant
            } else {
                break  // does not fit: keep the well-formed prefix
            }
        }
        return LocaleIdentifier(language: language, script: script, region: region, variants: variants)
    }

    /// A variant: five to eight alphanumerics, or four starting with a digit.
    private static func isVariant(_ subtag: ArraySlice<UInt8>) -> Bool {
        guard let first = subtag.first else { return false }
        switch subtag.count {
        case 5...8: return true
        case 4: return isDigit(first)
        default: return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    private static func lowercased(_ subtag: ArraySlice<UInt8>) -> String {
        String(decoding: subtag.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func uppercased(_ subtag: ArraySlice<UInt8>) -> String {
        String(decoding: subtag.map { isLetter($0) ? $0 & ~0x20 : $0 }, as: UTF8.self)
    }

    private static func titlecased(_ subtag: ArraySlice<UInt8>) -> String {
        var bytes = subtag.map { isLetter($0) ? $0 | 0x20 : $0 }
        bytes[0] &= ~0x20
        return String(decoding: bytes, as: UTF8.self)
    }
}
