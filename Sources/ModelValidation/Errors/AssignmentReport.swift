/// What a massive assignment did with each key of its input.
///
/// Yii drops refused keys silently; the report says which keys were assigned and which were
/// refused, and why. Keys refused inside nested objects and lists of objects (by the nested
/// model's own safe attributes) are listed with their paths in ``nestedUnsafe`` and
/// ``nestedUnknown``.
///
/// ```swift
/// let report = model.assign(["email": "a@b.co", "isAdmin": true, "foo": 1])
/// report.assigned // ["email"]
/// report.unsafe   // ["isAdmin"]
/// report.unknown  // ["foo"]
/// ```
public struct AssignmentReport: Sendable, Equatable {
    /// Keys written to the model, in input order.
    public var assigned: [String] = []
    /// Keys naming attributes that are not safe in the current scenario, in input order.
    public var unsafe: [String] = []
    /// Keys naming no attribute of the model, in input order.
    public var unknown: [String] = []
    /// Keys whose value could not be converted to the attribute's type (typed models); the
    /// attribute kept its value and fails validation with `attribute.invalidType`.
    public var invalid: [String] = []
    /// Keys that a nested model refused as unsafe, with their paths from this model, in input
    /// order: `["items", 1, "price"]` for the key `price` of the second object of `items`.
    ///
    /// ```swift
    /// let report = order.assign(["items": [["sku": "A-1"], ["sku": "B-2", "price": 0]]])
    /// report.nestedUnsafe.map(\.description) // ["items.1.price"]
    /// ```
    public var nestedUnsafe: [AttributePath] = []
    /// Keys that a nested model refused as unknown (no such attribute), with their paths from
    /// this model, in input order.
    public var nestedUnknown: [AttributePath] = []
    /// The labels the nested models give their refused keys, by dotted path, for the messages
    /// of ``ValidatableModel/addErrors(for:values:)``.
    var nestedLabels: [NameKey: String] = [:]

    /// Creates an empty report.
    public init() {}

    /// Whether the two reports list the same keys in the same order.
    public static func == (lhs: AssignmentReport, rhs: AssignmentReport) -> Bool {
        lhs.assigned == rhs.assigned && lhs.unsafe == rhs.unsafe && lhs.unknown == rhs.unknown
            && lhs.invalid == rhs.invalid && lhs.nestedUnsafe == rhs.nestedUnsafe && lhs.nestedUnknown == rhs.nestedUnknown
    }

    /// Whether any key was refused (unsafe or unknown), here or in a nested model.
    public var hasRefusedKeys: Bool {
        !unsafe.isEmpty || !unknown.isEmpty || !nestedUnsafe.isEmpty || !nestedUnknown.isEmpty
    }

    /// Every unsafe key with its path: this model's keys (one segment each), then the nested
    /// ones.
    public var unsafePaths: [AttributePath] { unsafe.map(AttributePath.init) + nestedUnsafe }

    /// Every unknown key with its path: this model's keys (one segment each), then the nested
    /// ones.
    public var unknownPaths: [AttributePath] { unknown.map(AttributePath.init) + nestedUnknown }

    /// Adds the keys a nested model's assignment refused, under `path` (the attribute, and the
    /// index of the object in a list), with the labels the nested model gives them.
    ///
    /// - Parameters:
    ///   - nested: The nested model's report.
    ///   - path: Where the nested model's object is, from this model.
    ///   - model: The nested model, for the labels.
    mutating func addRefusals(of nested: AssignmentReport, under path: AttributePath, in model: some ValidatableModel) {
        guard nested.hasRefusedKeys else { return }
        func add(_ key: String, to list: inout [AttributePath]) {
            let full = path.appending(.name(key))
            list.append(full)
            nestedLabels[NameKey(full.description)] = model.label(of: key)
        }
        func add(_ inner: AttributePath, to list: inout [AttributePath]) {
            let full = path.appending(inner)
            list.append(full)
            if let label = nested.nestedLabels[NameKey(inner.description)] { nestedLabels[NameKey(full.description)] = label }
        }
        for key in nested.unsafe { add(key, to: &nestedUnsafe) }
        for inner in nested.nestedUnsafe { add(inner, to: &nestedUnsafe) }
        for key in nested.unknown { add(key, to: &nestedUnknown) }
        for inner in nested.nestedUnknown { add(inner, to: &nestedUnknown) }
    }

    /// The refused keys alone: what a strict assignment throws.
    var refusals: AssignmentReport {
        var refused = AssignmentReport()
        refused.unsafe = unsafe
        refused.unknown = unknown
        refused.nestedUnsafe = nestedUnsafe
        refused.nestedUnknown = nestedUnknown
        refused.nestedLabels = nestedLabels
        return refused
    }
}

/// Thrown by a strict massive assignment that refused keys (here or in a nested model); nothing
/// was assigned.
public struct AssignmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What would have happened to each key.
    public var report: AssignmentReport

    /// Creates the error from a report.
    public init(report: AssignmentReport) { self.report = report }

    /// The refused keys, unsafe then unknown, nested ones by their dotted paths:
    /// `Refused keys (unsafe: isAdmin, items.1.price; unknown: foo)`.
    public var description: String {
        var parts: [String] = []
        let unsafe = report.unsafePaths, unknown = report.unknownPaths
        if !unsafe.isEmpty { parts.append("unsafe: " + unsafe.map(\.description).joined(separator: ", ")) }
        if !unknown.isEmpty { parts.append("unknown: " + unknown.map(\.description).joined(separator: ", ")) }
        return "Refused keys (" + parts.joined(separator: "; ") + ")"
    }
}
