/// How a rule decides that a value is empty (Yii's `isEmpty`).
///
/// It decides both whether `skipOnEmpty` skips a value and what `required` and `default`
/// treat as missing.
///
/// ```swift
/// Rule(["nickname"], "string", ["max": 10], isEmpty: .trimmed)  // "   " counts as empty
/// ```
///
/// In JSON rules, `"isEmpty"` takes the names `"default"`, `"trimmed"` and `"null"`.
public enum EmptinessCheck: Sendable {
    /// `null`, `""`, an empty array or an empty object (Yii's default).
    case `default`
    /// As ``default``, and also strings that are empty once whitespace is trimmed.
    case trimmed
    /// Only `null`.
    case null
    /// A custom test.
    case custom(@Sendable (AttributeValue) -> Bool)

    /// Whether `value` counts as empty.
    // Inlinable so that the engine decides the common checks in its loop, without a call.
    @inlinable
    public func isEmpty(_ value: AttributeValue) -> Bool {
        switch self {
        case .default: return value.isEmptyValue
        case .null: return value.isNull
        case .trimmed, .custom: return isEmptyByOtherCheck(value)
        }
    }

    /// ``isEmpty(_:)`` for the `trimmed` and custom checks.
    @usableFromInline
    func isEmptyByOtherCheck(_ value: AttributeValue) -> Bool {
        switch self {
        case .default: return value.isEmptyValue
        case .trimmed:
            if case .string(let s) = value { return PHPSemantics.trim(s).isEmpty }
            return value.isEmptyValue
        case .null: return value.isNull
        case .custom(let test): return test(value)
        }
    }

    /// The JSON name of a named check, or `nil` for ``custom(_:)``.
    public var name: String? {
        switch self {
        case .default: return "default"
        case .trimmed: return "trimmed"
        case .null: return "null"
        case .custom: return nil
        }
    }

    /// The named check for a JSON name.
    public init?(name: String) {
        switch name {
        case "default": self = .default
        case "trimmed": self = .trimmed
        case "null": self = .null
        default: return nil
        }
    }
}
