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
    @usableFromInline var bits: (UInt64, UInt64, UInt64, UInt64)
    /// Whether the list had a malformed `..` range (PHP emits a warning for it).
    public var hasInvalidRange: Bool { invalidRange }
    /// ``hasInvalidRange``, stored.
    @usableFromInline var invalidRange: Bool

    /// PHP's default `trim()` list: space, `\n`, `\r`, `\t`, `\v` and NUL.
    ///
    /// Its bits as constants (a test checks them against the list): built from the list at
    /// first use, it was a lazy global whose initializer `required` reached on every check.
    @inlinable public static var whitespace: PHPCharacterMask {
        // NUL, \t, \n, \v, \r (bits 0, 9, 10, 11, 13) and space (bit 32).
        PHPCharacterMask(bits: (0x1_0000_2E01, 0, 0, 0))
    }

    /// Whether `byte` is in ``whitespace``, compared directly: for one byte at a time on a hot
    /// path, a few comparisons cost less than reading the mask's word.
    ///
    /// - Parameter byte: the byte.
    /// - Returns: whether PHP's `trim()` strips it by default.
    @inlinable public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x00)
    }

    /// A mask of the given bits, with no malformed range.
    @inlinable init(bits: (UInt64, UInt64, UInt64, UInt64)) {
        self.bits = bits
        invalidRange = false
    }

    /// Builds the mask of a PHP character list.
    ///
    /// - Parameter characters: the list, read as UTF-8 bytes; `x..y` is a range of bytes.
    public init(_ characters: String) {
        bits = (0, 0, 0, 0)
        invalidRange = false
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
                invalidRange = true
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
    @inlinable
    public func contains(_ byte: UInt8) -> Bool {
        // The word loaded by its index: choosing among the four was a branch per byte.
        let word = withUnsafeBytes(of: bits) { $0.load(fromByteOffset: Int(byte &>> 6) &* 8, as: UInt64.self) }
        return word &>> UInt64(byte & 63) & 1 != 0
    }

    public static func == (lhs: PHPCharacterMask, rhs: PHPCharacterMask) -> Bool {
        lhs.bits == rhs.bits && lhs.invalidRange == rhs.invalidRange
    }
}
