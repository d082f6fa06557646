extension Dictionary where Key == String {
    /// The value stored under `key` byte for byte, or `nil`.
    ///
    /// A `String`-keyed dictionary finds keys by canonical equivalence, so `["é": x]` answers
    /// `"e\u{301}"` too; names are matched by their bytes (see ``NameKey``), so a label given
    /// for one spelling is not the other's.
    ///
    /// ```swift
    /// ["é": "Accent"].value(forExactKey: "e\u{301}") // nil
    /// ```
    package func value(forExactKey key: String) -> Value? {
        guard let at = index(forKey: key), self[at].key.hasSameBytes(as: key) else { return nil }
        return self[at].value
    }
}
