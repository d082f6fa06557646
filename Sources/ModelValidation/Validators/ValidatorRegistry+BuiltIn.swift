extension ValidatorRegistry {
    /// The built-in validators, each registered under its Yii aliases.
    public static let builtInTypes: [any ConfigurableValidator.Type] = [
        RequiredValidator.self,
        SafeValidator.self,
        StringValidator.self,
        DefaultValueValidator.self,
        TrimValidator.self,
        RangeValidator.self,
        NumberValidator.self,
        BooleanValidator.self,
        CompareValidator.self,
        MatchValidator.self,
        FilterValidator.self,
        EachValidator.self,
        DateValidator.self,
        EmailValidator.self,
        UrlValidator.self,
        IpValidator.self,
        AllOfValidator.self,
        AnyOfValidator.self,
        NotValidator.self,
        ConditionalValidator.self,
        CharacterClassValidator.self,
        LengthLimitValidator.self,
        EqualityValidator.self,
        EmptinessValidator.self,
        NestedValidator.self,
        UniqueValidator.self,
        ExistValidator.self,
    ]
}

extension ValidatorRegistry {
    mutating func registerAny(_ type: any ConfigurableValidator.Type) {
        func open<V: ConfigurableValidator>(_ t: V.Type) { register(t) }
        open(type)
    }
}
