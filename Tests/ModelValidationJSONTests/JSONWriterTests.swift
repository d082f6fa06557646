import ModelValidationValues
import Testing
@testable import ModelValidationJSON

struct JSONWriterTests {
    @Test(arguments: [
        (.null, "null"),
        (.bool(true), "true"),
        (.bool(false), "false"),
        (.int(0), "0"),
        (.int(7), "7"),
        (.int(-7), "-7"),
        (.int(42), "42"),
        (.int(-1_000_000), "-1000000"),
        (.int(Int.max), "9223372036854775807"),
        (.int(Int.min), "-9223372036854775808"),
        (.double(1.0), "1.0"),
        (.double(1000.0), "1000.0"),
        (.double(1e20), "1e+20"),
        (.double(0.1), "0.1"),
        (.double(-0.0), "-0.0"),
        (.double(-2.5), "-2.5"),
        (.double(1e-7), "1e-07"),
        (.double(0.30000000000000004), "0.30000000000000004"),
        (.double(Double.greatestFiniteMagnitude), "1.7976931348623157e+308"),
        (.double(.infinity), "null"),
        (.double(-.infinity), "null"),
        (.double(.nan), "null"),
    ] as [(AttributeValue, String)])
    func scalars(value: AttributeValue, expected: String) {
        #expect(JSONWriter.string(value) == expected)
    }

    @Test(arguments: [
        ("", #""""#),
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("a\\b", #""a\\b""#),
        ("\n\t\r\u{8}\u{C}", #""\n\t\r\b\f""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("a/b", #""a/b""#),
        ("é 東京 😀", "\"é 東京 😀\""),
        ("\u{7F}", "\"\u{7F}\""),
        ("line one\nline two \"quoted\"", #""line one\nline two \"quoted\"""#),
    ] as [(String, String)])
    func strings(string: String, expected: String) {
        #expect(JSONWriter.string(.string(string)) == expected)
        var buffer: [UInt8] = []
        JSONWriter.writeString(string, into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == expected)
    }

    @Test func integersOfEveryLengthAreWrittenAsTheirDecimals() {
        var numbers: [Int] = [Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<19 {
            numbers += [power - 1, power, power + 1, -power, -(power - 1), -(power + 1)]
            if power <= Int.max / 10 { power *= 10 }
        }
        for number in numbers {
            #expect(JSONWriter.string(.int(number)) == String(number))
        }
    }

    /// The escaping of one byte at every position of strings of every length around the
    /// eight-byte steps of the scan, against escaping byte by byte.
    @Test func escapesAreFoundAtEveryPosition() {
        func escapedByteByByte(_ string: String) -> String {
            var text = Array("\"".utf8)
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): text += Array("\\\"".utf8)
                case UInt8(ascii: "\\"): text += Array("\\\\".utf8)
                case 0x0A: text += Array("\\n".utf8)
                case 0x01: text += Array("\\u0001".utf8)
                default: text.append(byte)
                }
            }
            return String(decoding: text + Array("\"".utf8), as: UTF8.self)
        }
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for special in ["\"", "\\", "\n", "\u{1}", "é"] {
                    var characters = Array(repeating: "a", count: length)
                    if length > 0 { characters[position] = special }
                    let string = characters.joined() + (length > 3 ? "\n" : "")
                    var buffer: [UInt8] = []
                    JSONWriter.writeString(string, into: &buffer)
                    #expect(String(decoding: buffer, as: UTF8.self) == escapedByteByByte(string), "\(string.debugDescription)")
                }
            }
        }
    }

    @Test func containersAreCompactAndKeepKeyOrder() {
        let value: AttributeValue = [1, [2, [:]], ["b": 1, "a": [], "c": ["z": nil, "y": 1.5]], []]
        #expect(JSONWriter.string(value) == #"[1,[2,{}],{"b":1,"a":[],"c":{"z":null,"y":1.5}},[]]"#)
    }

    @Test func keysAreEscaped() {
        let value: AttributeValue = ["a\"b": 1, "\n": 2]
        #expect(JSONWriter.string(value) == #"{"a\"b":1,"\n":2}"#)
    }

    @Test func listShapedObjectsStayObjects() {
        let value: AttributeValue = ["0": "a", "1": "b"]
        #expect(JSONWriter.string(value) == #"{"0":"a","1":"b"}"#)
    }

    @Test func writingAppendsToTheBuffer() {
        var buffer = Array("x=".utf8)
        JSONWriter.write([1, "a"], into: &buffer)
        JSONWriter.writeString("k", into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"x=[1,"a"]"k""#)
    }

    @Test(arguments: [
        .null, true, 0, -1, .int(Int.max), .int(Int.min), 1.0, -0.0, 0.1, 1e20, 1e-300, .double(.leastNonzeroMagnitude), 123_456.789,
        "", "tab\there", "\u{0}\u{1F}\"\\/", "é 東京 😀 \u{7F}",
        [], [:], [1, 1.0, "1", nil, true],
        ["b": 1, "a": ["x": [1, [2, [3]]]], "": "empty key", "é": 2.5],
    ] as [AttributeValue])
    func roundTrip(value: AttributeValue) throws {
        let text = JSONWriter.string(value)
        #expect(try JSONReader.parse(text) == value)
        var buffer: [UInt8] = []
        JSONWriter.write(value, into: &buffer)
        #expect(try JSONReader.parse(buffer) == value)
    }

    @Test func roundTripKeepsTheSignOfZero() throws {
        let value = try JSONReader.parse(JSONWriter.string(.double(-0.0)))
        #expect(value.doubleValue?.sign == .minus)
    }

    @Test func longStringsRoundTrip() throws {
        let string = String(repeating: "abc\"def\\ghi\n東京😀", count: 50_000)
        #expect(try JSONReader.parse(JSONWriter.string(.string(string))) == .string(string))
    }
}
