extension AttributeValue: Codable {
    /// Decodes a value of any shape from any decoder.
    ///
    /// The decoder is asked, in order, for nil, a `Bool`, an `Int` (before `Double`, so whole
    /// numbers the decoder reports as integers become `.int`), a `Double`, a `String`, an array
    /// of values, and finally a keyed container, which becomes an object.
    ///
    /// Whether `1.0` arrives as `.int` or `.double`, and in what order an object's keys
    /// arrive, is up to the decoder: the keys are taken in the order of its `allKeys`. Foundation's
    /// `JSONDecoder` hands out `1.0` and `1e2` as integers and its keys in no particular order.
    /// When the exact JSON shape matters, read it with ``JSONReader`` instead.
    ///
    /// ```swift
    /// struct Payload: Decodable { var data: AttributeValue }
    /// let payload = try JSONDecoder().decode(Payload.self, from: Data(#"{"data": [1, "a"]}"#.utf8))
    /// payload.data // .array([.int(1), .string("a")])
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the decoder holds none of these shapes.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
                return
            }
            if let number = try? container.decode(Int.self) {
                self = .int(number)
                return
            }
            if let number = try? container.decode(Double.self) {
                self = .double(number)
                return
            }
            if let string = try? container.decode(String.self) {
                self = .string(string)
                return
            }
            if let elements = try? container.decode([AttributeValue].self) {
                self = .array(elements)
                return
            }
        }
        if let container = try? decoder.container(keyedBy: AttributeCodingKey.self) {
            var object = AttributeObject()
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(AttributeValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected null, a boolean, a number, a string, an array or an object."
            )
        )
    }

    /// Encodes the value in the shape of its case.
    ///
    /// `.null` is encoded as nil, scalars as single values, `.array` as an unkeyed container
    /// and `.object` as a keyed container with its keys in order (whether the order survives
    /// is up to the encoder). A non-finite double is handed to the encoder as is; Foundation's
    /// `JSONEncoder` rejects it unless told how to write it. ``JSONWriter`` keeps key order and
    /// writes non-finite doubles as `null`.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(["a": 1] as AttributeValue) // {"a":1}
    /// ```
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .double(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: AttributeCodingKey.self)
            for (key, value) in zip(object.keys, object.values) {
                try container.encode(value, forKey: AttributeCodingKey(stringValue: key))
            }
        }
    }
}

/// A coding key made from any string, for the keys of an ``AttributeObject``.
private struct AttributeCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
    }
}
