import Fluent
import Vapor

/// A row of `users`.
///
/// `@unchecked Sendable`: Fluent models are classes with property wrappers, which Fluent expects
/// to be used by one task at a time; a handler owns its instance.
final class User: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(custom: .id, generatedBy: .database) var id: Int?
    @Field(key: "username") var username: String
    @Field(key: "email") var email: String
    @Field(key: "password_hash") var passwordHash: String
    @OptionalField(key: "age") var age: Int?
    @OptionalField(key: "website") var website: String?
    @Field(key: "is_admin") var isAdmin: Bool
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(username: String, email: String, passwordHash: String, age: Int?, website: String?) {
        self.username = username
        self.email = email
        self.passwordHash = passwordHash
        self.age = age
        self.website = website
        self.isAdmin = false
    }

    /// What the API answers about a user: never the password hash.
    struct Public: Encodable, Sendable {
        var id: Int
        var username: String
        var email: String
        var age: Int?
        var website: String?
        var isAdmin: Bool
    }

    /// The user as the API shows it.
    func publicView() throws -> Public {
        Public(id: try requireID(), username: username, email: email, age: age, website: website, isAdmin: isAdmin)
    }
}

/// Creates `users`. The unique indexes on `username` and `email` are the last line of defence
/// when two requests register the same name at once: both may pass the `unique` rules.
struct CreateUser: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(User.schema)
            .field(.id, .int, .identifier(auto: true))
            .field("username", .string, .required)
            .field("email", .string, .required)
            .field("password_hash", .string, .required)
            .field("age", .int)
            .field("website", .string)
            .field("is_admin", .bool, .required, .sql(.default(false)))
            .field("created_at", .datetime)
            .unique(on: "username")
            .unique(on: "email")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).delete()
    }
}
