extension ValidationError: Encodable {
    /// The keys of the encoded form.
    enum CodingKeys: String, CodingKey {
        case attribute, path, code, params, message
    }

    /// Encodes the failure as `{"attribute", "path", "code", "params", "message"}`.
    ///
    /// `path` is dotted (`items.2.sku`), `params` holds ``parameters``, and `message` is
    /// rendered by the formatter the encoder carries under
    /// ``Swift/CodingUserInfoKey/messageFormatter``, or by the default one.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(model.errors.first(for: "name")!)
    /// // {"attribute":"name","path":"name","code":"string.tooShort","params":{"min":3},"message":"Name should contain at least 3 characters."}
    /// ```
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attribute, forKey: .attribute)
        try container.encode(path.description, forKey: .path)
        try container.encode(code, forKey: .code)
        try container.encode(AttributeValue.object(parameters), forKey: .params)
        try container.encode(message(using: MessageRendering.formatter(in: encoder)), forKey: .message)
    }

    /// The failure as a JSON object with the keys of its `Encodable` form, in that order.
    ///
    /// ```swift
    /// JSONWriter.string(error.jsonValue())
    /// // {"attribute":"name","path":"name","code":"string.tooShort","params":{"min":3},"message":"Name should contain at least 3 characters."}
    /// ```
    ///
    /// - Parameter formatter: Renders the message; `nil` for the default.
    /// - Returns: The object.
    public func jsonValue(using formatter: (any MessageFormatter)? = nil) -> AttributeValue {
        [
            "attribute": .string(attribute),
            "path": .string(path.description),
            "code": .string(code),
            "params": .object(parameters),
            "message": .string(message(using: formatter)),
        ]
    }
}

extension ValidationErrors: Encodable {
    /// Encodes the failures as an object: each attribute, in first-failure order, to the list
    /// of its failures in the order they were added (rule order).
    ///
    /// Messages are rendered by the formatter the encoder carries under
    /// ``Swift/CodingUserInfoKey/messageFormatter``, or by the default one. `JSONEncoder`
    /// writes an object's keys in an order of its own; ``jsonValue(using:)`` with
    /// ``JSONWriter`` keeps them in order.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameCodingKey.self)
        for attribute in attributes {
            try container.encode(self[attribute], forKey: NameCodingKey(stringValue: attribute))
        }
    }

    /// The failures as a JSON object: attribute → list of failures (see
    /// ``ValidationError/jsonValue(using:)``), in first-failure and rule order.
    ///
    /// ```swift
    /// JSONWriter.string(model.errors.jsonValue())
    /// // {"name":[{"attribute":"name","path":"name","code":"string.tooShort",...}]}
    /// ```
    ///
    /// - Parameter formatter: Renders the messages; `nil` for the default.
    /// - Returns: The object.
    public func jsonValue(using formatter: (any MessageFormatter)? = nil) -> AttributeValue {
        var object = AttributeObject()
        for attribute in attributes {
            object[attribute] = .array(self[attribute].map { $0.jsonValue(using: formatter) })
        }
        return .object(object)
    }
}

/// A coding key made from any string: attribute names and paths as object keys.
struct NameCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { stringValue = String(intValue) }
}
