import Foundation
import ModelValidation
import Vapor

/// The rules of the routes, read once at start from the rules files shipped with the server
/// (`Rules/users.json`, `Rules/orders.json`; `model-validate check` checks the same files).
///
/// Their `unique` and `exist` rules are bound to the record store here, so a mistake in a file
/// (a misspelled table, a malformed filter) stops the server at start with its JSON path. Each
/// request copies a template model; copies share the compiled rules.
struct RuleFiles: Sendable {
    /// The `register` scenario of `users.json`: `POST /users`.
    let register: DynamicModel
    /// The `update` scenario of `users.json`: `PATCH /users/:id`.
    let update: DynamicModel
    /// `orders.json`: `POST /orders`.
    let order: DynamicModel

    /// A rules file that could not be read or built.
    struct LoadError: Error, CustomStringConvertible {
        var file: String
        var reason: String
        var description: String { "\(file): \(reason)" }
    }

    /// Reads and builds the rules files with `store` registered for their database rules.
    init(store: any RecordStore) throws {
        var registry = ValidatorRegistry.builtIn
        registry.register(store: store)
        let users = try Self.schema("users", registry: registry)
        register = try users.makeModel(scenario: "register")
        update = try users.makeModel(scenario: "update")
        order = try Self.schema("orders", registry: registry).makeModel()
    }

    /// The schema of `Rules/<name>.json`.
    static func schema(_ name: String, registry: ValidatorRegistry) throws -> ModelSchema {
        let file = "Rules/\(name).json"
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Rules") else {
            throw LoadError(file: file, reason: "not found among the server's resources")
        }
        let bytes = try Data(contentsOf: url)
        do {
            return try ModelSchema(bytes: bytes, registry: registry)
        } catch {
            throw LoadError(file: file, reason: error.problems.map(\.description).joined(separator: "; "))
        }
    }
}
