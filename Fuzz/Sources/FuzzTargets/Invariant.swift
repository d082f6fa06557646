/// Checks a harness makes beyond "no crash".
public enum Invariant {
    /// Stops the process (a finding for libFuzzer, a failure for the replay) when `condition`
    /// is false, printing what was expected.
    ///
    /// - Parameters:
    ///   - condition: What must hold.
    ///   - message: What went wrong, with the values involved.
    public static func expect(_ condition: Bool, _ message: @autoclosure () -> String,
                              file: StaticString = #fileID, line: UInt = #line) {
        guard !condition else { return }
        fatalError("invariant failed: \(message())", file: file, line: line)
    }

    /// A string showing every byte of `text`, for messages about invisible differences.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out + "\""
    }
}
