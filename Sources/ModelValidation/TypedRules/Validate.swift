/// A typed rule: one or more attributes of `Root`, named by key path, and the checks they must
/// pass, with Yii's rule options as modifiers.
///
/// Each check becomes one ``Rule`` (so `Validate(\.email, .required, .email)` is the two rules
/// `required` and `email` on `email`, in that order), built through the same registry as JSON
/// rules, with the same codes and messages.
///
/// ```swift
/// Validate(\.email, .required, .email)
/// Validate(\.password, .string(min: 8, max: 64)).on(.signup)
/// Validate([\.firstName, \.lastName], .string(max: 50))
/// Validate(\.company, .required).when(\.type, equals: "business")
/// Validate(\.role, .in(["user", "admin"])).unsafe()
/// ```
public struct Validate<Root>: Sendable {
    /// How `when` was written.
    enum WhenClause: Sendable {
        case condition(Condition)
        case attribute(AnyKeyPath & Sendable, equals: AttributeValue, negated: Bool)
    }

    let keyPaths: [PartialKeyPath<Root> & Sendable]
    let checks: [Check<Root>]
    var on: [String] = []
    var except: [String] = []
    var when: WhenClause?
    var skipOnEmpty: Bool?
    var skipOnError: Bool?
    var isEmpty: EmptinessCheck?
    var isUnsafe = false

    /// A rule on one attribute.
    ///
    /// - Parameters:
    ///   - keyPath: The attribute.
    ///   - checks: The checks, run in order.
    public init(_ keyPath: PartialKeyPath<Root> & Sendable, _ checks: Check<Root>...) {
        self.keyPaths = [keyPath]
        self.checks = checks
    }

    /// A rule on several attributes.
    ///
    /// - Parameters:
    ///   - keyPaths: The attributes, validated in this order.
    ///   - checks: The checks, run in order.
    public init(_ keyPaths: [PartialKeyPath<Root> & Sendable], _ checks: Check<Root>...) {
        self.keyPaths = keyPaths
        self.checks = checks
    }

    /// A rule on several attributes (list form).
    ///
    /// - Parameters:
    ///   - keyPaths: The attributes, validated in this order.
    ///   - checks: The checks, run in order.
    public init(_ keyPaths: [PartialKeyPath<Root> & Sendable], checks: [Check<Root>]) {
        self.keyPaths = keyPaths
        self.checks = checks
    }

    /// Limits the rule to `scenarios` (Yii's `on`).
    ///
    /// - Parameter scenarios: The scenarios in which the rule applies.
    /// - Returns: The modified rule.
    public func on(_ scenarios: Scenario...) -> Self { modified { $0.on += scenarios.map(\.rawValue) } }

    /// Turns the rule off in `scenarios` (Yii's `except`).
    ///
    /// - Parameter scenarios: The scenarios in which the rule does not apply.
    /// - Returns: The modified rule.
    public func except(_ scenarios: Scenario...) -> Self { modified { $0.except += scenarios.map(\.rawValue) } }

    /// Runs the rule only when `condition` holds for the model (Yii's `when`).
    ///
    /// ```swift
    /// Validate(\.vatId, .required).when { $0.country == "DE" }
    /// ```
    ///
    /// - Parameter condition: The condition on the model.
    /// - Returns: The modified rule.
    public func when(_ condition: @escaping @Sendable (Root) -> Bool) -> Self {
        modified {
            $0.when = .condition(.custom { model, _ in
                guard let root = model as? Root else { return false }
                return condition(root)
            })
        }
    }

    /// Runs the rule only when another attribute has a value (the data form of `when`, also
    /// expressible in JSON rules).
    ///
    /// ```swift
    /// Validate(\.company, .required).when(\.type, equals: "business")
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The other attribute.
    ///   - value: The value it must have (compared by identity).
    ///   - negated: Run when it does *not* have it.
    /// - Returns: The modified rule.
    public func when(_ keyPath: PartialKeyPath<Root> & Sendable, equals value: AttributeValue,
                     negated: Bool = false) -> Self {
        modified { $0.when = .attribute(keyPath, equals: value, negated: negated) }
    }

    /// Runs the rule only when `condition` holds.
    ///
    /// - Parameter condition: The condition.
    /// - Returns: The modified rule.
    public func when(_ condition: Condition) -> Self { modified { $0.when = .condition(condition) } }

    /// Sets `skipOnEmpty` on every check that does not set it.
    ///
    /// - Parameter skip: Whether empty values are skipped.
    /// - Returns: The modified rule.
    public func skipOnEmpty(_ skip: Bool) -> Self { modified { $0.skipOnEmpty = skip } }

    /// Sets `skipOnError` on every check that does not set it.
    ///
    /// - Parameter skip: Whether attributes that already have errors are skipped.
    /// - Returns: The modified rule.
    public func skipOnError(_ skip: Bool) -> Self { modified { $0.skipOnError = skip } }

    /// Sets `isEmpty` on every check that does not set it.
    ///
    /// - Parameter check: How empty values are recognised.
    /// - Returns: The modified rule.
    public func isEmpty(_ check: EmptinessCheck) -> Self { modified { $0.isEmpty = check } }

    /// Marks the attributes active but unsafe (Yii's `!name`): validated, never massively
    /// assigned.
    ///
    /// - Returns: The modified rule.
    public func unsafe() -> Self { modified { $0.isUnsafe = true } }

    func modified(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
