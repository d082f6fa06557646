extension ValidatorSpecRepresentable {
    /// All of the children must pass; they run in order as separate rules would (``AllOfValidator``).
    ///
    /// ```swift
    /// let emailValidator: ValidatorSpec = .allOf(.required, .email, .string(max: 254))
    /// ```
    ///
    /// - Parameters:
    ///   - children: The children, in order.
    ///   - stopOnFirstError: `true` keeps the first failing child's errors only; `false` runs
    ///     every child and keeps every error.
    /// - Returns: The specification.
    public static func allOf(_ children: Self..., stopOnFirstError: Bool = true) -> Self {
        Self(spec: ValidatorSpec(.composite(.allOf(stopOnFirstError: stopOnFirstError), children.map(\.spec))))
    }

    /// All of the children must pass (list form of ``allOf(_:stopOnFirstError:)``).
    ///
    /// - Parameters:
    ///   - children: The children, in order.
    ///   - stopOnFirstError: Whether the first failing child ends the run.
    /// - Returns: The specification.
    public static func allOf(_ children: [Self], stopOnFirstError: Bool = true) -> Self {
        Self(spec: ValidatorSpec(.composite(.allOf(stopOnFirstError: stopOnFirstError), children.map(\.spec))))
    }

    /// At least one child must pass (``AnyOfValidator``).
    ///
    /// ```swift
    /// .anyOf(.email, .url)
    /// ```
    ///
    /// - Parameter children: The alternatives, in order.
    /// - Returns: The specification.
    public static func anyOf(_ children: Self...) -> Self {
        Self(spec: ValidatorSpec(.composite(.anyOf, children.map(\.spec))))
    }

    /// The child must fail (``NotValidator``).
    ///
    /// ```swift
    /// .not(.email).message("{attribute} must not be an email address.")
    /// ```
    ///
    /// - Parameter child: The validator that must fail.
    /// - Returns: The specification.
    public static func not(_ child: Self) -> Self {
        Self(spec: ValidatorSpec(.composite(.not, [child.spec])))
    }

    /// Runs `then` when `condition` passes on the value, `else` otherwise (``ConditionalValidator``).
    ///
    /// ```swift
    /// .when(.match("/@/"), then: .email, else: .string(max: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - condition: The test, tried without side effects.
    ///   - then: The branch taken when it passes.
    ///   - otherwise: The branch taken when it fails.
    /// - Returns: The specification.
    public static func when(_ condition: Self, then: Self, else otherwise: Self? = nil) -> Self {
        var children = [condition.spec, then.spec]
        if let otherwise { children.append(otherwise.spec) }
        return Self(spec: ValidatorSpec(.composite(.conditional, children)))
    }

    /// Runs `then` when `predicate` holds for the value, `else` otherwise.
    ///
    /// ```swift
    /// .when({ $0.stringValue?.contains("@") == true }, then: .email)
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: The test on the value.
    ///   - then: The branch taken when it holds.
    ///   - otherwise: The branch taken when it does not.
    /// - Returns: The specification.
    public static func when(_ predicate: @escaping @Sendable (AttributeValue) -> Bool, then: Self,
                            else otherwise: Self? = nil) -> Self {
        let test = InlineValidator(code: "conditional.test", message: "{attribute} is invalid.",
                                   skipsOnEmpty: false) { value, _, _ in predicate(value) }
        return when(.validator(test, name: "predicate"), then: then, else: otherwise)
    }
}
