import ModelValidation

/// The counts `validate` keeps for its last line or its summary: records, invalid and
/// unreadable ones, and how often each attribute and error code made a record invalid, in the
/// order they first appeared. Attributes are counted by their paths with list positions written
/// `*` (`items.*.sku`), each once per record; names are told apart by their bytes.
///
/// Totals of consecutive parts of the input merge into the totals of the whole, so records
/// validated in parallel are counted exactly as one pass would count them.
struct ReportTotals: Sendable, Equatable {
    private(set) var records = 0
    private(set) var invalid = 0
    private(set) var unreadable = 0
    private var attributeCounts: [TallyKey: Int] = [:]
    private var attributeOrder: [String] = []
    private var codeCounts: [TallyKey: Int] = [:]
    private var codeOrder: [String] = []

    /// Counts a validated record; an invalid one with its attributes and error codes.
    mutating func addRecord(valid: Bool, errors: ValidationErrors) {
        records += 1
        guard !valid else { return }
        invalid += 1
        // The attributes counted for this record, by their bytes.
        var seen = NameIndex()
        for error in errors.all {
            let key = Self.pattern(error.path)
            if seen.insert(key).inserted { Self.count(key, 1, in: &attributeCounts, order: &attributeOrder) }
            Self.count(error.code, 1, in: &codeCounts, order: &codeOrder)
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
        for key in later.attributeOrder {
            Self.count(key, later.attributeCounts[TallyKey(key)] ?? 0, in: &attributeCounts, order: &attributeOrder)
        }
        for key in later.codeOrder { Self.count(key, later.codeCounts[TallyKey(key)] ?? 0, in: &codeCounts, order: &codeOrder) }
    }

    /// Invalid records per attribute, highest first; ties keep the order of first appearance.
    var attributes: AttributeObject { Self.ranked(attributeCounts, attributeOrder) }

    /// Errors per code, highest first; ties keep the order of first appearance.
    var codes: AttributeObject { Self.ranked(codeCounts, codeOrder) }

    /// A path with its list positions written `*` (`items.*.sku`), to count failures of the
    /// same attribute together.
    static func pattern(_ path: AttributePath) -> String {
        // Most paths are one attribute.
        if path.segments.count == 1, case .name(let name) = path.segments[0] { return name }
        return path.segments.map { segment in
            if case .index = segment { return "*" }
            return segment.description
        }.joined(separator: ".")
    }

    /// Counts `key` `amount` times more. Static: an instance method would hold `self` while its
    /// tables are borrowed `inout`, and each call would copy a table.
    private static func count(_ key: String, _ amount: Int, in counts: inout [TallyKey: Int], order: inout [String]) {
        let tally = TallyKey(key)
        if let position = counts.index(forKey: tally) {
            // In place: one lookup.
            counts.values[position] += amount
        } else {
            counts[tally] = amount
            order.append(key)
        }
    }

    private static func ranked(_ counts: [TallyKey: Int], _ order: [String]) -> AttributeObject {
        var object = AttributeObject()
        let sorted = order.enumerated().sorted { a, b in
            let (ca, cb) = (counts[TallyKey(a.element)] ?? 0, counts[TallyKey(b.element)] ?? 0)
            return ca != cb ? ca > cb : a.offset < b.offset
        }
        for (_, key) in sorted { object[key] = .int(counts[TallyKey(key)] ?? 0) }
        return object
    }
}
