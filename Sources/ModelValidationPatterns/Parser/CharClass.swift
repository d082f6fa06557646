/// A set of pattern units: a bracket expression, an escape such as `\d`, `.`, or one literal.
///
/// Membership depends on the mode. In byte mode (no `u`) a unit is a byte and every named class
/// is ASCII-only, as PCRE's default tables are. In Unicode mode (`u`, which in PHP also turns on
/// PCRE2_UCP) a unit is a scalar and `\d`, `\w`, `\s` and the POSIX classes follow Unicode
/// general categories.
struct CharClass: Sendable, Hashable {
    /// The members, united.
    var items: [Item]
    /// Whether the class is `[^...]`.
    var isNegated: Bool

    /// One member of a class.
    enum Item: Sendable, Hashable {
        /// An inclusive range of unit values.
        case range(UInt32, UInt32)
        /// A named class such as `\d` or `[:alpha:]`, possibly negated (`\D`, `[:^alpha:]`).
        case named(NamedClass, negated: Bool)
    }

    /// A class of exactly one unit value.
    static func single(_ value: UInt32) -> CharClass {
        CharClass(items: [.range(value, value)], isNegated: false)
    }

    /// One named class, as written outside brackets (`\d`, `\W`).
    static func named(_ name: NamedClass, negated: Bool = false) -> CharClass {
        CharClass(items: [.named(name, negated: negated)], isNegated: false)
    }

    /// Whether `value` belongs to the class, without case folding.
    func contains(_ value: UInt32, unicode: Bool) -> Bool {
        var found = false
        for item in items {
            switch item {
            case .range(let low, let high):
                found = value >= low && value <= high
            case .named(let name, let negated):
                found = name.contains(value, unicode: unicode) != negated
            }
            if found { break }
        }
        return found != isNegated
    }

    /// Whether `value` belongs to the class, folding case when `caseless` is set.
    ///
    /// Byte mode folds ASCII letters only. Unicode mode also tries the scalar's simple lower-,
    /// upper- and titlecase mappings.
    func contains(_ value: UInt32, unicode: Bool, caseless: Bool) -> Bool {
        if !caseless { return contains(value, unicode: unicode) }
        // Case folding applies to the members, so negation is applied after folding.
        let positive = CharClass(items: items, isNegated: false)
        var found = positive.contains(value, unicode: unicode)
        if !found {
            // Two steps reach every member of the small folding sets (ſ → S → s, K → k → K).
            outer: for variant in CaseFolding.variants(of: value, unicode: unicode) where variant != value {
                if positive.contains(variant, unicode: unicode) { found = true; break }
                guard unicode && value >= 0x80 else { continue }
                for second in CaseFolding.variants(of: variant, unicode: unicode)
                where second != value && positive.contains(second, unicode: unicode) {
                    found = true
                    break outer
                }
            }
        }
        return found != isNegated
    }
}

/// Case variants used by caseless matching.
enum CaseFolding {
    /// The other-case forms of `value`: ASCII only in byte mode, simple Unicode mappings otherwise.
    static func variants(of value: UInt32, unicode: Bool) -> [UInt32] {
        if value < 0x80 || !unicode {
            if value >= 0x41 && value <= 0x5A { return [value + 0x20] }
            if value >= 0x61 && value <= 0x7A { return [value - 0x20] }
            return []
        }
        guard let scalar = Unicode.Scalar(value) else { return [] }
        var result: [UInt32] = []
        let properties = scalar.properties
        for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
            let scalars = mapping.unicodeScalars
            if scalars.count == 1, let first = scalars.first, first.value != value {
                result.append(first.value)
            }
        }
        return result
    }
}
