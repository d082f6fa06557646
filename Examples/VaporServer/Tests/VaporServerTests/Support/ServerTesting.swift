import Fluent
import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// Runs `test` against a configured application in the `.testing` environment: SQLite in memory
/// (a database of its own per test), migrations run, requests sent in-process.
///
/// - Parameters:
///   - wrapStore: Wraps the record store the rules use (to observe or hold its queries).
///   - test: The test.
func withServer(
    wrapStore: @escaping @Sendable (any RecordStore) -> any RecordStore = { $0 },
    _ test: (Application) async throws -> Void
) async throws {
    try await withApp(configure: { app in try await configure(app, wrapStore: wrapStore) }, test)
}

/// An answer, its body parsed by the library's JSON reader.
struct Answer {
    var status: HTTPResponseStatus
    var headers: HTTPHeaders
    var text: String
    var json: AttributeValue

    /// `value` with the keys of every object sorted: Foundation's `JSONEncoder` (Vapor's
    /// `Content`) writes keys in no fixed order, and objects compare their order.
    static func sortingKeys(_ value: AttributeValue) -> AttributeValue {
        switch value {
        case .object(let object):
            var sorted = AttributeObject()
            for key in object.keys.sorted() { sorted[key] = sortingKeys(object[key] ?? .null) }
            return .object(sorted)
        case .array(let items):
            return .array(items.map(sortingKeys))
        default:
            return value
        }
    }

    /// The `Content-Type` header.
    var contentType: String? { headers.first(name: .contentType) }

    /// The failures of a problem details body as (pointer, code, detail).
    var failures: [Failure] {
        (json.objectValue?["errors"]?.arrayValue ?? []).map { entry in
            let object = entry.objectValue ?? [:]
            return Failure(pointer: object["pointer"]?.stringValue ?? "?", code: object["code"]?.stringValue ?? "?",
                           detail: object["detail"]?.stringValue ?? "?")
        }
    }

    /// A member of the top-level object.
    subscript(key: String) -> AttributeValue? { json.objectValue?[key] }

    struct Failure: Equatable, CustomStringConvertible {
        var pointer: String
        var code: String
        var detail: String
        init(_ pointer: String, _ code: String, _ detail: String) {
            self.pointer = pointer
            self.code = code
            self.detail = detail
        }
        init(pointer: String, code: String, detail: String) { self.init(pointer, code, detail) }
        var description: String { "\(pointer) \(code) \(detail)" }
    }
}

extension Application {
    /// Sends a request in-process and parses the answer.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - path: The path.
    ///   - body: The body, sent as `application/json` unless `headers` say otherwise.
    ///   - headers: More headers (`Accept-Language`).
    func send(_ method: HTTPMethod, _ path: String, _ body: String? = nil, headers: HTTPHeaders = [:]) async throws -> Answer {
        var all = headers
        if body != nil, !all.contains(name: .contentType) { all.add(name: .contentType, value: "application/json") }
        let response = try await testing().sendRequest(method, path, headers: all, body: body.map { ByteBuffer(string: $0) })
        let text = String(decoding: response.body.readableBytesView, as: UTF8.self)
        let json = (try? JSONReader.parse(Array(response.body.readableBytesView))).map(Answer.sortingKeys) ?? .null
        return Answer(status: response.status, headers: response.headers, text: text, json: json)
    }

    /// Registers a user with a valid body and returns its id.
    func registerUser(_ username: String, email: String) async throws -> Int {
        let answer = try await send(.POST, "users", """
            {"username": "\(username)", "email": "\(email)", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42"}
            """)
        guard answer.status == .created, let id = answer["id"]?.intValue else {
            throw TestFailure(description: "registering \(username) answered \(answer.status.code): \(answer.text)")
        }
        return id
    }

    /// The number of rows in `users`.
    func userCount() async throws -> Int {
        try await User.query(on: db).count()
    }
}

/// A test helper that could not do its part.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
}
