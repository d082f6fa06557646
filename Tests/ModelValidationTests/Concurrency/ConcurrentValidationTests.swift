import Testing
@testable import ModelValidation

struct ConcurrentValidationTests {
    @Test func manyTasksValidateModelsSharingOneRuleSet() async throws {
        let codes = await withTaskGroup(of: (Int, [String]).self) { group in
            for i in 0..<200 {
                group.addTask {
                    var order = Order()
                    order.assign([
                        "number": .string(i.isMultiple(of: 2) ? "A-\(i)" : ""),
                        "address": ["city": i.isMultiple(of: 3) ? "" : "Oslo"],
                        "items": [["sku": .string("S\(i)"), "quantity": .int(i % 4)]],
                    ])
                    _ = try? order.validate()
                    return (i, order.errors.all.map { "\($0.attribute):\($0.code)" })
                }
            }
            var out: [Int: [String]] = [:]
            for await (i, codes) in group { out[i] = codes }
            return out
        }
        #expect(codes.count == 200)
        for (i, list) in codes {
            var expected: [String] = []
            if !i.isMultiple(of: 2) { expected.append("number:required.blank") }
            if i.isMultiple(of: 3) { expected.append("address.city:required.blank") }
            if i % 4 == 0 { expected.append("items.0.quantity:number.tooSmall") }
            #expect(list == expected, "order \(i)")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func manyTasksShareAFieldAndALiveModel() async throws {
        let field = try ValidatedField("", validators: [.required, .minLength(3)], validatesOnChange: true)
        let live = LiveModel(Registration())
        try live.validateUpdates()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<100 {
                group.addTask {
                    field.value = String(repeating: "x", count: i % 5)
                    _ = field.isValid
                    live.email = i.isMultiple(of: 2) ? "ann@example.com" : "nope"
                    _ = live.errors
                }
            }
        }
        field.value = "xyz"
        #expect(field.errors.isEmpty)
        live.email = "bob@example.com"
        #expect(live.errors["email"].isEmpty)
    }
}
