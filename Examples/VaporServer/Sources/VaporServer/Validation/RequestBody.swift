import ModelValidation
import Vapor

extension Request {
    /// Validates the JSON body into `model`: the bytes are read once and assigned (only the
    /// attributes safe in the model's scenario are written), then every rule runs, database
    /// rules included, in `language`.
    ///
    /// There is no second decode: the bytes go straight from Vapor's buffer to the library's
    /// JSON reader, and the model holds the values the routes store.
    ///
    /// - Parameters:
    ///   - model: A copy of a template from ``RuleFiles``, possibly holding stored values
    ///     already (an update).
    ///   - language: The language of the failures (``MessageFiles/language(for:)``): every
    ///     message of a 422, its title and summary, the refused keys and the labels in them.
    /// - Returns: `nil` when the body is valid; otherwise the problem to answer: 415 for a body
    ///   that is not declared as JSON (a body without a `Content-Type` is taken for JSON, one
    ///   whose `Content-Type` does not parse is not), declared in a charset other than UTF-8 or
    ///   compressed (`Content-Encoding`), 400 naming the line and column for one that is not JSON
    ///   (both in English: the parser's reason has no translation), 422 listing every failure
    ///   and every refused key.
    /// - Throws: What the record store throws (the database is down): a server error, not a
    ///   validation failure.
    func validateBody(into model: inout DynamicModel, language: MessageLanguage) async throws -> ValidationProblem? {
        // The server does not decompress (`configure`): a compressed body is bytes that are not JSON.
        let codings = headers[.contentEncoding].flatMap { $0.split(separator: ",") }
        if codings.contains(where: { $0.trimmingCharacters(in: .whitespaces).lowercased() != "identity" }) {
            return .http(.unsupportedMediaType, detail: "The body must not be compressed (no Content-Encoding).")
        }
        // A Content-Type that does not parse is no JSON either: only a missing one means JSON.
        if headers.contains(name: .contentType), !(headers.contentType.map(Self.isJSON) ?? false) {
            return .http(.unsupportedMediaType, detail: "The body must be JSON (Content-Type: application/json).")
        }
        // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as bytes it is not.
        if let charset = headers.contentType?.parameters.first(where: { $0.key.lowercased() == "charset" })?.value,
           !["utf-8", "utf8"].contains(charset.lowercased()) {
            return .http(.unsupportedMediaType, detail: "A JSON body must be UTF-8 (charset=utf-8, or no charset).")
        }
        let report: AssignmentReport
        do {
            report = try model.assign(json: body.data?.readableBytesView ?? ByteBuffer().readableBytesView)
        } catch {
            return ValidationProblem(parseError: error)
        }
        // The language is an argument, not global state: it is recorded in every failure, and
        // the refused keys, added after validation, are rendered with its formatter too.
        let valid = try await model.validateAsync(language: language)
        if !valid || report.hasRefusedKeys {
            return ValidationProblem(model, refused: report, using: language.formatter)
        }
        return nil
    }

    /// `application/json` or a JSON-based type such as `application/merge-patch+json`.
    static func isJSON(_ type: HTTPMediaType) -> Bool {
        let subType = type.subType.lowercased()
        return type.type.lowercased() == "application" && (subType == "json" || (subType.hasSuffix("+json") && subType.count > 5))
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
    ///
    /// - Parameter language: The request's language.
    /// - Returns: The 422 to answer.
    /// - Throws: What the record store throws.
    func problemAfterRefusedWrite(language: MessageLanguage) async throws -> ValidationProblem {
        var model = self
        if try await model.validateAsync(language: language) {
            model.addError(ValidationErrors.modelKey, code: "record.conflict",
                           template: "The record changed while it was saved; send it again.", value: .null)
        }
        return ValidationProblem(model, using: language.formatter)
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
