/// A typed model's attributes: names bound to writable key paths, built once per type.
///
/// Each attribute is named after its property, or explicitly:
///
/// ```swift
/// struct Signup: TypedModel {
///     var email = ""
///     var age: Int? = nil
///     var passwordRepeat = ""
///     var validation = ValidationState()
///     static let attributes: AttributeTable<Signup> = [
///         .attribute(\.email),
///         .attribute(\.age),
///         .attribute("password_repeat", \.passwordRepeat),
///     ]
///     static let rules = RuleSet(declaring: [Rule(["email", "age"], "required")])
/// }
/// ```
///
/// - Complexity: looking an attribute up by name is O(1) on average.
public struct AttributeTable<Root>: Sendable {
    /// One attribute: its name and how to read and write it.
    public struct Binding: Sendable {
        /// The attribute's name.
        public let name: String
        @usableFromInline let get: @Sendable (Root) -> AttributeValue
        @usableFromInline let set: @Sendable (inout Root, AttributeValue) -> Bool
        /// The bound property, so typed rules can name attributes by key path.
        @usableFromInline let keyPath: AnyKeyPath & Sendable
        /// The validator of a nested model or collection (see `Nested/`), if the binding holds one.
        var nested: (any Validator)? = nil
        /// For a nested model or collection: massive assignment into it, adding the keys the
        /// nested models refused to the report under the path given (see `Nested/`).
        @usableFromInline var assignNested: (@Sendable (inout Root, AttributeValue, AttributePath, inout AssignmentReport) -> Bool)? = nil
        /// Why no name could be derived from the key path (see `AttributeTable+KeyPathNames.swift`);
        /// ``name`` is then the key path's description and building typed rules throws.
        @usableFromInline var nameProblem: String? = nil
        /// How assignment converts a document's value into the property's type (for the JSON
        /// Schema export); `nil` when the binding was not made from a property's type.
        @usableFromInline package var conversion: AttributeConversion? = nil

        @usableFromInline
        init(name: String, get: @escaping @Sendable (Root) -> AttributeValue,
             set: @escaping @Sendable (inout Root, AttributeValue) -> Bool,
             keyPath: AnyKeyPath & Sendable) {
            self.name = name
            self.get = get
            self.set = set
            self.keyPath = keyPath
        }

        /// Binds `name` to a property of a convertible type.
        ///
        /// - Parameters:
        ///   - name: The attribute name used by rules and massive assignment.
        ///   - keyPath: The property.
        // Inlinable so that the accessors are specialized for the property's type in the
        // model's own module (no generic dispatch when the engine reads a value).
        @inlinable
        public static func attribute<Value: AttributeConvertible>(
            _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable
        ) -> Binding {
            let get: @Sendable (Root) -> AttributeValue
            if let offset = MemoryLayout<Root>.offset(of: keyPath) {
                // A property stored inline in a struct: read it at its offset, without the
                // key-path machinery (writes, which are rare, still go through the key path).
                get = { root in
                    withUnsafeBytes(of: root) { $0.load(fromByteOffset: offset, as: Value.self) }.attributeValue
                }
            } else {
                get = { $0[keyPath: keyPath].attributeValue }
            }
            var binding = Binding(
                name: name,
                get: get,
                set: { root, value in
                    guard let converted = Value(attributeValue: value) else { return false }
                    root[keyPath: keyPath] = converted
                    return true
                },
                keyPath: keyPath
            )
            binding.conversion = .of(Value.self)
            return binding
        }
    }

    /// The bindings, in declaration order.
    public let bindings: [Binding]
    /// The attribute names, in declaration order.
    public var names: [String] { index.names }
    /// The names and their positions, matched by their bytes.
    private let index: NameIndex
    /// The bindings whose name could not be derived from their key path, as error messages.
    let nameProblems: [String]

    /// Creates a table. A repeated name (the same bytes) keeps its first binding.
    public init(_ bindings: [Binding]) {
        var kept: [Binding] = []
        var index = NameIndex()
        for binding in bindings where !index.contains(binding.name) {
            index.append(binding.name)
            kept.append(binding)
        }
        self.bindings = kept
        self.index = index
        self.nameProblems = kept.compactMap(\.nameProblem)
    }

