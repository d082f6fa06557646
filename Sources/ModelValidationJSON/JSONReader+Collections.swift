import ModelValidationValues

extension JSONReader {
    /// Reads one JSON document from any collection of UTF-8 bytes: `Data`, `[UInt8]`, a
    /// `String.UTF8View`, a server's byte-buffer view.
    ///
    /// Bytes that are stored contiguously (all of the above) are read in place, without a copy;
    /// any other collection is copied into an array first.
    ///
    /// ```swift
    /// let body = Array(#"{"email": "ann@example.com"}"#.utf8)
    /// let value = try JSONReader.parse(body[...])
    /// value.objectValue?["email"] // .string("ann@example.com")
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed.
    /// - Returns: The value the document holds.
    /// - Throws: ``JSONParseError`` for the first problem in the input, with its line and column.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func parse(
        _ bytes: some Collection<UInt8>, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeValue {
        try withRawBytes(bytes) { raw throws(JSONParseError) in try parse(raw, maxDepth: maxDepth) }
    }

    /// Reads one JSON document whose top-level value must be an object, as a request body is.
    ///
    /// ```swift
    /// let object = try JSONReader.parseObject(Array(#"{"age": 42}"#.utf8))
    /// object["age"] // .int(42)
    ///
    /// try JSONReader.parseObject(Array("[1]".utf8))
    /// // throws "expected an object at the top level, got array at line 1, column 1"
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting of arrays and objects allowed (the object itself is
    ///     depth 1).
    /// - Returns: The object, keys in document order.
    /// - Throws: ``JSONParseError`` for the first problem in the input, or, when the document is
    ///   valid JSON but not an object, an error naming what it holds and where that value starts.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func parseObject(
        _ bytes: some Collection<UInt8>, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> AttributeObject {
        try withRawBytes(bytes) { raw throws(JSONParseError) in
            let value = try parse(raw, maxDepth: maxDepth)
            if case .object(let object) = value { return object }
            // Valid JSON, so the bytes are not empty and the value starts after the whitespace.
            let typed = UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
            var start = 0
            while start < typed.count, [0x20, 0x0A, 0x0D, 0x09].contains(typed[start]) { start += 1 }
            throw JSONParseError(reason: "expected an object at the top level, got \(value.kindName)",
                                 offset: start, in: typed)
        }
    }

    /// Calls `body` with the bytes in contiguous memory: in place when the collection offers
    /// that, else from a copy.
    private static func withRawBytes<Result>(
        _ bytes: some Collection<UInt8>,
        _ body: (UnsafeRawBufferPointer) throws(JSONParseError) -> Result
    ) throws(JSONParseError) -> Result {
        var outcome: Swift.Result<Result, JSONParseError>?
        bytes.withContiguousStorageIfAvailable { buffer in
            do throws(JSONParseError) {
                outcome = .success(try body(UnsafeRawBufferPointer(buffer)))
            } catch {
                outcome = .failure(error)
            }
        }
        if outcome == nil {
            Array(bytes).withUnsafeBytes { raw in
                do throws(JSONParseError) {
                    outcome = .success(try body(raw))
                } catch {
                    outcome = .failure(error)
                }
            }
        }
        return try outcome!.get()
    }
}
