/// What a massive assignment did with each key of its input.
///
/// Yii drops refused keys silently; the report says which keys were assigned and which were
/// refused, and why.
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

    /// Creates an empty report.
    public init() {}

    /// Whether any key was refused (unsafe or unknown).
    public var hasRefusedKeys: Bool { !unsafe.isEmpty || !unknown.isEmpty }
}

/// Thrown by a strict massive assignment that refused keys; nothing was assigned.
public struct AssignmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What would have happened to each key.
    public var report: AssignmentReport

    /// Creates the error from a report.
    public init(report: AssignmentReport) { self.report = report }

    public var description: String {
        var parts: [String] = []
        if !report.unsafe.isEmpty { parts.append("unsafe: " + report.unsafe.joined(separator: ", ")) }
        if !report.unknown.isEmpty { parts.append("unknown: " + report.unknown.joined(separator: ", ")) }
        return "Refused keys (" + parts.joined(separator: "; ") + ")"
    }
}
