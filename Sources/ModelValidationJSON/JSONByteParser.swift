/// The engine behind ``JSONReader``: an iterative RFC 8259 parser over UTF-8 bytes.
///
/// Containers being built live on explicit stacks (`frames`, `values`, `keys`) instead of the
/// call stack, so nesting depth is bounded only by `maxDepth`, never by stack size. Elements of
/// open containers are pushed on `values`; when a container closes, its elements are moved
/// into a new array or object and popped. Strings without escapes are made straight from the
/// input bytes; escaped strings are decoded into one reused scratch buffer.
import ModelValidationValues

struct JSONByteParser {
    /// One open array or object.
    struct Frame {
        var isObject: Bool
        /// Where this container's elements start on `values`.
        var valueStart: Int
        /// Where this object's keys start on `keys`.
        var keyStart: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maxDepth: Int
    /// The offset of the next byte to read.
    var index = 0
    var frames: [Frame] = []
    var values: [AttributeValue] = []
    var keys: [String] = []
    /// Containers open outside the stacks (the object whose members ``parseMembers(_:)`` hands
    /// out), counted against `maxDepth`.
    var enclosingDepth = 0
    /// Decoded bytes of the current escaped string.
    var scratch: [UInt8] = []
    /// Decoded bytes of the current member's key when it held escapes (``parseMembers(_:)``
    /// keeps it while the value is read).
    var keyScratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.maxDepth = maxDepth
    }

    // MARK: - Documents and containers

    /// Reads the single value of the document and checks that only whitespace follows.
    mutating func parseDocument() throws(JSONParseError) -> AttributeValue {
        let value = try parseValue()
        skipWhitespace()
        if index < end { throw unexpectedCharacter(at: index) }
        return value
    }

