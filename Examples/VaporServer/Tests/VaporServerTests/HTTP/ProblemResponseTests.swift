import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// Errors outside validation answer problem details too.
struct ProblemResponseTests {
    @Test func theRootAnswers200() async throws {
        try await withServer { app in
            let answer = try await app.send(.GET, "")
            #expect(answer.status == .ok)
            #expect(answer.contentType == "text/plain; charset=utf-8")
            #expect(answer.text == "VaporServer: POST /users, PATCH /users/:id, POST /orders\n")
        }
    }

    @Test func anUnknownRouteIs404ProblemDetails() async throws {
        try await withServer { app in
            let answer = try await app.send(.GET, "nowhere")
            #expect(answer.status == .notFound)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.json == Answer.sortingKeys(["type": "about:blank", "title": "Not Found", "status": 404, "detail": "Not Found", "errors": []]))
        }
    }
}
