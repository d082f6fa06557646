/// What is wrong with a schema document: every problem found, each with its JSON path.
///
/// ```swift
/// do { _ = try ModelSchema(json: ["attributes": ["age"], "rules": [["attributes": ["age"], "type": "integer", "min": "x"]]]) }
/// catch { print(error) } // rules[0].min: expected a number, got string
/// ```
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One problem: where it is and what is wrong.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The JSON path of the problem (`rules[3].min`, `labels.email`, `(root)`); empty when
        /// the document is not JSON at all.
        public var path: String
        /// What is wrong, in words.
        public var reason: String

        /// Creates a problem.
        ///
        /// - Parameters:
        ///   - path: The JSON path.
        ///   - reason: What is wrong.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `path: reason`, or the reason alone when there is no path.
        public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
    }

    /// The problems, in document order.
    public var problems: [Problem]

    /// Creates an error from its problems.
    ///
    /// - Parameter problems: The problems, at least one.
    public init(problems: [Problem]) { self.problems = problems }

    /// The first problem, and how many more there are.
    public var description: String {
        guard let first = problems.first else { return "invalid schema" }
        let more = problems.count - 1
        return first.description + (more > 0 ? " (and \(more) more)" : "")
    }
}
