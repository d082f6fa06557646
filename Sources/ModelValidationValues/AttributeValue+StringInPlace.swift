extension AttributeValue {
    /// Where a `.string` value keeps its string and its case, when it keeps them so that the
    /// string can be lent without a copy (see ``lendString(at:layout:_:)``): the string's two
    /// words unchanged at the start, and one byte, at ``tagOffset``, that is ``stringTag`` for
    /// strings and something else for every other case.
    @usableFromInline
    package struct StringLayout: Sendable {
        /// Where the byte that tells the cases apart is.
        @usableFromInline package let tagOffset: Int
        /// Its value for `.string`.
        @usableFromInline package let stringTag: UInt8
    }

    /// The layout of `.string` values, checked once on this platform on values of every case
    /// (strings empty, small, large and beyond ASCII); `nil` when values are not laid out so.
    @usableFromInline
    package static let stringLayout: StringLayout? = {
        guard MemoryLayout<String>.size == 16, MemoryLayout<AttributeValue>.size > 16 else { return nil }
        let tagOffset = MemoryLayout<AttributeValue>.size - 1
        func tag(_ value: AttributeValue) -> UInt8 { withUnsafeBytes(of: value) { $0[tagOffset] } }
        let strings = ["", "small", "é", String(repeating: "a string held in its own buffer ", count: 3)]
        let stringTag = tag(.string(strings[0]))
        for string in strings {
            let value = AttributeValue.string(string)
            let sameWords = withUnsafeBytes(of: value) { valueBytes in
                withUnsafeBytes(of: string) { stringBytes in valueBytes.prefix(16).elementsEqual(stringBytes) }
            }
            guard sameWords, tag(value) == stringTag else { return nil }
        }
        let others: [AttributeValue] = [.null, .bool(false), .bool(true), .int(0), .int(-1), .int(.max), .double(0), .double(-.infinity),
                                        .array([]), .array(["a"]), .object([:]), .object(["a": "b"])]
        guard others.allSatisfy({ tag($0) != stringTag }) else { return nil }
        return StringLayout(tagOffset: tagOffset, stringTag: stringTag)
    }()

    /// Calls `body` with the string of the `.string` value at `value`, lent where it lies: no
    /// retain and release (atomic, a few dozen instructions each), which binding the case's
    /// payload costs. `nil` when the value is not a string.
    ///
    /// `layout` is ``stringLayout``. The string's two words are copied into a temporary, taken
    /// from it, lent to `body`, put back and left there: the value keeps owning them, and
    /// nothing is written where the value lies (which other copies of an array may share).
    @inlinable
    package static func lendString<R>(at value: UnsafePointer<AttributeValue>, layout: StringLayout, _ body: (String) -> R) -> R? {
        let raw = UnsafeRawPointer(value)
        guard raw.load(fromByteOffset: layout.tagOffset, as: UInt8.self) == layout.stringTag else { return nil }
        return withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { temporary in
            let pointer = temporary.baseAddress.unsafelyUnwrapped
            UnsafeMutableRawPointer(pointer).copyMemory(from: raw, byteCount: MemoryLayout<String>.size)
            let string = pointer.move()
            let result = body(string)
            pointer.initialize(to: string)
            return result
        }
    }
}
