/// Where a record came from: its file, the line it starts on and, inside a JSON array, its
/// position.
struct RecordLocation {
    /// The file as named on the command line (`-` for standard input).
    var file: String
    /// The 1-based line the record starts on.
    var line: Int
    /// The 0-based position in a JSON array, for array input.
    var index: Int?

    /// `file:line` or `file:line [index]`, for the text report.
    var text: String {
        index.map { "\(file):\(line) [\($0)]" } ?? "\(file):\(line)"
    }
}
