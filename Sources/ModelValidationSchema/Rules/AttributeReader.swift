import ModelValidation

/// Reads the rules of one attribute, from the last to the first, into the set of document values
/// that may pass all of them, and collects what it cannot express.
///
/// Walking backwards makes filters easy to follow: the values that may pass the rules after a
/// filter are known, so the values before it are those the filter turns into one of them (a
/// `trim` keeps minimum lengths, a `default` lets empty values through when its value passes).
/// `skipOnError` never matters: a document the engine accepts has no error at any point.
struct AttributeReader {
    /// One step of the walk.
    enum Step {
        /// A rule that validates the attribute.
        case rule(CompiledRule)
        /// A rule on another attribute that writes this one (`date`'s `timestampAttribute`).
        case overwrite(CompiledRule)
    }

    /// The attribute read.
    let attribute: String
    /// The scenario its model validates in, which a nested rule's scenario may inherit.
    let scenario: String
    /// Whether massive assignment has already written the value as the objects of its nested
    /// schema (a ``DynamicModel``'s data-form `nested` attribute): every object then holds
    /// exactly the nested attributes, and a `nested` rule that filters nothing leaves it as it is.
    let holdsAssignedObjects: Bool
    /// Whether the model is a ``TypedModel``, on which a `nested` rule without a schema validates
    /// the models its attribute table binds (elsewhere it does nothing).
    let isTypedModel: Bool
    /// What is not expressed, in the order found.
    var gaps: [SchemaGap] = []
    /// Whether a `default` rule may put an array or object of its own into the value, which a
    /// `nested` rule then rewrites to the shape of its schema.
    private(set) var defaultsToContainer = false
    /// Whether a rule read so far may change the value (a filter, a `default`, a `date` with a
    /// timestamp attribute): a `nested` rule holding such rules writes its objects back.
    private(set) var rewritesValues = false

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - scenario: The scenario its model validates in.
    ///   - holdsAssignedObjects: Whether the value comes from the nested assignment of a
    ///     ``DynamicModel``.
    ///   - isTypedModel: Whether the model is a ``TypedModel``.
    init(attribute: String, scenario: String = ValidationState.defaultScenario, holdsAssignedObjects: Bool = false,
         isTypedModel: Bool = false) {
        self.attribute = attribute
        self.scenario = scenario
        self.holdsAssignedObjects = holdsAssignedObjects
        self.isTypedModel = isTypedModel
    }

    /// The values that may pass `steps`, in run order.
    mutating func read(_ steps: [Step]) -> ValueSet {
        defaultsToContainer = steps.contains { step in
            guard case .rule(let rule) = step, let validator = rule.validator as? DefaultValueValidator else { return false }
            return validator.value.arrayValue != nil || validator.value.objectValue != nil
        }
        var after = ValueSet.any
        var later: [CompiledRule] = []
        for step in steps.reversed() {
            switch step {
            case .overwrite(let writer):
                rewritesValues = true
                for rule in later {
                    note(rule, owner: nil, "it checks the value rule #\(writer.index) (\(writer.rule.type)) writes into \(attribute); not expressed")
                }
                later = []
                after = .any
            case .rule(let rule):
                let result = preimage(of: rule, after: after, owner: nil)
                if let loss = result.loss {
                    for checked in later { note(checked, owner: nil, loss) }
                    later = []
                }
                if result.set != after { later.append(rule) }
                after = result.set
            }
        }
        return after
    }

    /// The result of reading one rule backwards.
    struct Preimage {
        /// The values before the rule that may pass it and the rules after it.
        var set: ValueSet
        /// When the rule changes the value in a way that loses what the later rules check: the
        /// gap to note on those rules.
        var loss: String?
    }