    /// The binding of `name`, or `nil`.
    public func binding(_ name: String) -> Binding? { position(of: name).map { bindings[$0] } }

    /// The name of the attribute bound to `keyPath`, or `nil` when no binding holds it.
    ///
    /// - Complexity: O(*n*) in the number of attributes; typed rules call it once per rule
    ///   when a rule set is built.
    public func name(of keyPath: AnyKeyPath) -> String? {
        bindings.first { $0.keyPath == keyPath }?.name
    }

    /// The position of `name` in ``names``, or `nil`. Names match by their bytes, as in Yii:
    /// `"e\u{301}"` does not find an attribute named `"é"`.
    ///
    /// - Complexity: a comparison per attribute for small tables (cheaper than hashing the
    ///   name: equal names compare by their bits), a hash lookup beyond 16 attributes.
    public func position(of name: String) -> Int? { index.position(of: name) }
}

extension AttributeTable: ExpressibleByArrayLiteral {
    /// Creates a table from a literal list of bindings.
    public init(arrayLiteral elements: Binding...) { self.init(elements) }
}

/// A Swift type whose attributes are stored properties listed in an ``AttributeTable``.
///
/// Conform, declare ``attributes``, ``rules`` and a ``ValidatableModel/validation`` property;
/// reading, writing and massive assignment come from the table, and
/// ``ValidatableModel/ruleSet`` is ``rules``.
///
/// ```swift
/// struct Signup: TypedModel {
///     var email = ""
///     var age: Int? = nil
///     var validation = ValidationState()
///     static let attributes: AttributeTable<Signup> = [.attribute(\.email), .attribute(\.age)]
///     static let rules = RuleSet(declaring: Signup.self) {
///         Validate(\.email, .required, .email)
///         Validate(\.age, .integer(min: 18))
///     }
/// }
/// ```
///
/// `validation` stays a stored property the model declares: a protocol cannot add storage to a
/// struct, and a side table would need an identity that a value type does not have.
public protocol TypedModel: ValidatableModel {
    /// The attribute table, built once per type.
    static var attributes: AttributeTable<Self> { get }

    /// The rules and scenarios of every instance, built once per type (Yii's `rules()`).
    ///
    /// ``ValidatableModel/ruleSet`` returns it unless the model implements `ruleSet` itself
    /// (rules that differ between instances). Default: no rules, as in Yii, so no attribute is
    /// safe and massive assignment refuses every key.
    static var rules: RuleSet { get }
}

extension TypedModel {
    /// No rules: Yii's default `rules()`.
    public static var rules: RuleSet { RuleSet.empty }

    /// ``rules``: the rule set is the same for every instance.
    @inlinable public var ruleSet: RuleSet { Self.rules }
}

// The accessors are inlinable so that each model's conformance is specialized in its own module.
extension TypedModel {
    @inlinable public var attributeNames: [String] { Self.attributes.names }

    @inlinable
    public func value(of attribute: String) -> AttributeValue? {
        // By position: copying the whole binding out would retain each of its closures.
        let table = Self.attributes
        guard let position = table.position(of: attribute) else { return nil }
        return table.bindings[position].get(self)
    }

    @inlinable
    public func attributePosition(of attribute: String) -> Int? { Self.attributes.position(of: attribute) }

    @inlinable
    public func value(atPosition position: Int) -> AttributeValue? { Self.attributes.bindings[position].get(self) }

    @inlinable
    public mutating func setValue(_ value: AttributeValue, of attribute: String) -> AttributeWriteResult {
        guard let binding = Self.attributes.binding(attribute) else { return .unknownAttribute }
        return binding.set(&self, value) ? .written : .typeMismatch
    }

    /// Writes through the binding; a `.model` or `.models` binding assigns into its nested
    /// models and adds the keys they refused to `report` under the attribute's path.
    @inlinable
    public mutating func setValue(_ value: AttributeValue, of attribute: String,
                                  report: inout AssignmentReport) -> AttributeWriteResult {
        guard let binding = Self.attributes.binding(attribute) else { return .unknownAttribute }
        if let assignNested = binding.assignNested {
            return assignNested(&self, value, AttributePath(binding.name), &report) ? .written : .typeMismatch
        }
        return binding.set(&self, value) ? .written : .typeMismatch
    }
}
