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
    /// unknown key ``AssignmentReport/unknownCode``, in input order, under the key itself, with
    /// the key as its path: a key named `*` is that key (pointer `/*`), not the whole model,
    /// though it is filed under the text of ``ValidationErrors/modelKey``. Keys a nested model
    /// refused follow this model's own, filed under their paths (`items.1.price`, path
    /// `["items", 1, "price"]`), so `hasErrors("items")` counts them, with the nested model's
    /// labels.
    ///
    /// Call it after ``validate(_:clearErrors:)``, which clears the errors first. The failures
    /// are recorded in `language`, or, without one, in the language the model's failures were
    /// recorded in (``validate(_:clearErrors:language:)``), so that they render in it as the
    /// validation's do, an application catalog's translations and labels included. A model
    /// without failures has no language to pass on: give one, or render inside
    /// ``MessageLanguage/current``.
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
    ///   - language: The language of the failures; `nil`: that of the model's failures, if any.
    public mutating func addErrors(for report: AssignmentReport, values: AttributeObject? = nil,
                                   language: MessageLanguage? = nil) {
        let language = language ?? validation.errors.recordedLanguage
        defer { if let language { validation.errors.record(language) } }
        let kinds = [(report.unsafe, report.nestedUnsafe, AssignmentReport.unsafeCode, AssignmentReport.unsafeMessage),
                     (report.unknown, report.nestedUnknown, AssignmentReport.unknownCode, AssignmentReport.unknownMessage)]
        for (keys, paths, code, template) in kinds {
            for key in keys {
                // The path says it is a key, even one named as the model key.
                validation.errors.add(attribute: key, code: code, template: template, label: Self.refusedKeyLabel(label(of: key), key),
                                      value: values?[key] ?? .null, arguments: MessageArguments(), path: AttributePath(key))
            }
            for path in paths {
                var arguments = MessageArguments()
                arguments.reserveCapacity(2)
                let name = path.lastName ?? path.description
                let label = Self.refusedKeyLabel(report.nestedLabels[NameKey(path.description)] ?? AttributeLabel.generate(name), name)
                arguments.set("attribute", .string(label))
                arguments.set("value", values.flatMap { path.value(in: $0) } ?? .null)
                var error = ValidationError(attribute: path.description, code: code, template: template, arguments: arguments)
                error.path = path
                validation.errors.add(error)
            }
        }
    }
}

extension ValidatableModel {
    /// The label a refused key's message names it by: its label, or, when that is empty (the
    /// key `""`, or one of underscores and spaces only), the key in double quotes, so that the
    /// message still names something (`"" is not an attribute of the schema.`).
    static func refusedKeyLabel(_ label: String, _ key: String) -> String {
        label.isEmpty ? "\"" + key + "\"" : label
    }
}

extension AttributePath {
    /// The last name segment, if any.
    var lastName: String? {
        for segment in segments.reversed() { if case .name(let name) = segment { return name } }
        return nil
    }

    /// The value at this path in `object`, or `nil` when the path leads nowhere.
    func value(in object: AttributeObject) -> AttributeValue? {
        var current: AttributeValue = .object(object)
        for segment in segments {
            switch (segment, current) {
            case (.name(let name), .object(let inner)):
                guard let next = inner[name] else { return nil }
                current = next
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
