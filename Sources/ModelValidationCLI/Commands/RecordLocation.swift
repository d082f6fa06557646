/// Where a record came from: its file, the line and column it starts at and, inside a JSON
/// array, its position.
struct RecordLocation {
    /// The file as named on the command line (`-` for standard input).
    var file: String
    /// The 1-based line the record starts on.
    var line: Int
    /// The 0-based position in a JSON array, for array input.
    var index: Int?
    /// The 1-based column the record starts at on its line, in Unicode scalars (as
    /// `JSONParseError` counts columns): 1 for a line of NDJSON, more for an array's element or
    /// an object written after another on the same line. For a problem with the input's
    /// structure (a trailing comma, an array not closed), the column of that problem.
    var column = 1

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file as named on the command line.
    ///   - line: The 1-based line the record starts on.
    ///   - index: The 0-based position in a JSON array, for array input.
    ///   - column: The 1-based column the record starts at on its line.
    init(file: String, line: Int, index: Int? = nil, column: Int = 1) {
        self.file = file
        self.line = line
        self.index = index
        self.column = column
    }

    /// `reason (column N)`: the reason of an unreadable record whose problem has a place on
    /// the file's line (a parse error, a problem with the input's structure), as both reports
    /// write it.
    ///
    /// - Parameters:
    ///   - reason: What is wrong.
    ///   - column: The 1-based column of the problem on its line of the file.
    static func reason(_ reason: String, column: Int) -> String {
        "\(reason) (column \(column))"
    }

    /// `file:line` or `file:line [index]`, for the text report.
    var text: String {
        index.map { "\(file):\(line) [\($0)]" } ?? "\(file):\(line)"
    }

    /// Where a problem that a parse of the record's bytes found is in the file: the parse
    /// counts lines and columns from the record's start, which is line ``line``, column
    /// ``column`` of the file. Columns on the record's first line move by the record's column;
    /// those on later lines count from their line's start already.
    ///
    /// ```swift
    /// // `{"a": x}` written after `[{"a":1}, ` on line 3: the parse finds `x` at column 7.
    /// RecordLocation(file: "in.json", line: 3, index: 1, column: 11).position(ofLine: 1, column: 7) // (3, 17)
    /// ```
    ///
    /// - Parameters:
    ///   - line: The 1-based line in the record's bytes.
    ///   - column: The 1-based column on that line of the record's bytes.
    /// - Returns: The line and column in the file.
    func position(ofLine line: Int, column: Int) -> (line: Int, column: Int) {
        line == 1 ? (self.line, self.column + column - 1) : (self.line + line - 1, column)
    }
}