    /// Reads one rule: the values before it that may pass it and then land in `after`.
    ///
    /// - Parameters:
    ///   - rule: The rule.
    ///   - after: What the rules after it may accept.
    ///   - owner: The top-level rule when `rule` is a child (of `each` or a composite), which
    ///     runs in the `default` scenario of a scratch model.
    mutating func preimage(of rule: CompiledRule, after: ValueSet, owner: CompiledRule?) -> Preimage {
        guard rule.validator.validatesValues else { return Preimage(set: after) }
        if owner != nil && !rule.isActive(in: ValidationState.defaultScenario) { return Preimage(set: after) }
        let effect = rule.isAsynchronous ? Self.asynchronousEffect(of: rule) : self.effect(of: rule, owner: owner)
        for gap in effect.gaps { note(rule, owner: owner, gap) }
        let (transformed, lossy) = inverse(effect.transform, after: after, owner: owner ?? rule)
        var set = effect.passes.intersection(transformed)
        let isIdentity: Bool
        if case .identity = effect.transform { isIdentity = true } else { isIdentity = false }
        // An allOf of checks reads as a sequence, yet changes nothing.
        if !isIdentity && !(rule.validator is AllOfValidator && RuleEffect.isIdentity(rule.validator)) { rewritesValues = true }
        if rule.skipOnEmpty {
            if case .custom = rule.isEmpty {
                note(rule, owner: owner, "its custom emptiness test may skip any value; not expressed")
            }
            let empties = ValueSet.empties(rule.isEmpty)
            set = isIdentity ? empties.union(effect.passes).intersection(after) : empties.intersection(after).union(set)
        }
        if rule.when != nil {
            note(rule, owner: owner, "it runs only when its condition on the model holds (when); not expressed")
            // The rule may not run at all: the value then stays as it is.
            set = isIdentity ? after : after.union(set)
        }
        guard lossy else { return Preimage(set: set) }
        let name = owner == nil ? "the \(rule.rule.type) of rule #\(rule.index)" : "its \(rule.rule.type) rule"
        if case .trims = effect.transform {
            return Preimage(set: set, loss: "it checks the value after \(name); only minimum lengths carry over to the schema")
        }
        return Preimage(set: set, loss: "it checks the value after \(name) changed it; not expressed")
    }

    /// An asynchronous rule: a database rule (`unique`, `exist`) asks its store and leaves the
    /// value as it is, so the later rules still carry over; any other may change the value.
    static func asynchronousEffect(of rule: CompiledRule) -> RuleEffect {
        if rule.validator is UniqueValidator || rule.validator is ExistValidator {
            return RuleEffect(passes: .any, transform: .identity,
                              gaps: ["it looks records up in a database (\(rule.rule.type)); not expressed"])
        }
        return .unknown("an asynchronous validator is not expressed")
    }

    /// The values that the transform turns into one of `after`; `lossy` when that set had to
    /// be widened beyond what `after` says.
    private mutating func inverse(_ transform: RuleEffect.Transform, after: ValueSet,
                                  owner: CompiledRule) -> (set: ValueSet, lossy: Bool) {
        switch transform {
        case .identity:
            return (after, false)
        case .replacesEmpty(let value, let check):
            return (after.mayContain(value) ? after.union(.empties(check)) : after, false)
        case .trims(let characters, let skipOnArray):
            return after.beforeTrim(characters: characters, skipOnArray: skipOnArray)
        case .sequence(let children):
            var set = after
            var later: [CompiledRule] = []
            for child in children.reversed() {
                let result = preimage(of: child, after: set, owner: owner)
                if let loss = result.loss {
                    for checked in later { note(checked, owner: owner, loss) }
                    later = []
                }
                if result.set != set { later.append(child) }
                set = result.set
            }
            return (set, false)
        case .opaque:
            return (.any, !after.isAny)
        }
    }

