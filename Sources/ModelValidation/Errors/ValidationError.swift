/// One validation failure: the attribute, a stable code, the message template and its arguments.
///
/// A failure is data. ``code`` is a stable dotted string (`"string.tooShort"`) meant for programs;
/// ``message`` is the text Yii would show, rendered on demand from ``template`` and
/// ``arguments`` (which always include `attribute`, the label, and `value`, the attribute's
/// value when it failed) in the ``language`` the failure was recorded in (English when none was
/// chosen). Render it with another formatter with ``message(using:)``.
///
/// ``attribute`` is the key the failure is filed under (Yii's `getErrors()` key); ``path`` says
/// where in the data it is. They differ for an element `each` rejected (filed under `tags`, path
/// `tags.1`); a nested model's failure is filed under its whole path (`items.2.sku`).
///
/// ```swift
/// let error = model.errors.first(for: "email")!
/// error.code     // "email.invalid"
/// error.message  // "Email is not a valid email address."
/// ```
public struct ValidationError: Sendable, Equatable {
    /// The attribute (or model-level key) the failure is filed under.
    public var attribute: String
    /// The parts few failures have (a path longer than ``attribute``, a language), out of line:
    /// a plain English failure carries one empty reference.
    private var extras: Extras?
    /// The stable failure code, such as `"required.blank"` or `"string.tooShort"`.
    public var code: String
    /// The message template (the rule's custom message or the validator's default).
    public var template: String
    /// The values for the template's placeholders.
    public var arguments: MessageArguments {
        get { subject.map { MessageArguments(label: $0.label, value: $0.value, then: ownArguments) } ?? ownArguments }
        set {
            ownArguments = newValue
            subject = nil
        }
    }
    /// The label and the value of a failure the engine added (`{attribute}` and `{value}`),
    /// kept apart from the validator's own arguments until ``arguments`` is read: composed when
    /// the failure was added, they cost an array per failure that most programs never read.
    private var subject: Subject?
    /// ``arguments`` without ``subject``.
    private var ownArguments: MessageArguments

    /// The label and the value of the attribute that failed.
    private struct Subject: Sendable {
        let label: String
        let value: AttributeValue
    }
    /// Whether ``template`` is a finished message added by hand (``ValidatableModel/addError(_:message:)``),
    /// rendered as is.
    public var isLiteral: Bool
    /// Who wrote ``template``: ``TemplateOrigin/builtIn`` for a validator's default message,
    /// ``TemplateOrigin/application`` for a rule's custom message that repeats one of Yii's
    /// default texts (Yii's catalogs leave it alone, as Yii does with a `message` it is given).
    public var origin: TemplateOrigin

    /// The code of failures added by hand with a literal message.
    public static let customCode = "custom"

    /// Where the failure is in the data: ``attribute`` as one segment, unless `each` or a
    /// nested model set a longer path (`tags.1`, `items.2.sku`).
    ///
    /// A failure about the whole model (``isModelLevel``) has no place in the data; its path
    /// is `*`, the key it is filed under, as the dotted forms spell it. Setting a path,
    /// even `*`, says where the failure is: under ``ValidationErrors/modelKey``, the path `*`
    /// is a key named `*` (a refused key of a massive assignment), not the whole model.
    ///
    /// ```swift
    /// var error = ValidationError(attribute: "tags", message: "Too long.")
    /// error.path                   // tags
    /// error.path = ["tags", 1]
    /// error.path.jsonPointer       // "/tags/1"
    /// ```
    public var path: AttributePath {
        get { extras?.path.map(AttributePath.init) ?? AttributePath(attribute) }
        set { extras = Extras.make(path: Self.ownSegments(of: newValue, filedUnder: attribute), language: language, endsAtModel: false) }
    }

    /// Whether ``path`` was set to more than the attribute.
    var hasOwnPath: Bool { extras?.path != nil }

    /// The segments a failure filed under `attribute` keeps of `path`: none (`nil`) when the
    /// path is the attribute alone, which ``path`` gives back without them, except under
    /// ``ValidationErrors/modelKey``: there a path of its own is what tells a key named `*`
    /// from the whole model.
    static func ownSegments(of path: AttributePath, filedUnder attribute: String) -> [AttributePath.Segment]? {
        path.isOnly(attribute) && !attribute.hasSameBytes(as: ValidationErrors.modelKey) ? nil : path.segments
    }

