import ModelValidation

/// One record as ``RecordSplitter`` found it: bytes to parse and validate, or a record that
/// cannot be read at all (too long, or the input's structure is broken at that point).
enum RecordEvent {
    /// A record's bytes (valid only during the call that hands them over) and where it starts.
    /// `spansLines`: a value that may span lines, so a parse error's line counts from
    /// `location`'s.
    case bytes(UnsafeRawBufferPointer, RecordLocation, spansLines: Bool)
    /// A record that cannot be read, with the reason.
    case unreadable(String, RecordLocation)
}

/// What receives the records of ``RecordSplitter``, in input order.
protocol RecordConsumer {
    /// Takes one record.
    mutating func consume(_ event: RecordEvent)
    /// Notes progress after a record: records so far (over every input) and bytes read so far
    /// in the current input.
    mutating func progress(records: Int, bytesRead: Int)
}

/// Splits inputs into records without parsing them (except to tell an input's shape, and the
/// last value of an input, to tell whether it was cut short), so the records can be parsed and
/// validated elsewhere, one after another or in parallel.
///
/// An input is a JSON array of records (split element by element without reading the whole
/// array), one or more JSON documents written over several lines, or NDJSON: its first bytes
/// tell which (``startsObjectStream(_:)`` tells the last two apart by the first line). Every
/// event is one record of the report; blank lines give none.
struct RecordSplitter {
    /// The longest record, in bytes, that is read; longer ones are reported, not held.
    let maxRecordSize: Int
    /// Records handed out so far, over every input.
    private(set) var records = 0

    init(maxRecordSize: Int) {
        self.maxRecordSize = maxRecordSize
    }

    /// Reads one input to its end, handing each record to `consumer`.
    ///
    /// - Throws: ``InputError`` when the input cannot be read at all.
    mutating func split<Input: ByteInput, Consumer: RecordConsumer>(
        _ reader: LineReader<Input>, name: String, into consumer: inout Consumer
    ) throws(InputError) {
        var reader = reader
        reader.maxLineLength = maxRecordSize
        try reader.skipByteOrderMark()
        guard let first = try reader.peekNonWhitespace() else { return }
        if first == UInt8(ascii: "[") {
            try splitArray(&reader, name: name, into: &consumer)
        } else if first == UInt8(ascii: "{"),
                  try reader.peekLine({ Self.startsObjectStream($0) }, tooLong: { _ in false }) == true {
            // Not NDJSON: objects written one after another, over several lines. A first line
            // over the limit is not scanned (nor held): the input is read as NDJSON and the line
            // skipped as too long.
            while try reader.peekNonWhitespace() != nil {
                guard try readValue(&reader, name: name, index: nil, into: &consumer) else { return }
            }
        } else {
            try splitLines(&reader, name: name, into: &consumer)
        }
    }

    /// Whether the first line of an input, which opens with `{`, starts objects written one
    /// after another rather than NDJSON: its object does not close on the line (it goes on over
    /// the next lines), or another object opens after it on the line (`{"a":1} {"a":2}`).
    ///
    /// Only the brackets and strings are followed, nothing is parsed: a line whose one object
    /// closes on it, followed by nothing or by anything but another object, is a line of NDJSON
    /// whatever it holds, so a bad line (`{"a": x}`, `{"a":1} xyz`) is one unreadable record
    /// whether it is the first line or any other.
    ///
    /// - Parameter line: The first line, from its `{` (without the line break).
    /// - Returns: `true` for objects one after another, `false` for NDJSON.
    static func startsObjectStream(_ line: UnsafeRawBufferPointer) -> Bool {
        line.withMemoryRebound(to: UInt8.self) { bytes in
            var scanner = ValueScanner(inString: false, depth: 1)
            var position = 1
            guard let end = scanner.scan(bytes, from: &position, to: bytes.count, isScalar: false) else { return true }
            // The line's end may hold the `\r` of a `\r\n` break.
            let next = bytes[end...].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
            return next == UInt8(ascii: "{")
        }
    }

    private mutating func emit<Consumer: RecordConsumer>(_ event: RecordEvent, into consumer: inout Consumer) {
        records += 1
        consumer.consume(event)
    }

