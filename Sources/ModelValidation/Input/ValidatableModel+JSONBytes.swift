extension ValidatableModel {
    /// Massive assignment from a JSON request body: the bytes are parsed once by ``JSONReader``
    /// and the object is assigned, with no second decode.
    ///
    /// Any collection of bytes fits: `Data`, `[UInt8]`, a server's byte-buffer view. Contiguous
    /// bytes are read in place. The document keeps what validation needs: `1` is an integer and
    /// `1.0` a double, `true` a boolean, keys in document order. Then this is
    /// the `AttributeObject` form of ``assign(_:safeOnly:)``: unsafe and unknown keys are refused and
    /// reported.
    ///
    /// ```swift
    /// var signup = Signup()
    /// let report = try signup.assign(json: request.body)
    /// ```
    ///
    /// For a strict assignment, parse first: `try model.assign(JSONReader.parseObject(bytes), strict: true)`.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of a JSON object.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: What happened to each key.
    /// - Throws: ``JSONParseError`` naming the line and column of the first problem, or saying
    ///   that the document is not an object; nothing is assigned then.
    /// - Complexity: O(*n*) in the number of bytes.
    @discardableResult
    public mutating func assign(json bytes: some Collection<UInt8>, safeOnly: Bool = true) throws(JSONParseError) -> AssignmentReport {
        if Self.self == DynamicModel.self {
            // Member by member, without building the object (the memory is a DynamicModel's).
            return try withUnsafeMutablePointer(to: &self) { pointer throws(JSONParseError) in
                let dynamic = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
                return try Self.withContiguousBytes(bytes) { raw throws(JSONParseError) in
                    try dynamic.pointee.assign(json: raw, safeOnly: safeOnly)
                }
            }
        }
        return assign(try JSONReader.parseObject(bytes), safeOnly: safeOnly)
    }

    /// Yii's `load()` for a JSON request body: the bytes are parsed once, then the whole object
    /// (empty form name) or the object under `formName` (default ``formName``) is assigned.
    ///
    /// ```swift
    /// try signup.load(json: Array(#"{"Signup": {"email": "ann@example.com"}}"#.utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of a JSON object.
    ///   - formName: The key holding the model's values; `""` for the document itself.
    /// - Returns: The assignment report, or `nil` when there was nothing to load.
    /// - Throws: ``JSONParseError`` naming the line and column of the first problem, or saying
    ///   that the document is not an object.
    @discardableResult
    public mutating func load(json bytes: some Collection<UInt8>, formName: String? = nil) throws(JSONParseError) -> AssignmentReport? {
        load(.object(try JSONReader.parseObject(bytes)), formName: formName)
    }

    /// Calls `body` with the bytes in contiguous memory: in place when the collection offers
    /// that, else from a copy.
    static func withContiguousBytes(
        _ bytes: some Collection<UInt8>,
        _ body: (UnsafeRawBufferPointer) throws(JSONParseError) -> AssignmentReport
    ) throws(JSONParseError) -> AssignmentReport {
        var report: AssignmentReport?
        var failure: JSONParseError?
        func run(_ raw: UnsafeRawBufferPointer) {
            do throws(JSONParseError) { report = try body(raw) } catch { failure = error }
        }
        if bytes.withContiguousStorageIfAvailable({ run(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { run($0) }
        }
        if let failure { throw failure }
        return report!
    }
}
