/// Which of a model's errors a rule reads when it runs on an attribute, besides the attribute's
/// own errors when the rule skips on error.
///
/// ``ValidatableModel/validateAsync(_:clearErrors:isolation:)`` lets asynchronous checks run while the
/// rules after them run. A check can only add errors (to the attribute it checks); it never
/// changes a value. So a later rule sees exactly what it would have seen had the check finished
/// first, unless it reads errors the check may add: then it waits. A rule reads errors through
/// `skipOnError` (its attribute's), through its validator (`compare` with `skipOnError: false`
/// reads the compared attribute's; `unique` and `exist` their target attributes'), or through
/// code the package cannot see into (a `when` closure, a custom or composite validator), which
/// may read any.
///
/// ```swift
/// // [email: unique], [username: unique]: independent, the two lookups overlap.
/// // [email: unique], [email: string]: `string` skips on error, so it waits for the lookup.
/// ```
enum ErrorReads: Sendable {
    /// No errors.
    case none
    /// `compare` with another attribute and `skipOnError: false`: that attribute's.
    case compared(CompareValidator)
    /// What the asynchronous validator declares (``AsyncValidator/errorDependencies(of:)``).
    case declared(any AsyncValidator)
    /// Possibly any.
    case any

    /// What `rule` reads.
    init(_ rule: CompiledRule) {
        if case .custom? = rule.when {
            self = .any
            return
        }
        switch rule.validator {
        case let validator as any AsyncValidator:
            self = .declared(validator)
        case let compare as CompareValidator:
            self = compare.compareValue == nil && !compare.skipOnError ? .compared(compare) : .none
        case is any ReadsNoErrors:
            self = .none
        default:
            self = .any
        }
    }

    /// The attributes whose errors the rule reads when it runs on `attribute`, or `nil` for
    /// possibly any.
    func attributes(for attribute: String) -> [String]? {
        switch self {
        case .none: return []
        case .compared(let compare): return [compare.comparedAttribute(of: attribute)]
        case .declared(let validator): return validator.errorDependencies(of: attribute)
        case .any: return nil
        }
    }
}

/// A built-in validator that never reads the model's errors and only ever adds errors (it never
/// removes one), so asynchronous checks may run while it runs.
///
/// The composites (`allOf`, `anyOf`, `not`, `conditional`) and `nested` are left out: their
/// children may read errors, and they are treated as reading any.
protocol ReadsNoErrors {}

extension RequiredValidator: ReadsNoErrors {}
extension SafeValidator: ReadsNoErrors {}
extension StringValidator: ReadsNoErrors {}
extension DefaultValueValidator: ReadsNoErrors {}
extension TrimValidator: ReadsNoErrors {}
extension RangeValidator: ReadsNoErrors {}
extension NumberValidator: ReadsNoErrors {}
extension BooleanValidator: ReadsNoErrors {}
extension MatchValidator: ReadsNoErrors {}
// A closure filter sees the value only.
extension FilterValidator: ReadsNoErrors {}
// The element rules run in a scratch model with errors of its own.
extension EachValidator: ReadsNoErrors {}
extension DateValidator: ReadsNoErrors {}
extension EmailValidator: ReadsNoErrors {}
extension UrlValidator: ReadsNoErrors {}
extension IpValidator: ReadsNoErrors {}
extension CharacterClassValidator: ReadsNoErrors {}
extension LengthLimitValidator: ReadsNoErrors {}
extension EqualityValidator: ReadsNoErrors {}
extension EmptinessValidator: ReadsNoErrors {}
