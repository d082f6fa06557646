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

    private var entries: [(attribute: String, errors: [ValidationError])] = []

    /// Creates an empty collection.
    public init() {}

    /// Whether there are no failures at all.
    @inlinable public var isEmpty: Bool { attributes.isEmpty }

    /// The attributes that have failures, in first-failure order.
    public var attributes: [String] { entries.map(\.attribute) }

    /// The number of failures over all attributes.
    public var count: Int { entries.reduce(0) { $0 + $1.errors.count } }

    /// Every failure, attribute by attribute.
    public var all: [ValidationError] { entries.flatMap(\.errors) }

    /// Whether `attribute` has at least one failure.
    public func contains(_ attribute: String) -> Bool {
        entries.contains { $0.attribute == attribute }
    }

    /// The failures of `attribute`, oldest first (empty when it has none).
    public subscript(attribute: String) -> [ValidationError] {
        entries.first { $0.attribute == attribute }?.errors ?? []
    }

    /// The first failure of `attribute`, if any.
    public func first(for attribute: String) -> ValidationError? { self[attribute].first }

    /// The rendered messages of `attribute`.
    public func messages(for attribute: String) -> [String] { self[attribute].map(\.message) }

    /// Attribute → rendered messages, in first-failure order (Yii's `getErrors()`).
    public var messagesByAttribute: [(attribute: String, messages: [String])] {
        entries.map { (attribute: $0.attribute, messages: $0.errors.map(\.message)) }
    }

    /// Attribute → first message (Yii's `getFirstErrors()`).
    public var firstMessages: [(attribute: String, message: String)] {
        entries.compactMap { entry in entry.errors.first.map { (attribute: entry.attribute, message: $0.message) } }
    }

    /// The flat list of messages (Yii's `getErrorSummary()`).
    ///
    /// - Parameter showAll: `true` for every message, `false` for the first per attribute.
    /// - Returns: The messages in attribute order.
    public func summary(showAll: Bool = true) -> [String] {
        showAll ? entries.flatMap { $0.errors.map(\.message) } : firstMessages.map(\.message)
    }

    /// Appends a failure under its attribute.
    public mutating func add(_ error: ValidationError) {
        if let i = entries.firstIndex(where: { $0.attribute == error.attribute }) {
            entries[i].errors.append(error)
        } else {
            // Room for a few failing attributes at once: one allocation, not one per growth.
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append((attribute: error.attribute, errors: [error]))
        }
    }

    /// Removes every failure, or those of one attribute.
    ///
    /// - Parameter attribute: The attribute to clear, or `nil` for all.
    public mutating func removeAll(for attribute: String? = nil) {
        if let attribute {
            entries.removeAll { $0.attribute == attribute }
        } else if !entries.isEmpty {
            entries.removeAll(keepingCapacity: true)
        }
    }

    public static func == (lhs: ValidationErrors, rhs: ValidationErrors) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.attribute == $1.attribute && $0.errors == $1.errors }
    }
}
