import Fluent
import ModelValidation
import Testing
import VaporTesting
@testable import VaporServer

/// `POST /orders`: a nested body, `userId` that must exist, 1 to 50 items.
struct OrderRoutesTests {
    @Test func aValidOrderIsStored() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "orders", #"{"userId": \#(user), "items": [{"sku": "A-1", "quantity": 2}, {"sku": "BOLT-20", "quantity": "1000"}]}"#)
            #expect(answer.status == .created)
            #expect(answer.contentType == "application/json; charset=utf-8")
            // Keys sorted; the quantity sent as "1000" is stored and answered as the integer 1000.
            #expect(answer.text == #"{"id":1,"items":[{"quantity":2,"sku":"A-1"},{"quantity":1000,"sku":"BOLT-20"}],"userId":\#(user)}"#)
            let stored = try #require(try await Order.find(1, on: app.db))
            #expect(stored.items == [Order.Item(sku: "A-1", quantity: 2), Order.Item(sku: "BOLT-20", quantity: 1000)])
        }
    }

    @Test func eachItemIsValidatedWithItsOwnRules() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let body = #"{"userId": \#(user), "items": [{"sku": "A-1", "quantity": 2}, {"sku": "b", "quantity": 0}, {"quantity": 1.5}, {"sku": "ABCDEFGHIJKLMNOPQRSTU", "quantity": 1001}]}"#
            let answer = try await app.send(.POST, "orders", body)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.failures == [
                .init("/items/1/sku", "match.invalid", "SKU is invalid."),
                .init("/items/1/quantity", "number.tooSmall", "Quantity must be no less than 1."),
                .init("/items/2/sku", "required.blank", "SKU cannot be blank."),
                .init("/items/2/quantity", "number.invalid", "Quantity must be an integer."),
                .init("/items/3/sku", "match.invalid", "SKU is invalid."),
                .init("/items/3/quantity", "number.tooBig", "Quantity must be no greater than 1000."),
            ])
            #expect(try await Order.query(on: app.db).count() == 0)
        }
    }

    @Test func aSkuMustBeAString() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            // PHP's preg_match would read 123 as "123" and true as "1": the string rule says no first.
            let body = #"{"userId": \#(user), "items": [{"sku": 123, "quantity": 1}, {"sku": true, "quantity": 1}, {"sku": "A-1", "quantity": 1}]}"#
            let answer = try await app.send(.POST, "orders", body)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/items/0/sku", "string.invalid", "SKU must be a string."),
                .init("/items/1/sku", "string.invalid", "SKU must be a string."),
            ])
            #expect(try await Order.query(on: app.db).count() == 0)
        }
    }

    @Test func theUserMustExist() async throws {
        try await withServer { app in
            let answer = try await app.send(.POST, "orders", #"{"userId": 42, "items": [{"sku": "A-1", "quantity": 1}]}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [.init("/userId", "exist.missing", "User is invalid.")])
        }
    }

    /// A key named `*` is a key like any other: refused at `/*`, not at the whole document
    /// (`""`, the pointer of a failure about the whole record).
    @Test func aKeyNamedStarIsRefusedAtItsOwnPointer() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let answer = try await app.send(.POST, "orders", #"{"userId": \#(user), "items": [{"sku": "A-1", "quantity": 2, "*": 3}], "*": 1}"#)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.failures == [
                .init("/*", "assignment.unknown", "* is not an attribute of the schema."),
                .init("/items/0/*", "assignment.unknown", "* is not an attribute of the schema."),
            ])
            #expect(try await Order.query(on: app.db).count() == 0)
        }
    }

    @Test func theListHasOneToFiftyItemsOfObjects() async throws {
        try await withServer { app in
            let user = try await app.registerUser("ann_lee", email: "ann@example.com")
            let item = #"{"sku": "A-1", "quantity": 1}"#
            let cases: [(String, [Answer.Failure])] = [
                ("[]", [.init("/items", "required.blank", "Items cannot be blank.")]),
                ("[" + Array(repeating: item, count: 51).joined(separator: ",") + "]",
                 [.init("/items", "nested.tooMany", "Items should contain at most 50 items.")]),
                (#"{"sku": "A-1"}"#, [.init("/items", "attribute.invalidType", "Items is invalid.")]),
                ("[\(item), 7]", [.init("/items/1", "attribute.invalidType", "Items is invalid.")]),
            ]
            for (items, failures) in cases {
                let answer = try await app.send(.POST, "orders", #"{"userId": \#(user), "items": \#(items)}"#)
                #expect(answer.status == .unprocessableEntity, "\(items)")
                #expect(answer.failures == failures, "\(items)")
            }
            let fifty = try await app.send(.POST, "orders", #"{"userId": \#(user), "items": [\#(Array(repeating: item, count: 50).joined(separator: ","))]}"#)
            #expect(fifty.status == .created)
        }
    }

    @Test func aBadUserIdSkipsTheLookup() async throws {
        let log = QueryLog()
        try await withServer(wrapStore: { ObservedStore(inner: $0, log: log) }) { app in
            let answer = try await app.send(.POST, "orders", #"{"userId": "seven", "items": [{"sku": "A-1", "quantity": 1}]}"#)
            #expect(answer.failures == [.init("/userId", "number.invalid", "User must be an integer.")])
        }
        #expect(await log.queries.isEmpty)
    }
}
