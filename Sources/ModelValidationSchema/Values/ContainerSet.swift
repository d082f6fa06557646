import ModelValidation

/// The arrays (or objects) of a ``ValueSet``: a size range and what every element (or property
/// value) may be. Yii treats JSON arrays and objects alike (PHP arrays), so the two share this
/// shape; `each` and `allowArray` constrain their elements.
///
/// Nested objects of the data form will need named properties here (`properties`, `required`);
/// today only uniform elements exist.
struct ContainerSet: Equatable, Sendable {
    /// The fewest elements.
    var minCount = 0
    /// The most elements, or `nil` for no limit.
    var maxCount: Int?
    /// What each element may be, or `nil` for anything.
    var element: Element?

    /// A boxed element set (a ``ValueSet`` cannot hold itself directly).
    final class Element: Equatable, Sendable {
        let set: ValueSet
        init(_ set: ValueSet) { self.set = set }
        static func == (lhs: Element, rhs: Element) -> Bool { lhs.set == rhs.set }
    }

    /// Only empty containers.
    static let empty = ContainerSet(maxCount: 0)

    init(minCount: Int = 0, maxCount: Int? = nil, element: ValueSet? = nil) {
        self.minCount = minCount
        self.maxCount = maxCount
        self.element = element.flatMap { $0.isAny ? nil : Element($0) }
    }

    var isAny: Bool { minCount == 0 && maxCount == nil && element == nil }

    func mayContain(count: Int, _ elements: [AttributeValue]) -> Bool {
        if count < minCount { return false }
        if let maxCount, count > maxCount { return false }
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
        if out.element?.set.isNothing == true { out.maxCount = 0 }
        if out.maxCount == 0 { out.element = nil }
        if let maxCount = out.maxCount, maxCount < out.minCount { return nil }
        return out
    }

    /// A set with the containers of both.
    func union(_ other: ContainerSet) -> ContainerSet {
        var out = ContainerSet(minCount: Swift.min(minCount, other.minCount))
        if let a = maxCount, let b = other.maxCount { out.maxCount = Swift.max(a, b) }
        // The element set of a side that holds only empty containers does not matter.
        if maxCount == 0 {
            out.element = other.element
        } else if other.maxCount == 0 {
            out.element = element
        } else if let a = element, let b = other.element {
            out.element = Element(a.set.union(b.set))
        }
        return out
    }
}
