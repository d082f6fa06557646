import ModelValidation
import Vapor

extension Response {
    /// A problem details answer (RFC 9457): the problem's status, `application/problem+json`,
    /// and the body the library writes.
    ///
    /// - Parameters:
    ///   - problem: The problem.
    ///   - language: The language of its texts, sent as `Content-Language`; `nil` for none.
    convenience init(problem: ValidationProblem, language: String? = nil) {
        var headers = HTTPHeaders([("Content-Type", ValidationProblem.contentType)])
        if let language { headers.add(name: .contentLanguage, value: language) }
        self.init(status: HTTPResponseStatus(statusCode: problem.status), headers: headers,
                  body: .init(buffer: ByteBuffer(bytes: problem.jsonBytes)))
    }
}

extension Response {
    /// A JSON answer with its keys sorted and slashes unescaped (`https://…`, not `https:\/\/…`),
    /// so the same record always reads the same.
    ///
    /// - Parameters:
    ///   - value: What to encode.
    ///   - status: The HTTP status.
    static func json(_ value: some Encodable, status: HTTPResponseStatus) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
                        body: .init(data: try encoder.encode(value)))
    }
}

extension ValidationProblem {
    /// A problem with no validation failures (a missing record, a body too large), titled with
    /// the status's reason phrase.
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - detail: What went wrong.
    static func http(_ status: HTTPResponseStatus, detail: String) -> ValidationProblem {
        ValidationProblem(title: status.reasonPhrase, status: Int(status.code), detail: detail, errors: [])
    }
}

/// Answers every error that reaches it with problem details: an `AbortError` (no such route, a
/// body too large, a missing record) with its status and reason, anything else with 500 and,
/// outside development, no detail.
///
/// Validation never gets here: the routes answer their 400 and 422 themselves.
struct ProblemErrorMiddleware: AsyncMiddleware {
    let environment: Environment

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let abort as any AbortError {
            let response = Response(problem: .http(abort.status, detail: abort.reason))
            for (name, value) in abort.headers where name.lowercased() != "content-type" {
                response.headers.add(name: name, value: value)
            }
            return response
        } catch {
            request.logger.report(error: error)
            let detail = environment.isRelease ? "The server could not answer the request." : String(describing: error)
            return Response(problem: .http(.internalServerError, detail: detail))
        }
    }
}
