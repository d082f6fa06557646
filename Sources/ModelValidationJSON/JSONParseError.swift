/// Why and where a JSON document could not be read.
///
/// ``JSONReader`` throws this error for the first problem it meets. The position is given as a
/// byte offset into the input and as a 1-based line and column, worked out only when the error
/// is made, so valid documents never pay for it.
///
/// Lines are separated by `\n` (so `\r\n` also counts as one break). Columns count Unicode
/// scalars from the start of the line, so a column matches what an editor shows for text
/// without tabs or combining marks.
///
/// ```swift
/// do {
///     _ = try JSONReader.parse("[1, 2,]")
/// } catch {
///     error.offset      // 6
///     error.description // "trailing comma at line 1, column 7"
/// }
/// ```
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 0-based byte offset of the problem in the input.
    public let offset: Int
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, in Unicode scalars from the start of the line.
    public let column: Int
    /// What went wrong, for example `"unexpected character 'x'"` or `"number out of range"`.
    public let reason: String

    /// Creates an error from its parts.
    ///
    /// Use this to report a problem found in a document by other means (for example a line of
    /// NDJSON that is not an object); ``JSONReader`` makes its own errors.
    ///
    /// ```swift
    /// let error = JSONParseError(reason: "expected an object", offset: 0, line: 3, column: 1)
    /// error.description // "expected an object at line 3, column 1"
    /// ```
    ///
    /// - Parameters:
    ///   - reason: What went wrong.
    ///   - offset: The 0-based byte offset of the problem.
    ///   - line: The 1-based line of the problem.
    ///   - column: The 1-based column of the problem.
    public init(reason: String, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` in `bytes`, working out its line and column.
    init(reason: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        self.init(reason: reason, offset: offset, line: line, column: column)
    }

    /// The reason followed by the position, as in
    /// `"unexpected character 'x' at line 1, column 5"`.
    public var description: String {
        "\(reason) at line \(line), column \(column)"
    }
}
