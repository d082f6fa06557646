extension AssignmentReport {
    /// The code of a refused key naming an attribute that is not safe in the scenario.
    public static let unsafeCode = "assignment.unsafe"
    /// The code of a refused key naming no attribute of the model.
    public static let unknownCode = "assignment.unknown"
    /// The message template of ``unsafeCode``.
    public static let unsafeMessage = "{attribute} cannot be assigned in this scenario."
    /// The message template of ``unknownCode``.
    public static let unknownMessage = "{attribute} is not an attribute of the schema."
}

extension ValidatableModel {
    /// Files the keys a massive assignment refused as failures, so they can be answered with
    /// the validation errors: each unsafe key gets ``AssignmentReport/unsafeCode``, then each
    /// unknown key ``AssignmentReport/unknownCode``, in input order, under the key itself.
    ///
    /// Call it after ``validate(_:clearErrors:)``, which clears the errors first.
    ///
    /// ```swift
    /// let report = model.assign(["email": "ann@example.com", "isAdmin": true])
    /// try model.validate()
    /// model.addErrors(for: report)
    /// model.errors.first(for: "isAdmin")?.code // "assignment.unsafe"
    /// ```
    ///
    /// - Parameters:
    ///   - report: What the assignment did.
    ///   - values: The assigned object, for the `{value}` placeholder; `nil` leaves it `null`.
    public mutating func addErrors(for report: AssignmentReport, values: AttributeObject? = nil) {
        for key in report.unsafe {
            addError(key, code: AssignmentReport.unsafeCode, template: AssignmentReport.unsafeMessage,
                     value: values?[key] ?? .null)
        }
        for key in report.unknown {
            addError(key, code: AssignmentReport.unknownCode, template: AssignmentReport.unknownMessage,
                     value: values?[key] ?? .null)
        }
    }
}
