/// A validation failure as an HTTP problem details body (RFC 9457), ready to send.
///
/// The body has the standard members `type`, `title`, `status` and `detail` (and `instance`
/// when set), and an `errors` list with one entry per failure: a JSON Pointer (RFC 6901) to the
/// failing value, the rendered message, the stable code and the validator's parameters.
///
/// ```swift
/// let problem = ValidationProblem(model, refused: report)
/// problem.status              // 422
/// ValidationProblem.contentType // "application/problem+json"
/// String(decoding: problem.jsonBytes, as: UTF8.self)
/// // {"type":"about:blank","title":"Unprocessable Content","status":422,
/// //  "detail":"The data has 2 errors.","errors":[
/// //  {"pointer":"/items/2/sku","detail":"Sku cannot be blank.","code":"required.blank","params":{}},
/// //  {"pointer":"/isAdmin","detail":"Is Admin cannot be assigned in this scenario.","code":"assignment.unsafe","params":{}}]}
/// ```
///
/// Messages, the title and the detail are rendered once, when the problem is made, by the
/// formatter given, else in the language the failures were recorded in (see
/// ``MessageRendering``); the value is then plain data.
public struct ValidationProblem: Sendable, Equatable {
    /// The media type of a problem details body.
    public static let contentType = "application/problem+json"
    /// The status used unless another is given: 422 Unprocessable Content.
    public static let defaultStatus = 422
    /// The `type` used unless another is given: no type beyond the HTTP status.
    public static let defaultType = "about:blank"
    /// The template of the default `detail`; `{count}` is the number of failures.
    public static let defaultDetail = "The data has {count, plural, one{# error} other{# errors}}."

    /// One failure of the body's `errors` list.
    public struct Failure: Sendable, Equatable {
        /// A JSON Pointer to the failing value (`/items/2/sku`); empty for the whole document,
        /// as for a failure about the whole model, and the nested object's (`/items/0`) for one
        /// about a nested model (``ValidationError/jsonPointer``).
        public var pointer: String
        /// The rendered message.
        public var detail: String
        /// The stable failure code (`required.blank`).
        public var code: String
        /// The validator's parameters (``ValidationError/parameters``).
        public var params: AttributeObject

        /// Creates a failure entry.
        ///
        /// - Parameters:
        ///   - pointer: The JSON Pointer of the failing value.
        ///   - detail: The message.
        ///   - code: The failure code.
        ///   - params: The parameters.
        public init(pointer: String, detail: String, code: String, params: AttributeObject = [:]) {
            self.pointer = pointer
            self.detail = detail
            self.code = code
            self.params = params
        }

        /// Creates the entry of a failure, its message rendered by `formatter`; the pointer is
        /// the failure's ``ValidationError/jsonPointer``.
        ///
        /// - Parameters:
        ///   - error: The failure.
        ///   - formatter: Renders the message; `nil` for the default.
        public init(_ error: ValidationError, using formatter: (any MessageFormatter)? = nil) {
            self.init(pointer: error.jsonPointer, detail: error.message(using: formatter),
                      code: error.code, params: error.parameters)
        }

        /// The entry as `{"pointer", "detail", "code", "params"}`.
        public var jsonValue: AttributeValue {
            ["pointer": .string(pointer), "detail": .string(detail), "code": .string(code), "params": .object(params)]
        }
    }

    /// A URI naming the kind of problem; `about:blank` when the status says it all.
    public var type: String
    /// A short summary of the kind of problem.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// A human-readable explanation of this occurrence.
    public var detail: String
    /// A URI naming this occurrence, if any.
    public var instance: String?
    /// The failures, in order.
    public var errors: [Failure]

