import Fluent
import Vapor

/// A row of `orders`: a user and the items ordered, stored as JSON.
///
/// `@unchecked Sendable`: see ``User``.
final class Order: Model, @unchecked Sendable {
    static let schema = "orders"

    /// One line of an order.
    struct Item: Codable, Equatable, Sendable {
        var sku: String
        var quantity: Int
    }

    @ID(custom: .id, generatedBy: .database) var id: Int?
    @Field(key: "user_id") var userId: Int
    @Field(key: "items") var items: [Item]
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(userId: Int, items: [Item]) {
        self.userId = userId
        self.items = items
    }

    /// What the API answers about an order.
    struct Public: Encodable, Sendable {
        var id: Int
        var userId: Int
        var items: [Item]
    }

    /// The order as the API shows it.
    func publicView() throws -> Public {
        Public(id: try requireID(), userId: userId, items: items)
    }
}

/// Creates `orders`, its user a foreign key (the last line of defence if the user is deleted
/// between the `exist` rule and the insert).
struct CreateOrder: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Order.schema)
            .field(.id, .int, .identifier(auto: true))
            .field("user_id", .int, .required, .references(User.schema, .id))
            .field("items", .json, .required)
            .field("created_at", .datetime)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Order.schema).delete()
    }
}
