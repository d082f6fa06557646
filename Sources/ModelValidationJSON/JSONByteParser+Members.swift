/// Reading the members of a top-level object one by one, for massive assignment straight from
/// the bytes (``JSONReader/readMembers(_:maxDepth:_:)``).
import ModelValidationValues

extension JSONByteParser {
    /// Reads a document whose value is an object, handing each member to `body` as soon as its
    /// value is read: the key's UTF-8 bytes (unescaped and validated, valid only during the
    /// call) and the value. `body` returns `false` to stop reading.
    ///
    /// The document is checked exactly as ``parseDocument()`` checks it, in the same order, so
    /// a document it reads to the end is one ``parseDocument()`` accepts, and the first problem
    /// is reported with the same error. Keys are handed out as they come: a repeated key is
    /// handed out again (``parseDocument()`` keeps its first position and its last value).
    mutating func parseMembers(
        _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: consuming AttributeValue) -> Bool
    ) throws(JSONParseError) -> JSONReader.MembersOutcome {
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return .notAnObject }
        try checkDepth()
        index += 1
        skipWhitespace()
        if index < end && bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            // The object is open for the values read inside it.
            enclosingDepth += 1
            defer { enclosingDepth -= 1 }
            while true {
                let key = try parseMemberKeyAndColon()
                let value = try parseValue()
                let proceed: Bool
                if key.isDecoded {
                    proceed = keyScratch.withUnsafeBufferPointer { body($0, value) }
                } else {
                    proceed = body(UnsafeBufferPointer(rebasing: bytes[key.start..<key.stop]), value)
                }
                if !proceed { return .stopped }
                skipWhitespace()
                guard index < end else { throw endOfInput() }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "}") { break }
                if byte != UInt8(ascii: ",") { throw unexpectedCharacter(at: index - 1) }
            }
        }
        skipWhitespace()
        if index < end { throw unexpectedCharacter(at: index) }
        return .read
    }

    /// Reads `"key"` and `:` inside the object of ``parseMembers(_:)``, as `parseKeyAndColon()`
    /// does, leaving a key that held escapes in `keyScratch`.
    private mutating func parseMemberKeyAndColon() throws(JSONParseError) -> ScannedString {
        try skipToKey()
        let key = try scanStringBody()
        if key.isDecoded {
            // The value may hold escaped strings too: keep the key's bytes apart.
            swap(&scratch, &keyScratch)
        }
        try checkUTF8(of: key, decoded: keyScratch)
        try skipColon()
        return key
    }
}
