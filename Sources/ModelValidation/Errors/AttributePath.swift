/// Where a failure is in the data: an attribute, then object keys and list indexes below it.
///
/// A failure of a plain attribute has a one-segment path (`email`). A failure inside a nested
/// model or list has more: `items.2.sku` is the attribute `items`, element 2, attribute `sku`.
/// An element that `each` rejected is `tags.1`. Segments are kept apart, so an attribute whose
/// name contains a dot (`user.name`) stays one segment.
///
/// The path has two spellings: dotted (``description``, the keys of the flat error form) and a
/// JSON Pointer (``jsonPointer``, RFC 6901, the `pointer` of problem details).
///
/// ```swift
/// let path: AttributePath = ["items", 2, "sku"]
/// path.description  // "items.2.sku"
/// path.jsonPointer  // "/items/2/sku"
/// AttributePath("a/b~c").jsonPointer // "/a~1b~0c"
/// ```
public struct AttributePath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Segment: Sendable, Hashable, CustomStringConvertible {
        /// An attribute or object key.
        case name(String)
        /// A position in a list, from 0.
        case index(Int)

        /// The segment as written in a dotted path: the name, or the index in decimal.
        public var description: String {
            switch self {
            case .name(let name): return name
            case .index(let index): return String(index)
            }
        }
    }

    /// The segments, outermost first.
    public var segments: [Segment]

    /// Creates a path from its segments.
    ///
    /// - Parameter segments: The segments, outermost first.
    public init(_ segments: [Segment]) { self.segments = segments }

    /// Creates the one-segment path of an attribute.
    ///
    /// - Parameter attribute: The attribute name, kept whole even if it contains dots.
    public init(_ attribute: String) { segments = [.name(attribute)] }

    /// Whether the path is the one segment `attribute`, byte for byte (the path of a failure
    /// filed under its attribute, which it need not keep apart).
    func isOnly(_ attribute: String) -> Bool {
        guard segments.count == 1, case .name(let name) = segments[0] else { return false }
        return name.hasSameBytes(as: attribute)
    }

    /// The path with `segment` added at the end.
    ///
    /// - Parameter segment: The segment to add.
    /// - Returns: The longer path.
    public func appending(_ segment: Segment) -> AttributePath {
        var copy = self
        copy.segments.append(segment)
        return copy
    }

    /// The path with `path`'s segments added at the end.
    ///
    /// - Parameter path: The path to add.
    /// - Returns: The longer path.
    public func appending(_ path: AttributePath) -> AttributePath {
        var copy = self
        copy.segments.append(contentsOf: path.segments)
        return copy
    }

    /// Whether `dotted` spells, joined by dots, the first segments of the path but not all of
    /// them: `items` and `items.2` for `items.2.sku`, not `items.2.sku` nor `item`. Names are
    /// compared byte for byte.
    ///
    /// - Complexity: O(*n*) in the length of `dotted` plus the number of segments.
    func hasProperPrefix(dotted: String) -> Bool {
        var rest = dotted.utf8[...]
        for segment in segments.dropLast() {
            let spelled: String
            switch segment {
            case .name(let name): spelled = name
            case .index(let index): spelled = String(index)
            }
            guard rest.starts(with: spelled.utf8) else { return false }
            rest = rest.dropFirst(spelled.utf8.count)
            if rest.isEmpty { return true }
            guard rest.first == UInt8(ascii: ".") else { return false }
            rest = rest.dropFirst()
        }
        return false
    }

    /// The dotted spelling: segments joined by `.` (`items.2.sku`).
    public var description: String {
        if segments.count == 1 { return segments[0].description }
        return segments.map(\.description).joined(separator: ".")
    }

    /// The JSON Pointer (RFC 6901) of the path: each segment after a `/`, with `~` written
    /// `~0` and `/` written `~1`; indexes in decimal (`/items/2/sku`).
    ///
    /// Every name is a key, whatever its text: the path `*` is the key `*` (`/*`). Only the
    /// empty path points at the whole document (`""`). A failure about a whole model says so
    /// itself (``ValidationError/modelPath``): its ``ValidationError/jsonPointer`` is that of
    /// the model's path, `""` for the model validated and `/items/0` for a nested one filed as
    /// `items.0.*`.
    public var jsonPointer: String {
        var pointer = ""
        for segment in segments {
            pointer += "/"
            switch segment {
            case .index(let index): pointer += String(index)
            case .name(let name): pointer += Self.escape(name)
            }
        }
        return pointer
    }

    /// A name escaped for a JSON Pointer: `~` → `~0`, then `/` → `~1`.
    static func escape(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return name }
        var out = ""
        out.reserveCapacity(name.utf8.count + 4)
        for character in name.unicodeScalars {
            switch character {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}

extension AttributePath: ExpressibleByArrayLiteral {
    /// Creates a path from a literal list of names and indexes (`["items", 2, "sku"]`).
    public init(arrayLiteral elements: Segment...) { self.init(elements) }
}

extension AttributePath.Segment: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A name segment from a string literal.
    public init(stringLiteral value: String) { self = .name(value) }

    /// An index segment from an integer literal.
    public init(integerLiteral value: Int) { self = .index(value) }
}
