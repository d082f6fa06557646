extension Array where Element == String {
    /// The position of `name` in a short list of attribute names, or `nil`.
    ///
    /// For the handful of names a model or a scenario has, comparing beats hashing: names of
    /// another length are skipped without looking at their bytes, and an equal small name
    /// compares by its bits.
    ///
    /// ```swift
    /// ["email", "age"].namePosition(of: "age") // 1
    /// ```
    ///
    /// - Complexity: O(*n*) comparisons; callers use it for up to 16 names.
    func namePosition(of name: String) -> Int? {
        let length = name.utf8.count
        for i in indices where self[i].utf8.count == length && self[i] == name { return i }
        return nil
    }
}
