import Fluent
import Vapor

/// `POST /validatable/users`: the registration rules of `Rules/users.json` written with Vapor's
/// `Validatable`, for comparison (the load figure in the README measures both routes).
///
/// What it cannot say the same way, and so does not: there are no filters (no trim, no lower
/// case), no database rules (the unique index answers a duplicate), no comparison of two fields
/// in `validations` (the password repeat is compared after the decode), no refusal of keys
/// (`isAdmin` is silently ignored by the decoder), one English message, and `.count` counts
/// characters, so the password's limit of 72 cannot be the 72 bytes bcrypt reads (the rules file
/// counts bytes, `"encoding": "8bit"`); the body is decoded twice (once to validate, once into
/// the type).
struct ValidatableUserRoutes: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.POST, "validatable", "users", body: .collect(maxSize: "16kb"), use: register)
    }

    /// The registration body.
    struct Registration: Content, Validatable {
        var username: String
        var email: String
        var password: String
        var passwordRepeat: String
        var age: Int?
        var website: String?

        static func validations(_ validations: inout Validations) {
            validations.add("username", as: String.self, is: .count(3...32) && .pattern("[A-Za-z0-9_]+"))
            validations.add("email", as: String.self, is: .count(...254) && .email)
            validations.add("password", as: String.self,
                            is: .count(10...72) && .pattern(".*[A-Z].*") && .pattern(".*[a-z].*") && .pattern(".*[0-9].*"))
            validations.add("passwordRepeat", as: String.self, is: !.empty)
            validations.add("age", as: Int?.self, is: .nil || .range(13...130), required: false)
            validations.add("website", as: String?.self, is: .nil || (.count(...200) && .url), required: false)
        }
    }

    /// Registers a user: 201 with it, or Vapor's 400 `{"error": true, "reason": "…"}`.
    @Sendable
    func register(req: Request) async throws -> Response {
        try Registration.validate(content: req)
        let body = try req.content.decode(Registration.self)
        guard body.password == body.passwordRepeat else {
            throw Abort(.badRequest, reason: "passwordRepeat is not equal to password")
        }
        let user = User(username: body.username, email: body.email, passwordHash: try await req.password.async.hash(body.password),
                        age: body.age, website: body.website)
        do {
            try await user.create(on: req.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw Abort(.conflict, reason: "username or email is already taken")
        }
        return try .json(user.publicView(), status: .created)
    }
}
