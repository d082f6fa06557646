extension ValidationProblem: Encodable {
    /// The keys of the body.
    enum CodingKeys: String, CodingKey {
        case type, title, status, detail, instance, errors
    }

    /// Encodes the body: `type`, `title`, `status`, `detail`, `instance` (when set), `errors`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(detail, forKey: .detail)
        try container.encodeIfPresent(instance, forKey: .instance)
        try container.encode(errors, forKey: .errors)
    }

    /// The body as a JSON object, members in the order of RFC 9457's examples.
    public var jsonValue: AttributeValue {
        var object: AttributeObject = [
            "type": .string(type), "title": .string(title), "status": .int(status), "detail": .string(detail),
        ]
        if let instance { object["instance"] = .string(instance) }
        object["errors"] = .array(errors.map(\.jsonValue))
        return .object(object)
    }

    /// The body as compact JSON (UTF-8), written without Foundation.
    ///
    /// ```swift
    /// response.headers.contentType = ValidationProblem.contentType
    /// response.body = problem.jsonBytes
    /// ```
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        JSONWriter.write(jsonValue, into: &bytes)
        return bytes
    }
}

extension ValidationProblem.Failure: Encodable {
    /// The keys of a failure entry.
    enum CodingKeys: String, CodingKey {
        case pointer, detail, code, params
    }

    /// Encodes the entry as `{"pointer", "detail", "code", "params"}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pointer, forKey: .pointer)
        try container.encode(detail, forKey: .detail)
        try container.encode(code, forKey: .code)
        try container.encode(AttributeValue.object(params), forKey: .params)
    }
}
