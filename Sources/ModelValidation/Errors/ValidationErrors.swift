/// The failures of a model, per attribute, in the order attributes first failed.
///
/// Attributes appear in the order of their first failure, and each attribute's failures in the
/// order they were added, exactly as Yii's `getErrors()`. Keys that are not attributes (such as
/// ``modelKey``) hold model-level failures.
///
/// ```swift
/// var errors = ValidationErrors()
/// errors.add(ValidationError(attribute: "email", message: "Taken."))
/// errors.messages(for: "email") // ["Taken."]
/// ```
public struct ValidationErrors: Sendable, Equatable {
    /// The key Yii's guide recommends for failures about the whole model.
    public static let modelKey = "*"

    @usableFromInline var entries: [(attribute: String, errors: [ValidationError])] = []
    /// Whether some failure has a path of its own (filed by `each` or a nested model), so a key
    /// may be a part of another (`items.2.sku`). Without one, ``contains(_:)`` compares whole
    /// names only, as fast as it always was.
    @usableFromInline var hasPaths = false

    /// Creates an empty collection.
    public init() {}

    /// Whether there are no failures at all.
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// The attributes that have failures, in first-failure order.
    public var attributes: [String] { entries.map(\.attribute) }

    /// The number of failures over all attributes.
    public var count: Int { entries.reduce(0) { $0 + $1.errors.count } }

    /// Every failure, attribute by attribute.
    public var all: [ValidationError] { entries.flatMap(\.errors) }

    /// Whether `attribute` has at least one failure, its own or one of its parts' (a nested
    /// model's failures are filed under `items.2.sku`: `items` has failures then). A key counts
    /// as a part when its failures carry paths of their own (``ValidationError/path``), as
    /// those of nested models do; a plain attribute named `user.name` is no part of `user`.
    ///
    /// ```swift
    /// errors.add(ValidationError(attribute: "items.2.sku", message: "Unknown product."))
    /// errors.contains("items")       // true
    /// errors.contains("items.2.sku") // true
    /// errors.contains("item")        // false
    /// ```
    // Inlinable: the engine asks this for every attribute a `skipOnError` rule visits.
    @inlinable
    public func contains(_ attribute: String) -> Bool {
        if hasPaths { return containsWithParts(attribute) }
        for entry in entries where entry.attribute == attribute { return true }
        return false
    }

    /// ``contains(_:)`` when some failure has a path of its own.
    @usableFromInline
    func containsWithParts(_ attribute: String) -> Bool {
        for entry in entries where entry.attribute == attribute || Self.isPart(entry, of: attribute) { return true }
        return false
    }

    /// Whether `entry` holds failures with paths of their own filed below `attribute`:
    /// `attribute`, a dot, then more (`items.2.sku` below `items`). A plain attribute whose name
    /// has a dot (`user.name`) is no part of another.
    static func isPart(_ entry: (attribute: String, errors: [ValidationError]), of attribute: String) -> Bool {
        guard entry.errors.first?.hasOwnPath == true else { return false }
        let key = entry.attribute.utf8, attribute = attribute.utf8
        guard key.count > attribute.count else { return false }
        let dot = key.index(key.startIndex, offsetBy: attribute.count)
        return key[dot] == UInt8(ascii: ".") && key[..<dot].elementsEqual(attribute)
    }

    /// The failures of `attribute`, oldest first (empty when it has none).
    public subscript(attribute: String) -> [ValidationError] {
        entries.first { $0.attribute == attribute }?.errors ?? []
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
        entries.compactMap { entry in
            entry.errors.first.map { (attribute: entry.attribute, message: $0.message(using: formatter)) }
        }
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
        var positions: [String: Int] = [:]
        for entry in entries {
            for error in entry.errors {
                let path = error.path.description
                let message = error.message(using: formatter)
                if let at = positions[path] {
                    out[at].messages.append(message)
                } else {
                    positions[path] = out.count
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

    /// Records `language` in every failure rendered from a template that has no language yet.
    mutating func record(_ language: MessageLanguage) {
        for i in entries.indices {
            for j in entries[i].errors.indices where !entries[i].errors[j].isLiteral && entries[i].errors[j].language == nil {
                entries[i].errors[j].language = language
            }
        }
    }

    /// Marks the failures added since `earlier` whose template is one of `texts` as the
    /// application's wording (see ``TemplateOrigin/application``).
    mutating func markApplicationTemplates(_ texts: [String], addedSince earlier: ValidationErrors) {
        for i in entries.indices {
            let known = earlier.entries.first { $0.attribute == entries[i].attribute }?.errors.count ?? 0
            for j in entries[i].errors.indices.dropFirst(known) where texts.contains(entries[i].errors[j].template) {
                entries[i].errors[j].origin = .application
            }
        }
    }

    /// Appends a failure under its attribute.
    // `consuming`: the failure moves into the collection, no copy.
    public mutating func add(_ error: consuming ValidationError) {
        if error.hasOwnPath { hasPaths = true }
        if let i = entries.firstIndex(where: { $0.attribute == error.attribute }) {
            entries[i].errors.append(error)
        } else {
            // Room for a few failing attributes at once: one allocation, not one per growth.
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append((attribute: error.attribute, errors: [error]))
        }
    }

    /// Removes every failure, or those of one attribute (with its parts' failures, as
    /// ``contains(_:)`` counts them).
    ///
    /// - Parameter attribute: The attribute to clear, or `nil` for all.
    public mutating func removeAll(for attribute: String? = nil) {
        if let attribute {
            entries.removeAll { $0.attribute == attribute || Self.isPart($0, of: attribute) }
        } else if !entries.isEmpty {
            entries.removeAll(keepingCapacity: true)
            hasPaths = false
        }
    }

    public static func == (lhs: ValidationErrors, rhs: ValidationErrors) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.attribute == $1.attribute && $0.errors == $1.errors }
    }
}
