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

    static func values(_ text: String, chunkSize: Int) throws -> [String] {
        var reader = LineReader(MemoryInput(text), chunkSize: chunkSize)
        var out: [String] = []
        while let value = try reader.nextValue({ bytes, line, runsToEnd in
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

    @Test func anUnclosedValueRunsToTheEnd() throws {
        #expect(try Self.values("{\"a\": [1,\n2", chunkSize: 3) == ["1:{\"a\": [1,\n2 (to the end)"])
    }
}
