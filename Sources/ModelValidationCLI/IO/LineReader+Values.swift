extension LineReader {
    /// Reads the next JSON value of a stream of values (the elements of an array, or documents
    /// written one after another) without parsing it: the bytes are scanned for the value's end
    /// (its closing bracket at depth zero, outside strings), so only one value is in memory.
    ///
    /// Leading whitespace is skipped. A value longer than ``maxLineLength`` is skipped without
    /// being kept and `tooLong` gets its length. A value that runs to the end of the input
    /// before its end was found is handed to `body` as it is, with `runsToEnd` set (unless it is
    /// a bare scalar, its parse then fails: it was cut short).
    ///
    /// ```swift
    /// var reader = LineReader(MemoryInput(#"{"a": 1} {"a": 2}"#))
    /// let first = try reader.nextValue({ bytes, _, _, _ in Array(bytes) }, tooLong: { _, _ in [] }) // the bytes of {"a": 1}
    /// let column = try reader.nextValue({ _, _, column, _ in column }, tooLong: { _, _ in 0 }) // 10
    /// ```
    ///
    /// - Parameters:
    ///   - body: Called with the value's bytes, the line and the column (1-based, in Unicode
    ///     scalars, as ``column`` counts) it starts at, and whether it runs to the end of the
    ///     input.
    ///   - tooLong: Called with the length of a value that was skipped and the line it starts on.
    /// - Returns: What the closure returned, or `nil` at the end of the input.
    /// - Throws: ``InputError`` when the input cannot be read.
    /// - Complexity: O(*n*) in the value's length.
    mutating func nextValue<R>(
        _ body: (_ bytes: UnsafeRawBufferPointer, _ line: Int, _ column: Int, _ runsToEnd: Bool) -> R,
        tooLong: (_ length: Int, _ line: Int) -> R
    ) throws(InputError) -> R? {
        guard let first = try peekNonWhitespace() else { return nil }
        let line = lineNumber + 1
        let startColumn = column + 1
        let isScalar = first != UInt8(ascii: "{") && first != UInt8(ascii: "[") && first != UInt8(ascii: "\"")
        var scanner = ValueScanner(inString: first == UInt8(ascii: "\""), depth: isScalar || first == UInt8(ascii: "\"") ? 0 : 1)
        var position = start + 1
        var skipped = 0
        while true {
            let stop: Int? = buffer.withUnsafeBufferPointer { bytes in
                scanner.scan(bytes, from: &position, to: end, isScalar: isScalar)
            }
            if let stop {
                consume(scanned: scanner, startingWith: first)
                defer { start = stop }
                if skipped > 0 || stop - start > maxLineLength { return tooLong(skipped + stop - start, line) }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<stop]), line, startColumn, false) }
            }
            if finished {
                consume(scanned: scanner, startingWith: first)
                defer { start = end }
                if skipped > 0 || end - start > maxLineLength { return tooLong(skipped + end - start, line) }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<end]), line, startColumn, true) }
            }
            if end - start > maxLineLength {
                skipped += end - start
                start = end
            }
            let offset = position - start
            try fill()
            position = start + offset
        }
    }
}

extension LineReader {
    /// Moves ``lineNumber`` and ``column`` past a value whose first byte is `first` and whose
    /// other bytes `scanner` went through.
    mutating func consume(scanned scanner: ValueScanner, startingWith first: UInt8) {
        lineNumber += scanner.newlines
        column = scanner.newlines > 0 ? scanner.column : column + ValueScanner.columns(of: first) + scanner.column
    }
}

/// The state of a scan for the end of a JSON value, kept between buffer refills.
struct ValueScanner {
    var inString: Bool
    var depth: Int
    var escaped = false
    /// The line breaks scanned.
    var newlines = 0
    /// The Unicode scalars scanned since the last line break (or since the scan began).
    var column = 0

    /// The columns a byte takes: one for the first byte of a UTF-8 sequence, none for the
    /// bytes that continue it (as ``JSONParseError`` counts).
    @inline(__always)
    static func columns(of byte: UInt8) -> Int {
        byte & 0xC0 != 0x80 ? 1 : 0
    }

    /// Scans `bytes[position..<end]`; returns the index just past the value when found.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int, to end: Int, isScalar: Bool) -> Int? {
        while position < end {
            let byte = bytes[position]
            var closes = false
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    closes = depth == 0
                }
            } else if isScalar {
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    return position
                default: break
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    closes = depth == 0
                default: break
                }
            }
            if byte == 0x0A {
                newlines += 1
                column = 0
            } else {
                column += Self.columns(of: byte)
            }
            position += 1
            if closes { return position }
        }
        return nil
    }
}
