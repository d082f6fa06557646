extension Array {
    /// Whether this array and `other` are the same storage (one is a copy of the other, neither
    /// written since): then they hold the same elements, without comparing them.
    ///
    /// ```swift
    /// let names = ["a", "b"]
    /// let copy = names
    /// copy.sharesStorage(with: names)        // true
    /// ["a", "b"].sharesStorage(with: names)  // false: equal, but built apart
    /// ```
    func sharesStorage(with other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
