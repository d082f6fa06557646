import ModelValidation

/// The arrays (or objects) of a ``ValueSet``: a size range, what every element (or property
/// value) may be, and for objects what named properties may be. Yii treats JSON arrays and
/// objects alike (PHP arrays), so the two share this shape; `each` and `allowArray` constrain
/// their elements, a `nested` rule names the properties of its objects.
///
/// A rule that skips empty values lets the empty container through whatever it checks on
/// others (a list of 2 to 5 objects, or none): ``orEmpty`` keeps that exact.
struct ContainerSet: Equatable, Sendable {
    /// The fewest elements.
    var minCount = 0
    /// The most elements, or `nil` for no limit.
    var maxCount: Int?
    /// What each element may be, or `nil` for anything.
    var element: Element?
    /// What named properties may be (objects of a nested model), or `nil` for no names.
    var properties: PropertySet?
    /// Whether the empty container passes too, whatever the other constraints say.
    private(set) var orEmpty = false

    /// A boxed element set (a ``ValueSet`` cannot hold itself directly).
    final class Element: Equatable, Sendable {
        let set: ValueSet
        init(_ set: ValueSet) { self.set = set }
        static func == (lhs: Element, rhs: Element) -> Bool { lhs.set == rhs.set }
    }

    /// Only empty containers.
    static let empty = ContainerSet(maxCount: 0)

    init(minCount: Int = 0, maxCount: Int? = nil, element: ValueSet? = nil, properties: PropertySet? = nil, orEmpty: Bool = false) {
        self.minCount = minCount
        self.maxCount = maxCount
        self.element = element.flatMap { $0.isAny ? nil : Element($0) }
        self.properties = properties
        self.orEmpty = orEmpty
        normalize()
    }

    var isAny: Bool { minCount == 0 && maxCount == nil && element == nil && properties == nil }

    /// Whether the constraints other than ``orEmpty`` let the empty container through.
    private var constraintsAllowEmpty: Bool { minCount == 0 && (properties?.allowsEmptyObject ?? true) }

    /// Whether the empty container is in the set.
    var containsEmpty: Bool { orEmpty || constraintsAllowEmpty }

    /// The same containers, and the empty one.
    func orEmptyContainer() -> ContainerSet {
        var out = self
        out.orEmpty = true
        out.normalize()
        return out
    }

    /// The constraints without ``orEmpty``: the set of the non-empty containers, written on
    /// their own when the empty one joins them as an alternative.
    var withoutEmptyAlternative: ContainerSet {
        var out = self
        out.orEmpty = false
        return out
    }

    /// Drops ``orEmpty`` where the other constraints already let the empty container through
    /// (or need just one element: none or at least one is any number).
    private mutating func normalize() {
        guard orEmpty else { return }
        if constraintsAllowEmpty {
            orEmpty = false
        } else if minCount == 1 && properties == nil {
            minCount = 0
            orEmpty = false
        }
    }

    /// Whether a container with `elements` may be in the set; `object` is the container when it
    /// is an object, for its named properties.
    func mayContain(count: Int, _ elements: [AttributeValue], object: AttributeObject? = nil) -> Bool {
        if count == 0 && orEmpty { return true }
        if count < minCount { return false }
        if let maxCount, count > maxCount { return false }
        if let properties, !properties.mayContain(object ?? [:]) { return false }
        guard let element else { return true }
        return elements.allSatisfy(element.set.mayContain)
    }

    /// The containers in both; `nil` when none is left.
    func intersection(_ other: ContainerSet) -> ContainerSet? {
        let keepsEmpty = containsEmpty && other.containsEmpty
        guard let constrained = withoutEmptyAlternative.constrained(by: other.withoutEmptyAlternative) else {
            return keepsEmpty ? .empty : nil
        }
        return keepsEmpty ? constrained.orEmptyContainer() : constrained
    }

    /// The intersection of two sets without ``orEmpty``.
    private func constrained(by other: ContainerSet) -> ContainerSet? {
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
        // A side that holds only the empty container adds just that.
        if maxCount == 0 { return other.orEmptyContainer() }
        if other.maxCount == 0 { return orEmptyContainer() }
        var out = ContainerSet(minCount: Swift.min(minCount, other.minCount))
        if let a = maxCount, let b = other.maxCount { out.maxCount = Swift.max(a, b) }
        if let a = element, let b = other.element { out.element = Element(a.set.union(b.set)) }
        if let a = properties, let b = other.properties { out.properties = a.union(b) }
        if orEmpty || other.orEmpty { out = out.orEmptyContainer() }
        return out
    }
}
