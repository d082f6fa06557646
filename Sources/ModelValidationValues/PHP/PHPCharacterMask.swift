/// A set of bytes described the way PHP's `trim()` reads its character list.
///
/// Each byte of the list is in the set, and `a..c` adds the whole range `a` to `c`. A malformed
/// range (`..` at either end, or a decreasing one) makes PHP warn; the mask then behaves as PHP's
/// does after the warning, and ``hasInvalidRange`` is `true` so a rule can reject it up front.
///
/// Build a mask once and reuse it:
///
/// ```swift
/// let mask = PHPCharacterMask("a..c/")
/// PHPSemantics.trim("abxcb/", mask: mask) // "x"
/// ```
public struct PHPCharacterMask: Sendable, Equatable {
    /// Bits 0…255, four words.
    private var bits: (UInt64, UInt64, UInt64, UInt64)
    /// Whether the list had a malformed `..` range (PHP emits a warning for it).
    public private(set) var hasInvalidRange: Bool

    /// PHP's default `trim()` list: space, `\n`, `\r`, `\t`, `\v` and NUL.
    public static let whitespace = PHPCharacterMask(" \n\r\t\u{0B}\0")

    /// Builds the mask of a PHP character list.
    ///
    /// - Parameter characters: the list, read as UTF-8 bytes; `x..y` is a range of bytes.
    public init(_ characters: String) {
        bits = (0, 0, 0, 0)
        hasInvalidRange = false
        let input = Array(characters.utf8)
        let end = input.count
        var i = 0
        while i < end {
            let c = input[i]
            if i + 3 < end, input[i + 1] == UInt8(ascii: "."), input[i + 2] == UInt8(ascii: "."), input[i + 3] >= c {
                for b in c...input[i + 3] { insert(b) }
                i += 4
                continue
            }
            if i + 1 < end, c == UInt8(ascii: "."), input[i + 1] == UInt8(ascii: ".") {
                hasInvalidRange = true
                i += 1
                continue
            }
            insert(c)
            i += 1
        }
    }

    private mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    /// Whether `byte` is in the set.
    ///
    /// - Parameter byte: a UTF-8 code unit.
    /// - Returns: whether `trim()` would strip it.
    public func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = bits.0
        case 1: word = bits.1
        case 2: word = bits.2
        default: word = bits.3
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }

    public static func == (lhs: PHPCharacterMask, rhs: PHPCharacterMask) -> Bool {
        lhs.bits == rhs.bits && lhs.hasInvalidRange == rhs.hasInvalidRange
    }
}
