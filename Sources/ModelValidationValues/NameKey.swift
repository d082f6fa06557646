/// A string as a dictionary or set key that compares and hashes by its UTF-8 bytes.
///
/// Swift's `String` compares and hashes by Unicode canonical equivalence: `"é"` (U+00E9) and
/// `"e\u{301}"` (an `e` and a combining accent) are equal, and a `[String: Int]` holds one of
/// them. PHP compares array keys and property names byte for byte, so Yii treats them as two
/// names. Attribute names, scenario names and object keys are matched as PHP matches them:
/// tables of names are keyed by `NameKey`, and short lists compare with
/// ``Swift/String/hasSameBytes(as:)``.
///
/// ```swift
/// var positions: [NameKey: Int] = [NameKey("é"): 0]
/// positions[NameKey("e\u{301}")] // nil
/// ```
@usableFromInline
package struct NameKey: Hashable, Sendable {
    /// The string.
    @usableFromInline package let string: String

    /// Wraps `string`.
    @inlinable package init(_ string: String) { self.string = string }

    /// Whether the two keys have the same bytes.
    @inlinable
    package static func == (lhs: NameKey, rhs: NameKey) -> Bool {
        PHPSemantics.bytesEqual(lhs.string, rhs.string)
    }

    /// Feeds the key's bytes (and their count, so no key's bytes are a prefix of another's
    /// stream) to `hasher`.
    @inlinable
    package func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes, as PHP compares strings with `===`
    /// and array keys; `==` would also match canonically equivalent spellings (`"é"` and
    /// `"e\u{301}"`).
    ///
    /// ```swift
    /// "é".hasSameBytes(as: "e\u{301}") // false
    /// "é" == "e\u{301}"                // true
    /// ```
    @inlinable
    package func hasSameBytes(as other: String) -> Bool { PHPSemantics.bytesEqual(self, other) }

    /// Whether every byte of the string is ASCII.
    ///
    /// A name made of ASCII only is byte-equal to another string exactly when the two have as
    /// many bytes and compare equal with `==`: the only non-ASCII characters canonically
    /// equivalent to an ASCII one (the Kelvin sign, U+212A, to `K`; U+037E to `;`; U+1FEF to
    /// `` ` ``) take more than one byte. Tables of names keep this flag so that the fast `==`
    /// stays exact.
    @inlinable
    package var isAllASCII: Bool {
        // On the contiguous bytes: one OR per byte, not the generic UTF-8 view iteration.
        let contiguous = utf8.withContiguousStorageIfAvailable { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        }
        return contiguous ?? utf8.allSatisfy { $0 < 0x80 }
    }
}
