import Fluent
import FluentSQLiteDriver
import ModelValidation
import Vapor

/// Sets the application up: the database and its migrations, the validation rules bound to the
/// database, the languages of the messages, the error middleware that answers problem details,
/// and the routes.
///
/// - Parameters:
///   - app: The application.
///   - wrapStore: Wraps the record store the rules look records up in (tests observe or hold
///     its queries); the identity by default.
/// - Throws: When the database cannot be opened or migrated, or a rules file has a mistake
///   (named with its JSON path), or a message catalog cannot be read.
func configure(
    _ app: Application,
    wrapStore: @escaping @Sendable (any RecordStore) -> any RecordStore = { $0 }
) async throws {
    // Problem details for every error, in place of Vapor's `{"error": true, "reason": …}`.
    app.middleware = Middlewares()
    app.middleware.use(ProblemErrorMiddleware(environment: app.environment))
    // Vapor's decompressor closes the connection, unanswered, on a body that does not inflate
    // (truncated, corrupt, or more than 25 times its size): compressed bodies are refused with
    // 415 by the routes instead.
    app.http.server.configuration.requestDecompression = .disabled

    if app.environment == .testing {
        app.databases.use(.sqlite(.memory), as: .sqlite)
        // The lowest bcrypt cost: tests hash many passwords in a debug build.
        app.passwords.use(.bcrypt(cost: 4))
    } else {
        app.databases.use(.sqlite(.file(Environment.get("DATABASE_PATH") ?? "db.sqlite")), as: .sqlite)
    }
    app.migrations.add(CreateUser())
    app.migrations.add(CreateOrder())
    try await app.autoMigrate()

    let store = wrapStore(SQLRecordStore(tables: [User.schema]) { app.db })
    try routes(app, rules: RuleFiles(store: store), messages: MessageFiles())
}