    /// Reads one value, however deeply nested, without recursion.
    mutating func parseValue() throws(JSONParseError) -> AttributeValue {
        var value: AttributeValue
        nextValue: while true {
            skipWhitespace()
            guard index < end else { throw endOfInput() }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                value = .string(try parseStringBody())
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                value = try parseNumber()
            case UInt8(ascii: "["):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    openFrame(isObject: false)
                    continue nextValue
                }
            case UInt8(ascii: "{"):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object(AttributeObject())
                } else {
                    openFrame(isObject: true)
                    try parseKeyAndColon()
                    continue nextValue
                }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            default:
                throw unexpectedCharacter(at: index)
            }

            // A value is complete: add it to the open container, closing containers as needed.
            while let frame = frames.last {
                values.append(value)
                skipWhitespace()
                guard index < end else { throw endOfInput() }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    if frame.isObject {
                        try parseKeyAndColon()
                    } else {
                        skipWhitespace()
                        if index < end && bytes[index] == UInt8(ascii: "]") { throw error("trailing comma", at: index) }
                    }
                    continue nextValue
                }
                if byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    frames.removeLast()
                    value = frame.isObject ? closeObject(frame) : closeArray(frame)
                } else {
                    throw unexpectedCharacter(at: index)
                }
            }
            return value
        }
    }

    /// Pushes a container that holds at least one element.
    @inline(__always)
    private mutating func openFrame(isObject: Bool) {
        if frames.capacity == 0 {
            // One allocation each covers typical records; the stacks grow as needed. Reserved
            // here, not when the parser is made: a document of scalars never needs them.
            frames.reserveCapacity(8)
            values.reserveCapacity(32)
            keys.reserveCapacity(32)
        }
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
    }

    /// Moves past the whitespace and the opening quote of an object's key (after `{` or `,`).
    @inline(__always)
    mutating func skipToKey() throws(JSONParseError) {
        skipWhitespace()
        guard index < end else { throw endOfInput() }
        let byte = bytes[index]
        guard byte == UInt8(ascii: "\"") else {
            if byte == UInt8(ascii: "}") { throw error("trailing comma", at: index) }
            throw unexpectedCharacter(at: index)
        }
        index += 1
    }

    /// Moves past the whitespace and the `:` after an object's key.
    @inline(__always)
    mutating func skipColon() throws(JSONParseError) {
        skipWhitespace()
        guard index < end else { throw endOfInput() }
        guard bytes[index] == UInt8(ascii: ":") else { throw unexpectedCharacter(at: index) }
        index += 1
    }

    func checkDepth() throws(JSONParseError) {
        if frames.count + enclosingDepth >= maxDepth {
            throw error("nesting deeper than \(maxDepth) levels", at: index)
        }
    }

    /// Reads `"key"` and `:` inside an object, leaving the key on `keys`.
    private mutating func parseKeyAndColon() throws(JSONParseError) {
        try skipToKey()
        keys.append(try parseStringBody())
        try skipColon()
    }

    private mutating func closeArray(_ frame: Frame) -> AttributeValue {
        let elements = Array(values[frame.valueStart...])
        values.removeSubrange(frame.valueStart...)
        return .array(elements)
    }

    private mutating func closeObject(_ frame: Frame) -> AttributeValue {
        let count = keys.count - frame.keyStart
        if count <= Self.linearKeyLimit {
            var hasRepeatedKey = false
            for later in frame.keyStart + 1..<keys.count where !hasRepeatedKey {
                for earlier in frame.keyStart..<later where keys[earlier].hasSameBytes(as: keys[later]) {
                    hasRepeatedKey = true
                    break
                }
            }
            if !hasRepeatedKey && frame.keyStart == 0 && frame.valueStart == 0 && frames.isEmpty {
                // The outermost object holds the whole stacks: hand them over instead of copying.
                let object = AttributeObject(uniqueKeys: keys, values: values)
                keys = []
                values = []
                return .object(object)
            }
            if !hasRepeatedKey {
                let object = AttributeObject(
                    uniqueKeys: Array(keys[frame.keyStart...]), values: Array(values[frame.valueStart...])
                )
                keys.removeSubrange(frame.keyStart...)
                values.removeSubrange(frame.valueStart...)
                return .object(object)
            }
        }
        // Large objects, and objects with a repeated key (first position, last value).
        var object = AttributeObject()
        var valueIndex = frame.valueStart
        for keyIndex in frame.keyStart..<keys.count {
            object[keys[keyIndex]] = values[valueIndex]
            valueIndex += 1
        }
        keys.removeSubrange(frame.keyStart...)
        values.removeSubrange(frame.valueStart...)
        return .object(object)
    }

    /// Up to this many keys, repeated keys are found by comparing every pair.
    private static let linearKeyLimit = 16

    // MARK: - Scalars

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                index += 1
            default:
                return
            }
        }
    }

    /// Matches `literal` at the current position, reporting the first byte that differs.
    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let expected = literal.utf8Start
        for offset in 0..<count {
            guard index < end else { throw endOfInput() }
            guard bytes[index] == expected[offset] else { throw unexpectedCharacter(at: index) }
            index += 1
        }
    }

    // MARK: - Errors

    @inline(never)
    func error(_ reason: String, at offset: Int) -> JSONParseError {
        JSONParseError(reason: reason, offset: offset, in: bytes)
    }

    @inline(never)
    func endOfInput() -> JSONParseError {
        error("unexpected end of input", at: end)
    }

    /// An error naming the byte at `offset`: `'x'` for printable ASCII, `U+000A` for other
    /// ASCII, the character for other valid UTF-8 that shows (`'é'`), the code point for one
    /// that does not (`U+00A0`, a no-break space; `U+FEFF`, which opening a document is a byte
    /// order mark and says so), or invalid UTF-8.
    @inline(never)
    func unexpectedCharacter(at offset: Int) -> JSONParseError {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F {
            return error("unexpected character '\(Character(Unicode.Scalar(byte)))'", at: offset)
        }
        if byte < 0x80 {
            return error("unexpected character \(Self.codePointName(UInt32(byte)))", at: offset)
        }
        guard let scalar = Self.scalar(in: bytes, at: offset) else { return error("invalid UTF-8", at: offset) }
        guard !Self.shows(scalar) else { return error("unexpected character '\(scalar)'", at: offset) }
        let name = Self.codePointName(scalar.value)
        if scalar == "\u{FEFF}" && offset == 0 {
            return error("unexpected character \(name) (a byte order mark)", at: offset)
        }
        return error("unexpected character \(name)", at: offset)
    }

    /// Whether `scalar` shows when printed alone: not a space, a separator, a format or control
    /// character, a combining mark, a private-use or unassigned code point (which a message
    /// quoting them would leave blank, or join to the quote).
    static func shows(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse,
             .unassigned, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    /// `U+000A` style name of a code point.
    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
