import Testing
@testable import ModelValidationCLI

/// Lines and values split from small inputs, with read buffers small enough to cut every
/// line and value across refills.
struct LineReaderTests {
    static func lines(_ text: String, chunkSize: Int, limit: Int = .max) throws -> [String] {
        var reader = LineReader(MemoryInput(text), chunkSize: chunkSize, maxLineLength: limit)
        var out: [String] = []
        while let line = try reader.nextLine({ String(decoding: $0, as: UTF8.self) }, tooLong: { "<\($0) bytes>" }) {
            out.append(line)
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 64])
    func splitsLines(chunkSize: Int) throws {
        #expect(try Self.lines("ab\r\n\ncdef\ng", chunkSize: chunkSize) == ["ab", "", "cdef", "g"])
        #expect(try Self.lines("abcdefgh\nab\nabcdef", chunkSize: chunkSize, limit: 4) == ["<8 bytes>", "ab", "<6 bytes>"])
    }

    /// A line feed at every position of buffers around the eight-byte steps of the search,
    /// with bytes that differ from it in one bit (`\u{0B}`, `\u{08}`, `*`) and high bytes beside it.
    @Test func findsTheFirstLineFeedAtEveryPosition() {
        for length in 0..<20 {
            for feed in -1..<length {
                for filler: UInt8 in [0x0B, 0x08, 0x2A, 0xFF] {
                    var bytes = Array(repeating: filler, count: length)
                    if feed >= 0 { bytes[feed] = 0x0A }
                    if feed >= 0 && feed + 3 < length { bytes[feed + 3] = 0x0A }
                    for from in 0...max(0, min(feed, length)) {
                        let expected = feed >= from ? feed : nil
                        #expect(LineReader<MemoryInput>.firstLineFeed(in: bytes, from: from, to: length) == expected,
                                "length \(length), feed \(feed), from \(from)")
                    }
                    // The end bounds the search.
                    if feed >= 0 { #expect(LineReader<MemoryInput>.firstLineFeed(in: bytes, from: 0, to: feed) == nil) }
                }
            }
        }
    }

