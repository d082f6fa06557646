import ModelValidation
import Vapor

extension Request {
    /// Validates the JSON body into `model`: the bytes are read once and assigned (only the
    /// attributes safe in the model's scenario are written), then every rule runs, database
    /// rules included.
    ///
    /// There is no second decode: the bytes go straight from Vapor's buffer to the library's
    /// JSON reader, and the model holds the values the routes store.
    ///
    /// - Parameter model: A copy of a template from ``RuleFiles``, possibly holding stored
    ///   values already (an update).
    /// - Returns: `nil` when the body is valid; otherwise the problem to answer: 415 for a body
    ///   that is not declared as JSON, 400 naming the line and column for one that is not JSON,
    ///   422 listing every failure and every refused key.
    /// - Throws: What the record store throws (the database is down): a server error, not a
    ///   validation failure.
    func validateBody(into model: inout DynamicModel) async throws -> ValidationProblem? {
        if let type = headers.contentType, !Self.isJSON(type) {
            return .http(.unsupportedMediaType, detail: "The body must be JSON (Content-Type: application/json).")
        }
        let report: AssignmentReport
        do {
            report = try model.assign(json: body.data?.readableBytesView ?? ByteBuffer().readableBytesView)
        } catch {
            return ValidationProblem(parseError: error)
        }
        let valid = try await model.validateAsync()
        if !valid || report.hasRefusedKeys {
            return ValidationProblem(model, refused: report)
        }
        return nil
    }

    /// `application/json` or a JSON-based type such as `application/merge-patch+json`.
    static func isJSON(_ type: HTTPMediaType) -> Bool {
        let subType = type.subType.lowercased()
        return type.type.lowercased() == "application" && (subType == "json" || subType.hasSuffix("+json"))
    }
}

extension DynamicModel {
    /// The answer when the database refused a write the rules had let through: a unique index
    /// (another request stored the same name since `unique` looked) or a foreign key (the user
    /// was deleted since `exist` looked).
    ///
    /// The rules run again and now see the other row, so the client gets the same 422 as a
    /// request that came second. Should they still pass (the other row is gone again), the
    /// failure is reported on the whole record, code `record.conflict`: never a 500.
    func problemAfterRefusedWrite() async throws -> ValidationProblem {
        var model = self
        if try await model.validateAsync() {
            model.addError(ValidationErrors.modelKey, code: "record.conflict",
                           template: "The record changed while it was saved; send it again.", value: .null)
        }
        return ValidationProblem(model)
    }

    /// The value of `attribute` as a string, `nil` when it is null or empty.
    func string(_ attribute: String) -> String? {
        guard case .string(let text)? = value(of: attribute), !text.isEmpty else { return nil }
        return text
    }

    /// The value of `attribute` as an integer (the rules files filter integers with `intval`).
    func int(_ attribute: String) -> Int? {
        value(of: attribute)?.intValue
    }
}
