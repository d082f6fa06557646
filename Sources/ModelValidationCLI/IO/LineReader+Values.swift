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
    /// let first = try reader.nextValue({ bytes, line, _ in Array(bytes) }, tooLong: { _, _ in [] }) // the bytes of {"a": 1}
    /// ```
    ///
    /// - Parameters:
    ///   - body: Called with the value's bytes, the line it starts on, and whether it runs to
    ///     the end of the input.
    ///   - tooLong: Called with the length of a value that was skipped and the line it starts on.
    /// - Returns: What the closure returned, or `nil` at the end of the input.
    /// - Throws: ``InputError`` when the input cannot be read.
    /// - Complexity: O(*n*) in the value's length.
    mutating func nextValue<R>(
        _ body: (_ bytes: UnsafeRawBufferPointer, _ line: Int, _ runsToEnd: Bool) -> R,
        tooLong: (_ length: Int, _ line: Int) -> R
    ) throws(InputError) -> R? {
        guard let first = try peekNonWhitespace() else { return nil }
        let line = lineNumber + 1
        let isScalar = first != UInt8(ascii: "{") && first != UInt8(ascii: "[") && first != UInt8(ascii: "\"")
        var scanner = ValueScanner(inString: first == UInt8(ascii: "\""), depth: isScalar || first == UInt8(ascii: "\"") ? 0 : 1)
        var position = start + 1
        var skipped = 0
        while true {
            let stop: Int? = buffer.withUnsafeBufferPointer { bytes in
                scanner.scan(bytes, from: &position, to: end, isScalar: isScalar)
            }
            if let stop {
                lineNumber += scanner.newlines
                defer { start = stop }
                if skipped > 0 || stop - start > maxLineLength { return tooLong(skipped + stop - start, line) }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<stop]), line, false) }
            }
            if finished {
                lineNumber += scanner.newlines
                defer { start = end }
                if skipped > 0 || end - start > maxLineLength { return tooLong(skipped + end - start, line) }
                return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<end]), line, true) }
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

/// The state of a scan for the end of a JSON value, kept between buffer refills.
struct ValueScanner {
    var inString: Bool
    var depth: Int
    var escaped = false
    var newlines = 0

    /// Scans `bytes[position..<end]`; returns the index just past the value when found.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int, to end: Int, isScalar: Bool) -> Int? {
        while position < end {
            let byte = bytes[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { position += 1; return position }
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
                    if depth == 0 { position += 1; return position }
                default: break
                }
            }
            if byte == 0x0A { newlines += 1 }
            position += 1
        }
        return nil
    }
}
