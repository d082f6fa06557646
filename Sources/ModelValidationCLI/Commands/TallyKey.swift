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
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// Feeds the key's bytes and their count to `hasher`.
    func hash(into hasher: inout Hasher) {
        var count = 0
        for byte in string.utf8 {
            hasher.combine(byte)
            count += 1
        }
        hasher.combine(count)
    }
}
