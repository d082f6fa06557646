extension AttributeValue {
    /// The deepest nesting of arrays and dictionaries ``init(converting:)`` follows, as deep as
    /// ``JSONReader`` reads by default and as Foundation's `JSONSerialization` produces.
    public static let conversionMaxDepth = JSONReader.defaultMaxDepth

    /// Converts a value of unknown type, such as one of a `[String: Any]` that Foundation's
    /// `JSONSerialization` or a web framework hands over, or returns `nil` when it has no
    /// attribute value.
    ///
    /// What converts, and to what:
    ///
    /// | value | becomes |
    /// | --- | --- |
    /// | `Bool`, a Foundation boolean (`true`/`false` from `JSONSerialization`) | `.bool` |
    /// | `Int` and the other integer types, a Foundation integer | `.int`, or `.double` beyond `Int` |
    /// | `Double`, `Float`, a Foundation floating-point number | `.double` (`.int` when whole, see below) |
    /// | `String`, `Substring`, a Foundation string | `.string` |
    /// | `NSNull`, `nil` (an optional holding nothing) | `.null` |
    /// | an array (`[Any]`, `NSArray`) | `.array`, in order |
    /// | a dictionary with string keys (`[String: Any]`, `NSDictionary`) | `.object`, keys sorted |
    /// | ``AttributeValue``, ``AttributeObject``, any ``AttributeConvertible`` (enums, `Date` with `ModelValidationFoundation`) | its ``AttributeConvertible/attributeValue`` |
    ///
    /// Anything else (a custom class, a `Date` when `ModelValidationFoundation` is not linked, a
    /// dictionary with non-string keys, a non-finite number, nesting deeper than
    /// ``conversionMaxDepth``), and any array or dictionary holding such a value, does not convert.
    ///
    /// ```swift
    /// let body = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    /// AttributeValue(converting: body["newsletter"]!) // .bool(true), never .int(1)
    /// ```
    ///
    /// How Foundation's numbers are told apart without importing Foundation: this module uses
    /// only the standard library, so it cannot ask an `NSNumber` for its `objCType`. Casts alone
    /// do not tell booleans from integers: on Linux `JSONSerialization` gives `true` as an
    /// `__NSCFBoolean` and `1` as an `NSNumber`, and both cast to `Bool`. The conversion therefore
    /// looks at the value's dynamic type first: Foundation's booleans are always instances of the
    /// class `__NSCFBoolean` (on Apple platforms and on Linux), and `NSNull` is its own class.
    /// Every other number is then cast to `Int` (exact, so `12` converts and `12.5` does not),
    /// then to `Double` (exact), then to `UInt64`, and last an `NSDecimalNumber` too long for
    /// a double is read from its decimal text. A whole floating-point number such as
    /// `12.0` therefore becomes `.int(12)`, as with Foundation's `JSONDecoder`; read the bytes
    /// with ``JSONReader`` when `1.0` must stay a double.
    ///
    /// A dictionary has no order, so its keys are taken in sorted order: the result is the same
    /// on every run.
    ///
    /// - Parameter value: The value.
    /// - Complexity: O(*n* log *n*) in the number of dictionary keys, O(*n*) otherwise.
    public init?(converting value: Any) {
        guard let converted = AnyConversion.convert(value) else { return nil }
        self = converted
    }
}

/// An optional of any wrapped type, so that a value typed `Any` can be unwrapped.
private protocol AnyOptional {
    /// The wrapped value, or `nil`.
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}

/// The conversion behind ``AttributeValue/init(converting:)``.
///
/// Arrays and dictionaries are converted with an explicit stack, not by recursion, so that no
/// nesting the depth limit allows can exhaust a thread's stack (a debug build's frames are large).
enum AnyConversion {
    /// What one value is, once looked at.
    enum Shape {
        /// A finished value.
        case leaf(AttributeValue)
        /// An array whose elements are still to convert.
        case list([Any])
        /// A dictionary whose values are still to convert.
        case dictionary([String: Any])
        /// A value that does not convert.
        case unconvertible
    }

    /// An array or dictionary being converted: its children in order and the values made so far.
    struct Container {
        let keys: [String]?
        let children: [Any]
        var next = 0
        var values: [AttributeValue] = []

        init(list: [Any]) {
            keys = nil
            children = list
            values.reserveCapacity(list.count)
        }

        init(dictionary: [String: Any]) {
            // A dictionary has no order: sorted keys make the result the same on every run.
            let sorted = dictionary.keys.sorted()
            keys = sorted
            children = sorted.map { dictionary[$0]! }
            values.reserveCapacity(sorted.count)
        }

