/// A name or code as a key of ``ReportTotals``' tables: compared and hashed by its UTF-8 bytes,
/// as the engine matches names (`"é"` and `"e\u{301}"` are two attributes, as in PHP).
///
/// The engine's own byte-wise key is package API, which the fuzzing package (it compiles these
/// sources into a package of its own) cannot see; this one needs only the standard library.
///
/// ```swift
/// var counts: [TallyKey: Int] = [TallyKey("é"): 1]
/// counts[TallyKey("e\u{301}")] // nil
/// ```
struct TallyKey: Hashable, Sendable {
    /// The name.
    let string: String

    /// Wraps `string`.
    init(_ string: String) { self.string = string }

    /// Whether the two keys have the same bytes.
    static func == (lhs: TallyKey, rhs: TallyKey) -> Bool {
        guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        var left = lhs.string, right = rhs.string
        return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }

    /// Feeds the key's bytes, all at once, and their count to `hasher`.
    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            hasher.combine(bytes.count)
        }
    }
}
