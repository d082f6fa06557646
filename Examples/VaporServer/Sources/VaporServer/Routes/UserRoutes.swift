import Fluent
import ModelValidation
import Vapor

/// `POST /users` (scenario `register`) and `PATCH /users/:id` (scenario `update`), validated
/// with `Rules/users.json`.
struct UserRoutes: RouteCollection {
    let rules: RuleFiles

    func boot(routes: any RoutesBuilder) throws {
        let users = routes.grouped("users")
        users.on(.POST, body: .collect(maxSize: "16kb"), use: register)
        users.on(.PATCH, ":id", body: .collect(maxSize: "16kb"), use: update)
    }

    /// Registers a user: 201 with the stored user (never the password), or 422 with every
    /// failure, `isAdmin` and other keys the scenario does not allow among them.
    @Sendable
    func register(req: Request) async throws -> Response {
        var form = rules.register
        if let problem = try await req.validateBody(into: &form) { return Response(problem: problem) }
        // Every value below passed the rules; the password is hashed off the event loop.
        guard let username = form.string("username"), let email = form.string("email"),
              let password = form.string("password") else {
            throw Abort(.internalServerError, reason: "the register rules let a required value through")
        }
        let user = User(username: username, email: email, passwordHash: try await req.password.async.hash(password),
                        age: form.int("age"), website: form.string("website"))
        do {
            try await user.create(on: req.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another request stored the same name or address since the rules looked.
            return Response(problem: try await form.problemAfterRefusedWrite())
        }
        return try .json(user.publicView(), status: .created)
    }

    /// Changes a user's email or website: 200 with the user, 404 when there is none, or 422
    /// with every failure and every key the `update` scenario does not allow.
    @Sendable
    func update(req: Request) async throws -> Response {
        guard let id = req.parameters.get("id", as: Int.self), let user = try await User.find(id, on: req.db) else {
            return Response(problem: .http(.notFound, detail: "There is no user \(req.parameters.get("id") ?? "").") )
        }
        var form = rules.update
        // The stored record first (its id tells `unique` which row is its own), then the body.
        _ = form.assign(["id": .int(id), "email": .string(user.email), "website": user.website.map(AttributeValue.string) ?? .null],
                        safeOnly: false)
        if let problem = try await req.validateBody(into: &form) { return Response(problem: problem) }
        guard let email = form.string("email") else {
            throw Abort(.internalServerError, reason: "the update rules let an empty email through")
        }
        user.email = email
        user.website = form.string("website")
        do {
            try await user.update(on: req.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            return Response(problem: try await form.problemAfterRefusedWrite())
        }
        return try .json(user.publicView(), status: .ok)
    }
}
