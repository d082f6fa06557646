// Temporary stand-in for the PCRE engine (Sources/ModelValidation/Patterns/), removed when it
// merges. Handles `/body/flags` with Swift Regex; compiles per match.
struct PatternError: Error, Sendable, CustomStringConvertible {
    let reason: String
    var description: String { "invalid pattern: \(reason)" }
}

struct PCREPattern: Sendable {
    let body: String
    init(_ source: String) throws(PatternError) {
        guard source.first == "/", let end = source.lastIndex(of: "/"), end != source.startIndex else {
            throw PatternError(reason: "no delimiter")
        }
        body = String(source[source.index(after: source.startIndex)..<end])
        do { _ = try Regex(body) } catch { throw PatternError(reason: "\(error)") }
    }
    func matches(_ subject: String) -> Bool {
        guard let regex = try? Regex(body) else { return false }
        return (try? regex.firstMatch(in: subject)) != nil
    }
}