    /// Creates a problem from its members.
    ///
    /// - Parameters:
    ///   - type: The problem type URI.
    ///   - title: The summary.
    ///   - status: The HTTP status.
    ///   - detail: The explanation.
    ///   - instance: The occurrence URI.
    ///   - errors: The failures.
    public init(type: String = ValidationProblem.defaultType, title: String, status: Int, detail: String,
                instance: String? = nil, errors: [Failure]) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.errors = errors
    }

    /// Creates the problem of a set of failures.
    ///
    /// ```swift
    /// let problem = ValidationProblem(errors: model.errors, status: 400)
    /// problem.title // "Bad Request"
    /// ```
    ///
    /// - Parameters:
    ///   - errors: The failures, listed in their order (attributes in first-failure order, each
    ///     attribute's failures in rule order).
    ///   - status: The HTTP status; 422 unless given.
    ///   - type: The problem type URI; `about:blank` unless given.
    ///   - title: The summary; for `about:blank`, the status's reason phrase unless given
    ///     (`Unprocessable Content`, `Bad Request`).
    ///   - detail: The explanation; unless given, ``defaultDetail`` with the number of failures.
    ///   - instance: The occurrence URI.
    ///   - formatter: Renders the messages, the title and the detail; `nil` for the language
    ///     the failures were recorded in (see ``MessageRendering``).
    public init(errors: ValidationErrors, status: Int = ValidationProblem.defaultStatus,
                type: String = ValidationProblem.defaultType, title: String? = nil, detail: String? = nil,
                instance: String? = nil, using formatter: (any MessageFormatter)? = nil) {
        let own = MessageRendering.formatter(formatter, for: errors)
        let failures = errors.all
        let titleTemplate = title ?? (type == Self.defaultType ? Self.reasonPhrase(status) : "Invalid data")
        self.init(
            type: type,
            title: own.format(titleTemplate, arguments: MessageArguments()),
            status: status,
            detail: detail ?? own.format(Self.defaultDetail, arguments: ["count": .int(failures.count)]),
            instance: instance,
            errors: failures.map { Failure($0, using: formatter) }
        )
    }

    /// Creates the problem of a validated model, with the keys its massive assignment refused.
    ///
    /// ```swift
    /// let report = model.assign(body)
    /// if try !model.validate() || report.hasRefusedKeys {
    ///     let problem = ValidationProblem(model, refused: report)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The validated model; its errors are listed first.
    ///   - refused: The assignment's report: its unsafe and unknown keys follow as
    ///     `assignment.unsafe` and `assignment.unknown` failures (see
    ///     ``ValidatableModel/addErrors(for:values:)``); `nil` for none.
    ///   - status: The HTTP status; 422 unless given.
    ///   - type: The problem type URI.
    ///   - title: The summary.
    ///   - detail: The explanation.
    ///   - instance: The occurrence URI.
    ///   - formatter: Renders the messages, the title and the detail; `nil` for the default.
    public init<Model: ValidatableModel>(_ model: Model, refused: AssignmentReport? = nil,
                                         status: Int = ValidationProblem.defaultStatus,
                                         type: String = ValidationProblem.defaultType, title: String? = nil,
                                         detail: String? = nil, instance: String? = nil,
                                         using formatter: (any MessageFormatter)? = nil) {
        var model = model
        if let refused { model.addErrors(for: refused) }
        self.init(errors: model.errors, status: status, type: type, title: title, detail: detail,
                  instance: instance, using: formatter)
    }

    /// The code of the failure of a body that is not JSON.
    public static let invalidJSONCode = "json.invalid"
    /// The template of the detail of a body that is not JSON; `{reason}`, `{line}` and
    /// `{column}` come from the parse error.
    public static let invalidJSONDetail = "The body is not valid JSON: {reason} at line {line}, column {column}."

    /// Creates the problem of a body that is not JSON at all: 400 unless given, one failure
    /// with the code ``invalidJSONCode`` pointing at the whole document, and a detail naming
    /// the line and column.
    ///
    /// ```swift
    /// do { body = try JSONReader.parse(bytes) } catch {
    ///     let problem = ValidationProblem(parseError: error)
    ///     // problem.status == 400; problem.detail names the reason, the line and the column
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parseError: What the JSON reader found.
    ///   - status: The HTTP status; 400 unless given.
    ///   - type: The problem type URI.
    ///   - title: The summary; the status's reason phrase for `about:blank` unless given.
    ///   - instance: The occurrence URI.
    ///   - formatter: Renders the detail and the title; `nil` for the default.
    public init(parseError: JSONParseError, status: Int = 400, type: String = ValidationProblem.defaultType,
                title: String? = nil, instance: String? = nil, using formatter: (any MessageFormatter)? = nil) {
        let formatter = MessageRendering.formatter(formatter)
        let arguments: MessageArguments = [
            "reason": .string(parseError.reason), "line": .int(parseError.line), "column": .int(parseError.column),
        ]
        let detail = formatter.format(Self.invalidJSONDetail, arguments: arguments)
        let titleTemplate = title ?? (type == Self.defaultType ? Self.reasonPhrase(status) : "Invalid data")
        self.init(type: type, title: formatter.format(titleTemplate, arguments: MessageArguments()), status: status,
                  detail: detail, instance: instance,
                  errors: [Failure(pointer: "", detail: detail, code: Self.invalidJSONCode,
                                   params: ["line": .int(parseError.line), "column": .int(parseError.column)])])
    }

    /// The reason phrase of a 4xx status (RFC 9110), used as the title of an `about:blank`
    /// problem; `Invalid Request` for others.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 402: return "Payment Required"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 407: return "Proxy Authentication Required"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 410: return "Gone"
        case 411: return "Length Required"
        case 412: return "Precondition Failed"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 416: return "Range Not Satisfiable"
        case 417: return "Expectation Failed"
        case 421: return "Misdirected Request"
        case 422: return "Unprocessable Content"
        case 426: return "Upgrade Required"
        default: return "Invalid Request"
        }
    }
}
