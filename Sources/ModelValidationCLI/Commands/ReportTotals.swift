import ModelValidation

/// The counts `validate` keeps for its last line or its summary: records, invalid and
/// unreadable ones, and how often each attribute and error code made a record invalid, in the
/// order they first appeared.
///
/// Totals of consecutive parts of the input merge into the totals of the whole, so records
/// validated in parallel are counted exactly as one pass would count them.
struct ReportTotals: Sendable, Equatable {
    private(set) var records = 0
    private(set) var invalid = 0
    private(set) var unreadable = 0
    private var attributeCounts: [String: Int] = [:]
    private var attributeOrder: [String] = []
    private var codeCounts: [String: Int] = [:]
    private var codeOrder: [String] = []

    /// Counts a validated record; an invalid one with its attributes and error codes.
    mutating func addRecord(valid: Bool, errors: ValidationErrors) {
        records += 1
        guard !valid else { return }
        invalid += 1
        for attribute in errors.attributes {
            Self.count(attribute, 1, in: &attributeCounts, order: &attributeOrder)
            for error in errors[attribute] { Self.count(error.code, 1, in: &codeCounts, order: &codeOrder) }
        }
    }

    /// Counts a record that could not be read.
    mutating func addUnreadable() {
        records += 1
        invalid += 1
        unreadable += 1
    }

    /// Adds the totals of the part of the input that follows the part counted so far.
    mutating func merge(_ later: ReportTotals) {
        records += later.records
        invalid += later.invalid
        unreadable += later.unreadable
        for key in later.attributeOrder { Self.count(key, later.attributeCounts[key]!, in: &attributeCounts, order: &attributeOrder) }
        for key in later.codeOrder { Self.count(key, later.codeCounts[key]!, in: &codeCounts, order: &codeOrder) }
    }

    /// Invalid records per attribute, highest first; ties keep the order of first appearance.
    var attributes: AttributeObject { Self.ranked(attributeCounts, attributeOrder) }

    /// Errors per code, highest first; ties keep the order of first appearance.
    var codes: AttributeObject { Self.ranked(codeCounts, codeOrder) }

    private static func count(_ key: String, _ amount: Int, in counts: inout [String: Int], order: inout [String]) {
        if let current = counts[key] { counts[key] = current + amount } else { counts[key] = amount; order.append(key) }
    }

    private static func ranked(_ counts: [String: Int], _ order: [String]) -> AttributeObject {
        var object = AttributeObject()
        let sorted = order.enumerated().sorted { a, b in
            let (ca, cb) = (counts[a.element]!, counts[b.element]!)
            return ca != cb ? ca > cb : a.offset < b.offset
        }
        for (_, key) in sorted { object[key] = .int(counts[key]!) }
        return object
    }
}
