/// One entry of a typed rule list: a typed rule or a data rule.
public enum RuleListItem<Root>: Sendable {
    /// A rule written against key paths.
    case typed(Validate<Root>)
    /// A rule written as data (as JSON rules are).
    case rule(Rule)
}

/// Builds a list of typed rules, with `if`, `if`/`else`, `for` and availability checks.
///
/// ```swift
/// static let rules = RuleSet(declaring: Signup.self) {
///     Validate(\.email, .required, .email)
///     Validate(\.password, .required, .string(min: 8, max: 64))
///     Validate(\.passwordRepeat, .compare(to: \.password))
///     RuleGroup(on: .admin) {
///         Validate(\.role, .in(["user", "admin"]))
///     }
/// }
/// ```
@resultBuilder
public enum RuleListBuilder<Root> {
    /// A typed rule.
    public static func buildExpression(_ rule: Validate<Root>) -> [RuleListItem<Root>] { [.typed(rule)] }
    /// A data rule, mixed in as is.
    public static func buildExpression(_ rule: Rule) -> [RuleListItem<Root>] { [.rule(rule)] }
    /// A group of rules.
    public static func buildExpression(_ group: RuleGroup<Root>) -> [RuleListItem<Root>] { group.items }
    /// A list of entries.
    public static func buildExpression(_ items: [RuleListItem<Root>]) -> [RuleListItem<Root>] { items }
    /// The statements of a block, concatenated.
    public static func buildBlock(_ parts: [RuleListItem<Root>]...) -> [RuleListItem<Root>] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [RuleListItem<Root>]?) -> [RuleListItem<Root>] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [RuleListItem<Root>]) -> [RuleListItem<Root>] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [RuleListItem<Root>]) -> [RuleListItem<Root>] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[RuleListItem<Root>]]) -> [RuleListItem<Root>] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [RuleListItem<Root>]) -> [RuleListItem<Root>] { part }
}

/// Rules sharing scenario options: `on`, `except` and `when` applied to each rule inside.
///
/// ```swift
/// RuleGroup(on: .admin) {
///     Validate(\.role, .required, .in(["user", "admin"]))
/// }
/// ```
public struct RuleGroup<Root>: Sendable {
    let items: [RuleListItem<Root>]

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - on: Scenarios added to every rule's `on`.
    ///   - except: Scenarios added to every rule's `except`.
    ///   - when: A condition given to every typed rule that has none.
    ///   - rules: The rules.
    public init(on: [Scenario] = [], except: [Scenario] = [], when: (@Sendable (Root) -> Bool)? = nil,
                @RuleListBuilder<Root> _ rules: () -> [RuleListItem<Root>]) {
        items = rules().map { item in
            switch item {
            case .typed(var rule):
                rule.on += on.map(\.rawValue)
                rule.except += except.map(\.rawValue)
                if let when, rule.when == nil { rule = rule.when(when) }
                return .typed(rule)
            case .rule(var rule):
                rule.on += on.map(\.rawValue)
                rule.except += except.map(\.rawValue)
                return .rule(rule)
            }
        }
    }

    /// Creates a group limited to one scenario.
    ///
    /// - Parameters:
    ///   - scenario: The scenario in which the rules apply.
    ///   - rules: The rules.
    public init(on scenario: Scenario, @RuleListBuilder<Root> _ rules: () -> [RuleListItem<Root>]) {
        self.init(on: [scenario], rules)
    }

    /// Creates a group turned off in one scenario.
    ///
    /// - Parameters:
    ///   - scenario: The scenario in which the rules do not apply.
    ///   - rules: The rules.
    public init(except scenario: Scenario, @RuleListBuilder<Root> _ rules: () -> [RuleListItem<Root>]) {
        self.init(except: [scenario], rules)
    }
}
