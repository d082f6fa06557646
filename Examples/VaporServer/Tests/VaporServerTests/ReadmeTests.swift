import Foundation
import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// The failure shown in the README is what the server answers, byte for byte (the README breaks
/// the body's lines before each failure).
struct ReadmeTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The lines of the README's ```http block.
    static var httpExample: [Substring] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "```http") else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { $0 != "```" })
    }

    @Test func theFailureShownInTheReadmeIsTheAnswer() async throws {
        let example = Self.httpExample
        #expect(example.first == "HTTP/1.1 422 Unprocessable Entity")
        #expect(example.dropFirst().first == "Content-Type: application/problem+json")
        let body = example.drop { !$0.isEmpty }.dropFirst().map { $0.drop { $0 == " " } }.joined()
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            #expect(user == 1)
            let answer = try await app.send(.POST, "orders", #"{"userId": 1, "items": [{"sku": "A-1", "quantity": 2}, {"sku": "b", "quantity": 0}], "isAdmin": true}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.status.reasonPhrase == "Unprocessable Entity")
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.text == body)
        }
    }
}
