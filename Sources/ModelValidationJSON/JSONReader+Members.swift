import ModelValidationValues

extension JSONReader {
    /// What ``readMembers(_:maxDepth:_:)`` did with a document.
    package enum MembersOutcome: Sendable, Equatable {
        /// The document is an object and every member was handed out.
        case read
        /// The closure asked to stop; the rest of the document was not read.
        case stopped
        /// The document does not start with `{` (after whitespace); nothing was read. It may be
        /// another value or not JSON at all: ``parseObject(_:maxDepth:)`` says which.
        case notAnObject
    }

    /// Reads a JSON object member by member, without building the object: massive assignment
    /// looks each key up by its bytes and writes the value in place.
    ///
    /// Each member is handed to `body` as soon as its value is read: the key's UTF-8 bytes
    /// (escapes decoded, checked to be valid UTF-8; the buffer is valid only during the call)
    /// and the value, read as ``parse(_:maxDepth:)`` reads values.
    /// A repeated key is handed out again, unlike ``parseObject(_:maxDepth:)``, which keeps its
    /// first position and last value: a reader that must match that stops when it sees one.
    ///
    /// ```swift
    /// var names: [String] = []
    /// let outcome = try JSONReader.readMembers(raw) { key, _ in
    ///     names.append(String(decoding: key, as: UTF8.self)); return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of the document.
    ///   - maxDepth: The deepest nesting allowed; the object itself is depth 1.
    ///   - body: Called with each member; returns `false` to stop reading.
    /// - Returns: Whether the whole object was read, `body` stopped, or the document is not an
    ///   object.
    /// - Throws: ``JSONParseError`` for the first problem met before `body` stopped, exactly
    ///   the error ``parse(_:maxDepth:)`` throws for the document.
    ///   Members before the problem have been handed out by then.
    /// - Complexity: O(*n*) in the number of bytes, plus the cost of `body`.
    package static func readMembers(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth,
        _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: consuming AttributeValue) -> Bool
    ) throws(JSONParseError) -> MembersOutcome {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return .notAnObject }
        // The reader only ever reads bytes, so viewing the memory as `UInt8` is sound.
        let typed = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        var parser = JSONByteParser(bytes: typed, maxDepth: maxDepth)
        return try parser.parseMembers(body)
    }
}
