// A typed model can be `Codable` while its validation state stays out of the encoded form.
//
// The state is bookkeeping (scenario, errors, failed assignments), not data. A model's
// synthesized `encode(to:)` and `init(from:)` write and read each stored property through its
// keyed container, choosing the most specific overload visible where the model is declared.
// The overloads below, for `ValidationState` exactly, write nothing and read a fresh state, so
// the key never appears in the output and need not be in the input.

extension ValidationState: Codable {
    /// Makes a fresh state in the default scenario, whatever the decoder holds.
    ///
    /// A model's synthesized decoding does not call this (see
    /// `KeyedDecodingContainer.decode(_:forKey:)` for `ValidationState`); it is here for a state
    /// decoded on its own or in a collection.
    ///
    /// - Parameter decoder: Not read.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Encodes nothing: the validation state is not part of a model's data.
    ///
    /// - Parameter encoder: Not written to.
    public func encode(to encoder: any Encoder) throws {}
}

extension KeyedEncodingContainer {
    /// Leaves a model's validation state out of its encoded form: called by the synthesized
    /// `encode(to:)` of a `Codable` model, it writes nothing, so the key does not appear.
    ///
    /// ```swift
    /// struct Signup: TypedModel, Codable {
    ///     var email = ""
    ///     var validation = ValidationState()
    ///     static let attributes: AttributeTable<Signup> = [.attribute(\.email)]
    /// }
    /// try JSONEncoder().encode(Signup()) // {"email":""}
    /// ```
    ///
    /// - Parameters:
    ///   - value: The state, not written.
    ///   - key: The property's key, not written.
    public mutating func encode(_ value: ValidationState, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
    /// Gives a decoded model a fresh validation state: called by the synthesized `init(from:)`
    /// of a `Codable` model, it reads nothing, so the key may be absent and is ignored when
    /// present.
    ///
    /// - Parameters:
    ///   - type: `ValidationState.self`.
    ///   - key: The property's key, not read.
    /// - Returns: A state in the default scenario with no errors.
    public func decode(_ type: ValidationState.Type, forKey key: Key) throws -> ValidationState {
        ValidationState()
    }
}