    /// What one rule's validator does; composites read their children.
    private mutating func effect(of rule: CompiledRule, owner: CompiledRule?) -> RuleEffect {
        let parent = owner ?? rule
        switch rule.validator {
        case let v as RequiredValidator: return .required(v)
        case let v as StringValidator: return .string(v)
        case let v as NumberValidator: return .number(v)
        case let v as BooleanValidator: return .boolean(v)
        case let v as RangeValidator: return .range(v)
        case let v as MatchValidator: return .match(v)
        case let v as EmailValidator: return .email(v)
        case let v as UrlValidator: return .url(v)
        case let v as IpValidator: return .ip(v)
        case let v as DateValidator: return .date(v, attribute: attribute)
        case let v as CompareValidator: return .compare(v, attribute: attribute)
        case let v as CharacterClassValidator: return .characterClass(v)
        case let v as LengthLimitValidator: return .lengthLimit(v)
        case let v as EqualityValidator: return .equality(v)
        case let v as EmptinessValidator: return .emptiness(v)
        case is SafeValidator: return RuleEffect(passes: .any)
        case let v as DefaultValueValidator:
            return RuleEffect(passes: .any, transform: .replacesEmpty(v.value, v.isEmpty))
        case let v as TrimValidator:
            if case .custom = v.isEmpty { return .unknown("its custom emptiness test is not expressed") }
            return RuleEffect(passes: .any, transform: .trims(characters: v.characters, skipOnArray: v.skipOnArray))
        case let v as FilterValidator:
            return RuleEffect(passes: .any, transform: .opaque, gaps: v.function == nil ? ["a filter written in Swift"] : [])
        case let v as EachValidator:
            let element = preimage(of: v.rule, after: .any, owner: parent).set
            var set = ValueSet.nothing
            set.arrays = ContainerSet(element: element)
            set.objects = ContainerSet(element: element)
            let filters = !(RuleEffect.isIdentity(v.rule.validator))
            return RuleEffect(passes: set, transform: filters ? .opaque : .identity)
        case let v as AllOfValidator:
            return RuleEffect(passes: .any, transform: .sequence(v.children))
        case let v as AnyOfValidator:
            var set = ValueSet.nothing
            for child in v.children { set = set.union(preimage(of: child, after: .any, owner: parent).set) }
            return RuleEffect(passes: set)
        case let v as ConditionalValidator:
            var set = preimage(of: v.then, after: .any, owner: parent).set
            set = set.union(v.otherwise.map { preimage(of: $0, after: .any, owner: parent).set } ?? .any)
            let filters = !RuleEffect.isIdentity(v.then.validator) || !(v.otherwise.map { RuleEffect.isIdentity($0.validator) } ?? true)
            return RuleEffect(passes: set, transform: filters ? .opaque : .identity,
                              gaps: ["its if-test is not expressed: a value either branch accepts is accepted"])
        case is NotValidator:
            return RuleEffect(passes: .any, gaps: ["a negated rule (not) is not expressed"])
        case let v as NestedValidator:
            return nested(v, rule: rule, owner: owner)
        case is InlineValidator:
            return RuleEffect(passes: .any, gaps: ["an inline validator (a Swift closure) is not expressed"])
        default:
            return .unknown("a validator written in Swift is not expressed")
        }
    }

    /// Records a gap, on the top-level rule when `rule` is a child.
    mutating func note(_ rule: CompiledRule, owner: CompiledRule?, _ reason: String) {
        let gap: SchemaGap
        if let owner {
            gap = SchemaGap(attribute: attribute, ruleIndex: owner.index, ruleType: owner.rule.type,
                            reason: "its \(rule.rule.type) rule: \(reason)")
        } else {
            gap = SchemaGap(attribute: attribute, ruleIndex: rule.index, ruleType: rule.rule.type, reason: reason)
        }
        if !gaps.contains(gap) { gaps.append(gap) }
    }
}

extension RuleEffect {
    /// Whether a validator certainly leaves values as they are (for `each` and `conditional`,
    /// whose children may filter).
    static func isIdentity(_ validator: any Validator) -> Bool {
        switch validator {
        case is DefaultValueValidator, is TrimValidator, is FilterValidator, is NestedValidator: return false
        case let v as UrlValidator: return v.defaultScheme == nil
        case let v as IpValidator: return !v.rewritesValue
        case is DateValidator: return false
        case let v as EachValidator: return isIdentity(v.rule.validator)
        case let v as AllOfValidator: return v.children.allSatisfy { isIdentity($0.validator) }
        case let v as ConditionalValidator:
            return isIdentity(v.then.validator) && (v.otherwise.map { isIdentity($0.validator) } ?? true)
        case is RequiredValidator, is StringValidator, is NumberValidator, is BooleanValidator, is RangeValidator,
             is MatchValidator, is EmailValidator, is CompareValidator, is CharacterClassValidator,
             is LengthLimitValidator, is EqualityValidator, is EmptinessValidator, is SafeValidator,
             is AnyOfValidator, is NotValidator, is InlineValidator:
            return true
        default:
            return false
        }
    }
}
