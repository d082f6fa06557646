/// Reads one fuzzing input as parts: leading flag bytes, lines, and the rest.
///
/// Targets that need several strings split the input at newlines, so that seed files stay
/// readable text and libFuzzer's mutations (which insert and erase bytes) keep the shape.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps an input.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was taken.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The bytes up to the next newline (which is taken and dropped), or to the end.
    public mutating func line() -> ArraySlice<UInt8> {
        let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
        defer { position = min(end + 1, bytes.count) }
        return bytes[position..<end]
    }

    /// Every byte not yet taken.
    public mutating func rest() -> ArraySlice<UInt8> {
        defer { position = bytes.count }
        return bytes[min(position, bytes.count)...]
    }

    /// The bytes as text, invalid UTF-8 replaced.
    public static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes as text, or `nil` when they are not valid UTF-8.
    public static func validText(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
