/// Keys written twice in one object of a schema document.
///
/// A JSON reader keeps the last value of a repeated key, as PHP's `json_decode` does, so a
/// schema with two `"rules"` (or a rule with two `"min"`) reads as if the first were not there:
/// it would be called sound while rules are missing. ``ModelSchema/init(bytes:registry:)``
/// refuses such a document, and `model-validate` such a schema file, listing these problems
/// first. The keys are compared by their bytes once escapes are decoded, as the reader compares
/// them.
///
/// ```swift
/// RepeatedKeys.problems(in: Array(#"{"attributes":["a"],"rules":[],"rules":[]}"#.utf8))
/// // [rules: repeated key; only its last value is read]
/// ```
package enum RepeatedKeys {
    /// The reason given for each repeated key.
    package static let reason = "repeated key; only its last value is read"

    /// A container being read.
    private struct Frame {
        /// How the container's parent reaches it: `nil` for the document itself.
        var segment: Segment?
        /// The keys read so far, for an object; `nil` for an array.
        var keys: Set<[UInt8]>?
        /// The position of the next element, for an array.
        var index = 0
        /// The key of the member whose value comes next, for an object.
        var memberKey: [UInt8] = []
        /// Whether the next string of an object is a key.
        var expectsKey = true
    }

    /// A key of an object or a position in an array.
    private enum Segment {
        case key([UInt8])
        case index(Int)
    }

    /// A problem for each key repeated in an object of `bytes`, in document order, at its path
    /// (`rules[0].min`, `labels.name`), written as ``SchemaError/Problem``s write paths.
    ///
    /// - Parameter bytes: A JSON document that parses (what is not JSON is not looked at further),
    ///   read in place when its bytes are stored contiguously, else from a copy.
    /// - Returns: The problems; none for a document without repeated keys.
    /// - Complexity: O(*n*) in the length of `bytes`, on average, and the length of the paths
    ///   of the repeated keys: a path is spelled only for a problem.
    package static func problems(in bytes: some Collection<UInt8>) -> [SchemaError.Problem] {
        if let problems = bytes.withContiguousStorageIfAvailable(scan) { return problems }
        return Array(bytes).withUnsafeBufferPointer(scan)
    }

    /// ``problems(in:)`` of bytes in contiguous memory.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [SchemaError.Problem] {
        var problems: [SchemaError.Problem] = []
        var stack: [Frame] = []
        var position = 0

        /// How the value that starts now is reached from its container.
        func valueSegment() -> Segment? {
            guard let top = stack.last else { return nil }
            return top.keys != nil ? .key(top.memberKey) : .index(top.index)
        }

        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(Frame(segment: valueSegment(), keys: byte == UInt8(ascii: "{") ? [] : nil))
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                stack.removeLast()
                position += 1
            case UInt8(ascii: ","):
                if stack.last?.keys != nil { stack[stack.count - 1].expectsKey = true } else if !stack.isEmpty { stack[stack.count - 1].index += 1 }
                position += 1
            case UInt8(ascii: "\""):
                let start = position
                position = stringEnd(in: bytes, from: start)
                guard let top = stack.indices.last, stack[top].keys != nil, stack[top].expectsKey else { continue }
                let text = key(bytes[start..<position])
                // In place: a copy of the frame would copy its keys at every key.
                stack[top].expectsKey = false
                stack[top].memberKey = text
                if stack[top].keys!.insert(text).inserted == false {
                    problems.append(SchemaError.Problem(path: path(of: stack, key: text), reason: reason))
                }
            default:
                position += 1
            }
        }
        return problems
    }

    /// The path of `key` in the innermost container of `stack`: keys joined with `.`, positions
    /// in brackets (`rules[0].min`).
    private static func path(of stack: [Frame], key: [UInt8]) -> String {
        var path = ""
        for segment in stack.compactMap(\.segment) + [.key(key)] {
            switch segment {
            case .key(let key):
                if !path.isEmpty { path += "." }
                path += String(decoding: key, as: UTF8.self)
            case .index(let index):
                path += "[\(index)]"
            }
        }
        return path
    }

    /// The position just past the closing quote of the string whose opening quote is at `start`.
    private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            // An escape's next byte is never the closing quote.
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(position + 1, bytes.count)
    }

    /// The bytes of a key, its quotes included, as the JSON reader decodes them (escapes,
    /// surrogate pairs) for the keys it keeps: the document parsed, so the key does.
    private static func key(_ quoted: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        guard case .string(let text)? = try? JSONReader.parse(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: quoted))) else {
            return Array(quoted)
        }
        return Array(text.utf8)
    }
}
