import ModelValidation

/// Byte-exact comparison of values: strings by their UTF-8 bytes (Swift's `==` on strings
/// treats canonically equivalent spellings as equal), doubles by their bit patterns.
enum ExactValue {
    /// Whether two values are the same, byte for byte.
    static func same(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.keys.count == y.keys.count
                && zip(x.keys, y.keys).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
                && zip(x.values, y.values).allSatisfy { same($0, $1) }
        default: return false
        }
    }

    /// The nesting depth: 0 for a scalar, 1 for `[]` or `[1]`, 2 for `[[1]]`.
    static func depth(_ value: AttributeValue) -> Int {
        switch value {
        case .array(let elements): return 1 + (elements.map(depth).max() ?? 0)
        case .object(let object): return 1 + (object.values.map(depth).max() ?? 0)
        default: return 0
        }
    }

    /// The JSON text of a value, as bytes.
    static func bytes(_ value: AttributeValue) -> [UInt8] {
        var buffer: [UInt8] = []
        JSONWriter.write(value, into: &buffer)
        return buffer
    }
}