    /// Whether the failure is about the model as a whole: filed under
    /// ``ValidationErrors/modelKey`` (`*`) without a path of its own, as
    /// `addError(ValidationErrors.modelKey, …)` files it. Its ``jsonPointer`` is `""`, the
    /// whole document.
    ///
    /// A key named `*` that a massive assignment refused is filed under the same key, with its
    /// path (`*`, pointer `/*`): it is not model-level. Schemas refuse an attribute named `*`.
    /// Nor is a failure a nested model added about itself (filed as `items.0.*`): it is about
    /// that model, which ``modelPath`` names.
    ///
    /// ```swift
    /// model.addError(ValidationErrors.modelKey, message: "The form expired.")
    /// model.errors.first(for: ValidationErrors.modelKey)?.isModelLevel // true
    /// ```
    public var isModelLevel: Bool { !hasOwnPath && attribute.hasSameBytes(as: ValidationErrors.modelKey) }

    /// For a failure about a whole model, where that model is in the data: the empty path for
    /// the model validated (``isModelLevel``), the path of the nested object for a nested
    /// model's (`items.0`); `nil` for any other failure.
    ///
    /// A nested model's failures are filed in its owner under the object's path, so one about
    /// the nested model as a whole is filed as `items.0.*`, with that dotted ``path``; it
    /// points at the object (``jsonPointer`` `/items/0`), while a key named `*` that the
    /// object's assignment refused, filed the same way, is that key (`/items/0/*`).
    ///
    /// ```swift
    /// // An item's rule added a failure to ValidationErrors.modelKey:
    /// let error = order.errors.first(for: "items.0.*")!
    /// error.modelPath   // items.0
    /// error.jsonPointer // "/items/0"
    /// ```
    public var modelPath: AttributePath? {
        if isModelLevel { return AttributePath([]) }
        guard let extras, extras.endsAtModel, let segments = extras.path else { return nil }
        return AttributePath(Array(segments.dropLast()))
    }

    /// Marks the failure, moved from a nested model, as about that model as a whole: the last
    /// segment of ``path`` is its model key (`*`), not a key of the object.
    mutating func markAsAboutNestedModel() {
        extras = Extras.make(path: extras?.path ?? path.segments, language: language, endsAtModel: true)
    }

    /// The JSON Pointer (RFC 6901) of the failure, the `pointer` of its problem details entry
    /// (``ValidationProblem``): for a failure about a whole model, that model's place
    /// (``modelPath``): `""`, the whole document, for the model validated (``isModelLevel``),
    /// `/items/0` for a nested model's; otherwise ``path``'s (`/items/2/sku`, and `/*` for a
    /// key named `*`).
    public var jsonPointer: String { (modelPath ?? path).jsonPointer }

    /// The language the failure was recorded in, which renders ``message``: the one
    /// `validate(language:)` was given; `nil` when none was (then the task's
    /// ``MessageLanguage/current`` when rendering applies, else English).
    public var language: MessageLanguage? {
        get { extras?.language }
        set { extras = Extras.make(path: extras?.path, language: newValue, endsAtModel: extras?.endsAtModel ?? false) }
    }

    /// A path and a language, shared by copies of a failure and replaced, never changed.
    private final class Extras: Sendable {
        let path: [AttributePath.Segment]?
        let language: MessageLanguage?
        /// Whether the path ends at a nested model's key `*` (``modelPath``).
        let endsAtModel: Bool

        private init(path: [AttributePath.Segment]?, language: MessageLanguage?, endsAtModel: Bool) {
            self.path = path
            self.language = language
            self.endsAtModel = endsAtModel
        }

        /// The extras, or `nil` when there are none.
        static func make(path: [AttributePath.Segment]?, language: MessageLanguage?, endsAtModel: Bool = false) -> Extras? {
            path == nil && language == nil ? nil : Extras(path: path, language: language, endsAtModel: endsAtModel && path != nil)
        }
    }

    /// The message in the failure's ``language`` (else the task's
    /// ``MessageLanguage/current``, else English), formatted as Yii formats it.
    public var message: String { message(using: nil) }

    /// The message rendered by `formatter`.
    ///
    /// - Parameter formatter: The formatter, for instance one for another language; `nil` for
    ///   the failure's ``language`` or the default (see ``MessageRendering``).
    /// - Returns: The rendered text; a literal message is returned unchanged.
    public func message(using formatter: (any MessageFormatter)?) -> String {
        isLiteral ? template
            : MessageRendering.render(template, arguments: arguments, origin: origin, using: formatter, language: language)
    }

