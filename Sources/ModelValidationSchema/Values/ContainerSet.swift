import ModelValidation

/// The arrays (or objects) of a ``ValueSet``: a size range, what every element (or property
/// value) may be, and for objects what named properties may be. Yii treats JSON arrays and
/// objects alike (PHP arrays), so the two share this shape; `each` and `allowArray` constrain
/// their elements, a `nested` rule names the properties of its objects.
struct ContainerSet: Equatable, Sendable {
    /// The fewest elements.
    var minCount = 0
    /// The most elements, or `nil` for no limit.
    var maxCount: Int?
    /// What each element may be, or `nil` for anything.
    var element: Element?
    /// What named properties may be (objects of a nested model), or `nil` for no names.
    var properties: PropertySet?

    /// A boxed element set (a ``ValueSet`` cannot hold itself directly).
    final class Element: Equatable, Sendable {
        let set: ValueSet
        init(_ set: ValueSet) { self.set = set }
        static func == (lhs: Element, rhs: Element) -> Bool { lhs.set == rhs.set }
    }

    /// Only empty containers.
    static let empty = ContainerSet(maxCount: 0)

    init(minCount: Int = 0, maxCount: Int? = nil, element: ValueSet? = nil, properties: PropertySet? = nil) {
        self.minCount = minCount
        self.maxCount = maxCount
        self.element = element.flatMap { $0.isAny ? nil : Element($0) }
        self.properties = properties
    }

    var isAny: Bool { minCount == 0 && maxCount == nil && element == nil && properties == nil }

    /// Whether a container with `elements` may be in the set; `object` is the container when it
    /// is an object, for its named properties.
    func mayContain(count: Int, _ elements: [AttributeValue], object: AttributeObject? = nil) -> Bool {
        if count < minCount { return false }
        if let maxCount, count > maxCount { return false }
        if let properties, !properties.mayContain(object ?? [:]) { return false }
        guard let element else { return true }
        return elements.allSatisfy(element.set.mayContain)
    }

    /// The containers in both; `nil` when none is left.
    func intersection(_ other: ContainerSet) -> ContainerSet? {
        var out = ContainerSet(minCount: Swift.max(minCount, other.minCount))
        switch (maxCount, other.maxCount) {
        case (let a?, let b?): out.maxCount = Swift.min(a, b)
        case (let a?, nil): out.maxCount = a
        case (nil, let b?): out.maxCount = b
        case (nil, nil): out.maxCount = nil
        }
        switch (element, other.element) {
        case (let a?, let b?): out.element = Element(a.set.intersection(b.set))
        case (let a?, nil): out.element = a
        case (nil, let b?): out.element = b
        case (nil, nil): out.element = nil
        }
        switch (properties, other.properties) {
        case (let a?, let b?): out.properties = a.intersection(b)
        case (let a?, nil): out.properties = a
        case (nil, let b?): out.properties = b
        case (nil, nil): out.properties = nil
        }
        if out.element?.set.isNothing == true { out.maxCount = 0 }
        if out.maxCount == 0 {
            out.element = nil
            // Only the empty object is left: it passes when every named key may be missing.
            if let properties = out.properties {
                guard properties.allowsEmptyObject else { return nil }
                out.properties = nil
            }
        }
        if let maxCount = out.maxCount, maxCount < out.minCount { return nil }
        return out
    }

    /// A set with the containers of both.
    func union(_ other: ContainerSet) -> ContainerSet {
        var out = ContainerSet(minCount: Swift.min(minCount, other.minCount))
        if let a = maxCount, let b = other.maxCount { out.maxCount = Swift.max(a, b) }
        // The element set of a side that holds only empty containers does not matter; its
        // empty object leaves every named key out.
        if maxCount == 0 {
            out.element = other.element
            out.properties = other.properties?.allowingMissing()
        } else if other.maxCount == 0 {
            out.element = element
            out.properties = properties?.allowingMissing()
        } else {
            if let a = element, let b = other.element { out.element = Element(a.set.union(b.set)) }
            if let a = properties, let b = other.properties { out.properties = a.union(b) }
        }
        return out
    }
}
