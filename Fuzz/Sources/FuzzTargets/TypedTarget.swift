#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation
import ModelValidationFoundation
import ModelValidationJSON

/// A request body assigned into a typed model, as a server does with it: properties of every
/// converted type (`Int`, `Double?`, `Bool?`, an enumeration, `[String]`, and Foundation's
/// `Date`, `Decimal`, `UUID` and `URL`), an unsafe attribute, a nested model and a list of
/// them; then validation.
///
/// Input: the JSON text of the body.
///
/// Checks: two fresh models given the same body agree byte for byte (values, report, errors);
/// `validate()` is `true` exactly without errors, and a second run gives the same errors; a
/// strict assignment throws exactly when keys were refused, leaving the model as it was, and
/// otherwise does what the plain one does; the model's own values assigned again into a fresh
/// model are taken whole and read back the same (no conversion loses what it wrote).
enum TypedTarget {
    static let target = FuzzTarget(
        name: "typed", summary: "a JSON body assigned into a typed model (converted and Foundation types, nested models), then validated",
        maxLength: 2048, run: run)

    static func run(_ input: [UInt8]) {
        guard let body = try? JSONReader.parseObject(input) else { return }
        var first = FuzzOrder()
        let report = first.assign(body)
        var second = FuzzOrder()
        Invariant.expect(second.assign(body) == report, "two assignments of one body report differently")
        let valid = (try? first.validate()) ?? false
        _ = try? second.validate()
        Invariant.expect(fingerprint(first) == fingerprint(second), "two models given one body differ")
        Invariant.expect(valid == first.errors.isEmpty, "validate() is \(valid) with \(first.errors.count) errors")
        let errors = fingerprint(first)
        _ = try? first.validate()
        Invariant.expect(fingerprint(first) == errors, "a second validation gives other errors")

        // Strict: all or nothing.
        var strict = FuzzOrder()
        let untouched = fingerprint(strict)
        do throws(AssignmentError) {
            let strictReport = try strict.assign(body, strict: true)
            Invariant.expect(!report.hasRefusedKeys, "a strict assignment took a body with refused keys")
            Invariant.expect(strictReport == report, "the strict assignment reports differently")
            _ = try? strict.validate()
            Invariant.expect(fingerprint(strict) == errors, "the strict assignment assigned differently")
        } catch {
            Invariant.expect(report.hasRefusedKeys, "a strict assignment refused a body without refused keys")
            Invariant.expect(fingerprint(strict) == untouched, "a refused strict assignment changed the model")
        }

        // The values read back are taken again as they are.
        var again = FuzzOrder()
        let values = first.attributeValues
        let againReport = again.assign(values, safeOnly: false)
        Invariant.expect(againReport.invalid.isEmpty, "the model's own values were refused: \(againReport.invalid)")
        Invariant.expect(ExactValue.same(.object(again.attributeValues), .object(values)),
                         "the model's own values read back otherwise: \(JSONWriter.string(.object(values))) → \(JSONWriter.string(.object(again.attributeValues)))")
    }

    /// The model's values, failed assignments and errors (attribute, code, message, pointer).
    static func fingerprint<Model: ValidatableModel>(_ model: Model) -> [UInt8] {
        var out: [UInt8] = []
        JSONWriter.write(.object(model.attributeValues), into: &out)
        out.append(0)
        for (attribute, value) in model.validation.invalidAssignments {
            out += attribute.utf8
            JSONWriter.write(value, into: &out)
            out.append(0)
        }
        for error in model.errors.all {
            for part in [error.attribute, error.code, error.message, error.jsonPointer] {
                out += part.utf8
                out.append(0)
            }
        }
        return out
    }
}

/// The typed model of ``TypedTarget``.
struct FuzzOrder: TypedModel, Sendable {
    enum Status: String, AttributeConvertible, Sendable { case open, paid, shipped }

    var name = ""
    var email: String?
    var quantity = 0
    var price: Double?
    var gift: Bool?
    var status: Status?
    var tags: [String] = []
    var internalNote: String?
    var discount: Decimal?
    var placedAt: Date?
    var reference: UUID?
    var website: URL?
    var address = FuzzAddress()
    var lines: [FuzzLine] = []
    var validation = ValidationState()

    static let attributes: AttributeTable<FuzzOrder> = [
        .attribute("name", \.name), .attribute("email", \.email), .attribute("quantity", \.quantity),
        .attribute("price", \.price), .attribute("gift", \.gift), .attribute("status", \.status),
        .attribute("tags", \.tags), .attribute("internalNote", \.internalNote), .attribute("discount", \.discount),
        .attribute("placedAt", \.placedAt), .attribute("reference", \.reference), .attribute("website", \.website),
        .model("address", \.address), .models("lines", \.lines, make: FuzzLine.init),
    ]
    static let rules = try! RuleSet(for: FuzzOrder.self) {
        Validate(\.name, .required, .string(min: 2, max: 40))
        Validate(\.email, .email)
        Validate(\.quantity, .integer(min: 1, max: 1000))
        Validate(\.price, .number(min: 0))
        Validate(\.gift, .boolean)
        Validate(\.status, .in(["open", "paid"]))
        Validate(\.tags, .safe)
        Validate(\.internalNote, .string(max: 10)).unsafe()
        Validate(\.discount, .number(min: 0, max: 100))
        Validate(\.placedAt, .safe)
        Validate(\.reference, .required)
        Validate(\.website, .url)
        Validate(\.address, .nested)
        Validate(\.lines, .nested)
    }
    var ruleSet: RuleSet { Self.rules }
}

/// The nested model of ``FuzzOrder``.
struct FuzzAddress: TypedModel, Sendable {
    var street = ""
    var zip: Int?
    var validation = ValidationState()
    static let attributes: AttributeTable<FuzzAddress> = [.attribute("street", \.street), .attribute("zip", \.zip)]
    static let rules = try! RuleSet(for: FuzzAddress.self) {
        Validate(\.street, .required)
        Validate(\.zip, .integer(min: 1000, max: 99999))
    }
    var ruleSet: RuleSet { Self.rules }
}

/// An element of ``FuzzOrder``'s list.
struct FuzzLine: TypedModel, Sendable {
    var sku = ""
    var amount: Decimal?
    var validation = ValidationState()
    static let attributes: AttributeTable<FuzzLine> = [.attribute("sku", \.sku), .attribute("amount", \.amount)]
    static let rules = try! RuleSet(for: FuzzLine.self) {
        Validate(\.sku, .required, .match("/^[A-Z]{3}-[0-9]+$/"))
        Validate(\.amount, .number(min: 0.01))
    }
    var ruleSet: RuleSet { Self.rules }
}
