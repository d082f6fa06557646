import Foundation
import Testing
import ModelValidation

/// What Foundation's `JSONSerialization` returns for `text`, as a server receives it.
func serialized(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
    do {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            Issue.record("not an object: \(text)", sourceLocation: sourceLocation)
            return [:]
        }
        return object
    } catch {
        Issue.record("JSONSerialization: \(error)", sourceLocation: sourceLocation)
        return [:]
    }
}

private enum Tier: Int, AttributeConvertible { case basic = 1, premium = 2 }
private struct Opaque {}
private final class Unrelated {}

struct AttributeValueConvertingTests {
    /// Each JSON value, read by JSONSerialization, then converted.
    @Test(arguments: [
        ("true", AttributeValue.bool(true)),
        ("false", .bool(false)),
        ("1", .int(1)),
        ("0", .int(0)),
        ("12", .int(12)),
        ("-7", .int(-7)),
        ("12.5", .double(12.5)),
        ("-0.25", .double(-0.25)),
        ("1e-3", .double(0.001)),
        // A whole floating-point number cannot be told from an integer without Foundation.
        ("12.0", .int(12)),
        ("null", .null),
        (#""text""#, .string("text")),
        (#""""#, .string("")),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        // Beyond Int: neither an Int nor a Double cast works; a double, as JSONReader reads it.
        ("18446744073709551615", .double(Double(UInt64.max))),
        ("99999999999999999999", .double(1e20)),
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("[3, true, 2.5, \"s\", null, 1, 0]", .array([3, true, 2.5, "s", nil, 1, 0])),
        (#"{"b": 1, "a": {"d": false, "c": [1.5]}}"#, .object(["a": ["c": [1.5], "d": false], "b": 1])),
        ("[]", .array([])),
        ("{}", .object([:])),
    ])
    func jsonSerializationValues(json: String, expected: AttributeValue) throws {
        let body = serialized(#"{"value": "# + json + "}")
        let value = try #require(body["value"])
        #expect(AttributeValue(converting: value) == expected)
    }

    @Test func foundationBooleansAreNotIntegersAndIntegersAreNotBooleans() throws {
        let body = serialized(#"{"yes": true, "one": 1}"#)
        // The fact the conversion works around: both cast to Bool.
        #expect(body["yes"] is Bool)
        #expect(body["one"] is Bool)
        #expect(AttributeValue(converting: body["yes"]!) == .bool(true))
        #expect(AttributeValue(converting: body["one"]!) == .int(1))
    }

    @Test func foundationObjectsMadeInSwift() {
        #expect(AttributeValue(converting: NSNumber(value: true)) == .bool(true))
        #expect(AttributeValue(converting: NSNumber(value: false)) == .bool(false))
        #expect(AttributeValue(converting: NSNumber(value: 1)) == .int(1))
        #expect(AttributeValue(converting: NSNumber(value: 2.5)) == .double(2.5))
        #expect(AttributeValue(converting: NSNumber(value: UInt64.max)) == .double(Double(UInt64.max)))
        #expect(AttributeValue(converting: NSDecimalNumber(string: "0.1")) == .double(0.1))
        #expect(AttributeValue(converting: NSDecimalNumber(string: "12")) == .int(12))
        #expect(AttributeValue(converting: NSDecimalNumber.notANumber) == nil)
        #expect(AttributeValue(converting: NSNull()) == .null)
        #expect(AttributeValue(converting: NSString(string: "x")) == .string("x"))
        #expect(AttributeValue(converting: NSArray(array: [1, "a"])) == .array([1, "a"]))
        #expect(AttributeValue(converting: NSDictionary(dictionary: ["k": 1])) == ["k": 1])
    }

    @Test func swiftValues() {
        #expect(AttributeValue(converting: 42) == .int(42))
        #expect(AttributeValue(converting: Int8(-3)) == .int(-3))
        #expect(AttributeValue(converting: UInt64.max) == .double(Double(UInt64.max)))
        #expect(AttributeValue(converting: Float(0.5)) == .double(0.5))
        #expect(AttributeValue(converting: true) == .bool(true))
        #expect(AttributeValue(converting: "abc".dropFirst()) == .string("bc"))
        #expect(AttributeValue(converting: Int?.none as Any) == .null)
        #expect(AttributeValue(converting: Int?.some(5) as Any) == .int(5))
        #expect(AttributeValue(converting: [1, 2]) == .array([1, 2]))
        #expect(AttributeValue(converting: ["k": [true]] as [String: [Bool]]) == ["k": [true]])
        #expect(AttributeValue(converting: ["b": 1, "a": "x"] as AttributeValue) == ["b": 1, "a": "x"])
        #expect(AttributeValue(converting: ["b": 1, "a": "x"] as AttributeObject) == ["b": 1, "a": "x"])
        #expect(AttributeValue(converting: Tier.premium) == .int(2))
        #expect(AttributeValue(converting: [Tier.basic] as [Any]) == .array([1]))
    }

    @Test func dictionaryKeysAreSorted() throws {
        let value = AttributeValue(converting: ["zeta": 1, "alpha": 2, "mu": 3] as [String: Any])
        #expect(value?.objectValue?.keys == ["alpha", "mu", "zeta"])
        let body = serialized(#"{"z": {"y": 1, "x": 2}, "a": 0}"#)
        #expect(AttributeValue(converting: body)?.objectValue?.keys == ["a", "z"])
        #expect(AttributeValue(converting: body)?.objectValue?["z"]?.objectValue?.keys == ["x", "y"])
    }

    @Test func valuesWithoutAnAttributeValueDoNotConvert() {
        // (Date converts when ModelValidationFoundation is linked, as it is in this test run.)
        #expect(AttributeValue(converting: NSObject()) == nil)
        #expect(AttributeValue(converting: Opaque()) == nil)
        #expect(AttributeValue(converting: Unrelated()) == nil)
        #expect(AttributeValue(converting: Double.nan) == nil)
        #expect(AttributeValue(converting: Double.infinity) == nil)
        #expect(AttributeValue(converting: [1: "a"] as [Int: String]) == nil)
        // One bad value anywhere inside spoils the whole value.
        #expect(AttributeValue(converting: [1, Opaque()] as [Any]) == nil)
        #expect(AttributeValue(converting: ["a": ["b": NSObject()]] as [String: Any]) == nil)
    }

    /// Converting the deepest allowed value needs no more stack than a small thread has: the
    /// conversion keeps its own stack instead of recursing.
    @Test func deepNestingDoesNotUseTheCallStack() {
        final class Outcome: @unchecked Sendable {
            // Written by the thread before it signals, read after the wait.
            var converted: AttributeValue?
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var deep: Any = 1
            for level in 0..<AttributeValue.conversionMaxDepth {
                deep = level % 2 == 0 ? [deep] as [Any] : ["k": deep] as [String: Any]
            }
            outcome.converted = AttributeValue(converting: deep)
            done.signal()
        }
        thread.stackSize = 128 * 1024
        thread.start()
        done.wait()
        var depth = 0
        var value = outcome.converted
        while let current = value, current.isCollection {
            depth += 1
            value = current.arrayValue?.first ?? current.objectValue?["k"]
        }
        #expect(depth == AttributeValue.conversionMaxDepth)
        #expect(value == .int(1))
    }

    @Test func nestingIsBounded() {
        var deep: Any = 1
        for _ in 0..<AttributeValue.conversionMaxDepth { deep = [deep] }
        #expect(AttributeValue(converting: deep) != nil)
        deep = [deep]
        #expect(AttributeValue(converting: deep) == nil)
        var deepObject: Any = 1
        for _ in 0...AttributeValue.conversionMaxDepth { deepObject = ["k": deepObject] as [String: Any] }
        #expect(AttributeValue(converting: deepObject) == nil)
    }
}
