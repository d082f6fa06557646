/// The failures of a model, per attribute, in the order attributes first failed.
///
/// Attributes appear in the order of their first failure, and each attribute's failures in the
/// order they were added, exactly as Yii's `getErrors()`. Keys that are not attributes (such as
/// ``modelKey``) hold model-level failures. Keys are matched by their bytes, as PHP matches
/// array keys: `"é"` and `"e\u{301}"` are two keys.
///
/// - Complexity: adding a failure and ``contains(_:)`` are O(1) on average, however many
///   attributes have failures: up to 16 keys are compared one by one, beyond that a hash index
///   answers.
///
/// ```swift
/// var errors = ValidationErrors()
/// errors.add(ValidationError(attribute: "email", message: "Taken."))
/// errors.messages(for: "email") // ["Taken."]
/// ```
public struct ValidationErrors: Sendable, Equatable {
    /// The key Yii's guide recommends for failures about the whole model.
    ///
    /// A failure filed under it without a path of its own is about the whole model
    /// (``ValidationError/isModelLevel``): its JSON Pointer is `""`. The name is reserved:
    /// schemas and typed attribute tables refuse an attribute named `*` (a ``DynamicModel``
    /// built without a schema does not check, and the failures of such an attribute would be
    /// the model's). A key named `*` that a massive assignment refused is filed under the same
    /// text with its path, `*` (pointer `/*`): ``contains(_:)`` and the subscript, which look
    /// keys up by their text, count it with the model's failures; ``ValidationError/isModelLevel``
    /// tells them apart.
    public static let modelKey = "*"

    /// Why a schema or a typed attribute table refuses an attribute named ``modelKey``.
    static let reservedNameReason = #""*" is reserved for errors about the whole model"#

    /// The keys with failures and their failures, in first-failure order.
    @usableFromInline var entries = Entries()
    /// Whether some failure has a path of its own (filed by `each` or a nested model), so a key
    /// may be a part of another (`items.2.sku`). Without one, ``contains(_:)`` compares whole
    /// names only, as fast as it always was.
    @usableFromInline var hasPaths = false
    /// Beyond ``NameIndex/linearLimit`` keys, the hash index that answers instead of comparing:
    /// each key's position, and each name that keys are parts of.
    @usableFromInline var index: [NameKey: Slot]?

    /// What the hash index knows of one name.
    @usableFromInline
    struct Slot: Sendable {
        /// The position in ``ValidationErrors/entries`` of the key with this name, if any.
        @usableFromInline var position: Int?
        /// How many keys with paths of their own are parts of this name (`items` and `items.2`
        /// count `items.2.sku`).
        @usableFromInline var parts = 0

        @usableFromInline init(position: Int? = nil) { self.position = position }
    }

    /// One key and its failures, oldest first.
    @usableFromInline
    struct Entry: Sendable {
        /// The key (an attribute, or ``ValidationErrors/modelKey``): the first failure's (a
        /// copy of its own cost a retain and a release per failing attribute).
        @usableFromInline var attribute: String { first.attribute }
        /// The first failure, held inline: most keys fail once, and a one-failure array cost an
        /// allocation (and freeing it) per failing attribute.
        var first: ValidationError
        /// The failures after the first, `nil` until there is one: freeing a key's entry then
        /// releases no array (the empty array's storage was released for every failing key).
        var later: [ValidationError]?

        /// The failures after the first.
        var rest: [ValidationError] { later ?? [] }

        init(_ error: consuming ValidationError) {
            first = error
        }

        /// Adds a failure after the others.
        mutating func append(_ error: consuming ValidationError) {
            if later == nil { later = [error] } else { later!.append(error) }
        }

        /// The number of failures.
        var count: Int { 1 + (later?.count ?? 0) }

        /// The failures, oldest first.
        var errors: [ValidationError] { later.map { [first] + $0 } ?? [first] }

        /// Changes the failures from the `start`th on (0: all).
        mutating func update(from start: Int = 0, _ change: (inout ValidationError) -> Void) {
            if start == 0 { change(&first) }
            guard let count = later?.count else { return }
            for i in max(start - 1, 0)..<count { change(&later![i]) }
        }

