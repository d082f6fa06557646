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
        /// Reads the attribute of the model at the pointer. Through a pointer, so that a read
        /// borrows the model: a closure taking `Root` itself copied the whole model (a retain
        /// of each of its references) on every read.
        @usableFromInline let get: @Sendable (UnsafePointer<Root>) -> AttributeValue
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
        /// The property's place in the model, when the engine can check it in place.
        @usableFromInline package var stored: StoredProperty? = nil

        @usableFromInline
        init(name: String, get: @escaping @Sendable (UnsafePointer<Root>) -> AttributeValue,
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
            let get: @Sendable (UnsafePointer<Root>) -> AttributeValue
            let set: @Sendable (inout Root, AttributeValue) -> Bool
            if let offset = MemoryLayout<Root>.offset(of: keyPath) {
                // A property stored inline in a struct (no observers: `offset(of:)` is `nil`
                // for a property with `willSet` or `didSet`): read and write it at its offset,
                // without the key-path machinery.
                get = { root in
                    UnsafeRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee.attributeValue
                }
                set = { root, value in
                    guard let converted = Value(attributeValue: value) else { return false }
                    withUnsafeMutablePointer(to: &root) {
                        UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = converted
                    }
                    return true
                }
            } else {
                get = { $0.pointee[keyPath: keyPath].attributeValue }
                set = { root, value in
                    guard let converted = Value(attributeValue: value) else { return false }
                    root[keyPath: keyPath] = converted
                    return true
                }
            }
            var binding = Binding(name: name, get: get, set: set, keyPath: keyPath)
            binding.conversion = .of(Value.self)
            binding.stored = MemoryLayout<Root>.offset(of: keyPath).flatMap { StoredProperty.of(Value.self, at: $0) }
            return binding
        }
    }

    /// The bindings, in declaration order.
    public let bindings: [Binding]
    /// The attribute names, in declaration order.
    public var names: [String] { index.names }
    /// The names and their positions, matched by their bytes.
    private let index: NameIndex
    /// The bindings whose name could not be derived from their key path, or is the reserved
    /// ``ValidationErrors/modelKey``, as error messages: building typed rules throws the first.
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
        self.nameProblems = kept.compactMap { binding in
            binding.nameProblem
                ?? (binding.name.hasSameBytes(as: ValidationErrors.modelKey) ? ValidationErrors.reservedNameReason : nil)
        }
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
///
/// The attributes belong to the type: `validate()` resolves the positions of the attributes
/// it validates (``ValidatableModel/attributePosition(of:)``) at a type's first validation in
/// each scenario and keeps them, so a typed model that implements `attributePosition(of:)`
/// itself answers the same for every instance.
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

extension ValidatableModel {
    /// ``value(atPosition:)``, read through a pointer to the model where it lies when the
    /// model is a typed one (`isTyped`, found once per validation): a typed model's
    /// `value(atPosition:)` is not mutating, and reading through a pointer from there copied
    /// the whole model (a retain and a release of each reference it holds).
    @inlinable
    mutating func readValue(atPosition position: Int, isTyped: Bool) -> AttributeValue? {
        // Specialized for a model type, the cast is decided when compiling; it is only made
        // for typed models, where it succeeds.
        if isTyped, let typed = Self.self as? any TypedModel.Type {
            return withUnsafeMutablePointer(to: &self) { typed.value(atPosition: position, in: UnsafeRawPointer($0)) }
        }
        return value(atPosition: position)
    }
}

extension TypedModel {
    /// The value at `position` of the model of this type at `model`.
    @usableFromInline
    static func value(atPosition position: Int, in model: UnsafeRawPointer) -> AttributeValue {
        attributes.bindings[position].get(model.assumingMemoryBound(to: Self.self))
    }

    /// Where the attribute at `position` is stored, when the engine can check it in place.
    @usableFromInline static func storedProperty(atPosition position: Int) -> StoredProperty? {
        attributes.bindings[position].stored
    }
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
        return withUnsafePointer(to: self) { table.bindings[position].get($0) }
    }

    @inlinable
    public func attributePosition(of attribute: String) -> Int? { Self.attributes.position(of: attribute) }

    @inlinable
    public func value(atPosition position: Int) -> AttributeValue? {
        withUnsafePointer(to: self) { Self.attributes.bindings[position].get($0) }
    }

    @inlinable
    public mutating func setValue(_ value: AttributeValue, of attribute: String) -> AttributeWriteResult {
        // By position: copying the whole binding out would retain each of its closures.
        let table = Self.attributes
        guard let position = table.position(of: attribute) else { return .unknownAttribute }
        return table.bindings[position].set(&self, value) ? .written : .typeMismatch
    }

    /// Writes through the binding; a `.model` or `.models` binding assigns into its nested
    /// models and adds the keys they refused to `report` under the attribute's path.
    @inlinable
    public mutating func setValue(_ value: AttributeValue, of attribute: String,
                                  report: inout AssignmentReport) -> AttributeWriteResult {
        let table = Self.attributes
        guard let position = table.position(of: attribute) else { return .unknownAttribute }
        if let assignNested = table.bindings[position].assignNested {
            return assignNested(&self, value, AttributePath(table.bindings[position].name), &report) ? .written : .typeMismatch
        }
        return table.bindings[position].set(&self, value) ? .written : .typeMismatch
    }
}
