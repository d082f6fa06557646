/// The failures in the flat form many web clients expect (Laravel's):
/// `{"message": …, "errors": {"items.2.sku": [messages]}}`.
///
/// `errors` maps each dotted path (``AttributePath/description``) to its messages; paths come in
/// first-failure order, each path's messages in rule order. `message` is the first message,
/// followed by how many more there are.
///
/// ```swift
/// let flat = FlatValidationErrors(model, refused: report)
/// String(decoding: flat.jsonBytes, as: UTF8.self)
/// // {"message":"Sku cannot be blank. (and 1 more error)",
/// //  "errors":{"items.2.sku":["Sku cannot be blank."],"isAdmin":["Is Admin cannot be assigned in this scenario."]}}
/// ```
public struct FlatValidationErrors: Sendable, Equatable {
    /// The template appended to the first message when there are more; `{count}` is how many.
    public static let moreTemplate = "(and {count, plural, one{# more error} other{# more errors}})"

    /// One path with its messages.
    public struct Entry: Sendable, Equatable {
        /// The dotted path (`items.2.sku`).
        public var path: String
        /// The messages, in rule order.
        public var messages: [String]

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - path: The dotted path.
        ///   - messages: Its messages.
        public init(path: String, messages: [String]) {
            self.path = path
            self.messages = messages
        }
    }

    /// The summary message.
    public var message: String
    /// The paths with their messages, in order.
    public var errors: [Entry]

    /// Creates the flat form from its parts.
    ///
    /// - Parameters:
    ///   - message: The summary message.
    ///   - errors: The paths with their messages.
    public init(message: String, errors: [Entry]) {
        self.message = message
        self.errors = errors
    }

    /// Creates the flat form of a set of failures.
    ///
    /// - Parameters:
    ///   - errors: The failures.
    ///   - message: The summary; unless given, the first message followed by
    ///     ``moreTemplate`` when there are more (empty when there are none).
    ///   - formatter: Renders the messages; `nil` for the language the failures were recorded
    ///     in (see ``MessageRendering``).
    public init(errors: ValidationErrors, message: String? = nil, using formatter: (any MessageFormatter)? = nil) {
        let entries = errors.messagesByPath(using: formatter).map { Entry(path: $0.path, messages: $0.messages) }
        var summary = message ?? entries.first?.messages.first ?? ""
        let count = errors.count
        if message == nil, count > 1 {
            let own = MessageRendering.formatter(formatter, for: errors)
            summary += " " + own.format(Self.moreTemplate, arguments: ["count": .int(count - 1)])
        }
        self.init(message: summary, errors: entries)
    }

    /// Creates the flat form of a validated model, with the keys its massive assignment refused
    /// (see ``ValidatableModel/addErrors(for:values:)``).
    ///
    /// - Parameters:
    ///   - model: The validated model.
    ///   - refused: The assignment's report, or `nil`.
    ///   - message: The summary; the default as in ``init(errors:message:using:)``.
    ///   - formatter: Renders the messages; `nil` for the default.
    public init<Model: ValidatableModel>(_ model: Model, refused: AssignmentReport? = nil, message: String? = nil,
                                         using formatter: (any MessageFormatter)? = nil) {
        var model = model
        if let refused { model.addErrors(for: refused) }
        self.init(errors: model.errors, message: message, using: formatter)
    }

    /// The messages of `path`, or an empty list.
    public subscript(path: String) -> [String] { errors.first { $0.path == path }?.messages ?? [] }
}

extension FlatValidationErrors: Encodable {
    /// The keys of the flat form.
    enum CodingKeys: String, CodingKey {
        case message, errors
    }

    /// Encodes `{"message": …, "errors": {path: [messages]}}`. `JSONEncoder` orders the paths
    /// its own way; ``jsonBytes`` keeps them in order.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message, forKey: .message)
        var paths = container.nestedContainer(keyedBy: NameCodingKey.self, forKey: .errors)
        for entry in errors { try paths.encode(entry.messages, forKey: NameCodingKey(stringValue: entry.path)) }
    }

    /// The flat form as a JSON object, paths in order.
    public var jsonValue: AttributeValue {
        var paths = AttributeObject()
        for entry in errors { paths[entry.path] = .array(entry.messages.map(AttributeValue.string)) }
        return ["message": .string(message), "errors": .object(paths)]
    }

    /// The flat form as compact JSON (UTF-8), written without Foundation.
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        JSONWriter.write(jsonValue, into: &bytes)
        return bytes
    }
}