        /// Whether both hold the same key (byte for byte) and equal failures.
        func isEqual(to other: Entry) -> Bool {
            attribute.hasSameBytes(as: other.attribute) && first == other.first && rest == other.rest
        }
    }

    /// Creates an empty collection.
    public init() {}

    /// Whether there are no failures at all.
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// Whether the table holds a buffer of entries, the first step of ``isEmpty``: `false`
    /// means no failures, in one test. (A table emptied keeping its room holds an empty
    /// buffer.) For the engine's question before each rule that skips on error, which the
    /// attribute's own lookup then settles.
    @inlinable var mayHaveFailures: Bool { entries.storage != nil }

    /// The attributes that have failures, in first-failure order.
    public var attributes: [String] { entries.map(\.attribute) }

    /// The number of failures over all attributes.
    public var count: Int { entries.reduce(0) { $0 + $1.count } }

    /// Every failure, attribute by attribute.
    public var all: [ValidationError] { entries.flatMap(\.errors) }

    /// Whether `attribute` has at least one failure, its own or one of its parts' (a nested
    /// model's failures are filed under `items.2.sku`: `items` has failures then). A key counts
    /// as a part when its failures carry paths of their own (``ValidationError/path``), as
    /// those of nested models do, and `attribute` spells a shorter part of that path; a plain
    /// attribute named `user.name` is no part of `user`.
    ///
    /// ```swift
    /// errors.add(ValidationError(attribute: "items.2.sku", message: "Unknown product."))
    /// errors.contains("items")       // true
    /// errors.contains("items.2.sku") // true
    /// errors.contains("item")        // false
    /// ```
    ///
    /// - Complexity: O(1) on average.
    // Inlinable: the engine asks this for every attribute a `skipOnError` rule visits.
    @inlinable
    public func contains(_ attribute: String) -> Bool {
        if entries.isEmpty { return false }
        if hasPaths || index != nil { return containsWithIndexOrParts(attribute) }
        return position(of: attribute) != nil
    }

    /// The position of `key` in ``entries`` (byte for byte), or `nil`.
    @inlinable
    func position(of key: String) -> Int? {
        if index != nil { return indexedPosition(of: key) }
        // By their bytes: the same storage, or the same bytes (no test of which keys are ASCII,
        // no canonical comparison).
        let length = key.utf8.count
        for i in entries.indices where entries[i].attribute.utf8.count == length && entries[i].attribute.hasSameBytes(as: key) {
            return i
        }
        return nil
    }

    /// ``position(of:)`` beyond ``NameIndex/linearLimit`` keys.
    @usableFromInline @inline(never)
    func indexedPosition(of key: String) -> Int? {
        index?[NameKey(key)]?.position
    }

    /// ``contains(_:)`` for many keys, or when some failure has a path of its own.
    @usableFromInline
    func containsWithIndexOrParts(_ attribute: String) -> Bool {
        if let index {
            guard let slot = index[NameKey(attribute)] else { return false }
            return slot.position != nil || slot.parts > 0
        }
        if position(of: attribute) != nil { return true }
        guard hasPaths else { return false }
        for entry in entries where Self.isPart(entry, of: attribute) { return true }
        return false
    }

    /// Whether `entry` holds failures with paths of their own below `attribute`: `attribute` is
    /// the dotted spelling of a shorter part of the path of the entry's first failure
    /// (`items` and `items.2` of `items.2.sku`). A plain attribute whose name has a dot
    /// (`user.name`) is no part of another, and neither are the dots inside one segment.
    static func isPart(_ entry: Entry, of attribute: String) -> Bool {
        guard entry.first.hasOwnPath else { return false }
        return entry.first.path.hasProperPrefix(dotted: attribute)
    }

    /// The names the key of `entry` is a part of when its failures carry paths of their own:
    /// the dotted spelling of each shorter part of its first failure's path (`items` and
    /// `items.2` for `items.2.sku`).
    ///
    /// - Complexity: O(*d* × *n*) for a path of *d* segments and *n* bytes; *d* is bounded by
    ///   the nesting of schemas, not by the data.
    static func wholes(of entry: Entry) -> [NameKey] {
        let first = entry.first
        guard first.hasOwnPath else { return [] }
        var names: [NameKey] = []
        var prefix = ""
        for segment in first.path.segments.dropLast() {
            if !names.isEmpty { prefix += "." }
            prefix += segment.description
            names.append(NameKey(prefix))
        }
        return names
    }

