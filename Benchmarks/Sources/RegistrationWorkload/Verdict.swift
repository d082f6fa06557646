/// What a validation decided for one record: valid or not, and which attributes failed.
package struct Verdict: Equatable, Sendable {
    /// Whether the record passed.
    package var valid: Bool
    /// The attributes with errors, sorted.
    package var attributes: [String]

    /// Creates a verdict from the failed attributes (valid when there are none).
    package init(failed: [String]) {
        attributes = failed.sorted()
        valid = attributes.isEmpty
    }

    /// Reads one line of `yii2-verdicts.txt`: `INDEX V|I attribute,attribute`.
    ///
    /// - Returns: The record index and its verdict, or `nil` for a malformed line.
    package static func parse(line: Substring) -> (index: Int, verdict: Verdict)? {
        let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count >= 2, let index = Int(fields[0]), fields[1] == "V" || fields[1] == "I" else { return nil }
        let names = fields.count == 3 ? fields[2].split(separator: ",").map(String.init) : []
        let verdict = Verdict(failed: names)
        guard verdict.valid == (fields[1] == "V") else { return nil }
        return (index, verdict)
    }

    /// Which records `--only NAME` keeps: `true` for `valid`, `false` for `invalid`, `nil` for
    /// any other name.
    package static func kept(named name: String) -> Bool? {
        switch name {
        case "valid": true
        case "invalid": false
        default: nil
        }
    }

    /// The verdict as the Yii file writes it, without the index.
    package var text: String { "\(valid ? "V" : "I") \(attributes.joined(separator: ","))" }
}
