/// The parts Yii's email validator captures with
/// `/^(?P<name>(?:"?([^"]*)"?\s)?)(?:\s+)?(?:(?P<open><?)((?P<local>.+)@(?P<domain>[^>]+))(?P<close>>?))$/i`,
/// found by a linear scan that reproduces PCRE's backtracking order.
///
/// PCRE tries the name group with content first, the longest `[^"]*` first, then the longest
/// whitespace run, then `<`; the local part `.+` (no line feed) runs to the last usable `@`, and
/// the domain `[^>]+` runs to the end or to a final `>`. For each way of ending the name only
/// the end of the following whitespace run matters, and whether a local part and domain fit
/// after it is answered in amortized constant time, so the whole search is O(*n*).
///
/// ```swift
/// // "John Smith <john@example.com>": name "John Smith ", open, local "john", domain "example.com", close
/// ```
struct EmailAddressSplit {
    /// The name, including its final whitespace character (may be empty).
    var name: Range<Int>
    /// Whether `<` precedes the local part.
    var hasOpen: Bool
    /// The local part.
    var local: Range<Int>
    /// The domain.
    var domain: Range<Int>
    /// Whether `>` ends the value.
    var hasClose: Bool

    /// Whether the local part is at most 64 bytes and `local@domain` at most 254.
    var satisfiesLengthLimits: Bool { local.count <= 64 && local.count + 1 + domain.count <= 254 }

    /// Splits a value; `nil` when Yii's pattern does not match or the value ends with a line feed.
    ///
    /// - Parameter bytes: The UTF-8 bytes of the value.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count > 0, bytes[count - 1] != 0x0A else { return nil }
        var search = Search(bytes)
        let quote = UInt8(ascii: "\"")
        for start in bytes[0] == quote ? [1, 0] : [0] {
            search.reset()
            var quoteEnd = start
            while quoteEnd < count, bytes[quoteEnd] != quote { quoteEnd += 1 }
            var cachedSpaceStart = -1
            var cachedRunEnd = -1
            var end = quoteEnd
            while end >= start {
                // Position of the `\s` that ends the name.
                let space = end == quoteEnd ? end + 1 : end
                if space < count, ByteScanning.isSpace(bytes[space]) {
                    var runEnd: Int
                    if cachedSpaceStart == space + 1 {
                        runEnd = cachedRunEnd
                    } else {
                        runEnd = space + 1
                        while runEnd < count, ByteScanning.isSpace(bytes[runEnd]) { runEnd += 1 }
                    }
                    cachedSpaceStart = space
                    cachedRunEnd = runEnd
                    if let split = search.attempt(name: 0..<(space + 1), runStart: space + 1, afterSpaces: runEnd) {
                        self = split
                        return
                    }
                }
                end -= 1
            }
        }
        search.reset()
        var runEnd = 0
        while runEnd < count, ByteScanning.isSpace(bytes[runEnd]) { runEnd += 1 }
        guard let split = search.attempt(name: 0..<0, runStart: 0, afterSpaces: runEnd) else { return nil }
        self = split
    }

    private init(name: Range<Int>, hasOpen: Bool, local: Range<Int>, domain: Range<Int>, hasClose: Bool) {
        self.name = name
        self.hasOpen = hasOpen
        self.local = local
        self.domain = domain
        self.hasClose = hasClose
    }

    /// Answers "does `local@domain` fit from position L?" for non-increasing L.
    private struct Search {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The end of the domain (before a final `>`).
        let domainEnd: Int
        /// The last `>` that is not the final byte, or -1.
        let lastInnerClose: Int
        var previousStart = Int.max
        var newline = 0
        var newlineForAt = -1
        var at = -1

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            let count = bytes.count
            domainEnd = bytes[count - 1] == UInt8(ascii: ">") ? count - 1 : count
            var inner = count - 2
            while inner >= 0, bytes[inner] != UInt8(ascii: ">") { inner -= 1 }
            lastInnerClose = inner
        }

        mutating func reset() {
            previousStart = Int.max
            newlineForAt = -1
        }

        /// The split with `name`, the whitespace after it running from `runStart` to `runEnd`, in
        /// PCRE's order: the whole run and a `<` after it, the whole run with the `<` in the local
        /// part, then a shorter run, whose last whitespace character starts the local part.
        mutating func attempt(name: Range<Int>, runStart: Int, afterSpaces runEnd: Int) -> EmailAddressSplit? {
            let hasOpen = runEnd < bytes.count && bytes[runEnd] == UInt8(ascii: "<")
            let start = hasOpen ? runEnd + 1 : runEnd
            guard start < bytes.count else { return nil }
            // The first line feed at or after `start`.
            if start < previousStart {
                let upper = previousStart == Int.max ? bytes.count : previousStart
                var index = start
                while index < upper, bytes[index] != 0x0A { index += 1 }
                if index < upper || previousStart == Int.max { newline = index }
                previousStart = start
            }
            if newline != newlineForAt {
                newlineForAt = newline
                at = -1
                var index = min(newline, domainEnd - 1) - 1
                while index > lastInnerClose, bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "@") {
                        at = index
                        break
                    }
                    index -= 1
                }
            }
            // `at` is the last `@` before the first line feed at or after `start`. When it does
            // not follow `start`, PCRE gives up the `<`, then the run's last character: the line
            // feed is the same for those starts (a `<` or a character that is not a line feed
            // lies between), so the same `@` decides, and an earlier start could only reach an
            // `@` inside the run, where there is none.
            if at > start { return split(name, hasOpen: hasOpen, local: start..<at) }
            if hasOpen && at == runEnd + 1 { return split(name, hasOpen: false, local: runEnd..<at) }
            if !hasOpen && at == runEnd && runEnd > runStart && bytes[runEnd - 1] != 0x0A {
                return split(name, hasOpen: false, local: (runEnd - 1)..<at)
            }
            return nil
        }

        private func split(_ name: Range<Int>, hasOpen: Bool, local: Range<Int>) -> EmailAddressSplit {
            EmailAddressSplit(
                name: name, hasOpen: hasOpen, local: local, domain: (local.upperBound + 1)..<domainEnd,
                hasClose: domainEnd < bytes.count)
        }
    }
}
