import ModelValidation

/// Indented JSON text for schemas people read: two spaces per level, objects one key per line,
/// except short ones of scalars and lists of scalars (`{"maxLength": 0}`), and arrays of
/// scalars on one line.
enum PrettyJSON {
    /// The longest object kept on one line.
    static let lineLimit = 72

    static func string(_ value: AttributeValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: AttributeValue, indent: String, into out: inout String) {
        switch value {
        case .object(let object):
            if object.isEmpty { out += "{}"; return }
            if object.allSatisfy({ isFlat($0.value) || ($0.value.arrayValue?.allSatisfy(isFlat) ?? false) }) {
                var line = "{"
                for (i, (key, item)) in object.enumerated() {
                    line += (i == 0 ? "" : ", ") + JSONWriter.string(.string(key)) + ": "
                    write(item, indent: indent, into: &line)
                }
                line += "}"
                if line.count <= lineLimit { out += line; return }
            }
            out += "{\n"
            let inner = indent + "  "
            for (i, (key, item)) in object.enumerated() {
                out += inner + JSONWriter.string(.string(key)) + ": "
                write(item, indent: inner, into: &out)
                out += i == object.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            if items.allSatisfy(isFlat) {
                out += "[" + items.map(JSONWriter.string).joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            let inner = indent + "  "
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            out += JSONWriter.string(value)
        }
    }

    /// A scalar or an empty container.
    private static func isFlat(_ value: AttributeValue) -> Bool {
        !value.isCollection || value == .array([]) || value == .object([:])
    }
}
