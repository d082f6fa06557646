/// Splits a byte input into lines without holding more than one line (plus a read buffer) in
/// memory.
///
/// Lines end with `\n`; a `\r` before it is dropped; a last line without `\n` counts.
///
/// ```swift
/// var reader = LineReader(MemoryInput("a\nb\n"))
/// while let line = try reader.nextLine({ String(decoding: $0, as: UTF8.self) }) { print(line) }
/// ```
///
/// - Complexity: O(*n*) over the input; memory is the longest line kept (at most
///   ``maxLineLength`` plus one byte) or the read size, whichever is larger: a line over the
///   limit is skipped as it streams past, never held.

public struct LineReader<Input: ByteInput> {
    var input: Input
    var buffer: [UInt8]
    var start = 0
    var end = 0
    var finished = false
    /// The number of the last line returned (1-based); for values, the lines consumed so far.
    public internal(set) var lineNumber = 0
    /// The Unicode scalars consumed so far on the line being read (line ``lineNumber`` + 1), so
    /// the 0-based column of the next byte, counted as ``JSONParseError`` counts columns: a
    /// record that starts in the middle of a line (an array's element, an object after another
    /// one) places the columns of its parse errors on the file's line with it.
    public internal(set) var column = 0
    /// The 1-based line and column (as ``column`` counts) of the next byte: after
    /// ``peekNonWhitespace()``, of the byte it returned, or at the end of the input, the
    /// position just past the last byte (on a line of its own after a final line break).
    var position: (line: Int, column: Int) { (lineNumber + 1, column + 1) }
    /// Bytes consumed so far.
    public private(set) var bytesRead = 0
    /// The longest line or value kept in memory; longer ones are skipped and reported.
    public var maxLineLength: Int

    /// Creates a reader over `input`.
    ///
    /// - Parameters:
    ///   - input: Where the bytes come from.
    ///   - chunkSize: How many bytes to read at a time.
    ///   - maxLineLength: The longest line handed to a caller; longer lines are skipped without
    ///     being held in memory.
    public init(_ input: Input, chunkSize: Int = 1 << 16, maxLineLength: Int = Int.max) {
        self.input = input
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
        self.maxLineLength = maxLineLength
    }

    /// Calls `body` with the next line's bytes, or returns `nil` at the end of the input.
    ///
    /// A line longer than ``maxLineLength`` is skipped and `body` gets an empty buffer; use
    /// ``nextLine(_:tooLong:)`` to tell such lines apart.
    ///
    /// - Parameter body: Called with the line (without its line break).
    /// - Returns: What `body` returned, or `nil` at the end.
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func nextLine<R>(_ body: (UnsafeRawBufferPointer) -> R) throws(InputError) -> R? {
        try nextLine(body, tooLong: { _ in body(UnsafeRawBufferPointer(start: nil, count: 0)) })
    }

