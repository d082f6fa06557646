import ModelValidation

/// The JSON reader on arbitrary bytes.
///
/// Checks: every entry point (bytes, string, object) agrees on accepting the input and on the
/// value; a dynamic model assigns the bytes member by member as it assigns the parsed object;
/// an error points inside the input; an accepted document is valid UTF-8; writing the value and
/// reading it back gives the same value (byte-exact strings, bit-exact doubles), and writing
/// that again gives the same text; `maxDepth` accepts the document at exactly its depth and
/// rejects it one level below.
enum JSONTarget {
    static let target = FuzzTarget(
        name: "json", summary: "JSONReader on bytes; writer round trip, entry points, depth limit",
        maxLength: 4096, run: run)

    /// A dynamic model whose names short keys of fuzzed documents hit: two safe attributes,
    /// two unsafe ones.
    static let template = DynamicModel(
        attributes: ["a", "b", "é", "k"], ruleSet: try! RuleSet([Rule(["a", "é"], "safe")]))

    static func run(_ input: [UInt8]) {
        checkAssignment(input)
        let text = FuzzInput.validText(input[...])
        let value: AttributeValue
        do {
            value = try JSONReader.parse(input)
        } catch {
            Invariant.expect(error.offset >= 0 && error.offset <= input.count && error.line >= 1 && error.column >= 1,
                             "error position outside the input: \(error)")
            if let text { Invariant.expect((try? JSONReader.parse(text)) == nil, "the string entry point accepts what the bytes one rejects") }
            Invariant.expect((try? JSONReader.parseObject(input)) == nil, "parseObject accepts what parse rejects")
            return
        }
        guard let text else {
            Invariant.expect(false, "accepted bytes that are not valid UTF-8")
            return
        }
        if let fromText = try? JSONReader.parse(text) {
            Invariant.expect(ExactValue.same(fromText, value), "the string entry point reads another value")
        } else {
            Invariant.expect(false, "the string entry point rejects what the bytes one accepts")
        }
        let object = try? JSONReader.parseObject(input)
        if case .object(let expected) = value {
            Invariant.expect(object.map { ExactValue.same(.object($0), .object(expected)) } ?? false,
                             "parseObject disagrees on an object")
        } else {
            Invariant.expect(object == nil, "parseObject accepts a \(value.kindName)")
        }

        let written = ExactValue.bytes(value)
        guard let reread = try? JSONReader.parse(written) else {
            Invariant.expect(false, "the writer's output does not read back: \(Invariant.quoted(String(decoding: written, as: UTF8.self)))")
            return
        }
        Invariant.expect(ExactValue.same(reread, value),
                         "the round trip changes the value: \(Invariant.quoted(String(decoding: written, as: UTF8.self)))")
        Invariant.expect(ExactValue.bytes(reread) == written, "writing the re-read value gives other text")

        // The depth of the text, not of the value: a later duplicate key can replace a deeper
        // member, and `maxDepth` bounds what the reader walks through.
        let depth = nesting(input)
        Invariant.expect(depth >= ExactValue.depth(value), "the value is deeper than its text (\(depth))")
        Invariant.expect((try? JSONReader.parse(input, maxDepth: depth)) != nil, "rejected at its own depth \(depth)")
        if depth > 0 {
            Invariant.expect((try? JSONReader.parse(input, maxDepth: depth - 1)) == nil, "accepted below its depth \(depth)")
        }
    }

    /// A dynamic model assigns the bytes member by member (`assign(json:)`) exactly as it
    /// assigns the parsed object: the same report and values, or the same error.
    static func checkAssignment(_ input: [UInt8]) {
        var members = template
        var parsed = template
        let viaBytes = Result { () throws(JSONParseError) in try members.assign(json: input) }
        let viaObject = Result { () throws(JSONParseError) in parsed.assign(try JSONReader.parseObject(input)) }
        switch (viaBytes, viaObject) {
        case (.success(let report), .success(let expected)):
            Invariant.expect(report == expected, "assign(json:) reports \(report), the parsed object \(expected)")
            Invariant.expect(ExactValue.same(.object(members.attributeValues), .object(parsed.attributeValues)),
                             "assign(json:) writes other values than the parsed object")
        case (.failure(let error), .failure(let expected)):
            Invariant.expect(error == expected, "assign(json:) throws \(error), parseObject \(expected)")
        default:
            Invariant.expect(false, "assign(json:) and parseObject disagree on accepting the input")
        }
    }

    /// The deepest nesting of arrays and objects in a JSON text that the reader accepted
    /// (brackets inside strings do not count).
    static func nesting(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