    /// NDJSON: one record per line; lines of spaces and tabs are skipped.
    private mutating func splitLines<Input: ByteInput, Consumer: RecordConsumer>(
        _ reader: inout LineReader<Input>, name: String, into consumer: inout Consumer
    ) throws(InputError) {
        while true {
            // Past the first line, every line starts at column 1; the first may start after
            // spaces that telling the input's layout skipped.
            let location = RecordLocation(file: name, line: reader.lineNumber + 1, column: reader.column + 1)
            let record: Bool? = try reader.nextLine({ bytes in
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return false }
                emit(.bytes(bytes, location, spansLines: false), into: &consumer)
                return true
            }, tooLong: { length in
                emit(.unreadable(tooLongReason(length), location), into: &consumer)
                return true
            })
            guard let record else { return }
            if record { consumer.progress(records: records, bytesRead: reader.bytesRead) }
        }
    }

    /// Reads the elements of a top-level array one at a time.
    ///
    /// A problem with the array's structure ends the input: it is one unreadable record at the
    /// line and column of the byte it is about (see ``structureProblem(_:at:name:into:)``).
    private mutating func splitArray<Input: ByteInput, Consumer: RecordConsumer>(
        _ reader: inout LineReader<Input>, name: String, into consumer: inout Consumer
    ) throws(InputError) {
        reader.skipByte()
        var index = 0
        while true {
            guard let next = try reader.peekNonWhitespace() else {
                structureProblem("unexpected end of input: the array is not closed", at: reader.position, name: name, into: &consumer)
                return
            }
            if next == UInt8(ascii: "]"), index == 0 { reader.skipByte(); break }
            guard try readValue(&reader, name: name, index: index, into: &consumer) else { return }
            index += 1
            switch try reader.peekNonWhitespace() {
            case UInt8(ascii: ",")?:
                let comma = reader.position
                reader.skipByte()
                if try reader.peekNonWhitespace() == UInt8(ascii: "]") {
                    structureProblem("trailing comma after the last element", at: comma, name: name, into: &consumer)
                    return
                }
            case UInt8(ascii: "]")?:
                reader.skipByte()
                try expectEnd(&reader, name: name, into: &consumer)
                return
            case nil:
                structureProblem("unexpected end of input: the array is not closed", at: reader.position, name: name, into: &consumer)
                return
            default:
                structureProblem("expected ',' or ']' after element \(index - 1)", at: reader.position, name: name, into: &consumer)
                return
            }
        }
        try expectEnd(&reader, name: name, into: &consumer)
    }

    /// Hands over a problem with the input's structure as an unreadable record at `position`,
    /// the 1-based line and column in the file of the byte it is about (at the end of the
    /// input, the position just past its last byte), the column named in the reason as a parse
    /// error's is: `trailing comma after the last element (column 9)`.
    private mutating func structureProblem<Consumer: RecordConsumer>(
        _ problem: String, at position: (line: Int, column: Int), name: String, into consumer: inout Consumer
    ) {
        let location = RecordLocation(file: name, line: position.line, column: position.column)
        emit(.unreadable(RecordLocation.reason(problem, column: position.column), location), into: &consumer)
    }

    /// Reads one value and hands it over; returns `false` when reading must stop: the value ran
    /// to the end of the input and does not parse (it was cut short).
    private mutating func readValue<Input: ByteInput, Consumer: RecordConsumer>(
        _ reader: inout LineReader<Input>, name: String, index: Int?, into consumer: inout Consumer
    ) throws(InputError) -> Bool {
        let goesOn: Bool? = try reader.nextValue({ bytes, line, column, runsToEnd in
            emit(.bytes(bytes, RecordLocation(file: name, line: line, index: index, column: column), spansLines: true), into: &consumer)
            // Only a value that runs to the end is parsed here; the others are parsed by whoever
            // handles the event.
            guard runsToEnd, case .failed = LineOutcome(bytes) else { return true }
            return false
        }, tooLong: { length, line in
            emit(.unreadable(tooLongReason(length), RecordLocation(file: name, line: line, index: index)), into: &consumer)
            return true
        })
        guard let goesOn else { return false }
        consumer.progress(records: records, bytesRead: reader.bytesRead)
        return goesOn
    }

    /// Reports anything but whitespace after an array's closing `]`, at its first byte.
    private mutating func expectEnd<Input: ByteInput, Consumer: RecordConsumer>(
        _ reader: inout LineReader<Input>, name: String, into consumer: inout Consumer
    ) throws(InputError) {
        if try reader.peekNonWhitespace() != nil {
            structureProblem("unexpected data after the closing ']'", at: reader.position, name: name, into: &consumer)
        }
    }

    private func tooLongReason(_ length: Int) -> String {
        "record of \(length) bytes exceeds the limit of \(maxRecordSize) bytes"
    }
}
