import Testing
import ModelValidation
@testable import ModelValidationCLI

struct ReportTotalsTests {
    /// Totals of `records` (attribute → error codes; empty for a valid record, `nil` for an
    /// unreadable one).
    static func totals(_ records: [[String: [String]]?]) -> ReportTotals {
        var totals = ReportTotals()
        for record in records {
            guard let record else { totals.addUnreadable(); continue }
            var errors = ValidationErrors()
            for (attribute, codes) in record.sorted(by: { $0.key < $1.key }) {
                for code in codes { errors.add(ValidationError(attribute: attribute, code: code, template: code, arguments: MessageArguments())) }
            }
            totals.addRecord(valid: record.isEmpty, errors: errors)
        }
        return totals
    }

    static let records: [[String: [String]]?] = [
        ["b": ["x"]], [:], nil, ["a": ["y", "x"]], ["c": ["z"]], ["a": ["y"]], [:], nil, ["b": ["z"], "c": ["x"]],
    ]

    @Test func countsRecordsAndRanksTiesByFirstAppearance() {
        let totals = Self.totals(Self.records)
        #expect(totals.records == 9)
        #expect(totals.invalid == 7)
        #expect(totals.unreadable == 2)
        #expect(totals.attributes == ["b": 2, "a": 2, "c": 2])
        #expect(Array(totals.codes.keys) == ["x", "y", "z"])
        #expect(totals.codes == ["x": 3, "y": 2, "z": 2])
    }

    @Test(arguments: [1, 16, 17, 40])
    func anAttributeCountsOncePerRecordHoweverManyFail(count: Int) {
        // Each attribute fails twice: with more than 16 attributes the record's set is hashed.
        let record = Dictionary(uniqueKeysWithValues: (0..<count).map { ("f\($0)", ["x", "y"]) })
        let totals = Self.totals([record, record, ["f0": ["x"]]])
        #expect(totals.attributes.count == count)
        #expect(totals.attributes["f0"] == 3)
        #expect(totals.attributes.values.dropFirst().allSatisfy { $0 == 2 })
        #expect(totals.codes == ["x": .int(2 * count + 1), "y": .int(2 * count)])
    }

    @Test(arguments: 0...9)
    func mergingConsecutivePartsGivesTheWhole(cut: Int) {
        var merged = Self.totals(Array(Self.records[..<cut]))
        merged.merge(Self.totals(Array(Self.records[cut...])))
        #expect(merged == Self.totals(Self.records))
        #expect(Array(merged.attributes.keys) == ["b", "a", "c"])
    }
}
