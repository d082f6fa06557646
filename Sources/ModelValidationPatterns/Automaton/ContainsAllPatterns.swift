/// Up to eight patterns of the shape "some byte of the subject is in this class" (`/[A-Z]/`,
/// `/[0-9]/`; see ``PatternFastPath``), checked together in one pass over a subject.
///
/// A password policy is such a list (an upper-case letter, a lower-case letter, a digit), and
/// searching once per pattern read the subject once per pattern. One table says, for each byte
/// value, which patterns' classes hold it; the pass ORs those bits and stops when every pattern
/// has matched.
///
/// ```swift
/// let policy = ContainsAllPatterns([try PCREPattern("/[A-Z]/"), try PCREPattern("/[0-9]/")])!
/// policy.allMatch("Secret1")  // true
/// policy.allMatch("secret1")  // false: no upper-case letter
/// ```
///
/// A class instance, shared by the threads that validate with it (unchecked: its table is
/// memory it owns and only reads once built).
@usableFromInline
package final class ContainsAllPatterns: @unchecked Sendable {
    /// For each byte value, one bit per pattern whose class holds it.
    private let table: UnsafeMutablePointer<UInt8>
    /// One bit per pattern.
    private let all: UInt8

    /// The check of `patterns`, or `nil` when there are fewer than two or more than eight, or
    /// one is not of the shape (another shape, or a pattern that needs its subject checked for
    /// valid UTF-8 first: none of the shape does, see ``PatternFastPath``).
    package init?(_ patterns: [PCREPattern]) {
        guard (2...8).contains(patterns.count) else { return nil }
        let tables = patterns.compactMap(\.containsAnyTable)
        guard tables.count == patterns.count else { return nil }
        table = .allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for (index, byteTable) in tables.enumerated() {
            for byte in 0..<256 where byteTable.contains(UInt8(byte)) {
                table[byte] |= 1 << UInt8(index)
            }
        }
        all = UInt8(truncatingIfNeeded: (1 << patterns.count) - 1)
    }

    deinit {
        table.deallocate()
    }

    /// Whether every pattern matches `subject` (each ``PCREPattern/matches(_:)-(String)`` would
    /// be `true`).
    @usableFromInline
    package func allMatch(_ subject: String) -> Bool {
        if let matched = subject.utf8.withContiguousStorageIfAvailable({ allMatch(utf8: $0) }) { return matched }
        var text = subject
        return text.withUTF8 { allMatch(utf8: $0) }
    }

    /// ``allMatch(_:)`` on UTF-8 bytes.
    @usableFromInline
    package func allMatch(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var seen: UInt8 = 0
        for byte in bytes {
            seen |= table[Int(byte)]
            if seen == all { return true }
        }
        return false
    }
}
