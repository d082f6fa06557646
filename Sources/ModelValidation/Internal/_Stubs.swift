// Temporary stand-ins, replaced when the helper branches merge.
enum PHPSemantics {
    static func string(_ v: AttributeValue) -> String? {
        switch v {
        case .null: return ""
        case .bool(let b): return b ? "1" : ""
        case .int(let i): return String(i)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .string(let s): return s
        default: return nil
        }
    }
    static func messageString(_ v: AttributeValue) -> String { string(v) ?? "array()" }
    static func looseEquals(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        if a == b { return true }
        return string(a) == string(b)
    }
    static func inArray(_ n: AttributeValue, _ h: [AttributeValue], strict: Bool) -> Bool {
        h.contains { strict ? $0 == n : looseEquals($0, n) }
    }
    static func trim(_ s: String, characters: String = " \n\r\t\u{0B}\0") -> String {
        let set = Set(characters.unicodeScalars)
        var u = Substring(s).unicodeScalars
        while let f = u.first, set.contains(f) { u.removeFirst() }
        while let l = u.last, set.contains(l) { u.removeLast() }
        return String(u)
    }
}
public struct MessageArguments: Sendable, Equatable {
    var pairs: [(String, AttributeValue)] = []
    public init() {}
    public subscript(name: String) -> AttributeValue? { pairs.first { $0.0 == name }?.1 }
    public mutating func set(_ name: String, _ value: AttributeValue) {
        if let i = pairs.firstIndex(where: { $0.0 == name }) { pairs[i].1 = value } else { pairs.append((name, value)) }
    }
    public static func == (a: Self, b: Self) -> Bool { a.pairs.map(\.0) == b.pairs.map(\.0) && a.pairs.map(\.1) == b.pairs.map(\.1) }
}
public protocol MessageFormatter: Sendable { func format(_ template: String, arguments: MessageArguments) -> String }
public struct YiiMessageFormatter: MessageFormatter {
    public init() {}
    public static let english = YiiMessageFormatter()
    public func format(_ template: String, arguments: MessageArguments) -> String {
        var out = template
        for (k, v) in arguments.pairs { out = out.replacingOccurrences(of: "{\(k)}", with: PHPSemantics.messageString(v)) }
        return out
    }
}
extension String {
    func replacingOccurrences(of a: String, with b: String) -> String { split(separator: a, omittingEmptySubsequences: false).joined(separator: b) }
}
public enum AttributeLabel { public static func generate(_ name: String) -> String { name } }
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let offset: Int, line: Int, column: Int, reason: String
    public var description: String { reason }
}
public enum JSONReader {
    public static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = 512) throws(JSONParseError) -> AttributeValue {
        throw JSONParseError(offset: 0, line: 1, column: 1, reason: "stub")
    }
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONParseError) -> AttributeValue {
        throw JSONParseError(offset: 0, line: 1, column: 1, reason: "stub")
    }
    public static func parse(_ text: String, maxDepth: Int = 512) throws(JSONParseError) -> AttributeValue {
        throw JSONParseError(offset: 0, line: 1, column: 1, reason: "stub")
    }
}
public enum JSONWriter {
    public static func write(_ value: AttributeValue, into buffer: inout [UInt8]) { buffer += Array("\(value)".utf8) }
    public static func string(_ value: AttributeValue) -> String { "\(value)" }
    public static func writeString(_ s: String, into buffer: inout [UInt8]) { buffer += Array("\"\(s)\"".utf8) }
}
