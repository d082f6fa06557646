extension ValidationErrors {
    /// The failures of `attribute`, oldest first (empty when it has none).
    public subscript(attribute: String) -> [ValidationError] {
        position(of: attribute).map { entries[$0].errors } ?? []
    }

    /// The first failure of `attribute`, if any.
    public func first(for attribute: String) -> ValidationError? { self[attribute].first }

    /// The rendered messages of `attribute`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - formatter: Renders the messages; `nil` for the default (see ``MessageRendering``).
    /// - Returns: The messages, oldest first.
    public func messages(for attribute: String, using formatter: (any MessageFormatter)? = nil) -> [String] {
        self[attribute].map { $0.message(using: formatter) }
    }

    /// Attribute → rendered messages, in first-failure order (Yii's `getErrors()`).
    public var messagesByAttribute: [(attribute: String, messages: [String])] { messagesByAttribute(using: nil) }

    /// Attribute → messages rendered by `formatter`, in first-failure order (Yii's `getErrors()`).
    ///
    /// - Parameter formatter: Renders the messages; `nil` for the default.
    /// - Returns: Each attribute with its messages.
    public func messagesByAttribute(using formatter: (any MessageFormatter)?) -> [(attribute: String, messages: [String])] {
        entries.map { entry in (attribute: entry.attribute, messages: entry.errors.map { $0.message(using: formatter) }) }
    }

    /// Attribute → first message (Yii's `getFirstErrors()`).
    public var firstMessages: [(attribute: String, message: String)] { firstMessages(using: nil) }

    /// Attribute → first message rendered by `formatter` (Yii's `getFirstErrors()`).
    ///
    /// - Parameter formatter: Renders the messages; `nil` for the default.
    /// - Returns: Each attribute with its first message.
    public func firstMessages(using formatter: (any MessageFormatter)?) -> [(attribute: String, message: String)] {
        entries.map { entry in (attribute: entry.attribute, message: entry.first.message(using: formatter)) }
    }

    /// The flat list of messages (Yii's `getErrorSummary()`).
    ///
    /// - Parameters:
    ///   - showAll: `true` for every message, `false` for the first per attribute.
    ///   - formatter: Renders the messages; `nil` for the default.
    /// - Returns: The messages in attribute order.
    public func summary(showAll: Bool = true, using formatter: (any MessageFormatter)? = nil) -> [String] {
        showAll ? entries.flatMap { $0.errors.map { $0.message(using: formatter) } }
            : firstMessages(using: formatter).map(\.message)
    }

    /// Dotted path → rendered messages, paths in first-failure order and each path's messages in
    /// the order they were added (the flat error form's `errors`).
    func messagesByPath(using formatter: (any MessageFormatter)?) -> [(path: String, messages: [String])] {
        var out: [(path: String, messages: [String])] = []
        var positions: [NameKey: Int] = [:]
        for entry in entries {
            for error in entry.errors {
                let path = error.path.description
                let message = error.message(using: formatter)
                if let at = positions[NameKey(path)] {
                    out[at].messages.append(message)
                } else {
                    positions[NameKey(path)] = out.count
                    out.append((path: path, messages: [message]))
                }
            }
        }
        return out
    }

    /// The language of the first failure recorded in one, if any.
    var firstLanguage: MessageLanguage? {
        for entry in entries {
            for error in entry.errors { if let language = error.language { return language } }
        }
        return nil
    }
}
