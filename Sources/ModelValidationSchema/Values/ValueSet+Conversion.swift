import ModelValidation

extension ValueSet {
    /// The document values that a typed property converts into a value of this set: the set
    /// itself, widened by every value the conversion may turn into one of its members.
    ///
    /// The widening is sound and coarse: a numeric property that accepts some number admits
    /// every string (numeric strings convert, and their range is not expressible on strings);
    /// a boolean property that accepts a boolean admits every number and string; a list of
    /// converting elements admits every list; an unknown conversion admits anything. Values
    /// the conversion refuses make the engine report a type error, which only the engine sees.
    func admittingConversions(_ conversion: AttributeConversion) -> ValueSet {
        var widened = self
        switch conversion {
        case .identity:
            break
        case .numeric:
            if numbers != nil { widened.strings = StringSet() }
        case .boolean:
            if booleans != .neither {
                widened.numbers = NumberSet()
                widened.strings = StringSet()
            }
        case .list:
            if arrays != nil { widened.arrays = ContainerSet() }
        case .unknown:
            widened = .any
        }
        return widened
    }
}