        var value: AttributeValue {
            guard let keys else { return .array(values) }
            return .object(AttributeObject(uniqueKeys: keys, values: values))
        }
    }

    static func convert(_ root: Any) -> AttributeValue? {
        var stack: [Container] = []
        var pending: Any? = root
        var finished: AttributeValue?
        while true {
            if let value = pending {
                pending = nil
                switch shape(of: value) {
                case .leaf(let leaf):
                    finished = leaf
                case .list(let items):
                    guard stack.count < AttributeValue.conversionMaxDepth else { return nil }
                    stack.append(Container(list: items))
                case .dictionary(let dictionary):
                    guard stack.count < AttributeValue.conversionMaxDepth else { return nil }
                    stack.append(Container(dictionary: dictionary))
                case .unconvertible:
                    return nil
                }
            }
            if let value = finished {
                finished = nil
                guard !stack.isEmpty else { return value }
                stack[stack.count - 1].values.append(value)
            }
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                pending = stack[top].children[stack[top].next]
                stack[top].next += 1
            } else {
                finished = stack.removeLast().value
            }
        }
    }

    /// Looks at one value: converts a scalar, opens an array or a dictionary.
    static func shape(of value: Any) -> Shape {
        let type = type(of: value)
        // The common Swift types, by identity: no bridging, no protocol lookup.
        if type == String.self { return .leaf(.string(value as! String)) }
        if type == Int.self { return .leaf(.int(value as! Int)) }
        if type == Bool.self { return .leaf(.bool(value as! Bool)) }
        if type == Double.self { return finite(value as! Double) }
        if type == AttributeValue.self { return .leaf(value as! AttributeValue) }
        if type == AttributeObject.self { return .leaf(.object(value as! AttributeObject)) }
        if let optional = value as? any AnyOptional {
            // As deep as the optional's type is nested, no deeper.
            guard let wrapped = optional.wrappedValue else { return .leaf(.null) }
            return shape(of: wrapped)
        }
        // Foundation's objects come before any cast that would bridge them.
        if type is AnyObject.Type, let converted = foundationValue(value, type: type) {
            return converted
        }
        if let convertible = value as? any AttributeConvertible { return .leaf(convertible.attributeValue) }
        if let integer = value as? any BinaryInteger {
            if let exact = Int(exactly: integer) { return .leaf(.int(exact)) }
            return finite(Double(integer))
        }
        if let number = value as? any BinaryFloatingPoint { return finite(Double(number)) }
        if let text = value as? any StringProtocol { return .leaf(.string(String(text))) }
        if let items = value as? [Any] { return .list(items) }
        if let dictionary = value as? [String: Any] { return .dictionary(dictionary) }
        if let dictionary = value as? [AnyHashable: Any] {
            var strings: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let key = key.base as? String else { return .unconvertible }
                strings[key] = item
            }
            return .dictionary(strings)
        }
        return .unconvertible
    }

    /// Foundation's booleans, null, strings and numbers, recognized without importing
    /// Foundation (see ``AttributeValue/init(converting:)``); `nil` for any other class.
    static func foundationValue(_ value: Any, type: Any.Type) -> Shape? {
        let name = String(describing: type)
        // Foundation's class names start with "NS" or an underscore ("__NSCFBoolean").
        let isFoundation = name.hasPrefix("NS") || name.hasPrefix("_")
        if isFoundation && name.hasSuffix("Boolean") { return (value as? Bool).map { .leaf(.bool($0)) } }
        if name == "NSNull" { return .leaf(.null) }
        if let text = value as? String { return .leaf(.string(text)) }
        // NSNumber (Linux), __NSCFNumber (Apple platforms) and NSDecimalNumber.
        guard isFoundation && name.hasSuffix("Number") else { return nil }
        if let integer = value as? Int { return .leaf(.int(integer)) }
        if let number = value as? Double { return finite(number) }
        if let large = value as? UInt64 { return .leaf(.double(Double(large))) }
        // An NSDecimalNumber with more digits than a double holds exactly: its text is a plain
        // decimal number ("99999999999999999999999", "0.1"), or "NaN".
        let text = String(describing: value)
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E || $0 == 0x2D || $0 == 0x45 || $0 == 0x65 || $0 == 0x2B }),
              let number = Double(text) else { return .unconvertible }
        return finite(number)
    }

    static func finite(_ number: Double) -> Shape {
        number.isFinite ? .leaf(.double(number)) : .unconvertible
    }
}
