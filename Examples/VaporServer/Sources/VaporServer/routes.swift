import Vapor

/// The routes: `GET /`, the three validated routes, and the same registration validated with
/// Vapor's `Validatable` for comparison.
func routes(_ app: Application, rules: RuleFiles) throws {
    app.get { _ in "VaporServer: POST /users, PATCH /users/:id, POST /orders\n" }
    try app.register(collection: UserRoutes(rules: rules))
    try app.register(collection: OrderRoutes(rules: rules))
    // Vapor's own error middleware for this group, so its answers are exactly Vapor's.
    try app.grouped(ErrorMiddleware.default(environment: app.environment))
        .register(collection: ValidatableUserRoutes())
}