    /// A UTF-8 byte order mark that opens the input is consumed, whatever the read size; a
    /// second one, a partial one or one after other bytes stays.
    @Test(arguments: [1, 2, 3, 64])
    func skipsTheByteOrderMarkThatOpensTheInput(chunkSize: Int) throws {
        func lines(_ bytes: [UInt8]) throws -> [[UInt8]] {
            var reader = LineReader(MemoryInput(bytes), chunkSize: chunkSize)
            try reader.skipByteOrderMark()
            var out: [[UInt8]] = []
            while let line = try reader.nextLine({ Array($0) }) { out.append(line) }
            return out
        }
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try lines(mark + Array("a\nb".utf8)) == [[0x61], [0x62]])
        #expect(try lines(mark) == [])
        #expect(try lines(mark + mark) == [mark])
        #expect(try lines([0xEF, 0xBB]) == [[0xEF, 0xBB]])
        #expect(try lines([0xEF, 0xBB, 0xBE]) == [[0xEF, 0xBB, 0xBE]])
        #expect(try lines([0x20] + mark) == [[0x20] + mark])
    }

    /// Once bytes were consumed, a mark is data.
    @Test func aByteOrderMarkAfterTheFirstLineIsData() throws {
        var reader = LineReader(MemoryInput([0x61, 0x0A, 0xEF, 0xBB, 0xBF, 0x62]), chunkSize: 64)
        #expect(try reader.nextLine({ Array($0) }) == [0x61])
        try reader.skipByteOrderMark()
        #expect(try reader.nextLine({ Array($0) }) == [0xEF, 0xBB, 0xBF, 0x62])
    }

    static func values(_ text: String, chunkSize: Int) throws -> [String] {
        var reader = LineReader(MemoryInput(text), chunkSize: chunkSize)
        var out: [String] = []
        while let value = try reader.nextValue({ bytes, line, _, runsToEnd in
            "\(line):\(String(decoding: bytes, as: UTF8.self))\(runsToEnd ? " (to the end)" : "")"
        }, tooLong: { length, line in "\(line):<\(length)>" }) {
            out.append(value)
        }
        return out
    }

    @Test(arguments: [1, 2, 5, 64])
    func splitsValuesAtTheirClosingBracket(chunkSize: Int) throws {
        let text = "{\"a\": \"}\\\"{\"}\n  [1, [2]]\n\"x\\\"y\" 12\n{\n\"b\": {}\n}"
        #expect(try Self.values(text, chunkSize: chunkSize) == [
            "1:{\"a\": \"}\\\"{\"}", "2:[1, [2]]", "3:\"x\\\"y\"", "3:12", "4:{\n\"b\": {}\n}",
        ])
        #expect(try Self.values("[1] 2", chunkSize: chunkSize) == ["1:[1]", "1:2 (to the end)"])
    }

    /// Each value comes with the column it starts at (in Unicode scalars), and ``LineReader/column``
    /// follows the bytes consumed: the line breaks and scalars inside values, the whitespace
    /// and separators between them.
    @Test(arguments: [1, 2, 5, 64])
    func valuesCarryTheColumnTheyStartAt(chunkSize: Int) throws {
        var reader = LineReader(MemoryInput("  {\"é\": 1} \"ü\" [\n1,\n 2]  3\n\t{}"), chunkSize: chunkSize)
        var starts: [String] = []
        while let start = try reader.nextValue({ _, line, column, _ in "\(line):\(column)" }, tooLong: { _, _ in "" }) {
            starts.append(start + " then \(reader.column)")
        }
        #expect(starts == ["1:3 then 10", "1:12 then 14", "1:16 then 3", "3:6 then 6", "4:2 then 3"])
    }

    @Test func nextLineAndSeparatorsMoveTheColumn() throws {
        var reader = LineReader(MemoryInput("\n  [x\nab"), chunkSize: 3)
        #expect(try reader.peekNonWhitespace() == UInt8(ascii: "["))
        #expect(reader.lineNumber == 1 && reader.column == 2)
        reader.skipByte()
        #expect(reader.column == 3)
        #expect(try reader.nextLine({ Array($0) }) == [UInt8(ascii: "x")])
        #expect(reader.lineNumber == 2 && reader.column == 0)
    }

    /// ``LineReader/position`` is the 1-based line and column of the byte
    /// ``LineReader/peekNonWhitespace()`` found, and at the end of the input the position just
    /// past the last byte: after a final line break, column 1 of the line after it.
    @Test func positionIsTheNextBytesLineAndColumn() throws {
        var reader = LineReader(MemoryInput("\n \"é\"\t,"), chunkSize: 3)
        #expect(try reader.peekNonWhitespace() == UInt8(ascii: "\""))
        #expect(reader.position == (2, 2))
        _ = try reader.nextValue({ _, _, _, _ in 0 }, tooLong: { _, _ in 0 })
        #expect(try reader.peekNonWhitespace() == UInt8(ascii: ","))
        #expect(reader.position == (2, 6))
        reader.skipByte()
        #expect(try reader.peekNonWhitespace() == nil)
        #expect(reader.position == (2, 7))
        var ended = LineReader(MemoryInput("[1,\r\n"), chunkSize: 2)
        #expect(try ended.peekNonWhitespace() == UInt8(ascii: "["))
        ended.skipByte()
        _ = try ended.nextValue({ _, _, _, _ in 0 }, tooLong: { _, _ in 0 })
        #expect(try ended.peekNonWhitespace() == UInt8(ascii: ","))
        ended.skipByte()
        #expect(try ended.peekNonWhitespace() == nil)
        #expect(ended.position == (2, 1))
    }

    @Test func anUnclosedValueRunsToTheEnd() throws {
        #expect(try Self.values("{\"a\": [1,\n2", chunkSize: 3) == ["1:{\"a\": [1,\n2 (to the end)"])
    }

    /// Skipping a line over the limit streams: the buffer never grows beyond what a line at the
    /// limit needs, however long the skipped line is.
    @Test(arguments: [(64, 1000), (64, 4096), (1 << 16, 100)])
    func skippingALongLineKeepsTheBufferAtTheLimit(chunkSize: Int, limit: Int) throws {
        let input = GeneratedInput(prefix: "ok\n", fill: "x", count: 1 << 20, suffix: "\nfine\n")
        var reader = LineReader(input, chunkSize: chunkSize, maxLineLength: limit)
        var lines: [String] = []
        while let line = try reader.nextLine({ String(decoding: $0, as: UTF8.self) }, tooLong: { "<\($0) bytes>" }) {
            lines.append(line)
            #expect(reader.buffer.count <= max(chunkSize, limit + 1))
        }
        #expect(lines == ["ok", "<1048576 bytes>", "fine"])
        #expect(reader.buffer.count <= max(chunkSize, limit + 1))
    }

    /// Skipping a value over the limit (a document over several lines, or an array's element)
    /// streams too: the buffer stays at the limit while a 1 MiB value goes by.
    @Test(arguments: [(64, 1000), (64, 4096), (1 << 16, 100)])
    func skippingALongValueKeepsTheBufferAtTheLimit(chunkSize: Int, limit: Int) throws {
        let input = GeneratedInput(prefix: "{\"a\": 1}\n{\"big\": \"", fill: "x", count: 1 << 20, suffix: "\",\n \"n\": 2}\n[1, 2]")
        var reader = LineReader(input, chunkSize: chunkSize, maxLineLength: limit)
        var values: [String] = []
        while let value = try reader.nextValue({ bytes, line, _, _ in "\(line):" + String(decoding: bytes, as: UTF8.self) },
                                               tooLong: { length, line in "\(line):<\(length) bytes>" }) {
            values.append(value)
            #expect(reader.buffer.count <= max(chunkSize, limit + 1))
        }
        #expect(values == ["1:{\"a\": 1}", "2:<\(9 + (1 << 20) + 11) bytes>", "4:[1, 2]"])
    }

    /// Peeking at a line over the limit reads no further than the limit.
    @Test func peekingAtALongLineStopsAtTheLimit() throws {
        let input = GeneratedInput(prefix: "{", fill: "x", count: 1 << 20, suffix: "\n{}\n")
        var reader = LineReader(input, chunkSize: 64, maxLineLength: 1000)
        let peeked = try reader.peekLine({ "line of \($0.count)" }, tooLong: { "over the limit after \($0)" })
        #expect(peeked == "over the limit after 1001")
        #expect(reader.buffer.count <= 1001)
        #expect(reader.bytesRead <= 1088)
    }
}
