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
        if let type = headers.contentType, !(type.type == "application" && (type.subType == "json" || type.subType.hasSuffix("+json"))) {
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
}

extension DynamicModel {
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
