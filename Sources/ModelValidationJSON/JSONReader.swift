/// A strict, fast reader of JSON documents into ``AttributeValue``s.
///
/// The reader follows RFC 8259 to the letter and keeps what validation needs from the text:
///
/// - A number without `.`, `e` or `E` that fits in a 64-bit integer becomes `.int`; every other
///   number becomes `.double` (`1` is an integer, `1.0`, `1e2` and `9223372036854775808` are
///   doubles). A number too large for a double (`1e400`) is an error.
/// - Objects keep their keys in document order. A repeated key keeps its first position and
///   takes its last value, as PHP's `json_decode` does.
/// - Only whitespace may surround the value. Trailing commas, leading zeros, bare words,
///   control characters in strings, unknown escapes, unpaired surrogate escapes (`\ud800`)
///   and invalid UTF-8 anywhere are errors.
/// - Containers nested deeper than `maxDepth` are an error. The reader does not recurse, so
///   no input can exhaust the stack.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"age": 42, "score": 1.0, "tags": ["a"]}"#)
/// value.objectValue?.keys   // ["age", "score", "tags"]
/// value.objectValue?["age"] // .int(42)
/// value.objectValue?["score"] // .double(1.0)
/// ```
///
/// - Complexity: O(*n*) in the length of the input, plus the cost of building objects
///   (see ``AttributeObject``).
import ModelValidationValues

public enum JSONReader {
    /// The nesting limit used when none is given.
    public static let defaultMaxDepth = 512

    /// Reads one JSON document from raw bytes.
    ///
    /// The bytes must be UTF-8 (a byte order mark is not accepted: the error names it,
    /// `unexpected character U+FEFF (a byte order mark)`). The whole buffer must hold
    /// exactly one value, optionally surrounded by whitespace.
    ///
    /// ```swift
    /// let bytes: [UInt8] = Array("[1, 2.5]".utf8)
    /// let value = try bytes.withUnsafeBytes { try JSONReader.parse($0) }
    /// // .array([.int(1), .double(2.5)])
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed: `1` allows `[1]` but not
    ///     `[[1]]`; `0` allows only scalars.
    /// - Returns: The value the document holds.
    /// - Throws: ``JSONParseError`` for the first problem in the input.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeValue {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw JSONParseError(reason: "unexpected end of input", offset: 0, line: 1, column: 1)
        }
        // The reader only ever reads bytes, so viewing the memory as `UInt8` is sound.
        let typed = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        var parser = JSONByteParser(bytes: typed, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// Reads one JSON document from an array of UTF-8 bytes.
    ///
    /// ```swift
    /// try JSONReader.parse(Array("true".utf8)) // .bool(true)
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed.
    /// - Returns: The value the document holds.
    /// - Throws: ``JSONParseError`` for the first problem in the input.
    public static func parse(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeValue {
        try parse(bytes[...], maxDepth: maxDepth)
    }

    /// Reads one JSON document from a slice of UTF-8 bytes, such as one line of an NDJSON file.
    ///
    /// Offsets in a thrown error count from the start of the slice.
    ///
    /// ```swift
    /// let file = Array("{\"a\":1}\n{\"a\":2}\n".utf8)
    /// try JSONReader.parse(file[8..<15]) // ["a": 2]
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed.
    /// - Returns: The value the document holds.
    /// - Throws: ``JSONParseError`` for the first problem in the input.
    public static func parse(
        _ bytes: ArraySlice<UInt8>, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeValue {
        var result: Result<AttributeValue, JSONParseError>!
        bytes.withUnsafeBytes { raw in
            do throws(JSONParseError) {
                result = .success(try parse(raw, maxDepth: maxDepth))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads one JSON document from a string.
    ///
    /// ```swift
    /// try JSONReader.parse(#"{"b": 1, "a": 2, "b": 3}"#) // ["b": 3, "a": 2]
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed.
    /// - Returns: The value the document holds.
    /// - Throws: ``JSONParseError`` for the first problem in the input.
    public static func parse(
        _ text: String, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeValue {
        var text = text
        var result: Result<AttributeValue, JSONParseError>!
        text.withUTF8 { utf8 in
            do throws(JSONParseError) {
                result = .success(try parse(UnsafeRawBufferPointer(utf8), maxDepth: maxDepth))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
