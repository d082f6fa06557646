import ModelValidation

/// One input line: blank, a JSON value, or a parse error.
enum LineOutcome {
    case blank
    case parsed(AttributeValue)
    case failed(JSONParseError)

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
