/// The asynchronous half of an ``AsyncValidator``: the work to await and the failures it finds.
///
/// A check holds no reference to the model. It is prepared with whatever it needs (the value,
/// a query, the failure to report) and runs concurrently with the checks of other rules; the
/// engine then adds its failures to the attribute it was prepared for, in rule order.
///
/// ```swift
/// let failure = AsyncCheck.Failure(code: "username.blocked", template: "{attribute} \"{value}\" is not allowed.", value: "root")
/// let check = AsyncCheck(failure: failure) { await blocklist.contains("root") }
/// let failures = try await check.run()   // [failure] when the blocklist has "root"
/// ```
public struct AsyncCheck: Sendable {
    /// One failure a check found, rendered like the failures of synchronous validators: the
    /// engine adds it with ``ValidatableModel/addError(_:code:template:value:arguments:)``, so
    /// its arguments get the attribute's label and the value.
    public struct Failure: Sendable, Equatable {
        /// The stable failure code (`"unique.taken"`).
        public var code: String
        /// The message template.
        public var template: String
        /// The value that failed (`{value}`).
        public var value: AttributeValue
        /// The validator's own placeholders.
        public var arguments: MessageArguments

        /// Creates a failure.
        ///
        /// - Parameters:
        ///   - code: The stable failure code.
        ///   - template: The message template.
        ///   - value: The value that failed.
        ///   - arguments: The validator's own placeholders.
        public init(code: String, template: String, value: AttributeValue, arguments: MessageArguments = MessageArguments()) {
            self.code = code
            self.template = template
            self.value = value
            self.arguments = arguments
        }
    }

    private let body: @Sendable () async throws -> [Failure]

    /// Creates a check from the work that finds its failures.
    ///
    /// - Parameter body: Runs the lookup and returns the failures, in order (none: the value
    ///   passes). An error it throws (the database is down) ends the validation with that error.
    public init(_ body: @escaping @Sendable () async throws -> [Failure]) {
        self.body = body
    }

    /// Creates a check that reports `failure` when `fails` returns `true`.
    ///
    /// - Parameters:
    ///   - failure: The failure to report.
    ///   - fails: The lookup; `true` means the value fails.
    public init(failure: Failure, if fails: @escaping @Sendable () async throws -> Bool) {
        self.body = { try await fails() ? [failure] : [] }
    }

    /// Runs the check.
    ///
    /// - Returns: The failures found, in order.
    /// - Throws: What the lookup threw.
    public func run() async throws -> [Failure] {
        try await body()
    }
}
