import ModelValidation

/// One input line or value: blank, a JSON value, a parse error, or too long to read.
enum LineOutcome {
    case blank
    case parsed(AttributeValue)
    case failed(JSONParseError)
    /// A line or value longer than the limit, skipped unread; its length in bytes.
    case tooLong(Int)

    /// Parses a line's bytes.
    init(_ bytes: UnsafeRawBufferPointer) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            self = .blank
            return
        }
        do {
            self = .parsed(try JSONReader.parse(bytes))
        } catch {
            self = .failed(error)
        }
    }
}
