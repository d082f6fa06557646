import ModelValidation

/// The named properties of the objects of a ``ContainerSet``: what a nested model's attributes
/// may hold, written as JSON Schema's `properties` and `required`.
///
/// Each property constrains the value under its key; a key the object leaves out stands for a
/// value the model starts with (`null`, or the current value massive assignment keeps), so
/// whether it may be left out is decided once, when the property is made, and kept as
/// ``Property/allowsMissing``. Keys that are not named are left alone.
///
/// ```swift
/// let city = PropertySet.Property(name: "city", set: .strings(), allowsMissing: false)
/// let shipping = ContainerSet(properties: PropertySet([city]))
/// ```
struct PropertySet: Equatable, Sendable {
    /// One named property.
    struct Property: Equatable, Sendable {
        /// The key.
        let name: String
        /// What the value under the key may be.
        var set: ValueSet
        /// Whether an object may leave the key out.
        var allowsMissing: Bool
        /// Annotations written with the property (`title`, `default`).
        var annotations: AttributeObject = [:]
    }

    /// The properties, in the order they are written.
    var properties: [Property]

    init(_ properties: [Property]) { self.properties = properties }

    /// Whether every key may be left out: the empty object passes.
    var allowsEmptyObject: Bool { properties.allSatisfy(\.allowsMissing) }

    /// The property named `name`, if any (names match by their bytes, as PHP's keys do).
    func property(named name: String) -> Property? { properties.first { $0.name.hasSameBytes(as: name) } }

    /// Whether `object` may pass: each named key holds a value of its set, or is missing where
    /// that is allowed.
    func mayContain(_ object: AttributeObject) -> Bool {
        properties.allSatisfy { property in
            guard let value = object[property.name] else { return property.allowsMissing }
            return property.set.mayContain(value)
        }
    }

    /// The objects passing both: the properties of both, those named in both constrained by both.
    func intersection(_ other: PropertySet) -> PropertySet {
        var out = properties
        for property in other.properties {
            if let at = out.firstIndex(where: { $0.name.hasSameBytes(as: property.name) }) {
                out[at].set = out[at].set.intersection(property.set)
                out[at].allowsMissing = out[at].allowsMissing && property.allowsMissing
                for (key, value) in property.annotations where out[at].annotations[key] == nil { out[at].annotations[key] = value }
            } else {
                out.append(property)
            }
        }
        return PropertySet(out)
    }

    /// A set holding the objects of both (possibly more): the properties both name, each with
    /// what either allows; `nil` when none is left.
    func union(_ other: PropertySet) -> PropertySet? {
        var out: [Property] = []
        for property in properties {
            guard let match = other.property(named: property.name) else { continue }
            var joined = property
            joined.set = property.set.union(match.set)
            joined.allowsMissing = property.allowsMissing || match.allowsMissing
            out.append(joined)
        }
        return out.isEmpty ? nil : PropertySet(out)
    }

    /// The same properties, each of which may be left out (a union with the empty object).
    func allowingMissing() -> PropertySet {
        PropertySet(properties.map { property in
            var property = property
            property.allowsMissing = true
            return property
        })
    }
}