    /// The language of the first failure that recorded one (see ``ValidationError/language``):
    /// the language the failures were validated in, for the failures added after them.
    var recordedLanguage: MessageLanguage? {
        for entry in entries {
            if let language = entry.first.language { return language }
            for error in entry.rest { if let language = error.language { return language } }
        }
        return nil
    }

    /// Records `language` in every failure rendered from a template that has no language yet.
    mutating func record(_ language: MessageLanguage) {
        for i in entries.indices {
            entries[i].update { error in
                if !error.isLiteral && error.language == nil { error.language = language }
            }
        }
    }

    /// Adds the failure of the attribute labelled `label` with `value` (see
    /// ``ValidatableModel/addError(_:code:template:value:arguments:path:)``).
    @usableFromInline
    mutating func add(attribute: String, code: String, template: String, label: String, value: AttributeValue,
                      arguments: MessageArguments, path: AttributePath?) {
        add(ValidationError.failure(attribute: attribute, code: code, template: template, label: label, value: value,
                                    arguments: arguments, path: path))
    }

    /// Adds `failure`, which a check named for `attribute` labelled `label` with `value`, its
    /// fields and the other parts moved into the error (borrowed, each was copied once more for
    /// the error, and the caller's copy released).
    @usableFromInline
    mutating func add(attribute: consuming String, failure: consuming ValueCheckFailure, label: consuming String,
                      value: consuming AttributeValue) {
        add(ValidationError.failure(attribute: attribute, code: failure.code, template: failure.template, label: label,
                                    value: value, arguments: failure.arguments, path: nil))
    }

    /// Appends a failure under its attribute.
    ///
    /// - Complexity: O(1) on average.
    // `consuming`: the failure is moved into the table, not copied (a copy retained each of
    // its strings and its argument list, and freeing the caller's copy released them again).
    public mutating func add(_ error: consuming ValidationError) {
        if error.hasOwnPath { hasPaths = true }
        if !entries.isEmpty, let i = position(of: error.attribute) {
            entries[i].append(error)
            return
        }
        let position = entries.count
        entries.append(first: error)
        if position >= NameIndex.linearLimit { indexEntry(at: position) }
    }

    /// Files the entry at `position` in the hash index, built when the keys first pass
    /// ``NameIndex/linearLimit``: up to it, keys are compared one by one; beyond it, the index
    /// answers.
    private mutating func indexEntry(at position: Int) {
        if index == nil {
            buildIndex()
        } else {
            index![NameKey(entries[position].attribute), default: Slot()].position = position
            for whole in Self.wholes(of: entries[position]) { index![whole, default: Slot()].parts += 1 }
        }
    }

    /// Builds ``index`` from every entry.
    private mutating func buildIndex() {
        var built = [NameKey: Slot](minimumCapacity: entries.count * 2)
        for (position, entry) in entries.enumerated() {
            built[NameKey(entry.attribute), default: Slot()].position = position
            for whole in Self.wholes(of: entry) { built[whole, default: Slot()].parts += 1 }
        }
        index = built
    }

    /// Removes every failure, or those of one attribute (with its parts' failures, as
    /// ``contains(_:)`` counts them).
    ///
    /// - Parameter attribute: The attribute to clear, or `nil` for all.
    /// - Complexity: O(*n*) in the number of keys with failures.
    public mutating func removeAll(for attribute: String? = nil) {
        if let attribute {
            guard contains(attribute) else { return }
            var kept = ValidationErrors()
            for entry in entries where !entry.attribute.hasSameBytes(as: attribute) && !Self.isPart(entry, of: attribute) {
                for error in entry.errors { kept.add(error) }
            }
            self = kept
        } else if !entries.isEmpty {
            entries.removeAll()
            hasPaths = false
            index = nil
        }
    }

    /// Whether the two collections have the same keys (byte for byte) in the same order, with
    /// equal failures.
    public static func == (lhs: ValidationErrors, rhs: ValidationErrors) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.isEqual(to: $1) }
    }
}