    /// Calls `body` with the next line's bytes, or `tooLong` with the length of a line longer
    /// than ``maxLineLength`` (skipped without being kept); returns `nil` at the end.
    ///
    /// - Parameters:
    ///   - body: Called with the line (without its line break).
    ///   - tooLong: Called with the length of a line that was skipped.
    /// - Returns: What the closure returned, or `nil` at the end.
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func nextLine<R>(
        _ body: (UnsafeRawBufferPointer) -> R, tooLong: (Int) -> R
    ) throws(InputError) -> R? {
        var skipped = 0
        var scanned = start
        while true {
            if let newline = Self.firstLineFeed(in: buffer, from: scanned, to: end) {
                lineNumber += 1
                column = 0
                defer { start = newline + 1 }
                if skipped > 0 || newline - start > maxLineLength { return tooLong(skipped + newline - start) }
                let lineEnd = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<lineEnd])) }
            }
            if finished {
                guard start < end || skipped > 0 else { return nil }
                lineNumber += 1
                column = 0
                defer { start = end }
                if skipped > 0 || end - start > maxLineLength { return tooLong(skipped + end - start) }
                let lineEnd = buffer[end - 1] == 0x0D ? end - 1 : end
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<lineEnd])) }
            }
            if end - start > maxLineLength {
                // Too long to keep: drop what is buffered and keep looking for the line break.
                skipped += end - start
                start = end
            }
            scanned = end - start
            try fill()
            scanned += start
        }
    }

    /// The position of the first `\n` in `buffer[from..<to]`, or `nil`: eight bytes at a time.
    static func firstLineFeed(in buffer: [UInt8], from: Int, to: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            let ones: UInt64 = 0x0101_0101_0101_0101
            var position = from
            while position &+ 8 <= to {
                let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
                let feeds = word ^ (ones &* 0x0A)
                // The lowest set bit marks the first zero byte of `feeds` (bits above may not).
                let found = (feeds &- ones) & ~feeds & (ones &* 0x80)
                if found != 0 { return position &+ found.trailingZeroBitCount >> 3 }
                position &+= 8
            }
            while position < to {
                if bytes[position] == 0x0A { return position }
                position &+= 1
            }
            return nil
        }
    }

    /// Calls `body` with the next line's bytes without consuming them (`nil` at the end).
    ///
    /// A line longer than ``maxLineLength`` is not read to its end and `body` gets an empty
    /// buffer; use ``peekLine(_:tooLong:)`` to tell such lines apart.
    ///
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func peekLine<R>(_ body: (UnsafeRawBufferPointer) -> R) throws(InputError) -> R? {
        try peekLine(body, tooLong: { _ in body(UnsafeRawBufferPointer(start: nil, count: 0)) })
    }

    /// Calls `body` with the next line's bytes without consuming them, or `tooLong` with the
    /// number of bytes seen once the line is known to be longer than ``maxLineLength`` (it is
    /// not read further); returns `nil` at the end.
    ///
    /// - Parameters:
    ///   - body: Called with the line (without its line break).
    ///   - tooLong: Called with a lower bound of the length of a line over the limit.
    /// - Returns: What the closure returned, or `nil` at the end.
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func peekLine<R>(
        _ body: (UnsafeRawBufferPointer) -> R, tooLong: (Int) -> R
    ) throws(InputError) -> R? {
        var scanned = start
        while true {
            if let newline = Self.firstLineFeed(in: buffer, from: scanned, to: end) {
                if newline - start > maxLineLength { return tooLong(newline - start) }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<newline])) }
            }
            if end - start > maxLineLength { return tooLong(end - start) }
            if finished {
                guard start < end else { return nil }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            }
            // Only the new bytes are searched after a refill.
            scanned = end - start
            try fill()
            scanned += start
        }
    }

    /// Reads everything left as one block (for a document that is not line-delimited).
    ///
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func readRest() throws(InputError) -> [UInt8] {
        var rest = Array(buffer[start..<end])
        start = end
        while !finished {
            try fill()
            rest += buffer[start..<end]
            start = end
        }
        return rest
    }

    /// Looks at the first byte that is not whitespace, reading as needed.
    ///
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func peekNonWhitespace() throws(InputError) -> UInt8? {
        while true {
            while start < end, Self.isWhitespace(buffer[start]) {
                if buffer[start] == 0x0A {
                    lineNumber += 1
                    column = 0
                } else {
                    column += 1
                }
                start += 1
            }
            if start < end { return buffer[start] }
            if finished { return nil }
            try fill()
        }
    }

    /// Consumes a UTF-8 byte order mark (`EF BB BF`) that opens the input, which editors on
    /// some systems write at the start of a text file: JSON's specification lets a reader
    /// ignore it. Elsewhere, or once bytes were consumed, it does nothing: a mark later in the
    /// input is data, which the JSON reader names (`unexpected character U+FEFF`).
    ///
    /// - Throws: ``InputError`` when the input cannot be read.
    public mutating func skipByteOrderMark() throws(InputError) {
        guard bytesRead == end - start else { return }
        while end - start < 3 && !finished { try fill() }
        guard end - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF else { return }
        start += 3
    }

    /// Whether everything was read and consumed.
    var isAtEnd: Bool { finished && start == end }

    /// Consumes one byte (after ``peekNonWhitespace()`` returned it): an ASCII byte of
    /// structure (`[`, `,`, `]`), so one column.
    mutating func skipByte() {
        if start < end {
            start += 1
            column += 1
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Reads more input after the buffered bytes, moving them to the front and growing the
    /// buffer when it is full.
    ///
    /// The buffer doubles, but never beyond what a line of ``maxLineLength`` bytes needs: the
    /// callers drop the bytes of a longer line before reading on, so skipping it takes no more
    /// memory than keeping a line at the limit.
    mutating func fill() throws(InputError) {
        if start > 0 {
            buffer.withUnsafeMutableBytes { raw in
                raw.baseAddress!.copyMemory(from: raw.baseAddress! + start, byteCount: end - start)
            }
            end -= start
            start = 0
        }
        if end == buffer.count {
            let (limit, overflow) = maxLineLength.addingReportingOverflow(1)
            let doubled = buffer.count.multipliedReportingOverflow(by: 2)
            let wanted = doubled.overflow ? Int.max : doubled.partialValue
            let size = Swift.max(buffer.count + 1, overflow ? wanted : Swift.min(wanted, limit))
            // Appended in place: no temporary array beside the old and the new storage.
            buffer.append(contentsOf: repeatElement(0, count: size - buffer.count))
        }
        var result: Result<Int, InputError> = .success(0)
        buffer.withUnsafeMutableBytes { raw in
            do throws(InputError) {
                result = .success(try input.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[end...])))
            } catch {
                result = .failure(error)
            }
        }
        let count = try result.get()
        if count == 0 { finished = true }
        end += count
        bytesRead += count
    }
}