    /// The validator's parameters of the failure: its ``arguments`` without `attribute` and
    /// other labels (human text, already in the message), `value` and other submitted values
    /// (such as the password a repeat is compared with, which may be a secret), in order.
    ///
    /// ```swift
    /// // a string shorter than min: 3
    /// error.parameters // ["min": 3]
    /// ```
    public var parameters: AttributeObject {
        var object = AttributeObject()
        // The validator's own arguments: the label and value are not parameters.
        for entry in ownArguments.entries
        where entry.name != "attribute" && entry.name != "value" && !entry.isLabel && !entry.isSubmitted {
            object[entry.name] = entry.value
        }
        return object
    }

    /// Whether two failures are the same: attribute, path (a failure about a whole model, the
    /// one validated or a nested one, is not one about a key named `*`), code, template, its
    /// origin, arguments and the language they render in.
    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        lhs.attribute.hasSameBytes(as: rhs.attribute) && lhs.code == rhs.code && lhs.template == rhs.template
            && lhs.arguments == rhs.arguments && lhs.isLiteral == rhs.isLiteral && lhs.origin == rhs.origin
            && (lhs.extras === rhs.extras
                || ((lhs.extras?.path == rhs.extras?.path || (lhs.path == rhs.path && lhs.isModelLevel == rhs.isModelLevel))
                    && (lhs.extras?.endsAtModel ?? false) == (rhs.extras?.endsAtModel ?? false)
                    && lhs.language == rhs.language))
    }
}

// The initializers are declared here, apart from the type, so that it keeps its memberwise
// initializer (which builds a failure in one step).
extension ValidationError {
    /// Creates a failure from a template and its arguments.
    ///
    /// - Parameters:
    ///   - attribute: The attribute that failed.
    ///   - code: The stable failure code.
    ///   - template: The message template, with `{placeholder}`s.
    ///   - arguments: Values for the placeholders.
    public init(attribute: String, code: String, template: String, arguments: MessageArguments) {
        self.init(attribute: attribute, code: code, template: template, arguments: arguments, path: nil)
    }

    /// Creates a failure at a path (``path``), built in one step so that adding it moves it.
    init(attribute: String, code: String, template: String, arguments: MessageArguments, path: AttributePath?) {
        self = Self.failure(attribute: attribute, code: code, template: template, arguments: arguments, subject: nil, path: path)
    }

    /// The failure of the attribute labelled `label` with `value`: the arguments are
    /// `attribute` (the label) and `value`, then `arguments` (which may replace either). Built
    /// by the memberwise initializer: an initializer that sets the fields one by one built the
    /// failure, copied it and destroyed the first one.
    static func failure(attribute: String, code: String, template: String, label: String, value: AttributeValue,
                        arguments: MessageArguments, path: AttributePath?) -> ValidationError {
        failure(attribute: attribute, code: code, template: template, arguments: arguments,
                subject: Subject(label: label, value: value), path: path)
    }

    /// A failure the engine or a validator adds, built in one expression.
    private static func failure(attribute: String, code: String, template: String, arguments: MessageArguments,
                                subject: Subject?, path: AttributePath?) -> ValidationError {
        ValidationError(attribute: attribute,
                        extras: path.flatMap { Extras.make(path: ownSegments(of: $0, filedUnder: attribute), language: nil) },
                        code: code, template: template, subject: subject, ownArguments: arguments, isLiteral: false,
                        origin: .builtIn)
    }

    /// The code of the failure a field with faulty validators reports instead of validating
    /// (see ``ValidatedField/configurationError``).
    public static let misconfiguredCode = "rules.invalid"

    /// The failure of a field whose validators could not be built: `description` names the
    /// mistake, shown as is.
    init(misconfigured attribute: String, _ description: String) {
        self.init(attribute: attribute, extras: nil, code: Self.misconfiguredCode, template: description, subject: nil,
                  ownArguments: MessageArguments(), isLiteral: true, origin: .application)
    }

    /// Creates a failure whose message is final text, with the code ``customCode``.
    ///
    /// - Parameters:
    ///   - attribute: The attribute (or model-level key) the message belongs to.
    ///   - message: The message, shown as is.
    public init(attribute: String, message: String) {
        self.init(attribute: attribute, extras: nil, code: Self.customCode, template: message, subject: nil,
                  ownArguments: MessageArguments(), isLiteral: true, origin: .application)
    }
}
