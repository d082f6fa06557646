/// A class of characters a password-style policy counts: uppercase or lowercase letters,
/// decimal digits, special symbols, or a custom set.
///
/// ```swift
/// CharacterClass.uppercase.contains("Ä")         // true
/// CharacterClass.custom("!?").contains("?")      // true
/// ```
public enum CharacterClass: Sendable, Hashable {
    /// Letters with the Unicode `Uppercase` property (`A`–`Z`, `Ä`, …).
    case uppercase
    /// Letters with the Unicode `Lowercase` property (`a`–`z`, `ß`, …).
    case lowercase
    /// Decimal digits (general category `Nd`: `0`–`9`, `٣`, …).
    case digits
    /// Punctuation and symbols (general categories `P*` and `S*`: `!`, `#`, `€`, …).
    case symbols
    /// Exactly the characters (Unicode scalars) of a string.
    case custom(String)

    /// Whether `scalar` belongs to the class.
    ///
    /// - Parameter scalar: The scalar to test.
    /// - Returns: `true` when it is in the class.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .uppercase: return scalar.properties.isUppercase
        case .lowercase: return scalar.properties.isLowercase
        case .digits: return scalar.properties.generalCategory == .decimalNumber
        case .symbols:
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation,
                 .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                return true
            default:
                return false
            }
        case .custom(let set): return set.unicodeScalars.contains(scalar)
        }
    }
}

/// A character class compiled for counting: a 128-bit table for ASCII and a scalar test
/// (or a set, for custom classes) for the rest.
struct CharacterCounter: Sendable {
    private let low: UInt64
    private let high: UInt64
    private let characterClass: CharacterClass
    private let customSet: Set<Unicode.Scalar>

    init(_ characterClass: CharacterClass) {
        self.characterClass = characterClass
        var low: UInt64 = 0
        var high: UInt64 = 0
        for code in 0..<128 where characterClass.contains(Unicode.Scalar(UInt8(code))) {
            if code < 64 { low |= 1 << UInt64(code) } else { high |= 1 << UInt64(code - 64) }
        }
        self.low = low
        self.high = high
        if case .custom(let set) = characterClass { customSet = Set(set.unicodeScalars) } else { customSet = [] }
    }

    @inline(__always)
    private func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte - 64)) & 1 == 1
    }

    private func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 { return containsASCII(UInt8(scalar.value)) }
        if case .custom = characterClass { return customSet.contains(scalar) }
        return characterClass.contains(scalar)
    }

    /// Whether `string` has at least `minimum` characters of the class; stops counting as soon
    /// as it does. Linear in the string's length.
    func hasAtLeast(_ minimum: Int, in string: String) -> Bool {
        if minimum <= 0 { return true }
        var count = 0
        var asciiOnly = true
        for byte in string.utf8 {
            if byte >= 0x80 { asciiOnly = false; break }
            if containsASCII(byte) {
                count += 1
                if count >= minimum { return true }
            }
        }
        if asciiOnly { return false }
        count = 0
        for scalar in string.unicodeScalars where contains(scalar) {
            count += 1
            if count >= minimum { return true }
        }
        return false
    }
}
